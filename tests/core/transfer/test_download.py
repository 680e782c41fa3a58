"""Downloads against a real loopback HTTP server."""
from __future__ import annotations

import gzip
import stat
import time
from pathlib import Path

import pytest

from core.ids import FileName
from core.transfer import EventKind, TransferManager, TransferSettings, codes
from tests.core.transfer.conftest import PROJECT, download_fi, payload, run_until, until_any, until_final
from tests.core.transfer.loopback import Loopback, Route

pytestmark = pytest.mark.timeout(60)
NOW = 1_000_000.0


def test_download_ok(server: Loopback, project_dir: Path) -> None:
    data = payload(300_000)
    (server.root / "f1").write_bytes(data)
    m = TransferManager()
    m.start_download(download_fi("f1", data, [f"{server.base}/f1"], executable=True), project_dir / "f1", NOW)
    events = run_until(m, NOW, until_final)
    assert [e.kind for e in events] == [EventKind.FINISHED]
    assert events[0].nbytes == len(data) and events[0].md5_cksum
    assert (project_dir / "f1").read_bytes() == data
    assert (project_dir / "f1").stat().st_mode & stat.S_IXUSR
    assert list(project_dir.iterdir()) == [project_dir / "f1"]  # no partial left behind
    assert server.records[0].headers["user-agent"].startswith("BOINC client (")
    assert not m.active((PROJECT, FileName("f1")), False)


def test_resume_after_dropped_connection(server: Loopback, project_dir: Path) -> None:
    data = payload(400_000)
    (server.root / "big").write_bytes(data)
    server.routes["/big"] = Route(drop_after=150_000)
    m = TransferManager()
    m.start_download(download_fi("big", data, [f"{server.base}/big"]), project_dir / "big", NOW)
    first = run_until(m, NOW, until_any)
    assert first[0].kind is EventKind.RETRY_SCHEDULED
    assert 120 <= first[0].next_request_time - NOW <= 240  # n=1: 120-240 s
    assert [s.bytes_done for s in m.statuses(NOW)] == [150_000]
    later = first[0].next_request_time + 1
    events = run_until(m, later, until_final)
    assert events[-1].kind is EventKind.FINISHED
    assert (project_dir / "big").read_bytes() == data
    assert server.records[-1].headers["range"] == "bytes=150000-"
    settle = time.monotonic() + 2
    while server.sent_bytes["/big"] < len(data) and time.monotonic() < settle:
        time.sleep(0.01)  # the server thread counts right after its last write returns
    assert server.sent_bytes["/big"] == len(data)  # nothing downloaded twice


def test_first_url_404_then_second_ok(server: Loopback, project_dir: Path) -> None:
    data = payload(5000)
    (server.root / "f2").write_bytes(data)
    server.routes["/missing/f2"] = Route(status=404)
    m = TransferManager()
    m.start_download(
        download_fi("f2", data, [f"{server.base}/missing/f2", f"{server.base}/f2"]), project_dir / "f2", NOW
    )
    events = run_until(m, NOW, until_final)
    assert [e.kind for e in events] == [EventKind.RETRY_SCHEDULED, EventKind.FINISHED]
    assert events[0].error_code == codes.ERR_HTTP_PERMANENT and events[0].next_request_time == NOW
    assert (project_dir / "f2").read_bytes() == data


def test_only_url_404_gives_up(server: Loopback, project_dir: Path) -> None:
    server.routes["/gone"] = Route(status=404)
    m = TransferManager()
    m.start_download(download_fi("gone", b"abc", [f"{server.base}/gone"]), project_dir / "gone", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FAILED and events[-1].error_code == codes.ERR_HTTP_PERMANENT


def test_wrong_md5_removed_retried_then_failed(server: Loopback, project_dir: Path) -> None:
    (server.root / "bad").write_bytes(b"x" * 1000)
    fi = download_fi("bad", b"y" * 1000, [f"{server.base}/bad"])
    m = TransferManager()
    m.start_download(fi, project_dir / "bad", NOW)
    now = NOW
    kinds = []
    for _ in range(codes.MAX_VERIFY_FAILURES):
        ev = run_until(m, now, until_any)[0]
        kinds.append(ev.kind)
        assert ev.error_code == codes.ERR_MD5_FAILED and "MD5" in ev.error
        assert list(project_dir.iterdir()) == []  # bad bytes removed
        now = ev.next_request_time + 1
    assert kinds == [EventKind.RETRY_SCHEDULED] * (codes.MAX_VERIFY_FAILURES - 1) + [EventKind.FAILED]


def test_over_max_nbytes_aborted_early(server: Loopback, project_dir: Path) -> None:
    (server.root / "huge").write_bytes(payload(3_000_000))
    server.routes["/huge"] = Route(no_length=True)
    fi = download_fi("huge", b"", [f"{server.base}/huge"], nbytes=0.0, md5_cksum="", max_nbytes=100_000.0)
    m = TransferManager()
    m.start_download(fi, project_dir / "huge", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FAILED and events[-1].error_code == codes.ERR_FILE_TOO_BIG
    assert "more than 100000 bytes" in events[-1].error
    assert list(project_dir.iterdir()) == []


def test_lying_content_length_refused(server: Loopback, project_dir: Path) -> None:
    data = payload(1024)
    (server.root / "small").write_bytes(data)
    server.routes["/small"] = Route(fake_length=10 * 2**30)
    m = TransferManager()
    m.start_download(download_fi("small", data, [f"{server.base}/small"]), project_dir / "small", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FAILED and events[-1].error_code == codes.ERR_FILE_TOO_BIG
    assert "announced 10737418240 bytes" in events[-1].error
    assert not (project_dir / "small").exists()


def test_gzipped_download(server: Loopback, project_dir: Path) -> None:
    data = b"science " * 20_000
    (server.root / "in.dat.gz").write_bytes(gzip.compress(data))
    fi = download_fi("in.dat", data, [f"{server.base}/in.dat"], download_gzipped=True)
    m = TransferManager()
    m.start_download(fi, project_dir / "in.dat", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FINISHED, events
    assert (project_dir / "in.dat").read_bytes() == data
    assert server.records[0].path == "/in.dat.gz" and server.records[0].headers["accept-encoding"] == "identity"
    assert list(project_dir.iterdir()) == [project_dir / "in.dat"]


def test_content_encoding_gzip_decoded(server: Loopback, project_dir: Path) -> None:
    data = b"abc" * 10_000
    (server.root / "enc").write_bytes(data)
    server.routes["/enc"] = Route(gzip_encoding=True)
    m = TransferManager()
    m.start_download(download_fi("enc", data, [f"{server.base}/enc"]), project_dir / "enc", NOW)
    assert run_until(m, NOW, until_final)[-1].kind is EventKind.FINISHED
    assert (project_dir / "enc").read_bytes() == data
    assert server.sent_bytes["/enc"] < len(data) // 10  # it really travelled compressed


def test_slow_server_times_out_by_bps_rule(server: Loopback, project_dir: Path) -> None:
    data = payload(2000)
    (server.root / "slow").write_bytes(data)
    server.routes["/slow"] = Route(trickle_s=0.02)  # ~50 B/s
    m = TransferManager(TransferSettings(http_transfer_timeout_s=0.5, http_transfer_timeout_bps=1000))
    m.start_download(download_fi("slow", data, [f"{server.base}/slow"]), project_dir / "slow", NOW)
    events = run_until(m, NOW, until_any)
    assert events[0].kind is EventKind.RETRY_SCHEDULED and events[0].error_code == codes.ERR_TIMEOUT
    assert "slower than 1000 B/s" in events[0].error


def test_redirects(server: Loopback, project_dir: Path) -> None:
    data = payload(3000)
    (server.root / "real").write_bytes(data)
    server.routes["/hop1"] = Route(redirect="/hop2")
    server.routes["/hop2"] = Route(redirect=f"{server.base}/real")
    server.routes["/ftp"] = Route(redirect="ftp://127.0.0.1/real")
    for i in range(10):
        server.routes[f"/loop{i}"] = Route(redirect=f"/loop{i + 1}")
    m = TransferManager()
    m.start_download(download_fi("real", data, [f"{server.base}/hop1"]), project_dir / "real", NOW)
    m.start_download(download_fi("ftp", data, [f"{server.base}/ftp"]), project_dir / "ftp", NOW)
    m.start_download(download_fi("loop", data, [f"{server.base}/loop0"]), project_dir / "loop", NOW)
    events = run_until(m, NOW, lambda ev: sum(e.final for e in ev) == 3)
    by_name = {str(e.key[1]): e for e in events}
    assert by_name["real"].kind is EventKind.FINISHED
    assert by_name["ftp"].kind is EventKind.FAILED and "refused redirect" in by_name["ftp"].error
    assert by_name["loop"].kind is EventKind.FAILED and "more than 5 redirects" in by_name["loop"].error
    assert (project_dir / "real").read_bytes() == data
