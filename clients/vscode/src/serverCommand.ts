/**
 * Which process runs the language server.
 *
 * Why separate: the choice (explicit setting > `rblint` on PATH > the selected Python
 * environment) and the advice shown when it fails are the first thing a new user meets, so
 * they are kept pure and unit-tested; the editor glue only supplies the probes.
 */

import * as path from "node:path";

export interface ServerLaunch {
  readonly command: string;
  readonly args: readonly string[];
  /** Where the choice came from, shown in the log and in error messages. */
  readonly origin: "setting" | "path" | "python-extension" | "python-on-path";
}

export interface LaunchProbes {
  /** `rblint.server.command` (empty: not set). */
  readonly configuredCommand: string;
  /** `rblint.server.args`. */
  readonly configuredArgs: readonly string[];
  /** Finds an executable on PATH (like `which`); undefined when absent. */
  readonly which: (name: string) => string | undefined;
  /** The interpreter the ms-python extension has selected for the workspace, if any. */
  readonly pythonInterpreter?: string;
  /** Whether a file exists and is executable. */
  readonly isExecutable: (file: string) => boolean;
  readonly platform: NodeJS.Platform;
}

/**
 * Pick the server process.
 *
 * Order: the `rblint.server.command` setting; `rblint` on PATH; `rblint` next to the selected
 * Python interpreter (a virtual environment's bin/); `<interpreter> -m rblint lsp`; finally
 * `python3 -m rblint lsp` from PATH (`python` on Windows). Returns undefined when nothing can
 * even be tried.
 */
export function resolveServerLaunch(probes: LaunchProbes): ServerLaunch | undefined {
  const args = probes.configuredArgs.length > 0 ? [...probes.configuredArgs] : ["lsp"];
  const configured = probes.configuredCommand.trim();
  if (configured.length > 0) {
    return { command: configured, args, origin: "setting" };
  }
  const exe = probes.platform === "win32" ? "rblint.exe" : "rblint";
  const onPath = probes.which("rblint");
  if (onPath !== undefined) return { command: onPath, args, origin: "path" };
  const interpreter = probes.pythonInterpreter;
  if (interpreter !== undefined && interpreter.length > 0) {
    const sibling = path.join(path.dirname(interpreter), exe);
    if (probes.isExecutable(sibling)) return { command: sibling, args, origin: "python-extension" };
    return { command: interpreter, args: ["-m", "rblint", ...args], origin: "python-extension" };
  }
  const python = probes.which(probes.platform === "win32" ? "python" : "python3") ?? probes.which("python");
  if (python !== undefined) return { command: python, args: ["-m", "rblint", ...args], origin: "python-on-path" };
  return undefined;
}

/** The text of the notification shown when the server cannot start, with the fix. */
export function startFailureMessage(launch: ServerLaunch | undefined, detail: string): string {
  const install = "Install it with `pip install rblint` in the Python environment you use, or set `rblint.server.command` to the rblint executable (e.g. .venv/bin/rblint).";
  if (launch === undefined) {
    return `rblint: no language server found (no \`rblint\` on PATH and no Python interpreter). ${install}`;
  }
  const shown = [launch.command, ...launch.args].join(" ");
  if (launch.origin === "setting") {
    return `rblint: the language server \`${shown}\` (from the rblint.server.command setting) could not start: ${detail}. Check that the path is right and that \`${shown} --help\` works in a terminal.`;
  }
  return `rblint: the language server \`${shown}\` could not start: ${detail}. ${install}`;
}

export interface PreflightProbes {
  readonly which: (name: string) => string | undefined;
  readonly exists: (file: string) => boolean;
  readonly isExecutable: (file: string) => boolean;
  /** Whether `python` can import rblint (undefined: could not tell, e.g. a timeout). */
  readonly pythonHasRblint: (python: string) => boolean | undefined;
}

/**
 * Why the launch cannot work, checked before spawning, or undefined when it looks runnable.
 *
 * Catching a missing program or module here gives the user one clear message instead of the
 * language client's generic "couldn't create connection" error and a stack trace.
 */
export function preflight(launch: ServerLaunch, probes: PreflightProbes): string | undefined {
  const command = launch.command;
  const isPath = command.includes("/") || command.includes("\\");
  if (isPath) {
    if (!probes.exists(command)) return "the program was not found";
    if (!probes.isExecutable(command)) return "the program is not executable";
  } else if (probes.which(command) === undefined) {
    return `\`${command}\` was not found on PATH`;
  }
  if (launch.args[0] === "-m" && launch.args[1] === "rblint") {
    const resolved = isPath ? command : probes.which(command) ?? command;
    if (probes.pythonHasRblint(resolved) === false) return `No module named rblint in ${resolved}`;
  }
  return undefined;
}
