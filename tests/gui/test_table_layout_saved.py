"""A table's column layout is the volunteer's: saved when they size, move, hide or sort a
column, or reset the columns, and restored at the next start. What the tab does to its columns
by itself (its defaults at a first start, restoring a saved layout, widening a column to fit
the rows) is not saved: until issue 36's last pass each of those steps rewrote the settings,
some 40 times over the three tables at a first start, before the window's first paint."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.tables.models import task_model
from boinc_gui.tables.table_view import TableTab
from tests.gui.test_models import row

pytestmark = pytest.mark.gui

KEYS = [c.key for c in task_model().columns]
PROJECT, NAME = KEYS.index("project"), KEYS.index("name")  # the Project column fits its rows


def shown_tab(qtbot: QtBot, settings: QSettings) -> TableTab:
    tab = TableTab("Tasks", task_model(), settings)
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    tab.show()
    return tab


def test_only_the_volunteers_changes_to_the_columns_are_saved(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    tab = shown_tab(qtbot, settings)
    header = tab.view.horizontalHeader()
    # A first start: the defaults, then rows whose long project names widen that column to fit.
    narrow = header.sectionSize(PROJECT)
    tab.model.set_rows([row(i, project="a project with a rather long name indeed") for i in range(5)], "a")
    qtbot.waitUntil(lambda: header.sectionSize(PROJECT) > narrow, timeout=5000)
    assert settings.value("Tasks/header") is None  # nothing the volunteer did
    # The volunteer sizes a column: kept ...
    header.resizeSection(NAME, 211)
    saved = settings.value("Tasks/header")
    assert saved is not None
    # ... and what the tab does next (longer names coming) changes the view, not what was saved.
    wide = header.sectionSize(PROJECT)
    tab.model.set_rows([row(9, project="a project whose name is longer still, by quite a few words")], "b")
    qtbot.waitUntil(lambda: header.sectionSize(PROJECT) > wide, timeout=5000)
    assert settings.value("Tasks/header") == saved
    # The next start shows the volunteer's width.
    again = shown_tab(qtbot, settings)
    assert again.view.horizontalHeader().sectionSize(NAME) == 211
    assert settings.value("Tasks/header") == saved  # restoring it saved nothing either
    # "Reset columns" is the volunteer's too: the defaults are kept from then on.
    again.reset_layout()
    assert settings.value("Tasks/header") != saved
    assert shown_tab(qtbot, settings).view.horizontalHeader().sectionSize(NAME) == again.view.horizontalHeader() \
        .sectionSize(NAME)
