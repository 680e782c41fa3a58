"""What a project asks of the live client's files beyond jobs (early design notes).

Project-directed storage: a sticky ``<file_info>`` that no workunit names is
downloaded and kept; ``<delete_file_info>`` deletes it (after the jobs that use
it); ``<upload_file_info>`` sends a held file back to the project. Workunit
affinity: results kept for a successor are logged when kept and released
(``core.sched_rpc.affinity`` decides; merge applies), and their files are
collected once released. Everything goes through the session's transfers, disk
admission and event log, like job files.

``DirectedFiles`` runs on the engine thread as part of ``LiveSession``:
``on_merged`` after each applied reply, ``poll`` once per tick. Reads and writes
the session's state; starts transfers; deletes files through the session's
garbage collector.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.eventlog.log import MsgPriority
from core.hashing import file_md5
from core.ids import FileName, ProjectUrl
from core.sched_rpc import affinity
from core.sched_rpc.merge import MergeOutcome
from core.state.files import FileStatus

if TYPE_CHECKING:
    from core.client.session import LiveSession

UPKEEP_PERIOD_S = 60.0
"""How often kept results are checked for lost files and old age."""


class DirectedFiles:
    def __init__(self, session: LiveSession) -> None:
        self.s = session
        self._check_downloads = True  # look for project-directed downloads at the next poll
        self._check_uploads = True  # and for requested uploads (a restart resumes them)
        self._next_upkeep = 0.0

    # ------------------------------------------------------------ replies

    def on_merged(self, url: ProjectUrl, outcome: MergeOutcome) -> None:
        """Act on a merged reply's file directions and chain changes (engine thread)."""
        s = self.s
        for name in outcome.kept:
            s.log(url, f"Keeping finished task {name}: its successor may run on this computer", flag="task")
        for name in outcome.released:
            s.log(url, f"Task {name} no longer kept for a successor; its files may go", flag="task")
        if outcome.files_to_delete:
            self.delete(url, outcome.files_to_delete)
        elif outcome.released:
            s.collect_garbage()
        for fname in outcome.files_to_upload:
            s.log(url, f"Project asked this computer to upload {fname}", flag="file_xfer")
        if outcome.files_to_upload:
            self._check_uploads = True
        if outcome.new_files:
            self._check_downloads = True
        if outcome.kept or outcome.released or outcome.files_to_upload:
            s.save_soon(urgent=True)

    def delete(self, url: ProjectUrl, names: Sequence[FileName]) -> None:
        """``<delete_file_info>``: merge cleared the sticky flag; delete now unless a job still uses it."""
        s = self.s
        used = s.referenced()
        for name in names:
            key = (url, name)
            if key not in s.state.file_infos:
                continue
            if key in used:
                s.log(url, f"Project asked to delete {name}; kept until its tasks are done")
                continue
            for upload in (False, True):
                if s.transfers.active(key, upload):
                    s.transfers.abort(key, upload)
            s.log(url, f"Deleting {name} at the project's request", flag="file_xfer")
        s.collect_garbage()

    # ------------------------------------------------------------ tick

    def poll(self, now: float) -> None:
        if self._check_downloads:
            self._downloads(now)
        if self._check_uploads:
            self._uploads(now)
        if now >= self._next_upkeep:
            self._next_upkeep = now + UPKEEP_PERIOD_S
            released = affinity.upkeep(self.s.state, now)
            for url, name in released:
                self.s.log(url, f"Task {name} no longer kept for a successor (files lost or kept too long)",
                           flag="task")
            if released:
                self.s.collect_garbage()

    def _downloads(self, now: float) -> None:
        """Download sticky files that no job needs (project-directed storage), through the
        same transfers, disk admission and log as job files; they stay until deleted."""
        s = self.s
        self._check_downloads = False
        used = s.referenced()
        for key, fi in s.state.file_infos.items():
            if (not fi.sticky or fi.is_upload or fi.status != FileStatus.NOT_PRESENT or key in used
                    or not fi.download_urls or s.transfers.active(key, False)):
                continue
            path = s.files.path_of(fi)
            if path.is_file() and fi.md5_cksum and file_md5(path) == fi.md5_cksum:
                fi.status = FileStatus.PRESENT
                continue
            ok, _why = s.disk.admit(fi, now)
            if not ok:
                self._check_downloads = True  # retry when space is back
                continue
            s.log(fi.project_url, f"Project asked this computer to store {fi.name}", flag="file_xfer", now=now)
            s.logged_transfers.start_download(fi, path, now)

    def _uploads(self, now: float) -> None:
        """Start the uploads the project asked for; a file gone meanwhile is dropped with a line."""
        s = self.s
        self._check_uploads = False
        for key, fi in s.state.file_infos.items():
            if not fi.upload_requested or s.transfers.active(key, True):
                continue
            path = s.files.path_of(fi)
            if not fi.present or not path.is_file():
                fi.upload_requested = False
                s.log(fi.project_url, f"Can't upload {fi.name}: this computer no longer holds it",
                      MsgPriority.USER_ALERT, now=now)
                continue
            s.logged_transfers.start_upload(fi, path, now)
