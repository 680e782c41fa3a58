"""What a project asks of the client's files beyond jobs (early design notes), over ports.

Project-directed storage: a sticky ``<file_info>`` that no workunit names is
downloaded and kept; ``<delete_file_info>`` deletes it (after the jobs that use
it); ``<upload_file_info>`` sends a held file back to the project. Workunit
affinity: results kept for a successor are logged when kept and released
(``core.sched_rpc.affinity`` decides; the merge applies), and their files are
collected once released.

``DirectedFiles`` is the engine's part for these: the engine hands it each merged
reply's outcome after the acknowledgements and backoffs (``Engine._handle_reply``,
``on_merged``), and the tick polls it once, after the file flow
(``ClientTick.run``). Everything goes through the same ports as job files: the
Transfers port (start, abort, what is on the disk), the disk driver's admission,
the Storage port's ``save_soon`` and the event log. Deleting files is the client's
own business, so it is a callable here (the live client's garbage collector).
The emulated servers send no such directions, so the emulators build none.
Engine thread only.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from core.ids import FileKey, FileName, ProjectUrl
from core.ports import Storage, Transfers
from core.sched_rpc import affinity
from core.state import ClientState, FileInfo
from core.state.files import FileStatus
from core.state.merged import MSG_INFO, MSG_USER_ALERT, MergeOutcome

UPKEEP_PERIOD_S = 60.0
"""How often kept results are checked for lost files and old age."""


class DirectedLog(Protocol):
    """An event-log line: project, body, priority (BOINC's ``MSG_*``), the log flag that
    switches it (None: always shown) and its time (None: the log's clock)."""

    def __call__(self, project: ProjectUrl, body: str, priority: int = MSG_INFO, *,
                 flag: str | None = None, now: float | None = None) -> None: ...


def referenced_files(state: ClientState) -> set[FileKey]:
    """Files a held result, workunit or app version names (kept chain results included)."""
    used: set[FileKey] = set()
    for r in state.results.values():
        used.update((r.project_url, ref.file_name) for ref in r.output_files)
    for wu in state.workunits.values():
        used.update((wu.project_url, ref.file_name) for ref in wu.input_files)
    for av in state.app_versions:
        used.update((av.project_url, ref.file_name) for ref in av.file_refs)
    return used


class DirectedFiles:
    def __init__(
        self,
        state: ClientState,
        transfers: Transfers,
        *,
        admit: Callable[[FileInfo, float], tuple[bool, str]],
        log: DirectedLog,
        storage: Storage,
        collect_garbage: Callable[[], None],
    ) -> None:
        self.state = state
        self.transfers = transfers
        self._admit = admit
        self._log = log
        self._storage = storage
        self._collect_garbage = collect_garbage
        self._check_downloads = True  # look for project-directed downloads at the next poll
        self._check_uploads = True  # and for requested uploads (a restart resumes them)
        self._next_upkeep = 0.0

    # ------------------------------------------------------------ replies

    def on_merged(self, url: ProjectUrl, outcome: MergeOutcome, now: float) -> None:
        """Act on a merged reply's file directions and chain changes."""
        log = self._log
        for name in outcome.kept:
            log(url, f"Keeping finished task {name}: its successor may run on this computer", flag="task")
        for name in outcome.released:
            log(url, f"Task {name} no longer kept for a successor; its files may go", flag="task")
        if outcome.files_to_delete:
            self.delete(url, outcome.files_to_delete)
        elif outcome.released:
            self._collect_garbage()
        for fname in outcome.files_to_upload:
            log(url, f"Project asked this computer to upload {fname}", flag="file_xfer")
        if outcome.files_to_upload:
            self._check_uploads = True
        if outcome.new_files:
            self._check_downloads = True
        if outcome.kept or outcome.released or outcome.files_to_upload:
            self._storage.save_soon(urgent=True)

    def delete(self, url: ProjectUrl, names: Sequence[FileName]) -> None:
        """``<delete_file_info>``: the merge cleared the sticky flag; delete now unless a job still uses it."""
        used = referenced_files(self.state)
        for name in names:
            key = (url, name)
            if key not in self.state.file_infos:
                continue
            if key in used:
                self._log(url, f"Project asked to delete {name}; kept until its tasks are done")
                continue
            for upload in (False, True):
                if self.transfers.active(key, upload):
                    self.transfers.abort(key, upload)
            self._log(url, f"Deleting {name} at the project's request", flag="file_xfer")
        self._collect_garbage()

    # ------------------------------------------------------------ tick

    def poll(self, now: float) -> None:
        if self._check_downloads:
            self._downloads(now)
        if self._check_uploads:
            self._uploads(now)
        if now >= self._next_upkeep:
            self._next_upkeep = now + UPKEEP_PERIOD_S
            released = affinity.upkeep(self.state, now)
            for url, name in released:
                self._log(url, f"Task {name} no longer kept for a successor (files lost or kept too long)",
                          flag="task")
            if released:
                self._collect_garbage()

    def _downloads(self, now: float) -> None:
        """Download sticky files that no job needs (project-directed storage), through the
        same transfers, disk admission and log as job files; they stay until deleted."""
        self._check_downloads = False
        used = referenced_files(self.state)
        transfers = self.transfers
        for key, fi in self.state.file_infos.items():
            if (not fi.sticky or fi.is_upload or fi.status != FileStatus.NOT_PRESENT or key in used
                    or not fi.download_urls or transfers.active(key, False)):
                continue
            if transfers.intact(fi):
                fi.status = FileStatus.PRESENT
                continue
            ok, _why = self._admit(fi, now)
            if not ok:
                self._check_downloads = True  # retry when space is back
                continue
            self._log(fi.project_url, f"Project asked this computer to store {fi.name}", flag="file_xfer", now=now)
            transfers.start_download(fi, now)

    def _uploads(self, now: float) -> None:
        """Start the uploads the project asked for; a file gone meanwhile is dropped with a line."""
        self._check_uploads = False
        transfers = self.transfers
        for key, fi in self.state.file_infos.items():
            if not fi.upload_requested or transfers.active(key, True):
                continue
            if not fi.present or not transfers.on_disk(fi):
                fi.upload_requested = False
                self._log(fi.project_url, f"Can't upload {fi.name}: this computer no longer holds it",
                          MSG_USER_ALERT, now=now)
                continue
            transfers.start_upload(fi, now)
