"""Worker process for :mod:`rblint.engine.pdf.workers`: reads length-prefixed pickled
requests on stdin until it closes, and answers each with the pages it read (or the
PdfError reason) on stdout.

A module of its own so that what it sends back pickles under ``rblint.engine.pdf.pages``
names, not ``__main__``.
"""

from rblint.engine.pdf.workers import worker_main

if __name__ == "__main__":
    worker_main()
