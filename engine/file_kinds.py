"""Which files rblint reads as what, by name: one answer for every part of rblint.

The sandbox, the index, the bibliography's attachment search, RB003, the library walk
and `rblint index` each used to carry their own list (four different answers: `.mdown`
was indexed but refused as a source).
"""

from __future__ import annotations

# Text sources, and whether each is read as Markdown (headings become sections).
TEXT_SOURCE_SUFFIXES: dict[str, bool] = {".txt": False, ".text": False, ".md": True, ".markdown": True, ".mdown": True}
PDF_SUFFIX = ".pdf"
# Everything a citation may point to, in the order an entry's attachments are preferred.
SOURCE_SUFFIXES: tuple[str, ...] = (PDF_SUFFIX, *TEXT_SOURCE_SUFFIXES)
# Files a bibliography is read from (CSL YAML is recognised to be refused with a reason).
BIBTEX_SUFFIXES: tuple[str, ...] = (".bib", ".bibtex", ".biblatex")
CSL_JSON_SUFFIX = ".json"
CSL_YAML_SUFFIXES: tuple[str, ...] = (".yaml", ".yml")
BIBLIOGRAPHY_SUFFIXES: tuple[str, ...] = (*BIBTEX_SUFFIXES, CSL_JSON_SUFFIX, *CSL_YAML_SUFFIXES)
# Files whose change on disk can change a draft's findings (config files aside): the editor watches these.
WATCHED_SUFFIXES: tuple[str, ...] = (*SOURCE_SUFFIXES, *BIBLIOGRAPHY_SUFFIXES)
# The drafts a folder given to `rblint` is searched for.
DRAFT_SUFFIXES: frozenset[str] = frozenset({".md", ".markdown", ".mdown", ".mkd"})


def is_source_name(name: str) -> bool:
    """The file name is that of a source rblint reads (PDF, Markdown or text)."""
    return name.lower().endswith(SOURCE_SUFFIXES)


def is_markdown_source(suffix: str) -> bool:
    return TEXT_SOURCE_SUFFIXES.get(suffix.lower(), False)
