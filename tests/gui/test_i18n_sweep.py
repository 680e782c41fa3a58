"""Issue 37's sweep: the window in German with an emulated client, every tab opened, an alert
fired, the main dialogs opened (the account-manager page with its outcome), and every text it
shows collected (labels, buttons, tab titles, menu entries, tooltips, table headers and cells):
none may still read as English, beyond the names that stay as they are (projects, tasks,
apps, URLs, BOINC's tag and file names).

Nothing is left out: the engine's figures in a row's tooltip are said in German too
(boinc_gui/tables/figure_words.py).
"""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.main_window import MainWindow
from core.api.snapshot import ClientSnapshot, TaskRow
from tests.gui.conftest import wait_snapshot
from tests.gui.english_sweep import english, visible_texts
from tests.gui.menus import in_window_language, open_from_menu
from tests.gui.test_i18n_alerts import _trouble
from tests.gui.test_window import select

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

def _names(snap: ClientSnapshot) -> set[str]:
    """What stays as it is: the client's names of projects, tasks, apps, accounts, files."""
    names = {"BOINC", "boinc-gui", "CPU", "GPU"}
    for p in snap.projects:
        names |= {p.name, str(p.url), p.account, p.team}
    for t in snap.tasks:
        names |= {t.name, t.wu_name, t.application, t.project_name}
    for x in snap.transfers:
        names |= {x.file_name, x.project_name}
    return names


def test_no_english_left_in_a_german_window(qtbot: QtBot, qapp: QApplication, german_window: MainWindow) -> None:
    w = german_window
    snap = wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks) and s.disk is not None, timeout=15000)
    for i in range(w.tabs.count()):  # every tab, as a volunteer opens them
        w.tabs.setCurrentIndex(i)
        qtbot.wait(300)
    w.alerts.feed("This computer", snap)
    w.alerts.feed("This computer", _trouble(snap))  # a task failed, a project's requests, the disk
    texts = visible_texts(w)
    # Each opened through the German menu bar, as a volunteer opens it.
    assert in_window_language("T&ools") != ("Tools",)
    dialogs: list[QDialog | None] = [
        open_from_menu(w, QDialog, *in_window_language("T&ools", "A&lerts…")),
        open_from_menu(w, PreferencesDialog, *in_window_language("T&ools", "&Preferences…"))]
    w.tabs.setCurrentWidget(w.projects)
    select(w.projects, lambda r: True)
    dialogs.append(open_from_menu(w, QDialog, *in_window_language("&Project", "&Properties")))
    w.tabs.setCurrentWidget(w.tasks)
    select(w.tasks, lambda r: isinstance(r, TaskRow) and r.running)
    dialogs.append(open_from_menu(w, QDialog, *in_window_language("&Task", "&Properties")))
    attach = open_from_menu(w, AttachDialog, *in_window_language("T&ools", "&Add project…"))
    manager = attach.open_account_manager()  # its outcome: the emulated client refuses
    manager.url.setText("https://am.example.org/")
    manager.name.setText("vol")
    manager.password.setText("secret")
    manager.submit()
    qtbot.waitUntil(lambda: manager.join_button.isEnabled() and bool(manager.status.text()), timeout=10000)
    assert manager.status.text() == \
        "Der emulierte Client kann das nicht: Er hat keine solchen Dateien und nutzt kein Netzwerk."  # by its kind
    dialogs.append(manager)
    for d in dialogs:
        assert d is not None
        qtbot.waitExposed(d)
        texts += visible_texts(d)
    assert any("Aufgabe fehlgeschlagen" in t for t in texts)  # the alert was seen, in German
    # the engine's figures were in the rows' tooltips, in German (they used to be left out of the check)
    assert any("\nPlaner: " in t and "Schuld " in t for t in texts)
    assert any("\nArbeitsabruf: " in t for t in texts)
    said = w.disk.explanation.text()  # the disk manager's explanation was shown, not the waiting note
    assert said and said != w.disk.tr("Waiting for the client…")
    left = english(texts, _names(snap))
    assert not left, "\n".join(repr(t[:200]) for t in left)
    for d in dialogs:
        assert d is not None
        d.close()


def test_this_computer_is_named_in_german_in_the_merged_tables(qtbot: QtBot, german_window: MainWindow) -> None:
    w = german_window
    wait_snapshot(qtbot, w, lambda s: bool(s.tasks), timeout=15000)
    w.feeds.show_all([w.feeds.primary_feed()])  # the all-computers view, with its Computer column
    column = next(i for i, c in enumerate(w.tasks.model.columns) if c.key == "computer")

    def named() -> None:
        shown = {w.tasks.model.index(r, column).data() for r in range(w.tasks.model.rowCount())}
        assert shown == {"Dieser Computer"}, shown
    qtbot.waitUntil(named, timeout=8000)
    assert w.feeds.primary_feed().name == "This computer"  # the data name stays English
