"""Turning a stream of alerts into few notifications (never a notification storm).

Per kind: the first alert is notified at once; its repeats within ``group_window_s``
are held, and when that window ends they come as one notification ("3 more tasks
failed: …"). Across kinds, at most ``max_notifications_per_window`` notifications
go out per window; alerts beyond that stay in the log only and are counted into
the next grouped notification. Pure bookkeeping over the times it is given.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.alerts.model import Alert, AlertKind, AlertSettings, Notification

_PLURAL = {
    AlertKind.TASK_FAILED: "tasks failed",
    AlertKind.PROJECT_FAILING: "projects keep failing",
    AlertKind.DEADLINE_AT_RISK: "tasks may miss their deadlines",
    AlertKind.DISK_NEAR_LIMIT: "disks near their limits",
    AlertKind.HOST_UNREACHABLE: "computers not answering",
    AlertKind.RULE: "rule messages",
}


@dataclass(slots=True)
class Grouper:
    settings: AlertSettings
    _last_sent: dict[AlertKind, float] = field(default_factory=dict)  # when a kind was last notified
    _held: dict[AlertKind, list[Alert]] = field(default_factory=dict)
    _sent_times: list[float] = field(default_factory=list)  # every notification's time, within the window

    def offer(self, alert: Alert, now: float) -> list[Notification]:
        """An alert happened at ``now``; the notifications to show now (often none)."""
        out = self.flush(now)
        last = self._last_sent.get(alert.kind)
        if (last is not None and now - last < self.settings.group_window_s) or not self._room(now):
            self._held.setdefault(alert.kind, []).append(alert)
            return out
        self._sent(alert.kind, now)
        out.append(Notification(f"{alert.kind.title}: {alert.host}" if alert.host else alert.kind.title,
                                alert.body, frozenset({alert.kind}), alert.count, (alert,)))
        return out

    def flush(self, now: float) -> list[Notification]:
        """Held repeats whose window has ended, as one notification per kind."""
        out: list[Notification] = []
        for kind in list(self._held):
            last = self._last_sent.get(kind)
            if last is not None and now - last < self.settings.group_window_s:
                continue
            if not self._room(now):
                break
            held = self._held.pop(kind)
            count = sum(a.count for a in held)
            names = ", ".join(dict.fromkeys(a.subject or a.host for a in held))
            if len(names) > 200:
                names = names[:197] + "…"
            body = held[0].body if count == 1 else f"{count} {_PLURAL[kind]}: {names}"
            title = kind.title if count == 1 else f"{kind.title} (×{count})"
            self._sent(kind, now)
            out.append(Notification(title, body, frozenset({kind}), count, tuple(held)))
        return out

    def pending(self) -> int:
        return sum(len(v) for v in self._held.values())

    def _room(self, now: float) -> bool:
        self._sent_times = [t for t in self._sent_times if now - t < self.settings.group_window_s]
        return len(self._sent_times) < self.settings.max_notifications_per_window

    def _sent(self, kind: AlertKind, now: float) -> None:
        self._last_sent[kind] = now
        self._sent_times.append(now)
