"""What the live client keeps of its finished tasks, as BOINC does.

Two records, both BOINC's:

- the old-results list (``add_old_result`` in BOINC's client/result.cpp): each
  result the project acknowledged, kept in memory for an hour, so a manager
  that polls ``get_old_results`` now and then still learns how every task
  ended after the result left the state. Lost on restart, as in BOINC.
- the job log, ``job_log_<project>.txt`` in the data directory: one line per
  task that finished successfully, appended when the computation ends, in
  BOINC's layout ``<time> ue <est. runtime> ct <cpu s> fe <fpops est> nm <name>
  et <elapsed s> es <exit status>`` (``RESULT::append_log_record``). The
  manager's task history imports these files (core/history/job_log_import.py).

Called on the engine thread from the engine observer; the job-log append is
one short write. A failed write is ignored: the log is a courtesy, never a
reason to stop the client.
"""
from __future__ import annotations

from collections import deque

from core.guirpc.backend import OldResult
from core.persist.paths import DataDir
from core.state import ClientState, Result, ResultState

OLD_RESULT_KEEP_S = 3600.0
"""BOINC keeps an acknowledged result's summary for an hour."""


class OldResults:
    """The acknowledged results of the last hour, oldest first."""

    def __init__(self) -> None:
        self._items: deque[OldResult] = deque()

    def add(self, state: ClientState, result: Result, now: float) -> None:
        """Remember ``result`` (just acknowledged) and drop what is older than an hour."""
        self._expire(now)
        wu = state.workunits.get((result.project_url, result.wu_name))
        self._items.append(OldResult(
            project_url=result.project_url, result_name=result.name,
            app_name=str(wu.app_name) if wu is not None else "", exit_status=result.exit_status,
            elapsed_time=result.final_elapsed_time, cpu_time=result.final_cpu_time,
            completed_time=result.completed_time, create_time=now,
        ))

    def current(self, now: float) -> tuple[OldResult, ...]:
        self._expire(now)
        return tuple(self._items)

    def _expire(self, now: float) -> None:
        while self._items and self._items[0].create_time < now - OLD_RESULT_KEEP_S:
            self._items.popleft()


def append_job_log(dd: DataDir, state: ClientState, result: Result, raw_runtime_s: float, now: float) -> None:
    """Append ``result``'s line to its project's job log if it finished successfully."""
    if result.exit_status != 0 or result.state not in (ResultState.FILES_UPLOADING, ResultState.FILES_UPLOADED):
        return
    wu = state.workunits.get((result.project_url, result.wu_name))
    fpops = wu.rsc_fpops_est if wu is not None else 0.0
    line = (f"{now:.0f} ue {raw_runtime_s:f} ct {result.final_cpu_time:f} fe {fpops:.0f} nm {result.name} "
            f"et {result.final_elapsed_time:f} es {result.exit_status}\n")
    try:
        with open(dd.job_log_file(result.project_url), "a", encoding="utf-8") as f:
            f.write(line)
    except (OSError, ValueError):
        pass
