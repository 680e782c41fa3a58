"""The attach dialog and the client's attach: success and the error paths, over real sockets."""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import DEMO_PROJECT_URL, AttachDialog
from boinc_gui.main_window import MainWindow
from core.accounts.attach_probe import probe_project
from core.api.commands import CommandProblem
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import open_from_menu

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


class _Page(BaseHTTPRequestHandler):
    body = b"<html><body>Just a blog, no scheduler here.</body></html>"

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


class _Project(_Page):
    body = b'<html><head><link rel="boinc_scheduler" href="http://127.0.0.1/cgi"></head></html>'


def _serve(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    server = HTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def web_page() -> Iterator[str]:
    yield from _serve(_Page)


@pytest.fixture
def project_page() -> Iterator[str]:
    yield from _serve(_Project)


def closed_port_url() -> str:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    return f"http://127.0.0.1:{port}/"


def test_probe_tells_the_cases_apart(web_page: str, project_page: str) -> None:
    closed = probe_project(closed_port_url())
    assert "connection refused" in closed.message and closed.problem is CommandProblem.PROJECT_REFUSED
    not_project = probe_project(web_page)
    assert not not_project.ok and "not a BOINC project" in not_project.message
    assert not_project.problem is CommandProblem.NOT_A_PROJECT and not_project.facts == (web_page,)
    found = probe_project(project_page)
    assert found.ok and found.schedulers == ("http://127.0.0.1/cgi",)
    assert "http://" in probe_project("ftp://example.org/").message


def _attach(qtbot: QtBot, window: MainWindow, url: str, key: str = "0123abcd") -> str:
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    dlg.preset.setCurrentIndex(1)
    dlg.url.setText(url)
    dlg.key.setText(key)
    dlg.submit()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dlg) or dlg.status.text() != "Contacting the project…",
                    timeout=10000)
    if not shiboken6.isValid(dlg):
        return ""  # accepted and closed
    text = dlg.status.text()
    dlg.close()
    return text


def test_unreachable_url_is_explained(qtbot: QtBot, window: MainWindow) -> None:
    url = closed_port_url()
    text = _attach(qtbot, window, url)
    assert text == f"{url} refused the connection. Check the address and your network."  # the URL as typed


def test_a_web_site_that_is_not_a_project_is_explained(qtbot: QtBot, window: MainWindow, web_page: str) -> None:
    assert "not a BOINC project" in _attach(qtbot, window, web_page)


def test_bad_url_and_missing_key_are_caught_while_typing(qtbot: QtBot, window: MainWindow) -> None:
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    dlg.preset.setCurrentIndex(1)
    dlg.url.setText("ftp://example.org")
    assert "http://" in dlg.status.text() and not dlg.attach_button.isEnabled()
    dlg.url.setText("http://example.org/")
    assert "account key" in dlg.status.text()
    dlg.close()


def test_attach_the_demo_project(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: len(s.projects) == 3)
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert dlg.url.text() == DEMO_PROJECT_URL and dlg.key.text()  # the preset
    with qtbot.waitSignal(dlg.attached, timeout=5000) as attached:
        dlg.submit()
    assert attached.args == [DEMO_PROJECT_URL]
    snap = wait_snapshot(qtbot, window, lambda s: any(p.url == DEMO_PROJECT_URL for p in s.projects))
    # The client contacts the new project at once (a scheduler request for initialisation).
    wait_snapshot(qtbot, window, lambda s: any(p.url == DEMO_PROJECT_URL and p.last_rpc_time > 0 for p in s.projects))
    assert len(snap.projects) == 4
    assert "Already attached" in _attach(qtbot, window, DEMO_PROJECT_URL)
