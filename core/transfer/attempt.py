"""One HTTP attempt of a download or an upload (BOINC's ``FILE_XFER``), run in a worker thread.

``run_download`` fetches one URL into a partial file next to the destination
(``.<name>.part``, or ``.<name>.gzt`` for gzip downloads; a leading dot can never
be a valid BOINC name, so it cannot collide with a project file), resuming with
``Range: bytes=N-``. It enforces the size cap while bytes arrive (a lying
Content-Length is refused before reading), hashes as it writes (in a helper
thread; on resume the existing prefix is hashed first, a restart from zero
starts a fresh digest), then verifies size and that MD5 without reading the
file again, gunzips ``.gzt`` downloads, and renames the result into place.
``run_upload`` speaks the file_upload_handler protocol (size query for files of
8 KiB or more, then header + raw bytes from the server's offset).

Both honour the shared ``TokenBucket``, the slow-transfer rule, the redirect
policy (only http/https, never https -> http, at most ``max_redirects``), the
proxy of ``settings.proxy`` (HTTP or SOCKS5; a proxy that is down or refuses
our credentials is a transient failure naming the proxy, so the transfer backs
off instead of failing its job) and a cancel event, and never raise: every
failure becomes an ``AttemptResult`` with a BOINC error code. They touch only
the files named by their spec; they never read or write engine state. The
HTTP rules themselves (client, redirects, status and error mapping) are in
``http_ops``.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from core.hashing import file_md5
from core.transfer import codes
from core.transfer.http_ops import AttemptFailed, check_status, http_failure, open_client, send_following_redirects
from core.transfer.settings import TransferSettings
from core.transfer.throttle import LowSpeedWatch, TokenBucket
from core.transfer.upload_protocol import (
    FILE_SIZE_CHECK_THRESHOLD,
    MAX_REPLY_BYTES,
    UploadReply,
    parse_upload_reply,
    size_query_body,
    upload_header,
)
from core.transfer.verify import BackgroundHasher, finish_download

if TYPE_CHECKING:
    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    import httpx

log = logging.getLogger(__name__)

@dataclass
class Progress:
    """Live figures of one attempt: the worker writes them, the manager only reads.

    Plain attribute stores are atomic in CPython, so no lock is needed for a
    snapshot that may be a chunk out of date.
    """

    url: str = ""
    file_offset: int = 0  # where this attempt started in the file
    bytes_xferred: int = 0  # bytes moved by this attempt
    started_mono: float = field(default_factory=time.monotonic)
    cancel: threading.Event = field(default_factory=threading.Event)


@dataclass(frozen=True, slots=True)
class AttemptResult:
    error: int  # 0 = success, else a BOINC error number (codes.ERR_*)
    message: str
    bytes_moved: int
    upload_offset: float = -1.0  # uploads: the server offset this attempt used (-1 = unknown)
    nbytes: float = 0.0  # final size on success
    md5_cksum: str = ""  # MD5 of the final bytes on success


@dataclass(frozen=True, slots=True)
class DownloadSpec:
    name: str
    dest: Path
    nbytes: float  # 0 = unknown
    max_nbytes: float  # 0 = none
    md5_cksum: str  # "" = not checked
    gzipped: bool  # fetch the .gz variant and gunzip it
    gzipped_nbytes: float  # size of the .gz variant, 0 = unknown
    check_md5: bool  # False for files that are checked by code signature instead
    executable: bool

    @property
    def partial(self) -> Path:
        return self.dest.parent / f".{self.dest.name}.{'gzt' if self.gzipped else 'part'}"

    def content_limit(self, unknown_cap: float) -> float:
        """Most bytes the real (uncompressed) content may have."""
        known = [x for x in (self.nbytes, self.max_nbytes) if x > 0]
        return min(known) if known else unknown_cap

    def wire_limit(self, unknown_cap: float) -> float:
        """Most bytes the partial file may reach."""
        if not self.gzipped:
            return self.content_limit(unknown_cap)
        if self.gzipped_nbytes > 0:
            return self.gzipped_nbytes
        # gzip of incompressible data is slightly larger than the data
        return self.content_limit(unknown_cap) * 1.01 + 1024


@dataclass(frozen=True, slots=True)
class UploadSpec:
    name: str
    src: Path
    max_nbytes: float
    md5_cksum: str  # "" = computed here
    xml_signature: str


def _parse_content_range_start(value: str) -> int | None:
    # "bytes 100-199/200"
    try:
        unit, rest = value.strip().split(" ", 1)
        return int(rest.split("-", 1)[0]) if unit == "bytes" else None
    except ValueError:
        return None


def run_download(
    url: str, spec: DownloadSpec, settings: TransferSettings, bucket: TokenBucket, progress: Progress
) -> AttemptResult:
    """Fetch ``url`` for ``spec`` and, when complete, verify and move it into place."""
    progress.url = url
    moved = 0
    try:
        moved, digest = _download_bytes(url, spec, settings, bucket, progress)
        result = finish_download(spec, settings.max_unknown_download_bytes, digest)
        return AttemptResult(result.error, result.message, moved, nbytes=result.nbytes, md5_cksum=result.md5_cksum)
    except AttemptFailed as fail:
        return AttemptResult(fail.error, fail.message, progress.bytes_xferred)
    except OSError as exc:
        return AttemptResult(codes.ERR_IO, f"file error: {exc.strerror or exc}", progress.bytes_xferred)


def _download_bytes(
    url: str, spec: DownloadSpec, settings: TransferSettings, bucket: TokenBucket, progress: Progress
) -> tuple[int, tuple[int, str] | None]:
    """Bring the partial file up to date; returns (bytes moved, (size, MD5) if computed on the way)."""
    import httpx  # on first use (see the module's imports)

    part = spec.partial
    wire_limit = spec.wire_limit(settings.max_unknown_download_bytes)
    expected = spec.gzipped_nbytes if spec.gzipped else spec.nbytes
    start = part.stat().st_size if part.exists() else 0
    if expected > 0 and start == expected:
        return 0, None  # complete but not yet verified (e.g. the client stopped); verify only
    if not (0 < start < (expected if expected > 0 else (wire_limit if spec.gzipped else 0))):
        start = 0
    headers = {"Accept-Encoding": "identity" if (spec.gzipped or start > 0) else "gzip, deflate"}
    if start:
        headers["Range"] = f"bytes={start}-"
    if spec.gzipped and not url.endswith(".gz"):
        url += ".gz"
    progress.url = url
    via = settings.proxy.proxy_for(url)
    with open_client(settings) as client:
        try:
            response = send_following_redirects(client, "GET", url, headers, None, settings)
        except httpx.HTTPError as exc:
            raise http_failure(exc, via) from None
        with closing(response):
            check_status(response, via)
            if start and response.status_code == 206:
                got = _parse_content_range_start(response.headers.get("content-range", ""))
                if got != start:
                    part.unlink(missing_ok=True)
                    raise AttemptFailed(codes.ERR_HTTP_TRANSIENT, f"server sent range {got}, asked for {start}")
            elif start:
                start = 0  # the server ignored Range and sends the whole file
            raw = spec.gzipped or start > 0 or response.headers.get("content-encoding", "identity") == "identity"
            length = response.headers.get("content-length")
            if raw and length and length.isdigit() and start + int(length) > wire_limit:
                raise AttemptFailed(
                    codes.ERR_FILE_TOO_BIG,
                    f"server announced {int(length)} bytes for {spec.name}, more than its limit of {wire_limit:.0f}",
                )
            progress.file_offset = start
            with _hasher_for(spec) as hasher:
                moved = _copy_body(response, part, start, wire_limit, raw, spec, settings, bucket, progress, hasher,
                                   via)
            return moved, (hasher.result() if hasher is not None else None)


@contextmanager
def _hasher_for(spec: DownloadSpec) -> Iterator[BackgroundHasher | None]:
    """The MD5 computed while the bytes arrive (None: no check, or gzipped on the wire); closed after."""
    hasher = BackgroundHasher() if (spec.check_md5 and spec.md5_cksum and not spec.gzipped) else None
    try:
        yield hasher
    finally:
        if hasher is not None:
            hasher.close()


def _copy_body(
    response: httpx.Response,
    part: Path,
    start: int,
    wire_limit: float,
    raw: bool,
    spec: DownloadSpec,
    settings: TransferSettings,
    bucket: TokenBucket,
    progress: Progress,
    hasher: BackgroundHasher | None,
    via: str,
) -> int:
    import httpx  # on first use (see the module's imports)

    if hasher is not None and start:
        with part.open("rb") as prefix:
            while old := prefix.read(1 << 20):
                hasher.update(old)
    watch = LowSpeedWatch(settings.http_transfer_timeout_bps, settings.http_transfer_timeout_s)
    # No chunk size: httpx would buffer up to it, and a dropped connection would lose those bytes.
    chunks = response.iter_raw() if raw else response.iter_bytes()
    moved = 0
    with part.open("ab" if start else "wb") as out:
        try:
            for chunk in chunks:
                if progress.cancel.is_set():
                    raise AttemptFailed(codes.ERR_ABORTED_VIA_GUI, "transfer stopped")
                if start + moved + len(chunk) > wire_limit:
                    out.close()
                    part.unlink(missing_ok=True)
                    raise AttemptFailed(
                        codes.ERR_FILE_TOO_BIG, f"{spec.name}: more than {wire_limit:.0f} bytes received; aborted"
                    )
                out.write(chunk)
                if hasher is not None:
                    hasher.update(chunk)
                moved += len(chunk)
                progress.bytes_xferred = moved
                bucket.consume(len(chunk), progress.cancel)
                if watch.too_slow(moved):
                    raise AttemptFailed(
                        codes.ERR_TIMEOUT,
                        f"slower than {settings.http_transfer_timeout_bps:.0f} B/s "
                        f"for {settings.http_transfer_timeout_s:.0f} s",
                    )
        except httpx.HTTPError as exc:
            raise http_failure(exc, via) from None
    return moved


def run_upload(
    url: str,
    spec: UploadSpec,
    upload_offset: float,
    settings: TransferSettings,
    bucket: TokenBucket,
    progress: Progress,
) -> AttemptResult:
    """Upload ``spec.src`` to the handler at ``url``, starting from ``upload_offset`` if known (>= 0)."""
    progress.url = url
    try:
        if not spec.src.is_file():
            return AttemptResult(codes.ERR_FILE_MISSING, f"{spec.name}: output file is missing", 0)
        nbytes = spec.src.stat().st_size
        md5 = spec.md5_cksum or file_md5(spec.src)
        with open_client(settings) as client:
            if upload_offset < 0 and nbytes >= FILE_SIZE_CHECK_THRESHOLD:
                query = size_query_body(spec.name, settings.client_version)
                reply = _post(client, url, lambda: iter((query,)), settings, content_length=len(query))
                if reply.status != 0 or reply.file_size is None:
                    return _upload_error(reply.status, reply.message or "size query failed", 0, -1.0)
                upload_offset = reply.file_size
                if upload_offset >= nbytes:
                    return AttemptResult(0, "server already has the file", 0, upload_offset, nbytes, md5)
            offset = int(max(upload_offset, 0))
            header = upload_header(
                name=spec.name,
                xml_signature=spec.xml_signature,
                max_nbytes=spec.max_nbytes,
                nbytes=nbytes,
                md5_cksum=md5,
                offset=offset,
                version=settings.client_version,
            )
            progress.file_offset = offset
            body = lambda: _upload_body(header, spec.src, offset, settings, bucket, progress)  # noqa: E731 -- a fresh generator per attempt, made where its arguments are
            reply = _post(client, url, body, settings, content_length=len(header) + nbytes - offset)
            moved = progress.bytes_xferred
            if reply.status != 0:
                return _upload_error(reply.status, reply.message or "upload failed", moved, offset)
            return AttemptResult(0, "", moved, offset, nbytes, md5)
    except AttemptFailed as fail:
        return AttemptResult(fail.error, fail.message, progress.bytes_xferred, upload_offset)
    except OSError as exc:
        return AttemptResult(codes.ERR_IO, f"file error: {exc.strerror or exc}", progress.bytes_xferred, upload_offset)


def _upload_error(status: int | None, message: str, moved: int, offset: float) -> AttemptResult:
    error = codes.ERR_UPLOAD_PERMANENT if status == -1 else codes.ERR_UPLOAD_TRANSIENT
    return AttemptResult(error, f"error reported by file upload server: {message}", moved, offset)


def _post(
    client: httpx.Client,
    url: str,
    body: Callable[[], Iterator[bytes]],
    settings: TransferSettings,
    content_length: int,
) -> UploadReply:
    # An explicit length keeps httpx from sending a chunked body, which the
    # real handler (a CGI program reading CONTENT_LENGTH) cannot read.
    import httpx  # on first use (see the module's imports)

    headers = {
        "Content-Type": "application/x-www-form-urlencoded",  # what libcurl sends (fixture 006)
        "Content-Length": str(content_length),
    }
    via = settings.proxy.proxy_for(url)
    try:
        response = send_following_redirects(client, "POST", url, headers, body, settings)
        with closing(response):
            check_status(response, via)
            data = b""
            for chunk in response.iter_bytes():
                data += chunk
                if len(data) >= MAX_REPLY_BYTES:
                    break
    except httpx.HTTPError as exc:
        raise http_failure(exc, via) from None
    return parse_upload_reply(data)


def _upload_body(
    header: bytes, src: Path, offset: int, settings: TransferSettings, bucket: TokenBucket, progress: Progress
) -> Iterator[bytes]:
    watch = LowSpeedWatch(settings.http_transfer_timeout_bps, settings.http_transfer_timeout_s)
    yield header
    with src.open("rb") as fh:
        fh.seek(offset)
        while chunk := fh.read(256 * 1024 if bucket.rate_bytes_s <= 0 else 16 * 1024):
            if progress.cancel.is_set():
                raise AttemptFailed(codes.ERR_ABORTED_VIA_GUI, "transfer stopped")
            bucket.consume(len(chunk), progress.cancel)
            yield chunk
            progress.bytes_xferred += len(chunk)
            if watch.too_slow(progress.bytes_xferred):
                raise AttemptFailed(codes.ERR_TIMEOUT, "upload too slow")
