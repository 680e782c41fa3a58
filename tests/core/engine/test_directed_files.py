"""Project-directed files in the engine (core/engine/directed_files.py): a merged reply is
acted on in one place, ``Engine._handle_reply``, after its acknowledgements, and the
files move through the Transfers port like job files.

Real parts: a scheduler on a loopback HTTP server, the live transport and its merge, the
engine, the tick, the file flow and the directed files over emulated transfers, the disk
driver over an emulated disk, the live client's Transfers port over real files. The
garbage collector is the client's (a callable): here it drops unreferenced file records.
"""
from __future__ import annotations

import random
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.client.file_flow import LiveTransfers
from core.disk.emulated import EmulatedDisk
from core.emulator.window_client.emulated_transfers import EmulatedTransfers
from core.engine.directed_files import DirectedFiles, referenced_files
from core.engine.disk import DiskDriver
from core.engine.engine import Engine
from core.engine.file_flow import FileFlow
from core.engine.policy_spec import PolicySpec
from core.engine.tick import ClientTick
from core.hashing import file_md5
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.ports import NoStorage
from core.sched_rpc import LiveTransport, TransportConfig
from core.sched_rpc.merge import merge_reply
from core.sched_rpc.reply import parse_scheduler_reply
from core.state import ClientState, FileInfo, FileRef, FileStatus, Result, ResultState, RpcReason, Workunit
from core.state.merged import MergeOutcome
from core.transfer import TransferManager
from tests.core.sched_rpc.conftest import AlwaysOn, LoopbackServer, NoJobs, attached_state, send

SHARED, OUT, KEEP, HELD = FileName("shared.dat"), FileName("done_0_out"), FileName("keep.dat"), FileName("held.dat")
DONE = ResultName("done_0")


class _Log:
    def __init__(self) -> None:
        self.lines: list[tuple[str, int, str | None]] = []

    def __call__(self, project: ProjectUrl, body: str, priority: int = 1, *,
                 flag: str | None = None, now: float | None = None) -> None:
        self.lines.append((body, priority, flag))

    def bodies(self) -> list[str]:
        return [body for body, _, _ in self.lines]


def _file(state: ClientState, url: ProjectUrl, name: FileName, *, sticky: bool, present: bool = True,
          nbytes: float = 1000.0) -> FileInfo:
    fi = FileInfo(url, name, nbytes=nbytes, sticky=sticky,
                  status=FileStatus.PRESENT if present else FileStatus.NOT_PRESENT)
    state.file_infos[(url, name)] = fi
    return fi


def _collect(state: ClientState, calls: list[int]) -> None:
    """The client's garbage collector, reduced to the records: unreferenced, non-sticky files go."""
    calls.append(1)
    used = referenced_files(state)
    for key in [k for k, fi in state.file_infos.items() if k not in used and not fi.sticky]:
        del state.file_infos[key]


@pytest.mark.timeout(60)
def test_a_merged_reply_is_acted_on_after_its_acks_then_its_files_move(tmp_path: Path) -> None:
    server = LoopbackServer()
    url = server.url
    directed_reply = (
        "<scheduler_reply><hostid>12</hostid>"
        f"<result_ack><name>{DONE}</name></result_ack>"
        f"<delete_file_info>{SHARED}</delete_file_info>"
        f"<file_info><name>{KEEP}</name><url>{url}download/{KEEP}</url><nbytes>1000</nbytes><sticky/></file_info>"
        f"<upload_file_info><name>{HELD}</name><url>{url}file_upload_handler</url></upload_file_info>"
        "</scheduler_reply>").encode()
    answers = iter([directed_reply])

    def answer(h: BaseHTTPRequestHandler) -> None:
        send(h, 200, next(answers, b"<scheduler_reply><hostid>12</hostid></scheduler_reply>"))

    server.on_post = answer
    try:
        state = attached_state(url)
        project = state.projects[url]
        project.scheduler_urls = [f"{url}cgi"]
        project.sched_rpc_pending = RpcReason.USER_REQ
        project.dont_request_more_work = True
        state.host_info.p_calculated = 1.0
        # A finished result to report; its workunit is the only user of a sticky input.
        _file(state, url, SHARED, sticky=True)
        out = _file(state, url, OUT, sticky=False)
        out.upload_urls, out.uploaded, out.is_upload = [f"{url}file_upload_handler"], True, True
        _file(state, url, HELD, sticky=True)
        wu = Workunit(url, WorkunitName("done"), AppName("app"), input_files=[FileRef(SHARED)])
        state.workunits[(url, wu.name)] = wu
        r = Result(url, DONE, wu.name, state=ResultState.FILES_UPLOADED, ready_to_report=True,
                   output_files=[FileRef(OUT)])
        state.results[r.key] = r

        transfers = EmulatedTransfers(random.Random(5), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
        disk = DiskDriver(state, EmulatedDisk(256e9, 150e9, 50e6, measured_books=True), period=600.0)
        disk.measure()
        flow = FileFlow(state, transfers, lambda project, body, priority: None, admit=disk.admit)
        transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
        engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                        transport=transport, rng=random.Random(3))
        log = _Log()
        collected: list[int] = []
        storage = NoStorage()
        engine.directed = DirectedFiles(state, transfers, admit=disk.admit, log=log, storage=storage,
                                        collect_garbage=lambda: _collect(state, collected))
        seen: list[tuple[bool, list[str]]] = []

        def on_merged(u: ProjectUrl, outcome: MergeOutcome, now: float) -> None:
            # The client's own hook: after the acks, before the directed files.
            seen.append(((u, DONE) in state.results, list(log.bodies())))

        engine.on_merged = on_merged
        tick = ClientTick(engine, storage, flow=flow, disk=disk)
        now = 1_000_000.0
        while not seen and now < 1_000_600.0:
            tick.run(now)
            if transport.busy():
                assert transport.wait(10)
            now += 1.0
        assert seen == [(False, [])], "the hook ran once, after the ack forgot the result, before any file line"
        # The ack was handled first, so the sticky input has no user left: deleted at once.
        assert f"Deleting {SHARED} at the project's request" in log.bodies()
        assert not any("kept until its tasks are done" in b for b in log.bodies())
        assert (url, SHARED) not in state.file_infos and (url, OUT) not in state.file_infos
        assert collected
        assert f"Project asked this computer to upload {HELD}" in log.bodies()

        # The next ticks: the directed download and upload go through the port like job files.
        while now < 1_003_600.0:
            tick.run(now)
            keep = state.file_infos[(url, KEEP)]
            held = state.file_infos[(url, HELD)]
            if keep.status == FileStatus.PRESENT and not held.upload_requested:
                break
            now += 1.0
        assert f"Project asked this computer to store {KEEP}" in log.bodies()
        assert state.file_infos[(url, KEEP)].status == FileStatus.PRESENT
        assert state.file_infos[(url, KEEP)].sticky, "kept until the project says otherwise"
        assert state.file_infos[(url, HELD)].uploaded
        assert not transfers.items
    finally:
        server.close()


def _reply(body: str) -> bytes:
    return f"<scheduler_reply><project_name>p</project_name>{body}</scheduler_reply>".encode()


def test_a_delete_request_aborts_the_running_directed_download_through_the_port() -> None:
    url = ProjectUrl("http://127.0.0.1:9/")
    state = attached_state(url)
    transfers = EmulatedTransfers(random.Random(5), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    disk = DiskDriver(state, EmulatedDisk(256e9, 150e9, 50e6, measured_books=True), period=600.0)
    disk.measure()
    log = _Log()
    calls: list[int] = []
    directed = DirectedFiles(state, transfers, admit=disk.admit, log=log, storage=NoStorage(),
                             collect_garbage=lambda: _collect(state, calls))
    now = 1_000_000.0
    outcome = merge_reply(state, url, parse_scheduler_reply(_reply(
        f"<file_info><name>{KEEP}</name><url>{url}d/{KEEP}</url><nbytes>5e7</nbytes><sticky/></file_info>"),
        "test"), now)
    directed.on_merged(url, outcome, now)
    directed.poll(now)
    assert transfers.active((url, KEEP), False)
    # A job that uses it keeps it: the project's delete waits for the job.
    wu = Workunit(url, WorkunitName("w"), AppName("app"), input_files=[FileRef(KEEP)])
    state.workunits[(url, wu.name)] = wu
    outcome = merge_reply(state, url, parse_scheduler_reply(_reply(f"<delete_file_info>{KEEP}</delete_file_info>"),
                                                           "test"), now)
    directed.on_merged(url, outcome, now)
    assert f"Project asked to delete {KEEP}; kept until its tasks are done" in log.bodies()
    assert transfers.active((url, KEEP), False) and (url, KEEP) in state.file_infos
    # Without a user the request, sent again, stops the transfer and the file goes.
    del state.workunits[(url, wu.name)]
    outcome = merge_reply(state, url, parse_scheduler_reply(_reply(f"<delete_file_info>{KEEP}</delete_file_info>"),
                                                           "test"), now)
    directed.on_merged(url, outcome, now)
    assert not transfers.active((url, KEEP), False)
    assert (url, KEEP) not in state.file_infos
    assert (f"Deleting {KEEP} at the project's request", 1, "file_xfer") in log.lines


def test_a_requested_upload_of_a_file_no_longer_held_is_dropped_with_an_alert() -> None:
    url = ProjectUrl("http://127.0.0.1:9/")
    state = attached_state(url)
    transfers = EmulatedTransfers(random.Random(5), lambda: True, lambda: (0.0, 0.0), lambda u: "p")
    log = _Log()
    gone = _file(state, url, HELD, sticky=True, present=False)
    gone.upload_requested = True
    directed = DirectedFiles(state, transfers, admit=lambda fi, now: (True, ""), log=log, storage=NoStorage(),
                             collect_garbage=lambda: None)
    directed.poll(1_000_000.0)
    assert not gone.upload_requested and not transfers.items
    assert (f"Can't upload {HELD}: this computer no longer holds it", 2, None) in log.lines


def test_a_directed_file_already_on_the_live_disk_with_its_checksum_is_taken_as_it_is(tmp_path: Path) -> None:
    url = ProjectUrl("http://127.0.0.1:9/")
    state = attached_state(url)
    project_dir = tmp_path / "proj"
    project_dir.mkdir()
    (project_dir / KEEP).write_bytes(b"kept bytes")
    (project_dir / HELD).write_bytes(b"other bytes")
    manager = TransferManager()
    port = LiveTransfers(manager, lambda u: project_dir, lambda key, path, sig: True)
    keep = _file(state, url, KEEP, sticky=True, present=False)
    keep.download_urls, keep.md5_cksum = [f"{url}d/{KEEP}"], file_md5(project_dir / KEEP)
    wrong = _file(state, url, HELD, sticky=True, present=False)
    wrong.md5_cksum = keep.md5_cksum
    assert port.intact(keep) and not port.intact(wrong)
    wrong.md5_cksum = ""
    assert not port.intact(wrong), "without a checksum nothing is taken on trust"
    directed = DirectedFiles(state, port, admit=lambda fi, now: (True, ""), log=_Log(), storage=NoStorage(),
                             collect_garbage=lambda: None)
    directed.poll(1_000_000.0)
    assert keep.status == FileStatus.PRESENT
    assert not manager.active((url, KEEP), False), "nothing to download"
    manager.shutdown(wait_s=1.0)
