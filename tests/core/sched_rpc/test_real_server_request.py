"""Our scheduler request against the real client's, recorded at a stock BOINC 8.3 server.

../shared/fixtures/boinc-7.20/real-server/ holds Debian's BOINC 7.20.5 request and
ours at 8fe8f1e, same server, same minute. A stock scheduler logged ours as
carrying elements it does not know (``d_free_*`` in ``<disk_usage>``,
``<client_opaque>``), sending empty working preferences and a 0-byte file_info
for a job that never ran. These tests build our request from a state like the
real client's (one reported job whose app failed verification, two app
versions, no other jobs) and compare element paths, and check every element
against what BOINC's scheduler parses (sched/sched_types.cpp
SCHEDULER_REQUEST::parse, HOST::parse_disk_usage; fixed lists below).
"""
from __future__ import annotations

from pathlib import Path

from lxml import etree

from core.disk.server import DiskRequestFigures
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.ports import SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request
from core.state import AppVersion, ClientState, FileInfo, HostInfo, Project, Result, ResultState, Workunit
from core.state.app import FileRef
from core.xml.hardened import parse_xml
from tests.element_paths import element_paths

REAL = Path("/work/shared/fixtures/boinc-7.20/real-server")
URL = ProjectUrl("http://127.0.0.1:31490/testproj/")

# What a stock scheduler reads at the top level of a request (SCHEDULER_REQUEST::parse).
SCHEDULER_KNOWS = {
    "authenticator", "cross_project_id", "hostid", "rpc_seqno", "uptime", "previous_uptime", "platform_name",
    "alt_platform", "app_versions", "core_client_major_version", "core_client_minor_version",
    "core_client_release", "work_req_seconds", "cpu_req_secs", "cpu_req_instances", "resource_share_fraction",
    "rrs_fraction", "prrs_fraction", "estimated_delay", "duration_correction_factor", "dont_send_work",
    "dont_use_docker", "dont_use_wsl", "global_preferences", "working_global_preferences",
    "global_prefs_source_email_hash", "host_info", "time_stats", "time_stats_log", "net_stats", "disk_usage",
    "result", "code_sign_key", "msg_from_host", "file_info", "host_venue", "other_results",
    "in_progress_results", "coprocs", "client_cap_plan_class", "sandbox", "allow_multiple_clients",
    "user_keywords", "client_brand",
}
DISK_USAGE_KNOWS = {"d_boinc_used_total", "d_boinc_used_project", "d_project_share"}


def _like_the_real_clients() -> ClientState:
    """One project, two app versions, a job whose app failed its signature check, reported."""
    state = ClientState(host_info=HostInfo(p_ncpus=2, d_total=2.7e11, d_free=8.1e10, os_name="Linux Debian",
                                           host_cpid="3a738f4c8e9e90dd5e50d2308de3cdee"))
    state.projects[URL] = Project(URL, authenticator="7274e5b6cc434dd64a6eba3c0528c920", hostid=2,
                                  rpc_seqno=13, code_sign_key="1024\nabcdef\n.", cross_project_id="a048")
    for app in ("uc2", "uc2bad"):
        state.app_versions.append(AppVersion(URL, AppName(app), 100, platform="x86_64-pc-linux-gnu",
                                             api_version="8.3.0", flops=1e9))
    out = FileName("wu_bad1_0_r1_0")
    state.file_infos[(URL, out)] = FileInfo(URL, out, max_nbytes=5e6, is_upload=True,
                                            upload_urls=["http://127.0.0.1:31490/testproj_cgi/file_upload_handler"])
    wu = WorkunitName("wu_bad1")
    state.workunits[(URL, wu)] = Workunit(URL, wu, AppName("uc2bad"), 100)
    name = ResultName("wu_bad1_0")
    state.results[(URL, name)] = Result(URL, name, wu, state=ResultState.COMPUTE_ERROR, version_num=100,
                                        exit_status=-186, ready_to_report=True,
                                        stderr_out="uc2bad_1.0: signature verification failed",
                                        output_files=[FileRef(out)])
    return state


def _ours(state: ClientState, extras: RequestExtras | None = None) -> etree._Element:
    req = SchedulerRequest(URL, reason=2, work_req_seconds=0.0, req_instances=0.0, report=(ResultName("wu_bad1_0"),))
    disk = DiskRequestFigures(URL, 6.4e6, 6.3e6, 8.9e10, 8e10, 8.1e10, 8.2e10)
    body = build_scheduler_request(state, req, 1795927979.7, disk=disk, other=extras or RequestExtras())
    return parse_xml(body, source="ours")


def test_element_paths_equal_the_real_clients() -> None:
    real = parse_xml((REAL / "sched_request.real-client.xml").read_bytes(), source="real")
    ours = _ours(_like_the_real_clients())
    assert element_paths(ours) == element_paths(real)
    # In the same order too, where the order is the client's (top level, host blocks, app versions).
    for path in (".", "time_stats", "net_stats", "host_info", "disk_usage", "app_versions/app_version", "result"):
        mine, theirs = ours.find(path), real.find(path)
        assert mine is not None and theirs is not None, path
        assert [c.tag for c in mine] == [c.tag for c in theirs], path


def test_nothing_a_stock_scheduler_calls_unrecognized() -> None:
    # A new data directory's first request: the old code added <client_opaque> here.
    state = _like_the_real_clients()
    state.projects[URL].hostid = 0
    root = _ours(state)
    assert {str(el.tag) for el in root} <= SCHEDULER_KNOWS
    disk_usage = root.find("disk_usage")
    assert disk_usage is not None
    assert {str(el.tag) for el in disk_usage} == DISK_USAGE_KNOWS


def test_working_preferences_carry_the_real_clients_elements_in_its_order() -> None:
    real = parse_xml((REAL / "sched_request.real-client.xml").read_bytes(), source="real")
    ours = _ours(_like_the_real_clients(), RequestExtras(global_prefs_xml=""))
    real_prefs = real.find("working_global_preferences/global_preferences")
    our_prefs = ours.find("working_global_preferences/global_preferences")
    assert real_prefs is not None and our_prefs is not None
    assert [el.tag for el in our_prefs] == [el.tag for el in real_prefs]
    assert len(our_prefs) == 36
    # The values are the ones in force, not the file's.
    assert our_prefs.findtext("work_buf_min_days") == "0.100000"
    assert our_prefs.findtext("run_if_user_active") == "1"


def test_prefs_file_follows_the_working_prefs_unless_host_specific() -> None:
    state = _like_the_real_clients()
    state.prefs.work_buf_min_days = 2.0  # in force (an override, say); the file says 0.5
    text = (
        '<?xml version="1.0"?>\n<global_preferences>\n<work_buf_min_days>0.5</work_buf_min_days>\n</global_preferences>'
    )
    root = _ours(state, RequestExtras(global_prefs_xml=text, override_file_present=True))
    assert root.findtext("working_global_preferences/global_preferences/work_buf_min_days") == "2.000000"
    assert root.findtext("working_global_preferences/global_preferences/override_file_present") == "1"
    assert root.findtext("global_preferences/work_buf_min_days") == "0.5"
    # A broken file would break the request around it: it stays home.
    broken = "<global_preferences><work_buf_min_days>0.5</global_preferences>"
    assert _ours(state, RequestExtras(global_prefs_xml=broken)).find("global_preferences") is None
    state.prefs.host_specific = True
    assert _ours(state, RequestExtras(global_prefs_xml=text)).find("global_preferences") is None


def test_a_job_that_never_ran_is_reported_without_an_output_file_info() -> None:
    state = _like_the_real_clients()
    result = _ours(state).find("result")
    assert result is not None and result.findtext("exit_status") == "-186"
    assert result.find("file_info") is None
    # An uploaded output is still listed.
    fi = state.file_infos[(URL, FileName("wu_bad1_0_r1_0"))]
    fi.uploaded, fi.nbytes = True, 50.0
    result = _ours(state).find("result")
    assert result is not None and result.findtext("file_info/nbytes") == "50.000000"
