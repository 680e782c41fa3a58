"""Right to left, and the main tabs in other languages (issue 37, item 6).

With Arabic's locale and the application's layout right to left, Qt mirrors the window; what
we draw ourselves must follow: the task progress bars (ProgressDelegate) fill from the right,
the disk pies and the statistics charts still draw inside the window, uncut. Screenshots of
the main tabs in German, Japanese and Arabic (right to left) are saved under
tests/artifacts/languages/ for review.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from boinc_gui.tables.columns import PROGRESS_ROLE
from boinc_gui.tables.table_view import BAR_FILL
from boinc_gui.tabs.disk import PALETTE, TOTAL_COLORS
from boinc_gui.tabs.stats import COLORS
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import Speaker
from tests.gui.conftest import ARTIFACTS, wait_snapshot
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(240)]
SIZE = (1280, 800)
SHOTS = ARTIFACTS / "languages"
TOOLS = Path(sys.executable).parent
TAB_SLUGS = ["projects", "tasks", "transfers", "disk", "statistics", "event-log", "notices", "history"]


def _window(client: EmulatedClient, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, settings, None)
    w.confirm = lambda title, text: True
    w.show_error = lambda text: None
    w.resize(*SIZE)
    w.show()
    bridge.start()
    return w


def _colour_pixels(image: QImage, colours: list[str], step: int = 2) -> int:
    """How many sampled pixels of ``image`` are one of ``colours`` (give or take antialiasing)."""
    wanted = [QColor(c) for c in colours]
    found = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            p = image.pixelColor(x, y)
            if any(abs(p.red() - c.red()) + abs(p.green() - c.green()) + abs(p.blue() - c.blue()) < 24 for c in wanted):
                found += 1
    return found


def _inside_window(window: MainWindow, w: QWidget) -> bool:
    top_left = w.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, w.size()))


def test_right_to_left_mirrors_the_window_and_our_drawings_follow(
        qtbot: QtBot, qapp: QApplication, client: EmulatedClient, tmp_path: Path,
        speak: Speaker) -> None:
    speak("ar")
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    window = _window(client, tmp_path)
    try:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        bar = window.tabs.tabBar()
        assert bar.tabRect(0).x() > bar.tabRect(1).x()  # the first tab at the right
        snap = wait_snapshot(qtbot, window, lambda s: any(0.05 < t.fraction_done < 0.6 for t in s.tasks),
                             timeout=20000)
        # A task's progress bar fills from the right, as Qt's own bars do right to left.
        window.tabs.setCurrentWidget(window.tasks)
        qtbot.wait(300)
        view, model = window.tasks.view, window.tasks.view.model()
        column = next(c for c in range(model.columnCount()) if model.index(0, c).data(PROGRESS_ROLE) is not None)
        row = next(r for r in range(model.rowCount()) if 0.05 < float(model.index(r, column).data(PROGRESS_ROLE)) < 0.6)
        cell = view.visualRect(model.index(row, column))
        assert cell.width() > 20 and view.viewport().rect().contains(cell)
        image = view.viewport().grab(cell).toImage()
        middle = image.height() // 2
        near_right, near_left = image.pixelColor(image.width() - 5, middle), image.pixelColor(4, middle)
        assert near_right == BAR_FILL, f"right end {near_right.name()}, left end {near_left.name()}"
        assert near_left != BAR_FILL
        assert snap.tasks
        # The disk pies and the statistics charts draw, inside the mirrored window.
        window.tabs.setCurrentWidget(window.disk)
        disk = window.disk.tab()
        qtbot.waitUntil(lambda: bool(disk.total.slices()) and bool(disk.by_project.slices()), timeout=15000)
        qtbot.wait(300)
        for pie, colours in ((disk.total_view, TOTAL_COLORS), (disk.project_view, PALETTE)):
            assert _inside_window(window, pie)
            assert _colour_pixels(pie.grab().toImage(), colours) > 200, pie.accessibleName()
        window.tabs.setCurrentWidget(window.stats)
        stats = window.stats.tab()
        qtbot.waitUntil(lambda: _colour_pixels(stats.layout_widget.grab().toImage(), COLORS, step=1) > 100,
                        timeout=15000)
        assert stats.isVisible()
        assert _inside_window(window, stats.layout_widget)
    finally:
        client.stop()
        close_window(window)


def test_main_tabs_in_german_japanese_and_arabic_right_to_left(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, speak: Speaker) -> None:
    from core.emulator.scenario import load_scenario
    from tests.gui.conftest import DEMO

    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang, direction, tasks_word in (("de", Qt.LayoutDirection.LeftToRight, "Aufgaben"),
                                        ("ja", Qt.LayoutDirection.LeftToRight, "タスク"),
                                        ("ar", Qt.LayoutDirection.RightToLeft, "Tasks")):  # no Arabic of ours yet
        speak(lang)
        qapp.setLayoutDirection(direction)
        client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / lang)
        window = _window(client, tmp_path / lang)
        try:
            wait_snapshot(qtbot, window, lambda s: bool(s.tasks), timeout=15000)
            assert window.tabs.tabText(1).startswith(tasks_word), window.tabs.tabText(1)
            assert window.layoutDirection() == direction
            if lang == "ja":  # the screenshot is only worth its name with a font that has the glyphs
                assert QFontMetrics(window.font()).inFontUcs4(ord("タ")), "no Japanese font (fonts-vlgothic)"
            for i, slug in enumerate(TAB_SLUGS):
                window.tabs.setCurrentIndex(i)
                qtbot.wait(250)
                pix = window.grab()
                assert (pix.width(), pix.height()) == (round(SIZE[0] * pix.devicePixelRatio()),
                                                       round(SIZE[1] * pix.devicePixelRatio()))
                assert pix.save(str(SHOTS / f"{lang}-{slug}.png"))
        finally:
            client.stop()
            close_window(window)
            speak.take_out()
    assert {f"{lang}-{slug}.png" for lang in ("de", "ja", "ar") for slug in TAB_SLUGS} <= \
        {p.name for p in SHOTS.glob("*.png")}
