"""GUI RPC password and remote-host files in the data directory.

``gui_rpc_auth.cfg`` (gui-rpc.md 2.1): the password is its first line,
whitespace-stripped, at most 255 characters; a missing file is created with a
random 32-hex-digit password (no trailing newline) readable by the owner only;
an empty file means "no password". ``remote_hosts.cfg`` (2.3): one host name
or address per line, ``#``/``;`` comments, resolved to addresses on every read.
``read_client_password`` is the client-side search order of 2.5.
"""
from __future__ import annotations

import logging
import socket
from pathlib import Path

from core.persist.gui_rpc_auth import read_or_create_password, read_password_file
from core.persist.paths import DataDir

log = logging.getLogger(__name__)

AUTH_FILE = "gui_rpc_auth.cfg"
REMOTE_HOSTS_FILE = "remote_hosts.cfg"


def load_or_create_password(data_dir: Path | str) -> str:
    """The server's password; creates the file (mode 0600) if it is missing (core/persist/gui_rpc_auth.py)."""
    return read_or_create_password(DataDir(Path(data_dir)))


def read_remote_hosts(data_dir: Path | str) -> set[str]:
    """Addresses allowed to connect from elsewhere; unreadable entries are skipped."""
    path = Path(data_dir) / REMOTE_HOSTS_FILE
    try:
        text = path.read_text(encoding="utf-8", errors="replace")[:1_000_000]
    except OSError:
        return set()
    out: set[str] = set()
    for raw in text.splitlines():
        entry = raw.strip()
        if not entry or entry[0] in "#;":
            continue
        try:
            out.add(socket.gethostbyname(entry))
        except (OSError, UnicodeError):
            log.warning("remote_hosts.cfg: cannot resolve %r", entry)
    return out


def read_client_password(cwd: Path | str = ".") -> str:
    """The password a local tool would use: ./gui_rpc_auth.cfg, then the Debian data dir."""
    candidates = [Path(cwd) / AUTH_FILE]
    try:
        for line in Path("/etc/boinc-client/config.properties").read_text().splitlines():
            if line.startswith("data_dir="):
                candidates.append(Path(line[len("data_dir="):].strip()) / AUTH_FILE)
    except OSError:
        pass
    candidates.append(Path("/var/lib/boinc") / AUTH_FILE)
    for path in candidates:
        try:
            return read_password_file(path)
        except OSError:
            continue
    return ""
