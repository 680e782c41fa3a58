"""Every screen issue 36 fixed, in light and dark, reached as a volunteer reaches it.

One run of the real client, which starts with no project: the welcome page; its "Add a
project…" button opens the attach dialog, where a new account at a demo project on
127.0.0.1 brings up the project's terms of use; once accepted the project runs tasks, and
then every tab (Statistics' daily view, History), the simple view, each preferences page
(Proxy and the preview included), task and project properties, the app_config editor, the
event log window, About, the column chooser, the alerts table, the Tools and Hosts menus'
other dialogs, and the attach dialog again (terms of use above the preview of what a second
project would change) are opened from the window's menus, in each theme chosen from
View > Theme (Dark first: every check is after a switch), and the Preferences dialog also
follows a switch made on its own Other page.

Each screen is checked for legibility (4.5:1 for every label, link, table cell colour,
field, button and menu, tests/gui/look.py) and for cut text at 800x600 and 1280x800 (the
window at both sizes; a dialog or window as it opens, within each screen size), and its
picture is saved as ``light-NAME.png`` and ``dark-NAME.png`` under
$BOINC_GUI_ARTIFACTS/screens (tests/artifacts/screens/, which git ignores).
"""
from __future__ import annotations

import gc
import os
import re
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import MODE_CREATE, AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.dialogs import HostDialog, HostsDialog
from boinc_gui.main_window import MainWindow
from boinc_gui.shell.alerts import ALERT_LOG_FILE
from core.alerts.log import AlertLog
from core.alerts.model import Alert, AlertKind
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.demo.scheduler import DemoConfig
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.gui.conftest import ARTIFACTS, ROOT, wait_snapshot
from tests.gui.live_env import FAST_PREFS
from tests.gui.look import (
    MIN_CONTRAST,
    clipped_texts,
    contrast,
    label_contrasts,
    rendered_contrasts,
    table_text_contrasts,
)
from tests.gui.test_hosts import hosts_ui, no_keyring
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(400)]
SHOTS = Path(os.environ.get("BOINC_GUI_ARTIFACTS", str(ARTIFACTS))) / "screens"
SCREENS = ((800, 600), (1280, 800))
THEMES = ("Dark", "Light")  # the window starts in the system's (offscreen: light) theme: both are switches


# ---------------------------------------------------------------- driving the window

def _menu_action(window: MainWindow, *path: str) -> object:
    """The action reached by ``path`` through the menu bar (texts without their '&'), its
    menus shown on the way as a click shows them (a submenu filled when it opens is filled)."""
    actions = window.menuBar().actions()
    for i, name in enumerate(path):
        found = [a for a in actions if a.text().replace("&", "") == name]
        assert found, f"no {name!r} in {[a.text() for a in actions]}"
        if i == len(path) - 1:
            assert found[0].isEnabled(), f"{' > '.join(path)} is disabled"
            return found[0]
        menu = found[0].menu()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()
        actions = menu.actions()
    raise AssertionError(path)


def _choose(window: MainWindow, *path: str) -> None:
    _menu_action(window, *path).trigger()  # type: ignore[attr-defined]


def _switch(qtbot: QtBot, window: MainWindow, theme: str) -> None:
    _choose(window, "View", "Theme", theme)
    qtbot.wait(150)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert (app.palette().color(QPalette.ColorRole.Window).lightness() < 128) == (theme == "Dark")


def _new_top_level(before: set[int], kind: type[QWidget] = QWidget) -> QWidget:
    """The one window opened since ``before``: of class ``kind`` itself (any for QWidget and QDialog)."""
    exact = kind not in (QWidget, QDialog)
    shown = [w for w in QApplication.topLevelWidgets()
             if w.isVisible() and id(w) not in before and not isinstance(w, QMenu)
             and isinstance(w, kind) and (not exact or type(w) is kind)]
    assert len(shown) == 1, [type(w).__name__ for w in shown]
    return shown[0]


def _top_levels() -> set[int]:
    return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}


# ---------------------------------------------------------------- what is checked

def _legibility(root: QWidget, dark: bool) -> list[str]:
    """Labels and links, table cells, and the fields, tables and buttons (they follow the theme)."""
    problems = label_contrasts(root) + rendered_contrasts(root) + _unfilled(root)
    for view in root.findChildren(QTableView):
        if view.isVisible():
            problems += table_text_contrasts(view)
    for kind in (QTableView, QLineEdit, QPlainTextEdit, QPushButton, QComboBox, QListWidget):
        for w in root.findChildren(kind):
            if not w.isVisible():
                continue
            p = w.palette()
            button = kind in (QPushButton, QComboBox)
            ground = p.color(QPalette.ColorRole.Button if button else QPalette.ColorRole.Base)
            text = p.color(QPalette.ColorRole.ButtonText if button else QPalette.ColorRole.Text)
            name = w.accessibleName() or getattr(w, "text", lambda: "")() or w.objectName()
            if (ground.lightness() < 128) != dark:
                problems.append(f"{kind.__name__} {name!r} is {ground.name()} in {'dark' if dark else 'light'}")
            if w.isEnabled() and contrast(text, ground) < MIN_CONTRAST:  # disabled: dimmed on purpose
                problems.append(f"{kind.__name__} {name!r}: {text.name()} on {ground.name()}")
    return problems


def _unfilled(root: QWidget) -> list[str]:
    """Shown texts with a placeholder left in them or filled with nothing ("%1", "{name}", "()")."""
    texts = [w.text() for w in root.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in root.findChildren(QPushButton) if w.isVisible()]
    for box in root.findChildren(QComboBox):
        if box.isVisible():
            texts += [box.itemText(i) for i in range(box.count())]
    return [f"unfilled text {t[:60]!r}" for t in texts if re.search(r"%\d|\{\w*\}|\(\s*\)", t)]


def _cut(qtbot: QtBot, root: QWidget, window: MainWindow) -> list[str]:
    """Texts cut in ``root`` on an 800x600 and a 1280x800 screen: the window at each size, a
    dialog or window as it opened where that fits the screen, else as large as the screen."""
    problems = []
    opened = root.size()
    least = root.minimumSizeHint().expandedTo(root.minimumSize())
    for w, h in SCREENS:
        if root is window:
            root.resize(w, h)
        else:
            if least.width() > w or least.height() > h:
                problems.append(f"needs at least {least.width()}x{least.height()} on a {w}x{h} screen")
            root.resize(QSize(min(opened.width(), w), min(opened.height(), h)).expandedTo(least))
        qtbot.wait(120)
        problems += [f"{w}x{h}: {p}" for p in clipped_texts(root)]
    root.resize(opened)
    qtbot.wait(80)
    return problems


class Screens:
    """The problems found and the pictures saved, screen by screen."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.problems: list[str] = []
        self.saved: set[str] = set()
        SHOTS.mkdir(parents=True, exist_ok=True)

    def look(self, theme: str, name: str, root: QWidget, sizes: bool = True) -> None:
        dark = theme == "Dark"
        self.qtbot.wait(100)
        self.problems += [f"{theme} {name}: {p}" for p in _legibility(root, dark)]
        if sizes:
            self.problems += [f"{theme} {name}: {p}" for p in _cut(self.qtbot, root, self.window)]
        file = f"{theme.lower()}-{name}.png"
        assert root.grab().save(str(SHOTS / file)), file
        self.saved.add(file)


# ---------------------------------------------------------------- the run

def _app_dir(tmp: Path) -> Path:
    """The demo app, slowed down so that tasks are running while the screens are looked at."""
    app = tmp / "app"
    app.mkdir()
    shutil.copy(ROOT / "resources" / "demo_app" / "demo_app.py", app / "demo_app.py")
    (app / "boinc_app.toml").write_text('main_program = "demo_app.py"\nfiles = ["demo_app.py"]\n'
                                        'command_line = "--delay 0.3"\napi_version = "7.20.0"\n')
    return app


@contextmanager
def _first_start(tmp: Path) -> Iterator[tuple[MainWindow, DemoProject]]:
    """A live client with no project yet, the window over it, and a demo project to attach."""
    project = DemoProject(tmp / "project", app_dir=_app_dir(tmp),
                          config=DemoConfig(request_delay_s=1.0, job_size=600_000, ready_jobs=2))
    project.start()
    dd = DataDir(tmp / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    # What an earlier run of the manager left in its alert log (the settings' folder).
    log = AlertLog(tmp / ALERT_LOG_FILE)
    now = time.time()
    for i in range(6):
        log.add(Alert(AlertKind.TASK_FAILED, "This computer", f"task_{i}",
                      f"Task demo_{i}_0 of the demo project failed with exit status {i}: computation error",
                      now - 900 * i))
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=5), probe_attach=False))
    window = MainWindow(bridge, QSettings(str(tmp / "manager.ini"), QSettings.Format.IniFormat), None)
    window.demo_preset = None  # the dialog's "Other project…": the URL is typed
    window.confirm = lambda title, text: True
    window.resize(1280, 800)
    ui = hosts_ui(window, tmp, no_keyring())  # as the application has it: the Hosts menu
    window.show()
    bridge.start()
    try:
        yield window, project
    finally:
        ui.manager.stop()
        bridge.stop()
        project.stop()
        close_window(window)
        gc.collect()


def _welcome_and_terms(qtbot: QtBot, window: MainWindow, project: DemoProject, shots: Screens) -> None:
    qtbot.waitUntil(window.welcome_shown, timeout=40000)
    for theme in THEMES:
        _switch(qtbot, window, theme)
        shots.look(theme, "welcome", window)
    QTest.mouseClick(window.welcome.attach_button, Qt.MouseButton.LeftButton)
    dialogs = [d for d in window.findChildren(AttachDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dlg = dialogs[0]
    dlg.url.setText(project.master_url)
    dlg.mode.setCurrentIndex(dlg.mode.findData(MODE_CREATE))
    dlg.user_name.setText("newcomer")
    dlg.email.setText("new@example.com")
    dlg.password.setText("a fine password")
    dlg.confirm.setText("a fine password")
    QTest.mouseClick(dlg.attach_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.terms.isVisible() and dlg.attach_button.isEnabled(), timeout=60000)
    assert "terms of use" in dlg.status.text()
    for theme in THEMES:  # switched while the dialog is open: it follows
        _switch(qtbot, window, theme)
        shots.look(theme, "attach-terms", dlg)
    box = dlg.terms_accept  # a click on its box (a check box takes clicks on its box and words only)
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2))
    assert dlg.terms_accept.isChecked()
    with qtbot.waitSignal(dlg.attached, timeout=60000, raising=False) as attached:
        QTest.mouseClick(dlg.attach_button, Qt.MouseButton.LeftButton)
    assert attached.signal_triggered, dlg.status.text()
    wait_snapshot(qtbot, window, lambda s: any(r.account == "newcomer" for r in s.projects), timeout=30000)


def _second_project_with_preview(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens,
                                 other: DemoProject) -> None:
    """Tools > Add project… once a project runs: a new account at another project brings up its
    terms of use above the preview of what it would change (issue 36, item 8: they overlapped)."""
    before = _top_levels()
    _choose(window, "Tools", "Add project…")
    qtbot.wait(200)
    dlg = _new_top_level(before, AttachDialog)
    assert isinstance(dlg, AttachDialog) and dlg.preview is not None
    dlg.preset.setCurrentIndex(dlg.preset.count() - 1)  # "Other project…"
    QTest.keyClicks(dlg.url, other.master_url)
    dlg.mode.setCurrentIndex(dlg.mode.findData(MODE_CREATE))
    QTest.keyClicks(dlg.user_name, "newcomer")
    QTest.keyClicks(dlg.email, "new@example.com")
    QTest.keyClicks(dlg.password, "a fine password")
    QTest.keyClicks(dlg.confirm, "a fine password")
    preview = dlg.preview
    qtbot.waitUntil(lambda: preview.summary.text().startswith("Over the next"), timeout=60000)
    QTest.mouseClick(dlg.attach_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.terms.isVisible() and dlg.attach_button.isEnabled(), timeout=60000)
    qtbot.wait(200)
    assert dlg.terms.geometry().bottom() < preview.mapTo(dlg, QPoint(0, 0)).y()  # the terms above the preview
    shots.look(theme, "attach-terms-preview", dlg)
    dlg.reject()
    qtbot.wait(50)


def _tab_slug(window: MainWindow, i: int) -> str:
    return re.sub(r"[^a-z]+", "-", window.tabs.tabText(i).split(" (")[0].lower()).strip("-")


def _tabs(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens) -> None:
    window.resize(1280, 800)
    for i in range(window.tabs.count()):
        name = window.tabs.tabText(i).split(" (")[0]
        _choose(window, "View", name)
        qtbot.wait(350)  # the lazy tabs build themselves, the charts draw
        assert window.tabs.currentIndex() == i
        shots.look(theme, _tab_slug(window, i), window)
        if window.tabs.widget(i) is window.stats:
            stats = window.stats.tab()
            stats.view.setCurrentIndex(1)  # "Daily history", as the volunteer picks it
            qtbot.wait(300)
            shots.look(theme, "statistics-daily", window)
            stats.view.setCurrentIndex(0)


def _dialog(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens, name: str,
            open_it: Callable[[], None], kind: type[QWidget] = QWidget) -> None:
    before = _top_levels()
    open_it()
    qtbot.wait(250)
    dlg = _new_top_level(before, kind)
    shots.look(theme, name, dlg)
    dlg.close()
    qtbot.wait(50)


def _edit_and_wait_for_the_preview(qtbot: QtBot, dlg: PreferencesDialog) -> None:
    preview = dlg.preview
    assert preview is not None
    asked = preview.summary.text()
    cpus = dlg.widgets["max_ncpus_pct"]
    assert isinstance(cpus, QSpinBox)
    cpus.setValue(50)  # "Use at most 50 % of the CPUs"
    qtbot.waitUntil(lambda: preview.summary.text() != asked and bool(preview.figures.text()), timeout=60000)


def _preferences(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens) -> None:
    before = _top_levels()
    _choose(window, "Tools", "Preferences…")
    qtbot.wait(300)
    dlg = _new_top_level(before, PreferencesDialog)
    assert isinstance(dlg, PreferencesDialog)
    assert dlg.preview is not None and dlg.proxy_page is not None
    pages = [dlg.nav.item(r).text() for r in range(dlg.nav.count())]
    assert "Proxy" in pages
    for row, page in enumerate(pages):
        dlg.nav.setCurrentRow(row)  # a click in the page list
        qtbot.wait(60)
        if row == 0:  # an edit on the first page, and the preview's answer under the pages
            _edit_and_wait_for_the_preview(qtbot, dlg)
        shots.look(theme, f"preferences-{re.sub(r'[^a-z]+', '-', page.lower()).strip('-')}", dlg)
    dlg.close()
    qtbot.wait(50)


def _theme_from_preferences(qtbot: QtBot, window: MainWindow, shots: Screens) -> None:
    """The volunteer picks the theme on Preferences > Other and clicks Apply: the dialog
    itself, still open, follows, and so does the window behind it."""
    before = _top_levels()
    _choose(window, "Tools", "Preferences…")
    qtbot.wait(300)
    dlg = _new_top_level(before, PreferencesDialog)
    assert isinstance(dlg, PreferencesDialog)
    for theme in ("Dark", "Light"):
        dlg.show_page("Other")
        dlg.theme.setCurrentIndex(dlg.theme.findData(theme.lower()))
        QTest.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
        qtbot.wait(200)
        shots.look(theme, "preferences-other-applied", dlg, sizes=False)
        shots.problems += [f"{theme} window after Apply: {p}" for p in _legibility(window, theme == "Dark")]
    dlg.close()


def _simple_view(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens) -> None:
    _choose(window, "View", "Simple view")
    simple = window.simple_view
    qtbot.waitUntil(lambda: simple.isVisible() and not window.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: "Connecting" not in simple.headline.text(), timeout=20000)
    shots.look(theme, "simple-view", simple)
    QTest.mouseClick(simple.advanced_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.isVisible, timeout=5000)


def _column_chooser(qtbot: QtBot, window: MainWindow, theme: str, shots: Screens) -> None:
    _choose(window, "View", "Tasks")
    _choose(window, "View", "Select columns…")
    qtbot.wait(150)
    menus = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]
    assert len(menus) == 1
    menu = menus[0]
    p = menu.palette()
    ratio = contrast(p.color(QPalette.ColorRole.WindowText), p.color(QPalette.ColorRole.Window))
    if ratio < MIN_CONTRAST:
        shots.problems.append(f"{theme} column chooser: {ratio:.2f}")
    if (p.color(QPalette.ColorRole.Window).lightness() < 128) != (theme == "Dark"):
        shots.problems.append(f"{theme} column chooser is {p.color(QPalette.ColorRole.Window).name()}")
    shots.look(theme, "column-chooser", menu, sizes=False)
    menu.close()


def test_each_fixed_screen_in_light_and_dark(qtbot: QtBot, qapp: QApplication, tmp_path: Path,
                                             request: pytest.FixtureRequest) -> None:
    with _first_start(tmp_path) as (window, project):
        shots = Screens(qtbot, window)
        other = DemoProject(tmp_path / "other", config=DemoConfig(request_delay_s=1.0))
        other.start()
        request.addfinalizer(other.stop)
        _welcome_and_terms(qtbot, window, project, shots)
        wait_snapshot(qtbot, window, lambda s: any(t.running for t in s.tasks), timeout=60000)
        qtbot.waitUntil(lambda: window.stats.point_count() >= 4, timeout=20000)
        for theme in THEMES:
            _switch(qtbot, window, theme)
            _tabs(qtbot, window, theme, shots)
            _preferences(qtbot, window, theme, shots)
            _choose(window, "View", "Projects")
            window.projects.view.selectRow(0)
            _dialog(qtbot, window, theme, shots, "project-properties", lambda: _choose(window, "Project", "Properties"))
            _choose(window, "View", "Tasks")
            window.tasks.view.selectRow(0)
            _dialog(qtbot, window, theme, shots, "task-properties", lambda: _choose(window, "Task", "Properties"))
            _dialog(qtbot, window, theme, shots, "app-config",
                    lambda: _choose(window, "Tools", "Application settings (app_config.xml)…"))
            _dialog(qtbot, window, theme, shots, "event-log-window",
                    lambda: _choose(window, "View", "Event log window…"))
            _dialog(qtbot, window, theme, shots, "about", lambda: _choose(window, "Help", "About boinc-gui"),
                    QMessageBox)
            _dialog(qtbot, window, theme, shots, "alerts", lambda: _choose(window, "Tools", "Alerts…"), QDialog)
            for entry, name in (("Account manager…", "account-manager"), ("Rules…", "rules"), ("GPUs…", "gpus"),
                                ("Event log options…", "event-log-options")):  # the Tools menu's other dialogs
                _dialog(qtbot, window, theme, shots, name, partial(_choose, window, "Tools", entry))
            _dialog(qtbot, window, theme, shots, "hosts", lambda: _choose(window, "Hosts", "Manage hosts…"),
                    HostsDialog)
            _dialog(qtbot, window, theme, shots, "add-host", lambda: _choose(window, "Hosts", "Add host…"), HostDialog)
            for hosts in window.findChildren(HostsDialog):  # Add host… opens over the list of hosts
                hosts.close()
            _column_chooser(qtbot, window, theme, shots)
            _second_project_with_preview(qtbot, window, theme, shots, other)
            _simple_view(qtbot, window, theme, shots)
        _theme_from_preferences(qtbot, window, shots)
        names = {"welcome", "attach-terms", "attach-terms-preview", "statistics-daily", "history", "simple-view",
                 "preferences-proxy", "preferences-computing", "task-properties", "project-properties",
                 "app-config", "event-log-window", "about", "column-chooser", "alerts"}
        missing = {f"{t.lower()}-{n}.png" for t in THEMES for n in names} - shots.saved
        assert not missing, missing
        assert not shots.problems, "\n".join(shots.problems)
