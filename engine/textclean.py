"""Text every tokenizer can take: lone surrogates become U+FFFD, one code point for one.

Why: a lone surrogate (a PDF glyph mapped into U+D800-DFFF, a ``\\ud835`` escape in an LSP
message or a JSONL file) cannot be encoded as UTF-8, so Hugging Face tokenizers raise
TypeError on it and a whole model rule failed for the draft. The replacement keeps the
text's length, so every offset into a draft stays valid.
"""

from __future__ import annotations

import re
from typing import Sequence

_SURROGATE = re.compile("[\ud800-\udfff]")


def replace_surrogates(text: str) -> str:
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def replace_all(texts: "Sequence[str]") -> list[str]:
    return [replace_surrogates(text) for text in texts]
