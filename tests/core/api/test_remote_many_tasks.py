"""A remote host with many tasks: unchanged results are not read again, queued tasks not asked every second.

Against our own GUI RPC server on 127.0.0.1 (the real protocol), with a client
state whose tasks change the way a host's do: the running one every second, a
queued one now and then.
"""
from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator

import pytest

from core.api.snapshot import ClientSnapshot, TaskRow
from core.guirpc.backend import GuiRpcSnapshot, Message, StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.server import GuiRpcServer
from core.remote.client import RemoteClient
from core.state.work import Result
from tests.core.guirpc.sample import PASSWORD, attached_snapshot


def wait_for(predicate: Callable[[], bool], timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, "condition not met in time"
        time.sleep(0.02)


def with_result(snap: GuiRpcSnapshot, index: int, **changes: object) -> GuiRpcSnapshot:
    """``snap`` with result ``index`` changed (a new state: a published one is never mutated)."""
    results = dict(snap.state.results)
    key = list(results)[index]
    results[key] = dataclasses.replace(results[key], **changes)  # type: ignore[arg-type]
    return dataclasses.replace(snap, state=dataclasses.replace(snap.state, results=results))


def with_running_elapsed(snap: GuiRpcSnapshot, elapsed: float) -> GuiRpcSnapshot:
    active = {k: dataclasses.replace(a, elapsed_time=elapsed) for k, a in snap.state.active_tasks.items()}
    return dataclasses.replace(snap, state=dataclasses.replace(snap.state, active_tasks=active))


def task(snap: ClientSnapshot | None, name: str) -> TaskRow:
    assert snap is not None
    return next(t for t in snap.tasks if t.name == name)


@pytest.fixture
def host() -> Iterator[tuple[StateBackend, GuiRpcSnapshot, int]]:
    snap = attached_snapshot(n_results=40)
    backend = StateBackend(snap)
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        yield backend, snap, srv.port


def test_unchanged_results_are_the_same_records_and_changed_ones_are_read_again(
        host: tuple[StateBackend, GuiRpcSnapshot, int]) -> None:
    backend, snap, port = host
    with GuiRpcClient("127.0.0.1", port, PASSWORD) as rpc:
        first = rpc.get_results()
        backend.publish(with_result(with_running_elapsed(snap, 99.0), 7, suspended_via_gui=True))
        second = rpc.get_results()
    with GuiRpcClient("127.0.0.1", port, PASSWORD) as fresh:
        truth = fresh.get_results()
    assert second == truth  # reusing records never changes what is read
    assert len(second) == 40
    same = [a is b for a, b in zip(first, second)]
    assert same.count(False) == 2, same  # the running task and the suspended one
    assert not same[0] and second[0].elapsed_time == 99.0
    assert not same[7] and second[7].suspended_via_gui and not first[7].suspended_via_gui


def test_between_full_reads_only_running_tasks_are_asked_unless_something_hints_at_a_change(
        host: tuple[StateBackend, GuiRpcSnapshot, int]) -> None:
    backend, snap, port = host
    client = RemoteClient("127.0.0.1", port, PASSWORD, poll_interval_s=0.05, all_tasks_every_s=3600)
    client.start()
    try:
        wait_for(lambda: client.poll_snapshot() is not None)
        queued = list(snap.state.results.values())[5]
        assert task(client.poll_snapshot(), queued.name).status == "Ready to start"

        # A queued task changes with nothing else: the host is asked only for running tasks.
        snap = with_result(snap, 5, suspended_via_gui=True)
        backend.publish(snap)
        # The running task still comes every poll.
        snap = with_running_elapsed(snap, 500.0)
        backend.publish(snap)
        running = next(iter(snap.state.active_tasks))[1]
        wait_for(lambda: task(client.poll_snapshot(), running).elapsed_s == 500.0)
        seq = client.poll_snapshot().seq  # type: ignore[union-attr]
        wait_for(lambda: client.poll_snapshot().seq >= seq + 5)  # type: ignore[union-attr]
        assert task(client.poll_snapshot(), queued.name).status == "Ready to start"

        # An event-log line (the client logs what happens to tasks) reads them all again.
        line = Message(len(snap.messages) + 1, "Fixture Project", 1, f"Task {queued.name} suspended by user",
                       int(snap.now))
        backend.publish(dataclasses.replace(snap, messages=(*snap.messages, line)))
        wait_for(lambda: task(client.poll_snapshot(), queued.name).status == "Task suspended by user")
    finally:
        client.stop()


def test_every_task_is_read_again_after_all_tasks_every_s(host: tuple[StateBackend, GuiRpcSnapshot, int]) -> None:
    backend, snap, port = host
    client = RemoteClient("127.0.0.1", port, PASSWORD, poll_interval_s=0.05, all_tasks_every_s=0.5)
    client.start()
    try:
        wait_for(lambda: client.poll_snapshot() is not None)
        queued: Result = list(snap.state.results.values())[9]
        backend.publish(with_result(snap, 9, suspended_via_gui=True))
        t0 = time.monotonic()
        wait_for(lambda: task(client.poll_snapshot(), queued.name).status == "Task suspended by user")
        assert time.monotonic() - t0 < 5.0
    finally:
        client.stop()


def test_a_command_reads_every_task_at_once(host: tuple[StateBackend, GuiRpcSnapshot, int]) -> None:
    from core.api.commands import TaskAction, TaskOp

    backend, snap, port = host
    client = RemoteClient("127.0.0.1", port, PASSWORD, poll_interval_s=0.05, all_tasks_every_s=3600)
    client.start()
    try:
        wait_for(lambda: client.poll_snapshot() is not None)
        queued = list(snap.state.results.values())[3]
        # The server only queues the command; the engine behind it would apply it. Do that here.
        backend.publish(with_result(snap, 3, suspended_via_gui=True))
        assert client.submit(TaskOp((queued.project_url, queued.name), TaskAction.SUSPEND)).result(10).ok
        wait_for(lambda: task(client.poll_snapshot(), queued.name).status == "Task suspended by user")
    finally:
        client.stop()
