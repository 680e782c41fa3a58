"""Uploads through the file_upload_handler protocol against a real loopback server."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from core.transfer import EventKind, TransferManager, codes
from core.transfer.upload_protocol import format_reply
from tests.core.transfer.conftest import payload, run_until, until_any, until_final, upload_fi
from tests.core.transfer.loopback import Loopback, Route

pytestmark = pytest.mark.timeout(60)
NOW = 2_000_000.0


def test_small_file_direct_upload_matches_real_client_bytes(server: Loopback, tmp_path: Path) -> None:
    data = b"HELLO AGAIN FROM THE FIXTURE PROJECT (SIGNED JOB)\n"
    src = tmp_path / "fixture_wu_2_0_r0"
    src.write_bytes(data)
    fi = upload_fi(src.name, data, [f"{server.base}/file_upload_handler"])
    fi.max_nbytes = 1_000_000
    m = TransferManager()
    m.start_upload(fi, src, NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FINISHED and events[-1].upload
    assert server.upload_ops() == ["data@0"]  # under 8 KiB: no size query
    fixture = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle/007_upload_POST_file_upload.request.body")
    assert next(server.uploads()).body == fixture.read_bytes()
    assert (server.upload_root / src.name).read_bytes() == data


def test_large_upload_resumes_from_server_offset(server: Loopback, tmp_path: Path) -> None:
    data = payload(300_000)
    src = tmp_path / "out_big"
    src.write_bytes(data)
    server.routes["/fuh"] = Route(upload_drop_after=100_000)
    m = TransferManager()
    m.start_upload(upload_fi(src.name, data, [f"{server.base}/fuh"]), src, NOW)
    first = run_until(m, NOW, until_any)
    assert first[0].kind is EventKind.RETRY_SCHEDULED
    stored = (server.upload_root / src.name).stat().st_size
    assert 0 < stored < len(data)
    events = run_until(m, first[0].next_request_time, until_final)
    assert events[-1].kind is EventKind.FINISHED
    assert server.upload_ops() == ["size", "data@0", "size", f"data@{stored}"]
    assert hashlib.md5((server.upload_root / src.name).read_bytes()).digest() == hashlib.md5(data).digest()


def test_permanent_upload_error_fails(server: Loopback, tmp_path: Path) -> None:
    src = tmp_path / "o1"
    src.write_bytes(b"result")
    server.routes["/fuh"] = Route(upload_reply=format_reply(-1, message="bad certificate"))
    m = TransferManager()
    m.start_upload(upload_fi(src.name, b"result", [f"{server.base}/fuh"]), src, NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FAILED and events[-1].error_code == codes.ERR_UPLOAD_PERMANENT
    assert "bad certificate" in events[-1].error


@pytest.mark.parametrize("route", [Route(upload_reply=format_reply(1, message="disk full")), Route(status=404)])
def test_transient_upload_error_backs_off(server: Loopback, tmp_path: Path, route: Route) -> None:
    src = tmp_path / "o2"
    src.write_bytes(b"result")
    server.routes["/fuh"] = route
    m = TransferManager()
    m.start_upload(upload_fi(src.name, b"result", [f"{server.base}/fuh"]), src, NOW)
    ev = run_until(m, NOW, until_any)[0]
    assert ev.kind is EventKind.RETRY_SCHEDULED
    assert 120 <= ev.next_request_time - NOW <= 240
    status = m.statuses(NOW)[0]
    assert status.num_retries == 1 and status.status.startswith("Upload: retry in 00:0")
    ev2 = run_until(m, ev.next_request_time, until_any)[0]
    assert ev2.kind is EventKind.RETRY_SCHEDULED
    assert 240 <= ev2.next_request_time - ev.next_request_time <= 480  # n=2


def test_missing_output_file_fails(server: Loopback, tmp_path: Path) -> None:
    m = TransferManager()
    m.start_upload(upload_fi("nothere", b"x", [f"{server.base}/fuh"]), tmp_path / "nothere", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FAILED and events[-1].error_code == codes.ERR_FILE_MISSING
