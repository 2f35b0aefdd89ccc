"""``rblint audit``: many drafts or claims files, one results folder, on Ray or in one process."""
