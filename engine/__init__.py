"""rblint.engine: the pure linting engine (no LSP, no terminal).

Private by construction: model libraries are told to stay offline before any of them is
imported, so a missing file is an error rather than a download, and their progress
bars stay off the user's terminal and the language server's stdio.
"""

import os as _os

for _name, _value in (
    ("HF_HUB_OFFLINE", "1"),
    ("TRANSFORMERS_OFFLINE", "1"),
    ("HF_HUB_DISABLE_TELEMETRY", "1"),
    ("HF_HUB_DISABLE_PROGRESS_BARS", "1"),
    ("TRANSFORMERS_VERBOSITY", "error"),
    ("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1"),
    ("TOKENIZERS_PARALLELISM", "false"),
):
    _os.environ.setdefault(_name, _value)
