/**
 * VS Code settings -> the rblint server's configuration mapping.
 *
 * Why a pure module: the server validates the same keys as rblint.toml (engine/config.py) and
 * rejects unknown ones, so the translation (camelCase setting names -> kebab-case config keys,
 * nesting, `${workspaceFolder}` expansion) must be exact; keeping it free of the `vscode` module
 * lets node's test runner check it without an editor.
 *
 * Only settings the user actually set (in user, workspace or folder settings) are forwarded:
 * everything else is left out so the project's rblint.toml / pyproject.toml and the server's
 * defaults still apply.
 */

/** One server config key, the VS Code setting (below `rblint.`) that feeds it, and its kind. */
export interface SettingSpec {
  /** Setting name below `rblint.`, as in package.json, e.g. `thresholds.needsReference`. */
  readonly setting: string;
  /** Config-file key path, e.g. `["thresholds", "needs-reference"]`. */
  readonly key: readonly string[];
  readonly kind: "paths" | "path" | "strings" | "number" | "integer" | "boolean" | "string" | "pathMap" | "stringMap" | "listMap";
}

/**
 * Every forwarded setting. `fail-on` is deliberately absent: it only decides the CLI's exit
 * code and means nothing in an editor.
 */
export const SETTINGS: readonly SettingSpec[] = [
  { setting: "papers", key: ["papers"], kind: "paths" },
  { setting: "library", key: ["library"], kind: "paths" },
  { setting: "bibliography", key: ["bibliography"], kind: "paths" },
  { setting: "sources", key: ["sources"], kind: "pathMap" },
  { setting: "retractions", key: ["retractions"], kind: "path" },
  { setting: "select", key: ["select"], kind: "strings" },
  { setting: "extendSelect", key: ["extend-select"], kind: "strings" },
  { setting: "ignore", key: ["ignore"], kind: "strings" },
  { setting: "severity", key: ["severity"], kind: "stringMap" },
  { setting: "perFileIgnores", key: ["per-file-ignores"], kind: "listMap" },
  { setting: "exclude", key: ["exclude"], kind: "strings" },
  { setting: "cacheDir", key: ["cache-dir"], kind: "path" },
  { setting: "referencesHeadings", key: ["references-headings"], kind: "strings" },
  { setting: "thresholds.support", key: ["thresholds", "support"], kind: "number" },
  { setting: "thresholds.contradiction", key: ["thresholds", "contradiction"], kind: "number" },
  { setting: "thresholds.needsReference", key: ["thresholds", "needs-reference"], kind: "number" },
  { setting: "model.backend", key: ["model", "backend"], kind: "string" },
  { setting: "model.path", key: ["model", "path"], kind: "path" },
  { setting: "model.tokenizer", key: ["model", "tokenizer"], kind: "path" },
  { setting: "model.device", key: ["model", "device"], kind: "string" },
  { setting: "model.topK", key: ["model", "top-k"], kind: "integer" },
  { setting: "model.exhaustive", key: ["model", "exhaustive"], kind: "boolean" },
  { setting: "model.contrast", key: ["model", "contrast"], kind: "boolean" },
  { setting: "model.batchSize", key: ["model", "batch-size"], kind: "integer" },
  { setting: "model.precision", key: ["model", "precision"], kind: "string" },
  { setting: "model.maxSentences", key: ["model", "max-sentences"], kind: "integer" },
  { setting: "index.maxPages", key: ["index", "max-pages"], kind: "integer" },
  { setting: "index.maxFileMb", key: ["index", "max-file-mb"], kind: "number" },
  { setting: "index.timeout", key: ["index", "timeout"], kind: "number" },
  { setting: "index.processes", key: ["index", "processes"], kind: "integer" },
];

/** Settings that configure the client itself, not the server's linting. */
export const CLIENT_SETTINGS: readonly string[] = ["server.command", "server.args", "trace.server"];

export type ServerConfig = { [key: string]: unknown };

export interface MappingContext {
  /** Absolute path of the workspace folder, for `${workspaceFolder}`; undefined outside a folder. */
  readonly workspaceFolder?: string;
  /** The user's home directory, for a leading `~`. */
  readonly home?: string;
}

/** A setting the user set to something the server could never accept. */
export interface SettingProblem {
  readonly setting: string;
  readonly message: string;
}

export interface MappingResult {
  readonly config: ServerConfig;
  readonly problems: SettingProblem[];
}

/**
 * Map explicitly-set settings (keys below `rblint.`, e.g. `"model.topK"`) to the server's
 * config mapping, e.g. `{ model: { "top-k": 5 } }`.
 *
 * Values of the wrong JSON type are reported in `problems` and left out (VS Code's settings
 * editor already warns, but settings.json can hold anything); ranges and rule codes are left
 * to the server, which names the key in its own message.
 */
export function toServerConfig(explicit: Readonly<Record<string, unknown>>, context: MappingContext = {}): MappingResult {
  const config: ServerConfig = {};
  const problems: SettingProblem[] = [];
  for (const spec of SETTINGS) {
    if (!Object.prototype.hasOwnProperty.call(explicit, spec.setting)) continue;
    const raw = explicit[spec.setting];
    if (raw === undefined || raw === null) continue;
    const converted = convert(spec, raw, context);
    if (converted.problem !== undefined) {
      problems.push({ setting: `rblint.${spec.setting}`, message: converted.problem });
      continue;
    }
    if (converted.omit) continue;
    put(config, spec.key, converted.value);
  }
  return { config, problems };
}

interface Converted {
  value?: unknown;
  omit?: boolean;
  problem?: string;
}

function convert(spec: SettingSpec, raw: unknown, context: MappingContext): Converted {
  switch (spec.kind) {
    case "paths":
    case "strings": {
      const list = typeof raw === "string" ? [raw] : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
        return { problem: "expected a list of strings" };
      }
      const items = list.map((item) => item.trim()).filter((item) => item.length > 0);
      return { value: spec.kind === "paths" ? items.map((item) => expandPath(item, context)) : items };
    }
    case "path":
    case "string": {
      if (typeof raw !== "string") return { problem: "expected a string" };
      const text = raw.trim();
      // An empty string is the package.json default meaning "not set".
      if (text.length === 0) return { omit: true };
      return { value: spec.kind === "path" ? expandPath(text, context) : text };
    }
    case "number":
    case "integer": {
      if (typeof raw !== "number" || !Number.isFinite(raw)) return { problem: "expected a number" };
      if (spec.kind === "integer" && !Number.isInteger(raw)) return { problem: "expected a whole number" };
      return { value: raw };
    }
    case "boolean":
      return typeof raw === "boolean" ? { value: raw } : { problem: "expected true or false" };
    case "pathMap":
    case "stringMap": {
      if (!isPlainObject(raw)) return { problem: "expected an object" };
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(raw)) {
        if (typeof value !== "string") return { problem: `expected a string for "${name}"` };
        out[name] = spec.kind === "pathMap" ? expandPath(value.trim(), context) : value.trim();
      }
      return { value: out };
    }
    case "listMap": {
      if (!isPlainObject(raw)) return { problem: "expected an object" };
      const out: Record<string, string[]> = {};
      for (const [name, value] of Object.entries(raw)) {
        const list = typeof value === "string" ? [value] : value;
        if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
          return { problem: `expected a list of rule codes for "${name}"` };
        }
        out[name] = list.map((item) => item.trim()).filter((item) => item.length > 0);
      }
      return { value: out };
    }
  }
}

/** Expand `${workspaceFolder}`, `${userHome}` and a leading `~`; relative paths stay relative (the server resolves them). */
export function expandPath(value: string, context: MappingContext): string {
  let out = value;
  if (context.workspaceFolder !== undefined) {
    out = out.split("${workspaceFolder}").join(context.workspaceFolder);
  }
  if (context.home !== undefined) {
    out = out.split("${userHome}").join(context.home);
    if (out === "~" || out.startsWith("~/")) out = context.home + out.slice(1);
  }
  return out;
}

function put(target: ServerConfig, key: readonly string[], value: unknown): void {
  let node: ServerConfig = target;
  for (const part of key.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as ServerConfig;
  }
  node[key[key.length - 1]] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
