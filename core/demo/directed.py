"""Project-directed storage in the demo project (early design notes, "Distributed storage").

The project keeps files on hosts outside any workunit and steers them:
``send_sticky_file`` lists a file as a sticky ``<file_info>`` in every reply (hosts
download and keep it), ``delete_sticky_file`` sends ``<delete_file_info>`` from then
on, and ``request_upload`` asks each host that lists the file among its sticky
files for it (``<upload_file_info>``) until the upload handler has received it
all. The upload handler accepts a requested file up to its size cap.

Thread-safe: the scheduler reads it under the database lock, the upload
handler from its own thread; a lock guards the three tables. Reads the
download directory (sizes and checksums); writes nothing.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Collection
from pathlib import Path

from core.demo.reply import StickyFile
from core.file_names import file_name_problem
from core.hashing import md5_hex

log = logging.getLogger(__name__)

DEFAULT_UPLOAD_CAP = 16 * 1024 * 1024
"""Size cap of a requested upload when the project has no copy of the file to measure."""


def _check_name(name: str) -> None:
    problem = file_name_problem(name)
    if problem:
        raise ValueError(f"bad file name {name!r}: {problem}")


class DirectedStorage:
    def __init__(self, download_dir: Path, base_url: str) -> None:
        self._download_dir = download_dir
        self._base_url = base_url
        self._lock = threading.Lock()
        self._sticky: dict[str, StickyFile] = {}
        self._deleted: dict[str, None] = {}
        self._uploads: dict[str, int] = {}  # file name -> size cap (bytes)
        self.received_uploads: list[str] = []  # requested uploads received, in order

    def send_sticky_file(self, name: str) -> None:
        """Have every host download and keep ``name`` (a file in the download directory)."""
        _check_name(name)
        data = (self._download_dir / name).read_bytes()
        with self._lock:
            self._deleted.pop(name, None)
            self._sticky[name] = StickyFile(name, f"{self._base_url}/download/{name}",
                                            md5_hex(data), len(data))

    def delete_sticky_file(self, name: str) -> None:
        """Have every host delete ``name`` (sent as ``<delete_file_info>`` from now on)."""
        with self._lock:
            self._sticky.pop(name, None)
            self._deleted[name] = None

    def request_upload(self, name: str, max_bytes: int | None = None) -> None:
        """Ask every host that holds ``name`` as a sticky file to upload it, until one has.

        The cap defaults to the size of the project's own copy in the download
        directory, or ``DEFAULT_UPLOAD_CAP`` when it has none.
        """
        _check_name(name)
        if max_bytes is None:
            own = self._download_dir / name
            max_bytes = own.stat().st_size if own.is_file() else DEFAULT_UPLOAD_CAP
        with self._lock:
            self._uploads[name] = max_bytes

    def upload_cap(self, name: str) -> int | None:
        """Size cap of a requested upload still outstanding, else None."""
        with self._lock:
            return self._uploads.get(name)

    def largest_upload_cap(self) -> int:
        with self._lock:
            return max(self._uploads.values(), default=0)

    def upload_received(self, name: str, nbytes: int) -> None:
        """The upload handler stored all of a requested file: stop asking for it."""
        with self._lock:
            if self._uploads.pop(name, None) is None:
                return
            self.received_uploads.append(name)
        log.info("received %s (%d bytes), uploaded at the project's request", name, nbytes)

    def directions(self, host_sticky: Collection[str]) -> tuple[list[StickyFile], list[str], list[tuple[str, str]]]:
        """(files to store, files to delete, (file, upload URL) to send back) for one reply."""
        with self._lock:
            uploads = [(n, f"{self._base_url}/file_upload_handler") for n in host_sticky if n in self._uploads]
            return list(self._sticky.values()), list(self._deleted), uploads
