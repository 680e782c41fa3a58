"""One manager per user and data directory: a second launch raises the first.

The first instance listens on a ``QLocalServer`` named after the user and the
data directory; a later launch connects, sends "raise" and exits, so two
engines never share one data directory. A stale socket left by a crash is
removed when nobody answers on it.

The later launch asks before its window is shown, so the question costs as little
as it can: on POSIX the server's name is the full path of its Unix socket (Qt takes
an absolute name as the path), and the question is a plain socket connect there, with
neither QtNetwork (5 ms to load) nor hashlib and getpass (3-4 ms more). The server,
QtNetwork's, starts after the first paint. On Windows, where the name is a named
pipe's, the question goes through ``QLocalSocket`` as before.
"""
from __future__ import annotations

import os
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

RAISE = b"raise\n"
SUN_PATH_MAX = 100  # a Unix socket's path must fit sockaddr_un.sun_path (104-108 bytes)


def _digest(text: str) -> str:
    """16 hex digits naming a data directory (two 32-bit checksums; not a secret)."""
    data = text.encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def server_name(data_dir: Path) -> str:
    """The name the first instance listens on: a Unix socket's path on POSIX, in the user's
    runtime directory (private to the user) or else the temporary directory."""
    digest = _digest(str(data_dir.resolve()))
    if sys.platform == "win32":
        import getpass

        return f"boinc-gui-{getpass.getuser()}-{digest}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isdir(runtime):
        path = os.path.join(runtime, f"boinc-gui-{digest}")
        if len(path.encode()) <= SUN_PATH_MAX:
            return path
    # Qt's own temporary directory for local servers ($TMPDIR or /tmp).
    return os.path.join(os.environ.get("TMPDIR") or "/tmp", f"boinc-gui-{os.getuid()}-{digest}")


def signal_running_instance(name: str, timeout_ms: int = 500) -> bool:
    """True if another instance answered (and was asked to raise its window)."""
    if not os.path.isabs(name) or sys.platform == "win32":
        return _signal_through_qt(name, timeout_ms)
    import _socket  # socket.py would load selectors and build its enums: 2-8 ms before the window

    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout_ms / 1000)
        try:
            sock.connect(name)
        except OSError:  # no socket file, or a crashed instance's that nobody answers on
            return False
        try:
            sock.sendall(RAISE)
        except OSError:
            return False
        return True
    finally:
        sock.close()


def _signal_through_qt(name: str, timeout_ms: int) -> bool:
    from PySide6.QtNetwork import QLocalSocket

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
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.newConnection.connect(self._on_connection)

    def listen(self) -> bool:
        from PySide6.QtNetwork import QLocalServer

        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a crashed instance's socket
        return self.server.listen(self.name)

    def close(self) -> None:
        """Stop listening and remove the socket (a later launch starts afresh)."""
        from PySide6.QtNetwork import QLocalServer

        self.server.close()
        QLocalServer.removeServer(self.name)

    def _on_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            # The socket is the server's child and goes with it; deleting it on
            # "disconnected" as well races the server's own cleanup.
            sock.readyRead.connect(lambda s=sock: self._read(s))

    def _read(self, sock: QLocalSocket) -> None:
        if bytes(sock.readAll().data()).startswith(b"raise"):
            self.raise_requested.emit()
