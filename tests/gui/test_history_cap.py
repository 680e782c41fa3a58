"""The history size cap: a field on the preferences' Other page, read where the history is opened."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.tabs.history import apply_history_cap, history_cap_bytes
from boinc_gui.tabs.history_cap import DEFAULT_MB, HISTORY_CAP_KEY, MB, MIN_MB
from core.history import DEFAULT_MAX_BYTES, HistoryDb, Outcome, TaskRecord
from core.state import GlobalPrefs

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)


def test_the_other_page_sets_the_cap_the_history_is_opened_with(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    assert history_cap_bytes(settings) == DEFAULT_MAX_BYTES == DEFAULT_MB * MB  # nothing set yet
    dlg = PreferencesDialog(GlobalPrefs(), (), settings)
    qtbot.addWidget(dlg)
    assert dlg.history_cap.value() == DEFAULT_MB and dlg.history_cap.suffix() == " MB"
    assert not dlg.apply_button.isEnabled()
    dlg.history_cap.setValue(64)
    assert dlg.apply_button.isEnabled()  # a manager setting lights Apply up
    assert dlg.apply()
    settings.sync()
    # What a restart reads: the file on disk, through a new QSettings.
    again = _settings(tmp_path)
    assert int(str(again.value(HISTORY_CAP_KEY))) == 64
    assert history_cap_bytes(again) == 64 * MB
    with HistoryDb.in_data_dir(tmp_path, history_cap_bytes(again)) as db:
        assert db.max_bytes == 64 * MB
        # A later change reaches the open history; its next write keeps under it.
        again.setValue(HISTORY_CAP_KEY, MIN_MB)
        apply_history_cap(db, again)
        assert db.max_bytes == MIN_MB * MB
        db.upsert_tasks([TaskRecord("h", "http://127.0.0.1:1/", f"t{i}", Outcome.SUCCESS, completed_time=float(i))
                         for i in range(100)])
        assert db.used_bytes() <= db.max_bytes and db.count() == 100
    reopened = PreferencesDialog(GlobalPrefs(), (), again)
    qtbot.addWidget(reopened)
    assert reopened.history_cap.value() == MIN_MB


@pytest.mark.parametrize(("stored", "mb"), [("junk", DEFAULT_MB), ("1", MIN_MB), ("512", 512)])
def test_a_hand_edited_cap_is_read_safely(tmp_path: Path, stored: str, mb: int) -> None:
    settings = _settings(tmp_path)
    settings.setValue(HISTORY_CAP_KEY, stored)
    assert history_cap_bytes(settings) == mb * MB
