"""The tabs, tables, charts and preference words in the volunteer's language (issue 37).

The window is started in German with the demo client and read as a volunteer reads it: each
tab clicked in the tab bar, the column chooser opened with a right click on the header, the
filter menus and legends as shown. The catalogues are compiled by tests/gui/conftest.py's fixtures.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui import pref_fields
from boinc_gui.formatting import fill
from tests.gui.catalogues import Speaker


def test_fill_puts_arguments_where_the_translation_wants_them() -> None:
    assert fill("%2 von %1", "a", "b") == "b von a"
    assert fill("%1 and %2", "50%2", "x") == "50%2 and x"  # a value's own "%2" is left alone
    assert fill("%1 of %3", 1, 2) == "1 of %3"


def test_every_preference_word_is_marked_for_the_catalogues() -> None:
    # A label added to FIELDS without its QT_TRANSLATE_NOOP would stay English in every language.
    units = {"%", "GB", "MB", "KB/s", pref_fields.B, ""}
    shown = {*pref_fields.PAGES, *pref_fields.DAYS}
    for f in pref_fields.FIELDS:
        shown |= {f.page, f.group, f.label, f.special, f.unit}
    assert shown - units <= set(pref_fields.MARKED)


def test_preference_labels_in_german(speak: Speaker, qapp: QApplication) -> None:
    speak("de")
    field = next(f for f in pref_fields.FIELDS if f.name == "work_buf_min_days")
    assert field.label == "Store at least"  # the data stays English (keys, object names)
    assert pref_fields.field_label(field) == "Mindestens vorrätig halten:"
    assert pref_fields.field_unit(field) == "Tage Arbeit"
    assert pref_fields.prefs_text("Disk and memory") == "Festplatte und Speicher"


def test_a_message_without_translation_shows_its_source(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    # The checked translator answered "" for what it lacks, which Qt takes for a translation: text
    # outside the catalogue vanished, and PySide's tr() of a message translated as itself ("%1: %2",
    # the Disk legend's) went on to the base classes' contexts and came back "".
    from PySide6.QtCore import QCoreApplication

    from boinc_gui.tabs.disk import DiskTab

    speak("de")
    assert QCoreApplication.translate("nowhere", "Not in any catalogue") == "Not in any catalogue"
    tab = DiskTab()
    qtbot.addWidget(tab)
    assert tab.tr("%1: %2") == "%1: %2" and tab.tr("Usage") == "Nutzung"


def _click_tab(qtbot: QtBot, w: QWidget, page: QWidget) -> None:
    bar = w.tabs.tabBar()  # type: ignore[attr-defined]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(w.tabs.indexOf(page)).center())  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: w.tabs.currentWidget() is page)  # type: ignore[attr-defined]


def _header_menu_texts(qtbot: QtBot, tab: QWidget) -> list[str]:
    """Right-click the table's header and read the menu that opens (then close it)."""
    seen: list[str] = []

    def read() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu):
            seen.extend(a.text() for a in menu.actions() if not a.isSeparator())
            menu.close()
        else:
            QTimer.singleShot(20, read)

    header = tab.view.horizontalHeader()  # type: ignore[attr-defined]
    QTimer.singleShot(20, read)
    pos = QPoint(10, header.height() // 2)
    QApplication.sendEvent(header.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                                header.viewport().mapToGlobal(pos)))
    qtbot.waitUntil(lambda: bool(seen))
    return seen


def test_the_tabs_in_german(qtbot: QtBot, speak: Speaker,
                            qapp: QApplication, tmp_path: Path) -> None:
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from core.emulator.scenario import load_scenario
    from core.emulator.window_client.emulated import EmulatedClient
    from tests.gui.conftest import DEMO, wait_snapshot
    from tests.gui.windows import close_window

    speak("de")
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    w.show()
    bridge.start()
    try:
        wait_snapshot(qtbot, w, lambda s: any(t.status == "Running" for t in s.tasks) and bool(s.projects))

        # Tasks: the headers, the filter's hint, the column chooser, the Why column's words.
        _click_tab(qtbot, w, w.tasks)
        view = w.tasks.view
        headers = [view.model().headerData(i, Qt.Orientation.Horizontal) for i in range(view.model().columnCount())]
        assert {"Projekt", "Fortschritt", "Warum", "Verbleibend (geschätzt)", "Termin", "Anwendung"} <= set(headers)
        assert "Progress" not in headers
        assert w.tasks.filter.placeholderText() == "Aufgaben filtern (Strg+F)"
        chooser = _header_menu_texts(qtbot, w.tasks)
        assert "Spalten zurücksetzen" in chooser and "Projekt-URL" in chooser and "Project URL" not in chooser
        why = [c.key for c in w.tasks.model.columns].index("why")
        said = [w.tasks.model.index(r, why).data() for r in range(w.tasks.model.rowCount())]
        assert any(s.startswith(("Läuft", "Wartet", "In der Warteschlange", "Fertig")) for s in said), said
        assert not any(s.startswith(("Running", "Waiting", "Queued", "Done")) for s in said), said

        # Projects: the work-fetch sentence.
        _click_tab(qtbot, w, w.projects)
        fetch = [c.key for c in w.projects.model.columns].index("fetch")
        sentences = [w.projects.model.index(r, fetch).data() for r in range(w.projects.model.rowCount())]
        assert sentences and not any(s.startswith(("Asking", "Not asking", "No work-fetch")) for s in sentences)

        # Event log: its filter menus and button.
        _click_tab(qtbot, w, w.log)
        severities = [w.log.severity.itemText(i) for i in range(w.log.severity.count())]
        assert severities == ["Alle Schweregrade", "Info", "Warnung", "Fehler", "Projektmitteilung"]
        assert w.log.project.itemText(0) == "Alle Projekte" and w.log.copy_button.text() == "Angezeigte kopieren"

        # Disk: the pie's legend once the client's figures come.
        _click_tab(qtbot, w, w.disk)
        disk = w.disk.tab()
        qtbot.waitUntil(lambda: any(label.isVisible() for label in disk.total_legend.labels), timeout=15000)
        legend = [label.text() for label in disk.total_legend.labels if label.isVisible()]
        assert legend[0].startswith("Von diesem Client genutzt: ") and legend[3].startswith("Andere Programme: ")
        assert disk.total_view.chart().title() == "Gesamte Festplattennutzung"

        # Statistics: the view menu and its buttons.
        _click_tab(qtbot, w, w.stats)
        stats = w.stats.tab()
        assert [stats.view.itemText(i) for i in range(stats.view.count())] == ["Live", "Tagesverlauf"]
        assert stats.reset_button.text() == "Zoom zurücksetzen" and stats.follow.text() == "Live-Daten folgen"
    finally:
        bridge.stop()
        close_window(w)
        client.stop()


def test_project_and_transfer_status_and_chart_dates_in_german(
        speak: Speaker, qapp: QApplication) -> None:
    import time

    from boinc_gui.tables.status_words import project_status_text, transfer_status_text
    from boinc_gui.tabs.stats import time_tick_strings

    speak("de")
    # As the core words them (core/engine/from_state.py, core/transfer/events.py).
    assert project_status_text("Suspended by user, Scheduler request pending: To fetch work") == (
        "Vom Benutzer angehalten, Serveranfrage ausstehend: Um Arbeit abzurufen")
    assert project_status_text("Communication deferred 00:03:10") == "Kommunikation verschoben 00:03:10"
    assert transfer_status_text("Upload: retry in 00:01:10 (project backoff: 00:05:00)") == (
        "Upload: neuer Versuch in 00:01:10 (Projektpause: 00:05:00)")
    assert transfer_status_text("Download: active") == "Download: aktiv"
    march = time.mktime((2026, 3, 2, 12, 0, 0, 0, 0, -1))
    assert time_tick_strings([march, march + 2 * 86400], 2 * 86400) == ["02 März", "04 März"]


def test_the_windows_own_alert_in_the_notices_in_german(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    from boinc_gui.tabs.notices import NoticesTab
    from core.alerts.model import AlertKind, Notification

    speak("de")
    tab = NoticesTab()
    qtbot.addWidget(tab)
    assert tab.text.placeholderText().startswith("Noch keine Mitteilungen.")
    tab.add_alert(Notification("Task failed", "A task ended with an error", frozenset({AlertKind.TASK_FAILED})))
    assert tab.model.index(0, 1).data() == "Warnung"  # From: the window's alert, not a project
    assert tab.model.index(0, 3).data() == "dieses Fenster"  # the Computer column
    assert "Warnung · " in tab.text.toPlainText()
    assert tab.text.toPlainText().startswith("Aufgabe fehlgeschlagen\n")  # the kind's name in German too
