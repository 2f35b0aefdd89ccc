"""Training-side code for align-mini v2: data sets, claim edits, synthetic pairs, the mix.

Why here and not in ``rblint.engine``: none of it runs when rblint lints a draft. The
runtime engine only loads the trained delta (``rblint.engine.align_mini.model``).
``scripts/train_align_mini.py`` and the tests put ``scripts/`` on ``sys.path``.
"""
