"""Alerts as records: their kinds, the volunteer's settings, one alert, one notification."""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
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
    # A task whose own remaining time leaves less than this before its deadline is at risk too
    # (0 = only when the client's rr_sim projects a miss).
    deadline_margin_s: float = 0.0

    def checked(self) -> AlertSettings:
        """The settings with every threshold inside its limits (``THRESHOLDS``) and the disk's
        clearing level not above its alerting level."""
        s = self
        for t in THRESHOLDS:
            shown = getattr(s, t.field) / t.scale
            fixed = min(max(shown, t.low), t.high)
            if t.whole:
                fixed = round(fixed)
            s = replace(s, **{t.field: type(getattr(s, t.field))(round(fixed * t.scale, 9))})
        if s.disk_clear_fraction > s.disk_near_fraction:
            s = replace(s, disk_clear_fraction=s.disk_near_fraction)
        return s

    def with_shown(self, values: Mapping[str, object]) -> AlertSettings:
        """These settings with thresholds given as the volunteer sees them (by ``Threshold.key``:
        minutes, percent, hours ...). Values that are not numbers are ignored."""
        s = self
        for t in THRESHOLDS:
            raw = values.get(t.key)
            if raw is None:
                continue
            try:
                value = float(str(raw))
            except ValueError:
                continue
            if math.isfinite(value):
                s = replace(s, **{t.field: type(getattr(s, t.field))(value * t.scale)})
        return s.checked()

    def shown(self) -> dict[str, float]:
        """Every threshold as the volunteer sees it, by ``Threshold.key``."""
        return {t.key: round(getattr(self, t.field) / t.scale, 6) for t in THRESHOLDS}


@dataclass(frozen=True, slots=True)
class Threshold:
    """One setting the volunteer can change: where it lives and how it is shown."""

    kind: AlertKind | None  # the alert it tunes; None = how notifications are grouped
    field: str  # the AlertSettings field
    key: str  # its name in the manager's settings
    label: str  # the words before the box
    unit: str  # the box's suffix
    scale: float  # the field's value = the shown value × scale
    low: float
    high: float
    whole: bool = False  # a count


THRESHOLDS: tuple[Threshold, ...] = (
    Threshold(AlertKind.PROJECT_FAILING, "project_failures", "project_failures", "after", " failed tasks",
              1, 1, 1000, True),
    Threshold(AlertKind.PROJECT_FAILING, "project_failure_window_s", "project_failure_window_min", "within",
              " min", 60, 1, 7 * 24 * 60),
    Threshold(AlertKind.PROJECT_FAILING, "rpc_failures", "rpc_failures", "or after", " failed scheduler requests",
              1, 1, 1000, True),
    Threshold(AlertKind.DEADLINE_AT_RISK, "deadline_margin_s", "deadline_margin_h",
              "or when a task would finish within", " h of its deadline", 3600, 0, 30 * 24),
    Threshold(AlertKind.DISK_NEAR_LIMIT, "disk_near_fraction", "disk_near_pct", "when the client uses",
              " % of its disk limit", 0.01, 1, 100),
    Threshold(AlertKind.DISK_NEAR_LIMIT, "disk_clear_fraction", "disk_clear_pct", "again after it was below",
              " %", 0.01, 0, 100),
    Threshold(AlertKind.HOST_UNREACHABLE, "host_silent_s", "host_silent_s", "after", " s without an answer",
              1, 10, 24 * 3600, True),
    Threshold(None, "group_window_s", "group_window_min", "Repeats of a kind wait", " min, then come as one",
              60, 1, 24 * 60),
    Threshold(None, "max_notifications_per_window", "max_notifications", "at most", " notifications in that time",
              1, 1, 100, True),
)


class Said(Enum):
    """What an alert's sentence says, for a window that words it in its own language (the
    ``Alert.body`` is the core's English, for the log file). Each lists the ``Alert.values``
    it carries."""

    TASK_FAILED = "task_failed"  # task, project, status (the core's English status words)
    DEADLINE_MISS = "deadline_miss"  # task, project, deadline (Unix seconds)
    DEADLINE_CLOSE = "deadline_close"  # task, project, deadline, slack_s (time left at its end)
    TASKS_FAILING = "tasks_failing"  # project, failed (a count), window_s
    RPCS_FAILING = "rpcs_failing"  # project, failed (scheduler requests in a row)
    DISK_NEAR = "disk_near"  # used, limit (bytes), fraction (used / limit)
    # host, silent_s, error (the connection's own words, may be ""), problem (a ConnectionProblem's
    # name, "" when none was given) and fact (what the problem's words name, "" when nothing), then
    # fact2, fact3… when they name more (a changed certificate: where, the pinned and the new fingerprint)
    HOST_SILENT = "host_silent"
    RULE = "rule"  # text: the rule's message, the volunteer's own words


Value = str | float


@dataclass(frozen=True, slots=True)
class Alert:
    """One thing that happened, for the alert log."""

    kind: AlertKind
    host: str  # the computer's name in the manager ("This computer", a host's name)
    subject: str  # what it is about: a task's name, a project's URL, "disk", "" for the host itself
    body: str  # one sentence for the volunteer
    time: float  # wall-clock seconds when it was raised
    count: int = 1  # how many times it happened (repeats of the same subject are folded in)
    said: Said | None = None  # what ``body`` says, typed (None: an alert logged before it was kept)
    values: tuple[tuple[str, Value], ...] = ()  # the figures and names ``said`` lists, by name

    def value(self, name: str, default: Value = "") -> Value:
        """One of ``values`` by its name (``default`` when absent)."""
        return next((v for k, v in self.values if k == name), default)


@dataclass(frozen=True, slots=True)
class Notification:
    """What a desktop notification shows: one alert, or several grouped."""

    title: str
    body: str
    kinds: frozenset[AlertKind] = field(default_factory=frozenset)
    count: int = 1  # alerts it stands for
    alerts: tuple[Alert, ...] = ()  # those alerts (one, or a kind's held repeats), for a window to word them
