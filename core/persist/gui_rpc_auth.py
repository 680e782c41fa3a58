"""The GUI RPC password file ``gui_rpc_auth.cfg`` (gui-rpc.md section 2.1).

The password is the first line of the file, whitespace stripped. A missing file
is created at first start with 32 random lowercase hex characters, no trailing
newline, mode 0600 (created with that mode, so it is never readable by others
even for an instant). A present but empty file means "no password": every
connection is authorized, and the caller should warn the user.
"""
from __future__ import annotations

import os
from pathlib import Path

from core.persist.paths import DataDir

MAX_PASSWORD_CHARS = 255


def read_password_file(path: Path) -> str:
    """The password in ``path``: its first line, stripped, at most 255 characters ("" = none).
    Raises ``OSError`` (``FileNotFoundError`` when there is no file). Reads at most 4 KiB."""
    with path.open("rb") as f:
        raw = f.read(4096)
    line = raw.split(b"\n", 1)[0].decode("utf-8", errors="replace")
    return line.strip()[:MAX_PASSWORD_CHARS]


def read_or_create_password(datadir: DataDir) -> str:
    """The GUI RPC password; creates the file with a fresh random one if missing.

    Returns "" for an empty file (no password). Raises ``OSError`` if the file
    can neither be read nor created.
    """
    path = datadir.gui_rpc_auth
    try:
        return read_password_file(path)
    except FileNotFoundError:
        pass
    # 128 bits from the system's CSPRNG, as secrets.token_hex gives them; not that module,
    # which loads OpenSSL (core/hashing.py) through hmac on a first start with nothing to hash.
    password = os.urandom(16).hex()
    datadir.root.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, password.encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)
    return password
