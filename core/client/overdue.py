"""Started tasks past their deadline: said once a day, aborted past cc_config's ``max_overdue_days``.

BOINC 8's client (``ACTIVE_TASK_SET::report_overdue`` in ``client/app.cpp``,
run at start and then every 24 hours) looks at each task that has a slot. One
whose report deadline has passed is named in the event log with how many days
late it is; when ``max_overdue_days`` is 0 or more and the task is later than
that, it is aborted with ``EXIT_OVERDUE_EXCEEDED`` (209, which the engine files
as an abort, not a computation error). Unstarted tasks are the engine's own
business (aborted at their deadline, ``Engine._abort_unstarted_late``).
Engine thread only.
"""
from __future__ import annotations

from collections.abc import Callable

from core.ids import ProjectUrl, ResultName
from core.state import ClientState

EXIT_OVERDUE_EXCEEDED = 209
CHECK_EVERY_S = 86400.0

Abort = Callable[[tuple[ProjectUrl, ResultName], int, str], None]
"""Aborts a task: its key, exit status, reason."""


class OverdueCheck:
    def __init__(self) -> None:
        self._next = 0.0

    def due(self, now: float) -> bool:
        return now >= self._next

    def run(self, state: ClientState, max_overdue_days: float, now: float, abort: Abort,
            log: Callable[[ProjectUrl, str], None]) -> list[ResultName]:
        """Say and abort what is due; returns the names of the aborted tasks."""
        self._next = now + CHECK_EVERY_S
        aborted: list[ResultName] = []
        for key in list(state.active_tasks):
            result = state.results.get(key)
            if result is None or result.report_deadline <= 0 or result.is_finished:
                continue
            days = (now - result.report_deadline) / 86400.0
            if days <= 0:
                continue
            if 0 <= max_overdue_days < days:
                log(key[0], f"Task {result.name} is {days:.2f} days past its deadline, more than the "
                            f"{max_overdue_days:g} days cc_config.xml allows: aborting it")
                abort(key, EXIT_OVERDUE_EXCEEDED, "overdue limit exceeded")
                aborted.append(result.name)
            else:
                log(key[0], f"Task {result.name} is {days:.2f} days past its deadline; the project may "
                            "give no credit for it. You may want to abort it")
        return aborted
