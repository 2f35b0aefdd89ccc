"""Worker process for :mod:`rblint.engine.pdf.pages`: reads a pickled request on stdin,
writes the pages it read (or the PdfError reason) pickled on stdout.

A module of its own so that what it sends back pickles under ``rblint.engine.pdf.pages``
names, not ``__main__``.
"""

from rblint.engine.pdf.pages import worker_main

if __name__ == "__main__":
    worker_main()
