"""Server-side file handling for the demo project: downloads and the upload handler.

Framework-free pieces an ``http.server`` handler (or anything else) calls:

* ``serve_download(root, rel_name, range_header)`` answers a GET for a file under
  ``root``, with ``Range: bytes=N-`` / ``bytes=N-M`` support (206, 416) and path
  safety (every path component is checked; the resolved path must stay inside
  ``root``). The body is a lazy chunk iterator so a 200 MB file is never loaded.
* ``handle_upload(upload_root, body, max_nbytes_of)`` implements BOINC's
  ``file_upload_handler`` (file-transfer.md §5): ``<get_file_size>`` queries and
  data uploads with ``<offset>`` resume, a size cap from the project's own record
  of each output (never the client's claim), validated names, and replies in the
  handler's exact layout (status 0 / 1 transient / -1 permanent). A file the
  project no longer expects is accepted only as the repeat of one it holds in
  full (same size, same bytes): a client that crashed before it saw the first
  success sends it again.

Reads files under ``root``; writes files under ``upload_root`` only. Upload
certificates (``xml_signature``) are not checked here; the demo project plays
the role of a server with ``ignore_upload_certificates``.
"""
from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple
from urllib.parse import unquote

from core.file_names import file_name_problem
from core.transfer.upload_protocol import (
    STATUS_OK,
    STATUS_PERMANENT,
    STATUS_TRANSIENT,
    format_reply,
    parse_upload_request,
)

try:  # POSIX advisory locks; Windows has none, and the demo server is single-process there.
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

CHUNK_BYTES = 1 << 20
"""Read size of the download body iterator."""


class DownloadResponse(NamedTuple):
    """What to send back for a download request.

    ``headers`` always includes Content-Length; ``body`` yields the bytes (it
    opens the file when first iterated and closes it when exhausted or closed).
    """

    status: int
    headers: dict[str, str]
    body: Iterator[bytes]


def _plain(status: int, text: str, extra: dict[str, str] | None = None) -> DownloadResponse:
    data = (text + "\n").encode()
    headers = {"Content-Type": "text/plain", "Content-Length": str(len(data))}
    headers.update(extra or {})
    return DownloadResponse(status, headers, iter((data,)))


def _file_chunks(path: Path, start: int, length: int) -> Iterator[bytes]:
    with path.open("rb") as fh:
        fh.seek(start)
        left = length
        while left > 0:
            chunk = fh.read(min(CHUNK_BYTES, left))
            if not chunk:
                return  # file shrank under us; the client sees a short body and retries
            left -= len(chunk)
            yield chunk


def resolve_download_path(root: Path, rel_name: str) -> Path | None:
    """Map a URL path remainder to a file under ``root``, or None if it is unsafe.

    ``rel_name`` may be percent-encoded (it is decoded once) and may contain
    ``/``-separated sub-directories (BOINC's hashed download fan-out); each
    component must be a valid file name.
    """
    decoded = unquote(rel_name)
    parts = decoded.split("/")
    if not parts or any(file_name_problem(p) is not None for p in parts):
        return None
    root_resolved = root.resolve()
    candidate = (root_resolved.joinpath(*parts)).resolve()
    if not candidate.is_relative_to(root_resolved):
        return None  # a symlink pointing outside
    return candidate


_RANGE_RE = re.compile(r"^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$")


def serve_download(root: Path, rel_name: str, range_header: str | None) -> DownloadResponse:
    """Answer a GET for ``rel_name`` under ``root`` (200, 206, 404 or 416).

    A Range with several parts, or one that cannot be parsed, is ignored (the
    whole file is sent with 200), which RFC 9110 allows.
    """
    path = resolve_download_path(root, rel_name)
    if path is None or not path.is_file():
        return _plain(404, "not found")
    size = path.stat().st_size
    base = {"Content-Type": "application/octet-stream", "Accept-Ranges": "bytes"}
    m = _RANGE_RE.match(range_header) if range_header else None
    if m and (m.group(1) or m.group(2)):
        first_s, last_s = m.group(1), m.group(2)
        if first_s:
            first = int(first_s)
            last = min(int(last_s), size - 1) if last_s else size - 1
        else:  # suffix range: the last N bytes
            first = max(0, size - int(last_s))
            last = size - 1
        if first >= size or last < first:
            return _plain(416, "range not satisfiable", {"Content-Range": f"bytes */{size}"})
        length = last - first + 1
        headers = base | {"Content-Length": str(length), "Content-Range": f"bytes {first}-{last}/{size}"}
        return DownloadResponse(206, headers, _file_chunks(path, first, length))
    return DownloadResponse(200, base | {"Content-Length": str(size)}, _file_chunks(path, 0, size))


def _error(status: int, message: str) -> bytes:
    log.info("upload handler: %s", message)
    return format_reply(status, message=message)


def _get_file_size(upload_root: Path, name: str) -> bytes:
    problem = file_name_problem(name)
    if problem:
        return _error(STATUS_PERMANENT, f"bad file name: {problem}")
    path = upload_root / name
    try:
        size = path.stat().st_size if path.exists() else 0
    except OSError as exc:
        return _error(STATUS_TRANSIENT, f"cannot stat file: {exc.strerror}")
    return format_reply(STATUS_OK, file_size=size)


def handle_upload(upload_root: Path, body: bytes, max_nbytes_of: Callable[[str], float | None]) -> bytes:
    """Handle one POST to the upload handler and return the reply body.

    ``max_nbytes_of(name)`` gives the project's size cap for an output file it
    issued, or None if it issued no such file (refused permanently). Writes
    ``upload_root/<name>``, seeking to ``<offset>`` so interrupted uploads resume;
    bytes already written stay on disk when the body is short (transient error).
    Never raises for bad input; every failure becomes an error reply.
    """
    req = parse_upload_request(body)
    if req.get_file_size is not None:
        return _get_file_size(upload_root, req.get_file_size)
    if req.name is None:
        return _error(STATUS_PERMANENT, "Missing name")
    if req.data_start is None:
        return _error(STATUS_PERMANENT, "Missing <data> tag")
    problem = file_name_problem(req.name)
    if problem:
        return _error(STATUS_PERMANENT, f"bad file name: {problem}")
    if req.nbytes is None or req.nbytes < 0:
        return _error(STATUS_PERMANENT, "nbytes missing or negative")
    cap = max_nbytes_of(req.name)
    if cap is None:
        if _already_received(upload_root / req.name, int(req.nbytes), int(req.offset or 0),
                             memoryview(body)[req.data_start:]):
            # The re-send of an upload whose success a crash kept from the client: the
            # real handler accepts (and discards) a repeat of a file it has in full.
            log.info("upload handler: %s already received in full; repeat accepted", req.name)
            return format_reply(STATUS_OK)
        return _error(STATUS_PERMANENT, f"unknown file {req.name}")
    if req.nbytes > cap:
        return _error(STATUS_PERMANENT, f"file size ({req.nbytes:.0f} bytes) exceeds limit ({cap:.0f} bytes)")
    offset = int(req.offset or 0)
    nbytes = int(req.nbytes)
    if offset < 0:
        return _error(STATUS_PERMANENT, "negative offset")
    try:
        upload_root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _error(STATUS_TRANSIENT, f"cannot create upload directory: {exc.strerror}")
    path = upload_root / req.name
    if offset >= nbytes and nbytes > 0:
        return format_reply(STATUS_OK)  # the server already has it all
    data = memoryview(body)[req.data_start :]
    want = nbytes - offset
    return _write_at(path, offset, data[:want], short=len(data) < want)


def _already_received(path: Path, nbytes: int, offset: int, data: memoryview) -> bool:
    """Whether ``path`` holds exactly ``nbytes`` bytes and the bytes sent from ``offset``
    on match it: the same file sent again, not another one under a stale name."""
    if offset < 0:
        return False
    try:
        with path.open("rb") as fh:
            if os.fstat(fh.fileno()).st_size != nbytes:
                return False
            sent = data[: max(nbytes - offset, 0)]
            fh.seek(offset)
            return fh.read(len(sent)) == sent
    except OSError:
        return False


def _write_at(path: Path, offset: int, data: memoryview, *, short: bool) -> bytes:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o644)
    except PermissionError:
        # The real handler makes finished uploads read-only and then accepts
        # (and discards) repeats, so a re-sent file still succeeds.
        return format_reply(STATUS_OK)
    except OSError as exc:
        return _error(STATUS_TRANSIENT, f"cannot open file: {exc.strerror}")
    try:
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return _error(STATUS_TRANSIENT, "file is locked by another upload")
        size = os.fstat(fd).st_size
        if size < offset:
            return _error(STATUS_TRANSIENT, f"stored file is shorter ({size}) than offset ({offset})")
        os.lseek(fd, offset, os.SEEK_SET)
        view = data
        while view:
            written = os.write(fd, view)
            view = view[written:]
    except OSError as exc:
        return _error(STATUS_TRANSIENT, f"cannot write file: {exc.strerror}")
    finally:
        os.close(fd)
    if short:
        return _error(STATUS_TRANSIENT, "short read: upload body ended early")
    return format_reply(STATUS_OK)
