"""RemoteClient against our own GUI RPC server and against the real BOINC client."""
from __future__ import annotations

import socket
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest

from core.api.client import HostHealth
from core.api.commands import (
    ProjectAction,
    ProjectOp,
    ReadConfigFiles,
    ReadPrefsFiles,
    RunBenchmarks,
    SetRunMode,
    Snooze,
    TaskAction,
    TaskOp,
    TransferAction,
    TransferOp,
)
from core.api.snapshot import ClientSnapshot
from core.guirpc.backend import Notice, StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import FileName, ResultName
from core.remote.client import RemoteClient
from core.state.enums import RunMode
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot
from tests.core.guirpc.wire_commands import FileTransferOp, ProjectOp as RpcProjectOp, ResultOp, SetMode
from tests.realboinc import netns_problem, real_boinc, run_in_namespace


def wait_for(predicate: Callable[[], bool], timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.02)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


@pytest.fixture
def server() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot(n_results=3))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        yield srv, backend


@pytest.mark.timeout(30)
def test_snapshot_shows_projects_tasks_transfers_and_messages(server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, _ = server
    client = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.1, timeout_s=5)
    seen: list[ClientSnapshot] = []
    client.add_listener(seen.append)
    client.start()
    try:
        wait_for(lambda: bool(seen))
        snap = seen[0]
        assert [p.name for p in snap.projects] == ["Fixture Project"]
        assert snap.projects[0].account == "fixture_user" and snap.projects[0].share_fraction == 1.0
        assert len(snap.tasks) == 3
        first = snap.tasks[0]
        assert first.key == (URL, "fixture_wu_3_0") and first.running and first.status == "Running"
        assert first.application == "Fixture App 1.02" and first.project_name == "Fixture Project"
        assert {t.status for t in snap.tasks[1:]} == {"Ready to start"}
        assert snap.transfers[0].file_name == "fixture_wu_9_out" and snap.transfers[0].status == "Upload: active"
        assert [m.seqno for m in snap.messages] == [1, 2, 3, 4, 5]
        assert snap.messages[3].body == "message 4 & <more>"
        assert snap.activity.run_mode == RunMode.AUTO and snap.activity.computing
        assert snap.host.ncpus == 2 and snap.host.name == "vm"
        wait_for(lambda: len(seen) >= 3)
        assert seen[-1].messages == ()  # messages come once, incrementally
        assert seen[-1].tasks[0] is seen[0].tasks[0]  # unchanged rows are the same objects
        health = client.health()
        assert health.connected and health.error == "" and health.latency_s is not None
        assert health.last_contact > time.time() - 5
    finally:
        client.stop()


@pytest.mark.timeout(30)
def test_commands_arrive_as_gui_rpc_commands(server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, backend = server
    client = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5)
    client.start()
    try:
        name = ResultName("fixture_wu_4_0")
        results = [client.submit(c).result(10) for c in (
            ProjectOp(URL, ProjectAction.SUSPEND),
            TaskOp((URL, name), TaskAction.ABORT),
            TransferOp((URL, "fixture_wu_9_out", "Upload"), TransferAction.RETRY),
            SetRunMode(RunMode.NEVER, 60.0),
            Snooze(300.0),
            Snooze(0.0),
        )]
        assert all(r.ok for r in results), results
        assert backend.take_commands() == [
            RpcProjectOp(URL, "suspend"), ResultOp(URL, name, "abort"),
            FileTransferOp(URL, FileName("fixture_wu_9_out"), "retry"),
            SetMode("run", RunMode.NEVER, 60.0), SetMode("run", RunMode.NEVER, 300.0),
            SetMode("network", RunMode.NEVER, 300.0), SetMode("run", RunMode.RESTORE, 0.0),
            SetMode("network", RunMode.RESTORE, 0.0),
        ]
        refused = client.submit(ProjectOp("http://elsewhere.example/", ProjectAction.UPDATE)).result(10)  # type: ignore[arg-type]
        assert not refused.ok and "No such project" in refused.message
    finally:
        client.stop()


@pytest.mark.timeout(30)
def test_wrong_password_says_so(server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, backend = server
    client = RemoteClient("127.0.0.1", srv.port, "not-the-password", poll_interval_s=0.1, timeout_s=5,
                          backoff_s=0.1, max_backoff_s=0.2)
    client.start()
    try:
        wait_for(lambda: client.health().error != "")
        health = client.health()
        assert not health.connected and health.error == "wrong password"
        assert "reinstall" not in health.summary()
        assert client.poll_snapshot() is None
        outcome = client.submit(SetRunMode(RunMode.NEVER)).result(10)
        assert not outcome.ok and backend.commands() == []
        client.set_password(PASSWORD)  # the volunteer fixes it: connects at once
        wait_for(lambda: client.poll_snapshot() is not None)
        assert client.health().connected and client.health().error == ""
    finally:
        client.stop()


@pytest.mark.timeout(30)
def test_dead_port_reports_refused_then_reconnects_when_the_server_starts() -> None:
    port = free_port()
    client = RemoteClient("127.0.0.1", port, PASSWORD, poll_interval_s=0.1, timeout_s=2,
                          backoff_s=0.1, max_backoff_s=0.3)
    client.start()
    try:
        wait_for(lambda: client.health().error != "")
        health: HostHealth = client.health()
        assert not health.connected and health.error.startswith("connection refused")
        t0 = time.monotonic()
        outcome = client.submit(SetRunMode(RunMode.NEVER)).result(5)  # answered, not hung
        assert not outcome.ok and "connection refused" in outcome.message and time.monotonic() - t0 < 3
        backend = StateBackend(attached_snapshot())
        with GuiRpcServer(backend, PASSWORD, port=port):
            wait_for(lambda: client.poll_snapshot() is not None)
            snap = client.poll_snapshot()
            assert snap is not None and snap.projects[0].name == "Fixture Project"
            assert client.health().connected
        wait_for(lambda: not client.health().connected)  # the server went away again
    finally:
        client.stop()


@pytest.mark.timeout(30)
def test_a_silent_host_times_out_without_blocking_the_caller() -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    accepted: list[socket.socket] = []

    def accept() -> None:
        try:
            while True:
                accepted.append(listener.accept()[0])
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    client = RemoteClient("127.0.0.1", listener.getsockname()[1], "", poll_interval_s=0.1, timeout_s=0.5,
                          backoff_s=5.0)
    t0 = time.monotonic()
    client.start()
    assert client.poll_snapshot() is None and client.health().summary() == "connecting…"
    assert time.monotonic() - t0 < 0.2  # start returns at once
    try:
        wait_for(lambda: client.health().error != "")
        assert client.health().error == "no answer (timed out)"
        assert "retrying in" in client.health().summary()
    finally:
        client.stop()
        listener.close()
        for s in accepted:
            s.close()


@pytest.mark.timeout(30)
def test_notices_come_once_and_start_over_when_the_host_removes_one(
        server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, backend = server
    client = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.1, timeout_s=5)
    seen: list[ClientSnapshot] = []
    client.add_listener(seen.append)
    client.start()
    try:
        wait_for(lambda: len(seen) >= 3)
        first = seen[0]  # a new connection reads the whole list, and says so
        assert first.notices_refreshed and [(n.seqno, n.title, n.body) for n in first.notices] == [
            (1, "Hello", "A notice")]
        assert all(not s.notices and not s.notices_refreshed for s in seen[1:3])
        snap = backend.snapshot()
        backend.publish(replace(snap, notices=(*snap.notices, Notice(2, "More", "news", snap.now, snap.now))))
        wait_for(lambda: any(n.seqno == 2 for s in seen for n in s.notices))
        added = next(s for s in seen if any(n.seqno == 2 for n in s.notices))
        assert not added.notices_refreshed and [n.seqno for n in added.notices] == [2]
        count = len(seen)
        backend.publish(replace(snap, notices=(Notice(2, "More", "news", snap.now, snap.now),)))  # 1 removed
        wait_for(lambda: any(s.notices_refreshed for s in seen[count:]))
        again = next(s for s in seen[count:] if s.notices_refreshed)
        assert [n.seqno for n in again.notices] == [2]  # the whole list now: only notice 2
    finally:
        client.stop()


# ---------------------------------------------------------------- the real BOINC client

REMOTE_SCRIPT = textwrap.dedent("""
    import json, sys, time
    sys.path.insert(0, sys.argv[3])
    from core.api.commands import SetRunMode
    from core.remote.client import RemoteClient
    from core.guirpc.client import GuiRpcClient
    from core.state.enums import RunMode
    c = RemoteClient("127.0.0.1", int(sys.argv[1]), sys.argv[2], poll_interval_s=0.3, timeout_s=10,
                     backoff_s=0.3, max_backoff_s=1.0)
    c.start()
    deadline = time.monotonic() + 40
    while c.poll_snapshot() is None:
        assert time.monotonic() < deadline, c.health()
        time.sleep(0.1)
    first = c.poll_snapshot()
    result = c.submit(SetRunMode(RunMode.NEVER)).result(20)
    deadline = time.monotonic() + 20  # the real client updates its suspend reason on its next poll
    while (c.poll_snapshot().activity.run_mode != RunMode.NEVER or not c.poll_snapshot().activity.task_suspend_reason) \
            and time.monotonic() < deadline:
        time.sleep(0.1)
    seen = c.poll_snapshot().activity
    with GuiRpcClient("127.0.0.1", int(sys.argv[1]), sys.argv[2], timeout_s=10) as direct:
        cc = direct.get_cc_status()
    c.stop()
    print(json.dumps(dict(before=int(first.activity.run_mode), ok=result.ok, seen=int(seen.run_mode),
                          seen_reason=seen.task_suspend_reason, task_mode=cc.task_mode,
                          ncpus=first.host.ncpus, messages=len(first.messages), health=c.health().connected)))
""")




@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_remote_client_follows_the_real_boinc_client(tmp_path: Path) -> None:
    port = 31416
    with real_boinc(tmp_path / "boinc.log", port, "real-pw", "remote_test") as ns:
        out = run_in_namespace(ns, REMOTE_SCRIPT, port, "real-pw", tmp_path / "boinc.log", tmp_path,
                               timeout_s=90)
        assert out["before"] == int(RunMode.AUTO) and out["ncpus"] >= 1 and out["messages"] > 0
        assert out["ok"] and out["seen"] == int(RunMode.NEVER) and out["task_mode"] == int(RunMode.NEVER)
        assert out["seen_reason"] == "user request"


@pytest.mark.timeout(30)
def test_argument_free_commands_reach_the_host_as_the_server_reads_them(
        server: tuple[GuiRpcServer, StateBackend]) -> None:
    """The remote client sends an argument-free command by GUI RPC's own table (core/guirpc/ops.py
    ARGUMENT_FREE), so the host's server posts the very command the window submitted."""
    srv, backend = server
    client = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5)
    client.start()
    try:
        sent = [RunBenchmarks(), ReadConfigFiles(), ReadPrefsFiles()]
        results = [client.submit(c).result(10) for c in sent]
        assert all(r.ok for r in results), results
        assert backend.take_commands() == sent
    finally:
        client.stop()


def _told(client: RemoteClient) -> bool:
    return client.health().problem is not None


@pytest.mark.timeout(30)
def test_a_problem_of_no_socket_kind_is_told_by_its_kind() -> None:
    """Not a BOINC client on the port (its replies lack what every GUI RPC reply of the kind has),
    and a client refusing every request: each told by its ConnectionProblem, with the client's
    own words as the fact, so that a window can say it in its language."""
    from core.api.client import ConnectionProblem
    from tests.core.api.answering import answering

    for reply, problem, facts in (
            (b"<boinc_gui_rpc_reply>\n<success/>\n</boinc_gui_rpc_reply>\n", ConnectionProblem.NOT_GUI_RPC, ()),
            (b"<boinc_gui_rpc_reply>\n<error>not today</error>\n</boinc_gui_rpc_reply>\n",
             ConnectionProblem.CLIENT_ERROR, ("not today",))):
        with answering(reply) as port:
            client = RemoteClient("127.0.0.1", port, "", poll_interval_s=0.1, timeout_s=2, backoff_s=0.1,
                                  max_backoff_s=0.3)
            client.start()
            try:
                wait_for(partial(_told, client))
                health = client.health()
                assert (health.problem, health.problem_facts) == (problem, facts)
                assert not health.connected and health.error == problem.words(facts)
            finally:
                client.stop()
    assert ConnectionProblem.CLIENT_ERROR.words(("not today",)) == "the host's client answered with an error: not today"
