"""Lost results, deadlines, duplicate reports and repeated uploads, over real HTTP on 127.0.0.1.

Requests start from a real BOINC 7.20 client's scheduler request (fixture bytes)
and differ only in what a crash would change: which results the host still
lists in ``<other_results>``, which replies it never saw, which reports and
uploads it sends again.
"""
from __future__ import annotations

import hashlib
import random
import re
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from lxml import etree

from core.demo import DemoConfig, DemoProject
from core.demo.jobs import count_primes
from core.xml.hardened import parse_xml
from tests.core.demo.appfixture import make_prime_app

SCHED = Path("/work/shared/fixtures/boinc-7.20/sched")
FIXTURE_AUTH = b"fixture_auth_0123456789abcdef"

pytestmark = pytest.mark.timeout(120)


class Clock:
    """The project's clock, moved by the test (deadlines pass without waiting)."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


class Host:
    """One simulated host: its id, its RPC count and the results it holds."""

    def __init__(self, project: DemoProject) -> None:
        self.p = project
        self.hostid = 0
        self.seqno = 0
        self.held: dict[str, str] = {}  # result name -> output file name
        self.cpid = uuid.uuid4().hex  # each simulated host is another computer

    def request(self, *, listed: set[str] | None = None, reports: str = "", work: bool = True) -> etree._Element:
        """POST one request listing ``listed`` (default: all held results) in ``<other_results>``."""
        body = (SCHED / "signed_job_cycle/002_sched_POST.request.body").read_bytes()
        text = body.replace(FIXTURE_AUTH, self.p.authenticator.encode()).decode()
        text = text.replace("<hostid>0</hostid>", f"<hostid>{self.hostid}</hostid>")
        text = text.replace("<rpc_seqno>0</rpc_seqno>", f"<rpc_seqno>{self.seqno}</rpc_seqno>")
        text = re.sub(r"<host_cpid>[^<]*</host_cpid>", f"<host_cpid>{self.cpid}</host_cpid>", text)
        names = self.held.keys() if listed is None else listed
        others = "".join(f"<other_result>\n<name>{n}</name>\n</other_result>\n" for n in sorted(names))
        text = text.replace("<other_results>\n</other_results>", f"<other_results>\n{others}</other_results>")
        key = self.p.scheduler._key if self.p.scheduler else ""
        text = text.replace("<working_global_preferences>",
                            f"<code_sign_key>\n{key}\n</code_sign_key>\n{reports}<working_global_preferences>")
        if not work:
            text = text.replace("<work_req_seconds>1.000000", "<work_req_seconds>0.000000").replace(
                "<cpu_req_secs>1.000000", "<cpu_req_secs>0.000000")
        r = httpx.post(self.p.master_url + "cgi", content=text.encode(), timeout=10)
        assert r.status_code == 200
        reply = parse_xml(r.content)
        self.seqno += 1
        if reply.findtext("hostid"):
            self.hostid, self.seqno = int(reply.findtext("hostid") or 0), 0
        return reply

    def receive(self, reply: etree._Element) -> list[str]:
        """Keep the reply's results (the host got the reply); returns their names."""
        got = []
        for res in reply.findall("result"):
            name = res.findtext("name") or ""
            self.held[name] = res.findtext("file_ref/file_name") or ""
            got.append(name)
        return got


def report_xml(name: str, output: str, nbytes: int, state: int = 5, cpu: float = 2.0) -> str:
    return (f"<result>\n<name>{name}</name>\n<final_cpu_time>{cpu}</final_cpu_time>\n"
            f"<final_elapsed_time>{cpu + 1}</final_elapsed_time>\n<exit_status>0</exit_status>\n"
            f"<state>{state}</state>\n<platform>x86_64-pc-linux-gnu</platform>\n<version_num>100</version_num>\n"
            f"<file_info>\n<name>{output}</name>\n<nbytes>{nbytes}</nbytes>\n</file_info>\n</result>\n")


def upload(p: DemoProject, name: str, data: bytes, offset: int = 0) -> bytes:
    header = (
        "<data_server_request>\n<core_client_major_version>7</core_client_major_version>\n"
        "<core_client_minor_version>20</core_client_minor_version>\n<core_client_release>5</core_client_release>\n"
        f"<file_upload>\n<file_info>\n<name>{name}</name>\n<max_nbytes>1000</max_nbytes>\n</file_info>\n"
        f"<nbytes>{len(data)}</nbytes>\n<md5_cksum>{hashlib.md5(data).hexdigest()}</md5_cksum>\n"
        f"<offset>{offset}</offset>\n<data>\n"
    )
    r = httpx.post(p.master_url + "file_upload_handler", content=header.encode() + data[offset:], timeout=10)
    assert r.status_code == 200
    return r.content


def answer(p: DemoProject, result: str) -> bytes:
    assert p.store is not None
    row = p.store.result(result)
    assert row is not None
    return f"{count_primes(row.range_start, row.range_end)}\n".encode()


def in_progress(p: DemoProject, hostid: int) -> set[str]:
    assert p.store is not None
    return {r.name for r in p.store.results("r.server_state='in_progress' AND r.hostid=?", (hostid,))}


def credit_of(p: DemoProject, result: str) -> float:
    assert p.store is not None
    row = p.store.result(result)
    assert row is not None
    return row.granted_credit


@pytest.fixture
def app(tmp_path: Path) -> Path:
    return make_prime_app(tmp_path / "app", job_size=2000)


@pytest.fixture
def project(tmp_path: Path, app: Path) -> Iterator[DemoProject]:
    p = DemoProject(tmp_path / "data", app_dir=app, config=DemoConfig(request_delay_s=1.0, max_jobs_per_rpc=3))
    p.start()
    yield p
    p.stop()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_what_a_host_lost_is_resent_and_what_it_holds_never(project: DemoProject, seed: int) -> None:
    """Random rounds: a reply is lost now and then, results held are listed or forgotten at
    random. Every reply resends exactly the unlisted ones it has room for, under the
    same names, never a listed one; a last request that lists everything leaves no
    result the host does not hold."""
    rng = random.Random(seed)
    host = Host(project)
    host.receive(host.request())
    resent_total = lost_replies = 0
    for _ in range(40):
        listed = {n for n in host.held if rng.random() > 0.2}  # a crash lost the others
        for n in set(host.held) - listed:
            del host.held[n]
        before = in_progress(project, host.hostid)
        deadlines = {n: project.store.result(n).report_deadline for n in before}  # type: ignore[union-attr]
        reply = host.request(listed=listed)
        names = [r.findtext("name") or "" for r in reply.findall("result")]
        resent = [n for n in names if n in before]
        missing = before - listed
        assert not set(resent) & listed, "a result the host lists was sent again"
        assert set(resent) <= missing and len(resent) == min(len(missing), 3), (resent, missing)
        if resent:
            assert len(names) == len(resent), "new work came with resent work"
            messages = [m.text or "" for m in reply.findall("message")]
            assert all(f"Resent lost task {n}" in messages for n in resent)
            assert all(float(r.findtext("report_deadline") or 0) >= int(deadlines[r.findtext("name") or ""])
                       for r in reply.findall("result"))
        resent_total += len(resent)
        if rng.random() < 0.3:
            lost_replies += 1  # the client died before this reply was saved
        else:
            host.receive(reply)
    assert resent_total > 0 and lost_replies > 0
    for _ in range(20):  # the host keeps asking, listing all it holds, until nothing is missing
        before = in_progress(project, host.hostid)
        if before <= set(host.held):
            break
        resent_total += len(set(host.receive(host.request())) & before)
    assert in_progress(project, host.hostid) <= set(host.held)
    assert project.store is not None
    assert sum(r.resend_count for r in project.store.results()) == resent_total


def test_no_resend_without_a_list_or_a_work_request(project: DemoProject) -> None:
    host = Host(project)
    sent = host.receive(host.request())
    assert sent
    assert not host.request(listed=set(), work=False).findall("result")  # BOINC resends only when asked for work
    assert in_progress(project, host.hostid) == set(sent)
    resent = host.request(listed=set())
    assert sorted(r.findtext("name") or "" for r in resent.findall("result")) == sorted(sent)[:3]


def test_deadline_passed_result_times_out_its_workunit_finishes_and_a_late_report_counts_once(
        tmp_path: Path, app: Path) -> None:
    clock = Clock()
    cfg = DemoConfig(request_delay_s=1.0, delay_bound_s=600.0, max_jobs_per_rpc=1, ready_jobs=1)
    with DemoProject(tmp_path / "data", app_dir=app, config=cfg, clock=clock) as p:
        gone = Host(p)  # gets a job, then vanishes
        (lost,) = gone.receive(gone.request())
        clock.now += 601
        other = Host(p)
        reply = other.request()
        assert p.store is not None
        timed_out = p.store.result(lost)
        assert timed_out is not None and timed_out.server_state == "over" and timed_out.outcome == "no_reply"
        wu = timed_out.wu_name
        replacement = [r for r in p.store.results("w.name=?", (wu,)) if r.name != lost]
        assert len(replacement) == 1
        got = other.receive(reply) + other.receive(other.request())
        assert replacement[0].name in got, "the workunit's new result was never sent"
        # The vanished host comes back and reports late: BOINC keeps such a result.
        out = gone.held[lost]
        data = answer(p, lost)
        assert b"<status>0</status>" in upload(p, out, data)
        ack = gone.request(reports=report_xml(lost, out, len(data)), work=False)
        assert [a.findtext("name") for a in ack.findall("result_ack")] == [lost]
        first_credit = credit_of(p, lost)
        assert first_credit > 0
        again = gone.request(reports=report_xml(lost, out, len(data)), work=False)
        assert [a.findtext("name") for a in again.findall("result_ack")] == [lost]
        assert credit_of(p, lost) == first_credit
        # The replacement finishes too; the workunit makes no further result.
        rname = replacement[0].name
        rout = other.held[rname]
        rdata = answer(p, rname)
        assert b"<status>0</status>" in upload(p, rout, rdata)
        other.request(reports=report_xml(rname, rout, len(rdata)), work=False)
        rows = p.store.results("w.name=?", (wu,))
        assert len(rows) == 2 and all(r.server_state == "over" for r in rows)
        effects = dict(sqlite3.connect(p.data_dir / "project.db").execute(
            "SELECT effect, COUNT(*) FROM report GROUP BY effect").fetchall())
        assert effects == {"late": 1, "duplicate": 1, "applied": 1}


def test_a_lost_result_the_host_cannot_finish_in_time_is_timed_out_not_resent(tmp_path: Path, app: Path) -> None:
    clock = Clock()
    cfg = DemoConfig(request_delay_s=1.0, delay_bound_s=600.0, max_jobs_per_rpc=1, ready_jobs=1)
    with DemoProject(tmp_path / "data", app_dir=app, config=cfg, clock=clock) as p:
        host = Host(p)
        (lost,) = host.receive(host.request())
        host.held.clear()
        body_speed = host.request  # the fixture host claims ~1e9 FLOPS; make the job far too long
        assert p.store is not None
        with p.store.transaction() as db:
            db.execute("UPDATE workunit SET fpops_est=1e15 WHERE id=(SELECT wuid FROM result WHERE name=?)",
                       (lost,))
        reply = body_speed(listed=set())
        assert lost not in [r.findtext("name") for r in reply.findall("result")]
        assert f"Didn't resend lost task {lost} (expired)" in [m.text for m in reply.findall("message")]
        row = p.store.result(lost)
        assert row is not None and row.outcome == "no_reply"
        assert len(p.store.results("w.name=?", (row.wu_name,))) == 2


def test_repeated_upload_and_report_after_a_lost_reply_are_no_ops(project: DemoProject) -> None:
    host = Host(project)
    (result, *_) = host.receive(host.request())
    out = host.held[result]
    data = answer(project, result)
    assert b"<status>0</status>" in upload(project, out, data)
    report = report_xml(result, out, len(data))
    host.request(reports=report, work=False)  # the reply is lost: the client saw neither ack nor success
    credit = credit_of(project, result)
    assert credit > 0
    # The restarted client uploads again (from the start, or from the size it is told) ...
    assert b"<status>0</status>" in upload(project, out, data)
    assert b"<status>0</status>" in upload(project, out, data, offset=len(data))
    # ... but other bytes under that name are not the file the project holds.
    other = b"9" * len(data)
    assert b"<status>-1</status>" in upload(project, out, other)
    assert (project.upload_dir / out).read_bytes() == data
    again = host.request(reports=report, work=False)
    assert [a.findtext("name") for a in again.findall("result_ack")] == [result]
    assert credit_of(project, result) == credit
    assert float(again.findtext("user_total_credit") or 0) == pytest.approx(credit, abs=1e-6)
    assert project.store is not None and project.store.report_counts() == {result: 2}


@pytest.mark.parametrize("holds_some", [False, True])
def test_a_host_that_lost_its_host_id_is_found_again_by_its_cpid(project: DemoProject, holds_some: bool) -> None:
    """The client was killed before it saved the reply that gave it its host id: it asks
    again with host id 0 and the same host CPID."""
    host = Host(project)
    first = host.receive(host.request())
    hostid = host.hostid
    assert first and hostid
    if holds_some:
        host.held = {first[0]: host.held[first[0]]}  # it saved one result, not its host id
    else:
        host.held.clear()
    host.hostid = host.seqno = 0
    reply = host.request()
    assert reply.findtext("hostid") == str(hostid)
    assert project.store is not None
    rows = {r.name: r for r in project.store.results()}
    if holds_some:
        resent = [r.findtext("name") for r in reply.findall("result")]
        assert sorted(resent) == sorted(first[1:])  # the others come back under their names
        assert all(rows[n].server_state == "in_progress" for n in first)
    else:
        assert all(rows[n].outcome == "client_detached" for n in first)
        assert all(len(project.store.results("w.name=?", (rows[n].wu_name,))) == 2 for n in first)
    other = Host(project)  # another computer is another host
    other.request()
    assert other.hostid not in (0, hostid)
