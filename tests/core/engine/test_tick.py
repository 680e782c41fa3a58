"""The one client tick (core/engine/tick.py): files, disk, engine, save, in that order.

Real parts throughout: the engine, the file flow over emulated transfers, the disk driver
over an emulated disk, and the live Storage port writing client_state.xml in a temporary
directory. The hooks only record when they were called.
"""
from __future__ import annotations

import random
from pathlib import Path

from core.disk.emulated import EmulatedDisk
from core.emulator.window_client.emulated_transfers import EmulatedTransfers
from core.engine.disk import DiskDriver
from core.engine.engine import Engine
from core.engine.file_flow import FileFlow
from core.engine.policy_spec import PolicySpec
from core.engine.tick import ClientTick
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.persist import DataDir
from core.persist.state_storage import StateFileStorage
from core.ports import NoStorage
from core.sched_rpc import LiveTransport
from core.state import ClientState, FileInfo, FileRef, Project, Result, ResultState, Workunit
from core.state.files import FileStatus
from tests.core.sched_rpc.conftest import AlwaysOn, NoJobs

URL = ProjectUrl("http://emulated.invalid/p/")
INPUT = (URL, FileName("wu1.in"))


def _state() -> ClientState:
    state = ClientState()
    # No scheduler request may leave this test: the project asks for nothing.
    state.projects[URL] = Project(URL, project_name="p", dont_request_more_work=True)
    wu = Workunit(URL, WorkunitName("wu1"), AppName("app"), input_files=[FileRef(INPUT[1])])
    state.workunits[(URL, wu.name)] = wu
    state.file_infos[INPUT] = FileInfo(URL, INPUT[1], download_urls=[f"{URL}d"])
    r = Result(URL, ResultName("wu1_0"), wu.name)
    state.results[r.key] = r
    return state


def test_one_tick_runs_files_disk_engine_save_in_order(tmp_path: Path) -> None:
    state = _state()
    transfers = EmulatedTransfers(random.Random(3), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    disk = DiskDriver(state, EmulatedDisk(256e9, 150e9, 50e6, measured_books=True), period=600.0)
    disk.measure()
    flow = FileFlow(state, transfers, lambda project, body, priority: None, admit=disk.admit)
    engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=LiveTransport(state, tmp_path / "rpc"), rng=random.Random(1))
    dd = DataDir(tmp_path / "data")
    storage = StateFileStorage(lambda: state, dd, lambda exc: None, lambda n, why: None)
    calls: list[str] = []

    def after_engine(now: float, wake: float) -> float:
        calls.append("after_engine")
        return now + 5.0

    tick = ClientTick(
        engine, storage, flow=flow, disk=disk,
        before_disk=lambda now: calls.append("before_disk"),
        after_disk=lambda changed: calls.append("after_disk"),
        before_engine=lambda now: calls.append("before_engine"),
        after_engine=after_engine,
        after_save=lambda: calls.append("after_save"),
    )
    now = 1000.0
    assert tick.run(now) == now + 5.0
    # Nothing to save yet: the input is still on its way.
    assert calls == ["before_disk", "after_disk", "before_engine", "after_engine"]
    assert not dd.client_state.exists()
    while state.file_infos[INPUT].status != FileStatus.PRESENT and now < 4000.0:
        calls.clear()
        now = tick.run(now)
    assert state.file_infos[INPUT].status == FileStatus.PRESENT, "the input never arrived"
    # The tick the input arrived in saved at once (urgent): a crash must not fetch it again.
    assert calls == ["before_disk", "after_disk", "before_engine", "after_engine", "after_save"]
    assert dd.client_state.exists()
    assert b"wu1.in" in dd.client_state.read_bytes()


def test_inputs_arriving_reschedule_outputs_leaving_do_not(tmp_path: Path) -> None:
    """BOINC's client asks its CPU scheduler to look again when a task's files are downloaded,
    not when its outputs are uploaded: a pass there could preempt a task that was running
    (the live client preempted one at each upload under deadline pressure, where BOINC's does not)."""
    state = _state()
    output = (URL, FileName("wu0.out"))
    state.file_infos[output] = FileInfo(URL, output[1], upload_urls=[f"{URL}u"], status=FileStatus.PRESENT)
    done = Result(URL, ResultName("wu0_0"), WorkunitName("wu1"), state=ResultState.FILES_UPLOADING,
                  output_files=[FileRef(output[1])])
    state.results[done.key] = done
    transfers = EmulatedTransfers(random.Random(3), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    flow = FileFlow(state, transfers, lambda project, body, priority: None)
    engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=LiveTransport(state, tmp_path / "rpc"), rng=random.Random(1))
    asked: list[tuple[float, str]] = []
    now = 1000.0
    ask = engine.request_reschedule

    def recorded(reason: str) -> None:
        asked.append((now, reason))
        ask(reason)

    engine.request_reschedule = recorded  # type: ignore[method-assign]
    tick = ClientTick(engine, NoStorage(), flow=flow)
    uploaded_at = arrived_at = None
    while now < 4000.0 and (uploaded_at is None or arrived_at is None):
        tick.move_files(now)
        if uploaded_at is None and done.ready_to_report:
            uploaded_at = now
        if arrived_at is None and state.file_infos[INPUT].status == FileStatus.PRESENT:
            arrived_at = now
        now += 1.0
    assert uploaded_at is not None and arrived_at is not None, "a transfer never ended"
    assert done.state == ResultState.FILES_UPLOADED
    assert uploaded_at != arrived_at
    # Once, in the tick the input arrived; never in the tick the output went.
    assert [t for t, reason in asked if reason == "files ready"] == [arrived_at]
