/**
 * Text of the status bar item: the draft's score, or indexing progress.
 *
 * Why pure: the server may report the score through the custom `rblint/status` notification
 * or only through its first-line code lens; both end up here, and the formatting (rounding,
 * missing fields, labels) is tested without an editor.
 */

/** Payload of the `rblint/status` notification (server -> client). All fields but `uri` optional. */
export interface StatusParams {
  /** The draft the status is about (a `file://` URI as in textDocument/didOpen). */
  uri: string;
  /** The draft's overall claim-support score in [0, 1]; null when no sentence is checked yet. */
  score?: number | null;
  /** "High" | "Medium" | "Low" (as `rblint score`), or a number in [0, 1]. */
  confidence?: string | number | null;
  /** Whether the score is reliable (as `is_reliable` in `rblint score`). */
  is_reliable?: boolean | null;
  /** Cited sentences scored so far. */
  checked?: number | null;
  /** Cited sentences in the draft. */
  cited?: number | null;
  /** Sentences with a model finding (RB004-RB007). */
  flagged?: number | null;
  /** Sentences still waiting for the model phase (0 or absent when done). */
  pending?: number | null;
}

export interface StatusText {
  text: string;
  tooltip: string;
}

const ICON_OK = "$(pass)";
const ICON_WARN = "$(warning)";
const ICON_BUSY = "$(sync~spin)";

/** Format a score report for the status bar. */
export function formatStatus(status: StatusParams): StatusText {
  const checked = numberOr(status.checked);
  const pending = numberOr(status.pending) ?? 0;
  const score = numberOr(status.score);
  const parts: string[] = [];
  if (score === undefined) {
    parts.push(checked === 0 ? "no cited sentences checked" : "score pending");
  } else {
    parts.push(`score ${score.toFixed(2)}`);
  }
  const confidence = formatConfidence(status.confidence);
  if (confidence !== undefined) parts.push(`confidence ${confidence}`);
  if (status.is_reliable === true) parts.push("reliable");
  if (status.is_reliable === false) parts.push("not reliable");
  const cited = numberOr(status.cited);
  if (checked !== undefined && cited !== undefined) parts.push(`${checked} of ${cited} cited sentences checked`);
  else if (checked !== undefined) parts.push(`${checked} sentence${checked === 1 ? "" : "s"} checked`);
  const flagged = numberOr(status.flagged);
  if (flagged !== undefined) parts.push(`${flagged} flagged`);
  if (pending > 0) parts.push(`${pending} pending`);
  const icon = pending > 0 ? ICON_BUSY : status.is_reliable === false || score === undefined ? ICON_WARN : ICON_OK;
  const text = score === undefined ? `${icon} rblint` : `${icon} rblint ${score.toFixed(2)}`;
  return { text, tooltip: `rblint: ${parts.join(", ")}. Click for the per-sentence breakdown.` };
}

function formatConfidence(value: StatusParams["confidence"]): string | undefined {
  if (typeof value === "string" && value.trim().length > 0) return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return value.toFixed(2);
  return undefined;
}

function numberOr(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Work-done progress ($/progress begin/report) as status bar text; a title that only says "rblint" is dropped. */
export function formatProgress(title: string | undefined, message: string | undefined, percentage: number | undefined): StatusText {
  const label = title !== undefined && title.trim().length > 0 && title.trim().toLowerCase() !== "rblint" ? title.trim() : undefined;
  const detail = message !== undefined && message.trim().length > 0 ? message.trim() : undefined;
  const pct = typeof percentage === "number" && Number.isFinite(percentage) ? `${Math.round(percentage)}%` : undefined;
  const shortDetail = detail !== undefined && detail.length > 40 ? detail.slice(0, 39) + "…" : detail;
  const text = [label ?? shortDetail ?? "working", pct].filter((part) => part !== undefined).join(" ");
  const tooltip = [label, detail, pct].filter((part) => part !== undefined).join(", ") || "working";
  return { text: `${ICON_BUSY} rblint: ${text}`, tooltip: `rblint: ${tooltip}` };
}

/**
 * Read the status out of the server's first-line code lens title, for servers that do not
 * send `rblint/status`. Accepts rblint's titles ("rblint: score 0.72 · High confidence ·
 * reliable · 3 of 5 cited sentences checked, 1 flagged", "rblint: 3 of 5 cited sentences
 * checked", "rblint: checking claims against their sources…") and close variants.
 */
export function statusFromCodeLensTitle(uri: string, title: string): StatusParams | undefined {
  const status: StatusParams = { uri };
  let understood = false;
  const score = /score\s*[:=]?\s*(\d+(?:\.\d+)?|n\/a|none|-)/i.exec(title);
  if (score !== null) {
    const value = Number(score[1]);
    status.score = Number.isFinite(value) ? value : null;
    understood = true;
  }
  const confidence = /confidence\s*[:=]?\s*(high|medium|low|\d+(?:\.\d+)?)\b/i.exec(title) ?? /\b(high|medium|low)\s+confidence/i.exec(title);
  if (confidence !== null) {
    const asNumber = Number(confidence[1]);
    status.confidence = Number.isFinite(asNumber) ? asNumber : capitalise(confidence[1]);
  }
  if (/\bnot[ _-]reliable\b|\bunreliable\b|is_reliable\s*[:=]?\s*false/i.test(title)) status.is_reliable = false;
  else if (/\breliable\b|is_reliable\s*[:=]?\s*true/i.test(title)) status.is_reliable = true;
  const checked = /(\d+)(?:\s+of\s+(\d+))?\s+(?:cited\s+)?sentences?\s+checked|checked\s*[:=]?\s*(\d+)/i.exec(title);
  if (checked !== null) {
    status.checked = Number(checked[1] ?? checked[3]);
    if (checked[2] !== undefined) status.cited = Number(checked[2]);
    understood = true;
  }
  const flagged = /(\d+)\s+flagged/i.exec(title);
  if (flagged !== null) status.flagged = Number(flagged[1]);
  if (!understood && /\bchecking\b/i.test(title)) {
    status.pending = 1;
    understood = true;
  }
  return understood ? status : undefined;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
