"""``<file>``: one file the client holds or will hold, with disk-policy attributes."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from core.ids import FileName, ProjectUrl


class FileStatus(IntEnum):
    NOT_PRESENT = 0
    PRESENT = 1
    VERIFY_PENDING = 2  # read back as NOT_PRESENT, as BOINC does
    # Negative values are error codes; kept as plain ints in FileInfo.status.


class FilePriority(IntEnum):
    """Deletion priority levels of the disk data manager (low is deleted first)."""

    LOW = 1
    MEDIUM = 3
    HIGH = 5


DEFAULT_EXPIRY_S = 60 * 86400.0
"""A file with no ``<exp_days>`` expires this long after it arrived."""


@dataclass(slots=True)
class FileInfo:
    project_url: ProjectUrl
    name: FileName
    nbytes: float = 0.0
    max_nbytes: float = 0.0
    md5_cksum: str = ""
    status: int = FileStatus.NOT_PRESENT
    executable: bool = False
    uploaded: bool = False
    sticky: bool = False
    gzip_when_done: bool = False
    download_gzipped: bool = False
    gzipped_nbytes: float = 0.0
    signature_required: bool = False
    is_user_file: bool = False
    file_signature: str = ""
    sticky_expire_time: float = 0.0
    download_urls: list[str] = field(default_factory=list)
    upload_urls: list[str] = field(default_factory=list)
    error_msg: str = ""
    is_upload: bool = False  # an output file (has upload URLs and is produced by a job)
    # upload certificate from <file_info><xml_signature>, sent verbatim when uploading; persisted
    xml_signature: str = ""
    upload_requested: bool = False  # the project asked for this file (<upload_file_info>); cleared once sent; persisted

    # ---- disk data manager attributes ----
    priority: int = FilePriority.LOW
    exp_time: float = 0.0  # absolute expiry time; 0 = arrival + DEFAULT_EXPIRY_S
    last_use_time: float = 0.0  # LRU clock
    arrival_time: float = 0.0  # order files were introduced (priority policy tie-break)
    # A pending transfer's retry state (<persistent_file_xfer>); None = no transfer. Persisted.
    pers_xfer: PersFileXfer | None = None

    @property
    def present(self) -> bool:
        return self.status == FileStatus.PRESENT

    def expired(self, now: float) -> bool:
        expiry = self.exp_time if self.exp_time > 0 else self.arrival_time + DEFAULT_EXPIRY_S
        return expiry <= now


@dataclass(slots=True)
class PersFileXfer:
    """``<persistent_file_xfer>``: retry bookkeeping of one file's transfer (persisted)."""

    num_retries: int = 0
    first_request_time: float = 0.0  # when the transfer was first wanted
    next_request_time: float = 0.0  # no attempt before this (backoff)
    time_so_far: float = 0.0  # seconds spent transferring, all attempts
    last_bytes_xferred: float = 0.0  # bytes moved when last checked
    is_upload: bool = False
