"""The language server (``rblint lsp``): a thin pygls adapter over the engine."""
