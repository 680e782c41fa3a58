"""What the History tab asks of the task history: a filter and a sort order, as SQL.

``HistoryFilter`` holds the volunteer's choices (search text, host, project,
application, outcome, a date range on the completion time); ``where`` turns it
into a WHERE clause with parameters, never with the text pasted in. The search
text matches the task's name, application, project name or URL anywhere
(case-insensitive, ``%`` and ``_`` taken literally). ``after`` is the condition
for keyset pagination (the page after a given row). Pure; no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.history.records import Outcome
from core.history.schema import OUTCOME_CODES


class SortKey(Enum):
    """Columns the history can be sorted by."""

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


# Host, project and application are keys into tables of their own (schema version 3):
# they sort by the name shown, read from there. The outcome code sorts as its word.
_SORT_EXPR = {
    SortKey.HOST: "(SELECT hosts.name FROM hosts WHERE hosts.id = tasks.host_id)",
    SortKey.PROJECT: "(SELECT COALESCE(projects.name, projects.url) FROM projects "
                     "WHERE projects.id = tasks.project_id)",
    SortKey.APP: "(SELECT apps.name FROM apps WHERE apps.id = tasks.app_id)",
}


# Sorts an index of its own serves (schema.py). A keyset page of such a sort walks
# that index from the last row shown and stops after a page of matches; left to
# itself, SQLite prefers the (host, completion time) index for a host filter and
# sorts every row it selects, as it cannot tell that a date range keeps most rows.
SORT_INDEX = {SortKey.CPU_TIME: "tasks_cpu_time", SortKey.ELAPSED: "tasks_elapsed"}


def sort_expr(key: SortKey) -> str:
    """The SQL value rows are ordered by for ``key``."""
    return _SORT_EXPR.get(key, key.value)


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
    """``(" WHERE ...", params)`` for ``f``; ``("", [])`` when it filters nothing.

    Names are matched through their key tables by scalar subqueries, which SQLite
    evaluates once, so the (host, completion time) index still serves a host filter.
    """
    parts: list[str] = []
    params: list[object] = []
    if f.host:
        parts.append("host_id = (SELECT id FROM hosts WHERE name = ?)")
        params.append(f.host)
    if f.project_url:
        parts.append("project_id = (SELECT id FROM projects WHERE url = ?)")
        params.append(f.project_url)
    if f.app:
        parts.append("app_id = (SELECT id FROM apps WHERE name = ?)")
        params.append(f.app)
    if f.outcome is not None:
        parts.append("outcome = ?")
        params.append(OUTCOME_CODES[f.outcome.value])
    if f.since is not None:
        parts.append("completed_time >= ?")
        params.append(f.since)
    if f.until is not None:
        parts.append("completed_time < ?")
        params.append(f.until)
    text = f.text.strip()
    if text:
        pattern = _like(text)
        parts.append("(name LIKE ? ESCAPE '\\' OR app_id IN (SELECT id FROM apps WHERE name LIKE ? ESCAPE '\\')"
                     " OR project_id IN (SELECT id FROM projects WHERE name LIKE ? ESCAPE '\\'"
                     " OR url LIKE ? ESCAPE '\\'))")
        params += [pattern] * 4
    return (" WHERE " + " AND ".join(parts), params) if parts else ("", [])


def order_by(key: SortKey, descending: bool) -> str:
    """An ORDER BY that is total (ties broken by id), in a form an index can serve.

    Unknown values (NULL) come first going up and last going down, as SQLite orders them.
    """
    direction = "DESC" if descending else "ASC"
    return f" ORDER BY {sort_expr(key)} {direction}, id {direction}"


def after(key: SortKey, descending: bool, value: object, row_id: int) -> list[tuple[str, list[object]]]:
    """Conditions for the rows after the row (``value``, ``row_id``) in ``order_by``'s order.

    Keyset pagination: the next page starts where the last one ended, at the cost
    of one page whatever its depth (an OFFSET reads and drops every row before it).
    Each condition is a stretch of the order, to be read in turn until the page is
    full: NULL sorts lowest and row values cannot compare it, so it is a stretch of
    its own, and a row-value comparison alone lets SQLite walk the column's index.
    """
    col = sort_expr(key)
    if descending:
        if value is None:
            return [(f"{col} IS NULL AND id < ?", [row_id])]
        return [(f"({col}, id) < (?, ?)", [value, row_id]), (f"{col} IS NULL", [])]
    if value is None:
        return [(f"{col} IS NULL AND id > ?", [row_id]), (f"{col} IS NOT NULL", [])]
    return [(f"({col}, id) > (?, ?)", [value, row_id])]
