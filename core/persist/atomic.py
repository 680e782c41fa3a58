"""Crash-safe file replacement (client-state.md section 3.2).

``write_atomic`` writes the new bytes to a temporary file next to the target,
fsyncs it, optionally moves the current file aside as the previous copy, renames
the temporary file over the target and fsyncs the directory. At every instant
one complete copy exists on disk: the old target, the kept previous copy, or the
fully written temporary file (which BOINC's recovery also accepts for the state
file). It reads nothing and writes only the three paths it is given.
"""
from __future__ import annotations

import os
from pathlib import Path


def fsync_dir(directory: Path) -> None:
    """Make renames in ``directory`` durable; a no-op where directories can't be opened."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(
    path: Path,
    data: bytes,
    keep_previous: Path | None = None,
    *,
    temp: Path | None = None,
    mode: int = 0o644,
) -> None:
    """Replace ``path`` with ``data`` so that a crash never leaves it half written.

    ``keep_previous``: if given and ``path`` exists, the current file becomes this
    one (replacing an older previous copy) before the new file takes its place.
    ``temp``: the temporary name (default ``<name>.tmp`` in the same directory);
    it must be on the same filesystem. Raises ``OSError`` on failure; the target is
    then unchanged (the temporary file is removed if it was not complete).
    """
    tmp = temp if temp is not None else path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink_quietly(tmp)
        raise
    os.close(fd)
    if keep_previous is not None and path.exists():
        os.replace(path, keep_previous)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
