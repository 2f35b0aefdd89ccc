"""Editor features computed in the engine: hover text, code actions, the draft summary.

The language server only translates these into LSP types, so any other front end (a
watch mode, another editor protocol) gets the same behaviour. Nothing here knows LSP:
positions are engine offsets, edits are :class:`TextEdit`, commands are plain names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from .analysis import SentenceSupport, evidence_from_hits
from .bibliography.model import BibEntry, Bibliography
from .diagnostics import ClaimVerdict, Diagnostic, Evidence, TextEdit
from .document import CitationMarker, Draft, Sentence, Span
from .quoting import quote_for

if TYPE_CHECKING:  # pragma: no cover
    from .scoring.calibration import Verdicts

OPEN_SOURCE_COMMAND = "rblint.openSource"  # arguments: [path, page or None]


@dataclass(frozen=True)
class EditorAction:
    """A quick fix or command, tied to the diagnostics it addresses."""

    title: str
    kind: str = "quickfix"  # quickfix | source
    edits: tuple[TextEdit, ...] = ()
    command: tuple[str, tuple[Any, ...]] | None = None
    diagnostics: tuple[Diagnostic, ...] = ()
    preferred: bool = False


# ---------------------------------------------------------------------------
# Code actions


def code_actions(draft: Draft, diagnostics: Iterable[Diagnostic], span: Span) -> list[EditorAction]:
    """Every action for the diagnostics touching ``span`` (the editor's selection or cursor)."""
    actions: list[EditorAction] = []
    seen: set[tuple[Any, ...]] = set()
    for diagnostic in diagnostics:
        if not _touches(diagnostic.span, span):
            continue
        for action in actions_for(draft, diagnostic):
            key = (action.title, action.edits, action.command)
            if key not in seen:
                seen.add(key)
                actions.append(action)
    return actions


def _touches(diagnostic_span: Span, span: Span) -> bool:
    if span.start == span.end:  # a cursor: inclusive at both ends of the diagnostic
        return diagnostic_span.start <= span.start <= diagnostic_span.end
    return diagnostic_span.overlaps(span) or diagnostic_span.start == span.start


def actions_for(draft: Draft, diagnostic: Diagnostic) -> list[EditorAction]:
    actions: list[EditorAction] = []
    for index, fix in enumerate(diagnostic.fixes):
        if fix.edits:
            actions.append(
                EditorAction(
                    title=fix.title,
                    edits=fix.edits,
                    diagnostics=(diagnostic,),
                    preferred=index == 0 and not fix.alternative,
                )
            )
        link = _page_link(fix.data)
        if link is not None:
            actions.append(_open_source_action(*link, diagnostic))
    if diagnostic.code.upper() == "RB002" and not any(fix.edits for fix in diagnostic.fixes):
        removal = remove_marker_edit(draft, diagnostic.span)
        if removal is not None:
            actions.append(
                EditorAction(
                    title=f"Remove invented marker {draft.text[removal.span.start:removal.span.end].strip()}",
                    edits=(removal,),
                    diagnostics=(diagnostic,),
                )
            )
    seen_pages: set[tuple[Path, int | None]] = set()
    for evidence in diagnostic.evidence:
        if evidence.path is not None and (evidence.path, evidence.page) not in seen_pages:
            seen_pages.add((evidence.path, evidence.page))
            actions.append(_open_source_action(evidence.path, evidence.page, diagnostic))
        if len(seen_pages) >= 2:
            break
    actions.append(
        EditorAction(
            title=f"Disable {diagnostic.code} for this line",
            edits=(disable_next_line_edit(draft, diagnostic),),
            diagnostics=(diagnostic,),
        )
    )
    return actions


def _page_link(data: dict[str, Any]) -> tuple[Path, int | None] | None:
    raw = data.get("path") or data.get("file")
    if not raw:
        return None
    page = data.get("page")
    return Path(raw), page if isinstance(page, int) else None


def _open_source_action(path: Path, page: int | None, diagnostic: Diagnostic) -> EditorAction:
    where = f" at page {page}" if page else ""
    return EditorAction(
        title=f"Open {path.name}{where}",
        kind="quickfix",
        command=(OPEN_SOURCE_COMMAND, (str(path), page)),
        diagnostics=(diagnostic,),
    )


def disable_next_line_edit(draft: Draft, diagnostic: Diagnostic) -> TextEdit:
    """Insert ``<!-- rblint-disable-next-line CODE -->`` above the diagnostic's line,
    indented like it (and keeping a blockquote's ``>`` so the quote stays one block)."""
    source = draft.source
    line = source.line_of(min(diagnostic.span.start, len(draft.text)))
    start = source.line_start(line)
    text = source.line_text(line)
    prefix = re.match(r"[ \t]*(?:>[ \t]?)*", text)
    lead = prefix.group(0) if prefix else ""
    return TextEdit(Span(start, start), f"{lead}<!-- rblint-disable-next-line {diagnostic.code} -->\n")


def remove_marker_edit(draft: Draft, span: Span) -> TextEdit | None:
    """Delete the marker around ``span`` and the space before it ("shown [9]." -> "shown.").
    Only a marker with a single item is removed whole; otherwise None (the rule's own fix
    knows how to drop one item of several)."""
    text = draft.text
    marker = draft.marker_at(span.start)
    if marker is not None:
        if len(marker.items) > 1:
            return None
        span = marker.span
    if not (0 <= span.start < span.end <= len(text)):
        return None
    start = span.start
    while start > 0 and text[start - 1] in " \t":
        start -= 1
    return TextEdit(Span(start, span.end), "")


# ---------------------------------------------------------------------------
# Hover


def marker_hover(
    marker: CitationMarker,
    bibliography: Bibliography,
    passages: dict[str, Sequence[Evidence]],
    evidence_note: str | None = None,
    claim: str | None = None,
    contradicted_by: Evidence | None = None,
) -> str:
    """Markdown for a marker: each cited entry and its best supporting passage (quoting
    the passage's sentence that best matches ``claim``, the marker's sentence), or the
    sentence of it that states the opposite when the claim is contradicted."""
    blocks: list[str] = []
    for item in marker.items:
        entry = bibliography.resolve(item, marker.style)
        if entry is None:
            blocks.append(f"**{_escape(item.key)}**: no bibliography entry (an invented marker?)")
            continue
        lines = [f"**{_escape(entry.title or entry.key)}**"]
        meta = [part for part in (", ".join(entry.authors) if entry.authors else None, entry.year) if part]
        if meta:
            lines.append(_escape(" · ".join(meta)))
        if entry.file is not None:
            lines.append(f"Source: `{entry.file.name}`")
        elif entry.file_declared:
            lines.append(f"Source: `{entry.file_declared}` (not found)")
        else:
            lines.append("Source: none (metadata only; the claim cannot be checked)")
        if contradicted_by is not None and contradicted_by.source_key == entry.key:
            lines.append("")
            lines.append(_evidence_line(contradicted_by, f"**{(contradicted_by.contradicts or 'says the opposite').capitalize()}**", claim))
            blocks.append("  \n".join(lines))
            continue
        best = list(passages.get(entry.key, ()))[:1]
        for evidence in best:
            lines.append("")
            lines.append(_evidence_line(evidence, "Best supporting passage", claim))
        if not best and entry.file is not None and evidence_note:
            lines.append(f"_{evidence_note}_")
        blocks.append("  \n".join(lines))
    return "\n\n---\n\n".join(blocks)


def sentence_hover(
    sentence: Sentence,
    score: float | None,
    passages: Sequence[Evidence],
    evidence_note: str | None = None,
    contradicted_by: Evidence | None = None,
    verdict: ClaimVerdict | None = None,
) -> str:
    """Markdown for a cited sentence: its support score, the verdict its finding rests on (in
    the words every output uses) and top passages (the CLI's breakdown), the contradicting
    source sentence first when there is one."""
    lines = [f"**rblint — sentence {sentence.index + 1}**"]
    if score is not None:
        lines.append(f"Support score: **{score:.2f}**")
    elif evidence_note:
        lines.append(f"_{evidence_note}_")
    if verdict is not None:
        lines.append(_escape(verdict.describe()))
    if contradicted_by is not None:
        lines.append("")
        lines.append(_evidence_line(contradicted_by, f"**The source {contradicted_by.contradicts or 'says the opposite'}**",
                                    sentence.plain))
    for rank, evidence in enumerate(passages[:3], 1):
        lines.append("")
        lines.append(_evidence_line(evidence, f"{rank}.", sentence.plain))
    return "  \n".join(lines)


def _evidence_line(evidence: Evidence, label: str, claim: str | None = None) -> str:
    """One passage: where it is, its score, and the sentence(s) of it that match ``claim``
    (the passage's head when there is no claim)."""
    where = [evidence.source_key]
    if evidence.page:
        where.append(f"p. {evidence.page}")
    if evidence.section:
        where.append(f"{'appendix' if evidence.appendix else '§'} {evidence.section}")
    elif evidence.appendix:
        where.append("appendix")
    score = f", score {evidence.score:.2f}" if evidence.score is not None else ""
    text = " ".join(evidence.text.split())
    if claim:
        text = quote_for(claim, text, 400)
    elif len(text) > 400:
        text = text[:399] + "…"
    return f"{label} ({', '.join(where)}{score}):\n> {_escape(text)}"


def _escape(text: str) -> str:
    return re.sub(r"([\\`*_\[\]<>#])", r"\\\1", text)


def known_evidence(
    sentence: Sentence, support: dict[int, SentenceSupport], model_diagnostics: Sequence[Diagnostic]
) -> list[Evidence]:
    """What the model pass already found for a sentence's hover, best first: the passages it
    was scored against, else the evidence its findings carry; empty when nothing is known
    (then the front end searches the index, with a deadline)."""
    scored = support.get(sentence.index)
    if scored is not None and scored.passages:
        return list(scored.passages)
    return sorted(_finding_evidence(sentence, model_diagnostics), key=lambda item: -(item.score or 0.0))


@dataclass(frozen=True)
class HoverTarget:
    """What a hover at an offset is about: a citation marker (the marker hover), else a cited
    sentence (the sentence hover); ``sentence`` is the one whose passages are looked up."""

    sentence: Sentence | None
    marker: CitationMarker | None


@dataclass(frozen=True)
class Hover:
    """A hover's Markdown and the span it covers (engine offsets; the server maps them)."""

    markdown: str
    span: Span


def hover_target(draft: Draft, offset: int) -> HoverTarget | None:
    """The marker or cited sentence at ``offset``; None where a hover has nothing to say."""
    marker = draft.marker_at(offset)
    sentence = draft.sentence_at(offset)
    if marker is None and (sentence is None or not sentence.markers):
        return None
    return HoverTarget(sentence, marker)


def hover_at(target: HoverTarget, bibliography: Bibliography, passages: Sequence[Evidence], note: str | None,
             support: dict[int, SentenceSupport], model_diagnostics: Sequence[Diagnostic]) -> Hover:
    """The hover for ``target``, given the passages looked up for its sentence (and why
    there are none, ``note``) and the model pass's scores and findings."""
    sentence, marker = target.sentence, target.marker
    contradicted_by = hover_contradiction(sentence, support) if sentence is not None else None
    if marker is not None:
        by_key: dict[str, Sequence[Evidence]] = {}
        for evidence in passages:
            by_key[evidence.source_key] = [*by_key.get(evidence.source_key, ()), evidence]
        content = marker_hover(marker, bibliography, by_key, note, sentence.plain if sentence is not None else None,
                               contradicted_by)
        return Hover(content, marker.span)
    assert sentence is not None  # hover_target: no marker means a cited sentence
    verdict = next((item.verdict for item in model_diagnostics
                    if item.verdict is not None and sentence.owns(item.span.start)), None)
    content = sentence_hover(sentence, hover_score(sentence, support, model_diagnostics), passages, note,
                             contradicted_by, verdict)
    return Hover(content, sentence.span)


def hover_contradiction(sentence: Sentence, support: dict[int, SentenceSupport]) -> Evidence | None:
    """The source sentence that contradicts ``sentence``, as the model pass found it."""
    scored = support.get(sentence.index)
    return scored.contradicted_by if scored is not None else None


def hover_score(
    sentence: Sentence, support: dict[int, SentenceSupport], model_diagnostics: Sequence[Diagnostic]
) -> float | None:
    """The support score a hover shows: the sentence's claim score, else (no claim scorer ran)
    the best evidence score its model findings carry."""
    scored = support.get(sentence.index)
    if scored is not None:
        return scored.score
    scores = [evidence.score for evidence in _finding_evidence(sentence, model_diagnostics) if evidence.score is not None]
    return max(scores) if scores else None


def _finding_evidence(sentence: Sentence, model_diagnostics: Sequence[Diagnostic]) -> list[Evidence]:
    """The evidence carried by the model findings on ``sentence``."""
    return [evidence for diagnostic in model_diagnostics if sentence.owns(diagnostic.span.start)
            for evidence in diagnostic.evidence]


def find_passages(services: Any, sentence: Sentence, entries: Sequence[BibEntry], k: int = 3) -> list[Evidence]:
    """Top passages for ``sentence`` in the cited sources, from the evidence index
    (``search(query, k, documents=...)``). Blocking: may index a PDF on first use."""
    files = [entry.file for entry in entries if entry.file is not None]
    if not files:
        return []
    keys = {str(entry.file.resolve()): entry.key for entry in entries if entry.file is not None}
    index = services.evidence_index
    results = index.search(sentence.plain, k, documents=files)

    def key_for(path: Path | None) -> str:
        if path is None:
            return entries[0].key if len(entries) == 1 else "source"
        return keys.get(str(path.resolve()), path.stem)

    return evidence_from_hits(results, key_for)[:k]


def cited_entries(sentence: Sentence, bibliography: Bibliography) -> list[BibEntry]:
    entries: list[BibEntry] = []
    for marker in sentence.markers:
        for item in marker.items:
            entry = bibliography.resolve(item, marker.style)
            if entry is not None and entry not in entries:
                entries.append(entry)
    return entries


# ---------------------------------------------------------------------------
# Draft summary (code lens)


@dataclass(frozen=True)
class DraftSummary:
    """The draft-level verdict shown on the first line: like ``rblint score``'s header."""

    score: float | None  # mean support over scored sentences; None without a scorer
    confidence: str | None  # High | Medium | Low
    is_reliable: bool | None
    checked: int  # cited sentences the model rules checked
    flagged: int  # of those, sentences with a model-rule finding
    cited: int  # cited sentences in the draft
    per_sentence: dict[int, float] = field(default_factory=dict)

    def title(self) -> str:
        counts = f"{self.checked} of {self.cited} cited sentences checked, {self.flagged} flagged"
        if self.score is None:
            return f"rblint: {counts}"
        reliable = "reliable" if self.is_reliable else "not reliable"
        return f"rblint: score {self.score:.2f} · {self.confidence} confidence · {reliable} · {counts}"


def summarize(
    draft: Draft,
    model_diagnostics: Sequence[Diagnostic],
    support: dict[int, SentenceSupport],
    verdicts: "Verdicts | None" = None,
) -> DraftSummary:
    """Mean support over scored sentences, graded by ``verdicts`` (the scorer's calibration
    and the configured thresholds: the same grade as ``rblint score``); an uncalibrated
    grade before the scorer has run."""
    cited = [sentence for sentence in draft.sentences if sentence.markers]
    flagged = {
        sentence.index
        for diagnostic in model_diagnostics
        if (sentence := draft.sentence_at(diagnostic.span.start)) is not None
    }
    scores = {index: item.score for index, item in support.items()}
    if not scores:
        return DraftSummary(None, None, None, len(cited), len(flagged), len(cited))
    mean = sum(scores.values()) / len(scores)
    if verdicts is None:
        from .scoring.calibration import Verdicts

        verdicts = Verdicts.of(None)
    confidence, reliable = verdicts.grade(mean, any(item.contradicted_by is not None for item in support.values()))
    return DraftSummary(mean, confidence, reliable, len(scores), len(flagged), len(cited), scores)
