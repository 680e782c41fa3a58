"""The merged tables at scale: rows of many hosts stay sorted by moving only the rows that changed,
and columns fit the texts of rows that come or change without measuring every row again."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPersistentModelIndex, QSettings, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from boinc_gui.tables import row_order
from boinc_gui.tables.models import RowTableModel, task_model
from boinc_gui.tables.table_view import RowFilterProxy, TableTab
from core.api.snapshot import TaskRow
from tests.gui.test_models import row

pytestmark = pytest.mark.gui

PROGRESS = [c.key for c in task_model().columns].index("progress")
PROJECT = [c.key for c in task_model().columns].index("project")


def check_consistent(model: RowTableModel[TaskRow], truth: dict[str, dict[object, TaskRow]], descending: bool) -> None:
    """The model holds exactly ``truth``'s rows, in order of progress, each found by its key."""
    n = model.rowCount()
    assert n == sum(len(rows) for rows in truth.values())
    got = [(model.host_at(i), model.row_at(i)) for i in range(n)]
    assert {(h, r.key) for h, r in got} == {(h, k) for h, rows in truth.items() for k in rows}
    for h, r in got:
        assert truth[h][r.key] is r
        assert model.row_for_key(r.key, h) is r
    fractions = [r.fraction_done for _, r in got]
    assert fractions == sorted(fractions, reverse=descending)
    assert model.hosts() == {h for h, rows in truth.items() if rows}


@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_many_hosts_stay_sorted_through_random_updates(qtbot: QtBot, order: Qt.SortOrder) -> None:
    rng = random.Random(22)
    model = task_model()
    proxy = RowFilterProxy()
    proxy.setSourceModel(model)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    hosts = [f"host{i}" for i in range(6)]
    truth: dict[str, dict[object, TaskRow]] = {}
    for h in hosts:
        rows = [row(i, frac=round(rng.random(), 2), project=h) for i in range(60)]
        truth[h] = {r.key: r for r in rows}
        model.set_rows(rows, h)
    view.sortByColumn(PROGRESS, order)
    descending = order == Qt.SortOrder.DescendingOrder
    check_consistent(model, truth, descending)
    # A selected row and a persistent index follow their row wherever it moves.
    view.selectRow(17)
    watched_host, watched = model.host_at(17), model.row_at(17).key
    pin = QPersistentModelIndex(model.index(17, PROGRESS))
    layouts: list[int] = []
    model.layoutChanged.connect(lambda *a: layouts.append(1))
    for step in range(60):
        h = rng.choice(hosts)
        mine = dict(truth[h])
        for key in rng.sample(sorted(mine, key=str), k=min(len(mine), rng.randint(0, 4))):
            # Progress moves (near or far), ties included (two decimals).
            mine[key] = replace(mine[key], fraction_done=round(rng.random(), 2))
        if step % 7 == 3 and mine:  # a task reported: its row leaves
            mine.pop(rng.choice(sorted(mine, key=str)))
        if step % 5 == 1:  # new work arrived
            new = row(1000 + step, frac=round(rng.random(), 2), project=h)
            mine[new.key] = new
        model.set_rows(list(mine.values()), h)
        truth[h] = mine
        check_consistent(model, truth, descending)
        if (watched_host, watched) in {(h_, k) for h_, rows in truth.items() for k in rows}:
            assert (model.host_at(pin.row()), model.row_at(pin.row()).key) == (watched_host, watched)
            selected = view.selectionModel().selectedRows()
            assert [(model.host_at(proxy.mapToSource(i).row()), model.row_at(proxy.mapToSource(i).row()).key)
                    for i in selected] == [(watched_host, watched)]
    assert layouts, "rows moved: the view was told"


def test_a_few_moved_rows_leave_the_other_rows_where_they_were(qtbot: QtBot) -> None:
    model = task_model()
    rows = [row(i, frac=i / 1000) for i in range(1000)]
    model.set_rows(rows, "a")
    model.sort(PROGRESS, Qt.SortOrder.AscendingOrder)
    before = [model.row_at(i).name for i in range(1000)]
    rows[100] = replace(rows[100], fraction_done=0.5005)  # from place 100 to just after r500
    model.set_rows(rows, "a")
    after = [model.row_at(i).name for i in range(1000)]
    assert after[:100] == before[:100] and after[501:] == before[501:]
    assert after[500] == "r100" and after[100:500] == before[101:501]


def test_mixed_value_types_in_the_sorted_column_still_sort(qtbot: QtBot) -> None:
    from boinc_gui.tables.row_model import Column

    model: RowTableModel[tuple[str, object]] = RowTableModel(
        [Column("v", "Value", lambda r: str(r[1]), lambda r: r[1])], lambda r: r[0])
    model.set_rows([("a", 3), ("b", 1), ("c", 2)])
    model.sort(0)
    model.set_rows([("a", 3), ("b", "text"), ("c", 2)])  # a string among numbers: ordered by type
    assert sorted(model.row_at(i)[0] for i in range(3)) == ["a", "b", "c"]
    assert model.row_for_key("b") == ("b", "text")


def table(tmp_path: Path, qtbot: QtBot) -> TableTab:
    tab = TableTab("Tasks", task_model(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(tab)
    tab.resize(1200, 500)
    tab.show()
    return tab


def test_a_column_widens_for_a_row_that_changes_later(qtbot: QtBot, tmp_path: Path) -> None:
    tab = table(tmp_path, qtbot)
    header = tab.view.horizontalHeader()
    rows = [row(i, project="p") for i in range(50)]
    tab.model.set_rows(rows, "a")
    tab.fit_columns()
    narrow = header.sectionSize(PROJECT)
    rows[30] = replace(rows[30], project_name="A project whose name came with its first scheduler reply")
    tab.model.set_rows(rows, "a")
    qtbot.waitUntil(lambda: header.sectionSize(PROJECT) > narrow, timeout=3000)
    wide = tab.view.fontMetrics().horizontalAdvance(rows[30].project_name)
    assert header.sectionSize(PROJECT) >= min(wide, 300)


def test_rows_touched_at_every_update_queue_no_more_measuring_than_the_table_holds(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A busy client changes every row at every snapshot; updates coming faster than the columns are
    measured once queued each row again and again (a window under load stopped answering in a test).
    However many updates come before the measuring, it takes the rows held, once."""
    tab = table(tmp_path, qtbot)
    header = tab.view.horizontalHeader()
    measured: list[int] = []
    fit = tab.fit_columns

    def counting_fit(rows: list[Any] | None = None) -> None:
        measured.append(len(rows) if rows is not None else tab.model.rowCount())
        fit(rows)

    tab.fit_columns = counting_fit  # type: ignore[method-assign]
    n = 3000
    for k in range(30):  # thirty snapshots before the fit timer's first turn, every row changed in each
        tab.model.set_rows([row(i, project=f"p{k}") for i in range(n - 1)]
                           + [row(n - 1, project=f"A project named at update {k}")], "a")
    qtbot.waitUntil(lambda: not tab._fit_due, timeout=10000)
    assert sum(measured) <= n, measured
    assert header.sectionSize(PROJECT) >= tab.view.fontMetrics().horizontalAdvance("A project named at update 29")


def test_a_column_shown_again_fits_rows_that_came_while_it_was_hidden(qtbot: QtBot, tmp_path: Path) -> None:
    tab = table(tmp_path, qtbot)
    header = tab.view.horizontalHeader()
    tab.set_column_visible(PROJECT, False)
    tab.model.set_rows([row(i, project="Another long project name for the column") for i in range(20)], "a")
    qtbot.wait(400)  # the fit timer ran while the column was hidden
    width_hidden = header.sectionSize(PROJECT)
    tab.set_column_visible(PROJECT, True)
    need = tab.view.fontMetrics().horizontalAdvance("Another long project name for the column")
    assert header.sectionSize(PROJECT) >= need > width_hidden


@pytest.mark.parametrize("changes", [3, 40])  # few rows moved in place; many rebuilt from slices
def test_a_batch_of_many_hosts_updates_moves_rows_once_and_signals_after(qtbot: QtBot, changes: int) -> None:
    rng = random.Random(changes)
    model = task_model()
    proxy = RowFilterProxy()
    proxy.setSourceModel(model)
    hosts = [f"host{i}" for i in range(8)]
    truth: dict[str, dict[object, TaskRow]] = {}
    for h in hosts:
        rows = [row(i, frac=round(rng.random(), 2), project=h) for i in range(50)]
        truth[h] = {r.key: r for r in rows}
        model.set_rows(rows, h)
    model.sort(PROGRESS, Qt.SortOrder.DescendingOrder)
    pins = [(model.host_at(i), model.row_at(i).key, QPersistentModelIndex(model.index(i, 0))) for i in (0, 150, 399)]
    layouts: list[int] = []
    changed: list[tuple[int, int]] = []
    model.layoutChanged.connect(lambda *a: layouts.append(1))
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    touched: list[TaskRow] = []
    model.begin_batch()
    for h in hosts:
        mine = dict(truth[h])
        for key in rng.sample(sorted(mine, key=str), k=changes // len(hosts) + 1):
            mine[key] = replace(mine[key], fraction_done=mine[key].fraction_done + 0.005 + rng.random() / 2)
            touched.append(mine[key])
        model.set_rows(list(mine.values()), h)
        truth[h] = mine
    assert layouts == [] and changed == []  # nothing moves or repaints before the batch ends
    model.end_batch()
    assert layouts == [1]
    check_consistent(model, truth, descending=True)
    moved = {(h, r.key) for h in hosts for r in truth[h].values()}
    for host, key, pin in pins:
        if (host, key) in moved:
            assert (model.host_at(pin.row()), model.row_at(pin.row()).key) == (host, key)
    # Every changed row was signalled at its new place.
    signalled = {i for a, b in changed for i in range(a, b + 1)}
    where = {id(model.row_at(i)): i for i in range(model.rowCount())}
    assert {where[id(r)] for r in touched} <= signalled


@pytest.mark.parametrize("far", [2048, 40])  # the default, and far enough to take some rows out and back
@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_moves_rewrite_only_the_span_between_old_and_new_places(
        qtbot: QtBot, order: Qt.SortOrder, far: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows that move (a host's new rows in one run, neighbours nudged, far jumps, many ties) land where
    a full sort puts them; rows outside the span from their old to their new places keep theirs."""
    monkeypatch.setattr(row_order, "FAR_MOVE", far)
    rng = random.Random(7)
    descending = order == Qt.SortOrder.DescendingOrder
    model = task_model()
    truth: dict[str, dict[object, TaskRow]] = {}
    for h in ("a", "b", "c"):
        rows = [row(i, frac=round(rng.random(), 1), project=h) for i in range(300)]  # many ties
        truth[h] = {r.key: r for r in rows}
        model.set_rows(rows, h)
    model.sort(PROGRESS, order)
    check_consistent(model, truth, descending)
    for step in range(40):
        before = [(model.host_at(i), model.row_at(i).key) for i in range(model.rowCount())]
        h = ("a", "b", "c")[step % 3]
        mine = dict(truth[h])
        keys = sorted(mine, key=str)
        first = rng.randrange(len(keys) - 5)
        touched = set()
        for key in keys[first:first + rng.randint(1, 5)]:
            mine[key] = replace(mine[key], fraction_done=round(rng.random(), 1))
            touched.add((h, key))
        if step % 4 == 0:  # a run of new rows at the end of the table
            for j in range(rng.randint(20, 80)):
                r = row(10_000 + step * 100 + j, frac=round(rng.random(), 1), project=h)
                mine[r.key] = r
                touched.add((h, r.key))
        model.begin_batch()
        model.set_rows(list(mine.values()), h)
        truth[h] = mine
        model.end_batch()
        check_consistent(model, truth, descending)
        after = [(model.host_at(i), model.row_at(i).key) for i in range(model.rowCount())]
        old_at = {hk: i for i, hk in enumerate(before)}
        spots = [i for i, hk in enumerate(after) if hk in touched] + [old_at[hk] for hk in touched if hk in old_at]
        lo, hi = min(spots), max(spots)
        assert after[:lo] == before[:lo]
        if len(after) == len(before):
            assert after[hi + 1:] == before[hi + 1:]


def test_the_same_keys_again_take_the_quick_path_and_other_changes_are_not_missed(qtbot: QtBot) -> None:
    """Hosts send the same keys in the same order each poll; the model compares with the rows the
    host sent last, so anything else that changed a host's rows must make it look again."""
    model = task_model()
    rows = [row(i, frac=i / 100) for i in range(100)]
    other = [row(i, frac=0.5, project="b") for i in range(10)]
    model.set_rows(rows, "a")
    model.set_rows(other, "b")
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    rows[7] = replace(rows[7], fraction_done=0.99)  # the same list, changed in place
    stats = model.set_rows(rows, "a")
    assert stats.changed == 1 and model.row_for_key(rows[7].key, "a") is rows[7]
    assert changed == [(7, 7)]
    model.remove_where("a", lambda r: r.name == "r3")  # not through set_rows: the next one puts it back
    stats = model.set_rows(rows, "a")
    assert stats.inserted == 1 and model.row_for_key(rows[3].key, "a") is rows[3]
    model.remove_host("b")
    model.set_rows(other, "b")
    assert model.rowCount() == 110 and model.row_for_key(other[0].key, "b") is other[0]
    model.clear()
    model.set_rows(rows, "a")
    assert model.rowCount() == 100
