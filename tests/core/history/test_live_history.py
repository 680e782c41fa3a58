"""Task history from real runs: the live client on the demo project, in-process and over GUI RPC.

The demo project serves an app that fails every third job (exit status 3); one task is
aborted by the volunteer. The history must then hold, for each task the project heard
of, one row with the outcome the project was told: success, a computation error with
its exit status, or an abort by the user.
"""
from __future__ import annotations

import time
from pathlib import Path

from core.api.commands import ProjectAction, ProjectOp, SetRunMode, TaskAction, TaskOp
from core.api.snapshot import ClientSnapshot
from core.guirpc.client import GuiRpcClient
from core.history import HistoryDb, HistoryFilter, HistoryRecorder, Outcome, RemoteHistoryPoller
from core.history.records import AbortedBy
from core.ids import ProjectUrl
from core.state.enums import RunMode
from tests.core.client.e2e import attach, core_run, free_port, live_client, wait_for
from tests.core.history.live_env import flaky_project, server_outcomes

EXIT_ABORTED_VIA_GUI = 203


def _expected(outcomes: dict[str, int]) -> dict[str, Outcome]:
    return {n: Outcome.SUCCESS if e == 0 else Outcome.ABORTED if e == EXIT_ABORTED_VIA_GUI else Outcome.ERROR
            for n, e in outcomes.items()}


def test_snapshots_of_a_live_run_record_success_error_and_abort(tmp_path: Path) -> None:
    project = flaky_project(tmp_path)
    client = live_client(tmp_path / "client")
    db = HistoryDb(tmp_path / "history.sqlite3")
    recorder = HistoryRecorder(db)
    client.add_listener(recorder.on_snapshot)
    latest: list[ClientSnapshot] = []
    client.add_listener(latest.append)
    try:
        client.submit(SetRunMode(RunMode.NEVER)).result(timeout=30)
        attach(client, project)
        wait_for(lambda: bool(latest) and any(t.status.startswith("Suspended") or t.status == "Ready to start"
                                               for t in latest[-1].tasks), 60, "a downloaded task")
        victim = next(t for t in latest[-1].tasks if not t.finished)
        assert client.submit(TaskOp(victim.key, TaskAction.ABORT)).result(timeout=30).ok
        client.submit(SetRunMode(RunMode.ALWAYS)).result(timeout=30)

        wait_for(lambda: latest[-1].tasks and all(t.finished for t in latest[-1].tasks), 60, "the tasks to end")
        # A computation error backs the project off (as BOINC does): ask for the report now.
        client.submit(ProjectOp(ProjectUrl(project.master_url), ProjectAction.UPDATE)).result(timeout=30)

        def enough() -> bool:
            got = _expected(server_outcomes(project))
            return victim.name in got and Outcome.SUCCESS in got.values() and Outcome.ERROR in got.values()

        wait_for(enough, 60, "a success, an error and the abort reported")
        client.submit(SetRunMode(RunMode.NEVER)).result(timeout=30)
        time.sleep(1.5)  # a publish after the last report
    finally:
        client.stop()
        recorder.close()
    expected = _expected(server_outcomes(project))
    host = latest[-1].host.name
    for name, outcome in expected.items():
        row = db.task(host, project.master_url, name)
        assert row is not None, f"{name} ({outcome}) is missing from the history"
        assert row.outcome is outcome, (name, row)
        if outcome is Outcome.ERROR:
            assert row.exit_status == 3 and "exited with code 3" in row.exit_meaning
            assert row.app == "Flaky primes" and row.version == "1.02"
        if outcome is Outcome.SUCCESS:
            assert row.cpu_time_s is not None and row.elapsed_s and row.elapsed_s > 0
            assert row.completed_time and row.received_time and row.deadline and row.deadline > row.completed_time
            assert row.reported_time and row.reported_time >= row.completed_time
    aborted = db.task(host, project.master_url, victim.name)
    assert aborted is not None and aborted.aborted_by is AbortedBy.USER and aborted.exit_status == EXIT_ABORTED_VIA_GUI
    # Nothing doubled, nothing invented: the history lists exactly the tasks that ended.
    assert {r.name for r in db.iter_tasks(HistoryFilter(host=host))} == set(expected)
    assert db.count() == len(expected)
    # The client's own job log has the successes, as BOINC's does.
    job_log = next((tmp_path / "client").glob("job_log_*.txt")).read_text()
    for name, outcome in expected.items():
        assert (f" nm {name} " in job_log) == (outcome is Outcome.SUCCESS), name
    db.close()


def test_a_remote_boinc_core_run_is_recorded_over_gui_rpc(tmp_path: Path) -> None:
    project = flaky_project(tmp_path)
    port = free_port()
    db = HistoryDb(tmp_path / "history.sqlite3")
    with core_run(tmp_path / "client", project, port) as (_proc, password):
        poller = RemoteHistoryPoller(db, "127.0.0.1", port, password, interval_s=60.0)
        rpc = GuiRpcClient("127.0.0.1", port, password)
        try:
            # Ready to report too (uploaded, or ended in error): a task still uploading when the
            # update below is sent waits for the next request, behind the error's backoff (once,
            # under the full suite with two busy cores).
            def ended() -> bool:
                results = rpc.get_results()
                return len(results) >= 3 and all(r.state >= 3 and r.ready_to_report for r in results) \
                    and any(r.exit_status for r in results)

            wait_for(ended, 60, "tasks that ended and are ready to report, one in error")
            # What the first poll sees with its version and deadline (the error's backoff holds the
            # reports until the update below; a task that ends after this poll is reported by that
            # update too, but was only ever seen by get_old_results, which carries no version).
            seen = {r.name for r in rpc.get_results() if r.state >= 3}
            first = poller.poll_once()  # from get_results: finished, not reported yet
            assert first >= 3
            # The error backed the project off; a manager's "Update" reports at once what is ready.
            ready = {r.name for r in rpc.get_results() if r.ready_to_report}
            assert len(ready) >= 3
            rpc.project_op(project.master_url, "update")
            wait_for(lambda: ready <= set(server_outcomes(project)), 60, "the reports")
            # Only the tasks reported by that update: new work fetched with it may finish and
            # wait, unreported, behind the error's backoff.
            reported = set(server_outcomes(project))
            wait_for(lambda: not any(r.state >= 3 and r.name in reported for r in rpc.get_results()), 30,
                     "acknowledged tasks forgotten")
            # Gone from get_results: only get_old_results still knows them, now with their reported time.
            poller.poll_once()
        finally:
            rpc.close()
            poller.stop()
    # Judge the tasks that update reported; later ones may or may not have been seen yet.
    expected = _expected({n: e for n, e in server_outcomes(project).items() if n in reported and n in seen})
    assert {Outcome.SUCCESS, Outcome.ERROR} <= set(expected.values())
    hosts = db.distinct("host")
    assert len(hosts) == 1
    for name, outcome in expected.items():
        row = db.task(hosts[0], project.master_url, name)
        assert row is not None, f"{name} missing"
        assert row.outcome is outcome and row.app == "Flaky primes", row
        # get_results gave the version and deadline, get_old_results the reported time: both kept.
        assert row.version == "1.02" and row.deadline and row.received_time
        assert row.reported_time is not None and row.completed_time is not None
        assert row.reported_time >= row.completed_time
        assert row.source == "get_old_results"
        if outcome is Outcome.ERROR:
            assert row.exit_status == 3
    # Nothing invented: any row beyond them is a task the project really issued.
    assert project.store is not None
    with project.store.transaction() as sdb:
        issued = {str(n) for (n,) in sdb.execute("SELECT name FROM result").fetchall()}
    recorded = {r.name for r in db.iter_tasks(HistoryFilter(host=hosts[0]))}
    assert set(expected) <= recorded <= issued
    assert db.count() == len(recorded)
    assert db.daily(hosts[0]), "today's credit figures were recorded"
    db.close()
