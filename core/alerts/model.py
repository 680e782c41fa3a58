"""Alerts as records: their kinds, the volunteer's settings, one alert, one notification."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class AlertKind(Enum):
    TASK_FAILED = "task_failed"
    PROJECT_FAILING = "project_failing"
    DEADLINE_AT_RISK = "deadline_at_risk"
    DISK_NEAR_LIMIT = "disk_near_limit"
    HOST_UNREACHABLE = "host_unreachable"
    RULE = "rule"  # a rule's notify action, or a rule that cannot be evaluated

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    AlertKind.TASK_FAILED: "Task failed",
    AlertKind.PROJECT_FAILING: "Project keeps failing",
    AlertKind.DEADLINE_AT_RISK: "Deadline at risk",
    AlertKind.DISK_NEAR_LIMIT: "Disk near its limit",
    AlertKind.HOST_UNREACHABLE: "Computer not answering",
    AlertKind.RULE: "Rule",
}


@dataclass(frozen=True, slots=True)
class AlertSettings:
    """What the volunteer wants to hear about, and how often (persisted by the GUI)."""

    enabled: frozenset[AlertKind] = frozenset(AlertKind)  # kinds turned off are neither logged nor notified
    group_window_s: float = 600.0  # after a notification of a kind, its repeats wait this long, then come as one
    max_notifications_per_window: int = 3  # across all kinds, per group window; the rest go to the log only
    project_failures: int = 3  # failed tasks of one project ...
    project_failure_window_s: float = 3600.0  # ... within this long make "keeps failing"
    rpc_failures: int = 5  # consecutive failed scheduler requests make "keeps failing" too
    disk_near_fraction: float = 0.9  # share of the client's disk limit that counts as "near"
    disk_clear_fraction: float = 0.8  # and below which it no longer does (no flapping at the edge)
    host_silent_s: float = 120.0  # a host not answering this long is "not answering"


@dataclass(frozen=True, slots=True)
class Alert:
    """One thing that happened, for the alert log."""

    kind: AlertKind
    host: str  # the computer's name in the manager ("This computer", a host's name)
    subject: str  # what it is about: a task's name, a project's URL, "disk", "" for the host itself
    body: str  # one sentence for the volunteer
    time: float  # wall-clock seconds when it was raised
    count: int = 1  # how many times it happened (repeats of the same subject are folded in)


@dataclass(frozen=True, slots=True)
class Notification:
    """What a desktop notification shows: one alert, or several grouped."""

    title: str
    body: str
    kinds: frozenset[AlertKind] = field(default_factory=frozenset)
    count: int = 1  # alerts it stands for
