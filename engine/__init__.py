"""rblint.engine: the pure linting engine (no LSP, no terminal)."""
