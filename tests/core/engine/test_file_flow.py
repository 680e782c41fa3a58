"""The one file flow (core/engine/file_flow.py) over the emulated Transfers port: a job's input
comes down, it runs, its output goes up, and a broken-off attempt is said in the log as the
live client says it (the live port is covered by tests/core/client's transfers and faults)."""
from __future__ import annotations

import random

from core.emulator.window_client.emulated_transfers import EmulatedTransfers
from core.engine.file_flow import FileFlow
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import ClientState, FileInfo, FileRef, Project, Result, ResultState, Workunit
from core.state.files import FileStatus

URL = ProjectUrl("http://emulated.invalid/p/")


def _job(state: ClientState, n: int) -> Result:
    wu = Workunit(URL, WorkunitName(f"wu{n}"), AppName("app"), input_files=[FileRef(FileName(f"wu{n}.in"))])
    state.workunits[(URL, wu.name)] = wu
    state.file_infos[(URL, FileName(f"wu{n}.in"))] = FileInfo(URL, FileName(f"wu{n}.in"), download_urls=[f"{URL}d"])
    out = FileInfo(URL, FileName(f"wu{n}_0_r0"), upload_urls=[f"{URL}u"], is_upload=True)
    state.file_infos[(URL, out.name)] = out
    r = Result(URL, ResultName(f"wu{n}_0"), wu.name, output_files=[FileRef(out.name)])
    state.results[r.key] = r
    return r


def _run(flow: FileFlow, start: float, until: float, step: float = 5.0) -> float:
    now = start
    while now < until:
        now += step
        flow.poll(now)
    return now


def test_a_job_s_files_go_down_and_up_through_the_emulated_port() -> None:
    state = ClientState()
    state.projects[URL] = Project(URL, project_name="p")
    lines: list[tuple[str, str, int]] = []
    transfers = EmulatedTransfers(random.Random(3), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    flow = FileFlow(state, transfers, lambda p, body, pri: lines.append((p, body, pri)))
    jobs = [_job(state, n) for n in range(6)]
    now = _run(flow, 0.0, 3600.0)
    assert all(r.state == ResultState.FILES_DOWNLOADED for r in jobs)
    assert all(state.file_infos[(URL, FileName(f"wu{n}.in"))].status == FileStatus.PRESENT for n in range(6))
    assert all(state.file_infos[(URL, FileName(f"wu{n}.in"))].nbytes > 0 for n in range(6))  # sized when sent
    # The jobs ran (the engine's part) and wrote their outputs: the flow sends them.
    for r in jobs:
        r.state = ResultState.FILES_UPLOADING
        state.file_infos[(URL, r.output_files[0].file_name)].status = FileStatus.PRESENT
    _run(flow, now, now + 3600.0)
    assert all(r.state == ResultState.FILES_UPLOADED and r.ready_to_report for r in jobs)
    finished = [body for _, body, _ in lines if body.startswith("Finished ")]
    assert len(finished) == 12


def test_a_broken_off_attempt_is_said_and_retried_as_live() -> None:
    state = ClientState()
    state.projects[URL] = Project(URL, project_name="p")
    lines: list[str] = []
    # About one attempt in twelve breaks off part-way: enough jobs that some do (seeded, so
    # that it is the same every run).
    transfers = EmulatedTransfers(random.Random(11), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    flow = FileFlow(state, transfers, lambda p, body, pri: lines.append(body))
    jobs = [_job(state, n) for n in range(40)]
    _run(flow, 0.0, 40 * 3600.0, step=30.0)
    failed = [b for b in lines if b.startswith("Temporarily failed download of ")]
    assert failed, "no attempt broke off: choose another seed"
    assert any(b.startswith("Backing off ") for b in lines)
    assert all(r.state == ResultState.FILES_DOWNLOADED for r in jobs)  # each got through in the end
