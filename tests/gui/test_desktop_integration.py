"""Desktop integration (issue 20): start at login, start minimised, one instance, no tray,
unread-notice reminders, and the welcome page on a first start.

Real files in temporary directories (the autostart entry is checked with Debian's
desktop-file-validate and its Exec line is run), real processes under a real X server
with a real tray host (Xvfb + trayer) for the tray and single-instance behaviour, and real
widgets offscreen (where Qt has no system tray, as on a desktop without one).
"""
from __future__ import annotations

import configparser
import os
import plistlib
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QSystemTrayIcon
from pytestqt.qtbot import QtBot

from boinc_gui import app as app_module
from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from boinc_gui.runtime.autostart import (
    LaunchAgentAutostart,
    XdgAutostart,
    desktop_entry,
    for_this_platform,
    launch_command,
)
from boinc_gui.shell.tray import TrayController
from core.api.snapshot import NoticeRow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, demo_project
from tests.gui.conftest import ROOT, wait_snapshot
from tests.gui.menus import open_from_menu
from tests.gui.xvfb import tray_host as trayer_on, xvfb_display

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _validate(path: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        return  # said by test_desktop_file_validate_is_available (skipped with its reason)
    out = subprocess.run([tool, str(path)], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0 and "error" not in out.stdout.lower(), out.stdout + out.stderr


def _exec_words(value: str) -> list[str]:
    """The Exec key's arguments, read as the Desktop Entry spec says a launcher reads them:
    the string value's escapes first, then arguments split on spaces, double-quoted ones with
    backslash escaping " ` $ and backslash, and %% a literal %."""
    text = value.replace("\\\\", "\\")
    words: list[str] = []
    word, quoted, i, started = "", False, 0, False
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            word += text[i + 1]
            i += 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                words.append(word)
            word, started = "", False
        else:
            word += c
            started = True
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if started:
        words.append(word)
    return [w.replace("%%", "%") for w in words]


# ------------------------------------------------------------------ autostart
def test_desktop_file_validate_is_available() -> None:
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (Debian package desktop-file-utils): "
                    "the autostart entries are parsed but not validated")


def test_autostart_entry_is_written_and_removed(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path / "home"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    switch = for_this_platform(env=env, platform="linux")
    assert isinstance(switch, XdgAutostart)
    entry = tmp_path / "config" / "autostart" / "boinc-gui.desktop"
    assert switch.path == entry and not switch.enabled()
    switch.enable()
    assert entry.is_file() and switch.enabled()
    _validate(entry)
    keys = _entry(entry)
    assert keys["Type"] == "Application" and keys["Name"] == "boinc-gui"
    assert Path(keys["Icon"]).is_file()
    # From source (pytest runs us), it starts this interpreter on the package, in the source tree.
    words = _exec_words(keys["Exec"])
    assert words[:3] == [str(Path(sys.executable).absolute()), "-m", "boinc_gui.app"]
    assert keys["TryExec"] == words[0]  # a session skips the entry once the program is gone
    assert Path(keys["Path"]) == ROOT
    # The command really is the manager: run it as the session would (asking only for --help).
    out = subprocess.run([*words, "--help"], cwd=keys["Path"], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0 and "The boinc-gui manager window." in out.stdout, out.stderr
    switch.disable()
    assert not entry.exists() and not switch.enabled()
    switch.disable()  # removing what is not there is not an error


def test_autostart_without_xdg_config_home_uses_dot_config(tmp_path: Path) -> None:
    for env in ({"HOME": str(tmp_path)}, {"HOME": str(tmp_path), "XDG_CONFIG_HOME": "relative/is/ignored"}):
        switch = for_this_platform(env=env, platform="linux")
        assert isinstance(switch, XdgAutostart)
        assert switch.path == tmp_path / ".config" / "autostart" / "boinc-gui.desktop"


def test_autostart_points_at_the_bundle_or_the_venv_script_and_keeps_the_data_dir(tmp_path: Path) -> None:
    bundle = launch_command(frozen=True, executable="/opt/boinc-gui/boinc-gui", argv0="/usr/bin/boinc-gui")
    assert bundle == ["/opt/boinc-gui/boinc-gui"]
    script = tmp_path / "venv" / "bin" / "boinc-gui"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    assert launch_command(frozen=False, executable="/usr/bin/python3", argv0=str(script)) == [str(script)]
    odd = tmp_path / "data dir with 100% \"quotes\" and $dollars"
    command = launch_command(odd, frozen=True, executable="/opt/boinc-gui/boinc-gui")
    assert command == ["/opt/boinc-gui/boinc-gui", "--data", str(odd)]
    entry = tmp_path / "odd.desktop"
    entry.write_text(desktop_entry(command))
    _validate(entry)
    assert _exec_words(_entry(entry)["Exec"]) == command
    assert "Path" not in _entry(entry)  # a bundle needs no working directory


def test_app_passes_a_chosen_data_dir_on_to_the_login_start(tmp_path: Path) -> None:
    assert app_module.custom_data_dir(None, {}) is None
    assert app_module.custom_data_dir(tmp_path, {}) == tmp_path
    assert app_module.custom_data_dir(None, {"BOINC_GUI_DATA": str(tmp_path)}) == tmp_path


def test_macos_launch_agent_file(tmp_path: Path) -> None:
    switch = for_this_platform(env={"HOME": str(tmp_path)}, platform="darwin")
    assert isinstance(switch, LaunchAgentAutostart)
    switch.enable()
    plist = tmp_path / "Library" / "LaunchAgents" / "io.github.boincgui.manager.plist"
    agent = plistlib.loads(plist.read_bytes())
    assert agent["Label"] == "io.github.boincgui.manager" and agent["RunAtLoad"] is True
    assert agent["ProgramArguments"][1:3] == ["-m", "boinc_gui.app"] and agent["WorkingDirectory"] == str(ROOT)
    switch.disable()
    assert not plist.exists()


def test_preferences_start_at_login_writes_and_removes_the_entry(qtbot: QtBot, window: MainWindow,
                                                                 tmp_path: Path) -> None:
    switch = XdgAutostart(tmp_path / "config", launch_command())
    window.autostart = switch
    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    qtbot.addWidget(dlg)
    assert not dlg.start_at_login.isHidden() and not dlg.start_at_login.isChecked()
    dlg.start_at_login.setChecked(True)
    assert dlg.apply_button.isEnabled()
    dlg.save()
    assert switch.path.is_file() and not dlg.isVisible()
    _validate(switch.path)
    again = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    qtbot.addWidget(again)
    assert again.start_at_login.isChecked()  # read from the file, the truth
    again.start_at_login.setChecked(False)
    again.save()
    assert not switch.path.exists()


def test_preferences_say_when_the_entry_cannot_be_written(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the autostart directory's parent should be")
    window.autostart = XdgAutostart(blocker, launch_command())
    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    qtbot.addWidget(dlg)
    dlg.start_at_login.setChecked(True)
    dlg.save()
    assert dlg.isVisible(), "the dialog must stay open to say what went wrong"
    assert "Could not write" in dlg.errors.text() and str(blocker) in dlg.errors.text()
    assert not dlg.start_at_login.isChecked()


def test_no_login_box_where_autostart_is_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat)
    from core.state import GlobalPrefs

    dlg = PreferencesDialog(GlobalPrefs(), (), settings)
    qtbot.addWidget(dlg)
    assert dlg.start_at_login.isHidden()


# ---------------------------------------------------------------- no tray
def test_without_a_tray_closing_quits_after_asking(qtbot: QtBot, client: object, tmp_path: Path) -> None:
    assert not QSystemTrayIcon.isSystemTrayAvailable(), "offscreen Qt has no system tray"
    app = QApplication.instance()
    tray = TrayController(app)
    assert tray.show() is False
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/close_to_tray", True)  # asked for, but there is no tray to close to
    bridge = ClientBridge(client)  # type: ignore[arg-type]
    w = MainWindow(bridge, settings, tray)
    asked: list[str] = []
    answer = [False]
    w.confirm = lambda title, text: asked.append(text) is None and answer[0]
    w.show()
    qtbot.waitExposed(w)
    assert not w.tray_usable()
    assert w.close() is False, "No: the window stays"
    assert w.isVisible() and len(asked) == 1 and "Exit?" in asked[0]
    answer[0] = True
    assert w.close() is True, "Yes: the app quits instead of hiding where nobody can reach it"
    assert not w.isVisible() and w.quitting and len(asked) == 2
    w.deleteLater()
    tray.deleteLater()


def test_start_minimised_only_with_a_tray() -> None:
    assert app_module.starts_hidden(False, True, has_tray=True)
    assert app_module.starts_hidden(True, False, has_tray=True)
    assert not app_module.starts_hidden(True, True, has_tray=False)
    assert not app_module.starts_hidden(False, False, has_tray=True)


# ------------------------------------------------------------ unread notices
def _notice(seqno: int) -> NoticeRow:
    return NoticeRow(seqno, 1_700_000_000.0 + seqno, f"News {seqno}", "<p>Something happened</p>", "Demo")


def test_unread_notices_are_reminded_until_read(qtbot: QtBot, window: MainWindow) -> None:
    reminder = window.reminder
    window.settings.setValue("ui/notice_hours", 2)
    window.apply_settings()
    assert reminder.interval_ms == 2 * 3_600_000  # the Preferences setting, read
    reminder.set_interval_ms(300)
    window.tabs.setCurrentWidget(window.projects)
    window.hide()  # in the tray, say: nobody sees the tab's count
    # (what was said, what was unread at that moment): the emulated client's own notices
    # may arrive at any time during the test, so each reminder is judged against its moment.
    said: list[tuple[int, int]] = []
    reminder.reminded.connect(lambda n: said.append((n, window.notices.unread)))
    before = window.notices.unread
    with qtbot.waitSignal(reminder.reminded, timeout=2000):
        window.notices.add((_notice(1001), _notice(1002)))  # new notices are said at once
    assert said[0][0] >= before + 2 and said[0][0] == said[0][1]
    qtbot.waitUntil(lambda: len(said) >= 3, timeout=3000)  # and again every interval
    assert all(n == unread for n, unread in said)
    window.show()
    window.show_notices()  # read: no more reminders
    assert window.notices.unread == 0
    count = len(said)
    qtbot.wait(900)
    assert len(said) == count


def test_no_reminder_when_set_to_never(qtbot: QtBot, window: MainWindow) -> None:
    window.settings.setValue("ui/notice_hours", 0)
    window.apply_settings()
    window.hide()
    said: list[int] = []
    window.reminder.reminded.connect(said.append)
    window.notices.add((_notice(1007),))
    qtbot.wait(400)
    assert window.notices.unread >= 1 and said == []


# ---------------------------------------------------------------- first start
@pytest.fixture
def first_start(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, DemoProject]]:
    """The desktop app's live client with nothing attached, and a demo project to offer."""
    project = demo_project(tmp_path)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=5)))
    w = MainWindow(bridge, QSettings(str(dd.root / "manager.ini"), QSettings.Format.IniFormat), None)
    w.demo_preset = lambda: (project.master_url, project.authenticator)  # as boinc_gui.app gives it
    w.show()
    bridge.start()
    yield w, project
    bridge.stop()
    project.stop()
    w.quitting = True
    w.hide()
    w.deleteLater()


def test_first_start_welcome_page_opens_the_wizard_with_the_demo(qtbot: QtBot,
                                                                 first_start: tuple[MainWindow, DemoProject]) -> None:
    window, project = first_start
    wait_snapshot(qtbot, window, lambda s: not s.projects, timeout=30000)
    assert window.welcome_shown()
    assert "science projects" in window.welcome.text.text()
    qtbot.mouseClick(window.welcome.attach_button, Qt.MouseButton.LeftButton)
    dialogs = [d for d in window.findChildren(AttachDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dlg = dialogs[0]
    assert dlg.preset.itemText(0) == "Demo project (built in)" and dlg.url.text() == project.master_url
    with qtbot.waitSignal(dlg.attached, timeout=30000):
        dlg.submit()
    wait_snapshot(qtbot, window, lambda s: [p.url for p in s.projects] == [project.master_url], timeout=30000)
    assert not window.welcome_shown() and window.body.currentWidget() is window.tabs


def test_welcome_page_not_now_and_automatic_attach(qtbot: QtBot, first_start: tuple[MainWindow, DemoProject]) -> None:
    window, _ = first_start
    window.expect_automatic_attach(wait_ms=1500)  # the demo attaching by itself: no welcome meanwhile
    wait_snapshot(qtbot, window, lambda s: not s.projects, timeout=30000)
    assert not window.welcome_shown()
    qtbot.waitUntil(window.welcome_shown, timeout=5000)  # it did not come: welcome after all
    window.welcome.later_button.click()
    assert not window.welcome_shown()
    qtbot.wait(1500)  # later snapshots, still empty, leave the tabs shown
    assert not window.welcome_shown()


def test_no_welcome_page_with_projects(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.projects))
    assert not window.welcome_shown()


# ------------------------------------------------- real processes under X with a tray
@pytest.fixture
def x_server() -> Iterator[dict[str, str]]:
    for tool, pkg in (("xdotool", "xdotool"), ("xwininfo", "x11-utils")):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (Debian package {pkg})")
    with xvfb_display() as display:
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
                                                                "BOINC_GUI_DATA")}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        yield env


@pytest.fixture
def tray_host(x_server: dict[str, str]) -> Iterator[dict[str, str]]:
    with trayer_on(x_server):
        yield x_server


def _x(env: dict[str, str], *args: str) -> str:
    return subprocess.run(list(args), env=env, capture_output=True, text=True, timeout=30).stdout


def _window_shown(env: dict[str, str]) -> bool:
    return bool(_x(env, "xdotool", "search", "--onlyvisible", "--name", "^boinc-gui — ").split())


def _window_complete(env: dict[str, str]) -> bool:
    """The window has left its start-up shell ("boinc-gui — starting…"): the app now quits
    cleanly on SIGTERM (a signal during the shell ends it at once, by design)."""
    ids = _x(env, "xdotool", "search", "--onlyvisible", "--name", "^boinc-gui — ").split()
    return any(not _x(env, "xdotool", "getwindowname", i).strip().endswith("starting…") for i in ids)


def _tray_icon_registered(env: dict[str, str]) -> bool:
    return any('"boinc-gui"' in _x(env, "xwininfo", "-tree", "-id", panel)
               for panel in _x(env, "xdotool", "search", "--class", "trayer").split())


def _until(pred: object, what: str, limit: float = 40.0, proc: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + limit
    while not pred():  # type: ignore[operator]
        assert proc is None or proc.poll() is None, f"boinc-gui exited ({proc.returncode if proc else ''})"
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)


def _launch(env: dict[str, str], data: Path, log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen([sys.executable, "-m", "boinc_gui.app", "--no-demo", "--gui-rpc-port", "0",
                                 "--data", str(data)], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)


def _quit(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _data_dir(tmp_path: Path, **settings: str) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    (data / "manager.ini").write_text("[ui]\n" + "".join(f"{k}={v}\n" for k, v in settings.items()))
    return data


@pytest.mark.slow
def test_starts_minimised_in_the_tray_and_a_second_launch_raises_it(tray_host: dict[str, str],
                                                                   tmp_path: Path) -> None:
    data = _data_dir(tmp_path, start_minimized="true")
    log = tmp_path / "first.log"
    first = _launch(tray_host, data, log)
    try:
        _until(lambda: _tray_icon_registered(tray_host), "the tray icon", proc=first)
        time.sleep(2.0)  # long enough for a window to have appeared if one were coming
        assert not _window_shown(tray_host), "start minimised: the window must stay in the tray"
        second = subprocess.run([sys.executable, "-m", "boinc_gui.app", "--no-demo", "--data", str(data)], cwd=ROOT,
                                env=tray_host, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0 and "already running" in second.stderr, second.stderr
        _until(lambda: _window_shown(tray_host), "the first instance's window, raised", proc=first)
        assert first.poll() is None
    finally:
        _quit(first)
    assert first.returncode == 0, log.read_text(errors="replace")[-2000:]


@pytest.mark.slow
def test_without_a_tray_start_minimised_opens_the_window(x_server: dict[str, str], tmp_path: Path) -> None:
    data = _data_dir(tmp_path, start_minimized="true")
    log = tmp_path / "app.log"
    proc = _launch(x_server, data, log)
    try:
        _until(lambda: _window_shown(x_server), "the window (no tray to start in)", proc=proc)
        _until(lambda: _window_complete(x_server), "the window past its start-up shell", proc=proc)
    finally:
        _quit(proc)
    assert proc.returncode == 0, log.read_text(errors="replace")[-2000:]
