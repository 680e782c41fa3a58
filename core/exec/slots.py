"""Slot directories ``slots/N/`` (app-api.md section 2) and the files the client keeps in them.

A task owns its slot for its whole life, across preemptions and restarts; a
slot owned by a task is never handed to another. Setting a slot up places one
entry per file reference: a "soft link" file whose only line is
``<soft_link>REL_PATH</soft_link>`` (``make_soft_link``), or a copy for
``<copy_file/>`` inputs. Logical names come from servers, so they are checked
before they become paths (no absolute paths, no ``..``, no NUL).

Also here: reading the tail of ``stderr.txt`` into the result (``read_stderr_file``:
the last 63 KiB, bytes above 127 as ``&#N;``), the slot's disk usage, the
``boinc_task_state.xml`` checkpoint record (section 7), and the app's finish and
temporary-exit files (sections 6.1, 6.2).

Reads and writes: files under ``<data_dir>/slots/``.
"""
from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from core.errors import CoreError
from core.exec.spec import TEMPORARY_EXIT_DEFAULT_S, TEMPORARY_EXIT_MAX_S
from core.xml.hardened import parse_xml
from core.xml.text_escape import escape

SLOTS_DIR = "slots"
STDERR_FILE = "stderr.txt"
FINISH_FILE = "boinc_finish_called"
TEMPORARY_EXIT_FILE = "boinc_temporary_exit"
TASK_STATE_FILE = "boinc_task_state.xml"
STDERR_MAX_BYTES = 64512  # read_stderr_file: the last 63 KiB
MAX_SLOTS = 1000


class SlotError(CoreError):
    """A slot could not be prepared (bad logical name, missing file, no free slot)."""


def slot_path(data_dir: Path, slot: int) -> Path:
    return data_dir / SLOTS_DIR / str(slot)


def empty_dir(path: Path) -> None:
    """Remove everything inside ``path`` without following symbolic links."""
    for entry in os.scandir(path):
        p = Path(entry.path)
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(p)
        else:
            p.unlink()


def prepare_slot(data_dir: Path, slot: int) -> Path:
    """Create ``slots/N`` or empty it; for a fresh start of a task in slot N."""
    path = slot_path(data_dir, slot)
    if path.is_symlink() or (path.exists() and not path.is_dir()):
        path.unlink()
    path.mkdir(parents=True, exist_ok=True)
    empty_dir(path)
    return path


def free_slot(data_dir: Path, used: set[int]) -> int:
    """The lowest slot number no task owns (``get_free_slot``)."""
    for n in range(MAX_SLOTS):
        if n not in used:
            return n
    raise SlotError("no free slot")


def delete_old_slot_dirs(data_dir: Path, owned: set[int]) -> list[int]:
    """Remove slot directories no task owns (``delete_old_slot_dirs``); returns their numbers."""
    root = data_dir / SLOTS_DIR
    removed: list[int] = []
    if not root.is_dir():
        return removed
    for entry in os.scandir(root):
        if entry.name.isdigit() and int(entry.name) in owned:
            continue
        p = Path(entry.path)
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
        if entry.name.isdigit():
            removed.append(int(entry.name))
    return removed


def check_logical_name(name: str) -> str:
    """A server-given logical name, refused if it could leave the slot."""
    if not name or "\0" in name or name.startswith("/") or "\\" in name:
        raise SlotError(f"bad logical file name {name!r}")
    parts = name.split("/")
    if any(part in ("", ".", "..") for part in parts):
        raise SlotError(f"bad logical file name {name!r}")
    return name


def soft_link_text(target: str) -> str:
    return f"<soft_link>{target}</soft_link>\n"


def setup_file(
    slot_dir: Path, project_dir: Path, physical: str, logical: str, copy: bool, executable: bool
) -> None:
    """Place one file reference in the slot (``ACTIVE_TASK::setup_file``).

    ``copy`` copies the project file in (inputs with ``<copy_file/>``); otherwise
    a soft-link file points at it by a path relative to the slot. An existing
    entry is left alone, as BOINC does.
    """
    check_logical_name(physical)
    dest = slot_dir / check_logical_name(logical)
    if dest.exists() or dest.is_symlink():
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    source = project_dir / physical
    if copy:
        if not source.is_file():
            raise SlotError(f"input file {physical} missing from the project directory")
        shutil.copyfile(source, dest)
        os.chmod(dest, 0o755 if executable else 0o644)
        return
    rel = os.path.relpath(source, dest.parent)
    dest.write_text(soft_link_text(rel), encoding="utf-8")


def resolve_soft_link(slot_dir: Path, logical: str) -> Path:
    """Where a logical name leads, as an app's ``boinc_resolve_filename`` sees it."""
    path = slot_dir / logical
    if path.is_symlink() or not path.is_file():
        return path
    try:
        with path.open("rb") as f:
            head = f.read(4096).split(b"\n", 1)[0].decode("utf-8", "replace")
    except OSError:
        return path
    start, end = head.find("<soft_link>"), head.find("</soft_link>")
    if start < 0 or end < start:
        return path
    return (path.parent / head[start + len("<soft_link>") : end]).resolve()


def read_stderr_tail(slot_dir: Path, max_bytes: int = STDERR_MAX_BYTES) -> str:
    """The last ``max_bytes`` of ``stderr.txt``, bytes > 127 written as ``&#N;``."""
    path = slot_dir / STDERR_FILE
    try:
        with path.open("rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - max_bytes))
            data = f.read(max_bytes)
    except OSError:
        return ""
    return "".join(chr(b) if b < 128 else f"&#{b};" for b in data)


def dir_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symbolic links not followed)."""
    total = 0
    stack = [path]
    while stack:
        try:
            entries = list(os.scandir(stack.pop()))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(Path(entry.path))
                elif entry.is_file(follow_symlinks=False):
                    total += entry.stat(follow_symlinks=False).st_size
            except OSError:
                continue
    return total


@dataclass(frozen=True, slots=True)
class TaskStateRecord:
    """``boinc_task_state.xml``: checkpoint figures kept in the slot (section 7)."""

    project_master_url: str
    result_name: str
    checkpoint_cpu_time: float
    checkpoint_elapsed_time: float
    fraction_done: float
    peak_working_set_size: float = 0.0
    peak_swap_size: float = 0.0
    peak_disk_usage: float = 0.0


def write_task_state(slot_dir: Path, rec: TaskStateRecord) -> None:
    text = (
        "<active_task>\n"
        f"    <project_master_url>{escape(rec.project_master_url)}</project_master_url>\n"
        f"    <result_name>{escape(rec.result_name)}</result_name>\n"
        f"    <checkpoint_cpu_time>{rec.checkpoint_cpu_time:f}</checkpoint_cpu_time>\n"
        f"    <checkpoint_elapsed_time>{rec.checkpoint_elapsed_time:f}</checkpoint_elapsed_time>\n"
        f"    <fraction_done>{rec.fraction_done:f}</fraction_done>\n"
        f"    <peak_working_set_size>{rec.peak_working_set_size:.0f}</peak_working_set_size>\n"
        f"    <peak_swap_size>{rec.peak_swap_size:.0f}</peak_swap_size>\n"
        f"    <peak_disk_usage>{rec.peak_disk_usage:.0f}</peak_disk_usage>\n"
        "</active_task>\n"
    )
    tmp = slot_dir / (TASK_STATE_FILE + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, slot_dir / TASK_STATE_FILE)


def read_task_state(slot_dir: Path) -> TaskStateRecord | None:
    """The slot's checkpoint record, or None if absent or unreadable."""
    path = slot_dir / TASK_STATE_FILE
    try:
        root = parse_xml(path.read_bytes(), source=str(path))
    except (OSError, CoreError):
        return None

    def text(tag: str) -> str:
        return (root.findtext(tag) or "").strip()

    def num(tag: str) -> float:
        try:
            v = float(text(tag) or 0)
        except ValueError:
            return 0.0
        return v if v == v and abs(v) != float("inf") else 0.0

    return TaskStateRecord(
        text("project_master_url"),
        text("result_name"),
        num("checkpoint_cpu_time"),
        num("checkpoint_elapsed_time"),
        num("fraction_done"),
        num("peak_working_set_size"),
        num("peak_swap_size"),
        num("peak_disk_usage"),
    )


def read_finish_file(slot_dir: Path) -> tuple[int, str] | None:
    """``boinc_finish_called``: (status, message) or None if absent."""
    try:
        lines = (slot_dir / FINISH_FILE).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return None
    try:
        status = int(lines[0].strip()) if lines else 0
    except ValueError:
        status = 0
    return status, (lines[1].strip() if len(lines) > 1 else "")


_LEADING_INT = re.compile(r"\s*([+-]?\d{1,12})")


def read_temporary_exit(slot_dir: Path) -> tuple[float, str] | None:
    """(delay s, reason) from ``boinc_temporary_exit``, or None if absent or without a reason line.

    A delay that is not an integer in 0..86400 becomes 300 s, as BOINC reads it
    (``fscanf("%d")``); the reason is cut to 255 characters and stripped.
    """
    try:
        with (slot_dir / TEMPORARY_EXIT_FILE).open("rb") as f:
            raw = f.read(4096)
    except OSError:
        return None
    lines = raw.decode("utf-8", errors="replace").splitlines()
    if len(lines) < 2:
        return None
    m = _LEADING_INT.match(lines[0])
    delay = float(m.group(1)) if m else -1.0
    if not 0 <= delay <= TEMPORARY_EXIT_MAX_S:
        delay = TEMPORARY_EXIT_DEFAULT_S
    reason = "".join(ch for ch in lines[1][:255] if ch.isprintable()).strip()
    return delay, reason
