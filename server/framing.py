"""A guard on the client's byte stream: bad frames are skipped, the stream resynchronises.

Why: pygls trusts ``Content-Length``. ``Content-Length: 100000000000`` made it allocate
until a MemoryError killed the server; a header glued to the end of a short body (a
client that under-counted) was never recognised again, so the server stayed alive but
never answered. This wrapper sits between stdin and pygls' reader: a length over
``MAX_BODY_BYTES`` is refused (the header is replaced by one pygls ignores, so the body
is skipped as junk), and a ``Content-Length`` header found in the middle of a line
starts a new frame there. Each refusal is one log line.
"""

from __future__ import annotations

import logging
import re
from typing import BinaryIO

logger = logging.getLogger(__name__)

MAX_BODY_BYTES = 64 * 1024 * 1024  # a 5 MB draft, JSON-escaped, fits many times over
_HEADER = b"Content-Length:"
_LENGTH = re.compile(rb"^Content-Length: *(\d+)\r\n$")
_REFUSED = b"X-Rblint-Refused: frame\r\n"


class FramingGuard:
    """``readline`` / ``read`` over ``stream`` with the checks above (what pygls' reader calls)."""

    def __init__(self, stream: BinaryIO, max_body: int = MAX_BODY_BYTES) -> None:
        self.stream = stream
        self.max_body = max_body
        self._pending = b""

    def readline(self, *args: int) -> bytes:
        line = self._pending or self.stream.readline()
        self._pending = b""
        position = line.find(_HEADER)
        if position > 0:  # a header glued to junk: the junk is one "line", the header the next
            self._pending = line[position:]
            logger.warning("skipped %d bytes of junk before a Content-Length header", position)
            return line[:position] + b"\r\n"
        match = _LENGTH.match(line)
        if match and int(match.group(1)) > self.max_body:
            logger.warning("refused a frame of %s bytes (over %d): skipping it", match.group(1).decode(), self.max_body)
            return _REFUSED
        return line

    def read(self, size: int = -1) -> bytes:
        return self.stream.read(size)

    def __getattr__(self, name: str):  # noqa: ANN204 - fileno, close... go to the stream
        return getattr(self.stream, name)
