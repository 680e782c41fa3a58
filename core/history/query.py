"""What the History tab asks of the task history: a filter and a sort order, as SQL.

``HistoryFilter`` holds the volunteer's choices (search text, host, project,
application, outcome, a date range on the completion time); ``where`` turns it
into a WHERE clause with parameters, never with the text pasted in. The search
text matches the task's name, application, project name or URL anywhere
(case-insensitive, ``%`` and ``_`` taken literally). Pure; no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.history.records import Outcome


class SortKey(Enum):
    """Columns the history can be sorted by (the value is the SQL column)."""

    HOST = "host"
    PROJECT = "project_name"
    APP = "app"
    VERSION = "version"
    NAME = "name"
    OUTCOME = "outcome"
    EXIT_STATUS = "exit_status"
    CPU_TIME = "cpu_time_s"
    ELAPSED = "elapsed_s"
    RECEIVED = "received_time"
    COMPLETED = "completed_time"
    REPORTED = "reported_time"
    DEADLINE = "deadline"
    CREDIT = "credit"


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """Which finished tasks to show; empty fields do not filter."""

    text: str = ""
    host: str = ""
    project_url: str = ""
    app: str = ""
    outcome: Outcome | None = None
    since: float | None = None  # completed at or after (Unix time)
    until: float | None = None  # completed before


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def where(f: HistoryFilter) -> tuple[str, list[object]]:
    """``(" WHERE ...", params)`` for ``f``; ``("", [])`` when it filters nothing."""
    parts: list[str] = []
    params: list[object] = []
    if f.host:
        parts.append("host = ?")
        params.append(f.host)
    if f.project_url:
        parts.append("project_url = ?")
        params.append(f.project_url)
    if f.app:
        parts.append("app = ?")
        params.append(f.app)
    if f.outcome is not None:
        parts.append("outcome = ?")
        params.append(f.outcome.value)
    if f.since is not None:
        parts.append("completed_time >= ?")
        params.append(f.since)
    if f.until is not None:
        parts.append("completed_time < ?")
        params.append(f.until)
    text = f.text.strip()
    if text:
        pattern = _like(text)
        parts.append("(name LIKE ? ESCAPE '\\' OR app LIKE ? ESCAPE '\\' OR project_name LIKE ? ESCAPE '\\'"
                     " OR project_url LIKE ? ESCAPE '\\')")
        params += [pattern] * 4
    return (" WHERE " + " AND ".join(parts), params) if parts else ("", [])


def order_by(key: SortKey, descending: bool) -> str:
    """An ORDER BY that is total (ties broken by id), in a form an index can serve.

    Unknown values (NULL) come first going up and last going down, as SQLite orders them.
    """
    direction = "DESC" if descending else "ASC"
    return f" ORDER BY {key.value} {direction}, id {direction}"
