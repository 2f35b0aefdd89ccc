"""Title, headings and paragraphs from font geometry.

The body font is the size carrying the most characters. A heading is a short line set
larger than the body, or bold and standing apart, or numbered ("3.2 Training details");
its level comes from the numbering depth, else from its style (size, weight) ranked
against the other heading styles, so "3.2" nests under "3". The title is the largest
text in the upper part of page one that is neither a drop cap (one or two letters) nor a
publisher masthead. Front matter (authors, affiliations) between the title and the
first real section is kept apart from the evidence.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable

from .maths import continues_equation, is_display_maths
from .model import PdfBlock, PdfLine

# A section number starts at 1 ("0.87. The relation ..." is a wrapped decimal) and its
# title starts with a capital ("6 cannot drop ..." is a wrapped count).
_NUMBERED = re.compile(
    r"^(?P<num>(?:[1-9]\d?(?:\.\d{1,2}){0,3}\.?)|(?:[A-H]\.\d{1,2}(?:\.\d{1,2})*\.?)|(?:[IVX]{1,5}\.))\s+"
    r"(?P<title>[A-Z\u00C0-\u024F\u0391-\u03A9\"'\u201c(\[].*)$"
)
# "A Distant Supervision", "Appendix B Proofs", "C.1 Details": an appendix after the references.
_APPENDIX_LETTER = re.compile(r"^(?:Appendix\s+)?[A-H](?:\.\d{1,2})*\.?\s+[A-Z]")
_CLOSING = "”\"’')]"
_QUOTES = "“”\""
_NEVER_LAST = frozenset("is are was were".split())  # no heading line ends so (a wrapped one may end in "and", "of")
_CAPTION = re.compile(r"^(fig\.|figure|table|tab\.|algorithm|listing|eq\.|equation)\s*\S*\d", re.I)
# Journal names and publishing lines on page one. Whole words only, and "review(s)" /
# "letters" only as journal names: a title such as "... in Literature Reviews" is a title.
TITLE_SIZE_SPREAD = 0.1  # a title's lines may differ in size by this share of the largest (OCR)
# "Proceedings" and "Transactions" name a venue as "Proceedings of ...", "Transactions on ..." or beside a
# number ("ACL 2020 Proceedings"); a title may end in one ("Style template and guidelines for SPIE Proceedings",
# "A LaTeX-Package for IEEE PES Transactions").
_MASTHEAD = re.compile(
    r"\b(journal|vol\.|volume|issn|doi|arxiv|preprint|"
    r"published|accepted|submitted|received)\b|©|copyright|https?://|www\.|"
    r"\b(?:proceedings|transactions)\s+(?:of|on)\b|\b(?:proceedings|transactions)\b(?=.*\d)|"
    r"\d.*\b(?:proceedings|transactions)\b|"
    r"\b(physical|annual|chemical|clinical)\s+reviews?\b|\breviews?\s+of\b|\bletters\s*$|^\s*letters\b",
    re.I,
)
# One token of letters and digits: a paper number set above the title ("IMECE2023-XXXX" at 14.5 pt
# over ASME's 10 pt title), a report number; never a title.
_PAPER_NUMBER = re.compile(r"^\s*(?=\S*\d)(?=\S*[A-Za-z])\S+\s*$")
# A title line ending in one of these goes on in the next line, whatever that line holds ("Instructions for
# Using Springer's llncs Class for" / "Computer Science Proceedings Papers").
_DANGLING = frozenset("a an the of for and or in on with to by from at as into via about between".split())
# Front matter and section names set large on page one are never its title ("1 Introduction", "Contents").
_NEVER_TITLE = frozenset({"contents", "table of contents"})
_ABSTRACT_INLINE = re.compile(r"^abstract\s*[-—–.:]\s*", re.I)
KNOWN_TOP_LEVEL = {
    "abstract", "introduction", "references", "bibliography", "acknowledgments", "acknowledgements",
    "acknowledgment", "acknowledgement", "conclusion", "conclusions", "appendix", "related work",
    "keywords", "ccs concepts", "works cited", "literature cited", "discussion", "methods",
    "results", "background", "materials and methods", "results and discussion",
}
_TERMINAL = (".", "!", "?", ":", "”", '"')


def heading_key(text: str) -> str:
    """'3 Related Work' -> 'related work' (for matching names like references)."""
    match = _NUMBERED.match(text)
    title = match.group("title") if match else text
    key = re.sub(r"[^a-z ]+", "", title.lower()).strip()
    return "appendix" if key.startswith("appendix") else key


def body_size(lines: list[PdfLine]) -> float:
    sizes: Counter[float] = Counter()
    for line in lines:
        sizes[round(line.size * 2) / 2] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else 10.0


_YEAR = re.compile(r"\b(19|20)\d\d\b")
BANNER_MAX_WORDS = 5  # a journal's name ("Future Internet", "Nature Communications"), not a title
BANNER_MIN_PAGES = 2


def _letters_key(text: str) -> str:
    return " ".join(re.sub(r"[^a-z]+", " ", text.lower()).split())


def banner_names(lines: list[PdfLine]) -> frozenset[str]:
    """Journal names as the running lines print them: the words before the year in a line
    that repeats, year and all, on at least two pages after the first ("Future Internet 2023,
    15, 120" on every page names the "future internet" banner set large above page one's title).
    Titles repeated in running heads carry no year, so they are never taken for a banner."""
    pages: dict[str, set[int]] = {}
    for line in lines:
        year = _YEAR.search(line.text)
        if line.page < 2 or year is None:
            continue
        name = _letters_key(line.text[: year.start()])
        if name and len(name.split()) <= BANNER_MAX_WORDS:
            pages.setdefault(name, set()).add(line.page)
    return frozenset(name for name, seen in pages.items() if len(seen) >= BANNER_MIN_PAGES)


def find_title(lines: list[PdfLine], body: float, page_top: float, page_height: float,
               banners: frozenset[str] = frozenset()) -> list[PdfLine]:
    """Title lines on page one (possibly several lines), or [] when nothing stands out.

    ``banners`` are the journal names of the running lines (:func:`banner_names`): page one's
    journal banner is often the largest text on it (MDPI's "future internet"), never the title."""
    upper = [line for line in lines if line.page == 1 and line.baseline > page_top - 0.65 * page_height]
    candidates = [
        line
        for line in upper
        if sum(char.isalpha() for char in line.text) > 2
        and len(line.text) >= 4
        and line.size >= body * 1.15
        and not _a_banner(line.text, banners)
        and not _PAPER_NUMBER.match(line.text)
        and not _names_another_thing(line.text)
    ]
    if not candidates:
        return _capitals_title(upper, body) or _bold_title(upper, body, [line for line in lines if line.page == 1])
    biggest = max(line.size for line in candidates)
    # OCR'd sizes of one title's lines differ by up to a tenth (SIFT: 22.5 and 20.6 pt).
    same_size = max(0.5, TITLE_SIZE_SPREAD * biggest)
    first = next(line for line in candidates if abs(line.size - biggest) < same_size)
    ordered = sorted((line for line in upper if abs(line.size - biggest) < same_size), key=lambda l: -l.baseline)
    title = _lines_above(first, ordered, biggest, banners)
    for line in ordered:
        if line is first or line.baseline >= first.baseline:
            continue
        if title[-1].baseline - line.baseline <= 2.0 * biggest and not _VERSION_LINE.match(line.text) and (
                not _MASTHEAD.search(line.text) or _dangles(title[-1].text)):
            title.append(line)
        else:
            break
    # "The Dining Cryptographers Problem:" goes on in a smaller size on the next line.
    if title[-1].text.rstrip().endswith(":"):
        below = [line for line in upper if line.baseline < title[-1].baseline and line.size >= body * 1.15
                 and title[-1].baseline - line.baseline <= 2.2 * title[-1].size and not _MASTHEAD.search(line.text)]
        if below:
            title.append(max(below, key=lambda line: line.baseline))
    return title


SUBTITLE_MIN_SIZE = 1.3  # a subtitle is set this much above the body size, below the title's
SUBTITLE_MAX_GAP = 2.7  # ... and no farther below the title's last line than this many of the title's size
SUBTITLE_MAX_LINES = 3
# Lower-case words a name may hold ("Maria de Souza", "Ludwig van Beethoven", "Smith and Jones"): a line
# with no other lower-case word names people, not a subject.
_NAME_PARTICLES = frozenset("and van von de der den da di la le du del dos das y bin al et zu".split())
_BYLINE = re.compile(r"^\s*(?:by|von|par|por|door)\s+\S", re.I)  # "by Benedikt Gräler, Edzer Pebesma and ..."
_EDITION_WORDS = frozenset("version release revision draft edition".split())  # "udes-genie-these, version 3.0.1"
# What a thesis cover says under its title ("A thesis presented for the degree of Doctor of Philosophy")
_DEGREE_LINE = re.compile(r"\b(?:thesis|dissertation|degree|tesi|tesis|tese)\b", re.I)


def find_subtitle(lines: list[PdfLine], title: list[PdfLine], body: float) -> list[PdfLine]:
    """The line(s) right under the title, set smaller than it yet above the body size, that read as a
    phrase (``_has_a_subject_word``) and as nothing else set there (``_reads_as_subtitle``): "Technical
    Handbook" over "The LATEX Beilstein bundle for submissions to the / Beilstein Journal of
    Nanotechnology". Its next lines are its size and weight. An author line ("John D. Storey and
    Andrew J. Bass", "by Benedikt Gräler, ..."), an affiliation, a date, a version, an institution, a
    kind of document or the title again in another language is never one."""
    if not title:
        return []
    size = max(line.size for line in title)
    below = sorted((line for line in lines if line.page == 1 and line.baseline < title[-1].baseline),
                   key=lambda line: -line.baseline)
    if not below or title[-1].baseline - below[0].baseline > SUBTITLE_MAX_GAP * size:
        return []
    first = below[0]
    side_by_side = len(below) > 1 and abs(below[1].baseline - first.baseline) < 1.0
    if side_by_side or not body * SUBTITLE_MIN_SIZE <= first.size < size - 0.5:
        return []
    subtitle = [first]
    for line in below[1:SUBTITLE_MAX_LINES]:  # its next lines: of its size, at a line's distance
        if (abs(line.size - first.size) >= 0.5 or line.bold != first.bold
                or subtitle[-1].baseline - line.baseline > 1.6 * first.size):
            break  # (TUDa's bold "Die Dokumentenklasse tudapub" over its authors in the same size, not bold)
        subtitle.append(line)
    # the phrase is read in its first line, and in the next where the first ends in a function word
    # ("Documents and Documentations for LATEX at the / Humboldt-Universität zu Berlin (unofficial)")
    phrase = " ".join(line.text for line in subtitle[:2] if line is first or _dangles(first.text))
    if not _reads_as_subtitle(first.text) or not _has_a_subject_word(phrase):
        return []
    return [] if _restates(" ".join(line.text for line in subtitle), title[0].text) else subtitle


def _reads_as_subtitle(text: str) -> bool:
    """None of the other things set under a title: a byline, an e-mail, a degree, or what is never a title
    (``_names_another_thing``)."""
    return ("@" not in text and not _BYLINE.match(text) and not _DEGREE_LINE.search(text)
            and not _names_another_thing(text))


def _names_another_thing(text: str) -> bool:
    """A masthead, a section's name, a kind of document, an institution or a version: set large on page
    one, never its title nor its subtitle."""
    return bool(_MASTHEAD.search(text) or _names_a_section(text) or _names_a_genre(text)
                or _names_an_institution(text) or _VERSION_LINE.match(text))


def _has_a_subject_word(text: str) -> bool:
    """A lower-case word that is neither a name's particle, a function word nor an edition's (a package's
    name, "uwa-colours 1.0.0 (2019/08/31)", is a token, not a word; "Department of Statistics", "John D.
    Storey and Andrew J. Bass" and "udes-genie-these, version 3.0.1" hold none)."""
    words = [word.strip(".,;:!?()[]\"'“”‘’„") for word in text.split()]
    return any(len(word) > 1 and word.isalpha() and word.islower() and word not in _NAME_PARTICLES
               and word not in _FUNCTION_WORDS and word not in _EDITION_WORDS for word in words)


def _restates(text: str, title: str) -> bool:
    """Whether the line opens with the title's first word: the title again, translated ("Unizgklasa -
    primjer i kratke upute za korištenje" over "Unizgklasa - example file and short instructions")."""
    first, opening = title.split()[:1], text.split()[:1]
    return bool(first and opening) and len(first[0]) >= 4 and first[0].lower() == opening[0].lower()


def _a_banner(text: str, banners: frozenset[str]) -> bool:
    """A journal's name as the running lines print it, set alone on page one ("Future Internet"); a line
    that holds the year as well repeats a running line whole: a title with its date ("The ijsra-class,
    Version 1.1 – 2017/07/24" at the head of every page)."""
    return _letters_key(text) in banners and not _YEAR.search(text)


# What kind of document it is, set large on a thesis's cover above its title ("Master's Thesis",
# "Doctoral Dissertation", "Masterarbeit", "本科毕业论文(设计)", "硕士学位论文"): never the title.
_GENRE_WORDS = frozenset("thesis dissertation masterarbeit bachelorarbeit diplomarbeit doktorarbeit tesis tese "
                         "dissertação".split())
_GENRE_QUALIFIERS = frozenset("a the of in master master's masters bachelor bachelor's doctoral doctorate doctor "
                              "phd ph.d ph.d. undergraduate graduate senior honours honors diploma final "
                              "de mestrado doutorado doctorado maestría zum zur für".split())
# German names its kinds of paper in compounds: "Seminararbeit", "Abschlussarbeit", "Dissertationsprojekt";
# a thesis proposal is an "Exposé" ("Exposé zum Dissertationsprojekt").
_GERMAN_GENRE = re.compile(r"^(?:\w+arbeit|dissertations\w+|exposé|exposee)$")
_CHINESE_GENRE = re.compile(r"^(?:本科|学士|硕士|博士)?(?:研究生)?(?:学位|毕业)?论文(?:[(（]设计[)）])?$")


def _names_a_genre(text: str) -> bool:
    """A line that only says what kind of document this is (``_GENRE_WORDS``)."""
    bare = "".join(text.split())
    if _CHINESE_GENRE.match(bare):
        return True
    words = re.sub(r"[^\w'’.]+", " ", text.lower().replace("’", "'")).split()
    if len(words) >= 3 and all(len(word) == 1 for word in words):
        words = ["".join(words)]  # letter-spaced on a cover: "T E S I S"
    genre = [word in _GENRE_WORDS or bool(_GERMAN_GENRE.match(word)) for word in words]
    return any(genre) and all(named or word in _GENRE_QUALIFIERS for named, word in zip(genre, words))


# A line that only names the institution ("Universidad Nacional Autónoma de México", "Brandeis University",
# "南京大学"), set large on a cover above or below the title: never the title. (A title may name one
# further on: "A University of California Davis Dissertation/Thesis LaTeX Class File".)
_INSTITUTION = re.compile(
    r"^(?:universi|univerzit|uniwersytet|sveučilišt|institut|centro universit|faculdade|facultad|fakultät|"
    r"hochschule|école|escola|escuela)\w*(?:\s+[\w.'’-]+){0,6}$"
    r"|^(?:[A-Z][\w.'’-]+\s+){1,4}(?:University|fakultet|fakulta)$|^\w{2,10}大学$",
    re.I)
_NAME_JOINERS = frozenset("of de do da del della di du des zu für and y e et the in at u w v na "
                          "fakultet fakulta".split())


def _names_an_institution(text: str) -> bool:
    """Its name alone, every word but a function word capitalised (``_INSTITUTION``)."""
    text = text.strip()
    return bool(_INSTITUTION.match(text)) and all(
        not word[0].islower() or word.lower() in _NAME_JOINERS for word in text.split() if word[0].isalpha())


# A line that only gives the version ("Version 2.30.0", "v1.07 (2022/03/28)"), set in the title's size
# under it: never part of the title (a title that prints its version in its own line, "qrbill v1.07: ...",
# keeps it).
_VERSION_LINE = re.compile(r"^\s*(?:version|release|revision|rev\.|v\.?)\s*\d+(?:[.-]\d+)*[a-z]?"
                           r"(?:\s*\([^)]*\))?\s*$", re.I)


def _names_a_section(text: str) -> bool:
    """'1 Introduction', 'Contents', 'Abstract': a section's name, never a title."""
    return bool(_NUMBERED.match(text.strip())) or heading_key(text) in KNOWN_TOP_LEVEL | _NEVER_TITLE


def _dangles(text: str) -> bool:
    words = text.split()
    return bool(words) and words[-1].lower() in _DANGLING


def _lines_above(first: PdfLine, ordered: list[PdfLine], size: float, banners: frozenset[str]) -> list[PdfLine]:
    """``first`` and the lines of its size right above it, top first: a title's opening line read
    after its second ("LD vignette" over "Measures of linkage disequilibrium"), or too short to be
    a candidate on its own ("Fst" over "The algorithm used in snpStats")."""
    title = [first]
    for line in reversed([line for line in ordered if line.baseline > first.baseline]):
        if (line.baseline - title[0].baseline <= 2.0 * size and not _MASTHEAD.search(line.text)
                and _letters_key(line.text) not in banners and any(char.isalpha() for char in line.text)
                and not _VERSION_LINE.match(line.text) and not _names_an_institution(line.text)):
            title.insert(0, line)
        else:
            break
    return title


def _capitals_title(upper: list[PdfLine], body: float) -> list[PdfLine]:
    """A title set in capitals at the body size (AASTeX: "THE SIZE DISTRIBUTION OF NEAR
    EARTH OBJECTS ..."), when no line of page one is larger: the highest line of at least
    three words in capitals, and the capitals lines of its size right below it."""
    def capitals(line: PdfLine) -> bool:
        # (a one-letter word may be a symbol in its own case: "ON MULTIVARIATE t AND GAUSS PROBABILITIES")
        letters = [char for word in line.text.split() if len(word) > 1 for char in word if char.isalpha()]
        return (len(line.text.split()) >= 3 and len(letters) >= 10 and all(char.isupper() for char in letters)
                and line.size >= body * 0.95 and not _MASTHEAD.search(line.text))

    return _title_lines(upper, capitals, capitals)


def _title_lines(upper: list[PdfLine], starts: Callable[[PdfLine], bool],
                 continues: Callable[[PdfLine], bool]) -> list[PdfLine]:
    """The highest line of ``upper`` that ``starts`` a title, and the lines of its size right
    below it (two of its sizes apart at most) that ``continues`` it."""
    ordered = sorted(upper, key=lambda line: -line.baseline)
    first = next((line for line in ordered if starts(line)), None)
    if first is None:
        return []
    title = [first]
    for line in ordered:
        if line.baseline >= first.baseline:
            continue
        if (continues(line) and abs(line.size - first.size) < 0.5
                and title[-1].baseline - line.baseline <= 2.0 * first.size):
            title.append(line)
        else:
            break
    return title


CENTRED_SHARE = 0.05  # a centred line's middle lies within this share of the text width of the text's middle


def _bold_title(upper: list[PdfLine], body: float, page_one: list[PdfLine]) -> list[PdfLine]:
    """A title set in bold at the body size, centred (AASTeX 6.3: "Template AASTeXArticle
    with Examples", an APA manuscript), when no line is larger and none is in capitals: the
    highest such line of at least three words that is not a sentence or a heading, and the
    bold centred lines of its size right below it (centred in page one's text width)."""
    body_lines = [line for line in page_one if abs(line.size - body) < 0.5]
    if not body_lines:
        return []
    left, right = min(line.x0 for line in body_lines), max(line.x1 for line in body_lines)

    def centred_bold(line: PdfLine) -> bool:
        middle = (line.x0 + line.x1) / 2
        return (line.bold and line.size >= body * 0.95
                and abs(middle - (left + right) / 2) <= CENTRED_SHARE * (right - left)
                and line.x1 - line.x0 < 0.95 * (right - left) and not _MASTHEAD.search(line.text))

    def starts(line: PdfLine) -> bool:
        return (centred_bold(line) and len(line.text.split()) >= 3 and not _NUMBERED.match(line.text)
                and not line.text.rstrip().endswith("."))

    return _title_lines(upper, starts, centred_bold)


def _number_level(number: str) -> int:
    number = number.rstrip(".")
    if re.fullmatch(r"[IVX]+", number) or re.fullmatch(r"[A-H]", number):
        return 1
    return number.count(".") + 1


def _is_heading_line(line: PdfLine, body: float, column_left: float, column_right: float) -> bool:
    text = line.text
    words = text.split()
    letters = sum(char.isalpha() for char in text)
    if letters < 2 or len(words) > 14 or len(text) > 120:
        return False
    if not text[0].isalnum() or text[0].islower() or text.endswith((",", ";", "-", ":")) or _CAPTION.match(text):
        return False
    if _is_sentence(text):
        return False  # a sentence, set apart (an example quoted in a sidebar: "... over the 49ers.”")
    if words[-1].lower() in _NEVER_LAST or sum(text.count(mark) for mark in _QUOTES) >= 4:
        return False  # a line cut mid-sentence ("... the NFL-scoring domain is"), a figure's quoted values
    numbered = _NUMBERED.match(text) is not None
    big = line.size >= body * 1.15
    known = heading_key(text) in KNOWN_TOP_LEVEL
    bold = line.bold and line.size >= body * (0.8 if known else 0.92)
    # (REVTeX sets its numbered capitals in bold a size below the body: "II. THE SGOLDSTINO MODEL" at 9 pt)
    caps_numbered = numbered and text.upper() == text and line.size >= body * (0.8 if line.bold else 0.95)
    # A journal's "METHODS", "RESULTS" in capitals at about the body size, standing apart.
    caps_known = known and text.upper() == text and line.size >= body * 0.95 and line.gap_before >= 1.25 * line.size
    if not (big or bold or caps_numbered or caps_known):
        return False
    if not big and not numbered and line.gap_before < 1.25 * line.size:
        return False  # a bold phrase inside running text, not a heading
    centre = (column_left + column_right) / 2
    at_left = line.x0 <= column_left + 2.0 * line.size
    centred = abs((line.x0 + line.x1) / 2 - centre) < 0.08 * max(column_right - column_left, 1.0)
    return at_left or centred


def _columns(lines: list[PdfLine]) -> dict[tuple[int, int], tuple[float, float]]:
    edges: dict[tuple[int, int], list[PdfLine]] = {}
    for line in lines:
        edges.setdefault((line.page, line.column), []).append(line)
    result = {}
    for key, members in edges.items():
        xs = sorted(line.x0 for line in members)
        ends = sorted(line.x1 for line in members)
        result[key] = (xs[len(xs) // 10], ends[(len(ends) * 9) // 10])
    return result


def build_blocks(lines: list[PdfLine], body: float, title_lines: list[PdfLine]) -> list[PdfBlock]:
    """Headings and paragraphs in reading order (title lines removed)."""
    title_ids = {id(line) for line in title_lines}
    lines = [line for line in lines if id(line) not in title_ids]
    columns = _columns(lines)
    leading = _typical_leading(lines, body)
    maths = {id(line) for line in lines
             if not _CAPTION.match(line.text) and is_display_maths(line, *columns[(line.page, line.column)])}
    flags = [id(line) not in maths and _is_heading_line(line, body, *columns[(line.page, line.column)]) for line in lines]
    _demote_front_matter(lines, flags)
    blocks: list[PdfBlock] = []
    for line, is_heading in zip(lines, flags):
        previous = blocks[-1] if blocks else None
        is_maths = id(line) in maths
        if (previous is not None and previous.kind == "heading" and not is_maths
                and _heading_continues(previous.lines[-1], line)):
            previous.lines.append(line)
            continue
        if is_heading:
            if (
                previous is not None
                and previous.kind == "heading"
                and _same_style(previous.lines[-1], line)
                and previous.lines[-1].page == line.page
                and 0 < previous.lines[-1].baseline - line.baseline <= 2.2 * line.size
                and not _NUMBERED.match(line.text)
            ):
                previous.lines.append(line)
            else:
                blocks.append(PdfBlock("heading", [line]))
            continue
        if previous is not None and previous.kind != "heading":
            last = previous.lines[-1]
            if (id(last) in maths) != is_maths:
                joins = False  # an equation is a block of its own, between two pieces of prose
            elif is_maths:
                joins = continues_equation(last, line)
            else:
                joins = _continues(last, line, columns, leading)
        else:
            joins = False
        if previous is not None and joins:
            previous.lines.append(line)
        else:
            blocks.append(PdfBlock("front" if line.front else "paragraph", [line]))
    blocks = _split_inline_abstract(blocks)
    blocks = _unlabelled_abstract(blocks)
    blocks = _demote_long_headings(blocks)
    blocks = _drop_stray_headings(blocks)
    _assign_levels(blocks)
    return blocks


MAX_HEADING_WORDS = 18


def _is_sentence(text: str) -> bool:
    """More words than a short heading, ending in a full stop (a closing quote aside); or the
    end of a quoted sentence at any length (no heading ends in '."'). A question is a heading
    as often as not ("7.1 How did participants use Paper Plain's features?")."""
    core = text.rstrip(_CLOSING)
    return core.endswith(".") and (core != text or len(text.split()) > 7)


def _demote_long_headings(blocks: list[PdfBlock]) -> list[PdfBlock]:
    """A "heading" of three or more lines, or of more words than a heading has, or a sentence
    wrapped over two lines, is running text set larger than the page's most common size (a
    magazine's body beside its small print, an example quoted in a sidebar): a paragraph, so it
    stays evidence."""
    result: list[PdfBlock] = []
    for block in blocks:
        if block.kind == "heading" and (len(block.lines) >= 3 or len(block.text.split()) > MAX_HEADING_WORDS
                                        or _is_sentence(block.text)):
            block = PdfBlock("paragraph", block.lines)
        result.append(block)
    return result


def _drop_stray_headings(blocks: list[PdfBlock]) -> list[PdfBlock]:
    """In a numbered document, unnumbered 'headings' are figure labels or bold phrases,
    unless they are standard names (Abstract, References, Acknowledgments) or, after the
    references, appendix letters ("A Distant Supervision"): those end the references,
    and the appendices are evidence."""
    numbered = sum(1 for b in blocks if b.kind == "heading" and _NUMBERED.match(b.lines[0].text))
    if numbered < 3:
        return blocks
    result: list[PdfBlock] = []
    after_references = False
    for block in blocks:
        if block.kind == "heading" and heading_key(block.text) in ("references", "bibliography"):
            after_references = True
        appendix = after_references and _APPENDIX_LETTER.match(block.lines[0].text) is not None
        if (block.kind == "heading" and not _NUMBERED.match(block.lines[0].text) and not appendix
                and heading_key(block.text) not in KNOWN_TOP_LEVEL):
            block = PdfBlock("paragraph", block.lines)
            previous = result[-1] if result else None
            if previous is not None and previous.kind == "paragraph" and _continues(previous.lines[-1], block.lines[0], {}):
                previous.lines.extend(block.lines)
                continue
        result.append(block)
    return result


def _heading_continues(last: PdfLine, line: PdfLine) -> bool:
    """The second line of a wrapped heading: same style, right below, not a new number;
    a heading in capitals continues in capitals (IEEE's small-caps "I. INTRODUCTION" is
    set at the body size, and the paragraph below it is not its second line)."""
    return (
        _same_style(last, line)
        and (last.text.upper() != last.text or line.text.upper() == line.text)
        and last.page == line.page
        and last.column == line.column
        and 0 < last.baseline - line.baseline <= 1.6 * line.size
        and not last.text.endswith(_TERMINAL)
        and not _NUMBERED.match(line.text)
        and len(line.text.split()) <= 10
    )


def _demote_front_matter(lines: list[PdfLine], flags: list[bool]) -> None:
    """On page one, heading-like lines before Abstract/Introduction/'1 ...' are authors and affiliations."""
    anchor = None
    for index, (line, flag) in enumerate(zip(lines, flags)):
        if line.page != 1:
            break
        if flag and (heading_key(line.text) in ("abstract", "introduction") or _NUMBERED.match(line.text)):
            anchor = index
            break
    if anchor is None:
        return
    for index in range(anchor):
        flags[index] = False
        lines[index].front = True


def _same_style(a: PdfLine, b: PdfLine) -> bool:
    return abs(a.size - b.size) < 0.5 and a.bold == b.bold


def _typical_leading(lines: list[PdfLine], body: float) -> float:
    """Median baseline distance between consecutive body lines (double-spaced drafts differ)."""
    gaps = sorted(line.gap_before for line in lines if abs(line.size - body) < 0.6 and line.gap_before < 3 * body)
    return gaps[len(gaps) // 2] if gaps else 1.2 * body


def _continues(
    previous: PdfLine, line: PdfLine, columns: dict[tuple[int, int], tuple[float, float]], leading: float = 0.0
) -> bool:
    if previous.front != line.front:
        return False
    if abs(previous.size - line.size) > 1.0 or _CAPTION.match(line.text):
        return False
    same_flow = previous.page == line.page and previous.column == line.column and line.gap_before < 900
    if same_flow:
        if line.gap_before > max(1.6 * max(line.size, previous.size), 1.35 * leading):
            return False
        left, right = columns.get((line.page, line.column), (line.x0, line.x1))
        if (line.x0 > previous.x0 + 0.7 * line.size and line.x0 > left + 0.7 * line.size
                and not _hangs_before(previous, line)):
            return False  # first-line indent
        if previous.text.endswith(_TERMINAL) and previous.x1 < right - 2.5 * previous.size:
            return False  # a short last line
        return True
    # Column or page change: continue only mid-sentence.
    return _mid_sentence(previous, line)


def _hangs_before(previous: PdfLine, line: PdfLine) -> bool:
    """``previous`` starts with punctuation set out in the margin, about one character wide,
    and leaves its sentence open for ``line``: "—the performance ... better than" / "the
    theoretical bound when ..." is one sentence, not a paragraph and an indented one."""
    return (not previous.text[:1].isalnum() and line.x0 - previous.x0 <= 1.2 * line.size
            and _mid_sentence(previous, line))


def _mid_sentence(previous: PdfLine, line: PdfLine) -> bool:
    """``line`` goes on with the sentence ``previous`` leaves open: no full stop before it, and it
    starts in lower case or ``previous`` ends in a hyphen."""
    return (not previous.text.endswith(_TERMINAL)) and (line.text[:1].islower() or previous.text.endswith("-"))


def _split_inline_abstract(blocks: list[PdfBlock]) -> list[PdfBlock]:
    result: list[PdfBlock] = []
    for block in blocks:
        # Also in the front matter: an "Abstract—..." paragraph before the first numbered
        # heading is the abstract, not the authors' block (IEEE).
        match = _ABSTRACT_INLINE.match(block.lines[0].text) if block.kind in ("paragraph", "front") else None
        if match and len(block.lines[0].text) > match.end():
            first = block.lines[0]
            heading_line = PdfLine(first.page, "Abstract", first.x0, first.x0, first.baseline, first.size, True)
            rest = PdfLine(first.page, first.text[match.end():], first.x0, first.x1, first.baseline, first.size,
                           first.bold, first.column, first.gap_before)
            result.append(PdfBlock("heading", [heading_line]))
            result.append(PdfBlock("paragraph", [rest, *block.lines[1:]]))
        else:
            result.append(block)
    return result


# Page-one notices that read as prose but are no abstract.
_NOTICE = re.compile(r"permission to (make|copy)|copyright|©|licen[cs]ed under|creative commons|all rights reserved"
                     r"|reference format|open access|https?://|\bdoi\b|@", re.I)
_FUNCTION_WORDS = frozenset("the of and to a in is are was were that for with we our this be by as on it its from "
                            "an these which can not or but have has been than such into their they how when who may "
                            "more also both while all each other using used between at".split())
MIN_ABSTRACT_WORDS = 40


def _reads_as_prose(text: str) -> bool:
    """Sentences, not a list of names and places: long, with sentence ends and at least a
    fifth function words (an author block has "of" and "for" among names; an abstract has
    "the", "of", "we", "that" ...)."""
    words = re.findall(r"[A-Za-z]+", text)
    if len(words) < MIN_ABSTRACT_WORDS or _NOTICE.search(text):
        return False
    sentence_ends = len(re.findall(r"[a-z)\]][.!?](\s|$)", text))
    return sentence_ends >= 2 and sum(word.lower() in _FUNCTION_WORDS for word in words) >= 0.2 * len(words)


def _unlabelled_abstract(blocks: list[PdfBlock]) -> list[PdfBlock]:
    """An abstract printed without its heading (ACM journals, Nature, PNAS) sits among the
    front matter before "1 Introduction": the first front blocks that read as prose are the
    abstract, under a heading of that name, so the findings it states are evidence."""
    if any(block.kind == "heading" and heading_key(block.text) == "abstract" for block in blocks):
        return blocks
    result: list[PdfBlock] = []
    started = ended = False
    for block in blocks:
        if block.kind == "front" and not ended and _reads_as_prose(block.text):
            if not started:
                first = block.lines[0]
                result.append(PdfBlock("heading", [PdfLine(first.page, "Abstract", first.x0, first.x0, first.baseline,
                                                           first.size, True)]))
                started = True
            result.append(PdfBlock("paragraph", block.lines))
            continue
        ended = ended or started
        result.append(block)
    return result


def _assign_levels(blocks: list[PdfBlock]) -> None:
    headings = [block for block in blocks if block.kind == "heading"]
    style_levels: dict[tuple[float, bool], Counter[int]] = {}
    for block in headings:
        match = _NUMBERED.match(block.lines[0].text)
        if match:
            block.number = match.group("num").rstrip(".")
            block.level = _number_level(match.group("num"))
            key = _style(block)
            style_levels.setdefault(key, Counter())[block.level] += 1
    unnumbered_styles = sorted({_style(b) for b in headings if b.number is None}, key=lambda s: (-s[0], not s[1]))
    for block in headings:
        if block.number is not None:
            continue
        key = _style(block)
        if heading_key(block.text) in KNOWN_TOP_LEVEL:
            block.level = 1
        elif key in style_levels:
            block.level = min(style_levels[key])
        else:
            block.level = min(unnumbered_styles.index(key) + 1, 4)


def _style(block: PdfBlock) -> tuple[float, bool]:
    line = block.lines[0]
    return (round(line.size * 2) / 2, line.bold)
