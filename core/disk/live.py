"""The live disk adapter: measures real files and carries out deletions safely.

Measuring: the usage of a directory tree is the allocated size of everything
in it (``st_blocks`` x 512 where the platform has it, the apparent size
elsewhere), as BOINC measures it; symbolic links count as themselves and are
never followed. The filesystem's size and free space come from
``shutil.disk_usage`` on the data directory. A project directory that has
vanished measures as empty, with a problem in words; files that disappear
during the scan are skipped.

Deleting: a server-given file name is never used as a path until checked. It
must be a plain name (no separator, no "..", no "%", no drive or control
character); it is resolved relative to an open handle on the project
directory (``dir_fd`` where the platform supports it), so it cannot name
anything outside that directory, and a symbolic link is removed as a link,
never followed. ``unlink`` is atomic: the file is either there or not. Only
regular files and links are removed; a directory or device with the file's
name is left alone. A read-only file is made writable and removed (what
Windows needs; POSIX does not care). A file that was already gone, a vanished
project directory, a permission error: each becomes a ``DeletionResult`` with
a clear message; no exception escapes. Every attempt is reported through
``on_event`` for the event log; a failing listener is logged and ignored.

The project-directory naming rules live elsewhere: this adapter takes a mapping
ProjectUrl -> Path.
"""
from __future__ import annotations

import logging
import os
import shutil
import stat
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from core.disk.events import DeletionOutcome, DeletionResult, DiskEvent
from core.disk.limits import DiskMeasurement
from core.disk.policy import Deletion, apply_deletions, fmt_bytes
from core.file_names import file_name_problem
from core.ids import ProjectUrl
from core.state import ClientState, FileStatus

log = logging.getLogger(__name__)

def _size(st: os.stat_result) -> float:
    blocks = getattr(st, "st_blocks", None)
    return float(blocks * 512) if blocks is not None else float(st.st_size)


def measure_tree(path: Path) -> tuple[float, list[str]]:
    """Allocated bytes of everything under ``path`` (0 and a problem if it is missing)."""
    problems: list[str] = []
    try:
        root = os.lstat(path)
    except FileNotFoundError:
        return 0.0, [f"directory {path} is missing"]
    except OSError as e:
        return 0.0, [f"cannot read {path}: {e.strerror}"]
    if not stat.S_ISDIR(root.st_mode):
        return _size(root), []
    total = 0.0
    stack = [str(path)]
    while stack:
        current = stack.pop()
        try:
            with os.scandir(current) as it:
                for entry in it:
                    try:
                        st = entry.stat(follow_symlinks=False)
                    except FileNotFoundError:
                        continue  # deleted while we looked
                    total += _size(st)
                    if stat.S_ISDIR(st.st_mode):
                        stack.append(entry.path)
        except FileNotFoundError:
            continue
        except OSError as e:
            problems.append(f"cannot read {current}: {e.strerror}")
    return total, problems


class LiveDisk:
    """Real files under a data directory. Called from the engine thread only."""

    def __init__(
        self,
        data_dir: Path,
        project_dirs: Mapping[ProjectUrl, Path],
        on_event: Callable[[DiskEvent], None] | None = None,
    ) -> None:
        self.data_dir = Path(data_dir)
        self.project_dirs: dict[ProjectUrl, Path] = {u: Path(p) for u, p in project_dirs.items()}
        self.on_event = on_event

    def set_project_dir(self, url: ProjectUrl, path: Path | None) -> None:
        """Learn (or, with None, forget) where a project's files live."""
        if path is None:
            self.project_dirs.pop(url, None)
        else:
            self.project_dirs[url] = Path(path)

    # ---- measuring ----

    def measure(self) -> DiskMeasurement:
        """Usage per project, the client's total, and the filesystem's size and free space."""
        problems: list[str] = []
        client, found = measure_tree(self.data_dir)
        problems += found
        try:
            du = shutil.disk_usage(self.data_dir)
            total, free = float(du.total), float(du.free)
        except OSError as e:
            total = free = 0.0
            problems.append(f"cannot measure the disk of {self.data_dir}: {e.strerror}")
        per_project: dict[ProjectUrl, float] = {}
        data_root = os.path.realpath(self.data_dir)
        for url, pdir in self.project_dirs.items():
            used, found = measure_tree(pdir)
            per_project[url] = used
            problems += [f"project {url}: {p}" for p in found]
            real = os.path.realpath(pdir)
            if os.path.commonpath([data_root, real]) != data_root:
                client += used  # a project directory kept elsewhere still counts as ours
        return DiskMeasurement(total, free, client, per_project, tuple(problems))

    # ---- deleting ----

    def _delete_in(self, d: Deletion, pdir: Path) -> DeletionResult:
        name = d.file_name
        where = f"{name} of {d.project_url}"
        dir_fd: int | None = None
        use_fd = (
            os.unlink in os.supports_dir_fd
            and os.stat in os.supports_dir_fd
            and os.stat in os.supports_follow_symlinks
        )
        try:
            if not os.path.isdir(pdir):
                raise FileNotFoundError(str(pdir))
            if use_fd:
                flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
                dir_fd = os.open(pdir, flags)
                target: str | Path = name
            else:
                target = pdir / name
            try:
                st = os.stat(target, dir_fd=dir_fd, follow_symlinks=False)
            except FileNotFoundError:
                return DeletionResult(
                    d, DeletionOutcome.ALREADY_GONE, 0.0,
                    f"{where} was already gone (deleted outside the client?); forgotten",
                )
            if not (stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)):
                return DeletionResult(
                    d, DeletionOutcome.REFUSED, 0.0,
                    f"{where} is not a regular file on disk; left alone",
                )
            size = _size(st)
            try:
                os.unlink(target, dir_fd=dir_fd)
            except PermissionError:
                if not stat.S_ISREG(st.st_mode) or st.st_mode & stat.S_IWUSR:
                    raise
                # A read-only file: Windows refuses to unlink it until it is writable.
                os.chmod(target, st.st_mode | stat.S_IWUSR, dir_fd=dir_fd)
                os.unlink(target, dir_fd=dir_fd)
            return DeletionResult(d, DeletionOutcome.DELETED, size, d.message)
        except FileNotFoundError:
            return DeletionResult(
                d, DeletionOutcome.ALREADY_GONE, 0.0,
                f"{where}: the project directory {pdir} has vanished; the file is gone with it",
            )
        except OSError as e:
            return DeletionResult(
                d, DeletionOutcome.FAILED, 0.0,
                f"could not delete {where} ({fmt_bytes(d.nbytes)}): {e.strerror or e}; "
                f"it stays on disk and still counts as the project's usage (check the "
                f"permissions of {pdir})",
            )
        finally:
            if dir_fd is not None:
                os.close(dir_fd)

    def _delete_one(self, d: Deletion) -> DeletionResult:
        problem = file_name_problem(d.file_name)
        if problem:
            return DeletionResult(
                d, DeletionOutcome.REFUSED, 0.0,
                f"refused to delete {d.file_name!r} of {d.project_url}: {problem}",
            )
        pdir = self.project_dirs.get(d.project_url)
        if pdir is None:
            return DeletionResult(
                d, DeletionOutcome.REFUSED, 0.0,
                f"refused to delete {d.file_name} of {d.project_url}: no directory is known for the project",
            )
        return self._delete_in(d, pdir)

    def _report(self, result: DeletionResult, now: float) -> None:
        if result.outcome is DeletionOutcome.DELETED:
            log.info("[disk] %s", result.message)
        else:
            log.warning("[disk] %s", result.message)
        if self.on_event is None:
            return
        try:
            self.on_event(result.event(now))
        except Exception:  # a listener's bug must not stop the deletions
            log.exception("[disk] event listener failed")

    def delete(self, deletions: Iterable[Deletion], now: float) -> tuple[DeletionResult, ...]:
        """Delete files, in order, reporting each attempt; never raises for one file's trouble."""
        out: list[DeletionResult] = []
        for d in deletions:
            result = self._delete_one(d)
            self._report(result, now)
            out.append(result)
        return tuple(out)

    def carry_out(self, state: ClientState, deletions: Iterable[Deletion], now: float) -> tuple[DeletionResult, ...]:
        """Delete, then forget in the state every file that is gone (deleted or already gone)."""
        results = self.delete(deletions, now)
        apply_deletions(state, (r.deletion for r in results if r.outcome.gone))
        return results


class LiveDiskPort:
    """The ``Disk`` port (core/ports.py) over the live data directory.

    Learns each project's directory from the state before it measures, so a project
    attached or detached since the last measurement is counted (or no longer) at once.
    """

    def __init__(self, data_dir: Path, project_dir: Callable[[ProjectUrl], Path],
                 on_event: Callable[[DiskEvent], None] | None = None) -> None:
        self.files = LiveDisk(data_dir, {}, on_event=on_event)
        self._project_dir = project_dir

    @property
    def books_follow_measurement(self) -> bool:
        return True  # real files change behind the client's back: what is measured is the truth

    def _sync_dirs(self, state: ClientState) -> None:
        known = set(self.files.project_dirs)
        for url in state.projects:
            if url not in known:
                self.files.set_project_dir(url, self._project_dir(url))
        for url in known - set(state.projects):
            self.files.set_project_dir(url, None)

    def measure(self, state: ClientState) -> DiskMeasurement:
        self._sync_dirs(state)
        return self.files.measure()

    def delete(self, state: ClientState, deletions: Sequence[Deletion], now: float) -> tuple[DeletionResult, ...]:
        return self.files.delete(deletions, now)


def apply_measurement(state: ClientState, measurement: DiskMeasurement) -> None:
    """Set each project's disk_usage (what is on disk) and disk_reserved from a measurement.

    Files accepted but not yet on disk (status NOT_PRESENT) keep their bytes
    reserved in ``disk_reserved``, so two downloads cannot both count on the
    same free space; they are not part of ``disk_usage``, which is what the
    volunteer sees as used. A partly downloaded file is measured for what it
    holds and reserved for its whole size: the books err on the side of room.
    """
    reserved: dict[ProjectUrl, float] = {}
    for fi in state.file_infos.values():
        if fi.status == FileStatus.NOT_PRESENT and 0 < fi.nbytes < 1e18:
            reserved[fi.project_url] = reserved.get(fi.project_url, 0.0) + fi.nbytes
    for url, project in state.projects.items():
        if url in measurement.project_usage:
            project.disk_usage = measurement.project_usage[url]
            project.disk_reserved = reserved.get(url, 0.0)
