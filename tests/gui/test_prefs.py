"""Preferences: the dialog, the override file, and the client applying them live."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QSpinBox
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.main_window import MainWindow
from boinc_gui.pref_fields import FIELDS, PAGES
from core.api.prefs_check import Severity, check_prefs
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.persist.prefs_io import (
    OVERRIDE_FILE,
    prefs_from_xml,
    prefs_to_xml,
    read_override,
    write_override,
)
from core.state import GlobalPrefs
from core.state.prefs import DayPrefs
from tests.gui.conftest import DEMO, wait_snapshot
from tests.gui.menus import open_from_menu

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def test_override_file_round_trip(tmp_path: Path) -> None:
    prefs = replace(GlobalPrefs(), run_if_user_active=False, cpu_usage_limit=75.0, max_ncpus_pct=50.0,
                    work_buf_min_days=0.5, daily_xfer_period_days=3, max_bytes_sec_down=102400.0)
    days = (DayPrefs(1, 18.0, 23.5, 0.0, 8.0), DayPrefs(6, 0.0, 0.0, 1.0, 2.0))
    path = write_override(tmp_path, prefs, days)
    assert path.name == OVERRIDE_FILE
    text = path.read_text()
    assert "   <run_if_user_active>0</run_if_user_active>" in text
    assert "<cpu_usage_limit>75.000000</cpu_usage_limit>" in text
    assert "<day_of_week>1</day_of_week>" in text and "<end_hour>23.50</end_hour>" in text
    back = read_override(tmp_path)
    assert back is not None and back.prefs == replace(prefs, day_prefs=days)
    assert back.day_prefs == days and back.problems == ()
    write_override(tmp_path, GlobalPrefs(), ())
    assert (tmp_path / "global_prefs_override.xml.bak").read_text() == text


def test_damaged_override_values_are_reported_not_fatal() -> None:
    doc = ("<global_preferences><cpu_usage_limit>lots</cpu_usage_limit><max_ncpus_pct>25</max_ncpus_pct>"
           "<day_prefs><day_of_week>9</day_of_week></day_prefs><venue name='x'/></global_preferences>")
    got = prefs_from_xml(doc)
    assert got.prefs.max_ncpus_pct == 25.0 and got.prefs.cpu_usage_limit == 100.0
    assert any("cpu_usage_limit" in p for p in got.problems) and any("day of week" in p for p in got.problems)
    assert prefs_to_xml(got.prefs).startswith("<global_preferences>")


def test_never_run_combination_is_an_error() -> None:
    bad = replace(GlobalPrefs(), run_if_user_active=False, suspend_if_no_recent_input=2.0, idle_time_to_run=3.0)
    issues = check_prefs(bad)
    assert issues[0].severity is Severity.ERROR and "Nothing would ever run" in issues[0].message
    assert not [i for i in check_prefs(GlobalPrefs()) if i.severity is Severity.ERROR]


def test_dialog_has_every_page_and_field(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings
    dlg = PreferencesDialog(GlobalPrefs(), (), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dlg)
    assert [dlg.nav.item(i).text() for i in range(dlg.nav.count())] == list(PAGES)
    assert {f.name for f in FIELDS} <= set(dlg.widgets)
    prefs, days = dlg.values()
    assert prefs == GlobalPrefs() and days == ()  # loading and reading back loses nothing


def test_dialog_round_trip_through_client_and_file(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    wait_snapshot(qtbot, window, lambda s: s.prefs is not None)
    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    assert not dlg.apply_button.isEnabled()
    w = dlg.widgets
    assert isinstance(w["cpu_usage_limit"], QSpinBox) and isinstance(w["work_buf_min_days"], QDoubleSpinBox)
    assert isinstance(w["run_if_user_active"], QCheckBox)
    w["cpu_usage_limit"].setValue(80)
    w["work_buf_min_days"].setValue(0.25)
    w["run_if_user_active"].setChecked(True)  # "Suspend when computer is in use"
    w["max_bytes_sec_down"].setValue(50)  # KB/s
    dlg.cpu_window.set_hours(8.0, 20.0)
    dlg.day_windows[("cpu", 6)].set_hours(10.0, 12.0)
    assert dlg.apply_button.isEnabled()
    dlg.save()
    snap = wait_snapshot(qtbot, window, lambda s: s.prefs is not None and s.prefs.cpu_usage_limit == 80.0)
    assert snap.prefs is not None
    assert snap.prefs.work_buf_min_days == 0.25 and snap.prefs.run_if_user_active is False
    assert snap.prefs.max_bytes_sec_down == 50 * 1024 and (snap.prefs.start_hour, snap.prefs.end_hour) == (8.0, 20.0)
    assert snap.day_prefs == (DayPrefs(6, 10.0, 12.0, 0.0, 0.0),)
    data = tmp_path / "data"
    saved = read_override(data)
    assert saved is not None and saved.prefs == snap.prefs and saved.day_prefs == snap.day_prefs
    # A new client started on the same data directory uses the saved preferences.
    again = EmulatedClient(load_scenario(DEMO), data_dir=data)
    assert again.world.state.prefs.cpu_usage_limit == 80.0 and again.world.host.prefs.day_prefs == snap.day_prefs
    # And the dialog opened again shows them.
    dlg2 = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    assert dlg2.widgets["cpu_usage_limit"].value() == 80  # type: ignore[attr-defined]
    assert dlg2.day_windows[("cpu", 6)].hours() == (10.0, 12.0)
    dlg2.close()


def test_dialog_refuses_a_set_that_never_runs(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: s.prefs is not None)
    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    sent: list[object] = []
    dlg.prefs_accepted.connect(lambda p, d: sent.append(p))
    dlg.widgets["run_if_user_active"].setChecked(True)  # type: ignore[attr-defined]
    dlg.widgets["suspend_if_no_recent_input"].setValue(1.0)  # type: ignore[attr-defined]
    dlg.widgets["idle_time_to_run"].setValue(3.0)  # type: ignore[attr-defined]
    dlg.save()
    assert sent == [] and dlg.isVisible()
    assert "Nothing would ever run" in dlg.errors.text()
    assert dlg.widgets["suspend_if_no_recent_input"].property("invalid") is True
    dlg.restore_defaults()
    assert dlg.values()[0] == GlobalPrefs()
    dlg.save()
    assert len(sent) == 1 and not dlg.isVisible()
