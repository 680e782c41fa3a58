"""The live client's Transfers port: HTTP transfers into the project directories.

The file flow itself (which results wait on which files, signatures, failures) is the
engine's, shared with the emulated client (core/engine/file_flow.py). ``LiveTransfers``
is the port it drives in the live client: it puts each file at its path in the project's
directory, starts the transfer manager's HTTP transfers (core/transfer), checks code
signatures on the bytes that arrived, makes executables executable and removes a
download that was refused.
"""
from __future__ import annotations

import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from core.hashing import file_md5
from core.ids import FileKey, ProjectUrl
from core.ports import TransferOutcome as TransferOutcome  # logged_ports reads it from here
from core.state import FileInfo


class PathTransfers(Protocol):
    """HTTP transfers to and from paths (core.transfer.TransferManager, or its logging wrapper)."""

    def start_download(self, fi: FileInfo, dest: Path, now: float) -> None: ...
    def start_upload(self, fi: FileInfo, src: Path, now: float) -> None: ...
    def poll(self, now: float) -> Sequence[TransferOutcome]: ...
    def active(self, key: FileKey, upload: bool) -> bool: ...
    def abort(self, key: FileKey, upload: bool) -> bool: ...


Verifier = Callable[[str, Path, str], bool]  # (public key text, file, signature text) -> ok


class LiveTransfers:
    """The ``Transfers`` port (core/ports.py) over real files and HTTP."""

    def __init__(self, inner: PathTransfers, project_dir: Callable[[ProjectUrl], Path], verify: Verifier) -> None:
        self.inner = inner
        self._dir = project_dir
        self._verify = verify

    def path_of(self, fi: FileInfo) -> Path:
        return self._dir(fi.project_url) / fi.name

    def start_download(self, fi: FileInfo, now: float) -> None:
        self.inner.start_download(fi, self.path_of(fi), now)

    def start_upload(self, fi: FileInfo, now: float) -> None:
        self.inner.start_upload(fi, self.path_of(fi), now)

    def poll(self, now: float) -> Sequence[TransferOutcome]:
        return self.inner.poll(now)

    def active(self, key: FileKey, upload: bool) -> bool:
        return self.inner.active(key, upload)

    def abort(self, key: FileKey, upload: bool) -> None:
        self.inner.abort(key, upload)

    def on_disk(self, fi: FileInfo) -> bool:
        return self.path_of(fi).is_file()

    def intact(self, fi: FileInfo) -> bool:
        path = self.path_of(fi)
        return bool(fi.md5_cksum) and path.is_file() and file_md5(path) == fi.md5_cksum

    def signature_ok(self, fi: FileInfo, public_key: str) -> bool:
        return self._verify(public_key, self.path_of(fi), fi.file_signature)

    def arrived(self, fi: FileInfo) -> None:
        if fi.executable:
            path = self.path_of(fi)
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)

    def discard(self, fi: FileInfo) -> None:
        self.path_of(fi).unlink(missing_ok=True)
