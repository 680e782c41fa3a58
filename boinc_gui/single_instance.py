"""One manager per user and data directory: a second launch raises the first.

The first instance listens on a ``QLocalServer`` named after the user and the
data directory; a later launch connects, sends "raise" and exits, so two
engines never share one data directory. A stale socket left by a crash is
removed when nobody answers on it.
"""
from __future__ import annotations

import getpass
import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"


def server_name(data_dir: Path) -> str:
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:12]
    return f"boinc-gui-{getpass.getuser()}-{digest}"


def signal_running_instance(name: str, timeout_ms: int = 500) -> bool:
    """True if another instance answered (and was asked to raise its window)."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(RAISE)
    sock.flush()
    sock.waitForBytesWritten(timeout_ms)
    sock.disconnectFromServer()
    return True


class SingleInstance(QObject):
    raise_requested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.newConnection.connect(self._on_connection)

    def listen(self) -> bool:
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a crashed instance's socket
        return self.server.listen(self.name)

    def _on_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            # The socket is the server's child and goes with it; deleting it on
            # "disconnected" as well races the server's own cleanup.
            sock.readyRead.connect(lambda s=sock: self._read(s))

    def _read(self, sock: QLocalSocket) -> None:
        if bytes(sock.readAll().data()).startswith(b"raise"):
            self.raise_requested.emit()
