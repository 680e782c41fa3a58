"""The MD5 of a download is computed from the bytes as they arrive, across resumes and retries.

On resume the existing prefix is hashed once, then the new bytes; a retry that
starts over (another URL ignoring Range, or a failed check) starts a fresh
digest. The final check uses that digest and never reads the file again.
Real loopback server; the server's file is swapped between attempts to make a
resumed download wrong.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from core.transfer import EventKind, TransferManager, codes
from core.transfer.attempt import DownloadSpec
from core.transfer.verify import BackgroundHasher, finish_download
from tests.core.transfer.conftest import download_fi, payload, run_until, until_any, until_final
from tests.core.transfer.loopback import Loopback, Route

pytestmark = pytest.mark.timeout(60)
NOW = 1_000_000.0
SIZE = 400_000
CUT = 150_000


def _put(server: Loopback, rel: str, data: bytes) -> None:
    path = server.root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def test_resumed_download_is_verified_by_the_streamed_digest(server: Loopback, project_dir: Path) -> None:
    data = payload(SIZE)
    _put(server, "big", data)
    server.routes["/big"] = Route(drop_after=CUT)
    m = TransferManager()
    m.start_download(download_fi("big", data, [f"{server.base}/big"]), project_dir / "big", NOW)
    [first] = run_until(m, NOW, until_any)
    assert first.kind is EventKind.RETRY_SCHEDULED
    assert (project_dir / ".big.part").stat().st_size == CUT
    [done] = run_until(m, first.next_request_time, until_final)
    assert done.kind is EventKind.FINISHED and done.md5_cksum == hashlib.md5(data).hexdigest()
    assert done.nbytes == SIZE and (project_dir / "big").read_bytes() == data
    assert server.records[-1].headers["range"] == f"bytes={CUT}-"


def test_wrong_md5_after_resume_starts_over_from_zero(server: Loopback, project_dir: Path) -> None:
    """The server's file changed between attempts: prefix + new tail fail the check."""
    good = payload(SIZE, seed=1)
    changed = good[:CUT] + payload(SIZE - CUT, seed=2)
    _put(server, "f", good)
    server.routes["/f"] = Route(drop_after=CUT)
    m = TransferManager()
    m.start_download(download_fi("f", good, [f"{server.base}/f"]), project_dir / "f", NOW)
    [first] = run_until(m, NOW, until_any)
    assert first.kind is EventKind.RETRY_SCHEDULED
    _put(server, "f", changed)
    [bad] = run_until(m, first.next_request_time, until_any)
    assert bad.kind is EventKind.RETRY_SCHEDULED and bad.error_code == codes.ERR_MD5_FAILED
    assert server.records[-1].headers["range"] == f"bytes={CUT}-"
    assert not (project_dir / "f").exists() and not (project_dir / ".f.part").exists()  # wrong bytes removed
    _put(server, "f", good)
    [done] = run_until(m, bad.next_request_time, until_final)
    assert done.kind is EventKind.FINISHED and (project_dir / "f").read_bytes() == good
    assert "range" not in server.records[-1].headers  # started over with a fresh digest


def test_retry_on_the_next_url_continues_the_digest(server: Loopback, project_dir: Path) -> None:
    data = payload(SIZE, seed=3)
    _put(server, "a/f", data)
    _put(server, "b/f", data)
    server.routes["/a/f"] = Route(drop_after=CUT)
    m = TransferManager()
    m.start_download(download_fi("f", data, [f"{server.base}/a/f", f"{server.base}/b/f"]), project_dir / "f", NOW)
    events = run_until(m, NOW, until_final)  # the next URL is tried at once
    assert [e.kind for e in events] == [EventKind.RETRY_SCHEDULED, EventKind.FINISHED]
    assert events[-1].md5_cksum == hashlib.md5(data).hexdigest()
    assert [(r.path, r.headers.get("range")) for r in server.records] == [("/a/f", None), ("/b/f", f"bytes={CUT}-")]
    assert (project_dir / "f").read_bytes() == data


def test_next_url_ignoring_range_restarts_the_digest(server: Loopback, project_dir: Path) -> None:
    """A 200 answer to a Range request rewrites the file; the prefix must not stay in the digest."""
    data = payload(SIZE, seed=4)
    _put(server, "a/f", data)
    _put(server, "b/f", data)
    server.routes["/a/f"] = Route(drop_after=CUT)
    server.routes["/b/f"] = Route(ignore_range=True)
    m = TransferManager()
    m.start_download(download_fi("f", data, [f"{server.base}/a/f", f"{server.base}/b/f"]), project_dir / "f", NOW)
    events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FINISHED and events[-1].md5_cksum == hashlib.md5(data).hexdigest()
    assert server.records[-1].headers.get("range") == f"bytes={CUT}-"  # asked, but got the whole file
    assert (project_dir / "f").read_bytes() == data


def test_the_final_check_uses_the_given_digest_without_reading_the_file(tmp_path: Path) -> None:
    """finish_download trusts the digest computed on the way (no second read of a big file)."""
    spec = DownloadSpec(name="x", dest=tmp_path / "x", nbytes=3.0, max_nbytes=0.0,
                        md5_cksum=hashlib.md5(b"abc").hexdigest(), gzipped=False, gzipped_nbytes=0.0,
                        check_md5=True, executable=False)
    spec.partial.write_bytes(b"xyz")  # what is on disk no longer matches what was streamed
    result = finish_download(spec, 1e9, (3, hashlib.md5(b"abc").hexdigest()))
    assert result.error == 0 and result.md5_cksum == spec.md5_cksum
    assert (tmp_path / "x").read_bytes() == b"xyz"  # moved as is: the bytes were not read again


def test_background_hasher_matches_hashlib_and_is_bounded() -> None:
    chunks = [payload(70_000, seed=i) for i in range(200)]
    hasher = BackgroundHasher()
    for c in chunks:
        hasher.update(c)
    assert hasher.result() == (sum(map(len, chunks)), hashlib.md5(b"".join(chunks)).hexdigest())
    # a slow hash paces the socket instead of filling memory
    assert BackgroundHasher.BATCH_BYTES * (BackgroundHasher.MAX_QUEUED_BATCHES + 1) <= 32 << 20
