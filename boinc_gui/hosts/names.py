"""This computer's name as the window shows it.

The window's data name for the local client is the English "This computer" (``LOCAL_NAME``:
feeds, the alert engine and the alert log's file compare and keep it); where it is shown,
it is said in the window's language (context ``HostManager``, as the host list says it).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

LOCAL_NAME = "This computer"


def shown_host(name: str) -> str:
    """``name`` as shown: this computer's in the window's language, any other as it is."""
    return QCoreApplication.translate("HostManager", "This computer") if name == LOCAL_NAME else name
