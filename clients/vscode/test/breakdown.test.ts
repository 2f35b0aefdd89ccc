import { test } from "node:test";
import * as assert from "node:assert/strict";
import { escapeInline, fillLines, renderBreakdown } from "../src/breakdown";

const report = {
  align_score: 0.61,
  confidence: "Medium",
  is_reliable: true,
  num_context_chunks: 39,
  num_claim_sentences: 2,
  per_sentence: [
    {
      sentence_index: 0,
      line: 4,
      sentence: "Transformers improve *recall* by 12% [1].",
      best_chunk_score: 0.9,
      sources: ["vaswani2017"],
      top_k_chunks: [{ chunk_index: 3, score: 0.9, page: 5, section: "Results", text: "Recall  improved\nby 12%.", source: "vaswani2017" }],
    },
    { sentence_index: 1, sentence: "Nobody said this [2].", best_chunk_score: 0.12, label: "unsupported", top_k_chunks: [] },
  ],
};

test("a report renders a summary, a table and each sentence's passages", () => {
  const markdown = renderBreakdown(report, "draft.md");
  assert.match(markdown, /^# rblint score breakdown: draft\.md\n/);
  assert.match(markdown, /\*\*Score:\*\* 0\.61 · \*\*Confidence:\*\* Medium · \*\*Reliable:\*\* yes · \*\*Sentences checked:\*\* 2 · \*\*Source chunks:\*\* 39/);
  assert.match(markdown, /\| 1 \| 5 \| 0\.90 \| Transformers improve \\\*recall\\\* by 12% \\\[1\\\]\. \|/);
  assert.match(markdown, /1\. \*\*0\.90\*\* \(`vaswani2017`, p\. 5, § Results\): Recall improved by 12%\./);
  assert.match(markdown, /## 2\. 0\.12 — unsupported\n\n> Nobody said this \\\[2\\\]\.\n\n_No passage found in the cited sources\._/);
});

test("the server's findings are listed; no top_k_chunks means no passage section", () => {
  const markdown = renderBreakdown(
    { align_score: null, per_sentence: [{ sentence_index: 2, sentence: "X [3].", best_chunk_score: null, findings: [{ code: "RB004", message: "score 0.10 < 0.50" }] }] },
    "d.md",
  );
  assert.match(markdown, /## 3\. n\/a\n\n> X \\\[3\\\]\.\n\n- \*\*RB004\*\* score 0\.10 \\< 0\.50\n/);
  assert.doesNotMatch(markdown, /No passage found/);
});

test("a Markdown string from the server is shown as is", () => {
  assert.equal(renderBreakdown("# Report\n", "d.md"), "# Report\n");
});

test("missing or odd results do not throw", () => {
  assert.match(renderBreakdown(null, "d.md"), /returned no report/);
  assert.match(renderBreakdown([], "d.md"), /returned no report/);
  assert.match(renderBreakdown({}, "d.md"), /\*\*Score:\*\* n\/a[\s\S]*No cited sentence was scored/);
  const long = renderBreakdown({ per_sentence: [{ sentence: "s", top_k_chunks: [{ text: "x".repeat(2000) }] }] }, "d.md");
  assert.match(long, /1\. \*\*n\/a\*\*: x{599}…/);
});

test("user text cannot inject HTML or headings", () => {
  assert.equal(escapeInline("<script># a|b"), "\\<script\\>\\# a\\|b");
});

test("fillLines finds each sentence's line, in order, across wrapped lines", () => {
  const draft = "# T\n\nSame words [1].\nA sentence that\nwraps here [2]. Same words [1].\n";
  const filled = fillLines(
    { per_sentence: [{ sentence: "Same words [1]." }, { sentence: "A sentence that wraps here [2]." }, { sentence: "Same words [1]." }, { sentence: "Missing." }, { sentence: "X", line: 9 }] },
    draft,
  ) as { per_sentence: { line?: number }[] };
  assert.deepEqual(filled.per_sentence.map((sentence) => sentence.line), [2, 3, 4, undefined, 9]);
  assert.equal(fillLines("md", draft), "md");
  assert.deepEqual(fillLines({}, draft), {});
});
