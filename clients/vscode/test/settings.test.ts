// Unit tests for the settings mapping (no VS Code needed): node --test.
import { test } from "node:test";
import * as assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { SETTINGS, CLIENT_SETTINGS, expandPath, toServerConfig } from "../src/settings";

// The config-file keys engine/config.py accepts (its _Reader.read / read_model / read_index).
const SERVER_KEYS = new Set([
  "papers", "library", "bibliography", "sources", "retractions", "select", "extend-select", "ignore", "severity", "per-file-ignores", "fail-on",
  "exclude", "cache-dir", "references-headings",
  "thresholds.support", "thresholds.contradiction", "thresholds.needs-reference",
  "model.backend", "model.path", "model.tokenizer", "model.device", "model.top-k", "model.exhaustive",
  "model.batch-size", "model.precision", "model.max-sentences", "model.contrast",
  "index.max-pages", "index.max-file-mb", "index.timeout", "index.processes",
]);

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "package.json"), "utf8"));
const contributed: Record<string, { default?: unknown }> = manifest.contributes.configuration.properties;

test("nothing set -> empty mapping, so the project's rblint.toml wins", () => {
  assert.deepEqual(toServerConfig({}), { config: {}, problems: [] });
});

test("camelCase settings become nested kebab-case config keys", () => {
  const { config, problems } = toServerConfig({
    "thresholds.needsReference": 0.7,
    "thresholds.support": 0.4,
    "model.topK": 5,
    "model.batchSize": 8,
    "model.exhaustive": true,
    "model.backend": "embedding",
    "index.maxPages": 50,
    "index.maxFileMb": 12.5,
    "index.timeout": 30,
    perFileIgnores: { "notes/*.md": ["RB006"] },
    referencesHeadings: ["Literatur"],
    select: ["RB001", "RB002"],
    ignore: ["RB007"],
    severity: { RB004: "error" },
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(config, {
    thresholds: { "needs-reference": 0.7, support: 0.4 },
    model: { "top-k": 5, "batch-size": 8, exhaustive: true, backend: "embedding" },
    index: { "max-pages": 50, "max-file-mb": 12.5, timeout: 30 },
    "per-file-ignores": { "notes/*.md": ["RB006"] },
    "references-headings": ["Literatur"],
    select: ["RB001", "RB002"],
    ignore: ["RB007"],
    severity: { RB004: "error" },
  });
});

test("paths expand ${workspaceFolder}, ${userHome} and ~ but stay relative otherwise", () => {
  const { config } = toServerConfig(
    {
      papers: ["${workspaceFolder}/papers", "more-papers", "~/library"],
      bibliography: "refs.bib",
      cacheDir: "${userHome}/.cache/rblint",
      sources: { smith2020: "${workspaceFolder}/pdf/smith.pdf" },
      "model.path": "~/models/alignscore.ckpt",
    },
    { workspaceFolder: "/ws", home: "/home/me" },
  );
  assert.deepEqual(config, {
    papers: ["/ws/papers", "more-papers", "/home/me/library"],
    bibliography: ["refs.bib"],
    "cache-dir": "/home/me/.cache/rblint",
    sources: { smith2020: "/ws/pdf/smith.pdf" },
    model: { path: "/home/me/models/alignscore.ckpt" },
  });
  assert.equal(expandPath("a~/b", { home: "/h" }), "a~/b");
  assert.equal(expandPath("${workspaceFolder}/x", {}), "${workspaceFolder}/x");
});

test("empty strings mean 'not set' and blank list items are dropped", () => {
  const { config, problems } = toServerConfig({ cacheDir: "  ", "model.path": "", papers: ["", " p "] });
  assert.deepEqual(problems, []);
  assert.deepEqual(config, { papers: ["p"] });
});

test("values of the wrong type are reported with the setting name and left out", () => {
  const { config, problems } = toServerConfig({
    papers: [1, 2],
    "model.topK": 2.5,
    "thresholds.support": "high",
    "model.exhaustive": "yes",
    severity: { RB004: 3 },
    perFileIgnores: { "*.md": [1] },
    select: ["RB"],
  });
  assert.deepEqual(config, { select: ["RB"] });
  assert.deepEqual(
    problems.map((problem) => problem.setting).sort(),
    ["rblint.model.exhaustive", "rblint.model.topK", "rblint.papers", "rblint.perFileIgnores", "rblint.severity", "rblint.thresholds.support"],
  );
  for (const problem of problems) assert.ok(problem.message.startsWith("expected"), problem.message);
});

test("null or undefined values are skipped; unknown settings are not forwarded", () => {
  const { config } = toServerConfig({ papers: null, ignore: undefined, "server.command": "/x/rblint", bogus: 1 });
  assert.deepEqual(config, {});
});

test("every mapped key is one the server's config reader accepts", () => {
  for (const spec of SETTINGS) {
    assert.ok(SERVER_KEYS.has(spec.key.join(".")), `${spec.setting} -> ${spec.key.join(".")} is not a server config key`);
  }
});

test("every server config key but fail-on has a setting", () => {
  const mapped = new Set(SETTINGS.map((spec) => spec.key.join(".")));
  const missing = [...SERVER_KEYS].filter((key) => !mapped.has(key) && key !== "fail-on");
  assert.deepEqual(missing, []);
});

test("package.json contributes exactly the mapped settings plus the client's own", () => {
  const names = Object.keys(contributed).map((name) => name.replace(/^rblint\./, "")).sort();
  const expected = [...SETTINGS.map((spec) => spec.setting), ...CLIENT_SETTINGS].sort();
  assert.deepEqual(names, expected);
});

test("package.json defaults map to values the server accepts", () => {
  const explicit: Record<string, unknown> = {};
  for (const spec of SETTINGS) explicit[spec.setting] = contributed[`rblint.${spec.setting}`].default;
  const { config, problems } = toServerConfig(explicit, { workspaceFolder: "/ws", home: "/h" });
  assert.deepEqual(problems, []);
  // Defaults equal engine/config.py's; the empty-string path defaults mean "unset".
  assert.deepEqual((config.thresholds as Record<string, unknown>), { support: 0.5, contradiction: 0.5, "needs-reference": 0.5 });
  assert.deepEqual(config.model, { backend: "default", device: "cpu", "top-k": 3, exhaustive: false, "batch-size": 16, precision: "fp32", "max-sentences": 1000, contrast: true });
  assert.deepEqual(config.index, { "max-pages": 300, "max-file-mb": 100, timeout: 120, processes: 0 });
  assert.deepEqual(config.select, ["RB"]);
  assert.equal(config["cache-dir"], undefined);
  assert.equal(config.retractions, undefined);
  assert.deepEqual(config.library ?? [], []);
});
