"""The file flow: moves results through their file states over the Transfers port.

One flow for the live client and the emulated client in the window; only the port differs
(core/ports.Transfers: HTTP into the project directories, or simulated transfers).

Each ``poll`` walks the results that wait on files (BOINC's ``CLIENT_STATE::
update_results`` and the file parts of ``handle_pers_file_xfers``):

- NEW / FILES_DOWNLOADING: every input file of the workunit and every file of its app
  version must be present; missing ones are admitted by the disk manager and then
  downloaded. When all are present the result becomes FILES_DOWNLOADED (runnable).
- An executable is accepted only with a valid signature from the project's code-signing
  key (code-signing.md), unless the volunteer allowed unsigned apps. A refused or failed
  download fails every result that needs the file with ERR_RESULT_DOWNLOAD (-186), the
  state and numbers the real client reports.
- FILES_UPLOADING: outputs are uploaded; when all are through the result is
  FILES_UPLOADED and ready to report; a permanent upload failure makes it UPLOAD_FAILED.
- A project-directed upload (``FileInfo.upload_requested``, started by
  core/engine/directed_files.py over the same port) ends here too: the request is
  cleared either way, and a failure leaves the file itself untouched. A
  project-directed download ends here like a job's input.

Where the files are, how they move and how a signature is checked is the port's; this
module never touches a path.
"""
from __future__ import annotations

from collections.abc import Callable

from core.disk.policy import book_downloaded
from core.ports import TransferOutcome, Transfers
from core.state import ClientState, FileInfo, Result, ResultState
from core.state.files import FileStatus

ERR_RESULT_DOWNLOAD = -186
ERR_RESULT_UPLOAD = -187
ERR_NO_SIGNATURE = -123
ERR_RSA_FAILED = -120
ERR_FILE_MISSING = -163

Log = Callable[[str, str, int], None]  # (project name, body, priority 1 info / 2 alert)


class FileFlow:
    def __init__(
        self,
        state: ClientState,
        transfers: Transfers,
        log: Log,
        *,
        admit: Callable[[FileInfo, float], tuple[bool, str]] | None = None,
        unsigned_apps_ok: bool = False,
    ) -> None:
        self.state = state
        self.transfers = transfers
        self._log = log
        self._admit = admit
        self.unsigned_apps_ok = unsigned_apps_ok
        # Whether the last poll made a result runnable. Only that asks the CPU scheduler to
        # look again, as in BOINC's client ("files downloaded"); an upload that went through
        # makes a result ready to report, which is work fetch's business, not the scheduler's.
        self.inputs_arrived = False

    # ------------------------------------------------------------------ poll

    def poll(self, now: float) -> bool:
        """One pass; True when a result became runnable or ready to report (``inputs_arrived``
        tells which)."""
        changed = False
        self.inputs_arrived = False
        for done in self.transfers.poll(now):
            if done.final:
                changed |= self._transfer_done(done, now)
            else:
                self._retry_scheduled(done, now)
        for result in list(self.state.results.values()):
            if result.state in (ResultState.NEW, ResultState.FILES_DOWNLOADING) and not result.ready_to_report:
                changed |= self._advance_download(result, now)
            elif result.state == ResultState.FILES_UPLOADING:
                changed |= self._advance_upload(result, now)
        return changed

    def _needed_inputs(self, result: Result) -> list[FileInfo]:
        files: list[FileInfo] = []
        url = result.project_url
        wu = self.state.workunits.get((url, result.wu_name))
        names = [ref.file_name for ref in wu.input_files] if wu else []
        av = self.state.app_version_of(result) if wu else None
        if av is not None:
            names = [ref.file_name for ref in av.file_refs] + names
        for name in names:
            fi = self.state.file_infos.get((url, name))
            if fi is not None:
                files.append(fi)
        return files

    def _advance_download(self, result: Result, now: float) -> bool:
        missing = False
        for fi in self._needed_inputs(result):
            if fi.status == FileStatus.PRESENT:
                continue
            if fi.status < 0:
                self._fail_result(result, ERR_RESULT_DOWNLOAD, fi.error_msg or f"{fi.name}: download failed")
                return True
            missing = True
            if self.transfers.active((fi.project_url, fi.name), False):
                continue
            if self.transfers.on_disk(fi) and self._verified(fi):
                fi.status = FileStatus.PRESENT
                continue
            if not fi.download_urls:
                fi.status = ERR_FILE_MISSING
                fi.error_msg = f"{fi.name}: no download URL"
                continue
            if self._admit is not None:
                ok, why = self._admit(fi, now)
                if not ok:
                    continue  # waits for space; the disk keeper has said why
            self.transfers.start_download(fi, now)
            if result.state == ResultState.NEW:
                result.state = ResultState.FILES_DOWNLOADING
        if missing:
            if result.state == ResultState.NEW:
                result.state = ResultState.FILES_DOWNLOADING
            return False
        result.state = ResultState.FILES_DOWNLOADED
        self.inputs_arrived = True
        return True

    def _advance_upload(self, result: Result, now: float) -> bool:
        pending = False
        for ref in result.output_files:
            fi = self.state.file_infos.get((result.project_url, ref.file_name))
            if fi is None or not fi.upload_urls or fi.uploaded:
                continue
            if fi.status < 0:
                result.state = ResultState.UPLOAD_FAILED
                result.exit_status = ERR_RESULT_UPLOAD
                result.ready_to_report = True
                return True
            pending = True
            if not self.transfers.active((fi.project_url, fi.name), True):
                if not self.transfers.on_disk(fi):
                    fi.status = ERR_FILE_MISSING
                    fi.error_msg = f"output file {fi.name} is missing"
                    continue
                self.transfers.start_upload(fi, now)
        if pending:
            return False
        result.state = ResultState.FILES_UPLOADED
        result.ready_to_report = True
        return True

    # ------------------------------------------------------------- events

    def _retry_scheduled(self, done: TransferOutcome, now: float) -> None:
        """BOINC's two lines for a failed attempt that will be tried again, so that a
        "retry in 00:03:25" in the Transfers tab has its reason in the event log."""
        fi = self.state.file_infos.get(done.key)
        if fi is None:
            return
        project = self.state.projects.get(fi.project_url)
        pname = project.project_name if project and project.project_name else str(fi.project_url)
        way = "upload" if done.upload else "download"
        self._log(pname, f"Temporarily failed {way} of {fi.name}: {done.error}", 1)
        wait = max(done.next_request_time - now, 0.0)
        if wait >= 1:
            h, rest = divmod(int(wait), 3600)
            self._log(pname, f"Backing off {h:02d}:{rest // 60:02d}:{rest % 60:02d} on {way} of {fi.name}", 1)

    def _transfer_done(self, done: TransferOutcome, now: float) -> bool:
        fi = self.state.file_infos.get(done.key)
        if fi is None:
            return False  # the project was reset or detached meanwhile
        project = self.state.projects.get(fi.project_url)
        pname = project.project_name if project and project.project_name else str(fi.project_url)
        if done.upload:
            directed = fi.upload_requested
            fi.upload_requested = False
            if done.ok:
                fi.uploaded = True
                self._log(pname, f"Finished upload of {fi.name}", 1)
            else:
                if not directed:
                    # A job's output that cannot be sent fails its result; a file the
                    # project merely asked for stays as good as it was.
                    fi.status = done.error_code or ERR_RESULT_UPLOAD
                    fi.error_msg = done.error
                self._log(pname, f"Giving up on upload of {fi.name}: {done.error}", 2)
            return True
        if not done.ok:
            fi.status = done.error_code or ERR_RESULT_DOWNLOAD
            fi.error_msg = done.error
            self._log(pname, f"Giving up on download of {fi.name}: {done.error}", 2)
            return True
        if not self._verified(fi):
            return True
        self.transfers.arrived(fi)
        book_downloaded(self.state, fi)
        fi.status = FileStatus.PRESENT
        fi.arrival_time = fi.arrival_time or now
        fi.last_use_time = now
        self._log(pname, f"Finished download of {fi.name}", 1)
        return True

    def _verified(self, fi: FileInfo) -> bool:
        """Code-signature check of an executable; marks the file failed when refused."""
        if not fi.executable or self.unsigned_apps_ok:
            return True
        project = self.state.projects.get(fi.project_url)
        key = project.code_sign_key if project else ""
        why = ""
        code = 0
        if not fi.file_signature:
            why, code = f"{fi.name} has no code signature", ERR_NO_SIGNATURE
        elif not key:
            why, code = f"{fi.name}: the project sent no code-signing key", ERR_NO_SIGNATURE
        elif not self.transfers.signature_ok(fi, key):
            why, code = f"{fi.name}: signature verification failed", ERR_RSA_FAILED
        if not why:
            return True
        fi.status = code
        fi.error_msg = why
        self.transfers.discard(fi)
        self._log(project.project_name if project else "", f"Refusing executable: {why}", 2)
        return False

    def _fail_result(self, result: Result, code: int, why: str) -> None:
        result.exit_status = code
        result.ready_to_report = True
        result.stderr_out = why
        # The real client reports such a result with state FILES_DOWNLOADING (fixtures:
        # unsigned_app_rejected), so the server knows the job never started.
        result.state = ResultState.FILES_DOWNLOADING
