"""rblint: a linter for generated research text.

The public API is :class:`rblint.engine.linter.Linter`; the command line
(``rblint``) and the language server (``rblint lsp``) are thin front ends over it.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
