"""Our requests and replies against the bytes the real BOINC 7.20 client exchanged."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.disk.server import DiskRequestFigures
from core.ids import FileName, ResultName
from core.ports import SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request, merge_reply, parse_scheduler_reply
from core.state import ClientState, FileStatus, ResultState
from core.xml.hardened import parse_xml
from tests.core.sched_rpc.conftest import CYCLE, FIXTURE_URL, FIXTURES, attached_state

REQUESTS = sorted(FIXTURES.rglob("*sched_POST.request.body"))
REPLIES = sorted(FIXTURES.rglob("*sched_POST.reply.body"))


def _top(data: bytes) -> list[str]:
    return [str(el.tag) for el in parse_xml(data, source="test")]


def _disk() -> DiskRequestFigures:
    return DiskRequestFigures(FIXTURE_URL, 81920.0, 8192.0, 8.9e10, 1e9, 2e9, 3e9)


@pytest.mark.parametrize("path", REQUESTS, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_fixture_request_parses_with_the_hardened_parser(path: Path) -> None:
    root = parse_xml(path.read_bytes(), source=str(path))
    assert root.tag == "scheduler_request"
    assert root.findtext("authenticator") == "fixture_auth_0123456789abcdef"


@pytest.mark.parametrize("path", REPLIES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_fixture_reply_parses(path: Path) -> None:
    data = path.read_bytes()
    reply = parse_scheduler_reply(data, str(path))
    assert reply.warnings == []
    # Everything the fixture names is in the parsed reply.
    assert len(reply.results) == data.count(b"<result>")
    assert len(reply.file_infos) == data.count(b"<file_info>")
    assert len(reply.result_acks) == data.count(b"<result_ack>")
    if b"<project_name>" in data:
        assert reply.project_name == "Fixture Project"


def _state_after_first_reply() -> ClientState:
    state = attached_state()
    out = merge_reply(
        state, FIXTURE_URL, parse_scheduler_reply((CYCLE / "002_sched_POST.reply.body").read_bytes(), "002"), 1000.0
    )
    assert out.errors == []
    return state


def test_merge_of_the_signed_job_cycle_reply_gives_app_version_files_workunit_and_result() -> None:
    state = attached_state()
    parsed = parse_scheduler_reply((CYCLE / "002_sched_POST.reply.body").read_bytes(), "002")
    out = merge_reply(state, FIXTURE_URL, parsed, 1000.0)
    assert out.errors == []
    project = state.projects[FIXTURE_URL]
    assert (project.hostid, project.user_name, project.project_name) == (1, "fixture_user", "Fixture Project")
    assert project.code_sign_key.startswith("1024\nb887818426e48552") and project.code_sign_key.endswith(".")
    assert state.apps[(FIXTURE_URL, "fixture_app")].user_friendly_name == "Fixture App"
    [av] = state.app_versions
    assert (av.app_name, av.version_num, av.platform, av.flops) == ("fixture_app", 101, "x86_64-pc-linux-gnu", 1e9)
    assert [(r.file_name, r.main_program) for r in av.file_refs] == [("fixture_app_1.01_x86_64-pc-linux-gnu.sh", True)]
    app_file = state.file_infos[(FIXTURE_URL, FileName("fixture_app_1.01_x86_64-pc-linux-gnu.sh"))]
    assert app_file.executable and app_file.signature_required and app_file.nbytes == 369
    assert app_file.file_signature.startswith("1e865a9bdf61de40") and app_file.file_signature.endswith(".")
    assert app_file.download_urls == ["http://127.0.0.1:31480/download/fixture_app_1.01_x86_64-pc-linux-gnu.sh"]
    inp = state.file_infos[(FIXTURE_URL, FileName("fixture_wu_2_in.txt"))]
    assert inp.md5_cksum == "64abd9a83bf40b3d23429a8ca9a7e5c1"
    out0 = state.file_infos[(FIXTURE_URL, FileName("fixture_wu_2_0_r0"))]
    assert out0.upload_urls == ["http://127.0.0.1:31480/file_upload_handler"] and out0.max_nbytes == 1e6
    wu = state.workunits[(FIXTURE_URL, "fixture_wu_2")]
    assert (wu.command_line, wu.rsc_fpops_est, wu.input_files[0].open_name) == (
        "--fixture fixture_wu_2",
        1e10,
        "in.txt",
    )
    result = state.results[(FIXTURE_URL, ResultName("fixture_wu_2_0"))]
    assert (result.state, result.received_time, result.report_deadline) == (ResultState.NEW, 1000.0, 1795852789.0)
    assert result.report_immediately and [f.open_name for f in result.output_files] == ["out.txt", "big.dat"]
    assert [r.name for r in out.new_results] == ["fixture_wu_2_0"]
    assert parsed.request_delay == 5.0


def test_first_request_has_the_real_clients_top_level_elements() -> None:
    state = attached_state()
    req = SchedulerRequest(FIXTURE_URL, reason=6, work_req_seconds=1.0, req_instances=0.0)
    ours = build_scheduler_request(state, req, 2000.0, disk=_disk(), other=RequestExtras())
    assert _top(ours) == _top((CYCLE / "002_sched_POST.request.body").read_bytes())


def test_work_fetch_request_matches_after_the_first_reply() -> None:
    state = _state_after_first_reply()
    req = SchedulerRequest(FIXTURE_URL, reason=3, work_req_seconds=103680.0, req_instances=2.0)
    ours = build_scheduler_request(state, req, 2000.0, disk=_disk(), other=RequestExtras())
    assert _top(ours) == _top((CYCLE / "005_sched_POST.request.body").read_bytes())
    root = parse_xml(ours, source="ours")
    assert root.findtext("hostid") == "1"
    assert root.findtext("cpu_req_secs") == "103680.000000"
    assert root.find("other_results/other_result").findtext("app_version") == "0"


def test_report_request_matches_and_carries_the_result() -> None:
    state = _state_after_first_reply()
    name = ResultName("fixture_wu_2_0")
    r = state.results[(FIXTURE_URL, name)]
    r.state, r.ready_to_report, r.final_elapsed_time = ResultState.FILES_UPLOADED, True, 5.028681
    r.stderr_out = "<stderr_txt>\nfixture app: done ]]> & <x>\n</stderr_txt>"
    for f, size in (("fixture_wu_2_0_r0", 50.0), ("fixture_wu_2_0_r1", 18893.0)):
        fi = state.file_infos[(FIXTURE_URL, FileName(f))]
        fi.nbytes, fi.md5_cksum, fi.status, fi.uploaded = (
            size,
            "28a79c2de804495644e3f180680fa575",
            FileStatus.PRESENT,
            True,
        )
    req = SchedulerRequest(FIXTURE_URL, reason=2, work_req_seconds=0.0, req_instances=0.0, report=(name,))
    ours = build_scheduler_request(state, req, 2000.0, disk=_disk(), other=RequestExtras())
    real = (CYCLE / "009_sched_POST.request.body").read_bytes()
    assert _top(ours) == _top(real)
    ours_result = parse_xml(ours, source="ours").find("result")
    real_result = parse_xml(real, source="real").find("result")
    # Same elements except the optional peak-usage figures we do not measure yet.
    optional = {"final_peak_working_set_size", "final_peak_swap_size", "final_peak_disk_usage"}
    assert [c.tag for c in ours_result] == [c.tag for c in real_result if c.tag not in optional]
    assert ours_result.findtext("state") == "5"
    assert "fixture app: done ]]> & <x>" in "".join(ours_result.find("stderr_out").itertext())
    assert [fi.findtext("nbytes") for fi in ours_result.findall("file_info")] == ["50.000000", "18893.000000"]
    # BOINC's three disk figures only: a stock scheduler calls any other one unrecognized.
    assert b"<d_project_share>89000000000.000000</d_project_share>" in ours
    assert b"d_free_if" not in ours and b"d_free_space" not in ours
