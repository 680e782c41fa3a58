"""Workunit affinity in the demo project over real HTTP: chains, the holder's
preference, the reservation and its end, ``<chain_end>``, chain-file deletion,
project-directed uploads, and the real demo app's ``--part``/``prev`` inputs."""
from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from lxml import etree

from core.demo import DEFAULT_APP_DIR, DemoConfig, DemoProject
from core.demo.jobs import chain_part, count_primes, prime_range
from core.demo.store import ProjectStore
from core.transfer.upload_protocol import upload_header
from core.xml.hardened import parse_xml
from tests.core.demo.appfixture import make_prime_app

pytestmark = pytest.mark.timeout(60)
JOB = 2000
HEAD, SECOND = "primes_chain_1_0_0", "primes_chain_1_1_0"
CHAIN_IN = "primes_chain_1_in"


class Clock:
    def __init__(self) -> None:
        self.skew = 0.0

    def __call__(self) -> float:
        return time.time() + self.skew


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def project(tmp_path: Path, clock: Clock) -> Iterator[DemoProject]:
    p = DemoProject(tmp_path / "data", app_dir=make_prime_app(tmp_path / "app", job_size=JOB), clock=clock,
                    config=DemoConfig(request_delay_s=0.0, ready_jobs=1, chain_length=3, chain_timeout_s=100.0))
    p.start()
    yield p
    p.stop()


def _request(p: DemoProject, hostid: int, seqno: int, *, work: bool, report: tuple[str, ...] = (),
             kept: tuple[str, ...] = (), sticky: tuple[str, ...] = ()) -> bytes:
    secs = 1000 if work else 0
    out = [(f"<scheduler_request>\n<authenticator>{p.authenticator}</authenticator>\n<hostid>{hostid}</hostid>\n"
            f"<rpc_seqno>{seqno}</rpc_seqno>\n<platform_name>x86_64-pc-linux-gnu</platform_name>\n"
            "<core_client_major_version>7</core_client_major_version>\n"
            f"<work_req_seconds>{secs}</work_req_seconds>\n"
            f"<cpu_req_secs>{secs}</cpu_req_secs>\n<cpu_req_instances>0</cpu_req_instances>\n"
            "<host_info>\n<p_ncpus>1</p_ncpus>\n<p_fpops>1e9</p_fpops>\n<d_free>1e11</d_free>\n</host_info>\n")]
    for name in report:
        out.append(f"<result>\n<name>{name}</name>\n<state>5</state>\n<exit_status>0</exit_status>\n"
                   f"<final_cpu_time>1</final_cpu_time>\n<file_info><name>{name}_r0</name></file_info>\n</result>\n")
    out.extend(f"<file_info>\n<name>{n}</name>\n<nbytes>10</nbytes>\n<status>1</status>\n</file_info>\n"
               for n in sticky)
    if kept:
        out.append("<results_with_successors>\n" + "".join(
            f"<result_with_successor><name>{n}</name></result_with_successor>\n" for n in kept)
            + "</results_with_successors>\n")
    out.append("</scheduler_request>\n")
    return "".join(out).encode()


def _post(p: DemoProject, body: bytes) -> etree._Element:
    r = httpx.post(p.master_url + "cgi", content=body, timeout=10)
    assert r.status_code == 200
    return parse_xml(r.content)


def _file_info(reply: etree._Element, name: str) -> etree._Element:
    found = [fi for fi in reply.findall("file_info") if fi.findtext("name") == name]
    assert found, f"no <file_info> {name} in the reply"
    return found[0]


def _upload(p: DemoProject, name: str, data: bytes) -> None:
    head = upload_header(name=name, xml_signature="", max_nbytes=1000, nbytes=len(data),
                         md5_cksum=hashlib.md5(data).hexdigest(), offset=0, version=(7, 20, 5))
    r = httpx.post(p.master_url + "file_upload_handler", content=head + data, timeout=10)
    assert b"<status>0</status>" in r.content


def _run_head(p: DemoProject) -> int:
    """Host 1 gets the chain head, uploads a right answer and reports it, keeping it; returns its id."""
    reply = _post(p, _request(p, 0, 0, work=True))
    hostid = int(reply.findtext("hostid") or 0)
    result = reply.find("result")
    assert result is not None and result.findtext("name") == HEAD
    assert result.find("has_successor") is not None and result.find("previous_result_name") is None
    assert _file_info(reply, CHAIN_IN).find("sticky") is not None  # the chain's shared input
    assert _file_info(reply, f"{HEAD}_r0").find("sticky") is not None  # the successor will read it
    assert (reply.findtext("workunit/command_line") or "").endswith("--part 0/3")
    start, end = prime_range(0, 3 * JOB)
    _upload(p, f"{HEAD}_r0", f"{count_primes(*chain_part(start, end, 0, 3))}\n".encode())
    reply = _post(p, _request(p, hostid, 1, work=False, report=(HEAD,), kept=(HEAD,),
                              sticky=(CHAIN_IN, f"{HEAD}_r0")))
    assert [a.findtext("name") for a in reply.findall("result_ack")] == [HEAD]
    assert reply.find("chain_end") is None and reply.find("delete_file_info") is None
    return hostid


def test_the_successor_goes_to_the_host_holding_the_files_first(project: DemoProject) -> None:
    holder = _run_head(project)
    other = _post(project, _request(project, 0, 0, work=True))
    assert other.find("result") is None  # the successor is reserved; the pool has nothing else
    reply = _post(project, _request(project, holder, 2, work=True, kept=(HEAD,), sticky=(CHAIN_IN, f"{HEAD}_r0")))
    result = reply.find("result")
    assert result is not None and result.findtext("name") == SECOND
    assert result.findtext("previous_result_name") == HEAD and int(result.findtext("previous_resultid") or 0) > 0
    prev = _file_info(reply, f"{HEAD}_r0")
    assert prev.find("sticky") is None  # only this link reads it
    refs = {r.findtext("open_name"): r.findtext("file_name") for r in reply.findall("workunit/file_ref")}
    assert refs == {"in": CHAIN_IN, "prev": f"{HEAD}_r0"}
    assert reply.find("chain_end") is None and reply.find("delete_file_info") is None


def test_the_chain_migrates_after_the_timeout_and_its_old_host_is_told(project: DemoProject, clock: Clock) -> None:
    holder = _run_head(project)
    assert _post(project, _request(project, 0, 0, work=True)).find("result") is None
    clock.skew = 200.0
    other = _post(project, _request(project, 2, 1, work=True))
    result = other.find("result")
    assert result is not None and result.findtext("name") == SECOND  # migrated
    back = _post(project, _request(project, holder, 2, work=True, kept=(HEAD,), sticky=(CHAIN_IN, f"{HEAD}_r0")))
    assert [e.findtext("name") for e in back.findall("chain_end")] == [HEAD]
    assert sorted(e.text or "" for e in back.findall("delete_file_info")) == sorted([CHAIN_IN, f"{HEAD}_r0"])
    assert not any(r.findtext("name") == SECOND for r in back.findall("result"))


def test_a_holder_that_lost_the_files_frees_the_successor_at_once(project: DemoProject) -> None:
    holder = _run_head(project)
    _post(project, _request(project, holder, 2, work=False))  # no longer lists the head
    other = _post(project, _request(project, 0, 0, work=True))
    result = other.find("result")
    assert result is not None and result.findtext("name") == SECOND


def test_unknown_listed_results_end_and_plain_sticky_files_stay(project: DemoProject) -> None:
    reply = _post(project, _request(project, 0, 0, work=False, kept=("nonesuch", "../x"),
                                    sticky=("plain_shared.dat",)))
    assert sorted(e.findtext("name") or "" for e in reply.findall("chain_end")) == ["../x", "nonesuch"]
    assert reply.find("delete_file_info") is None  # not a chain file: the project did not say


def test_requested_upload_is_asked_of_holders_until_received(project: DemoProject) -> None:
    assert project.scheduler is not None
    (project.download_dir / "shared.dat").write_bytes(b"x" * 300)
    project.scheduler.storage.request_upload("shared.dat")
    assert _post(project, _request(project, 0, 0, work=False)).find("upload_file_info") is None  # not held
    reply = _post(project, _request(project, 0, 0, work=False, sticky=("shared.dat",)))
    ask = reply.find("upload_file_info")
    assert ask is not None and ask.findtext("name") == "shared.dat"
    assert (ask.findtext("url") or "").endswith("/file_upload_handler")
    _upload(project, "shared.dat", b"y" * 300)
    assert project.scheduler.storage.received_uploads == ["shared.dat"]
    assert _post(project, _request(project, 0, 0, work=False, sticky=("shared.dat",))).find("upload_file_info") is None
    head = upload_header(name="other.dat", xml_signature="", max_nbytes=10, nbytes=3, md5_cksum="", offset=0,
                         version=(7, 20, 5))
    refused = httpx.post(project.master_url + "file_upload_handler", content=head + b"abc", timeout=10)
    assert b"<status>-1</status>" in refused.content  # nobody asked for it


def test_a_database_from_before_chains_gets_the_new_columns(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / "project.db")
    db.execute(
        "CREATE TABLE workunit (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, input_name TEXT NOT NULL, "
        "range_start INTEGER NOT NULL, range_end INTEGER NOT NULL, fpops_est REAL NOT NULL, "
        "create_time REAL NOT NULL, error_count INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL DEFAULT 'open')"
    )
    db.execute("INSERT INTO workunit (name, input_name, range_start, range_end, fpops_est, create_time) "
               "VALUES ('old', 'old_in', 1, 2, 1.0, 0)")
    db.commit()
    db.close()
    store = ProjectStore(tmp_path / "project.db")
    try:
        with store.transaction() as conn:
            row = conn.execute("SELECT name, chain_id, reserve_until FROM workunit").fetchone()
        assert tuple(row) == ("old", 0, 0.0)
    finally:
        store.close()


@pytest.mark.parametrize(("part", "prev", "want_exit"), [("1/3", "7", 0), ("0/3", None, 0), ("3/3", None, 1)])
def test_the_real_demo_app_counts_its_part_and_adds_the_previous_count(
        tmp_path: Path, part: str, prev: str | None, want_exit: int) -> None:
    start, end = 1_000_000_000, 1_000_030_000
    (tmp_path / "in").write_text(f"{start} {end}\n")
    if prev is not None:
        (tmp_path / "prev").write_text(prev + "\n")
    done = subprocess.run([sys.executable, str(DEFAULT_APP_DIR / "demo_app.py"), "--part", part],
                          cwd=tmp_path, capture_output=True, timeout=30, check=False)
    assert done.returncode == want_exit, done.stderr
    if want_exit == 0:
        k, n = (int(x) for x in part.split("/"))
        expected = count_primes(*chain_part(start, end, k, n)) + int(prev or 0)
        assert (tmp_path / "out").read_text() == f"{expected}\n"
