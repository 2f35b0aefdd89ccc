import { test } from "node:test";
import * as assert from "node:assert/strict";
import { formatProgress, formatStatus, statusFromCodeLensTitle } from "../src/status";

test("a full status shows the score and explains it in the tooltip", () => {
  const status = formatStatus({ uri: "file:///d.md", score: 0.7234, confidence: "High", is_reliable: true, checked: 12 });
  assert.equal(status.text, "$(pass) rblint 0.72");
  assert.equal(status.tooltip, "rblint: score 0.72, confidence High, reliable, 12 sentences checked. Click for the per-sentence breakdown.");
});

test("pending model work spins; unreliable or missing scores warn", () => {
  assert.match(formatStatus({ uri: "u", score: 0.5, checked: 3, pending: 2 }).text, /^\$\(sync~spin\) rblint 0\.50$/);
  assert.match(formatStatus({ uri: "u", score: 0.5, is_reliable: false, checked: 1 }).tooltip, /not reliable, 1 sentence checked/);
  assert.equal(formatStatus({ uri: "u", score: null, checked: 0 }).text, "$(warning) rblint");
  assert.match(formatStatus({ uri: "u", score: null, checked: 0 }).tooltip, /no cited sentences checked/);
  assert.match(formatStatus({ uri: "u", confidence: 0.456 }).tooltip, /score pending, confidence 0\.46/);
});

test("progress text", () => {
  assert.deepEqual(formatProgress("Indexing papers", "3/20 smith2020.pdf", 15.4), {
    text: "$(sync~spin) rblint: Indexing papers 15%",
    tooltip: "rblint: Indexing papers, 3/20 smith2020.pdf, 15%",
  });
  // rblint's server titles its progress "rblint": show the message instead.
  assert.deepEqual(formatProgress("rblint", "0/3 sentences", 0), { text: "$(sync~spin) rblint: 0/3 sentences 0%", tooltip: "rblint: 0/3 sentences, 0%" });
  assert.equal(formatProgress("rblint", "x".repeat(60), undefined).text, `$(sync~spin) rblint: ${"x".repeat(39)}…`);
  assert.equal(formatProgress(undefined, undefined, undefined).text, "$(sync~spin) rblint: working");
});

test("code lens titles are parsed leniently", () => {
  assert.deepEqual(statusFromCodeLensTitle("u", "rblint score 0.81 · confidence High · reliable · 12 sentences checked"), {
    uri: "u", score: 0.81, confidence: "High", is_reliable: true, checked: 12,
  });
  assert.deepEqual(statusFromCodeLensTitle("u", "Score: 0.4 (confidence 0.66, not reliable), checked: 3"), {
    uri: "u", score: 0.4, confidence: 0.66, is_reliable: false, checked: 3,
  });
  assert.deepEqual(statusFromCodeLensTitle("u", "rblint score n/a, 0 cited sentences checked"), { uri: "u", score: null, checked: 0 });
});

test("the titles rblint's server writes (engine/editor.py DraftSummary.title)", () => {
  assert.deepEqual(
    statusFromCodeLensTitle("u", "rblint: score 0.72 · High confidence · not reliable · 3 of 5 cited sentences checked, 1 flagged"),
    { uri: "u", score: 0.72, confidence: "High", is_reliable: false, checked: 3, cited: 5, flagged: 1 },
  );
  assert.deepEqual(statusFromCodeLensTitle("u", "rblint: 0 of 2 cited sentences checked"), { uri: "u", checked: 0, cited: 2 });
  assert.deepEqual(statusFromCodeLensTitle("u", "rblint: checking claims against their sources…"), { uri: "u", pending: 1 });
  const shown = formatStatus({ uri: "u", score: 0.72, confidence: "High", is_reliable: false, checked: 3, cited: 5, flagged: 1 });
  assert.equal(shown.tooltip, "rblint: score 0.72, confidence High, not reliable, 3 of 5 cited sentences checked, 1 flagged. Click for the per-sentence breakdown.");
  assert.equal(statusFromCodeLensTitle("u", "Run tests"), undefined);
});
