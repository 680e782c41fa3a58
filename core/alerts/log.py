"""The alert log: every alert raised, newest last, kept across restarts.

One JSON object per line in a file of the manager's data directory (when given a
path): appending is cheap and a torn last line (a crash mid-write) is skipped on
reading, losing that line only. The same subject raised again within
``FOLD_S`` is folded into its entry (its count goes up) instead of a new line, so a
flapping condition does not flood the log. When the file holds twice ``cap``
entries it is rewritten atomically with the newest ``cap``.
"""
from __future__ import annotations

import json
import logging
import os
from dataclasses import replace
from pathlib import Path

from core.alerts.model import Alert, AlertKind, Said
from core.persist.atomic import write_atomic

log = logging.getLogger(__name__)

FOLD_S = 3600.0
MAX_LINE_BYTES = 4096


def _to_json(a: Alert) -> str:
    return json.dumps({"kind": a.kind.value, "host": a.host, "subject": a.subject, "body": a.body,
                       "time": a.time, "count": a.count, "said": a.said.value if a.said else None,
                       "values": [[k, v] for k, v in a.values]}, ensure_ascii=False)


def _from_json(line: str) -> Alert | None:
    try:
        d = json.loads(line)
        said = Said(d["said"]) if d.get("said") else None  # lines written before it was kept have none
        values = tuple((str(k), v if isinstance(v, str) else float(v)) for k, v in d.get("values") or ())
        return Alert(AlertKind(d["kind"]), str(d["host"]), str(d["subject"]), str(d["body"]),
                     float(d["time"]), int(d.get("count", 1)), said, values)
    except (ValueError, KeyError, TypeError):
        return None


class AlertLog:
    def __init__(self, path: Path | None = None, cap: int = 1000) -> None:
        self.path = path
        self.cap = cap
        self._entries: list[Alert] = []
        self._lines = 0  # lines in the file
        self.skipped = 0  # unreadable lines met when loading
        if path is not None and path.exists():
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            with path.open("rb") as f:
                raw = f.read(self.cap * 2 * MAX_LINE_BYTES)
        except OSError as exc:
            log.warning("cannot read the alert log %s: %s", path, exc)
            return
        for line in raw.decode("utf-8", errors="replace").splitlines():
            self._lines += 1
            a = _from_json(line) if line.strip() else None
            if a is None:
                self.skipped += 1
                continue
            self._fold_or_append(a, loading=True)
        self._entries = self._entries[-self.cap:]

    def entries(self) -> tuple[Alert, ...]:
        return tuple(self._entries)

    def add(self, alert: Alert) -> Alert:
        """Log ``alert`` (folded into an entry for the same subject if recent); the entry as kept."""
        entry = self._fold_or_append(alert)
        if len(self._entries) > self.cap:
            del self._entries[: len(self._entries) - self.cap]
        self._write(entry)
        return entry

    def _fold_or_append(self, a: Alert, loading: bool = False) -> Alert:
        """Fold ``a`` into a recent entry for the same thing, or append it.

        A folded entry is appended to the file as a new line with the total count, so
        when loading, a later line for the same thing replaces the earlier one.
        """
        for i in range(len(self._entries) - 1, max(-1, len(self._entries) - 50), -1):
            e = self._entries[i]
            if (e.kind, e.host, e.subject, e.body) == (a.kind, a.host, a.subject, a.body) and a.time - e.time < FOLD_S:
                folded = a if loading else replace(e, time=a.time, count=e.count + a.count)
                del self._entries[i]
                self._entries.append(folded)
                return folded
        self._entries.append(a)
        return a

    def _write(self, entry: Alert) -> None:
        if self.path is None:
            return
        try:
            if self._lines + 1 > 2 * self.cap:
                data = "".join(_to_json(a) + "\n" for a in self._entries).encode("utf-8")
                write_atomic(self.path, data)
                self._lines = len(self._entries)
                return
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                os.write(fd, (_to_json(entry) + "\n").encode("utf-8"))
            finally:
                os.close(fd)
            self._lines += 1
        except OSError as exc:
            log.warning("cannot write the alert log %s: %s", self.path, exc)
