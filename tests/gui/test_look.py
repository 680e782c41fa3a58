"""The window as it looks (issue 36, items 4, 5, 10, 13): legible in both themes after a
switch from the View menu, usable at 800 px, no text cut, charts that read as charts.

Everything goes through what a volunteer does: the View menu's Theme entries, the View
menu's tab entries, resizing the window, the Tools menu's dialogs, the Statistics tab's
view box. Screenshots of each tab in both themes go to $BOINC_GUI_ARTIFACTS (or
tests/artifacts/look/, which git ignores).
"""
from __future__ import annotations

import os
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.dialogs import HostDialog, HostsDialog
from boinc_gui.main_window import MainWindow
from boinc_gui.shell.alerts import ALERT_LOG_FILE
from boinc_gui.tables.table_view import FIT_DELAY_MS
from boinc_gui.tabs.stats import StatisticsTab
from core.alerts.log import AlertLog
from core.alerts.model import Alert, AlertKind
from core.emulator.window_client.emulated import EmulatedClient
from core.history import DailyStat, HistoryDb, Outcome, TaskRecord, day_of
from tests.gui.conftest import ARTIFACTS, wait_snapshot
from tests.gui.look import (
    MIN_CONTRAST,
    clipped_texts,
    contrast,
    label_contrasts,
    rendered_contrasts,
    table_text_contrasts,
)
from tests.gui.snapshots import HOST, snapshot, stats
from tests.gui.test_hosts import fill_and_ok, hosts_ui, no_keyring
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(180)]
SHOTS = Path(os.environ.get("BOINC_GUI_ARTIFACTS", str(ARTIFACTS))) / "look"


def _menu_action(window: MainWindow, *path: str) -> QAction:
    """The action reached by ``path`` through the menu bar (menu titles without their '&')."""
    actions = window.menuBar().actions()
    for i, name in enumerate(path):
        found = [a for a in actions if a.text().replace("&", "") == name]
        assert found, f"no {name!r} in {[a.text() for a in actions]}"
        if i == len(path) - 1:
            return found[0]
        menu = found[0].menu()
        assert isinstance(menu, QMenu)
        actions = menu.actions()
    raise AssertionError(path)


def _switch(qtbot: QtBot, window: MainWindow, theme: str) -> None:
    _menu_action(window, "View", "Theme", theme).trigger()
    qtbot.wait(100)


def _tabs(window: MainWindow) -> list[str]:
    return [window.tabs.tabText(i).split(" (")[0] for i in range(window.tabs.count())]


def _open_tab(qtbot: QtBot, window: MainWindow, name: str) -> QWidget:
    _menu_action(window, "View", name).trigger()
    qtbot.wait(350)  # the lazy tabs build themselves, the charts draw
    w = window.tabs.currentWidget()
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith(name)
    return w


def _label_color(label: pg.LabelItem) -> QColor:
    """The colour a pyqtgraph label draws its text in (its own, or pyqtgraph's default)."""
    color = label.opts.get("color")
    drawn: QColor = pg.mkColor(color if color is not None else pg.getConfigOption("foreground"))
    return drawn


def _chart_problems(tab: StatisticsTab, window_base: QColor) -> list[str]:
    """Background, titles, axis texts and legend texts of every chart, against the background."""
    bad = []
    plots = [*tab.plots.items(), *tab.daily.plots.items()]
    for widget in (tab.layout_widget, tab.daily.charts):
        bg = widget.backgroundBrush().color()
        if bg != window_base:
            bad.append(f"chart background {bg.name()} is not the window's base {window_base.name()}")
    bg = tab.layout_widget.backgroundBrush().color()
    for key, plot in plots:
        for side in ("left", "bottom"):
            pen = plot.getAxis(side).textPen().color()
            if contrast(pen, bg) < MIN_CONTRAST:
                bad.append(f"{key} {side} axis text {pen.name()} on {bg.name()}")
        title = _label_color(plot.titleLabel)
        if contrast(title, bg) < MIN_CONTRAST:
            bad.append(f"{key} title {title.name()} on {bg.name()}")
        for _, label in plot.legend.items:
            color = _label_color(label)
            if contrast(color, bg) < MIN_CONTRAST:
                bad.append(f"{key} legend {label.text!r}: {color.name()} on {bg.name()}")
    return bad


def _pie_mismatches(window: MainWindow) -> list[str]:
    """Slices whose colour is not the one their legend line shows (read from the drawn swatch)."""
    disk = window.disk.tab()
    bad = []
    for series, legend in ((disk.total, disk.total_legend), (disk.by_project, disk.project_legend)):
        slices = series.slices()
        assert slices, "the pie has slices"
        for s, swatch, label in zip(slices, legend.swatches, legend.labels):
            image = swatch.grab().toImage()
            drawn = image.pixelColor(image.width() // 2, image.height() // 2)
            if drawn.name() != s.color().name():
                bad.append(f"{label.text()!r}: slice {s.color().name()}, legend {drawn.name()}")
    return bad


@pytest.fixture
def light_after(qapp: QApplication) -> Iterator[None]:
    """Leave the application light, as the other tests expect it, whatever a test switched to."""
    saved = qapp.palette()
    yield
    from boinc_gui.theme import _set_text_colors

    qapp.setPalette(saved)
    _set_text_colors(dark=False)


@pytest.mark.usefixtures("light_after")
def test_the_cut_text_check_judges_plain_labels_and_leaves_rich_elided_and_empty_ones(qtbot: QtBot) -> None:
    """A narrow label of plain text is reported; the same words as rich text (which wraps and
    sizes itself), an elided label (its tooltip has the whole text) and an empty one are not."""
    root = QWidget()
    qtbot.addWidget(root)
    words = "A sentence far too long for forty pixels"
    plain, rich, elided, empty = QLabel(words, root), QLabel(words, root), QLabel(words, root), QLabel("", root)
    rich.setTextFormat(Qt.TextFormat.RichText)
    elided.setProperty("elided", True)
    for i, label in enumerate((plain, rich, elided, empty)):
        label.setGeometry(0, 30 * i, 40, 24)
    root.resize(60, 130)
    root.show()
    qtbot.waitExposed(root)
    assert [problem.split(":")[0] for problem in clipped_texts(root)] == [f"label {words!r}"]


@pytest.mark.usefixtures("light_after")
def test_the_drawn_contrast_check_sees_what_the_palette_does_not_say(qtbot: QtBot) -> None:
    """A link takes its colour when its label's text is set (the light theme's blue), whatever
    the label's palette says later: the palette check passes it on a dark ground, the check of
    the rendered picture finds it; a legible label passes both."""
    root = QWidget()
    qtbot.addWidget(root)
    root.setAutoFillBackground(True)
    palette = root.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#2a2e35"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e6e8eb"))
    root.setPalette(palette)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    from boinc_gui.theme import Theme, apply_theme

    apply_theme(app, Theme.LIGHT, app_wide=False)  # the theme in force when the link's text is set
    link_color = app.palette().color(QPalette.ColorRole.Link)
    assert contrast(link_color, QColor("#2a2e35")) < MIN_CONTRAST  # Qt's own blue, for a light ground
    legible, link = QLabel("Legible words", root), QLabel('<a href="https://example.org/">A link in blue</a>', root)
    legible.setGeometry(4, 4, 200, 24)
    link.setGeometry(4, 34, 200, 24)
    root.resize(210, 64)
    root.show()
    qtbot.waitExposed(root)
    assert label_contrasts(root) == []
    found = rendered_contrasts(root)
    assert len(found) == 1 and "A link in blue" in found[0], found


def test_every_tab_is_legible_after_switching_theme(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.tasks))
    SHOTS.mkdir(parents=True, exist_ok=True)
    # The charts before any switch: in the window's colours, not pyqtgraph's black.
    _open_tab(qtbot, window, "Statistics")
    stats = window.stats.tab()
    base = window.palette().color(QPalette.ColorRole.Base)
    assert _chart_problems(window.stats.tab(), base) == []
    for theme in ("Dark", "Light", "Dark"):
        _switch(qtbot, window, theme)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        dark = theme == "Dark"
        base = app.palette().color(QPalette.ColorRole.Base)
        assert (base.lightness() < 128) == dark
        problems: list[str] = []
        for name in _tabs(window):
            tab = _open_tab(qtbot, window, name)
            problems += [f"{theme}/{name}: {p}" for p in label_contrasts(window) + rendered_contrasts(window)]
            for view in tab.findChildren(QTableView):
                if view.isVisible():
                    problems += [f"{theme}/{name}: {p}" for p in table_text_contrasts(view)]
            # Tables, filter boxes and buttons follow the theme (they stayed light in Dark).
            for kind in (QTableView, QLineEdit, QPushButton):
                for w in tab.findChildren(kind):
                    if not w.isVisible():
                        continue
                    p = w.palette()
                    role = QPalette.ColorRole.Button if kind is QPushButton else QPalette.ColorRole.Base
                    text = QPalette.ColorRole.ButtonText if kind is QPushButton else QPalette.ColorRole.Text
                    if (p.color(role).lightness() < 128) != dark:
                        problems.append(f"{theme}/{name}: {kind.__name__} {w.accessibleName()!r} "
                                        f"is {p.color(role).name()} in {theme}")
                    if contrast(p.color(text), p.color(role)) < MIN_CONTRAST:
                        problems.append(f"{theme}/{name}: {kind.__name__} text {p.color(text).name()} "
                                        f"on {p.color(role).name()}")
            if name == "Statistics":
                problems += [f"{theme}/charts: {p}" for p in _chart_problems(window.stats.tab(), base)]
                stats.show_daily()
                qtbot.wait(200)
                problems += [f"{theme}/daily: {p}" for p in label_contrasts(window)]
                window.grab().save(str(SHOTS / f"{theme.lower()}-statistics-daily.png"))
                stats.show_daily(False)
            if name == "Disk":
                problems += [f"{theme}/Disk pies: {p}" for p in _pie_mismatches(window)]
            assert window.grab().save(str(SHOTS / f"{theme.lower()}-{name.lower().replace(' ', '-')}.png"))
        assert problems == [], "\n".join(problems)


def _pages(qtbot: QtBot, dialog: QDialog) -> Iterator[str]:
    """Show each page of ``dialog`` in turn, as a click in its page list or tab bar would; yield its name."""
    lists = [w for w in dialog.findChildren(QListWidget) if w.isVisible()]
    tabs = [w for w in dialog.findChildren(QTabWidget) if w.isVisible()]
    if lists:
        for row in range(lists[0].count()):
            lists[0].setCurrentRow(row)
            qtbot.wait(30)
            yield lists[0].item(row).text()
    elif tabs:
        for i in range(tabs[0].count()):
            tabs[0].setCurrentIndex(i)
            qtbot.wait(30)
            yield tabs[0].tabText(i)
    else:
        yield ""


def test_the_window_is_usable_at_800_px_with_no_text_cut(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.tasks))
    for name in _tabs(window):
        _open_tab(qtbot, window, name)
        assert window.minimumSizeHint().width() <= 800, name
    problems: list[str] = []
    opened: set[str] = set()
    for size in ((800, 600), (1280, 800)):
        window.resize(*size)
        qtbot.wait(100)
        assert (window.width(), window.height()) == size
        for name in _tabs(window):
            _open_tab(qtbot, window, name)
            problems += [f"{size[0]}x{size[1]} {name}: {p}" for p in clipped_texts(window)]
            if size == (800, 600):
                window.grab().save(str(SHOTS / f"800-{name.lower().replace(' ', '-')}.png"))
        # Every dialog the Tools menu opens (as the window offers them on this client), each page.
        tools = _menu_action(window, "Tools", "Preferences…").associatedObjects()[-1]
        assert isinstance(tools, QMenu)
        for act in tools.actions():
            if not act.text().endswith("…") or not act.isEnabled():
                continue
            act.trigger()
            qtbot.wait(200)
            entry = act.text().replace("&", "")  # as shown, without its accelerator
            dialogs = [d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()]
            for dlg in dialogs:
                opened.add(entry)
                least = dlg.minimumSizeHint().expandedTo(dlg.minimumSize())
                if least.width() > 800 or least.height() > 600:
                    problems.append(f"{entry} needs at least {least.width()}x{least.height()}")
                for page in _pages(qtbot, dlg):
                    problems += [f"{size[0]}x{size[1]} {entry} {page}: {p}" for p in clipped_texts(dlg)]
                if size == (800, 600):
                    dlg.grab().save(str(SHOTS / f"dialog-{re.sub(r'[^a-z]+', '-', entry.lower()).strip('-')}.png"))
                dlg.close()
                dlg.deleteLater()
            qtbot.wait(50)
    assert {"Preferences…", "Alerts…", "Add project…"} <= opened
    assert problems == [], "\n".join(problems)


def test_daily_history_on_day_one_reads_dates_and_says_more_days_are_needed(qtbot: QtBot, tmp_path: Path) -> None:
    today = day_of(time.time())
    url = "http://127.0.0.1:31480/"
    with HistoryDb(tmp_path / "history.sqlite3") as db:
        db.upsert_daily([DailyStat(HOST.name, url, today, 120.0, 30.0, 80.0, 20.0)])
        tab = StatisticsTab()
        qtbot.addWidget(tab)
        tab.resize(1000, 700)
        tab.set_history_db(db)
        tab.add_snapshot(snapshot(time.time(), stats=(stats(url, "Demo"),)))
        tab.show()
        tab.view.setCurrentIndex(1)  # the volunteer picks "Daily history"
        qtbot.wait(100)
        daily = tab.daily
        assert daily.plotted("user_total_credit", url) == [(today, 120.0)]
        plot = daily.plots["user_total_credit"]
        (x0, x1), _ = plot.viewRange()
        assert x0 < today < x1 and x1 - x0 >= 86400  # the day sits inside a range of days
        axis = plot.getAxis("bottom")
        labels = [t for spacing, values in axis.tickValues(x0, x1, 400) if values
                  for t in axis.tickStrings(values, 1.0, spacing)]
        assert labels
        assert not [t for t in labels if re.search(r"\d\.\d|\d\d:\d\d:\d\d", t)], labels
        # Figures counted per day need two days: the chart says so instead of staying blank.
        assert daily.plotted("credit_per_day", url) == []
        assert daily.empty_note("credit_per_day") == "Not enough history yet"
        assert daily.empty_note("user_total_credit") == ""
        assert "One day recorded so far" in daily.message.text()


def _columns_fit(view: QTableView, skip: tuple[int, ...] = ()) -> list[str]:
    """Columns narrower than their header or a shown row's text, and a view that wraps."""
    header = view.horizontalHeader()
    bad = [] if not view.wordWrap() else [f"{view.accessibleName()!r} wraps its texts"]
    for i in range(header.count()):
        if header.isSectionHidden(i) or i in skip:
            continue
        need = max(view.sizeHintForColumn(i), header.sectionSizeHint(i))
        if header.sectionSize(i) < need:
            title = view.model().headerData(i, Qt.Orientation.Horizontal)
            name = view.accessibleName() or type(view).__name__
            bad.append(f"{name} {title!r}: {header.sectionSize(i)} px, needs {need}")
    return bad


def test_tables_give_their_texts_the_room_they_need(qtbot: QtBot, client: EmulatedClient, tmp_path: Path) -> None:
    # What an earlier run left: alerts in the alert log, long task names in the history.
    log = AlertLog(tmp_path / ALERT_LOG_FILE)
    now = time.time()
    for i in range(10):
        log.add(Alert(AlertKind.TASK_FAILED, "This computer", f"task_{i}", f"Task climate_model_{i}_0 of "
                      f"climateprediction failed with exit status {i}: computation error", now - 600 * i))
    with HistoryDb.in_data_dir(tmp_path) as db:
        db.upsert_tasks([TaskRecord(HOST.name, "http://127.0.0.1:31480/", f"hadam4h_a0{i}k_209510_24_1003_01{i:03d}_0",
                                    Outcome.SUCCESS, project_name="climateprediction.net", app="Hadley Centre model",
                                    version="8.09", cpu_time_s=3600.0 * i, elapsed_s=3700.0 * i,
                                    received_time=now - 86400, completed_time=now - 3600 * i,
                                    reported_time=now - 3000 * i, deadline=now + 86400 * 30, credit=12.5 * i)
                         for i in range(12)])
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    bridge = ClientBridge(client)
    window = MainWindow(bridge, settings, None)
    window.confirm = lambda title, text: True
    window.show_error = lambda text: None
    window.resize(1600, 900)
    window.show()
    bridge.start()
    try:
        wait_snapshot(qtbot, window, lambda s: bool(s.projects))
        problems: list[str] = []
        # Projects: a suspended project that gets no new tasks says both, uncut.
        _open_tab(qtbot, window, "Projects")
        window.projects.view.selectRow(0)
        _menu_action(window, "Project", "Suspend").trigger()
        _menu_action(window, "Project", "No new tasks").trigger()
        wait_snapshot(qtbot, window, lambda s: "," in s.projects[0].status or any("," in p.status for p in s.projects))
        qtbot.wait(FIT_DELAY_MS + 200)
        view = window.projects.view
        status = [c.key for c in window.projects.model.columns].index("status")
        problems += _columns_fit(view, skip=tuple(i for i in range(view.model().columnCount()) if i != status))
        # History: every name and date on one line, no room left unused.
        history = _open_tab(qtbot, window, "History")
        qtbot.wait(200)
        table = window.history_tab.table
        assert table.model().rowCount() == 12
        problems += _columns_fit(table)
        widths = sum(table.horizontalHeader().sectionSize(i) for i in range(table.model().columnCount()))
        if widths < table.viewport().width():
            problems.append(f"History leaves {table.viewport().width() - widths} px unused at the right")
        assert history is window.history_tab
        # Alerts: eight rows at least, columns as wide as their texts (the message takes the rest).
        _menu_action(window, "Tools", "Alerts…").trigger()
        qtbot.wait(200)
        dlg = next(d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible())
        alerts = dlg.findChild(QTableView)
        assert alerts is not None and alerts.model().rowCount() == 10
        assert alerts.viewport().height() >= 8 * alerts.verticalHeader().defaultSectionSize()
        problems += _columns_fit(alerts, skip=(3,))
        dlg.close()
        # Hosts: a computer's whole address ("127.0.0.1:PORT"), as Hosts > Add host… left it.
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]  # nothing listens there once closed: the host stays "connecting"
        ui = hosts_ui(window, tmp_path, no_keyring())
        _menu_action(window, "Hosts", "Add host…").trigger()
        qtbot.wait(100)
        add = next(d for d in QApplication.topLevelWidgets() if isinstance(d, HostDialog) and d.isVisible())
        fill_and_ok(add, "laboratory workstation 12", port, "secret")
        _menu_action(window, "Hosts", "Manage hosts…").trigger()
        qtbot.wait(200)
        hosts = next(d for d in QApplication.topLevelWidgets() if isinstance(d, HostsDialog) and d.isVisible())
        assert hosts.view.model().rowCount() == 2
        problems += _columns_fit(hosts.view, skip=(2,))
        hosts.close()
        ui.manager.stop()
        assert problems == [], "\n".join(problems)
    finally:
        bridge.stop()
        close_window(window)


def test_live_charts_draw_lines_for_an_emulator_in_accelerated_time(qtbot: QtBot, window: MainWindow) -> None:
    """At 1800x, snapshots come three client minutes apart: lines, not a gap between every two points."""
    wait_snapshot(qtbot, window, lambda s: bool(s.stats) and s.speed > 100)
    _open_tab(qtbot, window, "Statistics")
    qtbot.wait(1500)  # time passes: a dozen snapshots
    tab = window.stats.tab()

    def segments() -> int:
        drawn = 0
        for (_, key), curve in tab._curves.items():
            _, ys = curve.getData()
            if key == "share" and ys is not None:
                drawn += sum(1 for a, b in zip(ys, ys[1:]) if a == a and b == b)  # both finite: a segment
        return drawn
    qtbot.waitUntil(lambda: segments() >= 5, timeout=5000)
