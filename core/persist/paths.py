"""Where every file of a BOINC data directory lives (client-state.md section 1).

``DataDir`` maps names to paths under one root and nothing else: it creates no
file and reads none, except ``ensure`` (makes the root) and ``slot_dir`` /
``project_dir`` callers that ask for the directory to exist. Project directory
names come from master URLs, which come from outside, so ``escape_url`` keeps
only ``[A-Za-z0-9._-]`` and ``project_dir`` refuses anything that would not be a
plain child of ``projects/`` ("", ".", ".."), so no URL can lead outside the root.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import appdirs

from core.errors import CoreError

ENV_DATA_DIR = "BOINC_GUI_DATA"
"""Environment variable that overrides the default data directory."""

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


class UnsafePathError(CoreError):
    """A name from outside that would not stay inside the data directory."""


def escape_url(url: str) -> str:
    """BOINC's escaped master URL: the ``<ESC>`` part of project file names (section 1.1).

    Drop the scheme up to ``://``, replace every character outside ``[A-Za-z0-9._-]``
    by ``_``, then drop one trailing ``_``.
    """
    _, sep, rest = url.partition("://")
    text = rest if sep else url
    escaped = _UNSAFE.sub("_", text)
    if escaped.endswith("_"):
        escaped = escaped[:-1]
    return escaped


def canonicalize_master_url(url: str) -> str:
    """BOINC's canonical master URL (section 1.2).

    Keep ``https://`` if given, otherwise force ``http://``; collapse ``//`` after the
    scheme; lowercase the host; end with ``/``.
    """
    text = url.strip()
    scheme = "http://"
    lower = text.lower()
    if lower.startswith("https://"):
        scheme = "https://"
        text = text[len("https://"):]
    elif lower.startswith("http://"):
        text = text[len("http://"):]
    elif "://" in text:
        text = text.split("://", 1)[1]
    while "//" in text:
        text = text.replace("//", "/")
    host, slash, path = text.partition("/")
    text = host.lower() + slash + path
    if not text.endswith("/"):
        text += "/"
    return scheme + text


def default_data_dir() -> Path:
    """``$BOINC_GUI_DATA`` if set and non-empty, else appdirs' user data dir for boinc-gui."""
    env = os.environ.get(ENV_DATA_DIR, "").strip()
    if env:
        return Path(env).expanduser()
    return Path(appdirs.user_data_dir("boinc-gui"))


def _safe_component(name: str, what: str) -> str:
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\0" in name:
        raise UnsafePathError(f"{what} {name!r} is not a safe file name")
    return name


@dataclass(frozen=True, slots=True)
class DataDir:
    """Paths of one data directory (client-state.md section 1). Pure: no I/O."""

    root: Path

    @property
    def client_state(self) -> Path:
        return self.root / "client_state.xml"

    @property
    def client_state_prev(self) -> Path:
        return self.root / "client_state_prev.xml"

    @property
    def client_state_next(self) -> Path:
        return self.root / "client_state_next.xml"

    @property
    def state_files(self) -> tuple[Path, Path, Path]:
        """The state file's three names, newest first: the order a reader tries them in
        (a save writes next, renames current to prev, then next to current)."""
        return (self.client_state_next, self.client_state, self.client_state_prev)

    @property
    def global_prefs(self) -> Path:
        return self.root / "global_prefs.xml"

    @property
    def global_prefs_override(self) -> Path:
        return self.root / "global_prefs_override.xml"

    @property
    def cc_config(self) -> Path:
        return self.root / "cc_config.xml"

    @property
    def gui_rpc_auth(self) -> Path:
        return self.root / "gui_rpc_auth.cfg"

    @property
    def remote_hosts(self) -> Path:
        return self.root / "remote_hosts.cfg"

    @property
    def lockfile(self) -> Path:
        return self.root / "lockfile"

    @property
    def stdout_log(self) -> Path:
        """The client's own log (BOINC's ``stdoutdae.txt``)."""
        return self.root / "stdoutdae.txt"

    @property
    def projects_root(self) -> Path:
        return self.root / "projects"

    @property
    def slots_root(self) -> Path:
        return self.root / "slots"

    def account_file(self, url: str) -> Path:
        return self.root / f"account_{_safe_component(escape_url(url), 'project URL')}.xml"

    def statistics_file(self, url: str) -> Path:
        return self.root / f"statistics_{_safe_component(escape_url(url), 'project URL')}.xml"

    def sched_request_file(self, url: str) -> Path:
        return self.root / f"sched_request_{_safe_component(escape_url(url), 'project URL')}.xml"

    def sched_reply_file(self, url: str) -> Path:
        return self.root / f"sched_reply_{_safe_component(escape_url(url), 'project URL')}.xml"

    def master_file(self, url: str) -> Path:
        return self.root / f"master_{_safe_component(escape_url(url), 'project URL')}.xml"

    def job_log_file(self, url: str) -> Path:
        return self.root / f"job_log_{_safe_component(escape_url(url), 'project URL')}.txt"

    def project_dir(self, url: str) -> Path:
        """``projects/<ESC>``; raises ``UnsafePathError`` if it would leave ``projects/``."""
        path = self.projects_root / _safe_component(escape_url(url), "project URL")
        if path.parent != self.projects_root:
            raise UnsafePathError(f"project URL {url!r} does not map to a project directory")
        return path

    def project_file(self, url: str, name: str) -> Path:
        """A project file ``projects/<ESC>/<name>``; the name must be a plain file name."""
        return self.project_dir(url) / _safe_component(name, "file name")

    def slot_dir(self, slot: int) -> Path:
        if slot < 0:
            raise UnsafePathError(f"slot number {slot} is negative")
        return self.slots_root / str(int(slot))

    def ensure(self) -> None:
        """Create the root, ``projects/`` and ``slots/`` if missing."""
        for path in (self.root, self.projects_root, self.slots_root):
            path.mkdir(parents=True, exist_ok=True)
