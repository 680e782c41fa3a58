"""File transfers: persistent downloads and uploads over HTTP (BOINC's PERS_FILE_XFER).

The engine thread owns one ``TransferManager`` and calls ``poll(now)`` each tick;
attempts run in worker threads and touch only their own files. See
``manager`` for the retry rules, ``attempt`` for one HTTP attempt, and
``upload_protocol`` for the file_upload_handler wire format.
"""
from __future__ import annotations

from core.transfer.events import EventKind, PersXferState, TransferEvent, TransferStatus
from core.transfer.manager import TransferManager
from core.transfer.settings import ProxySettings, TransferSettings

__all__ = [
    "EventKind",
    "PersXferState",
    "ProxySettings",
    "TransferEvent",
    "TransferManager",
    "TransferSettings",
    "TransferStatus",
]
