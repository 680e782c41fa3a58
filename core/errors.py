"""The engine's exception hierarchy.

Expected outcomes (backoff, "no work", a deletion the policy refuses) are return
values with reasons, never exceptions. Exceptions are for input that cannot be
used and for failed effects; each carries enough context to be shown to a
volunteer as it is.
"""
from __future__ import annotations

import re


class CoreError(Exception):
    """Root of every error the engine raises on purpose."""


class XmlInputError(CoreError):
    """Outside XML that is malformed, too large or not what was expected.

    ``source`` names the file or peer, ``line`` the 1-based line (0 if unknown),
    ``element`` the element at fault, if one is known.
    """

    def __init__(self, message: str, *, source: str = "", line: int = 0, element: str = "") -> None:
        self.source = source
        self.line = line
        self.element = element
        where = source or "input"
        if line:
            where += f", line {line}"
        if element:
            where += f", <{element}>"
        super().__init__(f"{where}: {message}")


class ScenarioError(XmlInputError):
    """An emulator scenario that cannot be run as written."""


class SchedulerRpcError(CoreError):
    """A scheduler RPC that failed (transport, HTTP status or unusable reply)."""


_ERRNO_PREFIX = re.compile(r"\[Errno -?\d+\]\s*")


def plain_reason(exc: BaseException, limit: int = 200) -> str:
    """An exception's message as a volunteer should read it: no "[Errno 111]" codes.

    The words after the code say the same ("Connection refused"), and the code means
    nothing to a volunteer; the message is cut at ``limit`` characters.
    """
    text = _ERRNO_PREFIX.sub("", str(exc)).strip() or type(exc).__name__
    return text[:limit]
