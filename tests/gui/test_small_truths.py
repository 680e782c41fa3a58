"""Issue 22 item 10: the small untruths (double "suspended", About's version, one wording for the
CPU limit, fields aligned across groups, proxy fields that did nothing)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.main_window import MainWindow
from boinc_gui.pref_fields import FIELDS
from core.state import GlobalPrefs
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def test_suspended_is_said_once_and_about_shows_the_version(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: s.activity.computing)
    menu_action(window, "Activity", "Suspend").trigger()
    wait_snapshot(qtbot, window, lambda s: not s.activity.computing)
    text = window.activity_label.text()
    assert "Computing: suspended (user request)" in text, text
    assert text.count("suspended") == 1
    assert "0.1.0" in window.about_text()


def _dialog(qtbot: QtBot, tmp_path: Path, prefs: GlobalPrefs) -> PreferencesDialog:
    dlg = PreferencesDialog(prefs, (), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.wait(20)
    return dlg


def test_cpu_limit_reads_the_same_for_no_limit_and_100(qtbot: QtBot, tmp_path: Path) -> None:
    texts = []
    for value in (0.0, 100.0):
        dlg = _dialog(qtbot, tmp_path, replace(GlobalPrefs(), max_ncpus_pct=value))
        w = dlg.widgets["max_ncpus_pct"]
        assert isinstance(w, QAbstractSpinBox)
        texts.append(w.text())
        assert dlg.values()[0].max_ncpus_pct == value  # shown alike, kept as it was
    assert texts == ["100 % of the CPUs", "100 % of the CPUs"]


def test_fields_of_a_page_stand_in_one_column(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = _dialog(qtbot, tmp_path, GlobalPrefs())
    for page in ("Computing", "Disk and memory", "Network"):
        dlg.show_page(page)
        qtbot.wait(20)
        xs = {dlg.widgets[f.name].mapTo(dlg, QPoint(0, 0)).x() for f in FIELDS
              if f.page == page and isinstance(dlg.widgets[f.name], QAbstractSpinBox)}
        assert len(xs) == 1, (page, xs)


def test_no_proxy_fields_that_nothing_reads(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = _dialog(qtbot, tmp_path, GlobalPrefs())
    dlg.show_page("Other")
    # The address/port/no-proxy boxes wrote manager.ini only: no free-text field is left.
    assert [e for e in dlg.findChildren(QLineEdit) if e.objectName() != "qt_spinbox_lineedit"
            and not isinstance(e.parent(), QAbstractSpinBox)] == []
    assert "set_proxy_settings" in dlg.findChild(type(dlg.banner), "proxy_note").text()
    dlg.settings.setValue("proxy/host", "bad host!!:abc")
    dlg.save()
    assert dlg.settings.value("proxy/host") is None
