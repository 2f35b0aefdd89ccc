#!/usr/bin/env bash
# Why: code-server's VS Code depends on @vscode/ripgrep, whose postinstall downloads a
# ripgrep binary from GitHub. CI (and this sandbox) reach only the npm, PyPI and Debian
# registries, so we put Debian's `rg` (apt package ripgrep) where that postinstall looks
# first: $TMPDIR/vscode-ripgrep-cache-<package version>/ripgrep-<rg version>-<target>.tar.gz
# (see node_modules/@vscode/ripgrep/lib/download.js and postinstall.js).
set -euo pipefail
RIPGREP_PKG_VERSION="${RIPGREP_PKG_VERSION:-1.15.11}"   # @vscode/ripgrep pinned by code-server 4.100.3
RIPGREP_ASSET_VERSION="${RIPGREP_ASSET_VERSION:-v13.0.0-10}" # VERSION in that package's postinstall.js
case "$(uname -m)" in
  x86_64) target=x86_64-unknown-linux-musl ;;
  aarch64) target=aarch64-unknown-linux-musl ;;
  *) echo "prefill-ripgrep: unsupported architecture $(uname -m)" >&2; exit 1 ;;
esac
rg_bin="$(command -v rg || true)"
if [ -z "$rg_bin" ]; then
  echo "prefill-ripgrep: no rg on PATH; install it with: apt-get install -y ripgrep" >&2
  exit 1
fi
cache="${TMPDIR:-/tmp}/vscode-ripgrep-cache-${RIPGREP_PKG_VERSION}"
asset="$cache/ripgrep-${RIPGREP_ASSET_VERSION}-${target}.tar.gz"
mkdir -p "$cache"
work="$(mktemp -d)"
cp "$rg_bin" "$work/rg"
chmod 755 "$work/rg"
tar -czf "$asset" -C "$work" rg
rm -rf "$work"
echo "prefill-ripgrep: $asset <- $rg_bin"
