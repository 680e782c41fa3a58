"""The window's own words in the volunteer's language (issue 37): the menus, tabs and status bar of
boinc_gui/main_window.py, the confirmations of boinc_gui/shell/row_actions.py, the tray and the
alert log, reached as a volunteer reaches them (menus opened, entries triggered) in German; and
the counts' plural forms by each language's rules (Russian, Polish), while the English, which
has no catalogue, still says "1 task" and "2 tasks".

The catalogues are compiled and languages installed by tests/gui/conftest.py's fixtures
(``compiled``, ``speak``, ``german_window``), which take out what they put in.
"""
from __future__ import annotations

import dataclasses
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from boinc_gui.main_window import MainWindow, task_counts
from boinc_gui.shell.alerts import AlertLogDialog
from boinc_gui.shell.tray import summary
from core.alerts.model import Alert, AlertKind, Notification
from core.api.snapshot import ClientSnapshot, TaskRow
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import Speaker
from tests.gui.conftest import DEMO, wait_snapshot
from tests.gui.test_window import select

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(sys.executable).parent


def _menu(w: MainWindow, title: str) -> QMenu:
    for act in w.menuBar().actions():
        if act.text().replace("&", "") == title:  # titles and entries compared as shown, without "&"
            menu = act.menu()
            assert isinstance(menu, QMenu)
            menu.aboutToShow.emit()  # what opening it does (the web pages' submenu fills itself then)
            return menu
    raise AssertionError(f"no menu {title!r} in {[a.text() for a in w.menuBar().actions()]}")


def _entries(menu: QMenu) -> list[str]:
    return [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]


def test_menus_tabs_and_status_bar_in_german(qtbot: QtBot, german_window: MainWindow) -> None:
    w = german_window
    # A translation equal to its source ("boinc-gui — %1", "GPU") and a text no catalogue has are
    # shown as they are, not as "" (a translator's empty answer is taken for a translation).
    assert w.windowTitle().startswith("boinc-gui — ") and w.windowTitle() != "boinc-gui — %1"
    assert w.tr("a text in no catalogue") == "a text in no catalogue"
    tabs = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert tabs[:6] + tabs[7:] == ["Projekte", "Aufgaben", "Übertragungen", "Datenträger", "Statistiken",
                                   "Ereignisprotokoll", "Verlauf"]
    assert tabs[6] == "Mitteilungen" or tabs[6].startswith("Mitteilungen ("), tabs  # "(1)": unread
    project = _entries(_menu(w, "Projekt"))
    assert {"Aktualisieren", "Anhalten", "Fortsetzen", "Keine neuen Aufgaben", "Projekt zurücksetzen", "Entfernen",
            "Eigenschaften", "Webseiten"} <= set(project), project
    assert {"Abbrechen", "Grafik anzeigen"} <= set(_entries(_menu(w, "Aufgabe")))
    activity = _menu(w, "Aktivität")
    assert {"Immer rechnen", "Nach Einstellungen rechnen", "Netzwerkaktivität anhalten"} <= set(_entries(activity))
    snooze = next(a.menu() for a in activity.actions() if a.text().replace("&", "") == "Schlummern")
    assert isinstance(snooze, QMenu)
    assert _entries(snooze) == ["15 Minuten", "1 Stunde", "3 Stunden", "Bis zur Fortsetzung", "Jetzt fortsetzen"]
    view_menu = _menu(w, "Ansicht")
    view = _entries(view_menu)
    assert "Ereignisprotokoll in eigenem Fenster…" in view and "Verlauf" in view
    themes = next(a.menu() for a in view_menu.actions() if a.text().replace("&", "") == "Farbschema")
    assert isinstance(themes, QMenu) and _entries(themes) == ["System", "Hell", "Dunkel"]
    tools = _entries(_menu(w, "Extras"))
    assert {"Konfigurationsdateien einlesen", "Alle Übertragungen wiederholen"} <= set(tools)
    assert w.active_only.text() == "Nur aktive" and w.gpu_only.text() == "Nur GPU"

    wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks))
    counts = w.counts_label.text()
    assert "läuft" in counts or "laufen" in counts, counts
    assert "running" not in counts
    assert w.activity_label.text().startswith("Berechnung: ")
    tray = w.tray
    assert tray is not None and "in der Warteschlange" in tray.icon.toolTip()
    assert _entries(tray.menu)[0] == "Manager öffnen" and "Beenden" in _entries(tray.menu)

    # Computing suspended from the Activity menu: the status bar and the tray say why, in German.
    next(a for a in activity.actions() if a.text().replace("&", "") == "Anhalten").trigger()
    qtbot.waitUntil(lambda: "Berechnung: angehalten (Benutzeranfrage)" in w.activity_label.text(), timeout=8000)
    qtbot.waitUntil(lambda: "Berechnungen angehalten (Benutzeranfrage)" in tray.icon.toolTip(), timeout=8000)
    assert "Berechnungen fortsetzen" in _entries(tray.menu)


def test_abort_question_and_alert_log_in_german(qtbot: QtBot, german_window: MainWindow) -> None:
    w = german_window
    wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks))
    asked: list[tuple[str, str]] = []

    def confirm(title: str, text: str) -> bool:
        asked.append((title, text))
        return False  # "no": the question is what is checked

    w.confirm = confirm
    w.tabs.setCurrentWidget(w.tasks)
    select(w.tasks, lambda r: isinstance(r, TaskRow) and r.running)
    abort = next(a for a in _menu(w, "Aufgabe").actions() if a.text().replace("&", "") == "Abbrechen")
    abort.trigger()
    assert asked, "no question asked"
    title, text = asked[0]
    assert title == "Aufgaben abbrechen"
    assert text.startswith("1 Aufgabe abbrechen? Die geleistete Arbeit geht verloren.\n\n"), text
    assert "% erledigt, Läuft" in text, text  # the task's status in German too

    w.alerts.engine.log.add(Alert(AlertKind.TASK_FAILED, "Dieser Computer", "t1", "t1 (Demo): Berechnungsfehler",
                                  time.mktime((2026, 11, 25, 7, 30, 42, 0, 0, -1))))
    alerts = next(a for a in _menu(w, "Extras").actions() if a.text().replace("&", "") == "Warnungen…")
    alerts.trigger()
    dlg = next(d for d in w.findChildren(AlertLogDialog) if d.isVisible())
    assert dlg.windowTitle() == "Warnungen"
    assert [dlg.tabs.tabText(i) for i in range(dlg.tabs.count())] == ["Warnungsprotokoll", "Einstellungen"]
    assert [dlg.model.headerData(c, Qt.Orientation.Horizontal) for c in range(dlg.model.columnCount())] == [
        "Zeit", "Computer", "Art", "Meldung", "Anzahl"]
    assert dlg.model.index(0, 0).data() == "25.11.26 07:30"  # the German short date and time
    assert dlg.model.index(0, 2).data() == "Aufgabe fehlgeschlagen"
    assert dlg.switches[AlertKind.TASK_FAILED].text() == "eine Aufgabe fehlschlägt"
    assert dlg.switches[AlertKind.RULE].text() == "eine Regel es verlangt"
    dlg.close()


def _with_running(snap: ClientSnapshot, n: int) -> ClientSnapshot:
    """``snap`` with ``n`` running tasks (copies of one of its own), for the counts."""
    running = next(t for t in snap.tasks if t.running)
    return dataclasses.replace(snap, tasks=tuple(running for _ in range(n)))


@pytest.fixture
def snapshot(qtbot: QtBot, tmp_path: Path) -> Iterator[ClientSnapshot]:
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    client.start()
    found: list[ClientSnapshot] = []

    def running() -> None:
        snap = client.poll_snapshot()
        assert snap is not None and any(t.running for t in snap.tasks) and not snap.error
        found.append(snap)
    try:
        qtbot.waitUntil(running, timeout=15000)
        yield found[-1]
    finally:
        client.stop()


def test_counts_follow_each_languages_plural_forms(snapshot: ClientSnapshot,
                                                   speak: Speaker) -> None:
    snap = dataclasses.replace(snapshot, activity=dataclasses.replace(snapshot.activity, snooze_until=None,
                                                                       computing=True, network=True))
    # English, with no catalogue: the source reads well for one and for more.
    assert ": 1 task running, 1 in queue" in summary(_with_running(snap, 1))
    assert ": 2 tasks running, 2 in queue" in summary(_with_running(snap, 2))
    assert task_counts(_with_running(snap, 3)) == "3 running"
    speak("ru")
    assert ": 1 задание выполняется, 1 в очереди" in summary(_with_running(snap, 1))
    assert ": 3 задания выполняются" in summary(_with_running(snap, 3))
    assert ": 5 заданий выполняются" in summary(_with_running(snap, 5))
    assert ": 21 задание выполняется" in summary(_with_running(snap, 21))
    assert task_counts(_with_running(snap, 2)) == "2 выполняются"
    speak("pl")
    assert ": 2 zadania działają" in summary(_with_running(snap, 2))
    assert ": 5 zadań działa" in summary(_with_running(snap, 5))
    speak("de")
    assert task_counts(_with_running(snap, 1)) == "1 läuft"
    assert task_counts(_with_running(snap, 4)) == "4 laufen"


def test_the_status_clock_names_day_and_month_in_the_language(speak: Speaker) -> None:
    from boinc_gui.main_window import status_clock

    t = time.mktime((2026, 11, 25, 7, 30, 42, 0, 0, -1))  # a Wednesday, local time
    assert status_clock(t) == "Wed 25 Nov 2026 07:30"  # English, no catalogue
    speak("de")
    assert status_clock(t) == "Mi. 25. Nov. 2026 07:30"  # strftime said "Wed" here
    speak("ja")
    assert status_clock(t) == "2026/11/25 (水) 07:30"


def test_every_suspend_reason_of_the_core_is_in_the_catalogues() -> None:
    from boinc_gui.tables.suspend_words import REASONS
    from core.state.enums import SuspendReason

    words = {r.words for r in SuspendReason if r.words}
    assert words and not words - set(REASONS), sorted(words - set(REASONS))


def test_a_notification_title_names_its_kind_in_the_language(speak: Speaker) -> None:
    from boinc_gui.tabs.alert_words import notification_title

    one = Notification("Task failed: box-2", "t1: Computation error", frozenset({AlertKind.TASK_FAILED}), 1)
    many = Notification("Deadline at risk (×3)", "3 tasks may miss their deadlines", frozenset(
        {AlertKind.DEADLINE_AT_RISK}), 3)
    assert notification_title(one) == "Task failed: box-2"
    speak("fr")
    assert notification_title(one) == "Tâche en échec: box-2"
    assert notification_title(many) == "Échéance menacée (×3)"
