"""The engine's exception hierarchy.

Expected outcomes (backoff, "no work", a deletion the policy refuses) are return
values with reasons, never exceptions. Exceptions are for input that cannot be
used and for failed effects; each carries enough context to be shown to a
volunteer as it is.
"""
from __future__ import annotations

import re
from enum import Enum


class ProblemKind(Enum):
    """A kind of problem that a window says in its own language while the core keeps English for
    logs and GUI RPC. Each member's ``template`` is that English, its facts as {0}, {1}…; its value
    is only its number, so that two kinds with the same template ("{0}") stay two kinds rather
    than one the other's alias. Subclasses list members only."""

    def __new__(cls, template: str) -> ProblemKind:
        member = object.__new__(cls)
        member._value_ = len(cls.__members__) + 1
        setattr(member, "_template", template)  # noqa: B010 -- an Enum body's annotated name would be a member
        return member

    @property
    def template(self) -> str:
        """The kind's English, its facts as {0}, {1}…"""
        return str(getattr(self, "_template"))  # noqa: B009 -- set in __new__

    def words(self, facts: tuple[str, ...] = ()) -> str:
        """The problem in the core's English, its facts put in (missing ones empty)."""
        template = self.template
        return template.format(*facts, *[""] * template.count("{"))


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
