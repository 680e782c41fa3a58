"""The dialogs and the hosts' controls in German, opened as a volunteer opens them: from the menus.

The catalogues are compiled and installed as the window installs them (boinc_gui/i18n.py) by
tests/gui/conftest.py's ``compiled``, ``speak`` and ``german`` fixtures. Menu entries are found by their
German text, read through the same translation the window uses; what the dialogs show is
compared with German words written out here.
"""
from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.dialogs import HostDialog, HostsDialog
from boinc_gui.hosts.manager import HostEntry, HostManager, PasswordVault
from boinc_gui.hosts.selector import HostSelector, install_hosts
from boinc_gui.i18n import Installed
from boinc_gui.main_window import MainWindow
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.remote.client import RemoteClient
from tests.gui.catalogues import Speaker, compile_catalogue
from tests.gui.conftest import DEMO
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui]

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(sys.executable).parent


def _client(entry: HostEntry, password: str) -> RemoteClient:
    return RemoteClient(entry.address, entry.port, password, label=entry.name, poll_interval_s=0.2,
                        timeout_s=1.0, backoff_s=0.2, max_backoff_s=0.5)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, german: Installed) -> Iterator[MainWindow]:
    from keyring.backends import fail

    client = EmulatedClient(load_scenario(DEMO), speed=60.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    settings = QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat)
    w = MainWindow(bridge, settings, None)
    w.confirm = lambda title, text: True
    vault = PasswordVault(fail.Keyring())  # type: ignore[no-untyped-call]
    install_hosts(w, HostManager(QSettings(str(tmp_path / "hosts.ini"), QSettings.Format.IniFormat), bridge, vault,
                                 _client, parent=w))
    w.show()
    bridge.start()
    try:
        yield w
    finally:
        bridge.stop()
        close_window(w)
        client.stop()


def _entry(window: MainWindow, menu_source: str, entry_source: str, context: str = "MainWindow") -> QAction:
    """The entry of a menu bar menu, both named by their English source, found by their translated text."""
    title = QCoreApplication.translate("MainWindow", menu_source) if context == "MainWindow" \
        else QCoreApplication.translate(context, menu_source)
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    assert isinstance(menu, QMenu)
    wanted = QCoreApplication.translate(context, entry_source)
    return next(a for a in menu.actions() if a.text() == wanted)


def _shown(kind: type[QWidget]) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def test_preferences_opened_from_the_tools_menu_speak_german(qtbot: QtBot, window: MainWindow) -> None:
    _entry(window, "T&ools", "&Preferences…").trigger()
    qtbot.waitUntil(lambda: bool(_shown(PreferencesDialog)), timeout=5000)
    dlg = _shown(PreferencesDialog)[0]
    assert isinstance(dlg, PreferencesDialog)
    assert dlg.windowTitle().startswith("Einstellungen")
    pages = [dlg.nav.item(i).text() for i in range(dlg.nav.count())]
    assert pages[:2] == ["Berechnung", "Tägliche Zeitpläne"] and "Sonstiges" in pages
    assert dlg.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).text() == "Standardwerte"
    assert [dlg.theme.itemText(i) for i in range(dlg.theme.count())] == ["System", "hell", "dunkel"]
    boxes = {b.text() for b in dlg.findChildren(QCheckBox)}
    assert {"Nur rechnen zwischen", "Montag", "Sonntag", "Minimiert im Infobereich starten"} <= boxes
    groups = {g.title() for g in dlg.findChildren(QGroupBox)}
    assert {"Wenn der Computer benutzt wird", "Manager (dieses Fenster)"} <= groups
    # The theme is still saved under its English key, whatever the language shows.
    dlg.theme.setCurrentIndex(dlg.theme.findText("dunkel"))
    assert dlg._save_gui_settings()
    assert window.settings.value("ui/theme") == "dark"
    dlg.reject()


def test_hosts_menu_list_and_host_dialog_speak_german(qtbot: QtBot, window: MainWindow) -> None:
    selector = window.findChild(HostSelector)
    assert isinstance(selector, HostSelector)
    assert [selector.itemText(i) for i in range(selector.count())] == ["Dieser Computer", "Alle Computer"]
    _entry(window, "Ho&sts", "&Manage hosts…", context="Hosts").trigger()
    qtbot.waitUntil(lambda: bool(_shown(HostsDialog)), timeout=5000)
    hosts = _shown(HostsDialog)[0]
    assert isinstance(hosts, HostsDialog)
    buttons = {b.text() for b in hosts.findChildren(QPushButton)}
    assert {"Hinzufügen…", "Bearbeiten…", "Entfernen"} <= buttons
    model = hosts.view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Computer", "Adresse", "Status"]
    assert model.index(0, 0).data() == "Dieser Computer" and model.index(0, 1).data() == "in diesem Programm"
    # Add… opens the host dialog: its fields, its connection choices and its check in German.
    add = next(b for b in hosts.findChildren(QPushButton) if b.text() == "Hinzufügen…")
    add.click()
    qtbot.waitUntil(lambda: bool(hosts.findChildren(HostDialog)), timeout=5000)
    dlg = hosts.findChildren(HostDialog)[0]
    assert dlg.windowTitle() == "Host hinzufügen"
    assert dlg.address.placeholderText() == "Hostname oder IP-Adresse"
    kinds = [dlg.transport_box.kind.itemText(i) for i in range(dlg.transport_box.kind.count())]
    assert kinds[0] == "Einfaches GUI-RPC (jeder BOINC-Client)" and kinds[2].startswith("SSH-Tunnel")
    ok = dlg.findChildren(QDialogButtonBox)[-1].button(QDialogButtonBox.StandardButton.Ok)
    ok.click()  # no address: refused, said in German
    assert dlg.error.text() == "Geben Sie den Namen oder die IP-Adresse des Hosts ein."
    dlg.reject()
    hosts.reject()


def test_about_box_from_the_help_menu_speaks_german(qtbot: QtBot, window: MainWindow) -> None:
    _entry(window, "&Help", "&About boinc-gui").trigger()
    qtbot.waitUntil(lambda: bool(_shown(QMessageBox)), timeout=5000)
    box = _shown(QMessageBox)[0]
    assert isinstance(box, QMessageBox)
    assert box.windowTitle() == "Über boinc-gui"
    text = box.text()
    assert "Ein Manager für freiwilliges Rechnen" in text and "Datenverzeichnis:" in text
    assert "Lizenz:" in text and "Licence:" not in text
    labels = [w for w in box.findChildren(QLabel) if "Datenverzeichnis" in w.text()]
    assert labels
    box.close()


def test_add_project_from_the_tools_menu_speaks_german(qtbot: QtBot, window: MainWindow) -> None:
    from boinc_gui.dialogs.attach import AttachDialog

    _entry(window, "T&ools", "&Add project…").trigger()
    qtbot.waitUntil(lambda: bool(_shown(AttachDialog)), timeout=5000)
    dlg = _shown(AttachDialog)[0]
    assert isinstance(dlg, AttachDialog)
    assert dlg.windowTitle() == "Projekt hinzufügen"
    modes = [dlg.mode.itemText(i) for i in range(dlg.mode.count())]
    assert modes == ["Ich habe ein Konto (E-Mail und Passwort)", "Ich bin neu: Konto anlegen",
                     "Ich habe einen Kontoschlüssel"]
    dlg.url.setText("ftp://example.org/")  # typed over the preset; the core's words about it, translated
    assert dlg.status.text() == "Die Webadresse eines Projekts beginnt mit http:// oder https://, nicht mit ftp://."
    assert not dlg.attach_button.isEnabled()
    dlg.reject()


def test_task_properties_in_german_keep_their_english_line_names(qtbot: QtBot, german: Installed) -> None:
    # The lines are found by their English names (objectName), whatever language labels them.
    from boinc_gui.dialogs.properties import task_properties
    from core.api.snapshot import ActivityStatus
    from core.engine.from_state import SnapshotInputs, build_snapshot
    from core.state import RunMode
    from tests.core.guirpc.sample import NOW, attached_state

    state = attached_state(n_results=1, running=False)
    task = next(iter(state.results.values()))
    task.schedule_backoff, task.schedule_backoff_reason = NOW + 3600, "waiting for GPU"
    snap = build_snapshot(state, NOW, None, SnapshotInputs(ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True,
                                                                          "", "", None)))
    dlg = task_properties(None, snap.tasks[0], NOW)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == f"Eigenschaften der Aufgabe {snap.tasks[0].name}"
    labels = {w.text() for w in dlg.findChildren(QLabel) if not w.objectName()}
    assert {"Verstrichene Zeit:", "Abgabetermin:", "Zurückgestellt bis:", "Arbeitspaket:"} <= labels
    postponed = dlg.findChild(QLabel, "Postponed until")
    assert isinstance(postponed, QLabel) and postponed.text().endswith("(in 01:00:00)")


def test_the_rule_editors_cpu_count_takes_russian_plural_forms(
        qtbot: QtBot, speak: Speaker) -> None:
    from boinc_gui.dialogs.rules import RuleEditor

    speak("ru")
    ed = RuleEditor(None, set())
    qtbot.addWidget(ed)
    assert ed.windowTitle() == "Добавить правило"
    suffixes = {}
    for n in (1, 3, 5, 21):
        ed.ncpus.setValue(n)
        suffixes[n] = ed.ncpus.suffix()
    assert suffixes == {1: " процессор", 3: " процессора", 5: " процессоров", 21: " процессор"}
    speak.take_out()
    english = RuleEditor(None, set())  # no catalogue: the source's two English forms
    qtbot.addWidget(english)
    english.ncpus.setValue(2)
    assert english.ncpus.suffix() == " CPUs"
    english.ncpus.setValue(1)
    assert english.ncpus.suffix() == " CPU"


def test_the_proxy_page_says_what_is_wrong_in_german(qtbot: QtBot, german: Installed) -> None:
    from boinc_gui.dialogs.proxy_page import ProxyPage

    page = ProxyPage(None, False)
    qtbot.addWidget(page)
    assert page.use_http.text() == "Über einen HTTP-Proxy verbinden"
    assert page.http_server.accessibleName() == "HTTP-Proxy-Server"
    page.use_http.setChecked(True)
    assert page.problem.text() == "✖ Der HTTP-Proxy braucht einen Servernamen."
    page.http_server.setText("not a host!")  # the core's check, its words translated
    assert page.problem.text() == "✖ Der Servername des HTTP-Proxys ist kein Hostname."


def test_the_preferences_problems_are_said_in_german(qtbot: QtBot, german: Installed, tmp_path: Path) -> None:
    from dataclasses import replace

    from core.state import GlobalPrefs

    prefs = replace(GlobalPrefs(), cpu_usage_limit=5.0, daily_xfer_limit_mb=100.0, daily_xfer_period_days=0)
    dlg = PreferencesDialog(prefs, (), QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dlg)
    assert not dlg.validate()  # the transfer limit without a period is an error: not saved
    said = dlg.errors.text().splitlines()
    assert "⚠ Bei 5 % CPU-Zeit dauern Aufgaben über 20-mal länger und verpassen vielleicht ihre Fristen." in said
    assert any(line.startswith("✖ Eine Übertragungsgrenze braucht einen Zeitraum") for line in said)


def test_a_translation_with_a_stray_brace_is_refused(tmp_path: Path, speak: Speaker) -> None:
    # The dialogs fill {name} with str.format after translating: a lone brace would raise there.
    from boinc_gui.i18n import placeholders

    assert placeholders("Remove {host} from the list?") != placeholders("{host} aus der Liste {entfernen?")
    ts = tmp_path / "boinc_gui_de.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context><name>HostsDialog</name>
  <message><source>Remove {host} from the list?</source>
    <translation>{host} aus der Liste entfernen?}</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    compile_catalogue(ts, tmp_path)
    speak("de", tmp_path)
    shown = QCoreApplication.translate("HostsDialog", "Remove {host} from the list?")
    assert shown.format(host="attic") == "Remove attic from the list?"  # the English, and no exception


def test_text_missing_from_the_catalogue_shows_in_english(qtbot: QtBot, german: Installed, tmp_path: Path) -> None:
    # A message no catalogue has (a new one, or another area's not yet translated) must show its
    # English, never an empty string: the GPU table's OpenCL header is one that is never translated.
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog

    assert QCoreApplication.translate("NoSuchContext", "Not in any catalogue") == "Not in any catalogue"
    dlg = GpuDevicesDialog(None)
    qtbot.addWidget(dlg)
    headers = [dlg.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(dlg.table.columnCount())]
    assert headers == ["GPU", "Gerät", "Modell", "Speicher", "Treiber", "OpenCL", "Belegt von"]


def _preview_sentences() -> list[str]:
    """Every shape of the core's preview sentences (core.emulator.from_state.differences), from real outlooks."""
    from core.emulator.from_state import Outlook, ProjectOutlook, differences

    today = Outlook(7, 0.10, (ProjectOutlook("Alpha", 0.5, 0.5, 0, 100, 2),
                              ProjectOutlook("Beta", 0.5, 0.5, 2, 100, 2)))
    newcomer = Outlook(7, 0.30, (ProjectOutlook("Alpha", 0.5, 0.3, 1, 0, 2), ProjectOutlook("Beta", 0.3, 0.4, 1, 50, 2),
                                 ProjectOutlook("Gamma", 0.2, 0.3, 1, 1, 1)))
    shorter = Outlook(2.5 / 24, 0.10, (ProjectOutlook("Alpha", 0.6, 0.6, 0, 100, 2),
                                       ProjectOutlook("Beta", 0.5, 0.5, 3, 100, 2)))
    return [*differences(today, newcomer), *differences(today, shorter), *differences(today, today)]


def test_the_preview_sentences_in_german_and_as_the_core_says_them_in_english(
        speak: Speaker) -> None:
    from boinc_gui.dialogs.preview_words import sentence_words, span_words

    sentences = _preview_sentences()
    assert len(sentences) == 11
    assert [sentence_words(s) for s in sentences] == sentences  # no catalogue: the core's English
    speak("de")
    german = [sentence_words(s) for s in sentences]
    assert "Alpha würde über die nächsten 7 Tage keine Aufgabe fertigstellen" in german
    assert "Beta würde über die nächsten 7 Tage 1 Frist verpassen statt 2" in german
    assert ("Gamma bekäme 30% der CPU-Zeit und würde über die nächsten 7 Tage 1 Aufgabe fertigstellen, "
            "wobei 1 Frist verpasst würde") in german
    assert "Beta würde über die nächsten 2.5 Stunden 3 Fristen verpassen (mit den heutigen Einstellungen: 2)" \
        in german
    assert any(s.startswith("Alpha bekäme 60% der CPU-Zeit statt 50% (sein Ressourcenanteil wäre 60% statt 50%)")
               for s in german)
    assert not any(" would " in s or "no change" in s for s in german), german
    assert span_words("1 day") == "1 Tag" and span_words("10 minutes") == "10 Minuten"
