"""Show graphics: start a task's graphics application as BOINC Manager does.

An app version may ship a graphics program: the file it names ``graphics_app``
(``TaskRow.graphics_exec_path``). BOINC Manager starts it in the task's slot
directory with ``--graphics``, where it reads the running science app's shared
state; one graphics window per task, so a second click while it still runs starts
no other. Only a client on this computer gives the paths (a remote client's files
are not here). GUI thread only.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill as arg
from core.ids import ResultKey

if TYPE_CHECKING:
    import subprocess

    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import TaskRow

GRAPHICS_ARG = "--graphics"


def graphics_of(window: MainWindow, row: TaskRow) -> tuple[Path, Path] | None:
    """(program, slot directory) when ``row``'s task can show graphics here and now."""
    if not row.active or row.finished or not row.graphics_exec_path or not row.slot_path:
        return None
    program, slot = Path(row.graphics_exec_path), Path(row.slot_path)
    return (program, slot) if program.is_file() and slot.is_dir() else None


def show_graphics(window: MainWindow) -> subprocess.Popen[bytes] | None:
    """Start the selected task's graphics program (or leave the one it already has running)."""
    import subprocess  # here: the Task menu loads this module before the window is complete (issue 36)

    rows: list[TaskRow] = window.tasks.selected_rows()
    found = graphics_of(window, rows[0]) if len(rows) == 1 else None
    if found is None:
        return None
    running: dict[ResultKey, subprocess.Popen[bytes]] = window.__dict__.setdefault("graphics_running", {})
    key = rows[0].key
    earlier = running.get(key)
    if earlier is not None and earlier.poll() is None:
        return earlier
    program, slot = found
    try:
        proc = subprocess.Popen([str(program), GRAPHICS_ARG], cwd=slot, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError as exc:
        window.show_error(arg(QCoreApplication.translate("graphics_app", "The graphics of %1 could not be started: %2"),
                              rows[0].name, exc))
        return None
    running[key] = proc
    return proc
