"""Keeping the data directory's copy of BOINC's project list current (all_projects_list.xml).

BOINC's client (client/acct_setup.cpp) downloads https://boinc.berkeley.edu/project_list.php
into ``all_projects_list_temp.xml`` and renames it over ``all_projects_list.xml`` only when
the download is a whole list; it does this when the last good download is 14 days old,
and after a failed one it tries again a day later. We do the same, and check more: the
download must parse with the hardened parser and name at least one project, so an empty,
cut-off or hostile reply never replaces the last good copy.

The two times BOINC keeps in client_state.xml are the files' own modification times
here (set to the attempt's ``now``): the good copy's is the last success, the temporary
file's the last failure (it keeps what came, possibly nothing, for a look). A clock that
went back more than a day makes the check due at once rather than weeks late.

``ProjectListRefresher.poll`` is called on the engine thread each pass: it is cheap,
starts one worker thread when a fetch is due and the network may be used, and hands
back the finished attempt's sentence for the event log. ``refresh`` is the blocking
attempt itself (the worker's, and the tests').

Reads and writes: ``all_projects_list.xml`` and ``all_projects_list_temp.xml`` in the
data directory.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.accounts.fetch import WebRpcError, fetch
from core.accounts.project_list import ALL_PROJECTS_LIST_FILE, MAX_LIST_BYTES, parse_project_list
from core.errors import XmlInputError
from core.persist.atomic import write_atomic
from core.transfer.settings import ProxySettings

PROJECT_LIST_URL = "https://boinc.berkeley.edu/project_list.php"
TEMP_FILE = "all_projects_list_temp.xml"
CHECK_PERIOD_S = 14 * 86400.0  # BOINC's ALL_PROJECTS_LIST_CHECK_PERIOD
RETRY_AFTER_ERROR_S = 86400.0  # BOINC: "if error, try again in a day"
URL_ENV = "BOINC_GUI_PROJECT_LIST_URL"
"""Where the list is fetched from; set and empty, no fetch at all (the test suite sets it so)."""


def project_list_url() -> str:
    """The list's address: BOINC's, unless the environment names another ("" = never fetch)."""
    return os.environ.get(URL_ENV, PROJECT_LIST_URL)


@dataclass(frozen=True, slots=True)
class RefreshOutcome:
    replaced: bool
    message: str  # one sentence for the event log
    projects: int = 0
    account_managers: int = 0


def _mtime(path: Path) -> float | None:
    try:
        return path.stat().st_mtime
    except OSError:
        return None


def _stale(when: float | None, now: float, period: float) -> bool:
    if when is None:
        return True
    age = now - when
    return age >= period or age < -RETRY_AFTER_ERROR_S


class ProjectListRefresher:
    def __init__(self, data_dir: Path, url: str, *, proxy: Callable[[], ProxySettings] | None = None,
                 timeout_s: float = 60.0) -> None:
        self.data_dir = Path(data_dir)
        self.url = url
        self._proxy = proxy or ProxySettings
        self.timeout_s = timeout_s
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._finished: RefreshOutcome | None = None
        self._next_check = 0.0  # no stat() before this (poll runs every pass)

    @property
    def good_copy(self) -> Path:
        return self.data_dir / ALL_PROJECTS_LIST_FILE

    @property
    def temp_copy(self) -> Path:
        return self.data_dir / TEMP_FILE

    def due(self, now: float) -> bool:
        """A fetch is due: the good copy is missing or two weeks old, and no attempt failed in the last day."""
        if not self.url:
            return False
        return (_stale(_mtime(self.good_copy), now, CHECK_PERIOD_S)
                and _stale(_mtime(self.temp_copy), now, RETRY_AFTER_ERROR_S))

    def refresh(self, now: float) -> RefreshOutcome:
        """Fetch the list once (blocking); replace the good copy only with a whole, parsable list."""
        try:
            data = fetch(self.url, timeout_s=self.timeout_s, max_bytes=MAX_LIST_BYTES, proxy=self._proxy())
        except WebRpcError as exc:
            return self._failed(b"", now, exc.message)
        try:
            items = parse_project_list(data, source=self.url)
        except XmlInputError as exc:
            return self._failed(data, now, str(exc))
        if b"</projects>" not in data:  # BOINC's own test for a whole download
            return self._failed(data, now, "the list is cut off (no </projects>)")
        managers = sum(1 for it in items if it.is_account_manager)
        if len(items) == managers:
            return self._failed(data, now, "the list names no project")
        try:
            write_atomic(self.good_copy, data, temp=self.temp_copy)
            os.utime(self.good_copy, (now, now))
        except OSError as exc:
            return RefreshOutcome(False, f"Fetched BOINC's project list but could not save it: {exc.strerror or exc}")
        n = len(items) - managers
        return RefreshOutcome(True, f"Fetched BOINC's project list: {n} projects, {managers} account managers",
                              n, managers)

    def _failed(self, data: bytes, now: float, why: str) -> RefreshOutcome:
        try:
            self.temp_copy.write_bytes(data)
            os.utime(self.temp_copy, (now, now))
        except OSError:
            pass  # the next pass tries again; nothing else is touched
        kept = "keeping the last good copy" if self.good_copy.exists() else "using the list shipped with boinc-gui"
        return RefreshOutcome(False, f"Could not fetch BOINC's project list from {self.url}: {why}; {kept}, "
                              "trying again in a day")

    def poll(self, now: float, network_allowed: bool) -> RefreshOutcome | None:
        """Engine thread, every pass: start a worker when due; the finished attempt's outcome, once."""
        with self._lock:
            done, self._finished = self._finished, None
        if done is not None or not network_allowed or now < self._next_check:
            return done
        if self._worker is not None and self._worker.is_alive():
            return None
        self._next_check = now + 60.0
        if not self.due(now):
            return None

        def work() -> None:
            outcome = self.refresh(now)
            with self._lock:
                self._finished = outcome

        self._worker = threading.Thread(target=work, name="project-list", daemon=True)
        self._worker.start()
        return None

    def join(self, timeout_s: float) -> None:
        """Wait for a running worker (tests; closing)."""
        if self._worker is not None:
            self._worker.join(timeout_s)
