"""The HTML review page (``rblint report draft.md -o review.html``) in a real browser.

Headless Chromium through Playwright: Debian's /usr/bin/chromium (``executable_path``), never
a browser Playwright downloads (no ``playwright install``). One browser per module; each
test gets a fresh context whose console, page errors, requests and dialogs are recorded.
The bundled example is copied to a temporary folder and reported there (the page's links
to the papers are relative to it); the page must open with no console error and no
request but itself and ``data:``, show every cited sentence with the verdict its findings
imply (``rblint --format json``, as tests/test_report.py checks for the JSON), open a
sentence's evidence by click and by keyboard, filter, print every evidence block, and run
nothing of a hostile draft's. A full-page screenshot goes to test-artifacts/report/.
Speed is measured by bench/bench_report_page.py, never asserted here.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

CHROMIUM = shutil.which("chromium")
if CHROMIUM is None:
    pytest.skip("chromium is not installed (Debian: apt-get install chromium); the page test drives it",
                allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api",
                               reason="playwright is not installed (pip install -e '.[test]')")

from report_helpers import EXAMPLES, implied_verdicts  # noqa: E402 - after the skips
from rblint.app import run  # noqa: E402
from rblint.report_html import SCRIPT  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "test-artifacts" / "report"
# We run as root (so no sandbox) on a machine without a network: everything that would
# phone home at start (component updates, sync, QUIC probes, first-run pages) is off.
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VERDICTS = ["CONTRADICTED", "UNSUPPORTED", "SUPPORTED", "NOT CHECKED", "NOT CITED"]


def squash(text: str) -> str:
    """Whitespace collapsed and ligatures unfolded (PDF text), for comparing text."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


@dataclass
class Watched:
    """A page and everything it did: console errors, uncaught errors, requests, dialogs."""

    page: Any
    url: str
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def assert_quiet(self) -> None:
        assert self.console_errors == [], self.console_errors
        assert self.page_errors == [], self.page_errors
        assert self.dialogs == [], self.dialogs
        assert self.url in self.requests, self.requests
        assert [url for url in self.requests if url != self.url and not url.startswith("data:")] == []


@dataclass
class Example:
    folder: Path
    page: Path
    review: dict[str, Any]
    findings: list[dict[str, Any]]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        # Playwright gives each launch a fresh temporary profile (its own --user-data-dir).
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def open_page(browser: Any) -> Iterator[Callable[..., Watched]]:
    contexts = []

    def opener(path: Path, width: int = 1000, height: int = 800) -> Watched:
        context = browser.new_context(viewport={"width": width, "height": height})
        contexts.append(context)
        # Belt and braces: a request that would leave the machine is refused (and still recorded).
        context.route(re.compile(r"^(https?|wss?|ftp)://"), lambda route: route.abort())
        page = context.new_page()
        watched = Watched(page, path.resolve().as_uri())
        page.on("console", lambda message: message.type == "error" and watched.console_errors.append(message.text))
        page.on("pageerror", lambda error: watched.page_errors.append(str(error)))
        page.on("request", lambda request: watched.requests.append(request.url))

        def on_dialog(dialog: Any) -> None:
            watched.dialogs.append(f"{dialog.type}: {dialog.message}")
            dialog.dismiss()

        page.on("dialog", on_dialog)
        page.goto(watched.url)
        return watched

    yield opener
    for context in contexts:
        context.close()


@pytest.fixture(scope="module")
def example(tmp_path_factory: pytest.TempPathFactory) -> Example:
    """The bundled example reported in a copy: the page, the review as JSON and the findings."""
    folder = tmp_path_factory.mktemp("report-browser") / "example"
    shutil.copytree(EXAMPLES, folder)
    with pytest.MonkeyPatch.context() as patch:  # module scope: conftest's per-test cache folder is not set yet
        patch.setenv("RBLINT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "rblint-cache"))
        patch.chdir(folder)
        assert run(["report", "draft.md", "-o", "review.html"]) == 0
        assert run(["report", "draft.md", "--format", "json", "-o", "review.json"]) == 0
        assert run(["draft.md", "--format", "json", "-o", "findings.json"]) == 1  # the example has findings
    return Example(folder, folder / "review.html", json.loads((folder / "review.json").read_text(encoding="utf-8")),
                   json.loads((folder / "findings.json").read_text(encoding="utf-8")))


def visible_articles(page: Any) -> list[str]:
    return [article.get_attribute("id") for article in page.locator("article").all() if article.is_visible()]


@pytest.mark.slow
def test_the_example_page_opens_quietly_and_offline(example: Example, open_page: Callable[..., Watched]) -> None:
    watched = open_page(example.page)
    page = watched.page
    assert page.title() == "rblint review: draft.md"
    assert page.locator("article").count() == len(example.review["sentences"])
    sync_api.expect(page.locator("#shown")).to_have_text(f"{len(example.review['sentences'])} shown")
    assert page.evaluate("() => Array.from(document.scripts, s => s.textContent)") == [SCRIPT]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "review.png"), full_page=True)
    assert (ARTIFACTS / "review.png").stat().st_size > 10_000
    watched.assert_quiet()


@pytest.mark.slow
def test_every_cited_sentence_shows_the_verdict_its_findings_imply(example: Example,
                                                                  open_page: Callable[..., Watched]) -> None:
    watched = open_page(example.page)
    page = watched.page
    implied = implied_verdicts(example.review, example.findings)
    assert len(implied) == example.review["summary"]["cited"] == 8
    by_index = {item["index"]: item for item in example.review["sentences"]}
    for index, verdict in implied.items():
        article = page.locator(f"article#s{index}")
        sync_api.expect(article).to_be_visible()
        assert article.locator(".badge").inner_text() == verdict, by_index[index]
        assert squash(by_index[index]["sentence"]) in squash(article.inner_text())
    for item in example.review["sentences"]:
        if not item["cited"]:
            assert page.locator(f"article#s{item['index']} .badge").inner_text() == "NOT CITED"
    # Every cited sentence of the draft itself (one per line in the example) is on the page, once.
    draft = (example.folder / "draft.md").read_text(encoding="utf-8")
    cited_lines = [match.group(1) + "." for match in re.finditer(r"(?m)^([A-Z].*?)\s*\[\d+\]\.$", draft)]
    assert len(cited_lines) == len(implied)
    texts = [squash(text) for text in page.locator("article > p:nth-of-type(2)").all_inner_texts()]
    for line in cited_lines:
        assert texts.count(squash(line)) == 1, line
    watched.assert_quiet()


@pytest.mark.slow
def test_a_click_or_a_key_opens_a_sentences_evidence(example: Example, open_page: Callable[..., Watched]) -> None:
    watched = open_page(example.page)
    page = watched.page
    contradicted = next(item for item in example.review["sentences"] if item["verdict"] == "CONTRADICTED")
    details = page.locator(f"#s{contradicted['index']} details")
    quote = details.locator("blockquote")
    assert details.evaluate("d => d.open") is False
    sync_api.expect(quote).to_be_hidden()
    details.locator("summary").click()
    assert details.evaluate("d => d.open") is True
    sync_api.expect(quote).to_be_visible()
    assert squash(quote.inner_text()) == squash(contradicted["evidence"]["quote"])
    sync_api.expect(details.locator("summary")).to_have_text("The source says the opposite ([1], p. 1, Abstract)")
    link = details.locator("a")
    sync_api.expect(link).to_be_visible()
    sync_api.expect(link).to_have_attribute("href", "./papers/alvarez2022.pdf#page=1")
    assert (example.folder / "papers" / "alvarez2022.pdf").is_file()  # the link reaches the copied paper
    details.locator("summary").click()
    assert details.evaluate("d => d.open") is False
    sync_api.expect(quote).to_be_hidden()

    # By keyboard: Tab from the top reaches the first sentence's evidence; Enter and Space toggle it.
    first = next(item for item in example.review["sentences"] if item["evidence"])
    target = f"#s{first['index']} summary"
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("selector => document.activeElement === document.querySelector(selector)", target):
            break
    else:
        pytest.fail(f"Tab never reached {target}")
    details = page.locator(f"#s{first['index']} details")
    page.keyboard.press("Enter")
    assert details.evaluate("d => d.open") is True
    sync_api.expect(details.locator("blockquote")).to_be_visible()
    assert squash(details.locator("blockquote").inner_text()) == squash(first["evidence"]["quote"])
    page.keyboard.press("Enter")
    assert details.evaluate("d => d.open") is False
    page.keyboard.press("Space")
    assert details.evaluate("d => d.open") is True
    sync_api.expect(details.locator("blockquote")).to_be_visible()
    watched.assert_quiet()


@pytest.mark.slow
def test_the_filters_hide_sentences_and_say_how_many_are_shown(example: Example,
                                                              open_page: Callable[..., Watched]) -> None:
    watched = open_page(example.page)
    page = watched.page
    items = example.review["sentences"]
    shown = page.locator("#shown")
    assert shown.get_attribute("aria-live") == "polite"

    def expect_shown(wanted: Callable[[dict[str, Any]], bool]) -> None:
        ids = [f"s{item['index']}" for item in items if wanted(item)]
        sync_api.expect(shown).to_have_text(f"{len(ids)} shown")
        assert visible_articles(page) == ids

    def verdict(item: dict[str, Any]) -> str:
        return item["verdict"] or "NOT CITED"

    expect_shown(lambda item: True)
    page.locator('input[name=verdict][value="SUPPORTED"]').uncheck()
    expect_shown(lambda item: verdict(item) != "SUPPORTED")
    assert any(verdict(item) == "SUPPORTED" for item in items)
    page.locator('input[name=verdict][value="NOT CHECKED"]').focus()
    page.keyboard.press("Space")  # a filter by keyboard
    expect_shown(lambda item: verdict(item) not in ("SUPPORTED", "NOT CHECKED"))
    for value in VERDICTS:
        page.locator(f'input[name=verdict][value="{value}"]').uncheck()
    expect_shown(lambda item: False)
    for value in VERDICTS:
        page.locator(f'input[name=verdict][value="{value}"]').check()
    expect_shown(lambda item: True)

    options = page.locator("#source option").all_inner_texts()
    assert options == ["all", *sorted({source for item in items for source in item["cited"]})]
    page.select_option("#source", "[2]")
    expect_shown(lambda item: "[2]" in item["cited"])
    page.locator("#flagged").check()  # only sentences with findings, of those citing [2]
    expect_shown(lambda item: "[2]" in item["cited"] and bool(item["findings"]))
    page.select_option("#source", "")
    expect_shown(lambda item: bool(item["findings"]))
    page.locator('input[name=verdict][value="CONTRADICTED"]').uncheck()
    expect_shown(lambda item: bool(item["findings"]) and verdict(item) != "CONTRADICTED")
    page.locator("#flagged").uncheck()
    page.locator('input[name=verdict][value="CONTRADICTED"]').check()
    expect_shown(lambda item: True)

    def codes(item: dict[str, Any]) -> set[str]:
        return {finding["code"] for finding in item["findings"]}

    rules = page.locator("#rule option").all_inner_texts()
    assert rules == ["any", *sorted(set().union(*(codes(item) for item in items)))] and "RB005" in rules
    page.select_option("#rule", "RB005")
    expect_shown(lambda item: "RB005" in codes(item))
    page.select_option("#source", "[2]")  # per rule and per source together
    expect_shown(lambda item: "RB005" in codes(item) and "[2]" in item["cited"])
    page.select_option("#rule", "")
    page.select_option("#source", "")
    expect_shown(lambda item: True)
    watched.assert_quiet()


@pytest.mark.slow
def test_verdicts_per_source_are_counted_in_a_table(example: Example, open_page: Callable[..., Watched]) -> None:
    watched = open_page(example.page)
    table = watched.page.locator("table.per-source")
    sync_api.expect(table.locator("caption")).to_have_text("Verdicts per cited source")
    items = example.review["sentences"]
    sources = sorted({source for item in items for source in item["cited"]})
    header = [text.strip() for text in table.locator("thead th").all_inner_texts()]
    assert header[:5] == ["source", "contradicted", "unsupported", "supported", "not checked"]
    for row, source in zip(table.locator("tbody tr").all(), sources, strict=True):
        cells = row.locator("th, td").all_inner_texts()
        expected = [sum(1 for item in items if source in item["cited"] and item["verdict"] == verdict)
                    for verdict in ("CONTRADICTED", "UNSUPPORTED", "SUPPORTED", "NOT CHECKED")]
        assert cells[0] == source and [int(cell) for cell in cells[1:5]] == expected
    watched.assert_quiet()


@pytest.mark.slow
def test_printed_every_evidence_block_is_shown(example: Example, open_page: Callable[..., Watched]) -> None:
    from pypdf import PdfReader

    watched = open_page(example.page)
    page = watched.page
    page.emulate_media(media="print")
    quotes = page.locator("details blockquote")
    assert quotes.count() == sum(1 for item in example.review["sentences"] if item["evidence"]) > 0
    for quote in quotes.all():
        sync_api.expect(quote).to_be_visible()
    sync_api.expect(page.locator(".filters")).to_be_hidden()
    text = squash(" ".join(sheet.extract_text() for sheet in PdfReader(io.BytesIO(page.pdf())).pages))
    for item in example.review["sentences"]:
        if item["evidence"]:
            opening = " ".join(squash(item["evidence"]["quote"]).split()[:8])
            assert opening in text, (opening, item)
    watched.assert_quiet()


HOSTILE_SOURCE = ("# Paper\n\n<script>alert('paper')</script> Dropout reduces overfitting in small networks. "
                  "\"><img src=x onerror=alert(9)> Wider layers need more dropout.\n")
HOSTILE_DRAFT = """---
title: "<script>alert('title')</script>"
---

# Related work <script>alert(0)</script>

Dropout increases overfitting in small networks <script>alert(1)</script> [1].
A breaker "><img src=x onerror=alert(2)> and '><svg onload=alert(3)> sits in this sentence [1].
A [link](javascript:alert(4)) and <a href="javascript:alert(5)">a tag</a> are cited here [2].
Markdown keeps an escaped \\<img src=x onerror=alert(14)\\> in the sentence's text [1].

<iframe src="javascript:alert(6)"></iframe> An iframe opens this cited sentence [1].

Wider layers need more dropout in small networks [1].

## References

1. Evil, E. (2020). <img src=x onerror=alert(7)>. [Notes](papers/evil'onmouseover='x'&y.md)
2. Missing, M. (2021). Gone. javascript:alert(9).pdf
"""


def test_a_hostile_draft_renders_as_text_and_runs_nothing(tmp_path: Path, open_page: Callable[..., Watched],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "papers").mkdir()
    # a file name that breaks out of a quoted attribute (a name with "(" is not read as a path at all)
    (tmp_path / "papers" / "evil'onmouseover='x'&y.md").write_text(HOSTILE_SOURCE, encoding="utf-8")
    name = "draft\"><img src=x onerror=alert(10)>.md"  # the page's title and heading carry the draft's name
    (tmp_path / name).write_text(HOSTILE_DRAFT, encoding="utf-8")
    out = tmp_path / "review.html"
    assert run(["report", str(tmp_path / name), "-o", str(out), "--backend", "overlap"]) == 0
    capsys.readouterr()
    watched = open_page(out)
    page = watched.page
    for summary in page.locator("summary").all():  # open every evidence block, hover every link and sentence
        summary.click()
    for element in [*page.locator("article").all(), *page.locator("a").all()]:
        element.hover()
    page.wait_for_timeout(200)  # an injected handler or timer would have fired by now
    assert page.evaluate("() => Array.from(document.scripts, s => s.textContent)") == [SCRIPT]
    handlers = page.evaluate("""() => Array.from(document.querySelectorAll('*')).flatMap(element =>
        Array.from(element.attributes).filter(a => /^on/i.test(a.name)).map(a => element.tagName + ' ' + a.name))""")
    assert handlers == []
    assert page.locator("img, iframe, object, embed, base, form, link, meta[http-equiv=refresh]").count() == 0
    hrefs = page.evaluate("""() => Array.from(document.querySelectorAll('[href], [src]'),
        element => element.getAttribute('href') || element.getAttribute('src'))""")
    assert hrefs and all(href.startswith("./papers/") for href in hrefs), hrefs
    assert page.locator("a").first.evaluate("a => a.protocol") == "file:"
    body = squash(page.locator("body").inner_text())
    assert page.title() == f"rblint review: {tmp_path / name}"
    assert f"Review of {tmp_path / name}" in body
    assert "<script>alert('paper')</script> Dropout reduces overfitting" in body  # the source's text, as text
    assert '"><img src=x onerror=alert(9)>' in body
    assert r"\<img src=x onerror=alert(14)\>" in body  # the one raw tag the draft's parser leaves in a sentence
    assert page.locator('article[data-verdict="CONTRADICTED"]').count() == 1
    watched.assert_quiet()


SHARED_PDFS = REPO.parent / "shared" / "data" / "pdfs_more" / "pdfs"
DPR, VIT = SHARED_PDFS / "04_dpr-emnlp2020.pdf", SHARED_PDFS / "20_vit-iclr2021.pdf"


@pytest.mark.slow
@pytest.mark.skipif(not (DPR.is_file() and VIT.is_file()), reason="../shared/data/pdfs_more is not here")
def test_a_real_two_paper_draft_shows_the_verdicts_its_findings_imply(tmp_path: Path,
                                                                      open_page: Callable[..., Watched]) -> None:
    """Issue 30's bar on real papers: DPR and ViT, nine true sentences and three reversed."""
    from test_reversal_real_papers import REVERSED, TRUE

    shutil.copy(DPR, tmp_path / "dpr.pdf")
    shutil.copy(VIT, tmp_path / "vit.pdf")
    (tmp_path / "draft.md").write_text(
        "# Related work\n\n" + "\n".join(TRUE + list(REVERSED)) + "\n\n## References\n\n"
        "1. Karpukhin, V. et al. (2020). Dense Passage Retrieval for Open-Domain Question Answering. [PDF](dpr.pdf)\n"
        "2. Dosovitskiy, A. et al. (2021). An Image is Worth 16x16 Words. [PDF](vit.pdf)\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        assert run(["report", "draft.md", "-o", "review.html"]) == 0
        assert run(["report", "draft.md", "--format", "json", "-o", "review.json"]) == 0
        run(["draft.md", "--format", "json", "-o", "findings.json"])
    review = json.loads((tmp_path / "review.json").read_text(encoding="utf-8"))
    findings = json.loads((tmp_path / "findings.json").read_text(encoding="utf-8"))
    implied = implied_verdicts(review, findings)
    assert len(implied) == 12 and list(implied.values()).count("CONTRADICTED") == 3
    watched = open_page(tmp_path / "review.html")
    for index, verdict in implied.items():
        assert watched.page.locator(f"article#s{index} .badge").inner_text() == verdict
    watched.assert_quiet()
