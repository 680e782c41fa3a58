"""Every entry of the window's menus has a keyboard accelerator (the "&F" of "&File"), and no two
entries of one menu share one, in English and in each of the ten catalogues (issue 36: a volunteer
reaches every dialog by keys, Alt+<menu> then the entry's letter, as in BOINC Manager).

The menus are those a volunteer sees: the window with its Hosts menu and tray, as boinc_gui/app.py
builds it, in the language installed before the first widget. The catalogues are compiled here
with the PySide6 wheel's pyside6-lrelease, as `make translations` does.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu, QMenuBar
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from boinc_gui.shell.accelerators import accelerator, with_free_accelerator
from boinc_gui.shell.tray import TrayController
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import TS_FILES, Speaker
from tests.gui.conftest import DEMO
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(300)]

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(sys.executable).parent
LANGUAGES = sorted(ts.stem.removeprefix("boinc_gui_") for ts in TS_FILES)


def menu_problems(bar: QMenuBar) -> list[str]:
    """Entries without an accelerator, and accelerators two entries of one menu share."""
    problems: list[str] = []

    def check(where: str, texts: list[str]) -> None:
        seen: dict[str, str] = {}
        for text in texts:
            key = accelerator(text)
            if key is None:
                problems.append(f"{where}: {text!r} has no accelerator")
            elif key in seen:
                problems.append(f"{where}: {seen[key]!r} and {text!r} share &{key}")
            else:
                seen[key] = text

    def walk(where: str, menu: QMenu) -> None:
        entries = [a for a in menu.actions() if not a.isSeparator()]  # sections are separators with a title
        if not entries:
            return  # filled when opened (Project > Web pages): checked by its own test
        check(where, [a.text() for a in entries])
        for a in entries:
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(f"{where} > {a.text()}", sub)

    tops = [a for a in bar.actions() if not a.isSeparator()]
    check("menu bar", [a.text() for a in tops])
    for a in tops:
        sub = a.menu()
        assert isinstance(sub, QMenu)
        walk(a.text(), sub)
    return problems


def window_menus(qtbot: QtBot, tmp_path: Path) -> list[str]:
    from keyring.backends import fail

    from boinc_gui.hosts.manager import HostManager, PasswordVault
    from boinc_gui.hosts.selector import install_hosts

    client = EmulatedClient(load_scenario(DEMO), speed=60.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    tray = TrayController()
    w = MainWindow(bridge, QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat), tray)
    try:
        vault = PasswordVault(fail.Keyring())  # type: ignore[no-untyped-call]
        install_hosts(w, HostManager(QSettings(str(tmp_path / "hosts.ini"), QSettings.Format.IniFormat), bridge,
                                     vault, lambda entry, password: client, parent=w))
        texts = [a.text() for a in w.menuBar().actions()]
        assert len(texts) >= 9, texts  # File ... Hosts, Help
        return menu_problems(w.menuBar())
    finally:
        close_window(w)
        client.stop()
        tray.hide()


def test_every_menu_entry_has_its_own_accelerator_in_english(qtbot: QtBot, tmp_path: Path) -> None:
    assert window_menus(qtbot, tmp_path) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_entry_has_its_own_accelerator_in_each_language(
        language: str, qtbot: QtBot, tmp_path: Path, speak: Speaker) -> None:
    assert speak(language).ours is not None
    assert window_menus(qtbot, tmp_path) == []


def test_outside_names_get_a_free_key_and_keep_their_ampersands() -> None:
    taken = {"h"}  # "%1 &home page"
    assert with_free_accelerator("Home of R&D", taken) == "H&ome of R&&D" and taken == {"h", "o"}
    assert with_free_accelerator("Message boards", taken) == "&Message boards"
    assert with_free_accelerator("Mo", taken) == "Mo (&A)"  # its letters taken: a spare key after it
    assert accelerator("H&ome of R&&D") == "o" and accelerator("R&&D") is None
    assert with_free_accelerator("フォーラム", taken) == "フォーラム (&B)" and "b" in taken  # "a" went to "Mo"
