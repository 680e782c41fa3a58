"""One file of every process in Linux's /proc, read as text (the process list without psutil).

The CPU-busy check reads each process's ``stat`` and the exclusive-app check its ``comm``;
both pass over a process that ended since /proc was listed or whose file is not ours to read.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

PROC = Path("/proc")


def has_proc_file(name: str) -> bool:
    """Whether this system gives processes the /proc file ``name`` (Linux; not elsewhere)."""
    return (PROC / "self" / name).exists()


def each_proc_file(name: str) -> Iterator[tuple[int, str]]:
    """(pid, text of /proc/PID/``name``) for the processes running now."""
    for entry in os.scandir(PROC):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"{PROC}/{entry.name}/{name}", encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:  # ended since the directory was listed, or not ours to read
            continue
        yield int(entry.name), text
