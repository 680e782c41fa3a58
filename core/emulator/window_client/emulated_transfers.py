"""The Transfers port in simulated time, for the emulated client in the window.

The emulated client gives each new job an input file to download and an output file
to upload, and runs the live client's file flow (core/engine/file_flow.py) over this
port: a job stays in FILES_DOWNLOADING until its input is here and in FILES_UPLOADING
until its output is sent, so what the Tasks and Transfers tabs show agrees.

Transfers move at a fixed emulated bandwidth (capped by the preferences'
rate limits) shared evenly among the active ones, only while the network is
allowed. A seeded generator makes some attempts fail part-way, followed by a
retry backoff (as BOINC's per-file backoff does), so "retry in" statuses and
the Retry button have something to act on.

A file whose size is not known yet (the emulated client's job files) gets one when
its transfer starts. A broken-off attempt is reported to the flow (as the live transfer manager reports one),
which says in the event log when it will be tried again. An emulated file is on disk
once its status is PRESENT (downloaded, or written by its job); signatures are not
emulated. Reads the file infos it is given and writes only its own records; the file
flow applies the outcomes to the state on the emulated client's thread.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from core.api.snapshot import TransferDirection, TransferRow
from core.ids import FileKey, ProjectUrl
from core.ports import TransferDone
from core.spans import format_span
from core.state import FileInfo, FileStatus

EMULATED_BANDWIDTH_BPS = 200e3
"""Bytes per second all transfers share (slow enough to watch at 60x speed)."""
FAILURE_PROBABILITY = 0.08
MIN_BACKOFF_S, MAX_BACKOFF_S = 60.0, 600.0
MAX_FILE_XFERS, MAX_FILE_XFERS_PER_PROJECT = 8, 2
"""BOINC's cc_config defaults for concurrent transfers; the rest wait as "pending"."""


@dataclass(slots=True)
class EmulatedTransfer:
    file: FileKey
    project_name: str
    direction: TransferDirection
    nbytes: float
    done: float = 0.0
    elapsed_s: float = 0.0
    speed_bps: float = 0.0
    retry_at: float = 0.0  # 0 = active (or pending a slot)
    fail_at_fraction: float = 2.0  # the attempt fails when it reaches this fraction (>1 = never)

    @property
    def file_name(self) -> str:
        return str(self.file[1])

    @property
    def upload(self) -> bool:
        return self.direction is TransferDirection.UPLOAD

    @property
    def key(self) -> tuple[ProjectUrl, str, str]:
        return (self.file[0], self.file_name, self.direction.value)


class EmulatedTransfers:
    """All transfers of one emulated client: the ``Transfers`` port; used on its thread only."""

    def __init__(self, rng: random.Random, network: Callable[[], bool],
                 max_rates: Callable[[], tuple[float, float]], project_name: Callable[[ProjectUrl], str]) -> None:
        self.rng = rng
        self._network = network  # the network is allowed now (the host's modes)
        self._max_rates = max_rates  # the preferences' (download, upload) bytes/s limits; 0 = none
        self._name = project_name
        self.items: dict[tuple[ProjectUrl, str, str], EmulatedTransfer] = {}
        self._now = 0.0
        self._rows: dict[tuple[ProjectUrl, str, str], TransferRow] = {}

    # ------------------------------------------------------------ the port

    def start_download(self, fi: FileInfo, now: float) -> None:
        self._add(fi, TransferDirection.DOWNLOAD)

    def start_upload(self, fi: FileInfo, now: float) -> None:
        self._add(fi, TransferDirection.UPLOAD)

    def _add(self, fi: FileInfo, direction: TransferDirection) -> None:
        if fi.nbytes <= 0:
            # The emulated projects' files get their size here, drawn when they first move.
            fi.nbytes = float(int(self.rng.uniform(0.5e6, 20e6)))
        t = EmulatedTransfer((fi.project_url, fi.name), self._name(fi.project_url), direction, fi.nbytes)
        self._arm_failure(t)
        self.items[t.key] = t

    def poll(self, now: float) -> list[TransferDone]:
        max_down, max_up = self._max_rates()
        return self.advance(now, self._network(), max_down, max_up)

    def active(self, key: FileKey, upload: bool) -> bool:
        direction = TransferDirection.UPLOAD if upload else TransferDirection.DOWNLOAD
        return (key[0], str(key[1]), direction.value) in self.items

    def abort(self, key: FileKey, upload: bool) -> None:
        direction = TransferDirection.UPLOAD if upload else TransferDirection.DOWNLOAD
        self.items.pop((key[0], str(key[1]), direction.value), None)

    def on_disk(self, fi: FileInfo) -> bool:
        return fi.status == FileStatus.PRESENT

    def intact(self, fi: FileInfo) -> bool:
        return bool(fi.md5_cksum) and self.on_disk(fi)  # an emulated file has no bytes to hash

    def signature_ok(self, fi: FileInfo, public_key: str) -> bool:
        return True  # the emulated projects send no executables to check

    def arrived(self, fi: FileInfo) -> None:
        pass

    def discard(self, fi: FileInfo) -> None:
        pass

    def _arm_failure(self, t: EmulatedTransfer) -> None:
        failing = self.rng.random() < FAILURE_PROBABILITY
        t.fail_at_fraction = self.rng.uniform(0.1, 0.9) if failing else 2.0

    def _active(self, now: float) -> list[EmulatedTransfer]:
        active: list[EmulatedTransfer] = []
        per_project: dict[ProjectUrl, int] = {}
        for t in self.items.values():
            if t.retry_at > now or len(active) >= MAX_FILE_XFERS:
                continue
            n = per_project.get(t.file[0], 0)
            if n < MAX_FILE_XFERS_PER_PROJECT:
                per_project[t.file[0]] = n + 1
                active.append(t)
        return active

    def advance(self, now: float, network: bool, max_down_bps: float, max_up_bps: float) -> list[TransferDone]:
        """Move transfers on to ``now``; report those that completed (and forget them) or broke off."""
        dt = now - self._now
        self._now = now
        out: list[TransferDone] = []
        if dt <= 0:
            return out
        active = self._active(now) if network else []
        for t in self.items.values():
            t.speed_bps = 0.0
        if not active:
            return out
        done: list[EmulatedTransfer] = []
        for t in active:
            limit = max_down_bps if t.direction is TransferDirection.DOWNLOAD else max_up_bps
            rate = EMULATED_BANDWIDTH_BPS / len(active)
            if limit > 0:
                rate = min(rate, limit)
            t.speed_bps = rate
            t.elapsed_s += dt
            t.done = min(t.nbytes, t.done + rate * dt)
            if t.done >= t.fail_at_fraction * t.nbytes:
                # The attempt breaks off; BOINC keeps the bytes and resumes later.
                t.retry_at = now + self.rng.uniform(MIN_BACKOFF_S, MAX_BACKOFF_S)
                t.speed_bps = 0.0
                self._arm_failure(t)
                out.append(TransferDone(t.file, t.upload, False, "the connection broke off", final=False,
                                        next_request_time=t.retry_at))
            elif t.done >= t.nbytes:
                done.append(t)
        for t in done:
            del self.items[t.key]
            out.append(TransferDone(t.file, t.upload, True))
        return out

    def next_event(self, now: float, network: bool) -> float:
        """When a transfer next completes, fails or comes out of backoff (inf if never)."""
        soonest = math.inf
        for t in self.items.values():
            if t.retry_at > now:
                soonest = min(soonest, t.retry_at)
        active = self._active(now) if network else []
        if active:
            rate = EMULATED_BANDWIDTH_BPS / len(active)
            for t in active:
                end = min(t.nbytes, t.fail_at_fraction * t.nbytes)
                soonest = min(soonest, now + max(end - t.done, 0.0) / rate)
        return soonest

    def retry(self, key: tuple[ProjectUrl, str, str], now: float) -> bool:
        t = self.items.get(key)
        if t is None:
            return False
        t.retry_at = 0.0
        return True

    def remove(self, key: tuple[ProjectUrl, str, str]) -> EmulatedTransfer | None:
        return self.items.pop(key, None)

    def remove_project(self, url: ProjectUrl) -> None:
        for key in [k for k in self.items if k[0] == url]:
            del self.items[key]

    def rows(self, now: float, network: bool, reason: str) -> tuple[TransferRow, ...]:
        out: list[TransferRow] = []
        rows: dict[tuple[ProjectUrl, str, str], TransferRow] = {}
        for key, t in self.items.items():
            if t.retry_at > now:
                what = f"retry in {format_span(t.retry_at - now)}"
            elif not network:
                what = f"suspended - {reason}" if reason else "suspended"
            elif t.speed_bps > 0:
                what = "active"
            else:
                what = "pending"
            row = TransferRow(
                key=key, project_url=key[0], project_name=t.project_name, file_name=t.file_name,
                direction=t.direction, bytes_done=t.done, nbytes=t.nbytes, elapsed_s=t.elapsed_s,
                speed_bps=t.speed_bps, status=f"{t.direction.value}: {what}",
                retry_at=t.retry_at if t.retry_at > now else 0.0, failed=False,
            )
            prev = self._rows.get(key)
            row = prev if prev is not None and prev == row else row
            rows[key] = row
            out.append(row)
        self._rows = rows
        return tuple(out)
