"""One file of every process in Linux's /proc, read as text (the process list without psutil).

The CPU-busy check reads each process's ``stat`` and the exclusive-app check its ``comm``;
both pass over a process that ended since /proc was listed or whose file is not ours to read.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

PROC = Path("/proc")
READ_BYTES = 4096  # a process's stat or comm fits in one read; a longer file takes more


def has_proc_file(name: str) -> bool:
    """Whether this system gives processes the /proc file ``name`` (Linux; not elsewhere)."""
    return (PROC / "self" / name).exists()


def each_proc_file(name: str) -> Iterator[tuple[int, str]]:
    """(pid, text of /proc/PID/``name``) for the processes running now."""
    for entry in os.scandir(PROC):
        if not entry.name.isdigit():
            continue
        try:
            fd = os.open(f"{PROC}/{entry.name}/{name}", os.O_RDONLY)
        except OSError:  # ended since the directory was listed, or not ours to read
            continue
        # Plain reads, not a text file object: this runs for every process on the host every
        # few seconds, and the buffered text layer doubled its cost.
        chunks: list[bytes] = []
        try:
            while chunk := os.read(fd, READ_BYTES):
                chunks.append(chunk)
        except OSError:  # ended while being read
            continue
        finally:
            os.close(fd)
        yield int(entry.name), b"".join(chunks).decode("utf-8", errors="replace")
