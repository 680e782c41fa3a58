"""A real, tiny filesystem for disk-full tests: a tmpfs of a given size, mounted for the test.

Mounting needs root (CI runs as root); elsewhere the tests that use it are skipped
with the reason. ``fill`` writes a filler file until the filesystem refuses more.
"""
from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_tmpfs(mount_point: Path, size: str) -> Iterator[Path]:
    """Mount a tmpfs of ``size`` (mount's syntax: "2m") on ``mount_point``; unmount after."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root (CI runs the suite as root)")
    mount_point.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(mount_point)],
                          capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip() or done.returncode}")
    try:
        yield mount_point
    finally:
        # Lazy: a file the test's client still holds open must not leave the mount behind.
        subprocess.run(["umount", "-l", str(mount_point)], capture_output=True, timeout=30)


def fill(directory: Path, name: str = "filler.bin") -> Path:
    """Write ``directory/name`` until the filesystem is full; returns its path."""
    path = directory / name
    chunk = b"\0" * 65536
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        while True:
            try:
                os.write(fd, chunk)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                if len(chunk) == 1:
                    break
                chunk = chunk[: len(chunk) // 2]  # the last pages, down to the last byte
    finally:
        os.close(fd)
    return path
