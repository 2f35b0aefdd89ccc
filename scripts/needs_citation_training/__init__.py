"""Training-side code for RB006's needs-reference classifier: the citation-scope data set and
the fit/export of the shipped arrays. The runtime engine only reads the exported arrays
(``rblint.engine.pre_attribution``); ``scripts/`` is on ``sys.path`` for scripts and tests."""
