"""The live client's disk: the one disk driver (core/engine/disk.py) over its data directory.

Measures the real files (``LiveDiskPort``: allocated sizes, the filesystem's free space),
deletes them safely, and says each deletion in the event log. Everything else, the poll,
admissions, the full-disk suspension and the figures, is the driver's, shared with the
emulator.
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path

from core.disk.live import LiveDiskPort
from core.engine.disk import DISK_CHECK_PERIOD, DiskDriver, Log
from core.ids import FileKey, ProjectUrl
from core.state import ClientState

__all__ = ["DISK_CHECK_PERIOD", "DiskKeeper"]


class DiskKeeper(DiskDriver):
    def __init__(self, state: ClientState, data_dir: Path, project_dir: Callable[[ProjectUrl], Path], log: Log,
                 pinned: Callable[[], Collection[FileKey]] | None = None) -> None:
        port = LiveDiskPort(data_dir, project_dir, on_event=lambda e: log(str(e.project), e.message, 1))
        super().__init__(state, port, log=log, pinned=pinned)
