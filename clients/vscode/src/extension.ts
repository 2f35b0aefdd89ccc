/**
 * The rblint VS Code extension: starts `rblint lsp`, forwards settings, shows the score.
 *
 * Everything the language server can do (diagnostics, hovers, quick fixes, code lens) comes
 * through vscode-languageclient; this file only adds what a server cannot: choosing and
 * restarting the process, a clear message when it cannot start, the status bar item and the
 * score-breakdown view.
 */

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import * as vscode from "vscode";
import {
  DidChangeConfigurationNotification,
  ExecuteCommandRequest,
  LanguageClient,
  CloseAction,
  ErrorAction,
  State,
  WorkDoneProgress,
  WorkDoneProgressCreateRequest,
  type LanguageClientOptions,
  type ServerOptions,
} from "vscode-languageclient/node";
import { fillLines, renderBreakdown } from "./breakdown";
import { preflight, resolveServerLaunch, startFailureMessage, type ServerLaunch } from "./serverCommand";
import { SETTINGS, toServerConfig, type ServerConfig } from "./settings";
import { formatProgress, formatStatus, statusFromCodeLensTitle, type StatusParams } from "./status";

const CLIENT_ID = "rblint";
const BREAKDOWN_SCHEME = "rblint-breakdown";
const STATUS_NOTIFICATION = "rblint/status";
const SERVER_REINDEX = "rblint.reindex";
/** Names a server may use for the breakdown command (the first one it advertises is used). */
const SERVER_BREAKDOWN = ["rblint.scoreBreakdown", "rblint.showScoreBreakdown"];
/** The client's own commands (ids distinct from the server's: vscode-languageclient registers
 * every command the server advertises under its own id, and a clash stops the client). */
const CLIENT_REINDEX = "rblint.client.reindexPapers";
const CLIENT_BREAKDOWN = "rblint.client.showScoreBreakdown";
const CLIENT_RESTART = "rblint.client.restartServer";
const CLIENT_LOG = "rblint.client.showOutput";

let client: LanguageClient | undefined;
let launch: ServerLaunch | undefined;
let output: vscode.LogOutputChannel;
let statusItem: vscode.StatusBarItem;
const statuses = new Map<string, StatusParams>();
let statusFromServer = false;
let progressText: { text: string; tooltip: string } | undefined;
const breakdowns = new Map<string, string>();
/** Setting problems already shown, so a bad value warns once, not on every config push. */
const shownProblems = new Set<string>();
const breakdownChanged = new vscode.EventEmitter<vscode.Uri>();

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel("rblint", { log: true });
  statusItem = vscode.window.createStatusBarItem("rblint.status", vscode.StatusBarAlignment.Left, 50);
  statusItem.name = "rblint";
  statusItem.command = CLIENT_BREAKDOWN;
  context.subscriptions.push(output, statusItem, breakdownChanged);

  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(BREAKDOWN_SCHEME, {
      onDidChange: breakdownChanged.event,
      provideTextDocumentContent: (uri) => breakdowns.get(uri.toString()) ?? "",
    }),
    vscode.commands.registerCommand(CLIENT_REINDEX, reindexPapers),
    vscode.commands.registerCommand(CLIENT_BREAKDOWN, (uri?: unknown) => showScoreBreakdown(uri)),
    vscode.commands.registerCommand(CLIENT_RESTART, () => restartServer()),
    vscode.commands.registerCommand(CLIENT_LOG, () => output.show(true)),
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged),
    vscode.window.onDidChangeActiveTextEditor(() => void refreshStatus()),
    vscode.languages.onDidChangeDiagnostics((event) => {
      const active = vscode.window.activeTextEditor?.document.uri.toString();
      if (active !== undefined && event.uris.some((uri) => uri.toString() === active)) void refreshStatus();
    }),
    { dispose: () => void (client !== undefined ? stopQuietly(client) : undefined) },
  );
  await startServer();
}

export async function deactivate(): Promise<void> {
  if (client !== undefined) {
    const stopping = client;
    client = undefined;
    await stopQuietly(stopping);
  }
}

// ---------------------------------------------------------------------------
// Server process

async function startServer(): Promise<void> {
  const settings = vscode.workspace.getConfiguration("rblint");
  launch = resolveServerLaunch({
    configuredCommand: settings.get<string>("server.command", ""),
    configuredArgs: settings.get<string[]>("server.args", ["lsp"]),
    which,
    pythonInterpreter: await activePythonInterpreter(),
    isExecutable,
    platform: process.platform,
  });
  if (launch === undefined) {
    showStartFailure(undefined, "nothing to run");
    setStatus({ text: "$(error) rblint", tooltip: "rblint: the language server is not running" });
    return;
  }
  output.appendLine(`[client] starting ${[launch.command, ...launch.args].join(" ")} (${launch.origin})`);
  const problem = preflight(launch, { which, exists: fs.existsSync, isExecutable, pythonHasRblint });
  if (problem !== undefined) {
    output.appendLine(`[client] cannot start the server: ${problem}`);
    showStartFailure(launch, problem);
    setStatus({ text: "$(error) rblint", tooltip: "rblint: the language server could not start" });
    return;
  }
  const chosen = launch;
  let stderrTail = "";
  const serverOptions: ServerOptions = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = spawn(chosen.command, [...chosen.args], {
        cwd: workspaceRoot() ?? os.homedir(),
        env: { ...process.env, PYTHONUNBUFFERED: "1" },
        stdio: ["pipe", "pipe", "pipe"],
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        stderrTail = (stderrTail + chunk.toString("utf8")).slice(-2000);
      });
      child.once("error", (error) => reject(error));
      child.once("spawn", () => resolve(child));
    });

  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "markdown" },
      { scheme: "untitled", language: "markdown" },
    ],
    outputChannel: output,
    initializationOptions: () => ({ rblint: currentServerConfig() }),
    middleware: {
      // The first-line lens carries the draft's score: feed the status bar from it, and make a
      // click open the readable breakdown instead of running the bare server command.
      provideCodeLenses: async (document, token, next) => {
        const lenses = await next(document, token);
        for (const lens of lenses ?? []) {
          const command = lens.command;
          if (command === undefined) continue;
          if (lens.range.start.line <= 1 && !statusFromServer) {
            const status = statusFromCodeLensTitle(document.uri.toString(), command.title);
            if (status !== undefined) {
              statuses.set(document.uri.toString(), status);
              void refreshStatus();
            }
          }
          if (SERVER_BREAKDOWN.includes(command.command)) {
            lens.command = { ...command, command: CLIENT_BREAKDOWN, arguments: [document.uri.toString()] };
          }
        }
        return lenses;
      },
      workspace: {
        // A server that pulls its settings gets the same mapping as initializationOptions.
        configuration: async (params, token, next) => {
          const answers = await next(params, token);
          if (!Array.isArray(answers)) return answers;
          return params.items.map((item, index) =>
            item.section === "rblint" ? currentServerConfig(item.scopeUri) : answers[index],
          );
        },
      },
    },
    // A server that dies before it ever ran (missing module, bad command) is reported once by
    // startServer; restarting it four more times would only repeat the failure.
    errorHandler: {
      error: (error, message, count) => defaultHandler?.error(error, message, count) ?? { action: ErrorAction.Shutdown },
      closed: () => (everRunning && defaultHandler !== undefined ? defaultHandler.closed() : { action: CloseAction.DoNotRestart, handled: true }),
    },
    initializationFailedHandler: (error) => {
      output.appendLine(`[client] initialization failed: ${String(error)}`);
      return false;
    },
  };

  let everRunning = false;
  let defaultHandler: ReturnType<LanguageClient["createDefaultErrorHandler"]> | undefined;
  const created = new LanguageClient(CLIENT_ID, "rblint", serverOptions, clientOptions);
  defaultHandler = created.createDefaultErrorHandler(4);
  client = created;
  created.onDidChangeState((event) => {
    if (event.newState === State.Running) everRunning = true;
    if (event.newState === State.Stopped && client === created) {
      setStatus({ text: "$(error) rblint", tooltip: "rblint: the language server stopped. Run 'rblint: Restart server'." });
    }
  });
  setStatus({ text: "$(sync~spin) rblint", tooltip: "rblint: starting the language server" });
  try {
    await created.start();
  } catch (error) {
    const detail = describeError(error, stderrTail);
    output.appendLine(`[client] could not start the server: ${detail}`);
    if (client === created) client = undefined;
    await stopQuietly(created);
    showStartFailure(chosen, detail);
    setStatus({ text: "$(error) rblint", tooltip: "rblint: the language server could not start" });
    return;
  }
  created.onNotification(STATUS_NOTIFICATION, (params: StatusParams) => {
    if (typeof params?.uri !== "string") return;
    statusFromServer = true;
    statuses.set(normaliseUri(params.uri), params);
    void refreshStatus();
  });
  // Show indexing progress in our status item (this replaces the default notification UI).
  created.onRequest(WorkDoneProgressCreateRequest.type, ({ token }) => {
    let title: string | undefined;
    const disposable = created.onProgress(WorkDoneProgress.type, token, (value) => {
      if (value.kind === "begin") title = value.title;
      if (value.kind === "end") {
        progressText = undefined;
        disposable.dispose();
      } else {
        progressText = formatProgress(title, value.message, value.percentage);
      }
      void refreshStatus();
    });
  });
  output.appendLine("[client] server started");
  void refreshStatus();
}

async function restartServer(): Promise<void> {
  const previous = client;
  client = undefined;
  statuses.clear();
  progressText = undefined;
  if (previous !== undefined) await stopQuietly(previous);
  await startServer();
}

async function stopQuietly(target: LanguageClient): Promise<void> {
  try {
    if (target.state === State.Running || target.state === State.Starting) await target.stop(2000);
  } catch (error) {
    output.appendLine(`[client] error while stopping the server: ${String(error)}`);
  }
}

function showStartFailure(chosen: ServerLaunch | undefined, detail: string): void {
  const openSettings = "Open Settings";
  const showLog = "Show Log";
  void vscode.window.showErrorMessage(startFailureMessage(chosen, detail), openSettings, showLog).then((choice) => {
    if (choice === openSettings) void vscode.commands.executeCommand("workbench.action.openSettings", "rblint.server.command");
    if (choice === showLog) output.show(true);
  });
}

function describeError(error: unknown, stderrTail: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "the program was not found";
  if (code === "EACCES") return "the program is not executable";
  const lastLine = stderrTail.trim().split(/\r?\n/).filter((line) => line.trim().length > 0).pop();
  const message = error instanceof Error ? error.message : String(error);
  return lastLine !== undefined ? `${message} (server said: ${lastLine.trim()})` : message;
}

// ---------------------------------------------------------------------------
// Settings

function currentServerConfig(scopeUri?: string): ServerConfig {
  const scope = scopeUri !== undefined ? vscode.Uri.parse(scopeUri) : vscode.workspace.workspaceFolders?.[0]?.uri;
  const settings = vscode.workspace.getConfiguration("rblint", scope);
  const explicit: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    const inspected = settings.inspect(spec.setting);
    const value = inspected?.workspaceFolderValue ?? inspected?.workspaceValue ?? inspected?.globalValue;
    if (value !== undefined) explicit[spec.setting] = value;
  }
  const folder = scope !== undefined ? vscode.workspace.getWorkspaceFolder(scope)?.uri.fsPath : undefined;
  const { config, problems } = toServerConfig(explicit, { workspaceFolder: folder ?? workspaceRoot(), home: os.homedir() });
  for (const problem of problems) {
    const text = `rblint: setting ${problem.setting} ignored: ${problem.message}.`;
    output.appendLine(`[client] ${text}`);
    if (!shownProblems.has(text)) void vscode.window.showWarningMessage(text);
    shownProblems.add(text);
  }
  return config;
}

function onConfigurationChanged(event: vscode.ConfigurationChangeEvent): void {
  if (!event.affectsConfiguration("rblint")) return;
  shownProblems.clear();
  if (event.affectsConfiguration("rblint.server")) {
    output.appendLine("[client] server settings changed: restarting");
    void restartServer();
    return;
  }
  const changed = SETTINGS.some((spec) => event.affectsConfiguration(`rblint.${spec.setting}`));
  if (!changed || client === undefined || client.state !== State.Running) return;
  void client.sendNotification(DidChangeConfigurationNotification.type, { settings: { rblint: currentServerConfig() } });
}

// ---------------------------------------------------------------------------
// Commands

async function reindexPapers(): Promise<void> {
  const running = requireRunningClient();
  if (running === undefined) return;
  const uri = activeMarkdownUri();
  try {
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: "rblint: re-indexing papers" },
      () =>
        running.sendRequest(ExecuteCommandRequest.type, {
          command: SERVER_REINDEX,
          arguments: uri !== undefined ? [uri.toString()] : [],
        }),
    );
    void vscode.window.showInformationMessage("rblint: papers re-indexed.");
  } catch (error) {
    void vscode.window.showErrorMessage(`rblint: re-indexing failed: ${describeRequestError(error)}`);
  }
}

async function showScoreBreakdown(target?: unknown): Promise<void> {
  const running = requireRunningClient();
  if (running === undefined) return;
  const uri = typeof target === "string" ? vscode.Uri.parse(target) : target instanceof vscode.Uri ? target : activeMarkdownUri();
  if (uri === undefined) {
    void vscode.window.showInformationMessage("rblint: open a Markdown draft to see its score breakdown.");
    return;
  }
  let result: unknown;
  try {
    const advertised = running.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
    const command = SERVER_BREAKDOWN.find((name) => advertised.includes(name)) ?? SERVER_BREAKDOWN[0];
    result = await running.sendRequest(ExecuteCommandRequest.type, { command, arguments: [uri.toString()] });
  } catch (error) {
    void vscode.window.showErrorMessage(`rblint: could not get the score breakdown: ${describeRequestError(error)}`);
    return;
  }
  const name = path.basename(uri.path) || uri.toString();
  const view = vscode.Uri.from({ scheme: BREAKDOWN_SCHEME, path: `/${name} score breakdown.md`, query: uri.toString() });
  const draft = vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
  breakdowns.set(view.toString(), renderBreakdown(draft !== undefined ? fillLines(result, draft.getText()) : result, name));
  breakdownChanged.fire(view);
  const hasMarkdownPreview = (await vscode.commands.getCommands(true)).includes("markdown.showPreviewToSide");
  if (hasMarkdownPreview) {
    await vscode.commands.executeCommand("markdown.showPreviewToSide", view);
  } else {
    const document = await vscode.workspace.openTextDocument(view);
    await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }
}

function requireRunningClient(): LanguageClient | undefined {
  if (client !== undefined && client.state === State.Running) return client;
  void vscode.window.showErrorMessage("rblint: the language server is not running.", "Restart server", "Show Log").then((choice) => {
    if (choice === "Restart server") void restartServer();
    if (choice === "Show Log") output.show(true);
  });
  return undefined;
}

function describeRequestError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/unhandled method|not found|unknown command/i.test(message)) {
    return `${message} (this rblint server does not support the command; update rblint)`;
  }
  return message;
}

// ---------------------------------------------------------------------------
// Status bar

async function refreshStatus(): Promise<void> {
  if (progressText !== undefined) {
    setStatus(progressText);
    return;
  }
  if (client === undefined || client.state !== State.Running) return;
  const uri = activeMarkdownUri();
  if (uri === undefined) {
    statusItem.hide();
    return;
  }
  const status = statuses.get(normaliseUri(uri.toString())) ?? statuses.get(uri.toString());
  if (status === undefined) {
    setStatus({ text: "$(check) rblint", tooltip: "rblint: running. Click for the per-sentence breakdown." });
    return;
  }
  setStatus(formatStatus(status));
}

function setStatus(text: { text: string; tooltip: string }): void {
  statusItem.text = text.text;
  statusItem.tooltip = text.tooltip;
  statusItem.show();
}

// ---------------------------------------------------------------------------
// Helpers

function activeMarkdownUri(): vscode.Uri | undefined {
  const document = vscode.window.activeTextEditor?.document;
  if (document !== undefined && document.languageId === "markdown") return document.uri;
  const visible = vscode.window.visibleTextEditors.find((editor) => editor.document.languageId === "markdown");
  return visible?.document.uri;
}

function normaliseUri(uri: string): string {
  try {
    return vscode.Uri.parse(uri).toString();
  } catch {
    return uri;
  }
}

function workspaceRoot(): string | undefined {
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined;
}

function which(name: string): string | undefined {
  const extensions = process.platform === "win32" ? (process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";") : [""];
  for (const directory of (process.env.PATH ?? "").split(path.delimiter)) {
    if (directory.length === 0) continue;
    for (const extension of extensions) {
      const candidate = path.join(directory, name + extension);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Ask a Python interpreter whether it can import rblint, without importing it (fast). */
function pythonHasRblint(python: string): boolean | undefined {
  const probe = spawnSync(python, ["-c", "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('rblint') else 3)"], {
    timeout: 15_000,
    stdio: "ignore",
  });
  if (probe.status === 0) return true;
  if (probe.status === 3) return false;
  return undefined; // could not tell: let the start itself report what goes wrong

}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The interpreter selected in the ms-python extension, if it is installed. */
async function activePythonInterpreter(): Promise<string | undefined> {
  const extension = vscode.extensions.getExtension("ms-python.python");
  if (extension === undefined) return undefined;
  try {
    const api = (extension.isActive ? extension.exports : await extension.activate()) as PythonApi | undefined;
    const resource = vscode.workspace.workspaceFolders?.[0]?.uri;
    const fromEnvironments = api?.environments?.getActiveEnvironmentPath?.(resource)?.path;
    if (fromEnvironments) return fromEnvironments;
    const details = api?.settings?.getExecutionDetails?.(resource)?.execCommand;
    return details?.[0];
  } catch (error) {
    output.appendLine(`[client] could not ask the Python extension for the interpreter: ${String(error)}`);
    return undefined;
  }
}

interface PythonApi {
  environments?: { getActiveEnvironmentPath?: (resource?: vscode.Uri) => { path: string } | undefined };
  settings?: { getExecutionDetails?: (resource?: vscode.Uri) => { execCommand?: string[] } | undefined };
}
