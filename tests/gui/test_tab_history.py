"""The History tab over a real history file: paging, filters, sorting, averages, CSV export."""
from __future__ import annotations

import csv
import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from boinc_gui.tabs.history import COLUMNS, PAGE_ROWS, HistoryTab
from core.history import HistoryDb, Outcome, SortKey, TaskRecord
from core.history.records import AbortedBy

URL = "http://127.0.0.1:31480/"
T0 = 1_790_000_000.0
N = 1_000


def _tasks() -> list[TaskRecord]:
    out = []
    for i in range(N):
        status = 3 if i % 10 == 0 else 203 if i % 25 == 1 else 0
        outcome = Outcome.ERROR if status == 3 else Outcome.ABORTED if status == 203 else Outcome.SUCCESS
        out.append(TaskRecord(
            host="alpha" if i % 2 else "bravo", project_url=URL, name=f"task_{i:04d}", outcome=outcome,
            project_name="Demo", app="Prime counter" if i % 3 else "Sieve", version="1.00", exit_status=status,
            aborted_by=AbortedBy.USER if status == 203 else None, cpu_time_s=float(i), elapsed_s=float(i) + 5,
            completed_time=T0 + i * 3600.0, received_time=T0 + i * 3600.0 - 600))
    return out


@pytest.fixture
def tab(qtbot: QtBot, tmp_path: Path) -> Iterator[HistoryTab]:
    db = HistoryDb(tmp_path / "history.sqlite3")
    db.upsert_tasks(_tasks())
    t = HistoryTab(db)
    t.resize(1400, 700)
    t.show()
    yield t
    t.hide()
    t.deleteLater()
    qtbot.wait(10)
    del t
    gc.collect()
    db.close()


def _col(key: SortKey) -> int:
    return [k for _, k in COLUMNS].index(key)


def test_the_table_pages_the_history_newest_first(tab: HistoryTab) -> None:
    m = tab.model
    assert m.rowCount() == N
    assert m.index(0, _col(SortKey.NAME)).data() == "task_0999"
    assert m.index(N - 1, _col(SortKey.NAME)).data() == "task_0000"
    # Only the pages looked at were read from the database.
    assert len(m._pages) <= 2 and N > 2 * PAGE_ROWS
    assert m.index(9, _col(SortKey.NAME)).data() == "task_0990"
    assert m.index(9, _col(SortKey.OUTCOME)).data() == "error"
    assert m.index(9, _col(SortKey.EXIT_STATUS)).data() == "3 (the application exited with code 3)"
    assert f"{N:,} tasks recorded" in tab.summary.text()


def test_filters_narrow_the_table_and_the_averages(tab: HistoryTab, qtbot: QtBot) -> None:
    tab.host.setCurrentIndex(tab.host.findData("alpha"))
    assert tab.model.rowCount() == N // 2
    tab.outcome.setCurrentIndex(tab.outcome.findData(Outcome.ABORTED))
    rows = tab.model.rowCount()
    assert rows == len([i for i in range(N) if i % 2 and i % 25 == 1 and i % 10])
    assert all(tab.model.index(r, _col(SortKey.OUTCOME)).data() == "aborted by user" for r in range(rows))
    tab.outcome.setCurrentIndex(0)
    tab.search.setText("task_00")
    qtbot.waitUntil(lambda: tab.model.rowCount() == 50, timeout=3000)  # task_0001..task_0099, odd ones
    assert "Sieve" in tab.summary.text() and "Prime counter" in tab.summary.text()
    tab.search.clear()
    tab.host.setCurrentIndex(0)
    tab.use_since.setChecked(True)
    from PySide6.QtCore import QDateTime
    tab.since.setDate(QDateTime.fromSecsSinceEpoch(int(T0 + 500 * 3600.0)).date().addDays(1))
    since = tab.current_filter().since
    assert since is not None
    assert tab.model.rowCount() == len([i for i in range(N) if T0 + i * 3600.0 >= since])


def test_clicking_a_header_sorts_in_the_database(tab: HistoryTab) -> None:
    tab.table.sortByColumn(_col(SortKey.CPU_TIME), Qt.SortOrder.AscendingOrder)
    assert tab.model.index(0, _col(SortKey.NAME)).data() == "task_0000"
    tab.table.sortByColumn(_col(SortKey.APP), Qt.SortOrder.DescendingOrder)
    assert tab.model.index(0, _col(SortKey.APP)).data() == "Sieve"
    assert tab.model.index(N - 1, _col(SortKey.APP)).data() == "Prime counter"


def test_csv_export_writes_what_the_filter_selects(tab: HistoryTab, tmp_path: Path) -> None:
    tab.app.setCurrentIndex(tab.app.findData("Sieve"))
    n = tab.export(tmp_path / "sieve.csv")
    with open(tmp_path / "sieve.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert n == len(rows) == len([i for i in range(N) if i % 3 == 0]) == tab.model.rowCount()
    assert {r["app"] for r in rows} == {"Sieve"}


def test_refresh_shows_new_tasks_and_hosts(tab: HistoryTab) -> None:
    tab.db.upsert_tasks([TaskRecord("charlie", URL, "late", Outcome.SUCCESS, completed_time=T0 + 1e7)])
    tab.refresh()
    assert tab.model.rowCount() == N + 1
    assert tab.host.findData("charlie") >= 0
    assert tab.model.index(0, _col(SortKey.NAME)).data() == "late"
