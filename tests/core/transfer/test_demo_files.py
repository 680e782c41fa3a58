"""Server-side download and upload-handler logic of the demo project (core/demo/files.py)."""
from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from core.demo.files import handle_upload, serve_download
from core.transfer.upload_protocol import parse_upload_reply, size_query_body, upload_header

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle")
VERSION = (7, 20, 5)


def _cap(limit: float) -> Callable[[str], float | None]:
    return lambda name: limit


def _upload_body(name: str, data: bytes, offset: int = 0, nbytes: int | None = None) -> bytes:
    header = upload_header(
        name=name,
        xml_signature="",
        max_nbytes=1_000_000,
        nbytes=len(data) if nbytes is None else nbytes,
        md5_cksum=hashlib.md5(data).hexdigest(),
        offset=offset,
        version=VERSION,
    )
    return header + data[offset:]


def test_download_whole_and_ranges(tmp_path: Path) -> None:
    (tmp_path / "f.bin").write_bytes(bytes(range(256)) * 4)
    status, headers, body = serve_download(tmp_path, "f.bin", None)
    assert status == 200 and headers["Content-Length"] == "1024"
    assert b"".join(body) == bytes(range(256)) * 4
    status, headers, body = serve_download(tmp_path, "f.bin", "bytes=1000-")
    assert status == 206 and headers["Content-Range"] == "bytes 1000-1023/1024"
    assert b"".join(body) == (bytes(range(256)) * 4)[1000:]
    status, headers, _ = serve_download(tmp_path, "f.bin", "bytes=1024-")
    assert status == 416 and headers["Content-Range"] == "bytes */1024"
    status, _, body = serve_download(tmp_path, "f.bin", "bytes=-4")
    assert status == 206 and b"".join(body) == bytes([252, 253, 254, 255])


def test_download_refuses_unsafe_names(tmp_path: Path) -> None:
    root = tmp_path / "dl"
    root.mkdir()
    (tmp_path / "secret").write_text("x")
    (root / "link").symlink_to(tmp_path / "secret")
    for bad in ("../secret", "%2e%2e/secret", "/etc/passwd", "link", "a\x00b", "", "sub/../../secret"):
        status, _, _ = serve_download(root, bad, None)
        assert status == 404, bad


def test_size_query_matches_fixture_reply(tmp_path: Path) -> None:
    request = (FIXTURES / "006_upload_POST_get_file_size.request.body").read_bytes()
    reply = handle_upload(tmp_path, request, _cap(1e6))
    assert reply == (FIXTURES / "006_upload_POST_get_file_size.reply.body").read_bytes()


def test_fixture_upload_bytes_are_stored(tmp_path: Path) -> None:
    for n in ("007", "008"):
        request = (FIXTURES / f"{n}_upload_POST_file_upload.request.body").read_bytes()
        reply = handle_upload(tmp_path, request, _cap(1e6))
        assert reply == (FIXTURES / f"{n}_upload_POST_file_upload.reply.body").read_bytes()
    assert (tmp_path / "fixture_wu_2_0_r0").read_bytes() == b"HELLO AGAIN FROM THE FIXTURE PROJECT (SIGNED JOB)\n"
    assert hashlib.md5((tmp_path / "fixture_wu_2_0_r1").read_bytes()).hexdigest() == "fe5b8755020ef9b07c59dc335e32b4a1"


def test_upload_resume_from_offset(tmp_path: Path) -> None:
    data = bytes(i % 251 for i in range(20000))
    short = _upload_body("out", data)[: -12000]
    reply = parse_upload_reply(handle_upload(tmp_path, short, _cap(1e6)))
    assert reply.status == 1  # short body: transient, bytes kept
    size_reply = parse_upload_reply(handle_upload(tmp_path, size_query_body("out", VERSION), _cap(1e6)))
    assert size_reply.status == 0 and size_reply.file_size == 8000
    reply = parse_upload_reply(handle_upload(tmp_path, _upload_body("out", data, offset=8000), _cap(1e6)))
    assert reply.status == 0
    assert (tmp_path / "out").read_bytes() == data


def test_upload_refusals(tmp_path: Path) -> None:
    root = tmp_path / "up"
    for name in ("../evil", "a/b", "..", ".hidden", "x\x01y"):
        reply = parse_upload_reply(handle_upload(root, _upload_body(name, b"hi"), _cap(1e6)))
        assert reply.status == -1 and "file name" in reply.message, name
    assert not (tmp_path / "evil").exists()
    too_big = parse_upload_reply(handle_upload(root, _upload_body("big", b"x" * 100), _cap(50)))
    assert too_big.status == -1 and "exceeds limit" in too_big.message
    unknown = parse_upload_reply(handle_upload(root, _upload_body("who", b"x"), lambda name: None))
    assert unknown.status == -1
    no_data = parse_upload_reply(handle_upload(root, b"<data_server_request>\n<name>x</name>\n", _cap(10)))
    assert no_data.status == -1 and "data" in no_data.message
    stale = parse_upload_reply(handle_upload(root, _upload_body("gap", b"0123456789", offset=5), _cap(100)))
    assert stale.status == 1 and "shorter" in stale.message


def test_client_request_bytes_match_fixtures() -> None:
    assert (
        size_query_body("fixture_wu_2_0_r1", VERSION)
        == (FIXTURES / "006_upload_POST_get_file_size.request.body").read_bytes()
    )
    body = (FIXTURES / "008_upload_POST_file_upload.request.body").read_bytes()
    header = upload_header(name="fixture_wu_2_0_r1", xml_signature="", max_nbytes=1e6, nbytes=18893,
                           md5_cksum="fe5b8755020ef9b07c59dc335e32b4a1", offset=0, version=VERSION)
    assert body.startswith(header) and len(body) == len(header) + 18893
