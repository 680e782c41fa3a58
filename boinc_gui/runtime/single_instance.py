"""One manager per user and data directory: a second launch raises the first.

The first instance listens on a local socket named after the user and the data
directory; a later launch connects, sends "raise" and exits, so two engines never
share one data directory. A stale socket left by a crash is removed when nobody
answers on it.

On POSIX the name is the full path of a Unix socket, and both halves are plain sockets: the
later launch asks before its window is shown with a connect there (neither QtNetwork, 5 ms to
load, nor hashlib and getpass, 3-4 ms more), and the first instance listens with a socket the
event loop watches (QSocketNotifier), made once its window is complete. QtNetwork's
QLocalServer did that until Nov 30: it kept QtNetwork and the Kerberos libraries it links in
the window's memory for the whole session (2.3 MB of its idle RSS) for this one socket. On
Windows, where the name is a named pipe's, QLocalServer and QLocalSocket serve as before.
"""
from __future__ import annotations

import errno
import os
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, Signal

if TYPE_CHECKING:
    import socket

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
        super().__init__(parent)
        self.name = name
        self._server: _UnixServer | _QtServer = (
            _UnixServer(name, self) if os.path.isabs(name) and sys.platform != "win32" else _QtServer(name, self))

    @property
    def listening(self) -> bool:
        return self._server.listening

    def listen(self) -> bool:
        return self._server.listen()

    def close(self) -> None:
        """Stop listening and remove the socket (a later launch starts afresh)."""
        self._server.close()


class _UnixServer:
    """The first instance's Unix socket, watched by the event loop (POSIX)."""

    MAX_ASK = 64  # bytes read from one connection: "raise\n" and no more
    MAX_ASKING = 8  # connections that have not asked yet; the oldest goes when another comes

    def __init__(self, path: str, owner: SingleInstance) -> None:
        self.path = path
        self.owner = owner
        self.sock: socket.socket | None = None
        self.notifier: QSocketNotifier | None = None
        self.asking: dict[int, tuple[socket.socket, QSocketNotifier, bytearray]] = {}

    @property
    def listening(self) -> bool:
        return self.sock is not None

    def listen(self) -> bool:
        if self.sock is not None:
            return True
        import socket  # here, after the window is complete: socket.py costs 2-8 ms (see above)

        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            try:
                sock.bind(self.path)
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE:
                    raise
                os.unlink(self.path)  # a crashed instance's socket: nobody answered on it
                sock.bind(self.path)
            os.chmod(self.path, 0o600)  # only this user may ask this window to come forward
            sock.listen(8)
            sock.setblocking(False)
        except OSError:
            sock.close()
            return False
        self.sock = sock
        self.notifier = QSocketNotifier(sock.fileno(), QSocketNotifier.Type.Read, self.owner)
        self.notifier.activated.connect(lambda *_: self._accept())
        return True

    def close(self) -> None:
        for fd in list(self.asking):
            self._done(fd)
        if self.notifier is not None:
            self.notifier.setEnabled(False)
            self.notifier.deleteLater()
            self.notifier = None
        if self.sock is not None:
            self.sock.close()
            self.sock = None
            try:
                os.unlink(self.path)
            except OSError:  # already gone
                pass

    def _accept(self) -> None:
        while self.sock is not None:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # none left (EAGAIN), or a peer that gave up meanwhile
                return
            if len(self.asking) >= self.MAX_ASKING:
                self._done(next(iter(self.asking)))
            conn.setblocking(False)
            fd = conn.fileno()
            notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read, self.owner)
            self.asking[fd] = (conn, notifier, bytearray())
            notifier.activated.connect(lambda *_, fd=fd: self._read(fd))

    def _read(self, fd: int) -> None:
        entry = self.asking.get(fd)
        if entry is None:  # let go of already (an activation queued before that)
            return
        conn, _, got = entry
        try:
            data = conn.recv(self.MAX_ASK)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        got += data[:self.MAX_ASK - len(got)]
        if got.startswith(RAISE.strip()):
            self.owner.raise_requested.emit()
            self._done(fd)
        elif not data or len(got) >= len(RAISE) or not RAISE.startswith(bytes(got)):
            self._done(fd)  # ended, or not the question: nothing to do

    def _done(self, fd: int) -> None:
        conn, notifier, _ = self.asking.pop(fd)
        notifier.setEnabled(False)
        notifier.deleteLater()
        conn.close()


class _QtServer:
    """QtNetwork's local server, for a named pipe (Windows)."""

    def __init__(self, name: str, owner: SingleInstance) -> None:
        from PySide6.QtNetwork import QLocalServer

        self.name = name
        self.owner = owner
        self.server = QLocalServer(owner)
        self.server.newConnection.connect(self._on_connection)

    @property
    def listening(self) -> bool:
        return bool(self.server.isListening())

    def listen(self) -> bool:
        from PySide6.QtNetwork import QLocalServer

        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a crashed instance's socket
        return bool(self.server.listen(self.name))

    def close(self) -> None:
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
            self.owner.raise_requested.emit()
