"""Workunit affinity and project-directed uploads on the client, rule by rule:
reply tags, keeping and releasing results, the request's offer, the disk
manager's pins, persistence, and a directed upload that fails for real."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.client.disk_keeper import DiskKeeper
from core.client.file_flow import LiveTransfers
from core.demo import DemoProject
from core.demo.request import parse_request
from core.disk import DiskIndex
from core.engine.file_flow import FileFlow
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.persist import read_client_state, write_client_state
from core.ports import SchedulerRequest
from core.sched_rpc.affinity import chain_files, is_kept, offered, upkeep
from core.sched_rpc.host_blocks import RequestExtras
from core.sched_rpc.merge import MergeOutcome, merge_reply
from core.sched_rpc.reply import parse_scheduler_reply
from core.sched_rpc.request import build_scheduler_request
from core.state import (
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    FileStatus,
    GlobalPrefs,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.transfer import TransferManager
from tests.core.demo.appfixture import make_prime_app

URL = ProjectUrl("https://chain.example.org/")
NOW = 1_800_000_000.0
R0, CHAIN_IN, OUT0 = ResultName("c_0_0"), FileName("chain_in"), FileName("c_0_0_r0")


def _file(state: ClientState, name: str, *, sticky: bool, present: bool = True) -> FileInfo:
    fi = FileInfo(URL, FileName(name), nbytes=100.0, sticky=sticky, arrival_time=NOW, last_use_time=NOW,
                  status=FileStatus.PRESENT if present else FileStatus.NOT_PRESENT)
    state.file_infos[(URL, fi.name)] = fi
    return fi


def chained_state() -> ClientState:
    """One project holding R0: the finished, uploaded first link of a chain, not yet acknowledged."""
    s = ClientState()
    s.projects[URL] = Project(URL, project_name="Chains")
    s.apps[(URL, AppName("primes"))] = App(URL, AppName("primes"))
    _file(s, "primes.py", sticky=False).executable = True
    av = AppVersion(URL, AppName("primes"), 100, platform=s.platform, file_refs=[FileRef(FileName("primes.py"))])
    s.app_versions.append(av)
    _file(s, CHAIN_IN, sticky=True)
    out = _file(s, OUT0, sticky=True)
    out.is_upload, out.uploaded, out.upload_urls = True, True, ["https://chain.example.org/file_upload_handler"]
    s.workunits[(URL, WorkunitName("c_0"))] = Workunit(URL, WorkunitName("c_0"), AppName("primes"), version_num=100,
                                                       input_files=[FileRef(CHAIN_IN, "in")])
    r = Result(URL, R0, WorkunitName("c_0"), state=ResultState.FILES_UPLOADED, version_num=100, platform=s.platform,
               ready_to_report=True, has_successor=True, received_time=NOW, output_files=[FileRef(OUT0, "out")])
    s.results[r.key] = r
    return s


def _reply(body: str) -> bytes:
    return f"<scheduler_reply>\n<project_name>Chains</project_name>\n{body}</scheduler_reply>\n".encode()


def _successor_xml(previous: str = R0) -> str:
    return (
        f"<file_info><name>{CHAIN_IN}</name><url>https://chain.example.org/download/{CHAIN_IN}</url>"
        f"<sticky/></file_info>\n"
        f"<file_info><name>{OUT0}</name><url>https://chain.example.org/download/{OUT0}</url></file_info>\n"
        "<file_info><name>c_1_0_r0</name><url>https://chain.example.org/file_upload_handler</url><sticky/>"
        "</file_info>\n"
        f"<workunit><name>c_1</name><app_name>primes</app_name><version_num>100</version_num>"
        f"<file_ref><file_name>{CHAIN_IN}</file_name><open_name>in</open_name></file_ref>"
        f"<file_ref><file_name>{OUT0}</file_name><open_name>prev</open_name></file_ref></workunit>\n"
        "<result><name>c_1_0</name><wu_name>c_1</wu_name><version_num>100</version_num><has_successor/>"
        f"<previous_resultid>41</previous_resultid><previous_result_name>{previous}</previous_result_name>"
        "<file_ref><file_name>c_1_0_r0</file_name><open_name>out</open_name></file_ref></result>\n")


def _merge(state: ClientState, body: str) -> MergeOutcome:
    return merge_reply(state, URL, parse_scheduler_reply(_reply(body), "test"), NOW)


def test_reply_tags_parse() -> None:
    parsed = parse_scheduler_reply(_reply(
        _successor_xml() + "<chain_end><name>a</name></chain_end>\n<chain_end>b</chain_end>\n"
        "<upload_file_info><name>f1</name><url>https://x.org/file_upload_handler</url></upload_file_info>\n"
        "<upload_file_info>f2</upload_file_info>\n"), "test")
    r = parsed.results[0]
    assert (r.has_successor, r.previous_resultid, r.previous_result_name) == (True, 41, R0)
    assert parsed.chain_ends == ["a", "b"]
    assert [(d.name, d.urls) for d in parsed.upload_file_infos] == [
        ("f1", ("https://x.org/file_upload_handler",)), ("f2", ())]


def test_an_ack_keeps_a_result_whose_successor_may_come() -> None:
    s = chained_state()
    out = _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    assert (out.kept, out.acked) == ([R0], [])  # the engine never sees it acknowledged
    r = s.results[(URL, R0)]
    assert is_kept(r) and (URL, WorkunitName("c_0")) in s.workunits
    assert [x.name for x in offered(s, URL)] == [R0]


def test_the_successor_arriving_releases_its_kept_predecessor() -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    out = _merge(s, _successor_xml())
    assert out.released == [R0]
    assert (URL, R0) not in s.results and (URL, WorkunitName("c_0")) not in s.workunits
    assert not s.file_infos[(URL, OUT0)].sticky  # re-sent without <sticky/>: collected after the successor
    assert s.results[(URL, ResultName("c_1_0"))].previous_result_name == R0


def test_an_ack_in_the_reply_that_brings_the_successor_is_a_plain_ack() -> None:
    s = chained_state()
    out = _merge(s, _successor_xml() + f"<result_ack><name>{R0}</name></result_ack>\n")
    assert (out.kept, out.acked, out.released) == ([], [R0], [])


def test_a_result_that_lost_a_sticky_file_is_not_kept_or_offered() -> None:
    s = chained_state()
    s.file_infos[(URL, CHAIN_IN)].status = FileStatus.NOT_PRESENT
    assert offered(s, URL) == []
    out = _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    assert (out.kept, out.acked) == ([], [R0])


def test_chain_end_releases_kept_results_only() -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    out = _merge(s, f"<chain_end><name>nonesuch</name></chain_end><chain_end><name>{R0}</name></chain_end>\n")
    assert out.released == [R0] and (URL, R0) not in s.results


def test_an_unsafe_predecessor_name_is_dropped() -> None:
    s = chained_state()
    _merge(s, _successor_xml(previous="../../etc"))
    assert s.results[(URL, ResultName("c_1_0"))].previous_result_name == ""


def test_the_request_offers_kept_results_and_the_demo_reads_them() -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    body = build_scheduler_request(s, SchedulerRequest(URL, 0, 0.0, 0.0), NOW, disk=None, other=RequestExtras())
    assert b"<results_with_successors>" in body
    seen = parse_request(body, URL)
    assert seen.kept_results == (R0,)
    assert set(seen.sticky_files) == {CHAIN_IN, OUT0}


def test_the_disk_manager_never_chooses_chain_files() -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    assert chain_files(s) == {(URL, CHAIN_IN), (URL, OUT0)}
    unpinned = {fi.name for fi in DiskIndex.build(s, NOW).of(URL).files}
    pinned = {fi.name for fi in DiskIndex.build(s, NOW, chain_files(s)).of(URL).files}
    assert {CHAIN_IN, OUT0} <= unpinned and not {CHAIN_IN, OUT0} & pinned


@pytest.mark.parametrize("pin", [True, False])
def test_the_live_disk_keeper_deletes_around_a_live_chain(tmp_path: Path, pin: bool) -> None:
    mb = 1 << 20
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    _file(s, "other.dat", sticky=True)
    s.prefs = GlobalPrefs(disk_max_used_gb=7 * mb / (1 << 30), disk_max_used_pct=0, disk_min_free_gb=0)
    pdir = tmp_path / "projects" / "chain"
    pdir.mkdir(parents=True)
    for name, used in ((CHAIN_IN, 1.0), (OUT0, 2.0), ("other.dat", 3.0)):  # the chain's files are the oldest
        (pdir / name).write_bytes(b"x" * 3 * mb)
        fi = s.file_infos[(URL, FileName(name))]
        fi.nbytes, fi.last_use_time = 3.0 * mb, used
    keeper = DiskKeeper(s, tmp_path, lambda _u: pdir, lambda *_: None,
                        pinned=(lambda: chain_files(s)) if pin else None)
    keeper.poll(NOW)
    left = {p.name for p in pdir.iterdir()}
    assert left == ({CHAIN_IN, OUT0} if pin else {OUT0, "other.dat"})


def test_request_figures_and_disk_tab_do_not_count_chain_files_as_deletable(tmp_path: Path) -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    s.projects[URL].delete_from_self = True  # own expendable files count in the third figure
    pdir = tmp_path / "projects" / "chain"
    pdir.mkdir(parents=True)
    for name in (CHAIN_IN, OUT0, "primes.py"):
        (pdir / name).write_bytes(b"x" * 100)

    # One measurement for both keepers: the filesystem's free space moves under parallel
    # tests, and only the pins may differ between the two sets of figures.
    limits = DiskKeeper(s, tmp_path, lambda _u: pdir, lambda *_: None).measure()

    def keeper(pin: bool) -> DiskKeeper:
        k = DiskKeeper(s, tmp_path, lambda _u: pdir, lambda *_: None,
                       pinned=(lambda: chain_files(s)) if pin else None)
        k.limits = limits
        return k

    free_pinned, free_open = keeper(True).figures(URL, NOW), keeper(False).figures(URL, NOW)
    snap_pinned, snap_open = keeper(True).snapshot(NOW), keeper(False).snapshot(NOW)
    assert free_pinned is not None and free_open is not None and snap_pinned is not None and snap_open is not None
    # Without the pins the two chain files (200 bytes) look expendable; with them they are not.
    assert free_open.free_if_self - free_pinned.free_if_self == pytest.approx(200.0)
    assert snap_open.projects[0].deletable - snap_pinned.projects[0].deletable == pytest.approx(200.0)


def test_a_kept_result_survives_a_restart(tmp_path: Path) -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    _merge(s, "<upload_file_info><name>chain_in</name><url>https://chain.example.org/file_upload_handler</url>"
              "</upload_file_info>\n")
    write_client_state(s, tmp_path, NOW)
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.warnings == []
    r = loaded.state.results[(URL, R0)]
    assert is_kept(r) and [x.name for x in offered(loaded.state, URL)] == [R0]
    assert loaded.state.file_infos[(URL, CHAIN_IN)].upload_requested  # a restart resumes the upload


def test_upkeep_releases_a_kept_result_whose_file_went_or_that_is_too_old() -> None:
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    assert upkeep(s, NOW + 60) == []
    s.file_infos[(URL, OUT0)].status = FileStatus.NOT_PRESENT
    assert upkeep(s, NOW + 60) == [(URL, R0)] and (URL, R0) not in s.results
    s = chained_state()
    _merge(s, f"<result_ack><name>{R0}</name></result_ack>\n")
    assert upkeep(s, NOW + 31 * 86400) == [(URL, R0)]


def test_upload_requests_need_a_held_file_and_an_http_url() -> None:
    s = chained_state()
    _file(s, "gone", sticky=True, present=False)
    out = _merge(s, "<upload_file_info><name>chain_in</name><url>file:///etc/passwd</url></upload_file_info>\n"
                    "<upload_file_info><name>gone</name><url>https://chain.example.org/u</url></upload_file_info>\n"
                    "<upload_file_info><name>../x</name></upload_file_info>\n"
                    f"<upload_file_info><name>{OUT0}</name></upload_file_info>\n")
    assert out.files_to_upload == [OUT0]  # it already had an upload URL
    assert not s.file_infos[(URL, CHAIN_IN)].upload_requested  # no usable URL: refused
    assert len([m for m in out.messages if "does not hold" in m.body or "no upload URL" in m.body]) == 3


@pytest.mark.timeout(60)
def test_a_refused_directed_upload_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    project = DemoProject(tmp_path / "project", app_dir=make_prime_app(tmp_path / "app"))
    project.start()
    try:
        url = ProjectUrl(project.master_url)
        s = ClientState()
        s.projects[url] = Project(url)
        (tmp_path / "pdir").mkdir()
        (tmp_path / "pdir" / "held.dat").write_bytes(b"z" * 50)
        fi = FileInfo(url, FileName("held.dat"), nbytes=50.0, sticky=True, status=FileStatus.PRESENT,
                      upload_requested=True, upload_urls=[project.master_url + "file_upload_handler"])
        s.file_infos[(url, fi.name)] = fi
        lines: list[str] = []
        transfers = TransferManager()
        flow = FileFlow(s, LiveTransfers(transfers, lambda _u: tmp_path / "pdir", lambda *_: True),
                        lambda _p, body, _pri: lines.append(body))
        transfers.start_upload(fi, tmp_path / "pdir" / "held.dat", time.time())
        deadline = time.monotonic() + 30
        while fi.upload_requested and time.monotonic() < deadline:
            flow.poll(time.time())
            time.sleep(0.05)
        transfers.shutdown(wait_s=5.0)
    finally:
        project.stop()
    assert not fi.upload_requested and not fi.uploaded
    assert fi.status == FileStatus.PRESENT  # the project did not want it: the file is still good
    assert any(line.startswith("Giving up on upload of held.dat") for line in lines)
