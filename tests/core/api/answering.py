"""A TCP server on 127.0.0.1 that answers every GUI RPC request with the same reply: a program
on a BOINC port that is not a BOINC client (or a client that refuses everything), for the
tests of how a connection problem is told (core/remote/client.py, boinc_gui/hosts)."""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def answering(reply: bytes) -> Iterator[int]:
    """Serve ``reply`` (then the 0x03 terminator) to each request; yields the port."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    conns: list[socket.socket] = []

    def serve(conn: socket.socket) -> None:
        buf = b""
        try:
            while chunk := conn.recv(65536):
                buf += chunk
                while b"\x03" in buf:
                    _request, buf = buf.split(b"\x03", 1)
                    conn.sendall(reply + b"\x03")
        except OSError:
            pass

    def accept() -> None:
        try:
            while True:
                conn = listener.accept()[0]
                conns.append(conn)
                threading.Thread(target=serve, args=(conn,), daemon=True).start()
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield listener.getsockname()[1]
    finally:
        listener.close()
        for c in conns:
            c.close()
