"""A web server on 127.0.0.1 that answers every request in one hostile way (tests only)."""
from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("malformed", "huge", "slow", "redirect_loop", "redirect_file", "not_xml_root", "http_500", "repeated_tags")


def _handler(mode: str) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def _answer(self) -> None:
            length = int(self.headers.get("Content-Length", "0") or 0)
            if length:
                self.rfile.read(length)
            if mode in ("redirect_loop", "redirect_file"):
                self.send_response(302)
                self.send_header("Location", self.path + "x" if mode == "redirect_loop" else "file:///etc/passwd")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if mode == "http_500":
                self.send_response(500)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/xml")
            if mode == "huge":  # endless: no length, the body never ends
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    chunk = b"<x>" + b"a" * 65536 + b"</x>"
                    for _ in range(10_000):
                        self.wfile.write(chunk)
                except OSError:
                    pass
                return
            if mode == "slow":  # a byte now and then, for ever
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    for _ in range(600):
                        self.wfile.write(b" ")
                        self.wfile.flush()
                        time.sleep(0.2)
                except OSError:
                    pass
                return
            repeated = (  # a tag twice: BOINC's parsers keep the last value
                b"<project_config>\n<name>Decoy</name>\n<name>Real Project</name>\n"
                b"<min_passwd_length>4</min_passwd_length>\n<min_passwd_length>9</min_passwd_length>\n"
                b"<account_creation_disabled>1</account_creation_disabled>\n"
                b"<account_creation_disabled>0</account_creation_disabled>\n</project_config>\n"
                if "get_project_config" in self.path else
                b"<account_out>\n<authenticator>first_key</authenticator>\n"
                b"<authenticator>second_key</authenticator>\n</account_out>\n")
            body = {"malformed": b"<account_out><authenticator>abc</acct",
                    "not_xml_root": b"<html><body>Welcome</body></html>",
                    "repeated_tags": repeated}[mode]
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = _answer
        do_POST = _answer

    return Handler


@contextmanager
def hostile_server(mode: str) -> Iterator[str]:
    """Yields the server's base URL (``http://127.0.0.1:PORT/``)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(mode))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
