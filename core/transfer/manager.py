"""Persistent file transfers: URL cycling, retries, backoff, caps (BOINC's PERS_FILE_XFER_SET).

The engine thread owns a ``TransferManager``. ``start_download`` / ``start_upload``
register a persistent transfer for one file; ``poll(now)`` (never blocking)
collects finished attempts, classifies them (codes.classify), schedules
retries, and starts new attempts in worker threads within the caps:
``max_file_xfers`` per direction overall and ``max_file_xfers_per_project`` per
direction and project, transfers that already moved bytes first. An attempt
runs in ``attempt.run_download`` / ``run_upload`` and touches only its own files.

Retry rules (file-transfer.md §6): URLs are tried in order from index 0; a
failure moves to the next URL at once; after a full round of URLs a transient
failure backs off ``calculate_exponential_backoff(nretry, 120 s, 6 h)`` and a
permanent one gives up. After three consecutive transient failures in a project
and direction, that project backs off too and its retried transfers wait.
Transfers failing for longer than the give-up period (90 days) give up.
Downloads whose bytes fail MD5/size checks are retried up to three times
(BOINC fails them at once; see codes.MAX_VERIFY_FAILURES).

``now`` is the engine's clock and drives every backoff decision; bytes and
speeds are real I/O measured with the monotonic clock.
"""
from __future__ import annotations

import logging
import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from core.file_names import file_name_problem
from core.ids import FileKey, ProjectUrl
from core.policy.rpc_backoff import calculate_exponential_backoff
from core.state.files import FileInfo
from core.transfer import codes
from core.transfer.attempt import AttemptResult, DownloadSpec, Progress, UploadSpec, run_download, run_upload
from core.transfer.codes import Severity
from core.transfer.events import EventKind, PersXferState, TransferEvent, TransferStatus, status_text
from core.transfer.settings import TransferSettings
from core.transfer.throttle import TokenBucket

log = logging.getLogger(__name__)

SPEED_TIME_CONSTANT_S = 3.0
"""Smoothing of the displayed speed (exponential average over about this long)."""


@dataclass
class _ProjectBackoff:
    """BOINC's FILE_XFER_BACKOFF for one project and direction."""

    failures: int = 0
    next_xfer_time: float = 0.0


@dataclass
class _Xfer:
    key: FileKey
    upload: bool
    spec: DownloadSpec | UploadSpec
    urls: tuple[str, ...]
    total_bytes: float
    state: PersXferState
    giveup_s: float
    url_index: int = 0
    round_start: int = 0
    upload_offset: float = -1.0
    verify_failures: int = 0
    last_error: str = ""
    last_error_code: int = 0
    aborted: bool = False
    thread: threading.Thread | None = None
    progress: Progress | None = None
    result: list[AttemptResult] = field(default_factory=list)
    speed_bytes_s: float = 0.0
    _speed_mark: tuple[float, int] = (0.0, 0)
    attempt_s: float = 0.0  # the last attempt's wall time, set by its worker as it ends

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()


class TransferManager:
    """All persistent transfers of the client. Every method is for the engine thread only.

    Worker threads leave a result that ``poll`` picks up; the only call they make is
    ``on_done`` (set by the live client: wake the engine loop so that it picks the result
    up at once rather than at its next timed pass).
    """

    def __init__(self, settings: TransferSettings | None = None, *, rng: random.Random | None = None) -> None:
        self.settings = settings or TransferSettings()
        self._rng = rng or random.Random(0)
        self._xfers: dict[tuple[FileKey, bool], _Xfer] = {}
        self._backoffs: dict[tuple[ProjectUrl, bool], _ProjectBackoff] = {}
        self._buckets = {
            False: TokenBucket(self.settings.max_bytes_sec_down),
            True: TokenBucket(self.settings.max_bytes_sec_up),
        }
        self._pending_events: list[TransferEvent] = []
        self._suspended = False
        self._downloads_held = False
        self._last_now: float | None = None
        self.on_done: Callable[[], None] | None = None  # called on the worker thread as it ends
        # (upload?, bytes moved, seconds) of each finished attempt, for the client's
        # <net_stats>; the live client takes them each pass (take_net_samples).
        self._net_samples: list[tuple[bool, float, float]] = []
        # Bytes moved by attempts that ended, per direction (True = upload), for /metrics.
        self.bytes_moved: dict[bool, int] = {False: 0, True: 0}

    @property
    def idle(self) -> bool:
        """No transfer, running or waiting, and nothing left for ``poll`` to report."""
        return not self._xfers and not self._pending_events

    # ---- registration ----

    def start_download(self, fi: FileInfo, dest: Path, now: float, *, giveup_s: float | None = None,
                       restore: PersXferState | None = None) -> None:
        """Register a download of ``fi`` to ``dest`` (chosen by the caller, never by the server)."""
        spec = DownloadSpec(
            name=fi.name, dest=dest, nbytes=fi.nbytes, max_nbytes=fi.max_nbytes, md5_cksum=fi.md5_cksum,
            gzipped=fi.download_gzipped, gzipped_nbytes=fi.gzipped_nbytes,
            check_md5=not fi.signature_required, executable=fi.executable,
        )
        self._register(fi, False, spec, tuple(fi.download_urls), dest, now, giveup_s, restore)

    def start_upload(self, fi: FileInfo, src: Path, now: float, *, giveup_s: float | None = None,
                     restore: PersXferState | None = None) -> None:
        """Register an upload of ``src`` (the output file ``fi``) to its upload URLs."""
        spec = UploadSpec(name=fi.name, src=src, max_nbytes=fi.max_nbytes, md5_cksum=fi.md5_cksum,
                          xml_signature=fi.xml_signature)
        self._register(fi, True, spec, tuple(fi.upload_urls), src, now, giveup_s, restore)

    def _register(self, fi: FileInfo, upload: bool, spec: DownloadSpec | UploadSpec, urls: tuple[str, ...],
                  path: Path, now: float, giveup_s: float | None, restore: PersXferState | None) -> None:
        key: FileKey = (fi.project_url, fi.name)
        if (key, upload) in self._xfers:
            return
        problem = file_name_problem(fi.name) or file_name_problem(path.name)
        if problem or not urls:
            why = f"refused file name {fi.name!r}: {problem}" if problem else f"{fi.name}: no URL to transfer from"
            self._pending_events.append(TransferEvent(key, upload, EventKind.FAILED, codes.ERR_HTTP_PERMANENT, why))
            return
        state = restore or PersXferState(first_request_time=now, is_upload=upload)
        total = fi.gzipped_nbytes if (fi.download_gzipped and fi.gzipped_nbytes > 0 and not upload) else fi.nbytes
        self._xfers[(key, upload)] = _Xfer(key, upload, spec, urls, total, state,
                                          self.settings.giveup_s if giveup_s is None else giveup_s)

    # ---- queries ----

    def active(self, key: FileKey, upload: bool) -> bool:
        """True while a (not aborted) transfer exists for this file and direction."""
        x = self._xfers.get((key, upload))
        return x is not None and not x.aborted

    def persistent_state(self, key: FileKey, upload: bool) -> PersXferState | None:
        """What to write as ``<persistent_file_xfer>`` in client_state.xml."""
        x = self._xfers.get((key, upload))
        return None if x is None or x.aborted else x.state

    def statuses(self, now: float) -> list[TransferStatus]:
        """One snapshot per transfer, for the Transfers tab and ``get_file_transfers``."""
        out = []
        for x in self._xfers.values():
            if x.aborted:
                continue
            pb = self._backoffs.get((x.key[0], x.upload), _ProjectBackoff())
            backoff_left = max(0.0, pb.next_xfer_time - now)
            p = x.progress if x.running else None
            done = x.state.last_bytes_xferred
            out.append(
                TransferStatus(
                    project_url=x.key[0],
                    name=x.key[1],
                    upload=x.upload,
                    bytes_done=done,
                    total_bytes=x.total_bytes,
                    speed_bytes_s=x.speed_bytes_s if p else 0.0,
                    elapsed_s=x.state.time_so_far,
                    num_retries=x.state.num_retries,
                    first_request_time=x.state.first_request_time,
                    next_request_time=x.state.next_request_time,
                    is_active=p is not None,
                    url=p.url if p else "",
                    last_error=x.last_error,
                    last_error_code=x.last_error_code,
                    project_backoff_s=backoff_left,
                    status=status_text(
                        x.upload, p is not None, self._suspended, x.state.next_request_time, backoff_left, now
                    ),
                )
            )
        return out

    # ---- operations ----

    def retry_now(self, key: FileKey, upload: bool) -> bool:
        """GUI "Retry now": clear this transfer's and its project's backoff. False if unknown."""
        x = self._xfers.get((key, upload))
        if x is None or x.aborted:
            return False
        x.state = replace(x.state, next_request_time=0.0)
        self._backoffs.pop((key[0], upload), None)
        return True

    def abort(self, key: FileKey, upload: bool) -> bool:
        """GUI "Abort": a permanent failure with ERR_ABORTED_VIA_GUI, reported by the next poll."""
        x = self._xfers.get((key, upload))
        if x is None or x.aborted:
            return False
        x.aborted = True
        if x.progress is not None:
            x.progress.cancel.set()
        self._pending_events.append(TransferEvent(key, upload, EventKind.FAILED, codes.ERR_ABORTED_VIA_GUI,
                                                  f"{key[1]}: aborted by user"))
        return True

    def suspend(self) -> None:
        """Network suspended: stop running attempts (partial downloads are kept) and start none."""
        self._suspended = True
        for x in self._xfers.values():
            if x.running and x.progress is not None:
                x.progress.cancel.set()

    def resume(self) -> None:
        """Network available again; project backoff times are cleared, counts kept (BOINC)."""
        self._suspended = False
        for pb in self._backoffs.values():
            pb.next_xfer_time = 0.0

    def hold_downloads(self, hold: bool) -> None:
        """While held, no download attempt starts (the disk is full); running ones go on, uploads too."""
        self._downloads_held = hold

    def update_settings(self, settings: TransferSettings) -> None:
        """New caps, timeouts or bandwidth limits; running attempts keep their timeouts."""
        self.settings = settings
        self._buckets[False].set_rate(settings.max_bytes_sec_down)
        self._buckets[True].set_rate(settings.max_bytes_sec_up)

    def shutdown(self, wait_s: float = 5.0) -> None:
        """Stop every attempt and wait up to ``wait_s`` for the worker threads."""
        self.suspend()
        deadline = time.monotonic() + wait_s
        for x in list(self._xfers.values()):
            if x.thread is not None:
                x.thread.join(max(0.0, deadline - time.monotonic()))

    # ---- the poll ----

    def poll(self, now: float) -> list[TransferEvent]:
        """Collect finished attempts, schedule retries, start what may start. Never blocks."""
        events, self._pending_events = self._pending_events, []
        elapsed = 0.0 if self._last_now is None else max(0.0, now - self._last_now)
        self._last_now = now
        mono = time.monotonic()
        for key, x in list(self._xfers.items()):
            if x.running:
                self._account(x, elapsed, mono)
                continue
            if x.thread is not None:
                self._account(x, elapsed, mono)
                x.thread = None
                result = x.result.pop() if x.result else AttemptResult(codes.ERR_IO, "worker ended without a result", 0)
                if result.bytes_moved > 0 and x.attempt_s > 0:
                    self._net_samples.append((x.upload, float(result.bytes_moved), x.attempt_s))
                self.bytes_moved[x.upload] += max(0, result.bytes_moved)
                cancelled = x.progress is not None and x.progress.cancel.is_set()
                x.progress = None
                if x.aborted:
                    self._drop(key, x)
                    continue
                if cancelled and result.error:
                    if x.upload:
                        x.upload_offset = -1.0
                    continue
                event = self._attempt_done(x, result, now)
                events.append(event)
                if event.kind is not EventKind.RETRY_SCHEDULED:
                    del self._xfers[key]
            elif x.aborted:
                self._drop(key, x)
        if not self._suspended:
            self._start_ready(now)
        return events

    def take_net_samples(self) -> list[tuple[bool, float, float]]:
        """(upload?, bytes, seconds) of the attempts finished since the last call."""
        samples, self._net_samples = self._net_samples, []
        return samples

    def _drop(self, key: tuple[FileKey, bool], x: _Xfer) -> None:
        del self._xfers[key]
        if isinstance(x.spec, DownloadSpec):
            x.spec.partial.unlink(missing_ok=True)

    def _account(self, x: _Xfer, elapsed: float, mono: float) -> None:
        p = x.progress
        if p is None:
            return
        x.state = replace(x.state, time_so_far=x.state.time_so_far + elapsed,
                          last_bytes_xferred=float(p.file_offset + p.bytes_xferred))
        mark_t, mark_b = x._speed_mark
        dt = mono - mark_t
        if dt > 0 and mark_t > 0:
            inst = max(0.0, (p.bytes_xferred - mark_b) / dt)
            weight = 1.0 - math.exp(-dt / SPEED_TIME_CONSTANT_S)
            x.speed_bytes_s += weight * (inst - x.speed_bytes_s)
        x._speed_mark = (mono, p.bytes_xferred)

    def _attempt_done(self, x: _Xfer, res: AttemptResult, now: float) -> TransferEvent:
        backoff = self._backoffs.setdefault((x.key[0], x.upload), _ProjectBackoff())
        if res.error == 0:
            backoff.failures, backoff.next_xfer_time = 0, 0.0
            log.info("[file_xfer] Finished %s of %s", "upload" if x.upload else "download", x.key[1])
            return TransferEvent(x.key, x.upload, EventKind.FINISHED, 0, "", nbytes=res.nbytes, md5_cksum=res.md5_cksum)
        x.last_error, x.last_error_code = res.message, res.error
        if x.upload:
            x.upload_offset = -1.0 if (res.bytes_moved > 0 or len(x.urls) > 1) else res.upload_offset
        severity = codes.classify(res.error, upload=x.upload)
        if severity is Severity.VERIFY:
            x.verify_failures += 1
            severity = Severity.PERMANENT if x.verify_failures >= codes.MAX_VERIFY_FAILURES else Severity.TRANSIENT
            if severity is Severity.PERMANENT:
                return self._give_up(x, res.error, res.message)
        if severity is Severity.TRANSIENT and now - x.state.first_request_time > x.giveup_s:
            return self._give_up(x, codes.ERR_TIMEOUT, f"{res.message} (giving up after {x.giveup_s / 86400:.0f} days)")
        x.url_index = (x.url_index + 1) % len(x.urls)
        if x.url_index != x.round_start:
            x.state = replace(x.state, next_request_time=now)
            return TransferEvent(x.key, x.upload, EventKind.RETRY_SCHEDULED, res.error,
                                 f"{res.message}; trying the next URL", next_request_time=now)
        if severity is Severity.PERMANENT:
            return self._give_up(x, res.error, res.message)
        nretry = x.state.num_retries + 1
        delay = calculate_exponential_backoff(nretry, self.settings.retry_delay_min_s,
                                              self.settings.retry_delay_max_s, self._rng.random())
        x.state = replace(x.state, num_retries=nretry, next_request_time=now + delay)
        x.round_start = x.url_index
        if now >= backoff.next_xfer_time:  # failures while backed off do not count
            backoff.failures += 1
            if backoff.failures >= codes.FILE_XFER_FAILURE_LIMIT:
                backoff.next_xfer_time = now + calculate_exponential_backoff(
                    backoff.failures,
                    self.settings.retry_delay_min_s,
                    self.settings.retry_delay_max_s,
                    self._rng.random(),
                )
        log.info("[file_xfer] Backing off %.0f s on %s of %s: %s", delay, "upload" if x.upload else "download",
                 x.key[1], res.message)
        return TransferEvent(x.key, x.upload, EventKind.RETRY_SCHEDULED, res.error, res.message,
                             next_request_time=now + delay)

    def _give_up(self, x: _Xfer, error: int, message: str) -> TransferEvent:
        log.warning("[file_xfer] Giving up on %s of %s: %s", "upload" if x.upload else "download", x.key[1], message)
        if isinstance(x.spec, DownloadSpec):
            x.spec.partial.unlink(missing_ok=True)
        return TransferEvent(x.key, x.upload, EventKind.FAILED, error, message)

    def _start_ready(self, now: float) -> None:
        busy_total = {False: 0, True: 0}
        busy_project: dict[tuple[ProjectUrl, bool], int] = {}
        for x in self._xfers.values():
            if x.running:
                busy_total[x.upload] += 1
                pk = (x.key[0], x.upload)
                busy_project[pk] = busy_project.get(pk, 0) + 1
        # Caps below 1 would park every transfer for ever; cc_config's reader already
        # warned about such values, settings built elsewhere get the same floor.
        max_total = max(self.settings.max_file_xfers, 1)
        max_project = max(self.settings.max_file_xfers_per_project, 1)
        waiting = [x for x in self._xfers.values() if x.thread is None and not x.aborted]
        waiting.sort(key=lambda x: (x.state.last_bytes_xferred <= 0, x.state.first_request_time))
        for x in waiting:
            pk = (x.key[0], x.upload)
            if x.state.next_request_time > now or (self._downloads_held and not x.upload):
                continue
            pb = self._backoffs.get(pk)
            if pb is not None and pb.next_xfer_time > now and x.state.num_retries > 0:
                continue
            if busy_total[x.upload] >= max_total:
                continue
            if busy_project.get(pk, 0) >= max_project:
                continue
            busy_total[x.upload] += 1
            busy_project[pk] = busy_project.get(pk, 0) + 1
            self._launch(x)

    def _launch(self, x: _Xfer) -> None:
        progress = Progress()
        url = x.urls[x.url_index]
        settings, bucket, sink = self.settings, self._buckets[x.upload], x.result
        spec, offset = x.spec, x.upload_offset

        def work() -> None:
            started = time.monotonic()
            try:
                if isinstance(spec, UploadSpec):
                    sink.append(run_upload(url, spec, offset, settings, bucket, progress))
                else:
                    sink.append(run_download(url, spec, settings, bucket, progress))
            except Exception as exc:  # a bug must not kill the transfer silently
                log.exception("transfer worker failed")
                sink.append(AttemptResult(codes.ERR_IO, f"internal error: {exc}", progress.bytes_xferred))
            # BOINC times the data phase only (curl's total minus time to first byte);
            # the whole attempt is close enough for a rate averaged over a week.
            x.attempt_s = time.monotonic() - started
            hook = self.on_done
            if hook is not None:
                hook()

        x.progress = progress
        x.speed_bytes_s, x._speed_mark = 0.0, (time.monotonic(), 0)
        x.thread = threading.Thread(target=work, name=f"xfer-{x.key[1]}", daemon=True)
        log.info("[file_xfer] Started %s of %s from %s", "upload" if x.upload else "download", x.key[1], url)
        x.thread.start()
