"""Generated PDFs for the parser tests (fpdf2, core fonts: no system font needed).

Every page is laid out by hand with absolute positions so the tests know exactly
where each piece of text is: headings in larger bold type, two columns, hyphenated
line breaks, a superscript, a rotated margin stamp, a running header and footer,
a references section, and the bad files (encrypted, no text layer, truncated).
"""

from __future__ import annotations

import io
from pathlib import Path

from fpdf import FPDF

from rblint.engine.embedding import TextEncoder

DEJAVU_CANDIDATES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    Path("/usr/share/fonts/dejavu/DejaVuSans.ttf"),
    Path("/usr/local/share/fonts/DejaVuSans.ttf"),
)

TITLE = "Synthetic Evidence for Reliable Parsing of Scientific Papers"
MASTHEAD = "JOURNAL OF SYNTHETIC RESEARCH, VOL. 3"
RUNNING_HEAD = "Synthetic Research 3 (2024) - A. Author and B. Author"
STAMP = "arXiv:2401.99999v1 [cs.CL] 1 Jan 2024"
ABSTRACT = (
    "We describe a controlled corpus of generated papers. The corpus lets a parser be tested "
    "against known headings, columns and pages. Our measurements show that careful layout "
    "analysis recovers the reading order of every page."
)

# Body paragraphs, each a list of lines as typeset (hyphens where the line breaks a word).
INTRO = [
    "Parsing papers is hard because layout carries meaning. The con-",
    "trol group of documents was typeset in a single column while the",
    "treatment group used two columns. We measured single-cell accuracy",
    "on every table and recorded the control outcome for each page.",
]
INTRO_2 = [
    "The single-",
    "cell results were consistent across all runs of the experiment.",
]
LEFT_COLUMN = [
    "Left column opens the method. Alpha",
    "particles were counted in the first",
    "chamber. Every count was repeated",
    "three times to reduce the noise of",
    "the counter, which drifts slowly.",
    "The left column ends here today.",
]
RIGHT_COLUMN = [
    "Right column continues the method.",
    "Gamma rays were measured in the",
    "second chamber with a calibrated",
    "detector of known efficiency and",
    "a fixed shielding of lead bricks.",
    "The right column ends here today.",
]
TRAINING = [
    "The model was trained for forty epochs with a learning rate of 0.001 and a batch size",
    "of 32 examples on a single machine, and the training loss decreased on every epoch.",
]
RESULTS = [
    "The accuracy reached 91 percent on the held-out test set, which",
    "is higher than the baseline of 84 percent reported earlier.",
]
REFERENCES = [
    "[1] A. Author and B. Author. Zebra migration patterns in the",
    "    northern savanna. Journal of Zoology, 12(3):1-20, 2019.",
    "[2] C. Writer. Quokka population dynamics on Rottnest Island.",
    "    Ecology Letters, 4:55-60, 2020.",
]


class _Paper(FPDF):
    running_head = True

    def header(self) -> None:
        if self.running_head and self.page_no() > 1:
            self.set_font("Helvetica", "", 8)
            self.text(20, 12, RUNNING_HEAD)

    def footer(self) -> None:
        if self.running_head:
            self.set_font("Helvetica", "", 8)
            self.text(100, 287, str(self.page_no()))


def _lines(pdf: FPDF, x: float, y: float, lines: list[str], size: float = 10, style: str = "", leading: float = 5.0) -> float:
    pdf.set_font("Helvetica", style, size)
    for line in lines:
        pdf.text(x, y, line)
        y += leading
    return y


def paper_pdf(*, masthead: bool = True, drop_cap: bool = False, stamp: bool = True, superscript: bool = True) -> bytes:
    """A three-page paper: title, abstract, intro (hyphens), two-column method, results, refs."""
    pdf = _Paper(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    # Page 1: masthead, title, abstract, introduction.
    pdf.add_page()
    if masthead:
        pdf.set_font("Helvetica", "B", 22)
        pdf.text(20, 20, MASTHEAD)
    pdf.set_font("Helvetica", "B", 18)
    pdf.text(20, 40, TITLE[:40].rstrip())
    pdf.text(20, 48, TITLE[40:].strip())
    pdf.set_font("Helvetica", "", 11)
    pdf.text(20, 58, "A. Author, B. Author")
    y = _lines(pdf, 20, 72, ["Abstract"], size=12, style="B")
    words = ABSTRACT.split()
    abstract_lines, current = [], ""
    for word in words:
        if len(current) + len(word) > 62:
            abstract_lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    abstract_lines.append(current)
    y = _lines(pdf, 20, y + 2, abstract_lines)
    y = _lines(pdf, 20, y + 8, ["1 Introduction"], size=14, style="B")
    if drop_cap:  # a big initial beside the first two lines; the first line lacks its letter
        pdf.set_font("Helvetica", "B", 40)
        pdf.text(20, y + 2 + 5, INTRO[0][0])
        indent = pdf.get_string_width(INTRO[0][0]) + 1
        _lines(pdf, 20 + indent, y + 2, [INTRO[0][1:]])
        _lines(pdf, 20 + indent, y + 7, [INTRO[1]])
        y = _lines(pdf, 20, y + 12, INTRO[2:])
    else:
        y = _lines(pdf, 20, y + 2, INTRO)
    if superscript:
        pdf.set_font("Helvetica", "", 10)
        head = "Prior parsers lost superscripts"
        pdf.text(20, y, head)
        x = 20 + pdf.get_string_width(head) + 0.2
        pdf.set_font("Helvetica", "", 6)
        pdf.text(x, y - 1.2, "12")
        x += pdf.get_string_width("12")
        pdf.set_font("Helvetica", "", 10)
        pdf.text(x + pdf.get_string_width(" "), y, "and we keep them on their line.")
        y += 5
    y = _lines(pdf, 20, y + 4, INTRO_2)
    if stamp:
        pdf.set_font("Helvetica", "", 9)
        with pdf.rotation(90, 10, 200):
            pdf.text(10, 200, STAMP)
    # Page 2: two columns under a spanning heading, then a subsection.
    pdf.add_page()
    y = _lines(pdf, 20, 30, ["2 Method"], size=14, style="B")
    _lines(pdf, 20, y + 2, LEFT_COLUMN)
    y = _lines(pdf, 110, y + 2, RIGHT_COLUMN)
    y = _lines(pdf, 20, y + 8, ["2.1 Training details"], size=12, style="B")
    _lines(pdf, 20, y + 2, TRAINING)
    # Page 3: results and references.
    pdf.add_page()
    y = _lines(pdf, 20, 30, ["3 Results"], size=14, style="B")
    y = _lines(pdf, 20, y + 2, RESULTS)
    y = _lines(pdf, 20, y + 8, ["References"], size=14, style="B")
    _lines(pdf, 20, y + 2, REFERENCES)
    return bytes(pdf.output())


def ligature_pdf() -> bytes | None:
    """One page whose text contains the U+FB01 ligature glyph; None without DejaVu Sans."""
    font = next((path for path in DEJAVU_CANDIDATES if path.is_file()), None)
    if font is None:
        return None
    pdf = FPDF(format="A4", unit="mm")
    pdf.add_page()
    pdf.add_font("DejaVu", "", str(font))
    pdf.set_font("DejaVu", "", 18)
    pdf.text(20, 30, "Ligature test")
    pdf.set_font("DejaVu", "", 10)
    pdf.text(20, 45, "We report signi\ufb01cant \ufb01ndings in the \ufb01eld of e\ufb03cient parsing.")
    pdf.text(20, 50, "The second sentence is plain text without any special glyphs.")
    return bytes(pdf.output())


# Numbers as TeX sets them: pieces placed one by one ("0" "." "25"; "3" "," "412"), a minus
# sign and a ± of their own, an en-dash range, a raised smaller exponent ("10" then "−3").
# Poppler prints each whole ("10−3", "2×105"); a number split in a passage is a false RB007.
SPLIT_NUMBER_LINES: list[list[tuple[str, float, float]]] = [
    [("The flux was ", 10, 0), ("1.5", 10, 0), (" \u00d7 ", 10, 0), ("10", 10, 0), ("\u22123", 7, 4),
     (" erg per second in the band", 10, 0)],
    [("with a detection at ", 10, 0), ("5.2", 10, 0), ("\u03c3", 10, 0), (" and a slope of ", 10, 0), ("\u2212", 10, 0),
     ("0.31", 10, 0), (" \u00b1 ", 10, 0), ("0.04", 10, 0), (" over", 10, 0)],
    [("the sample of ", 10, 0), ("3", 10, 0), (",", 10, 0), ("412", 10, 0), (" galaxies between ", 10, 0), ("10", 10, 0),
     ("\u2013", 10, 0), ("20", 10, 0), (" Mpc, and", 10, 0)],
    [("a fraction of ", 10, 0), ("0", 10, 0), (".", 10, 0), ("25", 10, 0), (" of them were bright at ", 10, 0),
     ("2", 10, 0), ("\u00d7", 10, 0), ("10", 10, 0), ("5", 7, 4), (" solar masses.", 10, 0)],
    [("The mean redshift was z = ", 10, 0), ("0.0", 10, 0), ("23", 10, 0), (" and the error 12.5%.", 10, 0)],
]
SPLIT_NUMBERS = ["1.5 \u00d7 10\u22123", "5.2\u03c3", "\u22120.31 \u00b1 0.04", "3,412", "10\u201320", "0.25",
                 "2\u00d7105", "0.023", "12.5%", "7.0+3.8", "\u22122.6"]
# An asymmetric error, 7.0 with +3.8 set above -2.6 (physics papers), glyph by glyph as TeX
# output is often drawn: raised and lowered glyphs alternate at the same x.
STACKED_ERROR = ("namely ", "7.0", "+3.8", "\u22122.6", " excess events in the window")


def split_numbers_pdf() -> bytes | None:
    """An astrophysics-style paragraph whose numbers are set in pieces (SPLIT_NUMBER_LINES);
    None without DejaVu Sans (the minus sign, σ and × are not in the core fonts)."""
    font = next((path for path in DEJAVU_CANDIDATES if path.is_file()), None)
    if font is None:
        return None
    pdf = _letter_page()
    pdf.add_font("DejaVu", "", str(font))
    pdf.set_font("DejaVu", "", 18)
    pdf.text(72, 60, "Measuring Things Carefully in Small Pieces")
    y = 100.0
    for pieces in SPLIT_NUMBER_LINES + [[("More ordinary words fill the rest of this paragraph so that it reads.", 10, 0)]] * 8:
        x = 72.0
        for text, size, rise in pieces:
            pdf.set_font("DejaVu", "", size)
            pdf.text(x, y - rise, text)
            x += pdf.get_string_width(text)
        y += 13
    before, value, upper, lower, after = STACKED_ERROR
    pdf.set_font("DejaVu", "", 10)
    pdf.text(72, y, before + value)
    x = 72 + pdf.get_string_width(before + value)
    pdf.set_font("DejaVu", "", 7)
    for high, low in zip(upper, lower):  # alternating, each glyph its own text object
        pdf.text(x, y - 4, high)
        pdf.text(x, y + 2.5, low)
        x += max(pdf.get_string_width(high), pdf.get_string_width(low))
    pdf.set_font("DejaVu", "", 10)
    pdf.text(x, y, after)
    return bytes(pdf.output())

def encrypted_pdf(user_password: str = "secret") -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", "", 12)
    pdf.text(20, 30, "This text is locked away behind a password for testing.")
    pdf.set_encryption(owner_password="owner", user_password=user_password)
    return bytes(pdf.output())


def image_only_pdf() -> bytes:
    """A 'scanned' page: a picture of text, no text layer."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (400, 200), "white")
    draw = ImageDraw.Draw(image)
    for row in range(8):
        draw.rectangle([20, 20 + row * 20, 380, 30 + row * 20], fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    pdf = FPDF()
    pdf.add_page()
    buffer.seek(0)
    pdf.image(buffer, x=10, y=10, w=180)
    return bytes(pdf.output())


def truncated_pdf() -> bytes:
    data = paper_pdf()
    return data[: len(data) // 2]


def zero_page_pdf() -> bytes:
    from pypdf import PdfWriter

    buffer = io.BytesIO()
    PdfWriter().write(buffer)
    return buffer.getvalue()


def library_paper(number: int, topic_words: list[str]) -> bytes:
    """A small distinct paper for retrieval tests and the bench library."""
    pdf = _Paper(format="A4", unit="mm")
    pdf.running_head = False
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.text(20, 30, f"Study {number} of {topic_words[0]} {topic_words[1]}")
    y = _lines(pdf, 20, 45, ["1 Introduction"], size=14, style="B")
    sentences = [
        f"We study {topic_words[0]} together with {topic_words[1]} in setting {number}.",
        f"The {topic_words[2]} effect was measured {number + 3} times across sites.",
        f"Results show that {topic_words[3]} improves {topic_words[4]} by {number % 17 + 2} percent.",
        f"Prior work on {topic_words[5]} did not consider {topic_words[6]}.",
    ]
    y = _lines(pdf, 20, y + 2, sentences)
    y = _lines(pdf, 20, y + 6, ["2 Discussion"], size=14, style="B")
    _lines(pdf, 20, y + 2, [f"The {topic_words[7]} limitation remains open for {topic_words[0]}.",
                             f"Future studies should replicate setting {number} with more data."])
    return bytes(pdf.output())


# ---------------------------------------------------------------------------
# Test doubles for the index tests (kept here so spawned worker processes can import them)


class HashEmbedder(TextEncoder):
    """Deterministic bag-of-words vectors: cheap, model-free, and similar texts score high."""

    model_id = "test-hash-bow-64"
    dimension = 64

    def __init__(self) -> None:
        self.calls = 0
        self.texts = 0

    def encode(self, texts):  # type: ignore[no-untyped-def]
        import hashlib

        import numpy as np

        self.calls += 1
        self.texts += len(texts)
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                word = word.strip(".,;:()[]\"'")
                if word:
                    vectors[row, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dimension] += 1.0
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-9)


def index_worker(arguments: tuple[str, list[str]]) -> list[tuple[str, int, int]]:
    """Load sources into a shared cache from another process: (doc_id, passages, vectors)."""
    from rblint.engine.config import Config
    from rblint.engine.index import EvidenceIndex

    cache_dir, paths = arguments
    embedder = HashEmbedder()
    index = EvidenceIndex(Config(cache_dir=Path(cache_dir)), embedder_factory=lambda: embedder)
    results = []
    for path in paths:
        document = index.load(Path(path), embed=("evidence",))
        vectors = index.vectors(document)
        results.append((document.doc_id, len(document.passages), 0 if vectors is None else len(vectors)))
    return results


LIBRARY_TOPICS = [
    ["zebra", "migration", "savanna", "rainfall", "grazing", "predators", "fencing", "drought"],
    ["quokka", "population", "island", "tourism", "survival", "feral", "cats", "isolation"],
    ["glacier", "melt", "albedo", "soot", "runoff", "models", "aerosols", "sampling"],
    ["enzyme", "kinetics", "temperature", "mutation", "stability", "folding", "chaperones", "assays"],
    ["battery", "anode", "lithium", "coating", "capacity", "dendrites", "electrolyte", "cycling"],
]


NARROW_LEFT = (
    "Sparse extractions are judged by comparing the contexts in which they appear to those "
    "of more common extractions, and the ones whose contexts are more similar are judged "
    "more likely to be correct by the assessor that we describe in this section of the paper."
)
NARROW_RIGHT = (
    "Language models of the arguments are trained on the whole corpus, and their size grows "
    "with the vocabulary raised to the power of the model order, which is why a smaller model "
    "backs off from estimating context distributions explicitly for rare argument pairs."
)


def _letter_page() -> FPDF:
    """A US-letter page in points with nothing placed automatically: these fixtures put
    every line where a real paper has it."""
    pdf = FPDF(format="letter", unit="pt")
    pdf.set_auto_page_break(False)
    pdf.add_page()
    return pdf


def _set_column(pdf: FPDF, x: float, top: float, width: float, text: str, leading: float = 13.6) -> int:
    """Set ``text`` as one justified column (each word at its own x, every line but the
    last ending at the column's edge, as justified text is); returns its line count."""
    lines, current = [], ""
    for word in text.split():
        if current and pdf.get_string_width(f"{current} {word}") > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    lines.append(current)
    for number, line in enumerate(lines):
        words = line.split()
        natural = sum(pdf.get_string_width(word) for word in words)
        space = (width - natural) / max(1, len(words) - 1) if number < len(lines) - 1 else pdf.get_string_width(" ")
        cursor = x
        for word in words:
            pdf.text(cursor, top + leading * number, word)
            cursor += pdf.get_string_width(word) + space
    return len(lines)


def narrow_gutter_pdf() -> bytes:
    """Two columns at the same heights with a 12 pt gutter (ACL-style), under a full-width
    heading. Each left line is filled to the gutter, as justified text is, so a gap rule
    alone joins it to the right line beside it."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 14)
    pdf.text(72, 80, "2 Assessing Sparse Extractions Without Labelled Data")
    pdf.set_font("Times", "", 10.9)
    for x, text in ((72.0, NARROW_LEFT), (313.2, NARROW_RIGHT)):
        _set_column(pdf, x, 110, 228.8, text)
    return bytes(pdf.output())


FIGURE_PAGE_LEFT = ("A further aspect of our study is the comparison of four methods for extracting the "
                    "modulation data. A clear result emerges from this, which is that the simplest method attains "
                    "the best match.")
FIGURE_PAGE_RIGHT = ("It is also the strongest in the classification results and robust to every degradation we "
                     "tested on the recordings, which should make it the method of choice.")
_COLUMN_FILLER = ("Each recording was segmented automatically and the segments were pooled per species before the "
                  "features were computed, so that every method saw exactly the same material in every one of the "
                  "experiments reported here, and the results of each run were kept for the analysis that follows "
                  "in the next section of the paper. ") * 2


def figure_page_columns_pdf() -> bytes:
    """Three two-column pages with a 12 pt gutter; on the third a figure fills the page above
    three lines of each column, too few for the page to tell its own right-column margin (a
    Wiley journal's page): the first two pages' margin must split them, or each left line is
    joined to the right line beside it and both columns are read after the rest."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 10.9)
    for page in range(3):
        if page:
            pdf.add_page()
            pdf.set_font("Times", "", 10.9)
        if page < 2:
            for x in (72.0, 313.2):
                _set_column(pdf, x, 90, 228.8, _COLUMN_FILLER)
            continue
        pdf.rect(120, 90, 360, 500)  # the figure
        pdf.set_font("Helvetica", "", 8)
        pdf.text(130, 600, "Figure 6. Classification results for each analysis method.")
        pdf.set_font("Times", "", 10.9)
        _set_column(pdf, 72.0, 660, 228.8, FIGURE_PAGE_LEFT)
        _set_column(pdf, 313.2, 660, 228.8, FIGURE_PAGE_RIGHT)
    return bytes(pdf.output())


FIGURE_LINES = tuple(f"Step {number}: the extractor maps tuple {number} to a relation" for number in range(1, 10))


def centred_figure_pdf() -> bytes:
    """A boxed example set in the middle of the page, every line starting at one x, above
    two columns at the same heights (AI Magazine): the example's margin is not the gutter."""
    pdf = _letter_page()
    pdf.set_font("Courier", "", 9)
    for number, line in enumerate(FIGURE_LINES):
        pdf.text(200, 80 + 12 * number, line)
    pdf.set_font("Times", "", 10)
    _set_column(pdf, 72, 230, 220, NARROW_LEFT, leading=12)
    _set_column(pdf, 320, 230, 220, NARROW_RIGHT, leading=12)
    return bytes(pdf.output())


TABLE_ROWS = (
    ("12", "Compatibility", "Hardware architecture or software", "framework that allows the system to run."),
    ("13", "Recovery", "Retrieve data loss refers to the", "unforeseen loss of data or information."),
    ("14", "Escrow", "A trust account held in the", "borrower's name to receive payments."),
    ("15", "Extensibility", "Design principle where the code", "takes future growth into consideration."),
)


def centred_cells_table_pdf() -> bytes:
    """A table (IEEE 2010) whose name cells are centred against two-line descriptions:
    each name's baseline lies between its description's two lines. (The descriptions stood at
    168 pt, 0.6 pt left of where a page holding only this table splits into two columns by x;
    they passed only while a space pypdf puts before a run was counted in its width, which
    widened the text. At 162 pt the table is the same table, and read as one.)"""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 10)
    pdf.text(72, 80, "Table 1 Name and Description of Bins")
    pdf.set_font("Times", "", 7.4)
    for row, (number, name, first, second) in enumerate(TABLE_ROWS):
        top = 100 + 19 * row
        pdf.text(61, top, number)
        pdf.text(87, top + 4.9, name)
        pdf.text(162, top, first)
        pdf.text(162, top + 8.5, second)
    return bytes(pdf.output())


THREE_COLUMNS = (
    "The first column describes how the corpus was collected from public archives and "
    "which licences allow the papers to be redistributed for research on text mining. "
    "Every archive was visited twice, a month apart, so that withdrawn papers could be left out.",
    "The second column explains how each paper was split into passages of similar length "
    "and why the passages keep the section headings under which they were printed. "
    "Passages never cross a page, so that a quotation can always be traced to its page.",
    "The third column reports how often the extracted relations agreed with the manual "
    "annotations and where the disagreements came from in the hardest cases of all. "
    "Most of them concerned relations stated across two sentences rather than within one.",
)


def three_columns_pdf() -> bytes:
    """Three columns of running text at the same heights (a magazine page)."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 10)
    for x, text in zip((50.0, 232.0, 414.0), THREE_COLUMNS):
        _set_column(pdf, x, 100, 150, text, leading=12)
    return bytes(pdf.output())


COMPOSITE_FONT_TEXT = "The dropout rate is set to 0.1 and the number of attention heads is eight in every layer."


WORD_SCALE = 0.04525


def composite_font_pdf(one_text_object: bool = False, glyph_by_glyph: bool = False) -> bytes:
    """A composite (Type0, Identity-H) font whose glyph codes are not the characters (1, 2,
    3, ... in order of first use, as subsetting word processors number them), mapped
    back by a ToUnicode CMap, each word shown on its own at its own x. Written by hand:
    fpdf2 numbers glyphs by Unicode, which hides the fault. ``one_text_object``: as Word
    writes it, one BT ... ET with a relative ``Td`` move before each word and the word gaps of
    a tight justified line (pypdf then reports the line as one run, with a space only where
    a gap reaches the font's whole space width);
    ``glyph_by_glyph``: also each glyph of a word on its own, as Word does for many."""
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Helvetica", "", 1000)
    chars = sorted(set(COMPOSITE_FONT_TEXT.replace(" ", "")), key=COMPOSITE_FONT_TEXT.index)
    if one_text_object:
        chars.append(" ")  # a space glyph in the font, never shown
    code = {char: index + 1 for index, char in enumerate(chars)}
    width = {char: round(helper.get_string_width(char)) for char in chars}
    if one_text_object:
        width[" "] = 563  # as an IOP paper's subset font declares it: pypdf wants word gaps of half that
    space = round(helper.get_string_width(" "))
    size, x, shows = 10.0, 60.0, []
    pen = x  # where the last Td put the line start (one text object)
    for word in COMPOSITE_FONT_TEXT.split():
        hexes = "".join(f"{code[char]:04X}" for char in word)
        if not one_text_object:
            shows.append(f"q BT 1 0 0 1 {x:.2f} 700 Tm /F1 {size} Tf <{hexes}> Tj ET Q")
        else:
            at = x
            for part in (word if glyph_by_glyph else [word]):
                # Word's text space: a 221 pt font in a matrix scaled by 0.04525 (10 pt on the page)
                # shown as Word does, a TJ array with a kern after the first glyph
                hexes = "".join(f"{code[char]:04X}" for char in part)
                shown = f"[<{hexes[:4]}> -3 <{hexes[4:]}>] TJ" if len(part) > 1 else f"<{hexes}> Tj"
                shows.append(f"{(at - pen) / WORD_SCALE:.3f} 0 Td {shown}")
                pen = at
                at += sum(width[char] for char in part) * size / 1000
        # a justified line set tight: word gaps a little under the font's space, which pypdf
        # wants whole before it puts a space (rblint's gap test wants a fifth of an em)
        x += (sum(width[char] for char in word) + (0.85 * space if one_text_object else space)) * size / 1000
    if one_text_object:
        shows = [f"BT /F1 {size / WORD_SCALE:.0f} Tf {WORD_SCALE} 0 0 {WORD_SCALE} 60 700 Tm"] + shows + ["ET"]
    content = "\n".join(shows).encode()
    return raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> "
                    b"/Contents 4 0 R >>",
                    b"<< /Length %d >>stream\n" % len(content) + content + b"\nendstream",
                    *_composite_font_objects(chars, code, width)])


def _composite_font_objects(chars: list[str], code: dict[str, int], width: dict[str, int],
                            space_width: int | None = None) -> list[bytes]:
    """Objects 5-8 of a page whose /F1 is a composite (Type0, Identity-H) font showing ``chars``
    by glyph ``code``, mapped back to them by a ToUnicode CMap, with widths ``width``; ``space_width``:
    a width declared for code 32 (never shown), which pypdf takes for the space's."""
    cmap = "\n".join(
        ["/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
         "/CMapName /Test-UCS def /CMapType 2 def", "1 begincodespacerange <0000> <FFFF> endcodespacerange",
         f"{len(chars)} beginbfchar"]
        + [f"<{code[char]:04X}> <{ord(char):04X}>" for char in chars]
        + ["endbfchar", "endcmap CMapName currentdict /CMap defineresource pop end end"]
    ).encode()
    widths = " ".join(str(width[char]) for char in chars)
    return [
        b"<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+Helvetica /Encoding /Identity-H "
        b"/DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
        b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+Helvetica "
        b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 1000 "
        b"/W [1 [" + widths.encode() + b"]" + (b" 32 [%d]" % space_width if space_width else b"")
        + b"] /FontDescriptor 8 0 R >>",
        b"<< /Length %d >>stream\n" % len(cmap) + cmap + b"\nendstream",
        b"<< /Type /FontDescriptor /FontName /ABCDEF+Helvetica /Flags 32 /FontBBox [0 -200 1000 900] "
        b"/ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>",
    ]


# A paragraph's last line as LuaTeX writes it: its own Tm before each of three TJ arrays (a
# cross-reference's number shown apart), the word gaps inside an array as kerns of 0.25 em.
LUATEX_LINE_PARTS = ("capitalised. In listing", "0.3", "you see the code how this is achieved.")


# ... and a line shown as one array: pypdf measures its kerns against the font's declared space
# ("MareiPeischl" in the BFH-CI class guide, LuaTeX 1.15)
LUATEX_ONE_ARRAY = ("Marei Peischl wrote this class guide in December 2022.",)


def luatex_line_pdf(parts: tuple[str, ...] = LUATEX_LINE_PARTS, space_width: int | None = None) -> bytes:
    """One line of a composite font as LuaTeX sets a paragraph's natural-width last line
    (``LUATEX_LINE_PARTS``): pypdf reads its word gaps, but a run made of several string
    operators was handed on as their pieces, glued ("capitalised.Inlisting0.3
    youseethecode" in the ijsra class guide)."""
    text = " ".join(parts)
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Helvetica", "", 1000)
    chars = sorted(set(text.replace(" ", "")), key=text.index)
    code = {char: index + 1 for index, char in enumerate(chars)}
    width = {char: round(helper.get_string_width(char)) for char in chars}
    size, x, shows = 10.0, 60.0, []
    for part in parts:
        words = ["<" + "".join(f"{code[char]:04X}" for char in word) + ">" for word in part.split()]
        shows.append(f"1 0 0 1 {x:.3f} 700 Tm [{' -250 '.join(words)}] TJ")
        x += (sum(width[char] for char in part.replace(" ", "")) + 250 * (len(words) - 1) + 250) * size / 1000
    content = ("BT /F1 10 Tf " + " ".join(shows) + " ET").encode()
    return raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> "
                    b"/Contents 4 0 R >>",
                    b"<< /Length %d >>stream\n" % len(content) + content + b"\nendstream",
                    *_composite_font_objects(chars, code, width, space_width)])


# A Hebrew sentence with a Latin name inside, as XeTeX's bidi sets it: each run of one direction in
# visual order, its word gaps as kerns, and a zero-width glyph mapped to U+0000 (xdvipdfmx's non-joiner
# in Persian); read from the right, the line says RIGHT_TO_LEFT_LINE
RIGHT_TO_LEFT_PARTS = ("שלום עולם", "rblint",
                       "גדול מא\x00וד")
RIGHT_TO_LEFT_LINE = " ".join(RIGHT_TO_LEFT_PARTS).replace("\x00", "")


def right_to_left_line_pdf() -> bytes:
    """One line of Hebrew in a composite font around a Latin word in Helvetica, as XeTeX writes a
    Persian thesis: a right-to-left run's glyphs in one TJ array from its left end (visual order),
    its word gaps kerns of 0.25 em that pypdf does not read as spaces ("ﺣﺮوفﭼﯿﻨﯽﭘﺎﯾﺎن"), the Latin
    word left of the Hebrew it follows."""
    hebrew = "".join(RIGHT_TO_LEFT_PARTS[0::2]).replace(" ", "")
    chars = sorted(set(hebrew), key=hebrew.index)
    code = {char: index + 1 for index, char in enumerate(chars)}
    width = {char: 0 if char == "\x00" else 500 for char in chars}  # the non-joiner takes no room

    def shown(part: str) -> str:  # the run's words right to left, each word's letters right to left
        return " -250 ".join("<" + "".join(f"{code[char]:04X}" for char in reversed(word)) + ">"
                             for word in reversed(part.split()))

    first, latin, last = RIGHT_TO_LEFT_PARTS
    whole = f"{first} {last} {first}"  # the paragraph's other lines: one run each, right-aligned at 427.5
    lines = [f"BT /F1 10 Tf 1 0 0 1 {427.5 - 5 * len(whole.replace(' ', '')) - 2.5 * whole.count(' '):.1f} {y} Tm "
             f"[{shown(whole)}] TJ ET" for y in range(700, 400, -30) if y != 610]
    lines.append(f"BT /F1 10 Tf 1 0 0 1 385 610 Tm [{shown(first)}] TJ /F2 10 Tf 1 0 0 1 360 610 Tm ({latin}) Tj "
                 f"/F1 10 Tf 1 0 0 1 314 610 Tm [{shown(last)}] TJ ET")
    content = " ".join(lines).encode()  # ten lines: one is too little text to index
    return raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R "
                    b"/F2 9 0 R >> >> /Contents 4 0 R >>",
                    b"<< /Length %d >>stream\n" % len(content) + content + b"\nendstream",
                    *_composite_font_objects(chars, code, width),
                    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"])


FONT_SWITCH_PARTS = (("F1", "Accuracy improves markedly when the noise has ranges of "), ("F2", "20"),
                     ("F1", ", and "), ("F2", "40"), ("F1", ". In this setting noise is reduced."))


def font_switch_line_pdf() -> bytes:
    """One line of one text object whose font switches (text, a number set in another font,
    text ...) with no positioning operator between, as TeX writes inline maths ("ranges of
    $\\pm 20$, and $\\pm 40$"): pypdf reports every run after the first at the line's start."""
    shows = " ".join(f"/{font} 10 Tf ({text}) Tj" for font, text in FONT_SWITCH_PARTS)
    content = f"BT 72 700 Td {shows} ET".encode()
    return one_page_raw_pdf(content, [b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
                                      b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>"])


GUESSED_WIDTH_LINES = (("The weighted mean difference of serum ferritin was 10.05", "g/l (95% CI"),
                       ("5.48 to 14.63", "g/l, p < 0.001), higher in every subgroup."))


def guessed_width_glyph_pdf() -> bytes:
    """Lines whose unit "μg/l" sets its "μ" in a symbol font, 1.15x larger, whose declared width
    (an em) reaches past where the line's next run starts, as in a BMJ abstract: the two pieces
    of each line overlapped and were read as two lines, and "5.48 to 14.63 μ" landed in the next
    paragraph. The rest of each line sits 0.01 pt higher, as there, so it starts a line piece of
    its own that the glyph's guessed end then overlaps."""
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Helvetica", "", 10)
    rows = []
    for number, (before, after) in enumerate(GUESSED_WIDTH_LINES):
        y = 700 - 12 * number
        end = 72 + helper.get_string_width(before)  # the rest of the line starts a hair higher
        escaped = after.replace("(", "\\(").replace(")", "\\)")
        rows.append(f"BT /F1 10 Tf 72 {y} Td ({before}) Tj ET BT /F2 11.5 Tf {end + 0.5:.2f} {y + 0.01:.2f} Td ( m) Tj ET "
                    f"BT /F1 10 Tf {end + 6:.2f} {y + 0.01:.2f} Td ({escaped}) Tj ET")
    rows.append("BT /F1 10 Tf 72 640 Td (Conclusions Eradication therapy combined with iron works better.) Tj ET")
    content = " ".join(rows).encode()
    widths = " ".join("1000" for _ in range(32, 127))  # every glyph an em wide: the guess of the paper's font
    return one_page_raw_pdf(content, [
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /AdvPS3F4C13 /FirstChar 32 /LastChar 126 /Widths [" + widths.encode()
        + b"] >>",
    ])


LETTER_SPACED_TEXT = "The STFT is applied to each windowed frame of the signal."


def letter_spaced_pdf(kerned: bool = True) -> bytes:
    """A line set with char spacing (Tc) of 0.22 em, as a journal's typesetter stretched it,
    each letter pulled back by a kern in a TJ array and the words left apart by the spacing
    alone, partly inside one string ("Ti" holds the end of "STFT" and the start of "is"):
    pypdf read "TheSTFTisappliedtoeach...". ``kerned=False``: the same spacing with no
    kerns (a title set wide), whose letters are then a word apart each."""
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Times", "", 10)
    spacing = 0.22
    items: list[str] = []
    text = LETTER_SPACED_TEXT
    at = 0
    while at < len(text):
        if text[at] == " ":
            at += 1
            continue
        # the last letter of a word and the first of the next share a string, as in the paper
        joins_next = at + 2 < len(text) and text[at + 1] == " " and at % 3 == 0
        glyphs = text[at] + (text[at + 2] if joins_next else "")
        at += 3 if joins_next else 1
        escaped = glyphs.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        items.append(f"({escaped})")
        next_is_space = at < len(text) and text[at] == " "
        if kerned and not next_is_space:
            items.append(str(round(spacing * 1000)))  # pulls the next letter back by the spacing
        elif kerned:
            items.append("0")
    content = (f"BT /F1 10 Tf {spacing * 10:.2f} Tc 1 0 0 1 60 700 Tm [{' '.join(items)}] TJ ET").encode()
    return one_page_raw_pdf(content, [b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>"])


WRAPPED_PARAGRAPH = [
    "The relation GameWinner had a precision of",
    "0.87. The relation GameLoser, where the team",
    "name is usually found in the same noun phrase,",
    "had precision 0.93 at recall 0.32 on the test.",
]


def wrapped_number_pdf() -> bytes:
    """Running text set larger than the captions and notes that make up most characters,
    with a decimal wrapped to the start of a line: "0.87. The relation ..." looks like a
    numbered heading in a large font."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 20)
    pdf.text(72, 50, "Learning Relations from Few Examples")
    pdf.set_font("Times", "B", 12)
    pdf.text(72, 80, "3 Results")
    pdf.set_font("Times", "", 12)
    for number, line in enumerate(WRAPPED_PARAGRAPH):
        pdf.text(72, 100 + 15 * number, line)
    pdf.set_font("Times", "", 8)  # a long note in small type: the most characters
    for number in range(30):
        pdf.text(72, 200 + 10 * number, f"Note {number}: the small print of this page repeats itself so that it outweighs the body text.")
    return bytes(pdf.output())


ACCENTED_LINES = (
    "Surveys by Schunov\u00b4a-Lilly and colleagues in Z\u00a8urich found the same",
    "downturn at small sizes that others had reported.",
)


def accent_glyphs_pdf() -> bytes:
    """Accents drawn as glyphs of their own just before the letter, as TeX's OT1 fonts
    set "Schunov\\'a": the text layer reads "Schunov\u00b4a"."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 11)
    for number, line in enumerate(ACCENTED_LINES):
        pdf.text(72, 100 + 14 * number, line)
    return bytes(pdf.output())


APPENDIX_TEXT = "The bound follows from the triangle inequality applied to every pair of passages in the corpus."


def appendix_pdf(method_heading: str = "2 Method") -> bytes:
    """A numbered paper whose appendix ("A Proofs of the Bounds", a bare letter) follows
    the references, as arXiv papers put it; ``method_heading`` names its second section."""
    pdf = _letter_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.text(72, 60, "Bounds for Retrieval over Large Corpora")
    y = 100.0
    for heading, body in (
        ("1 Introduction", "Retrieval over large corpora needs bounds that hold for every query we ask."),
        (method_heading, "We bound the distance between passages and queries with a simple argument."),
        ("3 Results", "The bounds hold on all three corpora that we measured in this short study."),
    ):
        pdf.set_font("Helvetica", "B", 12)
        pdf.text(72, y, heading)
        pdf.set_font("Helvetica", "", 10)
        pdf.text(72, y + 16, body)
        y += 48
    pdf.set_font("Helvetica", "B", 12)
    pdf.text(72, y, "References")
    pdf.set_font("Helvetica", "", 10)
    pdf.text(72, y + 16, "[1] A. Author. Retrieval bounds. Journal of Bounds, 1:1-10, 2020.")
    pdf.text(72, y + 30, "[2] B. Writer. More retrieval bounds. Journal of Bounds, 2:11-20, 2021.")
    pdf.set_font("Helvetica", "B", 12)
    pdf.text(72, y + 62, "A Proofs of the Bounds")
    pdf.set_font("Helvetica", "", 10)
    pdf.text(72, y + 78, APPENDIX_TEXT)
    return bytes(pdf.output())


def title_variants_pdf() -> bytes:
    """Page one with a small-caps title ("TableFormer" as T+ABLE+F+ORMER runs) whose first
    line ends in a colon and goes on in a smaller size below, above body text."""
    pdf = _letter_page()
    x = 72.0
    for text, size in (("T", 16), ("ABLE", 12.8), ("F", 16), ("ORMER", 12.8), (": Robust Table Encoding:", 16)):
        pdf.set_font("Times", "B", size)
        pdf.text(x, 80, text)
        x += pdf.get_string_width(text)
    pdf.set_font("Times", "B", 13)
    pdf.text(72, 100, "Unconditional Structure for Tables and Text")
    pdf.set_font("Times", "", 10)
    for number in range(12):
        pdf.text(72, 140 + 12 * number, f"Body line {number} of the introduction explains what tables are good for in papers.")
    return bytes(pdf.output())


def _front_page(lines: list[tuple[str, float, float, float, str]], body: str) -> bytes:
    """Page one: ``lines`` as (style, size, x, y, text) in Times, then 14 lines of 10 pt body text."""
    pdf = _letter_page()
    for style, size, x, y, text in lines:
        pdf.set_font("Times", style, size)
        pdf.text(x, y, text)
    pdf.set_font("Times", "", 10)
    for number in range(14):
        pdf.text(72, 190 + 12 * number, f"Body line {number}: {body}")
    return bytes(pdf.output())


def body_size_capitals_title_pdf() -> bytes:
    """An AASTeX front page: a smaller "Draft version" masthead, then the title in capitals
    at the body size on two lines, authors and body text; nothing larger than the body."""
    return _front_page([
        ("", 8, 72, 60, "Draft version July 14, 2017"),
        ("", 10, 120, 110, "THE SIZE DISTRIBUTION OF NEAR EARTH OBJECTS"),
        ("", 10, 150, 122, "LARGER THAN 10 METERS"),
        ("", 9, 150, 150, "D. E. Trilling, F. Valdes and L. Allen"),
    ], "we survey near earth objects with the dark energy camera.")


def ocr_title_pdf() -> bytes:
    """A scanned paper's OCR layer: the title's two lines came out at 22.5 and 20.6 pt."""
    return _front_page([
        ("B", 22.5, 80, 90, "SIFT: Design and Analysis of a Fault-Tolerant"),
        ("B", 20.6, 160, 119, "Computer for Aircraft Control"),
        ("", 12, 110, 150, "JOHN H. WENSLEY, LESLIE LAMPORT, JACK GOLDBERG"),
    ], "the computer tolerates faults of its processors and buses.")


BANNER_TITLE = "Retrieval Augmented Summaries of Clinical Trial Registries for Systematic Reviews"


def journal_banner_pdf(running_title: bool = False) -> bytes:
    """An MDPI-style article: page one opens with the journal's name set larger than the
    title ("future internet"), then "Article" and the title on two lines; every later page's
    running head names the journal with year, volume and article number. With
    ``running_title`` the later pages also carry the paper's short title as a running head
    without a year (as many journals print it), which must not make the title a banner."""
    pdf = _letter_page()
    pdf.set_font("Helvetica", "B", 26)
    pdf.text(72, 70, "future internet")
    pdf.set_font("Helvetica", "", 9)
    pdf.text(72, 110, "Article")
    pdf.set_font("Helvetica", "B", 17)
    pdf.text(72, 135, "Retrieval Augmented Summaries of Clinical Trial")
    pdf.text(72, 156, "Registries for Systematic Reviews")
    pdf.set_font("Helvetica", "", 10)
    pdf.text(72, 185, "Ana Lima and Piotr Nowak")
    body = "Registries list trials that journals never publish, and reviews that search them find more evidence."
    for number in range(30):
        pdf.text(72, 230 + 14 * number, f"Line {number} of the text: {body}")
    pdf.set_font("Helvetica", "", 8)
    pdf.text(72, 760, "Future Internet 2023, 15, 120. https://doi.org/10.3390/fi15040120")
    for page in (2, 3, 4):
        pdf.add_page()
        pdf.set_font("Helvetica", "", 8)
        pdf.text(72, 40, f"Future Internet 2023, 15, 120")
        pdf.text(500, 40, f"{page} of 4")
        if running_title:
            pdf.text(72, 760, "Retrieval Augmented Summaries")
        pdf.set_font("Helvetica", "", 10)
        for number in range(40):
            pdf.text(72, 80 + 14 * number, f"Page {page} line {number}: {body}")
    return bytes(pdf.output())


SIDEBAR_ABSTRACT = (
    "Background Recent guidelines on iron deficiency anaemia have confirmed the role of the",
    "infection, but the relationship still remains controversial among the clinicians who",
    "treat it. Methods Searches of the following databases were undertaken for the trials",
    "that met the inclusion criteria. Results Eight studies met the inclusion criteria and",
    "all of them were performed in Asia, an area with a high incidence of the infection.",
    "Conclusions Eradication therapy combined with iron administration is more effective.",
    "The pooled analysis of the eight studies showed that eradication therapy can improve",
    "the anaemia, since the changes in the intervention groups were higher than controls.",
)
SIDEBAR_LINES = (
    "1Shanghai No.9 People's", "Hospital, Shanghai Jiaotong", "University School of Medicine,",
    "Shanghai, China", "2Renji Hospital, Shanghai", "Jiaotong University School of", "Medicine, Shanghai, China",
    "Correspondence to Dr P Xiong", "Received 24 August 2009", "Accepted 13 February 2010",
)


def sidebar_pdf() -> bytes:
    """A journal's front page: an affiliations sidebar in 8 pt beside the 9.5 pt abstract,
    their lines at interleaved heights (BMJ's layout), no second column."""
    pdf = _letter_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.text(160, 60, "Iron deficiency anaemia can be improved after eradication")
    pdf.set_font("Helvetica", "", 8)
    for number, text in enumerate(SIDEBAR_LINES):
        pdf.text(40, 104 + 9.3 * number, text)
    pdf.set_font("Helvetica", "", 9.5)
    for number, text in enumerate(SIDEBAR_ABSTRACT):
        pdf.text(160, 100 + 11 * number, text)
    return bytes(pdf.output())


SIDEBAR_CONTINUED = (
    "Competing interests: The authors have read the",
    "journal's policy and have the following conflicts: Dr.",
    "Beecher is affiliated with a metabolomics company.",
    "This does not alter our adherence to all the",
    "journal's policies on sharing data and materials.",
)
BODY_AFTER_SIDEBAR = (
    "global wheat production will decline by six percent. The negative effects of higher temperatures",
    "on wheat yield and production have led to research on the effects of high temperature stress",
    "on wheat physiology and to breeding for genotypes better able to cope with such stress. Finding",
    "cultivars with high yield potential under stress will be critical to improve the productivity",
    "of wheat under the climate expected in the future. Over the long term, genetic improvement is",
    "potentially the most effective and sustainable method to achieve this goal in the field.",
)


def sidebar_continued_pdf() -> bytes:
    """A PLOS ONE second page: the front page's sidebar ends in five 8 pt lines at the top
    left (x 36), beside the first four lines of the 9.5 pt text (x 200), at interleaved
    heights; its longest line is set to end 2 pt short of the text's margin (a real one's
    estimated end passes it: 209 pt)."""
    pdf = _letter_page()
    pdf.set_font("Helvetica", "", 8)
    pdf.text(376, 46, "Metabolomics in wheat following post-anthesis heat stress")  # the running head
    widest = max(pdf.get_string_width(text) for text in SIDEBAR_CONTINUED)
    for number, text in enumerate(SIDEBAR_CONTINUED):
        pdf.text(198 - widest, 84 + 11 * number, text)
    pdf.set_font("Helvetica", "", 9.5)
    for number, text in enumerate(BODY_AFTER_SIDEBAR * 9):  # a full page: too few sidebar lines for a column
        pdf.text(200, 85.3 + 12 * number, text)
    return bytes(pdf.output())


def capitals_headings_pdf() -> bytes:
    """A journal page whose section names are capitals at about the body size, not bold
    ("METHODS", "RESULTS"), each standing apart from the text."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 16)
    pdf.text(72, 60, "Iron Deficiency After Eradication Therapy")
    y = 100.0
    for heading in ("METHODS", "RESULTS"):
        pdf.set_font("Times", "", 9.5)
        pdf.text(72, y, heading)
        pdf.set_font("Times", "", 9)
        for number in range(4):
            pdf.text(72, y + 14 + 11 * number, f"{heading.title()} line {number}: patients were followed for twelve months after the therapy.")
        y += 90
    return bytes(pdf.output())


REVTEX_SECTIONS = (  # (column x, heading, paragraph)
    (54, "I. INTRODUCTION", "The collaboration reported a search for resonances in the boson tagged di-jet mass "
     "distribution and found a local excess of events near two TeV in three selection regions."),
    (54, "II. THE SCALAR MODEL", "If the superpartners are not mass-degenerate with the standard model particles, "
     "supersymmetry must be broken, and the scalar partner of the goldstino couples to pairs of gauge bosons."),
    (317, "III. FITTING THE EXCESS", "The model predicts the largest production rate in the WW channel, so the "
     "signal is extracted from the WW selection region of the search, where the fitted excess is largest."),
    (317, "IV. OTHER ANALYSES", "Searches for resonances decaying to photon pairs bound the couplings to photons, "
     "and the bound rules out part of the parameter space the excess selects."),
)


def revtex_headings_pdf() -> bytes:
    """A Physical Review (REVTeX) page: two columns of 10 pt text, numbered section headings in
    bold capitals at 9 pt centred over their column ("II. THE SGOLDSTINO MODEL"); only the
    headings with a known name ("I. INTRODUCTION") had been read as headings, so every
    later passage was labelled with the introduction."""
    pdf = _letter_page()
    width = 241.0
    tops = {54: 80.0, 317: 80.0}
    for x, heading, paragraph in REVTEX_SECTIONS:
        pdf.set_font("Times", "B", 9)
        pdf.text(x + (width - pdf.get_string_width(heading)) / 2, tops[x], heading)
        pdf.set_font("Times", "", 10)
        lines = _set_column(pdf, x, tops[x] + 17, width, paragraph, leading=11.5)
        tops[x] += 17 + 11.5 * lines + 24
    return bytes(pdf.output())


SMALL_CAPS_ABSTRACT = "Abstract-A method is presented that cites the passage behind every claim it makes."
TIMES_CAPITAL_WIDTHS = {"I": 333, "M": 889}  # Times-Roman's advance widths (1/1000 em)
SMALL_CAPS_BODY = (
    "Retrieval before generation grounds each claim in a passage of a real paper.",
    "The passages are ranked by words and by meaning, and the ranks are fused.",
)


def small_caps_headings_pdf(heading_size: float = 12.0) -> bytes:
    """Headings in TeX's small capitals: the number, a quad and the capital in one text
    show at ``heading_size`` ([(1)-1000(I)] TJ: its text layer reads "1 I", a space for a
    one-em skip), the rest of the word in capitals at 0.8 of it. 12 pt over 10 pt text is
    ICLR's style; at 10 pt, IEEE's ("I. INTRODUCTION" at the body size)."""
    small = 0.8 * heading_size
    shows = ["BT /F1 17 Tf 1 0 0 1 72 740 Tm (Grounded Generation of Related Work) Tj ET",
             f"BT /F1 9 Tf 1 0 0 1 72 718 Tm ({SMALL_CAPS_ABSTRACT}) Tj ET"]
    top = 700.0
    for number, capital, rest in (("1", "I", "NTRODUCTION"), ("2", "M", "ETHOD")):
        # Where TeX puts the smaller capitals: after the digit (500), the quad (1000) and the capital.
        after = 72 + (500 + 1000 + TIMES_CAPITAL_WIDTHS[capital]) * heading_size / 1000
        shows.append(f"BT /F1 {heading_size} Tf 1 0 0 1 72 {top:.1f} Tm [({number})-1000({capital})] TJ ET")
        shows.append(f"BT /F1 {small:.2f} Tf 1 0 0 1 {after:.2f} {top:.1f} Tm ({rest}) Tj ET")
        for line in SMALL_CAPS_BODY:
            top -= 14.0
            shows.append(f"BT /F1 10 Tf 1 0 0 1 72 {top:.1f} Tm ({line}) Tj ET")
        top -= 28.0
    content = "\n".join(shows).encode()
    return raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>stream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>",
    ])


def one_page_raw_pdf(content: bytes, fonts: list[bytes], flate: bool = False, after: tuple[bytes, ...] = ()) -> bytes:
    """One US-letter page showing ``content`` with ``fonts`` as /F1, /F2 ..., written by hand
    (``raw_pdf``); ``flate``: the content stream compressed; ``after``: objects the fonts refer to
    (a descendant font, a descriptor, a stream), numbered on from the last font."""
    import zlib

    stream = zlib.compress(content) if flate else content
    names = b" ".join(b"/F%d %d 0 R" % (number, number + 4) for number in range(1, len(fonts) + 1))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << " + names
        + b" >> >> >>",
        b"<< /Length %d%s >>\nstream\n" % (len(stream), b" /Filter /FlateDecode" if flate else b"") + stream
        + b"\nendstream",
        *fonts,
        *after,
    ]
    return raw_pdf(objects)


def raw_pdf(objects: list[bytes]) -> bytes:
    """A PDF written by hand from its objects (1 is the catalog), with a correct xref:
    for files fpdf2 would not write (hostile ones, odd fonts)."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


LINE_NUMBERED_SENTENCES = [
    "Single-cell sequencing was performed on cells from twelve donors after a chemical dissociation procedure.",
    "We report that compared to mechanical homogenization the chemical procedure preserved rare cell types.",
    "Cells were filtered at a quality threshold of 0.85 before clustering with a graph-based method.",
    "The resulting atlas contains 48,213 cells grouped into thirty-one clusters with distinct markers.",
]


def _printed_lines(sentences: list[str], characters: int = 62) -> list[str]:
    """The sentences set in printed lines of at most ``characters`` characters."""
    printed: list[str] = []
    line: list[str] = []
    for word in " ".join(sentences).split():
        if len(" ".join(line + [word])) > characters:
            printed.append(" ".join(line))
            line = []
        line.append(word)
    printed.append(" ".join(line))
    return printed


def line_numbered_pdf(every: int = 1, pages: int = 1) -> bytes:
    """A bioRxiv-style page: body text in short printed lines, each with its number in the left
    margin (``every`` 5: only every fifth line numbered, as LaTeX's ``\\modulolinenumbers[5]``);
    ``pages`` > 1 goes on counting over more pages of the same text."""
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_auto_page_break(False)
    printed = _printed_lines(LINE_NUMBERED_SENTENCES * (3 if every == 1 else 7) * pages)
    number = 0
    for page in range(pages):
        pdf.add_page()
        y = 120.0
        if page == 0:
            pdf.set_font("Helvetica", "B", 16)
            pdf.text(90, 80, "A Line Numbered Preprint About Cell Atlases")
        for text in printed[44 * page: 44 * (page + 1)]:  # a full page when every fifth
            number += 1
            if number % every == 0:
                pdf.set_font("Helvetica", "", 7)
                pdf.text(40, y, str(number))
            pdf.set_font("Helvetica", "", 10)
            pdf.text(90, y, text)
            y += 14.0
    return bytes(pdf.output())



def grid_numbered_pdf() -> bytes:
    """An ACM manuscript-format review copy: the margin's numbers stand on a fixed grid (one every
    10.96 pt, blank space and headings counted too), the text on its own 13.7 pt leading, so most
    numbers share no baseline with a line of words."""
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.text(90, 60, "A Review Copy With Numbered Lines")
    pdf.set_font("Helvetica", "", 6)
    for number in range(58):
        pdf.text(40, 90 + 10.96 * number, str(number + 1))
    pdf.set_font("Helvetica", "", 10)
    for row, text in enumerate(_printed_lines(LINE_NUMBERED_SENTENCES * 9, characters=80)[:46]):
        pdf.text(90, 93 + 13.7 * row, text)
    return bytes(pdf.output())


def two_column_review_pdf() -> bytes:
    """An ACL-style review copy: two columns, each line numbered in its outer margin, counting
    from 000 with leading zeros down the left column and on down the right one."""
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.text(90, 60, "A Two Column Review Copy About Cell Atlases")
    printed = _printed_lines(LINE_NUMBERED_SENTENCES * 8, characters=48)
    number = 0
    for column, (number_x, text_x) in enumerate(((22, 60), (572, 320))):
        y = 100.0
        for text in printed[column * 44:(column + 1) * 44]:
            pdf.set_font("Helvetica", "", 7)
            pdf.text(number_x, y, f"{number:03d}")
            pdf.set_font("Helvetica", "", 10)
            pdf.text(text_x, y, text)
            y += 14.0
            number += 1
    return bytes(pdf.output())

# A two-column page of mathematics (an ICML/IEEE-style column): inline sub- and superscripts,
# an inline fraction, and a display equation with a stacked fraction and its number, beside a
# right column whose lines share the equation's heights. Each segment: (text, font family,
# style, size, rise above the line's baseline).
Segment = tuple[str, str, str, float, float]


def _maths(text: str, family: str = "Times", style: str = "", size: float = 10, rise: float = 0) -> Segment:
    return (text, family, style, size, rise)


MATHS_BEFORE = "We train the encoder by minimising the loss of the positive passage, in which every other passage of the batch serves as a negative example:"
MATHS_AFTER = "where the sum runs over all n passages of the batch. With a fraction 1/2 of the negatives drawn from BM25, accuracy improves from 59.1% to 78.4% on the test set."
MATHS_INLINE = "The similarity between a question and a passage is the dot product sim(q, p) = EQ(q)TEP(p) of their vectors, where EQ and EP are two independent BERT encoders with d = 768 dimensions."
MATHS_RIGHT = (
    "At inference time all passages are encoded once and indexed with FAISS, so that retrieving the top k "
    "passages for a question takes 995.0 questions per second on one server, against 23.7 questions per "
    "second for BM25. The index of 21 million passages takes 65 GB of memory and is built in 8.8 hours on "
    "eight graphics processors, while the inverted index for BM25 takes only 30 minutes to build."
)
_MATHS_LEFT_TOP: list[list[Segment]] = [
    [_maths("The similarity between a question and a passage is the dot")],
    [_maths("product "), _maths("sim", style="I"), _maths("("), _maths("q", style="I"), _maths(", "), _maths("p", style="I"),
     _maths(") = "), _maths("E", style="I"), _maths("Q", style="I", size=7, rise=-2.5), _maths("("), _maths("q", style="I"),
     _maths(")"), _maths("T", style="I", size=7, rise=4), _maths("E", style="I"), _maths("P", style="I", size=7, rise=-2.5),
     _maths("("), _maths("p", style="I"), _maths(") of their")],
    [_maths("vectors, where "), _maths("E", style="I"), _maths("Q", style="I", size=7, rise=-2.5), _maths(" and "),
     _maths("E", style="I"), _maths("P", style="I", size=7, rise=-2.5), _maths(" are two independent BERT")],
    [_maths("encoders with "), _maths("d", style="I"), _maths(" = 768 dimensions.")],
    [_maths("We train the encoder by minimising the loss of the")],
    [_maths("positive passage, in which every other passage of the")],
    [_maths("batch serves as a negative example:")],
]
# The display equation: (x offset in the column, rise above its axis, text, family, style, size).
_MATHS_DISPLAY = (
    (40, 0, "L(", "Times", "", 10), (52, 0, "q", "Symbol", "", 10), (58, 0, ") = ", "Times", "", 10),
    (76, 0, "-", "Symbol", "", 10), (83, 0, "log", "Times", "", 10),
    (100, 5, "exp(sim(q, p", "Times", "I", 9), (150, 7, "+", "Times", "", 6), (153, 5, "))", "Times", "I", 9),
    (104, -9, "S", "Symbol", "", 12), (112, -12, "j", "Times", "I", 6), (116, -9, "exp(sim(q, p", "Times", "I", 9),
    (166, -11, "j", "Times", "I", 6), (169, -9, "))", "Times", "I", 9),
    (218, 0, "(1)", "Times", "", 10),  # flush with the column's right edge, as LaTeX sets it
)
_MATHS_LEFT_BOTTOM: list[list[Segment]] = [
    [_maths("where the sum runs over all "), _maths("n", style="I"), _maths(" passages of the batch. With")],
    [_maths("a fraction "), _maths("1", size=7, rise=3.5), _maths("/", size=7), _maths("2", size=7, rise=-2.5),
     _maths(" of the negatives drawn from BM25,")],
    [_maths("accuracy improves from 59.1% to 78.4% on the test set.")],
]


def _set_segments(pdf: FPDF, x: float, top: float, lines: list[list[Segment]], leading: float = 12.0) -> float:
    """Each line's segments one after another, each at its own size and rise; returns the
    baseline below the last line."""
    for number, segments in enumerate(lines):
        cursor = x
        for text, family, style, size, rise in segments:
            pdf.set_font(family, style, size)
            pdf.text(cursor, top + leading * number - rise, text)
            cursor += pdf.get_string_width(text)
    return top + leading * len(lines)


def maths_columns_pdf() -> bytes:
    """Two columns; the left one holds inline mathematics and a display equation numbered (1)."""
    pdf = _letter_page()
    below = _set_segments(pdf, 72, 100, _MATHS_LEFT_TOP)
    axis = below + 14
    for dx, rise, text, family, style, size in _MATHS_DISPLAY:
        pdf.set_font(family, style, size)
        pdf.text(72 + dx, axis - rise, text)
    _set_segments(pdf, 72, axis + 24, _MATHS_LEFT_BOTTOM)
    pdf.set_font("Times", "", 10)
    _set_column(pdf, 320, 100, 228, MATHS_RIGHT, leading=12)
    return bytes(pdf.output())


PREPRINT_NOTICE = (
    "bioRxiv preprint doi: https://doi.org/10.1101/2024.03.11.584321; this version posted March 14, 2024. The copyright holder for this preprint",
    "(which was not certified by peer review) is the author/funder, who has granted bioRxiv a license to display the preprint in perpetuity. It is made",
    "available under aCC-BY 4.0 International license.",
)


def preprint_pages_pdf(pages: int = 3) -> bytes:
    """A bioRxiv-style preprint: on every page the small three-line notice at the top, the
    body in numbered printed lines, the page number at the foot."""
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_auto_page_break(False)
    printed = _printed_lines(LINE_NUMBERED_SENTENCES * 4 * pages)
    per_page = -(-len(printed) // pages)
    number = 1
    for page in range(pages):
        pdf.add_page()
        pdf.set_font("Helvetica", "", 6.5)
        for row, text in enumerate(PREPRINT_NOTICE):
            pdf.text(40, 22 + 8 * row, text)
        y = 90.0
        for text in printed[page * per_page : (page + 1) * per_page]:
            pdf.set_font("Helvetica", "", 7)
            pdf.text(40, y, str(number))
            number += 1
            pdf.set_font("Helvetica", "", 10)
            pdf.text(90, y, text)
            y += 16.0
        pdf.set_font("Helvetica", "", 9)
        pdf.text(300, 770, str(page + 1))
    return bytes(pdf.output())


ACM_ABSTRACT = (
    "When a patient reads a medical paper, the jargon and the structure of the paper stand in",
    "the way. We introduce a reading interface that defines unfamiliar terms and summarises",
    "each section in plain language. In a study with twelve readers, those who used the",
    "interface had an easier time reading the papers than those who used a typical PDF reader,",
    "with no loss in comprehension. The results suggest that guidance towards the passages",
    "that answer a reader's questions makes medical papers easier to approach.",
)


def unlabelled_abstract_pdf(notice: bool = False) -> bytes:
    """An ACM-journal first page: the title, an author block in capitals with affiliations,
    the abstract set smaller than the body and printed without a heading, "CCS Concepts" and
    keywords, then "1 INTRODUCTION". With ``notice`` a copyright notice in the same small
    prose stands before the abstract."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 16)
    pdf.text(72, 70, "Plain Reading: Making Medical Papers Approachable")
    pdf.set_font("Times", "", 9)
    authors = ("ANA LIMA, University of Lisbon, Portugal", "PIOTR NOWAK, Institute for Computer Science, Poland",
               "MEI CHEN, Centre for Health Informatics, Singapore")
    for number, text in enumerate(authors):
        pdf.text(72, 100 + 11 * number, text)
    top = 150
    pdf.set_font("Times", "", 8)
    if notice:
        for number, text in enumerate((
                "Permission to make digital or hard copies of all or part of this work for personal or classroom use",
                "is granted without fee provided that copies are not made or distributed for profit or commercial",
                "advantage and that copies bear this notice and the full citation on the first page. Copyrights for",
                "components of this work owned by others than the authors must be honored. Abstracting with credit is")):
            pdf.text(72, top + 10 * number, text)
        top += 55
    for number, text in enumerate(ACM_ABSTRACT):
        pdf.text(72, top + 10 * number, text)
    top += 10 * len(ACM_ABSTRACT) + 14
    pdf.text(72, top, "CCS Concepts: Human-centered computing; Empirical studies in interaction design; User studies.")
    pdf.text(72, top + 14, "Additional Key Words and Phrases: plain language summaries; medical papers; reading")
    pdf.set_font("Times", "B", 10)
    pdf.text(72, top + 44, "1 INTRODUCTION")
    pdf.set_font("Times", "", 10)
    for number in range(20):
        pdf.text(72, top + 62 + 12 * number, f"Body line {number} of the introduction says why reading papers is hard.")
    return bytes(pdf.output())


# Sentences that run from the foot of a page onto the next: (start, end) per page break.
WIDE_MARGIN_SENTENCES = (("Readers who were shown plain summaries finished the paper sooner than",
                          "readers who were not, in the first trial."),
                         ("Nurses found the glossary more useful than", "the section summaries, and said so."),
                         ("Most questions were answered in the results section rather than",
                          "in the abstract, whatever the reader's training."))


def wide_margin_pages_pdf(pages: int = 6) -> bytes:
    """ACM's small journal format printed on letter paper: the running head (the short title
    on odd pages, the page number alone on even ones) stands 9.5% below the top edge, outside
    a fixed 9% margin; a sentence runs from the foot of each page onto the next."""
    pdf = _letter_page()
    for page in range(1, pages + 1):
        if page > 1:
            pdf.add_page()
            pdf.set_font("Times", "", 9)
            pdf.text(110, 75, f"Plain Summaries for Medical Papers {page}" if page % 2 else str(page))
        else:
            pdf.set_font("Times", "B", 14)
            pdf.text(110, 90, "Plain Summaries for Medical Papers")
        pdf.set_font("Times", "", 10)
        lines = [f"Body line {row} of page {page} holds a full sentence about reading." for row in range(38)]
        if 1 < page <= len(WIDE_MARGIN_SENTENCES) + 1:
            lines[0] = WIDE_MARGIN_SENTENCES[page - 2][1]
        if page <= len(WIDE_MARGIN_SENTENCES):
            lines.append(WIDE_MARGIN_SENTENCES[page - 1][0])
        for row, text in enumerate(lines):
            pdf.text(110, 130 + 14 * row, text)
    return bytes(pdf.output())


DVIPS_TEXT = ("Motivated by the present interest in the heavy quark effective theory, we use the spectator "
              "equation for the bound states of heavy quarks. Our results agree with 12.5 measurements.")
DVIPS_PIXELS_PER_EM = 41.5  # a 10 pt font at 300 dpi


def dvips_pdf(rotate: int = 0, turned_text: bool | None = None) -> bytes:
    """A page as dvips writes TeX's bitmap fonts: a Type 3 font in pixel units with y down
    (``/FontMatrix [1 0 0 -1 0 0]``, shown at ``0.24 Tf``), each glyph named by the character
    of its code (``/.``, ``/#0B`` for the "ff" ligature, OT1), a line's word gaps and kerns in
    one TJ array ("Mo" -2000 "del"). ``rotate``: the page's /Rotate; the text is drawn turned
    the other way so that it reads upright as shown (``turned_text`` False: drawn upright in
    user space all the same, as a page marked turned by mistake)."""
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Times", "", 1000)
    ligatures = {"ff": 0x0B, "fi": 0x0C}
    codes = sorted({ord(char) for char in DVIPS_TEXT if char != " "} | set(ligatures.values()))
    widths = {code: round(helper.get_string_width(chr(code)) * DVIPS_PIXELS_PER_EM / 1000) for code in codes
              if code >= 32}
    widths |= {code: round(helper.get_string_width(pair) * DVIPS_PIXELS_PER_EM / 1000)
               for pair, code in ligatures.items()}
    differences = " ".join(f"{code} /#{code:02X}" if code < 33 or chr(code) in "()<>[]{}/%#" else f"{code} /{chr(code)}"
                           for code in codes)
    procs = " ".join(f"/#{code:02X} 9 0 R" if code < 33 else f"/{chr(code)} 9 0 R" for code in codes)
    first, last = codes[0], codes[-1]
    width_array = " ".join(str(widths.get(code, 0)) for code in range(first, last + 1))
    turned = rotate in (90, 270) if turned_text is None else turned_text
    shows = []
    baseline = 540.0 if turned else 700.0  # on the page as shown: 792 wide and 612 high when turned
    for line in _printed_lines([DVIPS_TEXT], 60):
        items = []
        for number, word in enumerate(line.split()):
            for pair, code in ligatures.items():
                word = word.replace(pair, chr(code))
            parts = [word[:2], word[2:]] if len(word) > 4 else [word]  # a kern inside longer words
            shown = []
            for part in parts:
                escaped = "".join(f"\\{ord(char):03o}" if ord(char) < 32 or char in "()\\" else char for char in part)
                shown.append(f"({escaped})")
            items.append((" -13000 " if number else "") + " -2000 ".join(shown))
        x = 72.0
        # FontMatrix x Tm x the turn = upright: /Rotate 270 shows user (x, y) at (792 - y, x),
        # /Rotate 90 at (y, 612 - x)
        if turned and rotate == 270:
            matrix = f"0 -1 -1 0 {baseline:.2f} {792 - x:.2f}"
        elif turned and rotate == 90:
            matrix = f"0 1 1 0 {612 - baseline:.2f} {x:.2f}"
        else:
            matrix = f"1 0 0 -1 {x:.2f} {baseline:.2f}"
        shows.append(f"BT /F1 0.24 Tf {matrix} Tm [{''.join(items)}] TJ ET")
        baseline -= 14
    content = "\n".join(shows).encode()
    rotate_entry = f" /Rotate {rotate}" if rotate else ""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]{rotate_entry} /Contents 4 0 R "
        f"/Resources << /Font << /F1 5 0 R >> >> >>".encode(),
        b"<< /Length %d >>stream\n" % len(content) + content + b"\nendstream",
        f"<< /Type /Font /Subtype /Type3 /FontMatrix [1 0 0 -1 0 0] /FontBBox [0 0 1000 1000] "
        f"/Resources << >> /CharProcs << {procs} >> /Encoding 6 0 R /FirstChar {first} /LastChar {last} "
        f"/Widths [{width_array}] >>".encode(),
        f"<< /Type /Encoding /Differences [{differences}] >>".encode(),
        b"<< >>",
        b"<< >>",
        b"<< /Length 7 >>stream\n0 0 d0\n\nendstream",
    ]
    return raw_pdf(objects)


def kern_justified_columns_pdf() -> bytes:
    """Two columns of 10 pt Helvetica; one right-column line is a TJ array whose words are set
    apart by kerns (-444: justification the way some journals' typesetters write it), its last
    words drawn after a font change where the line really goes on, at the same baseline. The TJ
    run's end, estimated from glyph widths with a space for each kern, falls 1.4 ems short."""
    left = [f"Left column sentence number {n} tells of the experiment." for n in range(24)]
    right = [f"Right column sentence {n} reports what the measurement showed." for n in range(24)]
    stream = [b"BT /F1 10 Tf 12 TL"]
    for n, text in enumerate(left):
        stream.append(b"1 0 0 1 60 %d Tm (%s) Tj" % (740 - 12 * n, text.encode()))
    for n, text in enumerate(right):
        if n == 12:
            words = b"(Kinetic) -444 (analysis) -444 (revealed) -444 (a) -444 (decrease) -444 (in) -444 (affinity) -444 (for)"
            # as a typesetter writes it: 1 pt fonts scaled by the matrix, moves in text space
            stream.append(b"/F1 1 Tf 10 0 0 10 308 %d Tm -0.0001 Tc [%s] TJ /F2 1 Tf 23.34 0 TD (33RE) Tj /F1 1 Tf 2.67 0 TD "
                          b"(upon mutating.) Tj /F1 10 Tf" % (740 - 12 * n, words))
            continue
        stream.append(b"1 0 0 1 308 %d Tm (%s) Tj" % (740 - 12 * n, text.encode()))
    stream.append(b"ET")
    return one_page_raw_pdf(b"\n".join(stream), [b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
                                                  b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>"])


SIDEBAR_EXAMPLE = ('"New Orleans opened up a 28-0 halftime lead and cruised to a', '31-15 victory over the 49ers."')
CUT_LINE = "The initial release of the scoring domain is"


QUESTION_HEADING = "7.1 How did participants use the reading features?"


def sentence_headings_pdf(question: bool = False) -> bytes:
    """Lines set in bold above the body size that are no headings, as a magazine sets them: an
    example sentence quoted in a sidebar (two lines, ending in a closing quote), a line cut at
    "is", a figure's quoted values (AI Magazine 2010 read all three as section names; the core
    fonts have no curly quotes, so straight ones stand in)."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 20)
    pdf.text(72, 50, "Adapting Extraction to Domain Relations")
    pdf.set_font("Times", "B", 12)
    pdf.text(72, 80, "Domain Adaptation")
    pdf.text(72, 110, SIDEBAR_EXAMPLE[0])
    pdf.text(72, 124, SIDEBAR_EXAMPLE[1])
    pdf.text(72, 160, CUT_LINE)
    pdf.text(72, 196, 'FinalScore: "28", "0"')
    if question:
        pdf.text(72, 216, QUESTION_HEADING)
    pdf.set_font("Times", "", 9)  # the body, in smaller type: the most characters
    for number in range(30):
        pdf.text(72, 230 + 11 * number, f"Line {number} of the running text explains how the domain relations are learned.")
    return bytes(pdf.output())


HANGING_ITEMS = ("\u2022 We validate our tracing techniques in an implementation",
                 "based on the interpreter, achieving large speedups on many programs.",
                 "\u2014the performance of the algorithm can be significantly better than",
                 "the theoretical bound when each disk has a small storage capacity.")
HANGING_NEXT = "The second paragraph starts after a full stop, indented as a new paragraph is."


def hanging_punctuation_pdf() -> bytes:
    """A bullet and a dash set out in the margin, each line's sentence going on under it one
    character in (poppler reads them as one line run), then a paragraph with a first-line indent."""
    pdf = _letter_page()
    pdf.core_fonts_encoding = "cp1252"  # WinAnsi holds the bullet and the em dash
    pdf.set_font("Times", "", 10)
    y = 100.0
    for start in (0, 2):
        first, rest = HANGING_ITEMS[start], HANGING_ITEMS[start + 1]
        pdf.text(72, y, first)
        pdf.text(82, y + 12, rest)  # the text's margin: a bullet and its space, an em dash
        y += 24
    pdf.text(72, y, "The list ends here with a sentence that runs to the right margin of the page.")
    pdf.text(84, y + 12, HANGING_NEXT)
    pdf.text(72, y + 24, "A second line of the new paragraph goes on at the margin as body text does.")
    return bytes(pdf.output())


def _bold_title_between(pdf: FPDF, title: str, left: float, right: float | None, baseline: float) -> None:
    """``title`` in bold at the 10 pt body size, centred between ``left`` and ``right`` (at ``left``
    when ``right`` is None)."""
    pdf.set_font("Times", "B", 10)
    pdf.text(left if right is None else (left + right - pdf.get_string_width(title)) / 2, baseline, title)


def bold_centred_title_pdf(centred: bool = True) -> bytes:
    """A front page whose title is set in bold at the body size, centred over the text (AASTeX
    6.3, an APA manuscript): nothing on the page is larger and nothing is in capitals.
    ``centred=False``: the same bold line at the left margin, a run-in heading, not a title."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 8)
    pdf.text(72, 60, "Draft version February 26, 2021")
    body = [f"Body line {number}: we describe the sample in the style the journal asks for here." for number in range(14)]
    pdf.set_font("Times", "", 10)
    right = 72 + max(pdf.get_string_width(text) for text in body)
    _bold_title_between(pdf, "Template Article with Worked Examples of Tables", 72, right if centred else None, 110)
    pdf.set_font("Times", "", 9)
    authors = "Greg J. Schwarz and August Muench"
    pdf.text((72 + right - pdf.get_string_width(authors)) / 2, 130, authors)
    pdf.set_font("Times", "", 10)
    for number, text in enumerate(body):
        pdf.text(72, 190 + 12 * number, text)
    return bytes(pdf.output())


SIDEBAR_TITLE = ("elsarticle.cls - A better", "way to format your", "document")


def repeated_title_pdf() -> bytes:
    """A guide whose every page repeats its title in a band at the top, set large over three
    lines beside a box of links (elsarticle's documentation). The two lines inside page one's
    top band are running lines there as on every page; the third, below the band, was read as
    the whole title ("document")."""
    pdf = _letter_page()
    body = "The class is built upon the standard article class and needs few other packages to work."
    for page in (1, 2, 3, 4):
        if page > 1:
            pdf.add_page()
        pdf.set_font("Helvetica", "", 18)
        for number, text in enumerate(SIDEBAR_TITLE):
            pdf.text(46, 36 + 22 * number, text)
        pdf.set_font("Helvetica", "", 10)
        pdf.text(376, 40, "QUICK LINKS")
        pdf.text(376, 56, "Introduction    Usage")
        for number in range(36):
            pdf.text(72, 140 + 14 * number, f"Page {page} line {number}: {body}")
    return bytes(pdf.output())


def paper_number_pdf() -> bytes:
    """An ASME conference paper's first page: the paper number ("IMECE2023-XXXX") set in a
    larger size than anything else, above a title in bold at the body size, centred. The
    number was read as the title."""
    pdf = _letter_page()
    pdf.set_font("Times", "B", 9)
    pdf.text(330, 50, "Proceedings of the ASME 2023 Mechanical Engineering Congress")
    pdf.set_font("Times", "B", 14.5)
    pdf.text(450, 110, "IMECE2023-XXXX")
    body = [f"Line {number}: the text runs in two columns as the society asks." for number in range(20)]
    pdf.set_font("Times", "", 10)
    right = 318 + max(pdf.get_string_width(text) for text in body)
    _bold_title_between(pdf, "A TEMPLATE FOR ASME CONFERENCE PAPERS: asmeconf.cls", 54, right, 160)
    pdf.set_font("Times", "", 10)
    for number, text in enumerate(body):
        pdf.text(54, 220 + 12 * number, text)
        pdf.text(318, 220 + 12 * number, text)
    return bytes(pdf.output())


def short_first_line_title_pdf() -> bytes:
    """A vignette's title over two lines of one size, as snpStats sets it: a first line ("Fst") too
    short to be a title candidate on its own over "The algorithm used in snpStats". Only the second
    line was read."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 20)
    for text, baseline in (("Fst", 135), ("The algorithm used in snpStats", 160)):
        pdf.text(306 - pdf.get_string_width(text) / 2, baseline, text)
    pdf.set_font("Times", "", 13)
    pdf.text(260, 195, "David Clayton")
    pdf.set_font("Times", "B", 20)
    pdf.text(72, 270, "F statistics for diversity of groups")
    pdf.set_font("Times", "", 12)
    for number in range(28):
        pdf.text(72, 300 + 15 * number, f"Line {number}: there is a very large literature on this topic, and more.")
    return bytes(pdf.output())


def section_set_larger_than_title_pdf(section: str) -> bytes:
    """A vignette whose first section's name ("1 Introduction", "Contents") is set larger (17 pt)
    than its title (13.9 pt), as the survival package's are: the section name was read as the title."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 13.9)
    pdf.text(215, 176, "Adjusted Survival Curves")
    pdf.set_font("Times", "", 11.3)
    pdf.text(147, 205, "Terry M Therneau, Cynthia S Crowson, Elizabeth J Atkinson")
    pdf.set_font("Times", "", 17)
    pdf.text(98, 272, section)
    pdf.set_font("Times", "", 11)
    for number in range(28):
        pdf.text(98, 294 + 13 * number, f"Line {number}: suppose we want to see how some factor influences survival.")
    return bytes(pdf.output())


def wrapped_title_pdf(first: str, second: str, third: str = "") -> bytes:
    """A title over two or three lines at 14.3 pt, then authors and body text at 10 pt. The lines
    a title wraps to may hold a word a masthead holds ("... Class for" / "Computer Science
    Proceedings Papers", llncs's guide): the title was cut after its first line."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 14.3)
    for number, text in enumerate(line for line in (first, second, third) if line):
        pdf.text(306 - pdf.get_string_width(text) / 2, 126 + 18 * number, text)
    pdf.set_font("Times", "", 10)
    pdf.text(250, 200, "Anna A. Author and Barry B. Author")
    for number in range(30):
        pdf.text(72, 240 + 12 * number, f"Line {number}: copy the class file to a directory that LaTeX searches.")
    return bytes(pdf.output())


def dated_title_in_running_heads_pdf() -> bytes:
    """A class guide whose title ends in its date ("The ijsra-class, Version 1.1 – 2017/07/24"), set at 17 pt on
    page one and repeated small at the head of every later page: the running heads named it a journal banner
    (words before a year, on two pages or more) and the author's line was read as the title."""
    title = "The ijsra-class, Version 1.1 - 2017/07/24"
    pdf = _letter_page()
    pdf.set_font("Times", "", 9)
    pdf.text(72, 50, "International Journal of Student Research in Archaeology | IJSRA")
    pdf.set_font("Times", "", 17.2)
    pdf.text(72, 140, title)
    pdf.set_font("Times", "", 14.3)
    pdf.text(220, 180, "Lukas C. Bossert")
    for page in (1, 2, 3):
        if page > 1:
            pdf.add_page()
            pdf.set_font("Times", "", 9)
            pdf.text(72, 50, title)
        pdf.set_font("Times", "", 11)
        for number in range(30):
            pdf.text(72, 220 + 14 * number, f"Page {page} line {number}: this is the documentation of the class.")
    return bytes(pdf.output())


def capitals_title_with_symbol_pdf() -> bytes:
    """An R News article: its title in capitals at the body size holds a one-letter symbol in lower
    case ("ON MULTIVARIATE t AND GAUSS PROBABILITIES IN R"); the authors in smaller capitals below.
    No title was read."""
    return _front_page([
        ("", 10, 150, 110, "ON MULTIVARIATE t AND GAUSS PROBABILITIES IN R"),
        ("", 8, 170, 130, "TORSTEN HOTHORN, FRANK BRETZ, AND ALAN GENZ"),
    ], "the numerical computation of a multivariate normal probability is often difficult.")


TIGHT_WORDS = ["If", "a", "reference", "has", "several", "authors,", "natbib", "will", "use", "et", "al."]


def wide_declared_space_pdf() -> bytes:
    """A justified line as pdfTeX writes a T1-encoded Times: words in one TJ array, their gaps
    shrunk to 0.15 em (-150), in a font whose /Widths give code 32 (the T1 visible space, never
    shown) 500 units: pypdf measured the gaps against that 0.5 em space."""
    words = b" -150 ".join(b"(%s)" % word.encode() for word in TIGHT_WORDS)
    content = b"BT /F1 10 Tf 1 0 0 1 72 700 Tm [" + words + b"] TJ ET"
    widths = b" ".join(b"500" for _ in range(21, 256))
    font = (b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /FirstChar 21 /LastChar 255 /Widths [%s] "
            b"/Encoding << /Type /Encoding /Differences [21 /endash 27 /ff /fi /fl] >> "
            b"/FontDescriptor << /Type /FontDescriptor /FontName /Times-Roman /Flags 4 "
            b"/FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 700 /Descent -200 /CapHeight 650 /StemV 80 >> >>"
            % widths)
    return one_page_raw_pdf(content, [font])



def thesis_cover_pdf(genre: str) -> bytes:
    """A thesis cover: the kind of document (``genre``, "Master's Thesis") set at 26 pt above the title
    at 16 pt, the author at 14 pt, then a page of 12 pt text (as ShanghaiTech's and BJFU's covers set
    "硕士学位论文" and "本科毕业论文(设计)" over the title)."""
    return title_block_pdf((("B", 26, 200, genre), ("B", 16, 280, THESIS_TITLE), ("", 14, 330, "Anna A. Author")))


def title_block_pdf(block: tuple[tuple[str, float, float, str], ...]) -> bytes:
    """Page one's title block, each line (style, size, baseline, text) centred, then a page of 12 pt text."""
    pdf = _letter_page()
    body = tuple(("", 12, 400 + 14 * number, f"Line {number}: the recommender ranks films by paths in the graph.")
                 for number in range(24))
    for style, size, baseline, text in block + body:
        pdf.set_font("Times", style, size)
        pdf.text(98 if size == 12 else 306 - pdf.get_string_width(text) / 2, baseline, text)
    return bytes(pdf.output())


THESIS_TITLE = "Movie Recommender System Based on Knowledge Graph"
LOGO_LINES = ("The class is written for", "and needs a recent distribution of it.")


def latex_logo_pdf() -> bytes:
    """A paragraph whose first line ends in the LaTeX logo as TeX sets it: "L", a small raised "A",
    "T", an "E" of the line's size lowered half an ex (2.15 pt at 10 pt), "X". The lowered E stood
    0.2 em from its line and was read as a line of its own ("LAT X" / "E"), which broke the paragraph."""
    pdf = _letter_page()
    pdf.set_font("Times", "", 10)
    pdf.text(72, 200, LOGO_LINES[0])
    x = 72 + pdf.get_string_width(LOGO_LINES[0] + " ")
    for letter, size, rise, kern in (("L", 10, 0, -3.6), ("A", 7, 2.1, -1.5), ("T", 10, 0, -1.7),
                                     ("E", 10, -2.15, -1.2), ("X", 10, 0, 0)):
        pdf.set_font("Times", "", size)
        pdf.text(x, 200 - rise, letter)
        x += pdf.get_string_width(letter) + kern + (0 if letter != "L" else 0)
    pdf.set_font("Times", "", 10)
    pdf.text(72, 212, LOGO_LINES[1])
    for number in range(20):
        pdf.text(72, 236 + 12 * number, f"Line {number}: more of the guide follows here in the body text.")
    return bytes(pdf.output())


VARIANT_GLYPH_LINES = ("The study enrolled 1290 patients across 12 sites between 2017 and 2019.",
                       "Its small capitals and old-style figures are named by their variants in the font.",
                       "A reader that maps only whole glyph names prints those names instead of the text.",
                       "Poppler reads each name up to its first period, as the Adobe glyph list asks.")


def variant_glyph_names_pdf() -> bytes:
    """A page in a Type 1 font without a ToUnicode map whose encoding names its digits and lower-case
    letters by variant glyph names ("/one.taboldstyle", "/a.sc"), as pdfTeX writes a font's old-style
    figures and small capitals (ArsClassica's guide, the Rcpp vignettes): pypdf printed the names."""
    digits = b" ".join(b"/%s.taboldstyle" % name for name in
                       (b"zero", b"one", b"two", b"three", b"four", b"five", b"six", b"seven", b"eight", b"nine"))
    letters = b" ".join(b"/%s.sc" % bytes([code]) for code in range(ord("a"), ord("z") + 1))
    font = (b"<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding << /Type /Encoding "
            b"/BaseEncoding /WinAnsiEncoding /Differences [48 " + digits + b" 97 " + letters + b"] >> >>")
    shown = b" ".join(b"(%s) Tj 0 -14 Td" % line.encode("ascii") for line in VARIANT_GLYPH_LINES * 3)
    content = b"BT /F1 11 Tf 72 700 Td " + shown + b" ET"
    return one_page_raw_pdf(content, [font])


BUILTIN_ENCODING_LINES = ("Sample MLA Document. Set in a subset of TeX Gyre Termes X, 2020.",
                          "Its font program lists the glyph A at code 33, its font dictionary by the usual codes.",
                          "A reader that lets the program win prints every capital in lower case and a period as N.")
_GLYPH_NAMES = {".": "period", ",": "comma", "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four",
                "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine", " ": "space"}


def builtin_encoding_pdf(agree: bool = False, beyond: tuple[int, ...] = ()) -> bytes:
    """A page in an embedded Type 1 font without a ToUnicode map whose program's own encoding
    names the glyph of code c + 32 at code c ("dup 33 /A put", "dup 46 /N put", lower case where
    the font dictionary's /Differences name capitals), as the pdfTeX subset of TeX Gyre Termes X in
    the MLA class sample does; its /Differences name each code's glyph. ``agree``: the program's
    encoding is the /Differences' own; ``beyond``: codes past one byte the program lists too (a hostile
    file's)."""
    def name(char: str) -> str:
        return _GLYPH_NAMES.get(char, char)

    codes = sorted({ord(char) for line in BUILTIN_ENCODING_LINES for char in line if char != " "})
    shifted = {code: chr(code + 32) for code in codes if code + 32 < 127 and (chr(code + 32).isalnum()
                                                                            or chr(code + 32) in _GLYPH_NAMES)}
    program = {code: chr(code) if agree or code not in shifted else shifted[code] for code in codes}
    listed = [*program.items(), *((code, "A") for code in beyond)]
    encoding = "\n".join(f"dup {code} /{name(char)} put" for code, char in listed)
    font_program = (f"%!PS-AdobeFont-1.0: TeXGyreTermesX-Regular\n/FontName /ABCDEF+TeXGyreTermesX-Regular def\n"
                    f"/Encoding 256 array\n0 1 255 {{1 index exch /.notdef put}} for\n{encoding}\nreadonly def\n"
                    f"currentdict end\ncurrentfile eexec\n").encode("ascii")
    helper = FPDF(unit="pt")
    helper.add_page()
    helper.set_font("Times", "", 1000)
    widths = " ".join(str(round(helper.get_string_width(chr(code)))) for code in range(32, 127))
    differences = " ".join(f"{code} /{name(chr(code))}" for code in codes)
    shown = " ".join(f"({line}) Tj 0 -14 Td" for line in BUILTIN_ENCODING_LINES * 3)
    content = f"BT /F1 11 Tf 72 700 Td {shown} ET".encode("ascii")
    font = (f"<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+TeXGyreTermesX-Regular /FirstChar 32 /LastChar 126 "
            f"/Widths [{widths}] /Encoding << /Type /Encoding /Differences [{differences}] >> "
            f"/FontDescriptor 6 0 R >>").encode("ascii")
    return one_page_raw_pdf(content, [font], after=(
        b"<< /Type /FontDescriptor /FontName /ABCDEF+TeXGyreTermesX-Regular /Flags 4 /FontBBox [0 -250 1000 900] "
        b"/ItalicAngle 0 /Ascent 700 /Descent -200 /CapHeight 660 /StemV 80 /FontFile 7 0 R >>",
        b"<< /Length %d /Length1 %d /Length2 0 /Length3 0 >>stream\n" % (len(font_program), len(font_program))
        + font_program + b"\nendstream",
    ))


# Adobe-GB1 CIDs of "西北农林科技大学学位论文模板" and "本文采用不同字体表示不同内容。" (the collection's table)
GB1_TITLE = "西北农林科技大学学位论文模板"
GB1_TITLE_CIDS = (3846, 1050, 2922, 2591, 2387, 2095, 1398, 4048, 4048, 3786, 2690, 3795, 2822, 1008)
GB1_SENTENCE = "本文采用不同字体表示不同内容。"
GB1_SENTENCE_CIDS = (1063, 3795, 1168, 4264, 1154, 3677, 4659, 3640, 1110, 3413, 1154, 3677, 2877, 3256, 98)


def cid_collection_pdf(cid_set: bool = True, ordering: str = "GB1") -> bytes:
    """A page in a CID font of the Adobe-GB1 collection with an Identity-H encoding and no ToUnicode
    map, each code a glyph's CID, as xdvipdfmx writes the Fandol fonts (nwafuthesis's and cquthesis's
    guides): pypdf printed each CID as the Unicode character of its number. ``cid_set``: the descriptor
    lists the subset's CIDs in a /CIDSet (else its /W array gives their widths); ``ordering``: the
    collection named in /CIDSystemInfo."""
    cids = sorted(set(GB1_TITLE_CIDS + GB1_SENTENCE_CIDS))
    bits = bytearray((max(cids) + 8) // 8)
    for cid in cids:
        bits[cid // 8] |= 0x80 >> (cid % 8)
    def shown(codes: tuple[int, ...]) -> str:
        return "<" + "".join(f"{code:04X}" for code in codes) + ">"

    lines = [GB1_TITLE_CIDS] + [GB1_SENTENCE_CIDS] * 6
    shows = " ".join(f"{shown(line)} Tj 0 -18 Td" for line in lines)
    content = f"BT /F1 12 Tf 72 700 Td {shows} ET".encode("ascii")
    widths = "" if cid_set else " /W [" + " ".join(f"{cid} [1000]" for cid in cids) + "]"
    set_entry = b" /CIDSet 8 0 R" if cid_set else b""
    font = (b"<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+FandolSong-Regular-Identity-H /Encoding /Identity-H "
            b"/DescendantFonts [6 0 R] >>")
    return one_page_raw_pdf(content, [font], after=(
        f"<< /Type /Font /Subtype /CIDFontType0 /BaseFont /ABCDEF+FandolSong-Regular /CIDSystemInfo << /Registry "
        f"(Adobe) /Ordering ({ordering}) /Supplement 5 >> /FontDescriptor 7 0 R /DW 1000{widths} >>".encode("ascii"),
        b"<< /Type /FontDescriptor /FontName /ABCDEF+FandolSong-Regular /Flags 4 /FontBBox [0 -120 1000 880] "
        b"/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80" + set_entry + b" >>",
        b"<< /Length %d >>stream\n" % len(bits) + bytes(bits) + b"\nendstream",
    ))
