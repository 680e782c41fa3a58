"""The attach wizard with a live client and demo projects on 127.0.0.1: sign in (right, wrong
password, unknown email), create an account (terms first; declined; disabled), the project's
limits, a wrong account key keeping the wizard open, the project list, and the account-manager
page attaching two projects and later detaching one."""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import MODE_CREATE, MODE_KEY, MODE_SIGN_IN, AcctMgrDialog, AttachDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.i18n import Installed
from boinc_gui.main_window import MainWindow
from core.accounts.project_list import ProjectListItem
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoConfig, DemoProject
from core.demo.acct_mgr import DemoAccountManager, DemoAmAccount
from core.demo.web_rpc import WebRpcSettings
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.accounts.fixture_am import FixtureManager
from tests.core.accounts.hostile import hostile_server
from tests.core.client.e2e import FAST_PREFS
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import in_window_language, open_from_menu
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]


def _project(tmp: Path, name: str, **web: object) -> DemoProject:
    p = DemoProject(tmp / name, config=DemoConfig(request_delay_s=1.0, job_size=20_000),
                    web=WebRpcSettings(**web))  # type: ignore[arg-type]
    p.start()
    return p


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=5)))
    w = MainWindow(bridge, QSettings(str(dd.root / "manager.ini"), QSettings.Format.IniFormat), None)
    w.demo_preset = None
    w.show()
    bridge.start()
    yield w
    bridge.stop()
    close_window(w)


def _dialog(window: MainWindow, url: str, mode: str) -> AttachDialog:
    # In the window's language: the German tests open the wizard through this too.
    dlg = open_from_menu(window, AttachDialog, *in_window_language("T&ools", "&Add project…"))
    dlg.preset.setCurrentIndex(dlg.preset.count() - 1)
    dlg.url.setText(url)
    dlg.set_mode(mode)
    return dlg


def _outcome(qtbot: QtBot, dlg: AttachDialog, busy: tuple[str, ...]) -> str:
    """Submit and wait until the wizard closed ("") or says something other than ``busy``."""
    dlg.submit()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dlg) or not dlg.isVisible() or
                    (dlg.status.text() not in busy and dlg.attach_button.isEnabled()), timeout=60000)
    return dlg.status.text() if shiboken6.isValid(dlg) and dlg.isVisible() else ""


BUSY = ("Asking the project for your account…", "Creating your account at the project…", "Contacting the project…",
        "Attached; waiting for the project to accept the account…")


def test_sign_in_wrong_unknown_then_right(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    p = _project(tmp_path, "p")
    try:
        dlg = _dialog(window, p.master_url, MODE_SIGN_IN)
        dlg.email.setText(p.web.demo_email)
        dlg.password.setText("not the password")
        assert _outcome(qtbot, dlg, BUSY) == "Wrong password"
        dlg.email.setText("nobody@example.com")
        assert _outcome(qtbot, dlg, BUSY) == "No account with this email"
        dlg.email.setText(p.web.demo_email.upper())
        dlg.password.setText(p.web.demo_password)
        with qtbot.waitSignal(dlg.attached, timeout=60000):
            dlg.submit()
        snap = wait_snapshot(qtbot, window, lambda s: any(r.url == p.master_url and r.account for r in s.projects),
                             timeout=30000)
        assert [r.account for r in snap.projects] == ["demo_user"]
    finally:
        p.stop()


def test_create_account_terms_first_declined_then_accepted(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    p = _project(tmp_path, "p")
    try:
        dlg = _dialog(window, p.master_url, MODE_CREATE)
        dlg.user_name.setText("newcomer")
        dlg.email.setText("new@example.com")
        dlg.password.setText("a fine password")
        # A new account's password is typed twice; a slip is caught before the project is asked.
        assert dlg.confirm.isVisible()
        dlg.confirm.setText("a fine pasword")
        assert _outcome(qtbot, dlg, BUSY) == "The two passwords differ: type the same password in both boxes."
        assert p.accounts is not None and p.accounts.lookup_account("new@example.com", None).find(b"error") > 0
        dlg.confirm.setText("a fine password")
        said = _outcome(qtbot, dlg, BUSY)
        assert "terms of use" in said
        assert dlg.terms.isVisible() and "agree" in dlg.terms.toPlainText()
        # The words point where the terms are: above the status line, and nothing overlaps.
        assert "above" in said and "below" not in said
        assert dlg.terms.geometry().bottom() < dlg.status.geometry().top()
        qtbot.waitUntil(lambda: not _overlaps(dlg), timeout=5000)
        declined = _outcome(qtbot, dlg, BUSY)
        assert "did not accept" in declined and "no account was created" in declined
        assert p.accounts is not None and p.accounts.lookup_account("new@example.com", None).find(b"error") > 0
        dlg.terms_accept.setChecked(True)
        with qtbot.waitSignal(dlg.attached, timeout=60000):
            dlg.submit()
        wait_snapshot(qtbot, window, lambda s: any(r.account == "newcomer" for r in s.projects), timeout=30000)
    finally:
        p.stop()


def test_creation_disabled_and_project_limits(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    closed = _project(tmp_path, "closed", account_creation_disabled=True)
    strict = _project(tmp_path, "strict", min_passwd_length=12, terms_of_use="")
    newer = _project(tmp_path, "newer", min_client_version=80000)
    try:
        dlg = _dialog(window, closed.master_url, MODE_CREATE)
        dlg.user_name.setText("x")
        dlg.email.setText("x@example.com")
        dlg.password.setText("long enough 1")
        dlg.confirm.setText("long enough 1")
        assert _outcome(qtbot, dlg, BUSY) == "This project is not accepting new accounts"
        dlg.url.setText(strict.master_url)
        dlg.password.setText("short one")
        dlg.confirm.setText("short one")
        assert _outcome(qtbot, dlg, BUSY) == "The password must have at least 12 characters for this project"
        dlg.url.setText(newer.master_url)
        dlg.set_mode(MODE_SIGN_IN)
        dlg.email.setText(newer.web.demo_email)
        dlg.password.setText(newer.web.demo_password)
        assert _outcome(qtbot, dlg, BUSY) == "This project needs client version 8.0.0 or later; this client is 7.20.5"
        assert not window.snapshot or not window.snapshot.projects
    finally:
        for p in (closed, strict, newer):
            p.stop()


def test_wrong_account_key_keeps_the_wizard_open(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    p = _project(tmp_path, "p")
    try:
        dlg = _dialog(window, p.master_url, MODE_KEY)
        dlg.key.setText("0123456789abcdef0123456789abcdef")
        text = _outcome(qtbot, dlg, BUSY)
        assert "did not accept the account" in text and "Invalid or missing account key" in text, text
        assert '_("' not in text  # the project marks it for translation (as BOINC's scheduler does): no marks shown
        assert dlg.isVisible()
        wait_snapshot(qtbot, window, lambda s: not s.projects, timeout=30000)  # removed again
        dlg.key.setText(p.authenticator)  # corrected: now it goes through
        with qtbot.waitSignal(dlg.attached, timeout=60000):
            dlg.submit()
    finally:
        p.stop()


def _overlaps(dlg: AttachDialog) -> list[str]:
    """Visible parts of the dialog drawn over each other, or a wrapped label cut short."""
    from PySide6.QtWidgets import QLabel

    parts = [w for w in (dlg.search, dlg.project_list, dlg.url, dlg.email, dlg.password, dlg.confirm,
                         dlg.user_name, dlg.terms, dlg.terms_accept, dlg.status, dlg.buttons) if w.isVisible()]
    out = [f"{a.accessibleName() or a.objectName()} / {b.accessibleName() or b.objectName()}"
           for i, a in enumerate(parts) for b in parts[i + 1:] if a.geometry().intersects(b.geometry())]
    out += [f"{lab.text()[:30]} clipped" for lab in dlg.findChildren(QLabel)
            if lab.isVisible() and lab.wordWrap() and lab.height() < lab.heightForWidth(lab.width())]
    return out


def test_list_box_and_url_name_one_project_and_sign_in_links_the_password_page(
        qtbot: QtBot, window: MainWindow) -> None:
    items = [ProjectListItem("Stars", "https://stars.example.org/", "Astronomy"),
             ProjectListItem("Proteins", "https://fold.example.org/", "Biology")]
    dlg = AttachDialog(window, demo_url="http://127.0.0.1:9/demo/", demo_key="k" * 32, projects=items)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.preset.currentData() == "http://127.0.0.1:9/demo/"
    dlg.project_list.setCurrentRow(0)  # a click in the list: the URL and the Project box follow
    assert dlg.url.text() == "https://stars.example.org/" and dlg.preset.currentData() == ""
    dlg.url.clear()
    QTest.keyClicks(dlg.url, "https://fold.example.org/")  # typing another's URL selects that one
    assert dlg.project_list.currentRow() == 1 and dlg.project_list.currentItem().isSelected()
    QTest.keyClicks(dlg.url, "elsewhere/")  # a URL not in the list: nothing selected
    assert not dlg.project_list.selectedItems()
    dlg.url.setText("http://127.0.0.1:9/demo/")  # the preset's URL: the box says so
    assert dlg.preset.currentIndex() == 0 and not dlg.project_list.selectedItems()
    # Signing in: BOINC Manager's link to the project's password page (URL + get_passwd.php).
    dlg.project_list.setCurrentRow(0)
    dlg.set_mode(MODE_SIGN_IN)
    assert dlg.forgot.isVisible() and 'href="https://stars.example.org/get_passwd.php"' in dlg.forgot.text()
    assert not dlg.confirm.isVisible()
    dlg.set_mode(MODE_KEY)
    assert not dlg.forgot.isVisible()


def test_list_search_and_attached_greyed(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    p = _project(tmp_path, "p")
    try:
        items = [ProjectListItem("Demo here", p.master_url, "Demonstration"),
                 ProjectListItem("Stars", "https://stars.example.org/", "Astronomy", description="pulsars")]
        dlg = AttachDialog(window, projects=items)
        dlg.attach_requested.connect(lambda cmd: window.bridge.submit(cmd, dlg.on_result))  # as MainWindow does
        dlg.search.setText("pulsar")
        assert [dlg.project_list.item(i).isHidden() for i in range(2)] == [True, False]
        dlg.search.setText("")
        dlg.project_list.setCurrentRow(0)
        assert dlg.url.text() == p.master_url and dlg.mode.currentData() == MODE_SIGN_IN
        dlg.email.setText(p.web.demo_email)
        dlg.password.setText(p.web.demo_password)
        with qtbot.waitSignal(dlg.attached, timeout=60000):
            dlg.submit()
        wait_snapshot(qtbot, window, lambda s: len(s.projects) == 1, timeout=30000)
        again = AttachDialog(window, projects=items)
        first = again.project_list.item(0)
        assert not first.flags() & Qt.ItemFlag.ItemIsEnabled and "already attached" in first.text()
        again.close()
        shipped = AttachDialog(window)
        names = [shipped.project_list.item(i).text() for i in range(shipped.project_list.count())]
        assert any(n.startswith("boinc-gui Demo Project") for n in names)
        shipped.close()
    finally:
        p.stop()


def test_account_manager_page_attaches_two_then_detaches_one(qtbot: QtBot, window: MainWindow,
                                                            tmp_path: Path) -> None:
    a, b = _project(tmp_path, "a"), _project(tmp_path, "b")
    am = DemoAccountManager(tmp_path / "am")
    am.start()
    am.add_user("vol", "am-secret", [DemoAmAccount(a.master_url, a.authenticator),
                                     DemoAmAccount(b.master_url, b.authenticator, resource_share=40)])
    try:
        wizard = open_from_menu(window, AttachDialog, "Tools", "Add project…")
        page = wizard.open_account_manager()
        assert isinstance(page, AcctMgrDialog) and page.choice.itemText(0) == "BAM!"
        page.choice.setCurrentIndex(page.choice.count() - 1)
        page.url.setText(am.url)
        page.name.setText("vol")
        page.password.setText("wrong")
        page.submit()
        qtbot.waitUntil(lambda: page.status.text().startswith("wrong password"), timeout=30000)
        page.password.setText("am-secret")
        with qtbot.waitSignal(page.joined, timeout=30000):
            page.submit()
        snap = wait_snapshot(qtbot, window, lambda s: len(s.projects) == 2, timeout=30000)
        assert {r.url: r.resource_share for r in snap.projects}[b.master_url] == 40
        # The window names the manager it now follows.
        qtbot.waitUntil(lambda: window.acct_mgr_label.text() == f"Account manager: {am.name}", timeout=10000)
        assert window.acct_mgr_label.isVisibleTo(window)

        am.set_accounts("vol", [DemoAmAccount(a.master_url, a.authenticator),
                                DemoAmAccount(b.master_url, b.authenticator, detach=True)])
        sync = AcctMgrDialog(window)
        sync.command_requested.connect(lambda cmd: window.bridge.submit(cmd, sync.on_result))
        assert am.name in sync.current.text() and sync.sync_button.isVisibleTo(sync)
        with qtbot.waitSignal(sync.joined, timeout=30000):
            sync.synchronise()
        wait_snapshot(qtbot, window, lambda s: [r.url for r in s.projects] == [a.master_url], timeout=30000)
    finally:
        am.stop()
        a.stop()
        b.stop()


def test_account_manager_page_shows_the_managers_refusal_in_its_words(qtbot: QtBot, window: MainWindow) -> None:
    """A manager answering HTTP 400 with an <error_msg> (as a real one refuses a request): the page
    says what the manager said, not only the HTTP status."""
    with FixtureManager([]) as am:
        am.always_refuse = True
        page = open_from_menu(window, AttachDialog, "Tools", "Add project…").open_account_manager()
        page.choice.setCurrentIndex(page.choice.count() - 1)
        page.url.setText(am.url)
        page.name.setText("vol")
        page.password.setText("am-secret")
        page.submit()
        qtbot.waitUntil(lambda: "Invalid request format" in page.status.text(), timeout=30000)
        assert page.join_button.isEnabled() and am.refused == 1


def test_account_manager_page_words_its_outcome_in_german(qtbot: QtBot, german: Installed, window: MainWindow,
                                                         tmp_path: Path) -> None:
    """The page says what BOINC's error number means in the window's language, then what the
    manager itself said (its own words); a request the client refuses is said in German too.
    ``german`` comes first: the window is built in German, as boinc_gui/app.py builds it."""
    am = DemoAccountManager(tmp_path / "am")
    am.start()
    am.add_user("vol", "am-secret", [])
    try:
        # The German menu bar: the entries are found by their German texts.
        path = in_window_language("T&ools", "&Add project…")
        assert path[0] != "Tools"
        page = open_from_menu(window, AttachDialog, *path).open_account_manager()
        assert isinstance(page, AcctMgrDialog)
        page.synchronise()  # this computer follows no manager yet: the client refuses, by kind
        qtbot.waitUntil(lambda: page.status.text() == "Dieser Computer nutzt keine Kontoverwaltung.", timeout=30000)
        page.choice.setCurrentIndex(page.choice.count() - 1)
        page.url.setText(am.url)
        page.name.setText("vol")
        page.password.setText("wrong")
        page.submit()
        qtbot.waitUntil(lambda: page.status.text().startswith("falsches Passwort"), timeout=30000)
        assert page.status.text() == "falsches Passwort: Invalid password"  # the manager's words, as it said them
    finally:
        am.stop()


def _closed_port_url() -> str:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    return f"http://127.0.0.1:{port}/"


class _Page(BaseHTTPRequestHandler):
    """A web site that is not a BOINC project: every page is HTML, under /gone/ none is found."""

    def do_GET(self) -> None:
        missing = self.path.startswith("/gone/")
        body = b"<html><body>not here</body></html>" if missing else b"<html><body>just a web page</body></html>"
        self.send_response(404 if missing else 200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        pass


def _web_site() -> tuple[HTTPServer, str]:
    server = HTTPServer(("127.0.0.1", 0), _Page)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def test_attach_problems_are_said_in_german(qtbot: QtBot, german: Installed, window: MainWindow,
                                            tmp_path: Path) -> None:
    """A volunteer in German attaches to an address where nothing answers, to a web page that is
    not a project, with a key of spaces, and to a real demo project after it is attached: the
    client refuses each by kind (core/accounts/attach_probe.py, core/client/live_commands.py) and
    the wizard says it in German, the URL as typed, never the core's English."""
    page, web_page = _web_site()
    p = _project(tmp_path, "p")
    try:
        closed = _closed_port_url()
        dlg = _dialog(window, closed, MODE_KEY)
        dlg.key.setText("0123456789abcdef")
        text = _outcome(qtbot, dlg, ("Verbindung zum Projekt wird hergestellt…",))
        assert text == f"{closed} hat die Verbindung abgelehnt. Prüfen Sie die Adresse und Ihr Netzwerk.", text
        dlg.url.setText(web_page)
        text = _outcome(qtbot, dlg, ("Verbindung zum Projekt wird hergestellt…",))
        assert text.startswith(f"{web_page} ist eine Website, aber kein BOINC-Projekt"), text
        # the URL typed with another scheme is refused while typing, in German
        dlg.url.setText("ftp://127.0.0.1/p/")
        assert dlg.status.text() == "Die Webadresse eines Projekts beginnt mit http:// oder https://, nicht mit ftp://."
        # the right key attaches; the same project again is refused as already attached
        dlg.url.setText(p.master_url)
        dlg.key.setText(p.authenticator)
        with qtbot.waitSignal(dlg.attached, timeout=60000):
            dlg.submit()
        again = _dialog(window, p.master_url, MODE_KEY)
        again.key.setText(p.authenticator)
        text = _outcome(qtbot, again, ("Verbindung zum Projekt wird hergestellt…",))
        assert text == f"Dieser Computer ist bereits bei {p.master_url} angemeldet.", text
    finally:
        page.shutdown()
        p.stop()


def test_sign_in_problems_are_said_in_german(qtbot: QtBot, german: Installed, window: MainWindow,
                                             tmp_path: Path) -> None:
    """A volunteer in German signs in at a real demo project with a wrong password, then at an
    address where nothing listens: core/accounts gives each as a kind (AccountProblem) and the
    wizard says it in German (the sign-in path used to match the core's English phrases, and
    showed the refused connection in English)."""
    p = _project(tmp_path, "p")
    busy = ("Das Projekt wird nach Ihrem Konto gefragt…",)
    try:
        dlg = _dialog(window, p.master_url, MODE_SIGN_IN)
        dlg.email.setText(p.web.demo_email)
        dlg.password.setText("not the password")
        assert _outcome(qtbot, dlg, busy) == "Falsches Passwort"
        closed = _closed_port_url()
        dlg.url.setText(closed)
        text = _outcome(qtbot, dlg, busy)
        assert text == f"{closed.split('//')[1].rstrip('/')} ist nicht erreichbar: Verbindung abgelehnt", text
        # a web site that is not a project: its page is HTML, or it has no such page
        site, web_page = _web_site()
        try:
            dlg.url.setText(web_page)
            text = _outcome(qtbot, dlg, busy)
            assert text.startswith("get_project_config.php antwortete nicht wie ein BOINC-Projekt (es sandte <"), text
            dlg.url.setText(web_page + "gone/")
            text = _outcome(qtbot, dlg, busy)
            where = web_page.split("//")[1].rstrip("/")
            assert text == f"{where} antwortete mit dem HTTP-Fehler 404: Ist das die Adresse des Projekts?", text
        finally:
            site.shutdown()
    finally:
        p.stop()


def test_hostile_answers_are_said_in_german(qtbot: QtBot, german: Installed, window: MainWindow) -> None:
    """A volunteer in German signs in at servers on 127.0.0.1 that redirect to a file, redirect for
    ever, or send an endless reply: core/accounts/fetch.py refuses each by kind (AccountProblem) and
    the wizard says it in German, where it used to show fetch's English sentence."""
    busy = ("Das Projekt wird nach Ihrem Konto gefragt…",)
    dlg = _dialog(window, "http://127.0.0.1:9/", MODE_SIGN_IN)
    dlg.email.setText("a@example.com")
    dlg.password.setText("long enough")
    said = {}
    for mode in ("redirect_file", "redirect_loop", "huge"):
        with hostile_server(mode) as url:
            dlg.url.setText(url)
            said[mode] = (url.split("//")[1].rstrip("/"), _outcome(qtbot, dlg, busy))
    where, text = said["redirect_file"]
    assert text == (f"{where} leitete die Anfrage an file:///etc/passwd weiter, keine http://- oder "
                    "https://-Adresse: Ist das die Adresse des Projekts?"), text
    where, text = said["redirect_loop"]
    assert text == f"{where} leitete die Anfrage mehr als 5-mal weiter: Ist das die Adresse des Projekts?", text
    where, text = said["huge"]
    assert text == (f"{where} sandte eine Antwort über 1048576 Bytes, die nicht gelesen wurde: "
                    "Ist das die Adresse des Projekts?"), text


def test_a_host_the_http_library_cannot_spell_is_refused_while_typing_in_german(
        qtbot: QtBot, german: Installed, window: MainWindow) -> None:
    """"xn--" (an empty punycode label) and "[::1" (brackets never closed) passed the URL check; the
    first made the client's attach probe raise, the second raised inside the wizard's own slot while
    the volunteer typed. Both are refused as they are typed, in German (core/accounts/attach_probe.py)."""
    dlg = _dialog(window, "http://127.0.0.1:1/", MODE_KEY)
    refused = "Der Rechnername oder Port der Webadresse ist ungültig."
    for typed in ("http://xn--/", "http://[::1/", "http://127.0.0.1:99999/"):
        dlg.url.clear()
        QTest.keyClicks(dlg.url, typed)
        assert dlg.status.text() == refused, (typed, dlg.status.text())
        assert not dlg.attach_button.isEnabled() or _outcome(qtbot, dlg, ()) == refused
