"""The window's languages (boinc_gui/i18n.py): catalogues, checked placeholders, BOINC's _() markers.

The catalogues are compiled with the PySide6 wheel's pyside6-lrelease into a temporary folder
(what `make translations` does into resources/translations) and loaded as the window loads
them, by tests/gui/conftest.py's ``compiled`` and ``speak`` fixtures, which put back what a
test changed (translators and QLocale's default are process-wide).
"""
from __future__ import annotations

import logging
import re
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from boinc_gui import i18n
from boinc_gui.formatting import format_bytes, format_client_time, format_credit, format_short_date_time
from boinc_gui.i18n import client_text, placeholders, status_text
from boinc_gui.tabs.alert_words import alert_text
from boinc_gui.tabs.log import EventLogTab
from boinc_gui.tabs.notices import NoticesTab
from core.alerts.model import Alert, AlertKind, Said
from core.api.snapshot import MessagePriority, MessageRow, NoticeRow
from core.xml.hardened import parse_xml_file
from tests.gui.catalogues import TOOLS, TS_FILES, Speaker, compile_catalogue

ROOT = Path(__file__).resolve().parents[2]
WANTED = {"de", "fr", "es", "it", "pt_BR", "ru", "pl", "nl", "ja", "zh_CN"}

# BOINC's client marks these fragments _("…") (client/cs_scheduler.cpp, client/http_curl.cpp of
# BOINC); a client asked with <translatable/> sends them marked, inside its own English.
MARKED_NOTICE_TITLE = '_("Message from server")'
MARKED_NOTICE_BODY = '_("No tasks are available for the applications you have selected.")'
MARKED_LOG_LINE = 'Project communication failed: _("Tasks can\'t access Internet - check network connection")'


def _messages(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message of a .ts file."""
    root = parse_xml_file(ts)
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            if tr.get("type") in ("unfinished", "obsolete", "vanished"):
                forms = [f for f in forms if f]
            out.append((name, m.findtext("source") or "", forms))
    return out


def test_ten_languages_every_message_translated() -> None:
    found = {ts.stem.removeprefix("boinc_gui_") for ts in TS_FILES}
    assert found >= WANTED
    for ts in TS_FILES:
        messages = _messages(ts)
        assert messages
        untranslated = [src for _ctx, src, forms in messages if not any(forms)]
        assert not untranslated, f"{ts.name}: {untranslated}"


def test_every_translation_keeps_its_placeholders() -> None:
    # Checked on the catalogues themselves (BOINC issue #2165: a wrong % crashed the Manager).
    assert placeholders("%1 of %2, %n task(s), {name}, %s") == placeholders("{name}: %2 / %1 %s (%n)")
    assert placeholders("%1 tasks") != placeholders("%2 Aufgaben")
    bad = []
    for ts in TS_FILES:
        for ctx, src, forms in _messages(ts):
            for form in forms:
                if form and placeholders(form) != placeholders(src):
                    bad.append((ts.name, ctx, src, form))
    assert not bad


def test_a_wrong_placeholder_is_refused_at_load_with_a_warning(
        tmp_path: Path, speak: Speaker, qapp: QApplication, caplog: pytest.LogCaptureFixture) -> None:
    ts = tmp_path / "boinc_gui_de.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context><name>test</name>
  <message><source>%1 tasks left</source><translation>Noch %2 Aufgaben</translation></message>
  <message><source>%1 of %2</source><translation>%1 von %2</translation></message>
</context>
</TS>
""", encoding="utf-8")
    compile_catalogue(ts, tmp_path)
    with caplog.at_level(logging.WARNING, logger="boinc_gui.i18n"):
        assert speak("de", tmp_path).ours is not None
        assert QCoreApplication.translate("test", "%1 of %2") == "%1 von %2"
        shown = QCoreApplication.translate("test", "%1 tasks left")
        assert shown in ("", "%1 tasks left")  # Qt falls back to the source text
        assert (shown or "%1 tasks left").replace("%1", "7") == "7 tasks left"
    assert any("%1 tasks left" in r.getMessage() for r in caplog.records if r.levelno == logging.WARNING)


def test_notice_and_log_line_with_markers_in_german(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    speak("de")
    notices = NoticesTab()
    log = EventLogTab()
    qtbot.addWidget(notices)
    qtbot.addWidget(log)
    notices.add((NoticeRow(1, 1.8e9, MARKED_NOTICE_TITLE, MARKED_NOTICE_BODY, "Fixture project"),))
    log.add_messages((MessageRow(1, 1.8e9, "Fixture project", MessagePriority.INFO, MARKED_LOG_LINE),))
    assert notices.model.index(0, 2).data() == "Nachricht vom Server"
    text = notices.text.toPlainText()
    assert "Nachricht vom Server" in text
    assert "Für die von Ihnen gewählten Anwendungen gibt es zurzeit keine Aufgaben." in text
    assert '_("' not in text
    line = log.proxy.index(0, 3).data()
    assert line == "Project communication failed: Aufgaben erreichen das Internet nicht – Netzwerkverbindung prüfen"
    assert re.fullmatch(r"\d\d\.\d\d\.\d\d \d\d:\d\d:\d\d", log.proxy.index(0, 0).data())  # German order


def test_markers_stripped_in_a_language_we_lack(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    assert speak("sv_SE").ours is None
    notices = NoticesTab()
    log = EventLogTab()
    qtbot.addWidget(notices)
    qtbot.addWidget(log)
    notices.add((NoticeRow(1, 1.8e9, MARKED_NOTICE_TITLE, MARKED_NOTICE_BODY),))
    log.add_messages((MessageRow(1, 1.8e9, "", MessagePriority.USER_ALERT, MARKED_LOG_LINE),))
    assert notices.model.index(0, 2).data() == "Message from server"
    assert "No tasks are available for the applications you have selected." in notices.text.toPlainText()
    assert '_("' not in notices.text.toPlainText() and '")' not in notices.text.toPlainText()
    assert log.proxy.index(0, 3).data() == (
        "Project communication failed: Tasks can't access Internet - check network connection")
    assert format_credit(1234.5) == "1\xa0234,50"  # Swedish numbers even without our catalogue


def test_status_words_and_numbers_follow_the_language(
        speak: Speaker, qapp: QApplication) -> None:
    speak("de")
    assert status_text("Waiting to run") == "Wartet auf Ausführung"
    assert status_text("Running, high priority") == "Läuft, hohe Priorität"
    assert status_text("Suspended - computer is in use") == "Angehalten - computer is in use"
    assert status_text("Aborted by user") == "Vom Benutzer abgebrochen"
    assert format_credit(1234.5) == "1.234,50"
    assert format_bytes(3.5 * (1 << 30)) == "3,50 GB"  # binary units kept
    assert client_text("unmarked core line") == "unmarked core line"


def test_dates_without_a_language_are_iso_and_with_one_are_the_languages(speak: Speaker) -> None:
    """LANG=C (or unset): Qt's short date for the C locale, "1 12 2026", reads either way
    round, so a deadline, an alert's time and a task's times are written yyyy-MM-dd."""
    t = 1_796_083_583.0  # 2026-12-01 in every time zone but the farthest
    local = time.localtime(t)
    iso_day = time.strftime("%Y-%m-%d", local)
    was = QLocale()
    QLocale.setDefault(QLocale.c())
    try:
        assert format_client_time(t) == time.strftime("%Y-%m-%d %H:%M:%S", local)
        assert format_short_date_time(t) == time.strftime("%Y-%m-%d %H:%M", local)
        deadline = Alert(AlertKind.DEADLINE_AT_RISK, "This computer", "wu_1", "", t - 3600, said=Said.DEADLINE_MISS,
                         values=(("task", "wu_1"), ("project", "P"), ("deadline", t)))
        assert iso_day in alert_text(deadline)
    finally:
        QLocale.setDefault(was)
    speak("de")
    assert format_client_time(t) == time.strftime("%d.%m.%y %H:%M:%S", local)
    assert time.strftime("%d.%m.%y", local) in alert_text(deadline) and iso_day not in alert_text(deadline)


def test_qt_catalogue_translates_message_box_buttons(
        qtbot: QtBot, speak: Speaker, qapp: QApplication, tmp_path: Path) -> None:
    assert speak("de", tmp_path).qt is not None
    box = QMessageBox(QMessageBox.Icon.Question, "t", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text().replace("&", "") == "Ja"
    assert box.button(QMessageBox.StandardButton.No).text().replace("&", "") == "Nein"


def test_reextraction_adds_nothing_missing(tmp_path: Path) -> None:
    # What pyside6-lupdate finds in the sources today must all be in every catalogue, translated.
    fresh = tmp_path / "boinc_gui_xx.ts"
    subprocess.run([str(TOOLS / "pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-silent",
                    str(ROOT / "boinc_gui"), "-ts", str(fresh)], check=True, timeout=120)
    extracted = {(ctx, src) for ctx, src, _forms in _messages(fresh)}
    assert ("MainWindow", "&File") in extracted and ("status", "Running") in extracted
    for ts in TS_FILES:
        have = {(ctx, src) for ctx, src, forms in _messages(ts) if any(forms)}
        assert not extracted - have, f"{ts.name} lacks {sorted(extracted - have)}"


def test_the_settings_language_wins_over_the_system(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    assert i18n.chosen_language(settings) == QLocale.system().name()
    settings.setValue(i18n.LANGUAGE_KEY, "ja")
    assert i18n.chosen_language(settings) == "ja"


def test_the_preferences_save_the_language_for_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from boinc_gui.dialogs.prefs import PreferencesDialog
    from core.state import GlobalPrefs

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dlg = PreferencesDialog(GlobalPrefs(), (), settings)
    qtbot.addWidget(dlg)
    assert dlg.language.currentData() == ""  # follows the system until chosen
    assert "next time" in dlg.language.toolTip()
    dlg.language.setCurrentIndex(dlg.language.findData("pt_BR"))
    assert dlg._save_gui_settings()
    assert i18n.chosen_language(settings) == "pt_BR"
    again = PreferencesDialog(GlobalPrefs(), (), settings)
    qtbot.addWidget(again)
    assert again.language.currentText() == "Português (Brasil)"


def test_the_window_menus_and_task_status_in_german(
        qtbot: QtBot, speak: Speaker, qapp: QApplication, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

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
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles[:2] == ["&Datei", "&Ansicht"] and "&Hilfe" in titles
        snap = wait_snapshot(qtbot, w, lambda s: any(t.status == "Running" for t in s.tasks))
        assert snap.tasks
        model = w.tasks.model
        column = [c.key for c in model.columns].index("status")
        shown = {model.index(r, column).data() for r in range(model.rowCount())}
        assert "Läuft" in shown and "Running" not in shown
    finally:
        bridge.stop()
        close_window(w)
        client.stop()


REAL_MESSAGES = ROOT / "tests" / "fixtures" / "real-boinc-7.20.5" / "get_messages_unrecognized_cc_config_tag.xml"


def _real_client_lines() -> list[MessageRow]:
    """The get_messages reply Debian's BOINC 7.20.5 gave (with <translatable/>) after starting on a
    cc_config.xml with an option it does not know (tests/compat/test_real_client_markers.py
    checks the real client still says so), read by our GUI RPC client's parser."""
    from core.guirpc.client_types import MessageInfo

    reply = parse_xml_file(REAL_MESSAGES)
    infos = [MessageInfo.parse(m) for m in reply.iter("msg")]
    return [MessageRow(m.seqno, float(m.time), m.project, MessagePriority(m.priority), m.body) for m in infos]


def test_a_real_client_event_log_line_with_markers_in_german(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    rows = _real_client_lines()
    marked = [r for r in rows if '_("' in r.body]
    # At start and again on read_cc_config, as the capture asked it to.
    assert {r.body for r in marked} == {'_("Unrecognized tag in cc_config.xml"): <boinc_gui_no_such_option>'}
    assert {r.priority for r in marked} == {MessagePriority.USER_ALERT}
    speak("de")
    log = EventLogTab()
    qtbot.addWidget(log)
    log.add_messages(tuple(marked[:1]))
    assert log.proxy.index(0, 3).data() == "Nicht erkanntes Element in cc_config.xml: <boinc_gui_no_such_option>"


def test_a_real_client_event_log_line_without_markers_in_a_language_we_lack(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    assert speak("sv_SE").ours is None
    log = EventLogTab()
    qtbot.addWidget(log)
    log.add_messages(tuple(r for r in _real_client_lines() if '_("' in r.body)[:1])
    assert log.proxy.index(0, 3).data() == "Unrecognized tag in cc_config.xml: <boinc_gui_no_such_option>"


REAL_NOTICES = ROOT / "tests" / "fixtures" / "real-boinc-7.20.5" / "get_notices_unterminated_cc_config.xml"


REAL_PROJECT_NOTICE = REAL_NOTICES.with_name("get_notices_scheduler_wrong_key.xml")


def _real_client_notices(fixture: Path = REAL_NOTICES) -> list[NoticeRow]:
    """A get_notices reply of Debian's BOINC 7.20.5, read by our GUI RPC client's parser and made
    rows as core/remote/client.py makes them. REAL_NOTICES: after starting on a cc_config.xml
    with an option it does not know and no </cc_config> (a complete file's alert is taken back
    when the client reaches its end tag: tests/compat/test_real_client_markers.py).
    REAL_PROJECT_NOTICE: attached to our demo project with an account key the project does not
    know (tests/compat/test_real_client.py), whose scheduler refuses it with BOINC's marked notice."""
    from core.guirpc.client_types import NoticeInfo

    infos = [NoticeInfo.parse(n) for n in parse_xml_file(fixture).iter("notice")]
    return [NoticeRow(n.seqno, n.create_time, n.title, n.description, n.project_name) for n in infos]


def _shown_notices(tab: NoticesTab) -> list[str]:
    """The text pane's words for every notice of ``tab``, one selected after the other."""
    shown = []
    for row in range(tab.model.rowCount()):
        tab.view.selectRow(row)
        shown.append(tab.text.toPlainText())
    return shown


def test_a_real_client_notice_with_markers_in_german(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    notices = _real_client_notices()
    # The client's own alerts: no title, no project, the fragments marked in the body.
    assert [(n.title, n.project, n.body.strip()) for n in notices] == [
        ("", "", '_("Unrecognized tag in cc_config.xml"): &lt;boinc_gui_no_such_option>'),
        ("", "", '_("Missing end tag in cc_config.xml")')]
    speak("de")
    tab = NoticesTab()
    qtbot.addWidget(tab)
    tab.add(tuple(notices))
    assert {tab.model.index(r, 1).data() for r in range(2)} == {"Dieser Client"}
    shown = _shown_notices(tab)
    assert any(t.endswith("\n\nNicht erkanntes Element in cc_config.xml: <boinc_gui_no_such_option>") for t in shown)
    assert any(t.endswith("\n\nSchließendes Element fehlt in cc_config.xml") for t in shown)
    assert not any('_("' in t or "cc_config.xml\")" in t or "Unrecognized" in t or "Missing" in t for t in shown)


def test_a_real_client_notice_without_markers_in_a_language_we_lack(
        qtbot: QtBot, speak: Speaker, qapp: QApplication) -> None:
    assert speak("sv_SE").ours is None
    tab = NoticesTab()
    qtbot.addWidget(tab)
    tab.add(tuple(_real_client_notices()))
    shown = _shown_notices(tab)
    assert sorted(t.rsplit("\n\n", 1)[1] for t in shown) == [
        "Missing end tag in cc_config.xml", "Unrecognized tag in cc_config.xml: <boinc_gui_no_such_option>"]
    assert not any('_("' in t or '")' in t for t in shown)


def test_a_real_clients_project_notice_with_markers_in_german_and_without_them_in_swedish(
        qtbot: QtBot, speak: Speaker) -> None:
    notices = _real_client_notices(REAL_PROJECT_NOTICE)
    assert [(n.title, n.project, n.body.strip()) for n in notices] == [
        ("", "boinc-gui Demo Project", '_("Invalid or missing account key.  To fix, remove and add this project.")')]
    speak("de")
    tab = NoticesTab()
    qtbot.addWidget(tab)
    tab.add(tuple(notices))
    assert tab.model.index(0, 1).data() == "boinc-gui Demo Project"
    assert _shown_notices(tab)[0].endswith(
        "\n\nKontoschlüssel fehlt oder ist ungültig. Entfernen Sie das Projekt und fügen Sie es neu hinzu.")
    speak.take_out()
    assert speak("sv_SE").ours is None
    swedish = NoticesTab()
    qtbot.addWidget(swedish)
    swedish.add(tuple(notices))
    assert _shown_notices(swedish)[0].endswith(
        "\n\nInvalid or missing account key.  To fix, remove and add this project.")
