"""MD5, BOINC's checksum for downloads, uploads, outputs and code signatures alike, and its
hash for account keys, GUI RPC's challenge and the host's cross-project id: one
implementation for all of them.

hashlib is imported on first use: it loads OpenSSL (some 4 MB resident, core/openssl_exit.py),
which a client with nothing to download or check never needs.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hashlib import _Hash

CHUNK_BYTES = 1 << 20


def md5() -> _Hash:
    """A new MD5 hasher, to feed in pieces."""
    import hashlib  # on first use (see the module's docstring)

    return hashlib.md5()


def md5_hex(data: bytes) -> str:
    """The MD5 of ``data`` in lower-case hex, as BOINC writes it."""
    digest = md5()
    digest.update(data)
    return digest.hexdigest()


def passwd_hash(password: str, name: str) -> str:
    """BOINC's password hash, sent in account and account-manager requests in place of the
    password: MD5 of the password followed by the lower-cased email address or user name."""
    return md5_hex((password + name.lower()).encode("utf-8"))


def nonce_hash(nonce: str, password: str) -> str:
    """GUI RPC's answer to ``auth1``'s challenge: MD5 of the nonce followed by the password."""
    return md5_hex((nonce + password).encode("utf-8"))


def file_size_and_md5(path: Path) -> tuple[int, str]:
    digest = md5()
    size = 0
    with Path(path).open("rb") as fh:
        while chunk := fh.read(CHUNK_BYTES):
            digest.update(chunk)
            size += len(chunk)
    return size, digest.hexdigest()


def file_md5(path: Path) -> str:
    return file_size_and_md5(path)[1]
