"""Task rows for the newer engine states: postponed by a temporary exit, kept for a chain successor.

The in-process rows come from ``build_snapshot`` over a real state; the remote rows
from a real client's ``get_results`` reply (the captured fixture) with the lines the
real client writes for a postponed task, and from our own GUI RPC server.
"""
from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest

from core.api.snapshot import ActivityStatus, ClientSnapshot, TaskRow
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.guirpc.backend import StateBackend
from core.guirpc.client_types import ResultInfo
from core.guirpc.server import GuiRpcServer
from core.ids import FileName, ResultName
from core.remote.client import RemoteClient
from core.remote.rows import result_status
from core.state import ClientState, FileInfo, FileRef, Result, ResultState, RunMode
from core.xml.hardened import parse_xml
from tests.core.guirpc.sample import NOW, PASSWORD, URL, attached_snapshot, attached_state

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/guirpc/attached_running_task/get_results.reply.xml")
RUNNING = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
SUSPENDED = ActivityStatus(RunMode.NEVER, RunMode.AUTO, False, True, "user request", "", None)


def rows(state: ClientState, now: float, previous: ClientSnapshot | None = None,
         activity: ActivityStatus = RUNNING) -> tuple[ClientSnapshot, dict[str, TaskRow]]:
    snap = build_snapshot(state, now, None, SnapshotInputs(activity), previous)
    return snap, {t.name: t for t in snap.tasks}


def test_a_postponed_task_says_why_until_its_wait_ends() -> None:
    state = attached_state(n_results=3, running=False)
    first, second, third = list(state.results.values())
    first.schedule_backoff, first.schedule_backoff_reason = NOW + 60, "waiting for GPU"
    second.schedule_backoff, second.schedule_backoff_reason = NOW + 60, ""
    third.schedule_backoff, third.schedule_backoff_reason = NOW - 1, "long over"
    snap, by_name = rows(state, NOW)
    assert by_name[first.name].status == "Postponed: waiting for GPU"
    assert by_name[first.name].postponed_until == NOW + 60
    assert by_name[second.name].status == "Postponed"
    assert by_name[third.name].status == "Ready to start" and by_name[third.name].postponed_until == 0.0
    # Like BOINC Manager (gui-rpc.md section 9), the wait overrides a computing suspension.
    assert rows(state, NOW, activity=SUSPENDED)[1][first.name].status == "Postponed: waiting for GPU"
    # Nothing but the clock changes, and the row still follows it (the memo must not keep it).
    _, later = rows(state, NOW + 61, snap)
    assert later[first.name].status == "Ready to start" and later[first.name].postponed_until == 0.0


def chained_state() -> tuple[ClientState, Result, Result]:
    """A kept predecessor with its sticky files, and its successor's predecessor link."""
    state = attached_state(n_results=2, running=False)
    head, nxt = list(state.results.values())
    head.state, head.exit_status, head.got_server_ack, head.has_successor = ResultState.FILES_UPLOADED, 0, True, True
    out = FileName(f"{head.name}_r0")
    head.output_files = [FileRef(out)]
    state.file_infos[(URL, out)] = FileInfo(URL, out, sticky=True, status=1)
    wu_in = state.workunits[(URL, head.wu_name)].input_files[0].file_name
    state.file_infos[(URL, wu_in)] = FileInfo(URL, wu_in, sticky=True, status=1)
    nxt.previous_result_name, nxt.has_successor = head.name, True
    return state, head, nxt


def test_a_kept_result_says_so_and_names_its_files() -> None:
    state, head, nxt = chained_state()
    _, by_name = rows(state, NOW)
    kept = by_name[head.name]
    assert kept.status == "Kept for successor" and kept.kept_for_successor and kept.has_successor
    assert set(kept.kept_files) == {f"{head.name}_r0", "fixture_wu_3_in.txt"}
    follower = by_name[nxt.name]
    assert follower.previous_result == head.name and follower.has_successor
    assert not follower.kept_for_successor and follower.kept_files == ()
    head.has_successor = False  # an ordinary acknowledged result
    _, by_name = rows(state, NOW)
    assert by_name[head.name].status == "Acknowledged" and not by_name[head.name].kept_for_successor


def real_result(extra: str) -> ResultInfo:
    """The real client's result (fixture) with ``extra`` lines where RESULT::write_gui puts its flags."""
    text = FIXTURE.read_bytes()[:-1].replace(b"    <report_immediately/>\n",
                                              b"    <report_immediately/>\n" + extra.encode())
    element = parse_xml(text, source="fixture").find("results/result")
    assert element is not None
    return ResultInfo.parse(element)


@pytest.mark.parametrize(("extra", "status"), [
    ("    <scheduler_wait/>\n    <scheduler_wait_reason>waiting for GPU</scheduler_wait_reason>\n",
     "Postponed: waiting for GPU"),
    ("    <scheduler_wait/>\n", "Postponed"),
    ("    <suspended_via_gui/>\n    <scheduler_wait/>\n    <scheduler_wait_reason>r</scheduler_wait_reason>\n",
     "Postponed: r"),
    ("    <scheduler_wait/>\n    <network_wait/>\n", "Waiting for network access"),
    ("", "Running"),
])
def test_a_real_clients_result_reads_as_the_manager_shows_it(extra: str, status: str) -> None:
    assert result_status(real_result(extra), RUNNING) == status


@pytest.mark.timeout(30)
def test_remote_client_shows_the_postponement_our_server_reports() -> None:
    snap = attached_snapshot(n_results=2)
    state = snap.state
    waiting = state.results[(URL, ResultName("fixture_wu_4_0"))]
    waiting.schedule_backoff, waiting.schedule_backoff_reason = time.time() + 600, "no <GPU> & no luck"
    backend = StateBackend(replace(snap, now=time.time()))
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        client = RemoteClient("127.0.0.1", server.port, PASSWORD, poll_interval_s=0.1, timeout_s=5)
        seen: list[ClientSnapshot] = []
        client.add_listener(seen.append)
        client.start()
        try:
            deadline = time.monotonic() + 10
            while not seen:
                assert time.monotonic() < deadline
                time.sleep(0.05)
        finally:
            client.stop()
    by_name = {t.name: t for t in seen[0].tasks}
    assert by_name["fixture_wu_4_0"].status == "Postponed: no <GPU> & no luck"
    assert by_name["fixture_wu_3_0"].status == "Running"
    # GUI RPC has no chain facts: remote rows leave them empty.
    assert not any(t.has_successor or t.previous_result or t.kept_for_successor for t in seen[0].tasks)

