"""Checking a finished download and moving it into place (BOINC's ``FILE_INFO::verify_file``).

Given a complete partial file, ``finish_download``: gunzips ``.gzt`` downloads
into a temporary file in the same directory (capped at the file's size limit, so
a gzip bomb stops early), checks the size against ``nbytes`` and the MD5 of the
final bytes against ``md5_cksum`` (unless the file is checked by code signature,
as BOINC skips MD5 for ``signature_required`` files), sets the permission bits,
and renames the result onto the destination. A failed check removes the bytes
so the next attempt starts clean. Runs in a transfer worker thread; reads and
writes only the partial, temporary and destination files of one download.
"""
from __future__ import annotations

import gzip
import os
import queue
import threading
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.hashing import file_size_and_md5, md5
from core.transfer import codes

if TYPE_CHECKING:
    from core.transfer.attempt import DownloadSpec

CHUNK_BYTES = 1 << 20


@dataclass(frozen=True, slots=True)
class FinishResult:
    error: int  # 0 = the destination now holds the verified file
    message: str
    nbytes: float = 0.0
    md5_cksum: str = ""


class _TooBig(Exception):
    pass


class BackgroundHasher:
    """MD5 computed in a helper thread while the download thread reads the socket.

    hashlib releases the GIL on large buffers, so hashing and receiving overlap
    instead of adding up; the chunks are immutable ``bytes``, safe to hand over.
    MD5 is serial (about 750 MB/s on one core here) and slower than a loopback
    or LAN download, so the hasher thread sets the pace: it must start early
    and never wait. Chunks therefore go over in small batches of about
    ``BATCH_BYTES`` (one 256 KiB socket read, or several smaller ones on a slow
    link, so a slow link does not wake the thread per packet). 2 MiB batches
    cost slightly less CPU but left the hasher idle at the start and, hashing
    data that had left the cache, gave 0.70-0.74x curl's wall-clock speed
    instead of 0.80-0.82x (bench/download_throughput.py). The queue is
    bounded, so a big file is never held in memory: a full queue makes
    ``update`` wait, which paces the socket.
    """

    BATCH_BYTES = 256 << 10
    MAX_QUEUED_BATCHES = 16
    """At most this many batches wait (about 4 MiB, plus the one being filled)."""

    def __init__(self) -> None:
        self._digest = md5()
        self._size = 0
        self._batch: list[bytes] = []
        self._batch_bytes = 0
        self._queue: queue.Queue[list[bytes] | None] = queue.Queue(self.MAX_QUEUED_BATCHES)
        self._thread = threading.Thread(target=self._run, name="xfer-md5", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while (batch := self._queue.get()) is not None:
            for chunk in batch:
                self._digest.update(chunk)
                self._size += len(chunk)

    def update(self, chunk: bytes) -> None:
        """Queue ``chunk`` for hashing (download thread); waits while the queue is full."""
        self._batch.append(chunk)
        self._batch_bytes += len(chunk)
        if self._batch_bytes >= self.BATCH_BYTES:
            self._queue.put(self._batch)
            self._batch, self._batch_bytes = [], 0

    def result(self) -> tuple[int, str]:
        """Wait for the queued chunks and return (size, hex MD5); the hasher is then closed."""
        self.close()
        return self._size, self._digest.hexdigest()

    def close(self) -> None:
        if self._thread.is_alive():
            if self._batch:
                self._queue.put(self._batch)
                self._batch, self._batch_bytes = [], 0
            self._queue.put(None)
            self._thread.join()


def _gunzip(src: Path, dest: Path, limit: float) -> tuple[int, str]:
    digest = md5()
    size = 0
    with gzip.open(src, "rb") as zin, dest.open("wb") as out:
        while chunk := zin.read(CHUNK_BYTES):
            size += len(chunk)
            if size > limit:
                raise _TooBig
            digest.update(chunk)
            out.write(chunk)
    return size, digest.hexdigest()


def finish_download(spec: DownloadSpec, unknown_cap: float, digest: tuple[int, str] | None = None) -> FinishResult:
    """Verify the complete partial file of ``spec`` and rename it to ``spec.dest``.

    ``digest`` is (size, MD5) of the partial file if already computed while it
    arrived. Without it, the MD5 is computed only when it is to be checked.
    """
    part = spec.partial
    if not part.exists():
        return FinishResult(codes.ERR_FILE_MISSING, f"{spec.name}: downloaded file is missing")
    final_tmp = part
    if spec.gzipped:
        final_tmp = spec.dest.parent / f".{spec.dest.name}.unz"
        limit = spec.content_limit(unknown_cap)
        try:
            size, md5 = _gunzip(part, final_tmp, limit)
        except _TooBig:
            final_tmp.unlink(missing_ok=True)
            part.unlink(missing_ok=True)
            return FinishResult(codes.ERR_FILE_TOO_BIG, f"{spec.name}: decompresses to more than {limit:.0f} bytes")
        except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
            final_tmp.unlink(missing_ok=True)
            part.unlink(missing_ok=True)
            return FinishResult(codes.ERR_MD5_FAILED, f"{spec.name}: not valid gzip data ({exc})")
        part.unlink(missing_ok=True)
    elif digest is not None:
        size, md5 = digest
    elif spec.check_md5 and spec.md5_cksum:
        size, md5 = file_size_and_md5(part)
    else:
        size, md5 = part.stat().st_size, ""
    if spec.nbytes > 0 and size != spec.nbytes:
        final_tmp.unlink(missing_ok=True)
        return FinishResult(codes.ERR_FILE_WRONG_SIZE, f"{spec.name}: got {size} bytes, expected {spec.nbytes:.0f}")
    if spec.check_md5 and spec.md5_cksum and md5 != spec.md5_cksum.strip().lower():
        final_tmp.unlink(missing_ok=True)
        return FinishResult(
            codes.ERR_MD5_FAILED, f"{spec.name}: MD5 check failed (got {md5}, expected {spec.md5_cksum})"
        )
    os.chmod(final_tmp, 0o755 if spec.executable else 0o644)
    os.replace(final_tmp, spec.dest)
    return FinishResult(0, "", float(size), md5)
