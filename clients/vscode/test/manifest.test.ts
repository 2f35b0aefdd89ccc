// package.json against the extension's source: the commands users see must be registered, and
// must not reuse a server command id (vscode-languageclient registers those itself).
import { test } from "node:test";
import * as assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";

const root = path.join(__dirname, "..", "..", "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const source = fs.readFileSync(path.join(root, "src", "extension.ts"), "utf8");

function constants(prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(new RegExp(`const (${prefix}\\w*) = "([^"]+)";`, "g"))) found.set(match[1], match[2]);
  return found;
}

test("every contributed command is registered by the extension and vice versa", () => {
  const contributed: string[] = manifest.contributes.commands.map((command: { command: string }) => command.command).sort();
  const clientIds = constants("CLIENT_");
  const registered = [...source.matchAll(/registerCommand\((CLIENT_\w+)/g)].map((match) => clientIds.get(match[1]));
  assert.deepEqual([...registered].sort(), contributed);
});

test("client command ids cannot clash with the server's", () => {
  const serverIds = [...constants("SERVER_REINDEX").values(), ...(/SERVER_BREAKDOWN = \[([^\]]+)\]/.exec(source)?.[1].match(/"[^"]+"/g) ?? []).map((id) => JSON.parse(id))];
  assert.ok(serverIds.length >= 3, `server ids not found: ${serverIds}`);
  for (const command of manifest.contributes.commands) {
    assert.ok(!serverIds.includes(command.command), `${command.command} is also a server command`);
    assert.match(command.command, /^rblint\.client\./);
    assert.equal(command.category, "rblint");
  }
});

test("activation and engine fit the languageclient and code-server's VS Code", () => {
  assert.deepEqual(manifest.activationEvents, ["onLanguage:markdown"]);
  const lcManifest = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "vscode-languageclient", "package.json"), "utf8"));
  assert.equal(manifest.engines.vscode, lcManifest.engines.vscode, "engines.vscode must match vscode-languageclient's");
  assert.equal(`^${manifest.devDependencies["@types/vscode"]}`, manifest.engines.vscode, "@types/vscode must match engines.vscode");
});
