"""The live client aborts a task whose deadline passes before it starts (exit status 200,
BOINC's EXIT_UNSTARTED_LATE), says so in the event log and reports it; it never starts it."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from core.exec.status import EXIT_UNSTARTED_LATE
from core.state import ResultState
from tests.core.client.e2e import FAST_PREFS, attach, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(180)


def test_a_task_not_started_by_its_deadline_is_aborted_and_reported(tmp_path: Path) -> None:
    # One CPU, eight tasks of a second or more per reply, each due 3 s after it was sent:
    # the last of them cannot start in time.
    project = demo_project(tmp_path, job_size=3_000_000, ready_jobs=8, max_jobs_per_rpc=8, delay_bound_s=3.0)
    client = live_client(tmp_path / "client", replace(FAST_PREFS, max_ncpus_pct=1.0))
    started: set[str] = set()

    def watch(s: object, now: float) -> None:
        for key in client.session.state.active_tasks:
            started.add(str(key[1]))

    client.after_pass.append(watch)
    try:
        attach(client, project)
        state = client.session.state

        def aborted() -> list[str]:
            return [str(r.name) for r in list(state.results.values())
                    if r.state == ResultState.ABORTED and r.exit_status == EXIT_UNSTARTED_LATE]

        wait_for(lambda: bool(aborted()), 90, "a task aborted because it could not start by its deadline")
        names = aborted()
        for name in names:
            r = next(r for r in list(state.results.values()) if str(r.name) == name)
            assert r.completed_time >= r.report_deadline  # not before its deadline
            assert name not in started, f"{name} had been started, yet was aborted as unstarted"
        store = project.store
        assert store is not None
        wait_for(lambda: any(row.name in names and row.outcome == "client_error"
                             for row in store.results()), 60, "the aborted task reported to the project")
        log = client.session.eventlog
        assert log is not None
        lines = [m.body for m in log.messages_since(0)]
        assert any(f"Aborting task {names[0]}: not started and its deadline has passed" in b for b in lines)
    finally:
        client.stop()
        project.stop()
