"""BOINC's transfer constants and error numbers, and how an attempt's result is classified.

Values are BOINC's (``lib/error_numbers.h``, ``client/pers_file_xfer.h``,
``client/file_xfer.h``, ``client/client_types.h``; file-transfer.md §2, §6).
The classification mirrors ``PERS_FILE_XFER::poll``: for downloads an HTTP
permanent error (4xx, refused redirect) is permanent; for uploads only the
handler's own ``<status>-1`` is permanent, since a 404 may just mean the handler
is not installed yet. Pure functions; no I/O.
"""
from __future__ import annotations

from enum import Enum

ERR_CONNECT = -107
ERR_GETHOSTBYNAME = -113
ERR_GIVEUP_DOWNLOAD = -114
ERR_GIVEUP_UPLOAD = -115
ERR_MD5_FAILED = -119
ERR_UPLOAD_TRANSIENT = -127
ERR_UPLOAD_PERMANENT = -128
ERR_FILE_TOO_BIG = -131
ERR_IO = -106
ERR_FILE_MISSING = -163
ERR_TIMEOUT = -182
ERR_HTTP_TRANSIENT = -184
ERR_ABORTED_VIA_GUI = -197
ERR_FILE_WRONG_SIZE = -221
ERR_HTTP_PERMANENT = -224

PERS_RETRY_DELAY_MIN_S = 120.0
PERS_RETRY_DELAY_MAX_S = 21600.0
PERS_GIVEUP_S = 90 * 86400.0
FILE_XFER_FAILURE_LIMIT = 3
"""Consecutive transient failures in one project and direction before project-wide backoff."""

MAX_VERIFY_FAILURES = 3
"""Downloads whose bytes fail verification (MD5, size) this often give up for good.

BOINC marks a file with a bad checksum as failed at once; we retry (the bytes
may have been damaged on the way, e.g. by a proxy) but not for ever."""


class Severity(Enum):
    """How one failed attempt counts for its persistent transfer."""

    TRANSIENT = "transient"  # try the next URL; after a full round, back off
    PERMANENT = "permanent"  # try the next URL; after a full round, give up
    VERIFY = "verify"  # bytes arrived but were wrong: file removed, retried a few times


def http_status_error(status: int) -> int:
    """The BOINC error for a non-2xx HTTP status (0 for 2xx)."""
    if 200 <= status < 300:
        return 0
    if status >= 500:
        return ERR_HTTP_TRANSIENT
    return ERR_HTTP_PERMANENT


def classify(error: int, *, upload: bool) -> Severity:
    """Severity of an attempt that ended with BOINC error ``error`` (non-zero)."""
    if error in (ERR_MD5_FAILED, ERR_FILE_WRONG_SIZE) and not upload:
        return Severity.VERIFY
    if upload:
        return (
            Severity.PERMANENT
            if error in (ERR_UPLOAD_PERMANENT, ERR_FILE_MISSING, ERR_FILE_TOO_BIG)
            else Severity.TRANSIENT
        )
    if error in (ERR_HTTP_PERMANENT, ERR_FILE_TOO_BIG):
        return Severity.PERMANENT
    return Severity.TRANSIENT

