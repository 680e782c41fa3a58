"""The Disk tab's stand-in: the real tab (and its pies) only once shown, redrawn only when seen and changed."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.tabs.lazy_disk import LazyDisk, same_figures
from core.disk.limits import LimitSource
from core.disk.snapshot import DiskSnapshot, ProjectDiskRow
from core.ids import ProjectUrl

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]
GB = 2.0**30


def disk(t: float, usage_gb: float = 1.0, free_gb: float = 40.0) -> DiskSnapshot:
    row = ProjectDiskRow(ProjectUrl("http://a.test/"), "Alpha", usage_gb * GB, 10 * GB, 1.0, False,
                         (usage_gb - 10) * GB, 0.0)
    return DiskSnapshot(time=t, projects=(row,), client_total=usage_gb * GB, core_usage=0.0,
                        other_programs=20 * GB, disk_free=free_gb * GB, disk_total=64 * GB,
                        total_limit=30 * GB, limit_source=LimitSource.MIN_FREE, all_projects_limit=10 * GB,
                        free_for_projects=9 * GB, problems=(), explanation="The disk is fine.")


def usage_cell(stand_in: LazyDisk) -> str:
    item = stand_in.tab().table.item(0, 1)
    assert item is not None
    return item.text()


def test_same_figures_leaves_out_the_time_only() -> None:
    a = disk(100.0)
    assert same_figures(a, disk(101.0))
    assert not same_figures(a, disk(101.0, usage_gb=2.0))
    assert not same_figures(a, None) and same_figures(None, None)


def test_nothing_is_built_until_the_tab_is_shown(qtbot: QtBot) -> None:
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    first = QWidget()
    stand_in = LazyDisk()
    tabs.addTab(first, "Projects")
    tabs.addTab(stand_in, "Disk")
    tabs.show()
    qtbot.waitExposed(tabs)
    stand_in.apply_theme(True)
    stand_in.reset("", "Disk usage of Beta")
    for t in range(5):
        stand_in.update_disk(disk(100.0 + t, usage_gb=1.0 + t))
    assert not stand_in.loaded
    tabs.setCurrentWidget(stand_in)
    qtbot.waitUntil(lambda: stand_in.loaded and stand_in.isVisible())
    # Built on being shown, with the newest figures and what it was told before.
    assert usage_cell(stand_in) == "5.00 GB"
    assert stand_in.tab().note.text() == "Disk usage of Beta" and not stand_in.tab().note.isHidden()


def test_seen_it_redraws_on_new_figures_only_and_hidden_not_at_all(qtbot: QtBot) -> None:
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    stand_in = LazyDisk()
    other = QWidget()
    tabs.addTab(stand_in, "Disk")
    tabs.addTab(other, "Projects")
    tabs.show()
    qtbot.waitUntil(lambda: stand_in.loaded and stand_in.isVisible())
    first = disk(100.0)
    stand_in.update_disk(first)
    assert usage_cell(stand_in) == "1.00 GB"
    drawn = stand_in.tab().table.item(0, 1)
    stand_in.update_disk(disk(101.0))  # the clock moved, nothing else: the table is not rebuilt
    assert stand_in.tab().table.item(0, 1) is drawn
    stand_in.update_disk(disk(102.0, usage_gb=3.0))
    assert usage_cell(stand_in) == "3.00 GB"
    tabs.setCurrentWidget(other)
    qtbot.waitUntil(lambda: not stand_in.isVisible())
    stand_in.update_disk(disk(103.0, usage_gb=4.0))
    # Not drawn while hidden: the real tab still shows 3 GB (read without the stand-in's catch-up).
    real = stand_in._tab
    assert real is not None
    cell = real.table.item(0, 1)
    assert cell is not None and cell.text() == "3.00 GB"
    tabs.setCurrentWidget(stand_in)
    qtbot.waitUntil(lambda: stand_in.isVisible())
    assert usage_cell(stand_in) == "4.00 GB"


def test_reading_the_real_tab_brings_it_up_to_date(qtbot: QtBot) -> None:
    stand_in = LazyDisk()  # never shown: as the window's Disk tab when another tab is in front
    qtbot.addWidget(stand_in)
    stand_in.update_disk(disk(100.0, usage_gb=2.0))
    assert stand_in.total.count() == 4  # the real tab's pie, built and drawn on the spot
    assert usage_cell(stand_in) == "2.00 GB"
    stand_in.update_disk(disk(101.0, usage_gb=2.5))
    assert usage_cell(stand_in) == "2.50 GB"
    stand_in.reset("Not reported")
    assert stand_in.explanation.text() == "Not reported" and stand_in.table.rowCount() == 0


def test_one_projects_pie_is_one_colour_from_the_centre_to_the_top(qtbot: QtBot) -> None:
    """A lone slice's border, in the window's colour, drew a line like a second slice's edge."""
    from PySide6.QtGui import QColor

    stand_in = LazyDisk()
    qtbot.addWidget(stand_in)
    stand_in.resize(900, 700)
    stand_in.show()
    qtbot.waitUntil(lambda: stand_in.loaded and stand_in.isVisible())
    stand_in.update_disk(disk(100.0))
    view = stand_in.tab().project_view
    plot = view.chart().plotArea()
    qtbot.wait(50)
    image = view.grab().toImage()
    centre = plot.center()
    radius = min(plot.width(), plot.height()) / 2 * stand_in.tab().by_project.pieSize()
    fill = image.pixelColor(round(centre.x() + radius / 3), round(centre.y()))  # inside the slice, off the line
    above = [image.pixelColor(round(centre.x()), round(centre.y() - radius * k / 10)) for k in range(2, 9)]

    def near(a: QColor, b: QColor) -> bool:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40

    assert fill.name() != QColor(stand_in.palette().window().color()).name()
    assert all(near(c, fill) for c in above), (fill.name(), [c.name() for c in above])
