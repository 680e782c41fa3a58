"""Commands the window sends to a client: small frozen objects, one per action.

A client applies each command on its own thread at its next poll and answers
the ``Future`` that ``ClientInterface.submit`` returned with a ``CommandResult``
(or an exception for a failure the volunteer must hear about, such as an
attach to a URL that is not a project). Expected refusals (an unknown task, a
project already detached) are results with ``ok=False`` and a message, not
exceptions (STYLE.md section 9).

Reads nothing, writes nothing: pure data types.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from core.ids import ProjectUrl, ResultKey
from core.state.enums import RunMode
from core.state.prefs import DayPrefs as DayPrefs  # re-exported: commands carry weekday windows
from core.state.prefs import GlobalPrefs


class ProjectAction(Enum):
    UPDATE = "update"
    SUSPEND = "suspend"
    RESUME = "resume"
    NO_MORE_WORK = "nomorework"
    ALLOW_MORE_WORK = "allowmorework"
    RESET = "reset"
    DETACH = "detach"


class TaskAction(Enum):
    SUSPEND = "suspend"
    RESUME = "resume"
    ABORT = "abort"


class TransferAction(Enum):
    RETRY = "retry"
    ABORT = "abort"


@dataclass(frozen=True, slots=True)
class ProjectOp:
    url: ProjectUrl
    op: ProjectAction


@dataclass(frozen=True, slots=True)
class TaskOp:
    key: ResultKey
    op: TaskAction


@dataclass(frozen=True, slots=True)
class TransferOp:
    key: tuple[ProjectUrl, str, str]  # TransferRow.key
    op: TransferAction


@dataclass(frozen=True, slots=True)
class SetRunMode:
    """Computing mode; ``duration_s`` > 0 makes it temporary (then the previous mode returns)."""

    mode: RunMode
    duration_s: float = 0.0


@dataclass(frozen=True, slots=True)
class SetNetworkMode:
    mode: RunMode
    duration_s: float = 0.0


@dataclass(frozen=True, slots=True)
class Snooze:
    """Suspend computing and network for ``duration_s`` wall seconds; None = until resumed.

    ``Snooze(0)`` (or any duration <= 0) ends a snooze.
    """

    duration_s: float | None


@dataclass(frozen=True, slots=True)
class SetPrefs:
    """Replace the preferences in force (the local override), applied live.

    ``day_prefs`` replaces the weekday windows ``prefs`` carries, an empty tuple included
    (the volunteer cleared them): read it through ``in_force`` everywhere.
    """

    prefs: GlobalPrefs
    day_prefs: tuple[DayPrefs, ...] = ()

    @property
    def in_force(self) -> GlobalPrefs:
        return replace(self.prefs, day_prefs=self.day_prefs)


@dataclass(frozen=True, slots=True)
class Attach:
    url: str  # master URL as typed; the client normalises it
    authenticator: str  # account key


@dataclass(frozen=True, slots=True)
class Quit:
    """Stop the client (the window closes separately)."""


Command = ProjectOp | TaskOp | TransferOp | SetRunMode | SetNetworkMode | Snooze | SetPrefs | Attach | Quit


@dataclass(frozen=True, slots=True)
class CommandResult:
    ok: bool
    message: str = ""  # what happened, in words (shown on failure)
