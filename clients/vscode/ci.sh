#!/usr/bin/env bash
# CI for the VS Code extension (issue 8): build, unit tests, .vsix, and the end-to-end test in
# a real VS Code workbench (code-server 4.100.3) driven by Debian's chromium.
#
# Runs as root on a fresh Debian machine with Node 20 and npm 11 that reaches only the npm,
# PyPI and Debian registries; `rblint` (the Python package) must already be on PATH.
# Exits non-zero on the first failure. Screenshots and logs: test-artifacts/vscode/.
# Set RBLINT_VSCODE_SKIP_E2E=1 to stop after packaging.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
started=$SECONDS
step() { printf '\n== [%4ds] %s\n' "$((SECONDS - started))" "$*"; }

step "system packages"
missing=()
command -v chromium >/dev/null || missing+=(chromium fonts-dejavu-core)
command -v rg >/dev/null || missing+=(ripgrep)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)
for tool in g++ make python3 pkg-config; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "ci.sh: missing ${missing[*]}; install them (apt-get install ${missing[*]}) or run as root" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" != 20 ]; then
  echo "ci.sh: code-server 4.100.3 needs Node 20, found $(node --version)" >&2
  exit 1
fi
command -v rblint >/dev/null || { echo "ci.sh: rblint is not on PATH (activate the venv that has it)" >&2; exit 1; }

# npm settings for code-server's post-install (it runs `npm install` for VS Code itself):
# root needs unsafe-perm; node-pty's post-install runs `npx node-gyp`, which must not prompt;
# node-gyp must use the local Node headers (nodejs.org is not reachable).
export npm_config_unsafe_perm=true npm_config_yes=true npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
node_prefix="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
if [ -f "$node_prefix/include/node/node.h" ]; then
  export npm_config_nodedir="$node_prefix"
fi

step "extension: npm ci"
npm ci --no-audit --no-fund

step "extension: type check"
npm run --silent typecheck

step "extension: unit tests"
npm test

step "extension: package .vsix"
rm -f rblint.vsix
npm run package
test -s rblint.vsix

if [ "${RBLINT_VSCODE_SKIP_E2E:-0}" = 1 ]; then
  step "done (end-to-end test skipped)"
  exit 0
fi

step "e2e: install code-server and playwright-core"
stamp="e2e/node_modules/.rblint-lock-sha256"
want="$(sha256sum e2e/package-lock.json | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -x e2e/node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin/rg ]; then
  echo "e2e/node_modules is current"
else
  e2e/prefill-ripgrep.sh
  (cd e2e && npm ci --no-audit --no-fund)
  echo "$want" > "$stamp"
fi

step "e2e: run in code-server + chromium"
node e2e/run.mjs "$here/rblint.vsix"

step "done"
