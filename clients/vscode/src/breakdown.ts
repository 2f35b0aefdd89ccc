/**
 * The per-sentence score report as Markdown, for "rblint: Show score breakdown".
 *
 * The server command `rblint.scoreBreakdown` (arguments: [documentUri]) returns either a
 * Markdown string (shown as is) or the JSON report of `rblint score --format json`:
 * `{align_score, confidence, is_reliable, num_context_chunks, num_claim_sentences,
 *   per_sentence: [{sentence_index, sentence, best_chunk_score, line?, sources?, label?,
 *   findings?: [{code, message}], top_k_chunks?: [{chunk_index, score, page, section, text, source?}]}]}`.
 * Why pure: the rendering is what users read, so it is unit-tested, and it must survive a
 * server that leaves fields out.
 */

export interface BreakdownChunk {
  chunk_index?: number;
  score?: number | null;
  page?: number | null;
  section?: string | null;
  text?: string | null;
  source?: string | null;
}

export interface BreakdownSentence {
  sentence_index?: number;
  sentence?: string;
  best_chunk_score?: number | null;
  /** 0-based line of the sentence in the draft (optional). */
  line?: number | null;
  /** Citation keys the sentence cites (optional). */
  sources?: string[] | null;
  /** e.g. "supported", "unsupported", "contradicted" (optional). */
  label?: string | null;
  /** The model rules' diagnostics on this sentence (optional). */
  findings?: { code?: string; message?: string }[] | null;
  top_k_chunks?: BreakdownChunk[] | null;
}

export interface BreakdownReport {
  uri?: string;
  align_score?: number | null;
  confidence?: string | number | null;
  is_reliable?: boolean | null;
  num_context_chunks?: number | null;
  num_claim_sentences?: number | null;
  per_sentence?: BreakdownSentence[] | null;
}

const MAX_PASSAGE_CHARS = 600;

/** Render the server's answer (Markdown string or report object) as a Markdown document. */
export function renderBreakdown(result: unknown, draftName: string): string {
  if (typeof result === "string") return result;
  if (typeof result !== "object" || result === null || Array.isArray(result)) {
    return `# rblint score breakdown: ${escapeInline(draftName)}\n\nThe server returned no report for this draft.\n`;
  }
  const report = result as BreakdownReport;
  const lines: string[] = [`# rblint score breakdown: ${escapeInline(draftName)}`, ""];
  const summary: string[] = [];
  summary.push(`**Score:** ${formatScore(report.align_score)}`);
  if (report.confidence !== undefined && report.confidence !== null) {
    summary.push(`**Confidence:** ${typeof report.confidence === "number" ? report.confidence.toFixed(2) : escapeInline(String(report.confidence))}`);
  }
  if (typeof report.is_reliable === "boolean") summary.push(`**Reliable:** ${report.is_reliable ? "yes" : "no"}`);
  if (typeof report.num_claim_sentences === "number") summary.push(`**Sentences checked:** ${report.num_claim_sentences}`);
  if (typeof report.num_context_chunks === "number") summary.push(`**Source chunks:** ${report.num_context_chunks}`);
  lines.push(summary.join(" · "), "");
  const sentences = Array.isArray(report.per_sentence) ? report.per_sentence : [];
  if (sentences.length === 0) {
    lines.push("No cited sentence was scored (no citations, or the cited sources are not indexed yet).", "");
    return lines.join("\n");
  }
  lines.push("| # | Line | Score | Sentence |", "|---:|---:|---:|---|");
  sentences.forEach((sentence, position) => {
    const index = typeof sentence.sentence_index === "number" ? sentence.sentence_index + 1 : position + 1;
    const line = typeof sentence.line === "number" ? String(sentence.line + 1) : "";
    lines.push(`| ${index} | ${line} | ${formatScore(sentence.best_chunk_score)} | ${escapeCell(sentence.sentence ?? "")} |`);
  });
  lines.push("");
  sentences.forEach((sentence, position) => {
    const index = typeof sentence.sentence_index === "number" ? sentence.sentence_index + 1 : position + 1;
    const label = sentence.label ? ` — ${escapeInline(sentence.label)}` : "";
    lines.push(`## ${index}. ${formatScore(sentence.best_chunk_score)}${label}`, "");
    lines.push(`> ${escapeInline(sentence.sentence ?? "")}`, "");
    if (Array.isArray(sentence.sources) && sentence.sources.length > 0) {
      lines.push(`Cites: ${sentence.sources.map((key) => "`" + key.replace(/`/g, "") + "`").join(", ")}`, "");
    }
    const findings = Array.isArray(sentence.findings) ? sentence.findings : [];
    for (const finding of findings) {
      lines.push(`- **${escapeInline(finding.code ?? "rblint")}** ${escapeInline(finding.message ?? "")}`);
    }
    if (findings.length > 0) lines.push("");
    if (!Array.isArray(sentence.top_k_chunks)) return;
    const chunks = sentence.top_k_chunks;
    if (chunks.length === 0) {
      lines.push("_No passage found in the cited sources._", "");
      return;
    }
    chunks.forEach((chunk, rank) => {
      const where = [chunk.source ? "`" + chunk.source.replace(/`/g, "") + "`" : undefined, typeof chunk.page === "number" ? `p. ${chunk.page}` : undefined, chunk.section ? `§ ${escapeInline(chunk.section)}` : undefined]
        .filter((part) => part !== undefined)
        .join(", ");
      lines.push(`${rank + 1}. **${formatScore(chunk.score)}**${where ? ` (${where})` : ""}: ${escapeInline(truncate(chunk.text ?? ""))}`);
    });
    lines.push("");
  });
  return lines.join("\n");
}

function formatScore(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(2) : "n/a";
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_PASSAGE_CHARS ? flat.slice(0, MAX_PASSAGE_CHARS - 1) + "…" : flat;
}

/** Keep user text from turning into Markdown structure (headings, HTML, links). */
export function escapeInline(text: string): string {
  return text.replace(/\s+/g, " ").replace(/([\\`*_{}[\]<>#|])/g, "\\$1");
}

function escapeCell(text: string): string {
  return escapeInline(text);
}

/**
 * Give each sentence without a `line` the (0-based) line where its text first occurs in the
 * draft at or after the previous sentence, so the table can say where to look. Whitespace
 * differences (wrapped lines) are tolerated.
 */
export function fillLines(result: unknown, draftText: string): unknown {
  if (typeof result !== "object" || result === null || Array.isArray(result)) return result;
  const report = result as BreakdownReport;
  if (!Array.isArray(report.per_sentence)) return result;
  let from = 0;
  const per_sentence = report.per_sentence.map((sentence) => {
    if (typeof sentence.line === "number" || typeof sentence.sentence !== "string" || sentence.sentence.trim() === "") return sentence;
    const words = sentence.sentence.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const pattern = new RegExp(words.join("\\s+"), "g");
    pattern.lastIndex = from;
    let match = pattern.exec(draftText);
    if (match === null && from > 0) {
      pattern.lastIndex = 0;
      match = pattern.exec(draftText);
    }
    if (match === null) return sentence;
    from = match.index + match[0].length;
    const line = draftText.slice(0, match.index).split("\n").length - 1;
    return { ...sentence, line };
  });
  return { ...report, per_sentence };
}
