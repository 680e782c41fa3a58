"""MD5 of a file, read in 1 MiB chunks: BOINC's checksum for downloads, uploads,
outputs and code signatures alike (one implementation for all of them)."""
from __future__ import annotations

import hashlib
from pathlib import Path

CHUNK_BYTES = 1 << 20


def file_size_and_md5(path: Path) -> tuple[int, str]:
    digest = hashlib.md5()
    size = 0
    with Path(path).open("rb") as fh:
        while chunk := fh.read(CHUNK_BYTES):
            digest.update(chunk)
            size += len(chunk)
    return size, digest.hexdigest()


def file_md5(path: Path) -> str:
    return file_size_and_md5(path)[1]
