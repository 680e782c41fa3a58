"""The demo project over real HTTP on 127.0.0.1: fixtures from the real client, a full
job cycle, credit, host records, work-send and disk rules, and hostile requests."""
from __future__ import annotations

import hashlib
import re
import socket
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from lxml import etree

from core.demo import DemoConfig, DemoProject, WorkSendPolicy
from core.demo.jobs import count_primes
from core.signing import verify_file_signature
from core.xml.hardened import parse_xml
from tests.core.demo.appfixture import make_prime_app

SCHED = Path("/work/shared/fixtures/boinc-7.20/sched")
FIXTURE_REQUESTS = sorted(SCHED.rglob("*_sched_POST.request.body"))
FIXTURE_AUTH = b"fixture_auth_0123456789abcdef"

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    app = make_prime_app(tmp_path / "app")
    p = DemoProject(tmp_path / "data", app_dir=app, config=DemoConfig(request_delay_s=1.0))
    p.start()
    yield p
    p.stop()


def _post(p: DemoProject, body: bytes) -> etree._Element:
    r = httpx.post(p.master_url + "cgi", content=body, timeout=10)
    assert r.status_code == 200
    return parse_xml(r.content)


def _request(p: DemoProject, body: bytes) -> bytes:
    return body.replace(FIXTURE_AUTH, p.authenticator.encode())


def _first_request(p: DemoProject) -> bytes:
    return _request(p, (SCHED / "signed_job_cycle/002_sched_POST.request.body").read_bytes())


def _alive(p: DemoProject) -> None:
    r = httpx.get(p.master_url, timeout=5)
    assert (
        r.status_code == 200 and b'<link rel="boinc_scheduler" href="' + p.master_url.encode() + b'cgi">' in r.content
    )


def test_master_page_advertises_scheduler(project: DemoProject) -> None:
    _alive(project)
    assert len(project.authenticator) == 32


@pytest.mark.parametrize("path", FIXTURE_REQUESTS, ids=lambda p: f"{p.parent.name}/{p.name[:3]}")
def test_every_real_client_request_gets_a_well_formed_reply(project: DemoProject, path: Path) -> None:
    reply = _post(project, _request(project, path.read_bytes()))
    assert reply.tag == "scheduler_reply"
    assert reply.findtext("master_url") == project.master_url
    assert reply.findtext("userid") == "1"
    # results reported by the real client are acknowledged even if unknown here
    body = etree.fromstring(path.read_bytes())
    reported = [r.findtext("name") for r in body.findall("result")]
    assert [a.findtext("name") for a in reply.findall("result_ack")] == reported


def test_first_contact_gets_host_key_and_a_signed_job(project: DemoProject) -> None:
    reply = _post(project, _first_request(project))
    assert reply.findtext("hostid") == "1"
    key = reply.findtext("code_sign_key")
    assert key is not None and key.strip().startswith("1024")
    results = reply.findall("result")
    assert len(results) >= 1  # 1 s asked, 0.1 s per job: the whole ready pool
    assert reply.find("result/report_immediately") is not None
    fi = reply.find("file_info")
    assert fi is not None and fi.find("executable") is not None
    url = fi.findtext("url")
    assert url is not None
    data = httpx.get(url, timeout=5).content
    assert len(data) == int(fi.findtext("nbytes") or -1)
    app_file = project.download_dir / "check"
    app_file.write_bytes(data)
    assert verify_file_signature(key, app_file, fi.findtext("file_signature") or "")
    main = reply.find("app_version/file_ref/main_program")
    assert main is not None
    assert reply.findtext("app_version/platform") == "x86_64-pc-linux-gnu"
    assert reply.find("app_version/api_version") is None  # a plain program unless the app dir says


def test_an_app_that_speaks_the_api_says_so(tmp_path: Path) -> None:
    app = make_prime_app(tmp_path / "app")
    toml = app / "boinc_app.toml"
    toml.write_text(toml.read_text() + 'api_version = "7.20.0"\n')
    with DemoProject(tmp_path / "data", app_dir=app, config=DemoConfig(request_delay_s=1.0)) as p:
        reply = _post(p, _first_request(p))
    assert reply.findtext("app_version/api_version") == "7.20.0"


def _upload_body(name: str, data: bytes, max_nbytes: int) -> bytes:
    header = (
        "<data_server_request>\n    <core_client_major_version>7</core_client_major_version>\n"
        "    <core_client_minor_version>20</core_client_minor_version>\n"
        "    <core_client_release>5</core_client_release>\n<file_upload>\n<file_info>\n"
        f"<name>{name}</name>\n<max_nbytes>{max_nbytes}</max_nbytes>\n</file_info>\n"
        f"<nbytes>{len(data)}</nbytes>\n<md5_cksum>{hashlib.md5(data).hexdigest()}</md5_cksum>\n"
        "<offset>0</offset>\n<data>\n"
    )
    return header.encode() + data


def _report(p: DemoProject, hostid: int, seqno: int, result: str, output: str, cpu: float,
            state: int = 5, exit_status: int = 0) -> bytes:
    body = _first_request(p).decode()
    body = body.replace("<hostid>0</hostid>", f"<hostid>{hostid}</hostid>")
    body = body.replace("<rpc_seqno>0</rpc_seqno>", f"<rpc_seqno>{seqno}</rpc_seqno>")
    key = p.scheduler._key if p.scheduler else ""
    report = (
        f"<code_sign_key>\n{key}\n</code_sign_key>\n"
        f"<result>\n<name>{result}</name>\n<final_cpu_time>{cpu}</final_cpu_time>\n"
        f"<final_elapsed_time>{cpu + 1}</final_elapsed_time>\n<exit_status>{exit_status}</exit_status>\n"
        f"<state>{state}</state>\n<platform>x86_64-pc-linux-gnu</platform>\n<version_num>100</version_num>\n"
        "<stderr_out>\n<core_client_version>7.20.5</core_client_version>\n<![CDATA[\n<stderr_txt>\n\x01\n"
        "</stderr_txt>\n]]>\n</stderr_out>\n"
        f"<file_info>\n<name>{output}</name>\n<nbytes>5</nbytes>\n</file_info>\n</result>\n"
    )
    body = body.replace("<working_global_preferences>", report + "<working_global_preferences>")
    return body.replace("<work_req_seconds>1.000000", "<work_req_seconds>0.000000").replace(
        "<cpu_req_secs>1.000000", "<cpu_req_secs>0.000000").encode()


def test_full_cycle_validates_and_credits(project: DemoProject) -> None:
    reply = _post(project, _first_request(project))
    result = reply.findtext("result/name") or ""
    output = reply.findtext("result/file_ref/file_name") or ""
    in_url = [fi.findtext("url") for fi in reply.findall("file_info") if fi.findtext("md5_cksum")][0] or ""
    start, end = (int(x) for x in httpx.get(in_url, timeout=5).text.split())
    answer = f"{count_primes(start, end)}\n".encode()
    up = httpx.post(project.master_url + "file_upload_handler", content=_upload_body(output, answer, 1000),
                    timeout=5)
    assert b"<status>0</status>" in up.content
    # a wrong upload name is refused and does not land on disk
    bad = httpx.post(project.master_url + "file_upload_handler",
                     content=_upload_body("../../evil", b"x", 1000), timeout=5)
    assert b"<status>0</status>" not in bad.content

    second = _post(project, _report(project, 1, 1, result, output, cpu=1.0))
    assert [a.findtext("name") for a in second.findall("result_ack")] == [result]
    assert second.find("hostid") is None  # same host record
    credit = 1.0 * 1e9 * 200 / 86400e9  # CPU s × p_fpops in cobblestones (under the fpops-bound cap)
    assert float(second.findtext("user_total_credit") or 0) == pytest.approx(credit, rel=1e-3)
    assert float(second.findtext("host_total_credit") or 0) == pytest.approx(credit, rel=1e-3)
    assert float(second.findtext("user_expavg_credit") or 0) > 0
    db = sqlite3.connect(project.data_dir / "project.db")
    row = db.execute("SELECT validate_state, granted_credit FROM result WHERE name=?", (result,)).fetchone()
    assert row[0] == "valid" and row[1] == pytest.approx(credit)


def test_wrong_answer_is_invalid_and_the_job_is_reissued(project: DemoProject) -> None:
    reply = _post(project, _first_request(project))
    result = reply.findtext("result/name") or ""
    output = reply.findtext("result/file_ref/file_name") or ""
    httpx.post(project.master_url + "file_upload_handler", content=_upload_body(output, b"-1\n", 1000), timeout=5)
    second = _post(project, _report(project, 1, 1, result, output, cpu=5.0))
    assert float(second.findtext("user_total_credit") or -1) == 0.0
    db = sqlite3.connect(project.data_dir / "project.db")
    assert db.execute("SELECT validate_state FROM result WHERE name=?", (result,)).fetchone()[0] == "invalid"
    wu = result.rsplit("_", 1)[0]
    assert db.execute("SELECT COUNT(*) FROM result WHERE name=?", (wu + "_1",)).fetchone()[0] == 1


def test_lower_rpc_seqno_makes_a_new_host(project: DemoProject) -> None:
    first = _post(project, _first_request(project))
    assert first.findtext("hostid") == "1"
    body = _first_request(project).replace(b"<hostid>0</hostid>", b"<hostid>1</hostid>")
    again = _post(project, body.replace(b"<rpc_seqno>0</rpc_seqno>", b"<rpc_seqno>5</rpc_seqno>"))
    assert again.find("hostid") is None
    lower = _post(project, body.replace(b"<rpc_seqno>0</rpc_seqno>", b"<rpc_seqno>2</rpc_seqno>"))
    assert lower.findtext("hostid") == "2"


def test_foreign_key_gets_no_work(project: DemoProject) -> None:
    key = (SCHED / "signed_job_cycle/code_sign_public.txt").read_text()
    body = _first_request(project).replace(b"<working_global_preferences>",
                                           f"<code_sign_key>\n{key}</code_sign_key>\n".encode()
                                           + b"<working_global_preferences>")
    reply = _post(project, body)
    assert reply.find("result") is None and reply.find("code_sign_key") is None
    assert "security key" in (reply.findtext("message") or "")


def test_no_disk_room_means_no_work(project: DemoProject) -> None:
    body = re.sub(rb"<d_project_share>[^<]*<", b"<d_project_share>1000.0<", _first_request(project))
    reply = _post(project, body)
    assert reply.find("result") is None
    assert "disk" in (reply.findtext("message") or "")


def test_ws2_refuses_work_a_full_queue_cannot_finish(tmp_path: Path) -> None:
    app = make_prime_app(tmp_path / "app")
    cfg = DemoConfig(delay_bound_s=3600.0, work_send_policy=WorkSendPolicy.WS2)
    with DemoProject(tmp_path / "data", app_dir=app, config=cfg) as p:
        queue = "<in_progress_results>\n" + "".join(
            f"<ip_result><name>q{i}</name><report_deadline>{time.time() + 1800}</report_deadline>"
            f"<time_remaining>{7200}</time_remaining><avg_ncpus>1</avg_ncpus></ip_result>\n" for i in range(2)
        ) + "</in_progress_results>\n"
        body = _request(p, (SCHED / "signed_job_cycle/002_sched_POST.request.body").read_bytes())
        full = _post(p, body.replace(b"<other_results>", queue.encode() + b"<other_results>"))
        assert full.find("result") is None
        assert "deadline" in (full.findtext("message") or "")
        empty = _post(p, body.replace(b"<other_results>", b"<in_progress_results/><other_results>"))
        assert empty.find("result") is not None


@pytest.mark.parametrize("body", [
    b"<scheduler_request><authenticator>x",
    b"not xml at all",
    b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>'
    b"<scheduler_request><authenticator>&b;</authenticator></scheduler_request>",
    b"<other_root/>",
    b"",
])
def test_hostile_bodies_get_an_error_reply(project: DemoProject, body: bytes) -> None:
    reply = _post(project, body)
    assert reply.find("result") is None
    assert reply.findtext("message")
    _alive(project)


def test_wrong_authenticator_is_refused(project: DemoProject) -> None:
    body = _first_request(project).replace(project.authenticator.encode(), b"0" * 32)
    reply = _post(project, body)
    assert "account key" in (reply.findtext("message") or "")
    assert reply.find("result") is None and reply.find("hostid") is None
    _alive(project)


def test_huge_body_is_refused_unread(project: DemoProject) -> None:
    with socket.create_connection((project.host, project.port), timeout=5) as s:
        s.sendall(b"POST /cgi HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000000\r\n\r\n" + b"<" * 1000)
        head = s.recv(4096)
    assert head.startswith(b"HTTP/1.1 413")
    _alive(project)


def test_download_path_escape_is_refused(project: DemoProject) -> None:
    (project.data_dir / "secret").write_text("s")
    for path in ("/download/../secret", "/download/%2e%2e/secret", "/download//etc/passwd"):
        r = httpx.get(project.master_url.rstrip("/") + path, timeout=5)
        assert r.status_code == 404 and r.content != b"s"
    _alive(project)


def test_state_survives_restart(tmp_path: Path) -> None:
    app = make_prime_app(tmp_path / "app")
    with DemoProject(tmp_path / "data", app_dir=app) as p:
        auth, key = p.authenticator, p.scheduler._key if p.scheduler else ""
        _post(p, _first_request(p))
    with DemoProject(tmp_path / "data", app_dir=app) as q:
        assert q.authenticator == auth and (q.scheduler._key if q.scheduler else "") == key
        reply = _post(q, _first_request(q))
        # The first host's record was kept: a request without a host id but with its host
        # CPID gets it back.
        assert reply.findtext("hostid") == "1"
