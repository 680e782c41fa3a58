"""client_state.xml: the real client's file, our round trip, torn files and hostile input."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.persist.paths import DataDir
from core.persist.state_file import read_client_state, write_client_state
from core.persist.state_reader import parse_client_state
from core.state import (
    ActiveTask,
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    Project,
    Result,
    ResultState,
    RunMode,
    Workunit,
)
from tests.core.persist.strategies import client_states, persisted

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/sched")
REAL_DIR = FIXTURES / "signed_job_cycle" / "client_dir_after"
URL = ProjectUrl("http://127.0.0.1:31480/")
NOW = 1_795_250_000.0


def small_state() -> ClientState:
    s = ClientState()
    url = ProjectUrl("https://example.org/physics/")
    s.projects[url] = Project(url, project_name="Example Physics", scheduler_urls=["https://example.org/cgi"])
    s.apps[(url, AppName("sim"))] = App(url, AppName("sim"), "Simulator")
    for name in ("sim_1.0", "in_1", "out_1"):
        s.file_infos[(url, FileName(name))] = FileInfo(url, FileName(name), nbytes=10.0, status=1)
    s.app_versions.append(AppVersion(url, AppName("sim"), 100, "x86_64-pc-linux-gnu",
                                     file_refs=[FileRef(FileName("sim_1.0"), main_program=True)]))
    s.workunits[(url, WorkunitName("wu_1"))] = Workunit(url, WorkunitName("wu_1"), AppName("sim"),
                                                       input_files=[FileRef(FileName("in_1"), "in")])
    s.results[(url, ResultName("wu_1_0"))] = Result(
        url, ResultName("wu_1_0"), WorkunitName("wu_1"), report_deadline=NOW + 86400, received_time=NOW,
        state=ResultState.FILES_DOWNLOADED, version_num=100, platform="x86_64-pc-linux-gnu",
        stderr_out="<stderr_txt>\nok ]]> & <tags>\n</stderr_txt>",
        output_files=[FileRef(FileName("out_1"), "out")])
    s.active_tasks[(url, ResultName("wu_1_0"))] = ActiveTask(url, ResultName("wu_1_0"), slot=0,
                                                              checkpoint_cpu_time=12.5, checkpoint_elapsed_time=13.0,
                                                              checkpoint_fraction_done=0.25)
    return s


# ---------------------------------------------------------------- the real client's file


def test_reads_the_real_clients_state_file() -> None:
    loaded = read_client_state(REAL_DIR)
    assert loaded.source == REAL_DIR / "client_state.xml"
    assert loaded.warnings == []
    s = loaded.state
    p = s.projects[URL]
    assert p.project_name == "Fixture Project"
    assert p.user_name == "fixture_user"
    assert p.rpc_seqno == 3 and p.hostid == 1
    assert p.duration_correction_factor == pytest.approx(0.950287)
    assert p.rec == pytest.approx(0.001935)
    assert p.rsc_backoff_time == pytest.approx(1795248667.515960)
    assert p.rsc_backoff_interval == 600.0
    assert p.scheduler_urls == ["http://127.0.0.1:31480/cgi"]
    assert p.code_sign_key.startswith("1024\nb887818426e4") and p.code_sign_key.endswith("10001\n.")
    assert p.cpu_time == pytest.approx(12.0588)
    assert p.min_rpc_time == 0.0  # written by BOINC, deliberately not read back
    assert p.authenticator == "fixture_auth_0123456789abcdef"  # from the account file
    assert s.apps[(URL, AppName("fixture_app"))].user_friendly_name == "Fixture App"
    fi = s.file_infos[(URL, FileName("fixture_app_1.01_x86_64-pc-linux-gnu.sh"))]
    assert fi.nbytes == 369.0 and fi.status == 1 and fi.executable and fi.signature_required
    assert fi.file_signature.startswith("1e865a9bdf61")
    assert fi.download_urls == ["http://127.0.0.1:31480/download/fixture_app_1.01_x86_64-pc-linux-gnu.sh"]
    (av,) = s.app_versions
    assert (av.app_name, av.version_num, av.platform, av.flops) == ("fixture_app", 101, "x86_64-pc-linux-gnu", 1e9)
    assert av.file_refs[0].main_program
    assert s.results == {} and s.active_tasks == {}  # the run ended with every task acknowledged
    assert s.host_info.p_ncpus == 2 and s.host_info.host_cpid == "140c1176231469c3e024a2b9514eebdd"
    assert s.time_stats.connected_frac == -1.0
    assert s.time_stats.total_duration == pytest.approx(30.131930)
    assert s.core_client_version == (7, 20, 5) and s.run_mode == RunMode.AUTO


def test_error_file_of_the_real_client_keeps_its_status_and_message() -> None:
    data = (FIXTURES / "unsigned_app_rejected" / "client_dir_after" / "client_state.xml").read_bytes()
    state, warnings = parse_client_state(data, source="client_state.xml")
    (fi,) = state.file_infos.values()
    assert fi.status == -123 and fi.error_msg == "missing signature" and fi.pers_xfer is None
    assert warnings == []


def test_real_file_survives_our_rewrite(tmp_path: Path) -> None:
    first = read_client_state(REAL_DIR).state
    write_client_state(first, tmp_path, NOW)
    again = read_client_state(tmp_path, with_accounts=False).state
    first.projects[URL].authenticator = ""
    assert persisted(again) == persisted(first)


# ---------------------------------------------------------------- our own round trip


def test_written_file_has_boinc_shape(tmp_path: Path) -> None:
    write_client_state(small_state(), tmp_path, NOW)
    text = (tmp_path / "client_state.xml").read_text()
    assert text.splitlines()[0] == "<client_state>"
    order = [text.index(t) for t in ("<host_info>", "<time_stats>", "<project>", "<app>", "<file>",
                                     "<app_version>", "<workunit>", "<result>", "<active_task_set>",
                                     "<platform_name>", "<user_run_request>")]
    assert order == sorted(order)
    assert text.rstrip().endswith("</client_state>")


def test_small_state_round_trips_including_hostile_stderr(tmp_path: Path) -> None:
    s = small_state()
    next(iter(s.results.values())).stderr_out = "<stderr_txt>\nbad ]]> bytes \x1b[0m & <tags>\n</stderr_txt>"
    next(iter(s.active_tasks.values())).checkpoint_elapsed_time = 0.0
    write_client_state(s, tmp_path, NOW)
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.warnings == []
    r = loaded.state.results[(ProjectUrl("https://example.org/physics/"), ResultName("wu_1_0"))]
    assert "bad ]]> bytes \ufffd[0m & <tags>" in r.stderr_out
    task = next(iter(loaded.state.active_tasks.values()))
    assert task.current_cpu_time == 12.5 and task.checkpoint_elapsed_time == 12.5 and task.fraction_done == 0.25


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(state=client_states())
def test_random_state_round_trips_in_every_persisted_field(tmp_path: Path, state: ClientState) -> None:
    write_client_state(state, tmp_path, NOW)
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.warnings == []
    assert persisted(loaded.state) == persisted(state)


# ---------------------------------------------------------------- recovery


def test_torn_file_falls_back_to_previous_copy(tmp_path: Path) -> None:
    rng = random.Random(7)
    first = small_state()
    write_client_state(first, tmp_path, NOW)
    second = small_state()
    second.projects[ProjectUrl("https://example.org/physics/")].rpc_seqno = 99
    write_client_state(second, tmp_path, NOW + 1)
    main = tmp_path / "client_state.xml"
    data = main.read_bytes()
    for _ in range(20):
        main.write_bytes(data[: rng.randrange(0, len(data) - len("</client_state>\n"))])
        loaded = read_client_state(tmp_path, with_accounts=False)
        assert loaded.source == tmp_path / "client_state_prev.xml"
        assert "Using state file client_state_prev.xml" in loaded.warnings
        assert any("client_state.xml" in w for w in loaded.warnings[:-1])
        assert persisted(loaded.state) == persisted(first)


def test_both_files_bad_gives_empty_state_and_a_clear_warning(tmp_path: Path) -> None:
    (tmp_path / "client_state.xml").write_bytes(b"<client_state>\n<project><master_url>x</mast")
    (tmp_path / "client_state_prev.xml").write_bytes(b"\x00\xff garbage")
    loaded = read_client_state(tmp_path)
    assert loaded.source is None and loaded.state.projects == {}
    assert "no usable state file" in loaded.warnings[-1]
    assert len(loaded.warnings) == 3


def test_missing_files_are_a_fresh_start_without_warnings(tmp_path: Path) -> None:
    loaded = read_client_state(tmp_path / "nothing-here")
    assert loaded.source is None and loaded.warnings == [] and loaded.state.projects == {}


def test_interrupted_write_never_loses_the_previous_good_state(tmp_path: Path) -> None:
    good = small_state()
    write_client_state(good, tmp_path, NOW)
    # A crash while writing the next copy: half a file under the temporary name.
    full = (tmp_path / "client_state.xml").read_bytes()
    (tmp_path / "client_state_next.xml").write_bytes(full[: len(full) // 2])
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.source == tmp_path / "client_state.xml"
    assert persisted(loaded.state) == persisted(good)
    # A crash after the next copy was complete but before the renames: it is the newest state.
    newer = small_state()
    newer.projects[ProjectUrl("https://example.org/physics/")].njobs_success = 5
    write_client_state(newer, tmp_path, NOW)
    shutil.copy(tmp_path / "client_state.xml", tmp_path / "client_state_next.xml")
    (tmp_path / "client_state.xml").rename(tmp_path / "client_state_prev.xml")
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.source == tmp_path / "client_state_next.xml"
    assert persisted(loaded.state) == persisted(newer)


# ---------------------------------------------------------------- hostile input


def test_entity_bomb_is_refused_and_previous_copy_used(tmp_path: Path) -> None:
    write_client_state(small_state(), tmp_path, NOW)
    (tmp_path / "client_state.xml").replace(tmp_path / "client_state_prev.xml")
    bomb = ('<client_state>\n<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>\n'
            "<host_info><domain_name>&b;</domain_name></host_info>\n</client_state>\n")
    (tmp_path / "client_state.xml").write_text(bomb)
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.source == tmp_path / "client_state_prev.xml"
    assert any("entities" in w for w in loaded.warnings)


def test_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    huge = tmp_path / "client_state.xml"
    with open(huge, "wb") as fh:
        fh.write(b"<client_state>\n")
        fh.truncate(65 * 1024 * 1024)
    loaded = read_client_state(tmp_path, with_accounts=False)
    assert loaded.source is None
    assert any("larger than" in w for w in loaded.warnings)


def test_hostile_names_and_dangling_references_are_dropped_with_warnings() -> None:
    doc = b"""<client_state>
<file><name>../../etc/passwd</name></file>
<project><master_url>https://a.org/</master_url><resource_share>0</resource_share>
<rpc_seqno>NaN-ish</rpc_seqno></project>
<app><name>sim</name></app>
<file><name>ok</name><status>2</status><url>https://a.org/file_upload_handler</url></file>
<file><name>../evil</name></file>
<app_version><app_name>nosuchapp</app_name><version_num>1</version_num></app_version>
<workunit><name>w</name><app_name>sim</app_name></workunit>
<result><name>r</name><wu_name>w</wu_name><state>2</state></result>
<result><name>r2</name><wu_name>missing</wu_name></result>
<active_task_set><active_task><project_master_url>https://a.org/</project_master_url>
<result_name>r</result_name><slot>0</slot></active_task></active_task_set>
<unknown_tag>ignored</unknown_tag>
</client_state>
"""
    state, warnings = parse_client_state(doc, source="t.xml")
    url = ProjectUrl("https://a.org/")
    assert list(state.file_infos) == [(url, FileName("ok"))]
    fi = state.file_infos[(url, FileName("ok"))]
    assert fi.status == 0 and fi.upload_urls == ["https://a.org/file_upload_handler"]
    assert state.projects[url].resource_share == 100.0  # all shares 0 -> 100, as BOINC
    assert state.projects[url].rpc_seqno == 0
    assert state.app_versions == [] and state.results == {} and state.active_tasks == {}
    text = "\n".join(warnings)
    for expected in ("outside any project", "unsafe", "no such app", "No application found for task r",
                     "workunit 'missing' missing", "rpc_seqno", "no such result"):
        assert expected in text, expected


def test_acknowledged_result_is_bumped_to_uploaded() -> None:
    s = small_state()
    r = next(iter(s.results.values()))
    r.got_server_ack = True
    s.active_tasks.clear()
    from core.persist.state_writer import render_client_state

    state, _ = parse_client_state(render_client_state(s, NOW), source="x")
    assert next(iter(state.results.values())).state == ResultState.FILES_UPLOADED


def test_datadir_object_and_path_are_both_accepted(tmp_path: Path) -> None:
    write_client_state(small_state(), DataDir(tmp_path), NOW)
    assert read_client_state(DataDir(tmp_path)).source == tmp_path / "client_state.xml"
