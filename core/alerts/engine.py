"""The alert engine: alerts from snapshots and host health, without Qt.

Fed each host's ``ClientSnapshot`` (and, for remote hosts, whether they answer), it
compares with what it saw before and raises alerts:

- a task failed: a task's status turned to a failure (computation error, download or
  upload failed, aborted, except aborted by the volunteer), once per task;
- a project keeps failing: ``project_failures`` failed tasks within
  ``project_failure_window_s``, or ``rpc_failures`` scheduler requests failed in a
  row; once, until it recovers;
- a deadline at risk: a task rr_sim projects to end after its report deadline
  (``TaskRow.deadline_risk``, from the CPU scheduler's ``deadline_late``; a task merely
  inside the work buffer's margin runs in high priority and is no miss), or, when the
  volunteer sets a margin
  (``deadline_margin_s``), whose own remaining time leaves less than that before its
  deadline; once until the risk passes;
- the disk near its limit: the client uses ``disk_near_fraction`` of the disk it may use;
  once, until it falls below ``disk_clear_fraction``;
- a host stopped answering for ``host_silent_s``; once, until it answers again;
- a rule's notification (event-log user alerts from core/rules).

The first snapshot of a host is a baseline: what had already failed before the manager
looked is not news. Each alert goes to the ``AlertLog``; the ``Grouper`` decides which
become desktop notifications. Not thread-safe: call from one thread (the GUI's).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from core.alerts.grouping import Grouper
from core.alerts.log import AlertLog
from core.alerts.model import Alert, AlertKind, AlertSettings, Notification, Said
from core.api.client import ConnectionProblem
from core.api.snapshot import ClientSnapshot, MessagePriority, TaskRow
from core.ids import ProjectUrl, ResultKey
from core.state.disk import fmt_bytes  # not core.disk's policy: its package (20 modules) is the engine's
from core.state.messages import MessageKind

RECENT_MESSAGE_S = 120.0


def _duration(seconds: float) -> str:
    return f"{seconds / 3600:.1f} h" if seconds >= 3600 else f"{max(seconds, 0) / 60:.0f} min"


def task_failed(row: TaskRow) -> bool:
    """Ended in an error, a failed transfer, or aborted by anyone but the volunteer (the row's
    outcome: the status words are for people and may change)."""
    return row.outcome is not None and row.outcome.failed


@dataclass(slots=True)
class _HostWatch:
    """What the engine remembers of one host between snapshots."""

    failed: set[ResultKey] = field(default_factory=set)
    at_risk: set[ResultKey] = field(default_factory=set)
    failures: dict[ProjectUrl, list[float]] = field(default_factory=dict)  # failed-task times per project
    failing: set[ProjectUrl] = field(default_factory=set)  # projects alerted as failing, not yet recovered
    disk_near: bool = False
    silent_since: float | None = None  # wall time it stopped answering; None = answering
    silent_told: bool = False


class AlertEngine:
    def __init__(self, settings: AlertSettings | None = None, log: AlertLog | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.settings = settings or AlertSettings()
        self.log = log or AlertLog()
        self._clock = clock
        self.grouper = Grouper(self.settings)
        self._hosts: dict[str, _HostWatch] = {}

    def set_settings(self, settings: AlertSettings) -> None:
        self.settings = settings
        self.grouper.settings = settings

    # ------------------------------------------------------------ inputs

    def feed(self, host: str, snap: ClientSnapshot) -> list[Notification]:
        """A host's new snapshot; the notifications to show now."""
        now = self._clock()
        watch = self._hosts.get(host)
        first = watch is None
        if watch is None:
            watch = self._hosts[host] = _HostWatch()
        alerts: list[Alert] = []
        self._tasks(host, snap, watch, first, now, alerts)
        self._projects(host, snap, watch, now, alerts)
        self._disk(host, snap, watch, now, alerts)
        for m in snap.messages:
            # A host's first snapshot may carry its whole event log: only what is recent is news.
            recent = not first or snap.time - m.time <= RECENT_MESSAGE_S
            if m.priority == MessagePriority.USER_ALERT and m.kind is MessageKind.RULE and recent:
                alerts.append(Alert(AlertKind.RULE, host, "", m.body, now, said=Said.RULE, values=(("text", m.body),)))
        return self._raise(alerts, now)

    def host_health(self, host: str, connected: bool, error: str = "", problem: ConnectionProblem | None = None,
                    facts: tuple[str, ...] = ()) -> list[Notification]:
        """Whether a host answers (remote hosts; the manager's health checks); ``problem`` and
        ``facts`` are ``error``'s kind (HostHealth's), for a window's own words."""
        now = self._clock()
        watch = self._hosts.setdefault(host, _HostWatch())
        if connected:
            watch.silent_since, watch.silent_told = None, False
            return self.grouper.flush(now)
        if watch.silent_since is None:
            watch.silent_since = now
        alerts = []
        if not watch.silent_told and now - watch.silent_since >= self.settings.host_silent_s:
            watch.silent_told = True
            minutes = (now - watch.silent_since) / 60.0
            why = f" ({error})" if error else ""
            alerts.append(Alert(AlertKind.HOST_UNREACHABLE, host, "",
                                f"{host} has not answered for {minutes:.0f} min{why}", now, said=Said.HOST_SILENT,
                                values=(("host", host), ("silent_s", now - watch.silent_since), ("error", error),
                                        ("problem", problem.name if problem is not None else ""),
                                        ("fact", facts[0] if facts else ""),
                                        *((f"fact{i}", f) for i, f in enumerate(facts[1:], 2)))))
        return self._raise(alerts, now)

    def tick(self) -> list[Notification]:
        """Grouped repeats whose window has ended (call every few seconds)."""
        return self.grouper.flush(self._clock())

    def forget_host(self, host: str) -> None:
        self._hosts.pop(host, None)

    # ------------------------------------------------------------ detectors

    def _tasks(self, host: str, snap: ClientSnapshot, w: _HostWatch, first: bool, now: float,
               alerts: list[Alert]) -> None:
        failed: set[ResultKey] = set()
        risk: set[ResultKey] = set()
        for t in snap.tasks:
            if task_failed(t):
                failed.add(t.key)
                if not first and t.key not in w.failed:
                    alerts.append(Alert(AlertKind.TASK_FAILED, host, t.name,
                                        f"{t.name} ({t.project_name}): {t.status}", now, said=Said.TASK_FAILED,
                                        values=(("task", t.name), ("project", t.project_name),
                                                ("status", t.status))))
                    w.failures.setdefault(t.project_url, []).append(now)
            elif not t.finished and (t.deadline_risk or self._too_close(t, snap.time)):
                risk.add(t.key)
                if t.key not in w.at_risk:
                    due = time.strftime("%a %d %b %H:%M", time.localtime(t.deadline))
                    slack = t.deadline - (snap.time + t.remaining_s)
                    how = ("may miss its deadline" if t.deadline_risk or slack < 0
                           else f"would finish only {_duration(slack)} before its deadline")
                    miss = t.deadline_risk or slack < 0
                    alerts.append(Alert(AlertKind.DEADLINE_AT_RISK, host, t.name,
                                        f"{t.name} ({t.project_name}) {how} ({due})", now,
                                        said=Said.DEADLINE_MISS if miss else Said.DEADLINE_CLOSE,
                                        values=(("task", t.name), ("project", t.project_name),
                                                ("deadline", t.deadline), ("slack_s", slack))))
        w.failed, w.at_risk = failed, risk

    def _too_close(self, t: TaskRow, now: float) -> bool:
        """The volunteer's margin: the task's own remaining time (not the queue before it, which
        rr_sim weighs) leaves less than ``deadline_margin_s`` before its deadline."""
        margin = self.settings.deadline_margin_s
        return margin > 0 and t.deadline > 0 and t.deadline - (now + t.remaining_s) < margin

    def _projects(self, host: str, snap: ClientSnapshot, w: _HostWatch, now: float, alerts: list[Alert]) -> None:
        s = self.settings
        for p in snap.projects:
            times = [t for t in w.failures.get(p.url, []) if now - t < s.project_failure_window_s]
            w.failures[p.url] = times
            failing_tasks = len(times) >= s.project_failures
            failing_rpcs = p.rpc_failures >= s.rpc_failures
            if not (failing_tasks or failing_rpcs):
                w.failing.discard(p.url)
                continue
            if p.url in w.failing:
                continue
            w.failing.add(p.url)
            why = (f"{len(times)} task{'' if len(times) == 1 else 's'} failed in the last "
                   f"{s.project_failure_window_s / 60:.0f} min"
                   if failing_tasks else f"{p.rpc_failures} scheduler requests in a row failed")
            said, values = ((Said.TASKS_FAILING, (("project", p.name), ("failed", float(len(times))),
                                                  ("window_s", s.project_failure_window_s)))
                            if failing_tasks else
                            (Said.RPCS_FAILING, (("project", p.name), ("failed", float(p.rpc_failures)))))
            alerts.append(Alert(AlertKind.PROJECT_FAILING, host, str(p.url), f"{p.name}: {why}", now,
                                said=said, values=values))

    def _disk(self, host: str, snap: ClientSnapshot, w: _HostWatch, now: float, alerts: list[Alert]) -> None:
        d = snap.disk
        if d is None or d.total_limit <= 0:
            return
        used = d.client_total / d.total_limit
        if w.disk_near:
            w.disk_near = used >= self.settings.disk_clear_fraction
            return
        if used >= self.settings.disk_near_fraction:
            w.disk_near = True
            alerts.append(Alert(AlertKind.DISK_NEAR_LIMIT, host, "disk",
                                f"Using {fmt_bytes(d.client_total)} of the {fmt_bytes(d.total_limit)} "
                                f"the preferences allow ({used:.0%})", now, said=Said.DISK_NEAR,
                                values=(("used", float(d.client_total)), ("limit", float(d.total_limit)),
                                        ("fraction", used))))

    # ------------------------------------------------------------ output

    def _raise(self, alerts: list[Alert], now: float) -> list[Notification]:
        out = self.grouper.flush(now)
        for a in alerts:
            if a.kind not in self.settings.enabled:
                continue
            self.log.add(a)
            out.extend(self.grouper.offer(a, now))
        return out
