import { test } from "node:test";
import * as assert from "node:assert/strict";
import { preflight, resolveServerLaunch, startFailureMessage, type LaunchProbes, type PreflightProbes } from "../src/serverCommand";

function probes(overrides: Partial<LaunchProbes>): LaunchProbes {
  return {
    configuredCommand: "",
    configuredArgs: ["lsp"],
    which: () => undefined,
    isExecutable: () => false,
    platform: "linux",
    ...overrides,
  };
}

test("the rblint.server.command setting wins", () => {
  const launch = resolveServerLaunch(probes({ configuredCommand: " /opt/venv/bin/rblint ", which: () => "/usr/bin/rblint" }));
  assert.deepEqual(launch, { command: "/opt/venv/bin/rblint", args: ["lsp"], origin: "setting" });
});

test("custom args are kept; empty args fall back to lsp", () => {
  assert.deepEqual(resolveServerLaunch(probes({ configuredCommand: "rblint", configuredArgs: ["lsp", "--tcp", "127.0.0.1:2087"] }))?.args, ["lsp", "--tcp", "127.0.0.1:2087"]);
  assert.deepEqual(resolveServerLaunch(probes({ configuredCommand: "rblint", configuredArgs: [] }))?.args, ["lsp"]);
});

test("then rblint on PATH", () => {
  const launch = resolveServerLaunch(probes({ which: (name) => (name === "rblint" ? "/usr/local/bin/rblint" : undefined), pythonInterpreter: "/v/bin/python" }));
  assert.deepEqual(launch, { command: "/usr/local/bin/rblint", args: ["lsp"], origin: "path" });
});

test("then the selected interpreter's rblint, else interpreter -m rblint", () => {
  const sibling = resolveServerLaunch(probes({ pythonInterpreter: "/v/bin/python", isExecutable: (file) => file === "/v/bin/rblint" }));
  assert.deepEqual(sibling, { command: "/v/bin/rblint", args: ["lsp"], origin: "python-extension" });
  const module = resolveServerLaunch(probes({ pythonInterpreter: "/v/bin/python" }));
  assert.deepEqual(module, { command: "/v/bin/python", args: ["-m", "rblint", "lsp"], origin: "python-extension" });
});

test("then python3 -m rblint lsp from PATH; nothing at all -> undefined", () => {
  const launch = resolveServerLaunch(probes({ which: (name) => (name === "python3" ? "/usr/bin/python3" : undefined) }));
  assert.deepEqual(launch, { command: "/usr/bin/python3", args: ["-m", "rblint", "lsp"], origin: "python-on-path" });
  assert.equal(resolveServerLaunch(probes({})), undefined);
});

test("failure messages say what to do", () => {
  assert.match(startFailureMessage(undefined, "x"), /pip install rblint.*rblint\.server\.command/);
  const fromSetting = startFailureMessage({ command: "/bad/rblint", args: ["lsp"], origin: "setting" }, "the program was not found");
  assert.match(fromSetting, /\/bad\/rblint lsp.*rblint\.server\.command setting.*the program was not found/);
  const fromPython = startFailureMessage({ command: "/usr/bin/python3", args: ["-m", "rblint", "lsp"], origin: "python-on-path" }, "No module named rblint");
  assert.match(fromPython, /python3 -m rblint lsp.*No module named rblint.*pip install rblint/);
});

function preflightProbes(overrides: Partial<PreflightProbes>): PreflightProbes {
  return { which: () => undefined, exists: () => true, isExecutable: () => true, pythonHasRblint: () => true, ...overrides };
}

test("preflight catches a missing or non-executable program", () => {
  const launch = { command: "/nonexistent/rblint", args: ["lsp"], origin: "setting" } as const;
  assert.equal(preflight(launch, preflightProbes({ exists: () => false })), "the program was not found");
  assert.equal(preflight(launch, preflightProbes({ isExecutable: () => false })), "the program is not executable");
  assert.equal(preflight(launch, preflightProbes({})), undefined);
  assert.equal(preflight({ command: "rblint", args: ["lsp"], origin: "setting" }, preflightProbes({})), "`rblint` was not found on PATH");
  assert.equal(preflight({ command: "rblint", args: ["lsp"], origin: "setting" }, preflightProbes({ which: () => "/usr/bin/rblint" })), undefined);
});

test("preflight catches a Python without rblint, and trusts an unknown answer", () => {
  const launch = { command: "python3", args: ["-m", "rblint", "lsp"], origin: "python-on-path" } as const;
  const seen: string[] = [];
  const probes = preflightProbes({ which: () => "/usr/bin/python3", pythonHasRblint: (python) => (seen.push(python), false) });
  assert.equal(preflight(launch, probes), "No module named rblint in /usr/bin/python3");
  assert.deepEqual(seen, ["/usr/bin/python3"]);
  assert.equal(preflight(launch, preflightProbes({ which: () => "/usr/bin/python3", pythonHasRblint: () => undefined })), undefined);
  // The rblint executable itself is not probed for the module.
  assert.equal(preflight({ command: "/v/bin/rblint", args: ["lsp"], origin: "path" }, preflightProbes({ pythonHasRblint: () => false })), undefined);
});
