// End-to-end test of the rblint extension in a real VS Code workbench (code-server), offline.
//
// Why a script and not a test framework: it drives one long-lived workbench through a user's
// path (open a draft, read Problems, hover, apply a quick fix, open the score breakdown),
// saving a screenshot at each step; any failed check exits non-zero with a failure
// screenshot and the logs under test-artifacts/vscode/.
//
// Usage: node e2e/run.mjs [path/to/rblint.vsix]   (from clients/vscode; rblint on PATH)
// Env: RBLINT_E2E_TIMEOUT_S (default 180) bounds each wait for the server.

import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const extensionDir = path.resolve(here, "..");
const repoRoot = path.resolve(extensionDir, "..", "..");
const artifacts = path.join(repoRoot, "test-artifacts", "vscode");
const vsix = path.resolve(process.argv[2] ?? path.join(extensionDir, "rblint.vsix"));
const codeServer = path.join(here, "node_modules", "code-server", "out", "node", "entry.js");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const waitMs = Number(process.env.RBLINT_E2E_TIMEOUT_S ?? 180) * 1000;
const modifier = "Control";

fs.rmSync(artifacts, { recursive: true, force: true });
fs.mkdirSync(artifacts, { recursive: true });
const logFile = fs.createWriteStream(path.join(artifacts, "e2e.log"));
function log(message) {
  const line = `[e2e ${new Date().toISOString().slice(11, 19)}] ${message}`;
  console.log(line);
  logFile.write(line + "\n");
}

for (const [what, file] of [["the .vsix (run `npm run package`)", vsix], ["code-server (run `npm ci` in e2e/)", codeServer], ["chromium (apt-get install chromium)", chromiumPath]]) {
  if (!fs.existsSync(file)) {
    console.error(`e2e: missing ${what}: ${file}`);
    process.exit(2);
  }
}
const rblintOnPath = spawnSync("sh", ["-c", "command -v rblint"], { encoding: "utf8" }).stdout.trim();
if (!rblintOnPath) {
  console.error("e2e: `rblint` is not on PATH; activate the virtual environment that has rblint installed.");
  process.exit(2);
}
log(`rblint: ${rblintOnPath}`);

// A fresh workspace copy: the quick fix edits the draft, and the fixture must stay as committed.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "rblint-e2e-"));
const workspace = path.join(scratch, "workspace");
const userDataDir = path.join(scratch, "user-data");
const extensionsDir = path.join(scratch, "extensions");
fs.cpSync(path.join(here, "fixture"), workspace, { recursive: true });
fs.mkdirSync(path.join(userDataDir, "User"), { recursive: true });
fs.writeFileSync(
  path.join(userDataDir, "User", "settings.json"),
  JSON.stringify(
    {
      "workbench.startupEditor": "none",
      "workbench.tips.enabled": false,
      "workbench.welcomePage.walkthroughs.openOnInstall": false,
      "workbench.enableExperiments": false,
      "security.workspace.trust.enabled": false,
      "telemetry.telemetryLevel": "off",
      "update.mode": "none",
      "extensions.autoCheckUpdates": false,
      "extensions.autoUpdate": false,
      "extensions.ignoreRecommendations": true,
      "chat.commandCenter.enabled": false,
      "chat.disableAIFeatures": true,
      "editor.hover.delay": 200,
      "editor.codeLens": true,
      "editor.minimap.enabled": false,
      "files.autoSave": "off",
      "rblint.trace.server": "messages",
    },
    null,
    2,
  ),
);
const draftPath = path.join(workspace, "draft.md");
const draftText = fs.readFileSync(draftPath, "utf8");

function positionOf(needle) {
  const lines = draftText.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const column = lines[index].indexOf(needle);
    if (column >= 0) return { line: index + 1, column: column + 2 }; // 1-based, inside the marker
  }
  throw new Error(`fixture has no ${needle}`);
}

// VSCODE_CLI=1: VS Code's server otherwise replaces PATH with a login shell's (`$SHELL -ilc env`),
// dropping an activated virtual environment; with it the extension host inherits this PATH,
// as VS Code desktop does when started with `code .` from a shell where rblint is on PATH.
const env = { ...process.env, VSCODE_CLI: "1", PYTHONUNBUFFERED: "1", OMP_NUM_THREADS: process.env.OMP_NUM_THREADS ?? "1" };
const common = ["--user-data-dir", userDataDir, "--extensions-dir", extensionsDir];

let server;
let browser;
let page;
let failed = false;

async function main() {
  log(`installing ${path.relative(repoRoot, vsix)} into a fresh extensions dir`);
  const install = spawnSync(process.execPath, [codeServer, ...common, "--install-extension", vsix], { env, encoding: "utf8" });
  logFile.write(install.stdout + install.stderr);
  if (install.status !== 0) throw new Error(`code-server --install-extension failed:\n${install.stdout}${install.stderr}`);
  const installed = fs.readdirSync(extensionsDir).filter((name) => name.startsWith("rblint.rblint-"));
  if (installed.length !== 1) throw new Error(`extension not installed: ${fs.readdirSync(extensionsDir).join(", ")}`);
  log(`installed ${installed[0]}`);

  const port = await freePort();
  const serverLog = fs.createWriteStream(path.join(artifacts, "code-server.log"));
  server = spawn(
    process.execPath,
    [
      codeServer, ...common,
      "--bind-addr", `127.0.0.1:${port}`,
      "--auth", "none",
      "--disable-telemetry",
      "--disable-update-check",
      "--disable-workspace-trust",
      "--disable-getting-started-override",
      "--ignore-last-opened",
      workspace,
    ],
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  server.stdout.pipe(serverLog);
  server.stderr.pipe(serverLog);
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.ok === true, 60_000, "code-server to answer /healthz");
  log(`code-server ${base} is up`);

  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  const consoleLog = fs.createWriteStream(path.join(artifacts, "browser-console.log"));
  page.on("console", (message) => consoleLog.write(`[${message.type()}] ${message.text()}\n`));
  page.on("pageerror", (error) => consoleLog.write(`[pageerror] ${error.message}\n`));

  const fileUri = `vscode-remote://127.0.0.1:${port}${draftPath}`;
  const url = `${base}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify([["openFile", fileUri]]))}`;
  log(`opening ${url}`);
  await page.goto(url);
  await page.locator(".monaco-workbench").waitFor({ timeout: 60_000 });
  await page.locator('.tab[aria-label^="draft.md"]').first().waitFor({ timeout: 60_000 });
  const editor = page.locator(".editor-instance .monaco-editor").first();
  await editor.locator(".view-lines").waitFor({ timeout: 30_000 });
  log("draft.md is open in the editor");

  // 1. Problems panel lists rblint's diagnostics.
  await page.keyboard.press(`${modifier}+Shift+M`);
  const problems = page.locator(".markers-panel");
  await problems.waitFor({ timeout: 30_000 });
  await until(async () => /RB002/.test(await problems.innerText().catch(() => "")), waitMs, "RB002 in the Problems panel");
  const problemsText = await problems.innerText();
  log(`Problems panel:\n${problemsText}`);
  if (!/rblint/i.test(problemsText)) throw new Error("the Problems panel does not name rblint as the source");
  if (!/\[7\]/.test(problemsText)) throw new Error("the RB002 problem does not quote the invented marker [7]");
  await shot("problems-panel");

  // Status bar item (score or state) from the extension.
  const status = page.locator(".statusbar-item").filter({ hasText: /rblint/ }).first();
  await status.waitFor({ timeout: 30_000 });
  log(`status bar: ${await status.innerText()} | ${await status.getAttribute("aria-label")}`);

  // 2. Hover on the invented marker shows the diagnostic; hover on [1] shows the evidence.
  const invented = positionOf("[7]");
  await goTo(invented);
  const hoverText = await showHover(/RB002|points to no reference/i);
  log(`hover on [7]:\n${hoverText}`);
  await shot("hover-invented-marker");
  await page.keyboard.press("Escape");

  const cited = positionOf("[1]");
  await goTo(cited);
  // The entry shows at once; the passage once the source is indexed (the server says so meanwhile).
  const evidence = await showHover(passageOf(path.join(workspace, "papers", "karpukhin2020.txt")), waitMs);
  log(`hover on [1]:\n${evidence}`);
  if (!/Karpukhin|Dense Passage Retrieval/i.test(evidence)) throw new Error("the hover on [1] does not name its bibliography entry");
  await shot("hover-evidence");
  await page.keyboard.press("Escape");

  // 3. The quick fix removes the invented marker.
  // Wait for the model phase to finish first: its diagnostics would refresh the code actions
  // under the open menu, and on a busy machine the menu can close under the key press.
  await scoreInStatusBar(status);
  await goTo(invented);
  await page.keyboard.press(`${modifier}+Period`);
  const actions = page.locator(".action-widget");
  await actions.waitFor({ timeout: 30_000 });
  const removeAction = actions.locator(".monaco-list-row").filter({ hasText: /remove/i }).first();
  await removeAction.waitFor({ timeout: 30_000 });
  log(`quick fixes: ${(await actions.innerText()).replace(/\n+/g, " | ")}`);
  await shot("quick-fix-menu");
  // Pick it with the keyboard (a pointer block covers the menu while it animates in).
  for (let step = 0; step < 10; step += 1) {
    const focused = (await actions.locator(".monaco-list-row.focused").first().getAttribute("aria-label").catch(() => null)) ?? "";
    if (/remove/i.test(focused)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  // The edit lands in the editor first (applying it is asynchronous); only then save, or
  // the save can write the text from before the edit.
  const editorText = async () => (await editor.locator(".view-lines").innerText().catch(() => "")).replace(/\u00a0/g, " ");
  await until(async () => {
    const text = await editorText();
    return text.includes("close the remaining gap") && !text.includes("[7]");
  }, 30_000, "the quick fix to remove [7] in the editor").catch(async (error) => {
    throw new Error(`${error.message}; the action menu is ${(await actions.isVisible().catch(() => false)) ? "still open" : "closed"}; the editor shows:\n${await editorText()}`);
  });
  await page.keyboard.press(`${modifier}+S`);
  // Wait for a complete save (the file is briefly empty while VS Code writes it).
  await until(() => {
    const saved = fs.readFileSync(draftPath, "utf8");
    return saved.includes("## References") && !saved.includes("[7]");
  }, 30_000, "the fixed draft to be saved");
  const fixed = fs.readFileSync(draftPath, "utf8");
  if (!fixed.includes("[1]") || !fixed.includes("[2]")) throw new Error(`the quick fix removed more than the invented marker:\n${fixed}`);
  const changed = diffLines(draftText, fixed);
  log(`after the quick fix:\n${changed}`);
  await until(async () => !/RB002/.test(await problems.innerText().catch(() => "RB002")), waitMs, "RB002 to leave the Problems panel");
  await shot("after-quick-fix");

  // The status bar shows the draft's score (from rblint/status or the first-line code lens).
  await scoreInStatusBar(status);

  // 4. Re-index papers reports success.
  await runCommand("rblint: Re-index papers");
  await page.locator(".notifications-toasts").filter({ hasText: /papers re-indexed/i }).first().waitFor({ timeout: waitMs });
  log("re-index: the server answered rblint.reindex");

  // 5. The score breakdown opens as a Markdown preview.
  await runCommand("rblint: Show score breakdown");
  const previewTab = page.locator(".tab").filter({ hasText: /score breakdown/i }).first();
  await previewTab.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  log(`breakdown tab: ${await previewTab.innerText()}`);
  await shot("score-breakdown");

  // 6. Restart keeps working: diagnostics come back after "rblint: Restart server".
  fs.writeFileSync(draftPath, draftText); // bring [7] back on disk; reopen below
  await runCommand("File: Revert File");
  await until(async () => /RB002/.test(await problems.innerText().catch(() => "")), waitMs, "RB002 after reverting the draft");
  await runCommand("rblint: Restart server");
  await page.waitForTimeout(3000);
  await until(async () => /RB002/.test(await problems.innerText().catch(() => "")), waitMs, "RB002 after restarting the server");
  log("diagnostics are back after a server restart");
  await shot("after-restart");

  // 7. A setting reaches the server: rblint.ignore = ["RB002"] in the workspace settings
  //    (sent as {"rblint": {"ignore": ["RB002"]}} by didChangeConfiguration) hides RB002.
  const workspaceSettings = path.join(workspace, ".vscode", "settings.json");
  fs.mkdirSync(path.dirname(workspaceSettings), { recursive: true });
  fs.writeFileSync(workspaceSettings, JSON.stringify({ "rblint.ignore": ["RB002"] }, null, 2));
  await until(async () => !/RB002/.test(await problems.innerText().catch(() => "RB002")), waitMs, "rblint.ignore = [RB002] to hide RB002");
  log("rblint.ignore reached the server: RB002 is gone");
  fs.writeFileSync(workspaceSettings, "{}\n");
  await until(async () => /RB002/.test(await problems.innerText().catch(() => "")), waitMs, "RB002 to return once the setting is removed");
  log("removing the setting brings RB002 back");

  // 8. A server that cannot start gives one clear notification with the fix.
  fs.writeFileSync(workspaceSettings, JSON.stringify({ "rblint.server.command": "/nonexistent/bin/rblint" }, null, 2));
  const failure = page.locator(".notifications-toasts .notification-toast").filter({ hasText: /could not start/ }).first();
  await failure.waitFor({ timeout: 60_000 });
  const failureText = await failure.innerText();
  log(`start failure notification:\n${failureText}`);
  if (!/\/nonexistent\/bin\/rblint lsp/.test(failureText) || !/not found/.test(failureText) || !/Open Settings/.test(failureText)) {
    throw new Error("the start-failure notification does not name the command, the cause and the fix");
  }
  await page.waitForTimeout(1000);
  const toasts = await page.locator(".notifications-toasts .notification-toast").allInnerTexts();
  if (toasts.some((text) => /couldn't create connection|crashed/i.test(text))) {
    throw new Error(`besides its own message, the client showed:\n${toasts.join("\n---\n")}`);
  }
  await shot("server-start-failure");
}

/** Waits until the status bar shows the draft's score (the model phase is done), and logs it. */
async function scoreInStatusBar(status) {
  await until(async () => /rblint \d\.\d\d/.test(await status.innerText().catch(() => "")), waitMs, "the score in the status bar");
  log(`status bar: ${await status.innerText()} | ${await status.getAttribute("aria-label")}`);
}

async function goTo({ line, column }) {
  await page.keyboard.press(`${modifier}+1`); // focus the editor group (the Problems panel may have focus)
  await page.keyboard.press(`${modifier}+G`);
  const input = page.locator(".quick-input-widget input").first();
  await input.waitFor({ timeout: 10_000 });
  await input.fill(`:${line}:${column}`); // ":" selects Go to Line in quick open
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  const cursor = await page.locator(".statusbar-item").filter({ hasText: /^Ln \d+, Col \d+/ }).first().innerText();
  if (!cursor.includes(`Ln ${line}, Col ${column}`)) throw new Error(`cursor at ${cursor}, expected Ln ${line}, Col ${column}`);
}

/** Matches text quoting the source's body (any 6 consecutive words after its title line). */
function passageOf(file) {
  const words = fs.readFileSync(file, "utf8").split("\n").slice(1).join(" ").split(/\s+/).filter(Boolean);
  const windows = [];
  for (let index = 0; index + 6 <= words.length; index += 1) windows.push(words.slice(index, index + 6).join(" "));
  return { test: (text) => windows.some((window) => text.replace(/\s+/g, " ").includes(window)), toString: () => `a passage of ${path.basename(file)}` };
}

async function showHover(expected, timeoutMs = 60_000) {
  const hover = page.locator(".monaco-hover:not(.hidden)").first();
  let text = "";
  await until(
    async () => {
      await page.keyboard.press(`${modifier}+K`);
      await page.keyboard.press(`${modifier}+I`);
      await page.waitForTimeout(1000);
      text = (await hover.innerText().catch(() => "")) ?? "";
      if (!expected.test(text)) await page.keyboard.press("Escape");
      return expected.test(text);
    },
    timeoutMs,
    `a hover matching ${expected}`,
  ).catch((error) => {
    throw new Error(`${error.message}; the last hover said:\n${text}`);
  });
  return text;
}

async function runCommand(title) {
  await page.keyboard.press("F1");
  const input = page.locator(".quick-input-widget input").first();
  await input.waitFor({ timeout: 10_000 });
  await input.fill(`>${title}`);
  const row = page.locator(".quick-input-widget .monaco-list-row").filter({ hasText: title }).first();
  await row.waitFor({ timeout: 10_000 });
  await page.keyboard.press("Enter");
}

async function shot(name) {
  const file = path.join(artifacts, `${String(++shot.count).padStart(2, "0")}-${name}.png`);
  await page.screenshot({ path: file });
  log(`screenshot ${path.relative(repoRoot, file)}`);
}
shot.count = 0;

function diffLines(before, after) {
  const a = before.split("\n");
  const b = after.split("\n");
  const out = [];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) out.push(`- ${a[index] ?? ""}`, `+ ${b[index] ?? ""}`);
  }
  return out.join("\n");
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function copyLogs() {
  // The extension's output channel and the extension host log, for failures.
  const logs = path.join(userDataDir, "logs");
  if (fs.existsSync(logs)) fs.cpSync(logs, path.join(artifacts, "vscode-logs"), { recursive: true });
}

const started = Date.now();
try {
  await main();
  log(`PASS in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failed = true;
  log(`FAIL: ${error instanceof Error ? error.stack : String(error)}`);
  if (page !== undefined) await page.screenshot({ path: path.join(artifacts, "failure.png") }).catch(() => undefined);
} finally {
  copyLogs();
  await browser?.close().catch(() => undefined);
  if (server !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  }
  logFile.end();
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
