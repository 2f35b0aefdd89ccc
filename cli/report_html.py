"""``rblint report -o review.html``: one self-contained page a supervisor can open.

No network and no CDN: styles, the small filter script and the charts (inline SVG) are in
the file. The draft and the papers are untrusted text, so every piece is escaped, links
are built only from file paths (made relative with ``./`` so no ``javascript:`` can
appear) and a Content-Security-Policy allows nothing but the page's own style and its one
script (by hash). Evidence opens with ``<details>`` (keyboard friendly without the script;
printed, every evidence block is shown: the print style opens them, and where a browser
lacks ``::details-content`` the script opens them for the print); otherwise the script
only filters. Verdicts are written as words, not colour alone.
"""

from __future__ import annotations

import base64
import hashlib
import html
from pathlib import PurePosixPath
from typing import Any, Callable
from urllib.parse import quote

VERDICT_CLASS = {"CONTRADICTED": "contradicted", "UNSUPPORTED": "unsupported", "SUPPORTED": "supported",
                 "NOT CHECKED": "unchecked", None: "uncited"}

STYLE = """
:root { --ink:#1b1b1b; --muted:#555; --line:#ccc; --bg:#fff;
  --red:#a40000; --amber:#7a4b00; --green:#1d6b2f; --grey:#4a4a4a; --blue:#0b4f8a; }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--bg); margin: 0 auto;
  max-width: 60rem; padding: 1.5rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
.per-source { border-collapse: collapse; margin-top: 1rem; font-size: .9rem; }
.per-source caption { text-align: left; font-weight: 600; }
.per-source th, .per-source td { padding: .1rem .5rem; text-align: right; border-bottom: 1px solid var(--line); }
.per-source th[scope=row] { text-align: left; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.summary { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
.badge { display: inline-block; min-width: 8.5rem; font-weight: 700; padding: 0 .4rem; border: 2px solid;
  border-radius: .3rem; text-align: center; }
.contradicted .badge { color: var(--red); } .unsupported .badge { color: var(--amber); }
.supported .badge { color: var(--green); } .unchecked .badge, .uncited .badge { color: var(--grey); }
article { border-top: 1px solid var(--line); padding: .6rem 0; }
article.contradicted { border-left: 6px solid var(--red); padding-left: .6rem; }
article.unsupported { border-left: 6px solid var(--amber); padding-left: .6rem; }
article.supported { border-left: 6px solid var(--green); padding-left: .6rem; }
article.unchecked, article.uncited { border-left: 6px dashed var(--grey); padding-left: .6rem; }
.meta, .why { color: var(--muted); font-size: .9rem; }
blockquote { margin: .4rem 0 .4rem 1rem; padding-left: .6rem; border-left: 3px solid var(--line); }
details > summary { cursor: pointer; color: var(--blue); }
details > summary:focus { outline: 3px solid var(--blue); }
.finding code { font-weight: 700; }
fieldset { border: 1px solid var(--line); } label { margin-right: 1rem; }
[hidden] { display: none !important; }
@media print { details::details-content { content-visibility: visible; display: block; }
  details > summary { list-style: none; color: var(--ink); }
  details > summary::-webkit-details-marker { display: none; }
  .filters { display: none; } article { break-inside: avoid; } }
"""

SCRIPT = """
(function () {
  var boxes = document.querySelectorAll('input[name=verdict]');
  var source = document.getElementById('source');
  var flagged = document.getElementById('flagged');
  var rule = document.getElementById('rule');
  function apply() {
    var shown = {};
    boxes.forEach(function (box) { shown[box.value] = box.checked; });
    var wanted = source.value;
    var code = rule.value;
    document.querySelectorAll('article').forEach(function (item) {
      var ok = shown[item.dataset.verdict] !== false;
      if (wanted && (' ' + item.dataset.sources + ' ').indexOf(' ' + wanted + ' ') < 0) { ok = false; }
      if (code && (' ' + item.dataset.rules + ' ').indexOf(' ' + code + ' ') < 0) { ok = false; }
      if (flagged.checked && item.dataset.flagged !== 'yes') { ok = false; }
      item.hidden = !ok;
    });
    var count = document.querySelectorAll('article:not([hidden])').length;
    document.getElementById('shown').textContent = count + ' shown';
  }
  boxes.forEach(function (box) { box.addEventListener('change', apply); });
  source.addEventListener('change', apply);
  rule.addEventListener('change', apply);
  flagged.addEventListener('change', apply);
  apply();
  // Printed, every evidence block is shown: the print style opens them where the browser knows
  // ::details-content; elsewhere the closed ones are opened for the print and closed after it.
  var opened = [];
  window.addEventListener('beforeprint', function () {
    opened = Array.prototype.slice.call(document.querySelectorAll('details:not([open])'));
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener('afterprint', function () {
    opened.forEach(function (d) { d.open = false; });
    opened = [];
  });
})();
"""


def e(text: Any) -> str:
    """Escaped for HTML text and quoted attributes."""
    return html.escape("" if text is None else str(text), quote=True)


def file_link(path: str | None, page: int | None) -> str | None:
    """A link to a paper's file (at its page): ``./relative`` or ``file://``, never a scheme from the text."""
    if not path:
        return None
    posix = PurePosixPath(path)
    if posix.is_absolute():
        href = "file://" + quote(str(posix))
    else:
        href = "./" + quote(str(posix))
    return href + (f"#page={int(page)}" if page else "")


def _bars(counts: dict[str, int]) -> str:
    """Verdict counts as a labelled inline SVG bar chart (words beside the bars, not colour alone)."""
    total = max(sum(counts.values()), 1)
    rows = []
    for position, (verdict, count) in enumerate(counts.items()):
        width = 220 * count / total
        y = position * 22
        rows.append(f'<rect x="120" y="{y + 4}" width="{width:.1f}" height="14" class="bar-{VERDICT_CLASS[verdict]}"/>'
                    f'<text x="0" y="{y + 16}">{e(verdict.lower())}</text>'
                    f'<text x="{126 + width:.1f}" y="{y + 16}">{count}</text>')
    height = 22 * len(counts)
    return (f'<svg role="img" aria-label="verdicts per cited sentence" width="380" height="{height}" '
            f'viewBox="0 0 380 {height}" font-size="13">{"".join(rows)}</svg>')


CITED_VERDICTS = ("CONTRADICTED", "UNSUPPORTED", "SUPPORTED", "NOT CHECKED")


def _per_source(sentences: list[dict[str, Any]], sources: list[str]) -> str:
    """Verdicts per cited source: a table with the counts as numbers (readable printed, by a
    screen reader, and without colour) and each row's stacked bar beside them."""
    if not sources:
        return ""
    rows = []
    for source in sources:
        counts = {verdict: sum(1 for item in sentences if source in item["cited"] and item["verdict"] == verdict)
                  for verdict in CITED_VERDICTS}
        total = max(sum(counts.values()), 1)
        x, segments = 0.0, []
        for verdict, count in counts.items():
            width = 160 * count / total
            if count:
                segments.append(f'<rect x="{x:.1f}" y="2" width="{width:.1f}" height="12" '
                                f'class="bar-{VERDICT_CLASS[verdict]}"><title>{e(verdict.lower())}: {count}</title></rect>')
            x += width
        bar = f'<svg aria-hidden="true" width="160" height="16" viewBox="0 0 160 16">{"".join(segments)}</svg>'
        rows.append(f"<tr><th scope=\"row\">{e(source)}</th>" + "".join(f"<td>{count}</td>" for count in counts.values())
                    + f"<td>{bar}</td></tr>")
    head = "".join(f'<th scope="col">{e(verdict.lower())}</th>' for verdict in CITED_VERDICTS)
    return (f'<table class="per-source"><caption>Verdicts per cited source</caption><thead><tr><th scope="col">source'
            f'</th>{head}<th scope="col"><span class="visually-hidden">chart</span></th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _histogram(scores: list[float], threshold: float | None) -> str:
    """Support scores in ten bins, with the threshold drawn as a line."""
    if not scores:
        return ""
    bins = [0] * 10
    for score in scores:
        bins[min(int(score * 10), 9)] += 1
    top = max(bins) or 1
    bars = "".join(f'<rect x="{index * 24}" y="{94 - 70 * count / top:.1f}" width="20" height="{70 * count / top:.1f}" '
                   f'class="bar-hist"><title>{index / 10:.1f}-{(index + 1) / 10:.1f}: {count}</title></rect>'
                   for index, count in enumerate(bins))
    line = ""
    if threshold is not None:
        x = 240 * threshold
        line = (f'<line x1="{x:.1f}" x2="{x:.1f}" y1="0" y2="84" stroke="#000" stroke-dasharray="4 2"/>'
                f'<text x="{x + 3:.1f}" y="12">threshold {threshold:.2f}</text>')
    return (f'<svg role="img" aria-label="support scores of the checked sentences against the threshold" '
            f'width="260" height="114" viewBox="0 0 260 114" font-size="11">{bars}{line}'
            f'<text x="0" y="112">0</text><text x="232" y="112">1</text></svg>')


def _article(item: dict[str, Any], relink: Callable[[str], str]) -> str:
    verdict = item["verdict"]
    css = VERDICT_CLASS.get(verdict, "uncited")
    label = verdict or "NOT CITED"
    score = f" · score {item['score']:.2f} ({e(item['confidence'])})" if item["score"] is not None else ""
    cited = f" · cites {e(', '.join(item['cited']))}" if item["cited"] else ""
    parts = [f'<article class="{css}" data-verdict="{e(label)}" data-sources="{e(" ".join(item["cited"]))}" '
             f'data-flagged="{"yes" if item["findings"] else "no"}" '
             f'data-rules="{e(" ".join(sorted({finding["code"] for finding in item["findings"]})))}" '
             f'id="s{int(item["index"])}">',
             f'<p><span class="badge">{e(label)}</span> <span class="meta">line {int(item["line"])}{score}{cited}</span></p>',
             f'<p>{e(item["sentence"])}</p>']
    if item["why"]:
        parts.append(f'<p class="why">why: {e(item["why"])}</p>')
    evidence = item["evidence"]
    if evidence:
        where = ", ".join(part for part in (e(evidence["source"]), f"p. {int(evidence['page'])}" if evidence["page"] else "",
                                            e(evidence["section"]) if evidence["section"] else "") if part)
        title = f"The source {evidence['contradicts']}" if evidence["contradicts"] else "Best evidence"
        link = file_link(relink(evidence["path"]) if evidence["path"] else None, evidence["page"])
        opener = f' · <a href="{e(link)}">open the paper{" at this page" if evidence["page"] else ""}</a>' if link else ""
        score_text = f" · score {evidence['score']:.2f}" if evidence["score"] is not None else ""
        parts.append(f'<details><summary>{title} ({where})</summary><blockquote>{e(evidence["quote"])}</blockquote>'
                     f'<p class="meta">{e(evidence["path"] or "")}{score_text}{opener}</p></details>')
    for finding in item["findings"]:
        fixes = "".join(f"<li>fix: {e(title)}</li>" for title in finding["fixes"])
        parts.append(f'<p class="finding"><code>{e(finding["code"])}</code> [{e(finding["severity"])}] '
                     f'{e(finding["message"])}</p>' + (f"<ul>{fixes}</ul>" if fixes else ""))
    parts.append("</article>")
    return "".join(parts)


def render_html(review: dict[str, Any], relink: Callable[[str], str] = lambda path: path) -> str:
    """The page. ``relink`` turns a paper's path (relative to the draft) into one relative to
    where the page is written, so "open the paper" works from there."""
    summary = review["summary"]
    digest = base64.b64encode(hashlib.sha256(SCRIPT.encode("utf-8")).digest()).decode("ascii")
    policy = f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{digest}'; img-src data:"
    sources = sorted({source for item in review["sentences"] for source in item["cited"]})
    scores = [item["score"] for item in review["sentences"] if item["score"] is not None]
    verdict_boxes = "".join(
        f'<label><input type="checkbox" name="verdict" value="{e(verdict)}" checked> {e(verdict.lower())}</label>'
        for verdict in ["CONTRADICTED", "UNSUPPORTED", "SUPPORTED", "NOT CHECKED", "NOT CITED"])
    options = "".join(f'<option value="{e(source)}">{e(source)}</option>' for source in sources)
    codes = sorted({finding["code"] for item in review["sentences"] for finding in item["findings"]})
    rule_options = "".join(f'<option value="{e(code)}">{e(code)}</option>' for code in codes)
    per_rule = ", ".join(f"{e(code)} {count}" for code, count in summary["findings_per_rule"].items()) or "none"
    others = "".join(f'<p class="finding"><code>{e(f["code"])}</code> {e(f["message"])}</p>'
                     for f in review["other_findings"])
    threshold = f", support threshold {review['threshold']:.2f}" if review["threshold"] is not None else ""
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>rblint review: {e(review['draft'])}</title>"
        "<style>" + STYLE + ".bar-contradicted{fill:#a40000}.bar-unsupported{fill:#c98a00}.bar-supported{fill:#1d6b2f}"
        ".bar-unchecked,.bar-uncited{fill:#888}.bar-hist{fill:#0b4f8a}</style></head><body>"
        f"<header><h1>Review of {e(review['draft'])}</h1>"
        f"<p>{int(summary['sentences'])} sentences, {int(summary['cited'])} cited, {int(summary['checked'])} checked "
        f"({e(review['backend'] or 'no')} backend{threshold}); findings: {per_rule}; unreadable or missing sources: "
        f"{int(summary['unreadable_sources'])}.</p>"
        f'<div class="summary">{_bars(summary["verdicts"])}{_histogram(scores, review["threshold"])}</div>'
        + _per_source(review["sentences"], sources) + "</header>"
        '<main><fieldset class="filters"><legend>Show</legend>' + verdict_boxes
        + f'<label>source <select id="source"><option value="">all</option>{options}</select></label>'
        + f'<label>rule <select id="rule"><option value="">any</option>{rule_options}</select></label>'
        '<label><input type="checkbox" id="flagged"> only sentences with findings</label>'
        ' <span id="shown" aria-live="polite"></span></fieldset>'
        "<h2>Sentences</h2>" + "".join(_article(item, relink) for item in review["sentences"])
        + (f"<h2>Other findings</h2>{others}" if others else "")
        + "</main><footer><p class=\"meta\">Made by rblint report, offline; verdicts as in "
        "<code>rblint --format json</code>.</p></footer>"
        f"<script>{SCRIPT}</script></body></html>\n"
    )
