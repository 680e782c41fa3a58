"""What a table tab's view sits on: the model itself while no filter is set, the filter proxy
while one is; selection, current row, order and counts stay right across the switch, row
moves, filters and hosts coming and going; and a cell is read in one call (multiData)."""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, QModelRoleData, QPersistentModelIndex, QSettings, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from boinc_gui.tables.models import ROW_ROLE, RowTableModel, task_model
from boinc_gui.tables.table_view import ProgressDelegate, TableTab
from boinc_gui.theme import WARNING_TEXT
from core.api.snapshot import TaskRow
from tests.gui.test_models import row

pytestmark = pytest.mark.gui

KEYS = [c.key for c in task_model().columns]
PROGRESS, NAME = KEYS.index("progress"), KEYS.index("name")
SELECT_ROWS = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows


def tab_with(qtbot: QtBot, tmp_path: Path, hosts: dict[str, list[TaskRow]]) -> TableTab:
    tab = TableTab("Tasks", task_model(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    tab.show()
    for host, rows in hosts.items():
        tab.model.set_rows(rows, host)
    return tab


def names(tab: TableTab) -> list[str]:
    return [str(tab.proxy.index(i, NAME).data()) for i in range(tab.proxy.rowCount())]


def selected_names(tab: TableTab) -> list[str]:
    return sorted(r.name for r in tab.selected_rows())


def current_name(tab: TableTab) -> str | None:
    cur = tab.view.currentIndex()
    return cur.data(ROW_ROLE).name if cur.isValid() else None


def fractions(tab: TableTab) -> list[float]:
    return [tab.proxy.index(i, 0).data(ROW_ROLE).fraction_done for i in range(tab.proxy.rowCount())]


def test_the_view_sits_on_the_model_until_a_filter_is_set(qtbot: QtBot, tmp_path: Path) -> None:
    tab = tab_with(qtbot, tmp_path, {"a": [row(i, frac=i / 100, project="alpha") for i in range(30)],
                                     "b": [row(100 + i, frac=i / 100, project="beta") for i in range(30)]})
    assert tab.view.model() is tab.model and tab.filter_proxy.sourceModel() is None  # detached: follows nothing
    assert tab.count.text() == "60"
    tab.filter.setText("beta")
    assert tab.view.model() is tab.filter_proxy and tab.filter_proxy.sourceModel() is tab.model
    assert tab.proxy.rowCount() == 30 and all(n.startswith("r1") for n in names(tab))
    assert tab.count.text() == "30 of 60"
    tab.filter.setText("r10")  # another text: the proxy stays and filters again
    assert tab.view.model() is tab.filter_proxy and sorted(names(tab)) == ["r10", "r100", "r101", "r102", "r103",
                                                                           "r104", "r105", "r106", "r107", "r108",
                                                                           "r109"]
    tab.filter.setText("")
    assert tab.view.model() is tab.model and tab.filter_proxy.sourceModel() is None and tab.count.text() == "60"
    box = tab.add_toggle("Only beta", lambda r: r.project_name == "beta")
    box.setChecked(True)
    assert tab.view.model() is tab.filter_proxy and tab.proxy.rowCount() == 30
    box.setChecked(False)
    assert tab.view.model() is tab.model and tab.proxy.rowCount() == 60


def test_shown_rows_index_select_and_map_in_both_modes(qtbot: QtBot, tmp_path: Path) -> None:
    tab = tab_with(qtbot, tmp_path, {"": [row(i, frac=i / 100) for i in range(20)]})
    for text in ("", "r1"):  # the model in front, then the proxy
        tab.filter.setText(text)
        shown = names(tab)
        i = shown.index("r12")
        idx = tab.proxy.index(i, NAME)
        assert idx.model() is tab.view.model()  # the view's own index: selecting it works
        tab.view.selectionModel().select(idx, SELECT_ROWS)
        assert selected_names(tab) == ["r12"]
        src = tab.proxy.mapToSource(idx)
        assert src.model() is tab.model and tab.model.row_at(src.row()).name == "r12"
        assert tab.proxy.mapFromSource(src) == idx
        sel = tab.proxy.mapSelectionToSource(tab.view.selectionModel().selection())
        assert {tab.model.row_at(i.row()).name for i in sel.indexes()} == {"r12"}
        assert tab.proxy.mapSelectionFromSource(sel).indexes()[0].row() == i
        assert tab.proxy.sourceModel() is tab.model and tab.proxy.columnCount() == len(KEYS)
        assert tab.proxy.data(idx) == "r12"
    gone = tab.model.index([tab.model.row_at(i).name for i in range(20)].index("r5"), 0)
    assert not tab.proxy.mapFromSource(gone).isValid()  # "r5" does not contain "r1": not shown


def test_selection_and_current_row_survive_filter_on_and_off(qtbot: QtBot, tmp_path: Path) -> None:
    tab = tab_with(qtbot, tmp_path, {"a": [row(i, frac=i / 100, project="alpha") for i in range(40)],
                                     "b": [row(100 + i, frac=i / 100, project="beta") for i in range(40)]})
    tab.view.sortByColumn(PROGRESS, Qt.SortOrder.DescendingOrder)
    header = tab.view.horizontalHeader()
    header.resizeSection(NAME, 211)
    header.setSectionHidden(PROGRESS + 1, True)
    seen: list[list[str]] = []
    tab.selection_changed.connect(lambda rows: seen.append(sorted(r.name for r in rows)))
    shown = names(tab)
    selection = QItemSelection()
    for name in ("r7", "r107", "r30"):
        idx = tab.proxy.index(shown.index(name), 0)
        selection.select(idx, idx)
    tab.view.selectionModel().select(selection, SELECT_ROWS)
    tab.view.selectionModel().setCurrentIndex(tab.proxy.index(shown.index("r7"), 0),
                                              QItemSelectionModel.SelectionFlag.NoUpdate)
    tab.filter.setText("alpha")  # r107 is hidden; r7 and r30 stay selected, r7 stays current
    assert selected_names(tab) == ["r30", "r7"] and current_name(tab) == "r7"
    assert seen[-1] == ["r30", "r7"]
    assert fractions(tab) == sorted(fractions(tab), reverse=True)  # the model's order, filtered
    tab.filter.setText("")  # back on the model: the rows still selected there, the current row too
    assert selected_names(tab) == ["r30", "r7"] and current_name(tab) == "r7"
    assert header.sortIndicatorSection() == PROGRESS and header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert header.sectionSize(NAME) == 211 and header.isSectionHidden(PROGRESS + 1)  # the columns as they were
    assert fractions(tab) == sorted(fractions(tab), reverse=True) and tab.proxy.rowCount() == 80
    visible = tab.view.viewport().rect()
    assert visible.intersects(tab.view.visualRect(tab.view.currentIndex()))  # scrolled to the current row


def test_selected_task_stays_selected_when_rows_move_and_hosts_come_and_go(qtbot: QtBot, tmp_path: Path) -> None:
    rng = random.Random(7)
    hosts = {h: [row(i, frac=round(rng.random(), 2), project=h) for i in range(50)] for h in ("a", "b", "c")}
    tab = tab_with(qtbot, tmp_path, hosts)
    tab.view.sortByColumn(PROGRESS, Qt.SortOrder.DescendingOrder)
    # Names repeat across hosts: the row is picked by host and key.
    pick = next(i for i in range(tab.proxy.rowCount()) if tab.proxy.index(i, 0).data(ROW_ROLE).key == hosts["b"][3].key
                and tab.model.host_at(tab.proxy.mapToSource(tab.proxy.index(i, 0)).row()) == "b")
    # Through the selection model: the view's own calls read the keyboard modifiers, which an
    # earlier test's key presses can leave held (Ctrl turns a select into a toggle).
    tab.view.selectionModel().select(tab.proxy.index(pick, 0), SELECT_ROWS)
    tab.view.selectionModel().setCurrentIndex(tab.proxy.index(pick, 0), QItemSelectionModel.SelectionFlag.NoUpdate)

    def watched_row() -> tuple[str, TaskRow]:
        [(host, r)] = tab.selected_items()
        return host, r

    for step in range(40):
        h = rng.choice(sorted(hosts))
        rows = hosts[h]
        for j in rng.sample(range(len(rows)), 6):  # progress moves, near or far
            rows[j] = replace(rows[j], fraction_done=round(rng.random(), 2))
        if step == 10:
            hosts["d"] = [row(i, frac=round(rng.random(), 2), project="d") for i in range(50)]
            tab.model.set_rows(hosts["d"], "d")  # a host comes: its rows land in order
        if step == 20:
            del hosts["a"]
            tab.model.remove_host("a")  # a host goes
        if h in hosts:
            tab.model.set_rows(rows, h)
        host, r = watched_row()
        assert host == "b" and r.key == hosts["b"][3].key and r is hosts["b"][3]
        assert current_name(tab) == r.name
        assert fractions(tab) == sorted(fractions(tab), reverse=True)
        assert tab.proxy.rowCount() == sum(len(rs) for rs in hosts.values())


def test_only_rows_out_of_order_move(qtbot: QtBot, tmp_path: Path) -> None:
    """Rows whose key changed but that are still in order stay where they are."""
    rows = [row(i, frac=1 - i / 100) for i in range(100)]  # r0 first, highest
    tab = tab_with(qtbot, tmp_path, {"": rows})
    tab.view.sortByColumn(PROGRESS, Qt.SortOrder.DescendingOrder)
    model = tab.model
    # r10..r29 advance a little and keep their order; r60 overtakes them all.
    new = [replace(r, fraction_done=r.fraction_done + 0.001) if 10 <= i < 30 else r for i, r in enumerate(rows)]
    new[60] = replace(rows[60], fraction_done=0.955)
    stayed = [model.index(i, 0) for i in range(10, 30)]
    pins = [QPersistentModelIndex(i) for i in stayed]
    layouts: list[int] = []
    spans: list[tuple[int, int]] = []
    model.layoutChanged.connect(lambda *a: layouts.append(1))
    model.dataChanged.connect(lambda a, b, *_: spans.append((a.row(), b.row())))
    model.set_rows(new)
    assert names(tab)[5] == "r60"
    # The view alone in front, nothing selected: the move is told as the rows it shifted.
    assert layouts == [] and any(a <= 5 and b >= 60 for a, b in spans)
    # Every row that stayed in order moved down by one place only (r60 went in above them).
    assert [p.row() for p in pins] == list(range(11, 31))
    assert fractions(tab) == sorted(fractions(tab), reverse=True)
    # What the model decided, for rows changed at once: only the one out of order moves.
    model.begin_batch()
    again = [replace(r, fraction_done=r.fraction_done + 0.0005) if 10 <= i < 30 else r for i, r in enumerate(new)]
    again[80] = replace(new[80], fraction_done=0.999)
    model.set_rows(again)
    keys = [model.row_at(i).key for i in range(model.rowCount())]
    changed = sorted(keys.index(r.key) for i, r in enumerate(again) if r is not new[i])
    assert model._misplaced(changed) == [keys.index(again[80].key)]
    model.end_batch()
    assert fractions(tab) == sorted(fractions(tab), reverse=True) and names(tab)[:2] == ["r0", "r80"]


def test_misplaced_rows_leave_the_rest_in_order() -> None:
    """Whatever changed, the rows that are not moved are in order among themselves."""
    rng = random.Random(22)
    for _ in range(300):
        n = rng.randint(1, 40)
        desc = rng.random() < 0.5
        keys = sorted((rng.randint(0, 9) for _ in range(n)), reverse=desc)
        changed = sorted(rng.sample(range(n), rng.randint(0, n)))
        for i in changed:
            keys[i] = rng.randint(0, 9)
        model: RowTableModel[TaskRow] = task_model()
        model._sort_keys, model._descending = keys, desc
        bad = set(model._misplaced(changed))
        assert bad <= set(changed)
        kept = [k for i, k in enumerate(keys) if i not in bad]
        assert kept == sorted(kept, reverse=desc)


def test_one_call_per_cell_gives_what_data_gives(qtbot: QtBot, tmp_path: Path) -> None:
    late = replace(row(1, frac=0.4), deadline_risk=True)
    tab = tab_with(qtbot, tmp_path, {"a": [row(0, frac=0.3), late], "b": [row(2, frac=0.8)]})
    tab.model.set_host_state("b", "lab machine", stale="connection refused")
    roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
             Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.DecorationRole,
             Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.UserRole + 3]
    for text in ("", "r"):  # on the model, then through the filter proxy
        tab.filter.setText(text)
        front = tab.view.model()
        for r in range(front.rowCount()):
            for c in range(front.columnCount()):
                idx = front.index(r, c)
                for role in roles:
                    slot = QModelRoleData(int(role))
                    front.multiData(idx, slot)
                    assert slot.data() == idx.data(role), (r, c, role)
    # The way a view reads a cell: the stale host's rows italic and grey, the late task bold red.
    tab.filter.setText("")
    delegate = QStyledItemDelegate()
    for i in range(3):
        opt = QStyleOptionViewItem()
        delegate.initStyleOption(opt, tab.model.index(i, NAME))
        r = tab.model.row_at(i)
        assert opt.text == r.name
        assert opt.font.italic() == (tab.model.host_at(i) == "b")
        assert opt.font.bold() == (r is late)
        if r is late:
            assert opt.palette.color(opt.palette.ColorRole.Text) == WARNING_TEXT  # the theme's warning colour


def test_bars_are_drawn_only_in_bar_columns(qtbot: QtBot, tmp_path: Path) -> None:
    tab = tab_with(qtbot, tmp_path, {"": [row(0, frac=0.5)]})
    for i, col in enumerate(tab.model.columns):
        delegate = tab.view.itemDelegateForColumn(i)
        assert isinstance(delegate, ProgressDelegate) == (col.progress is not None), col.key


def test_a_view_alone_is_told_of_each_changed_run(qtbot: QtBot, tmp_path: Path) -> None:
    """With no proxy in front, scattered changes are signalled run by run, so the view repaints
    those rows only; behind a filter a proxy gets them run by run too."""
    rows = [row(i, frac=0.0) for i in range(400)]
    tab = tab_with(qtbot, tmp_path, {"": rows})
    spans: list[tuple[int, int]] = []
    tab.model.dataChanged.connect(lambda a, b, *_: spans.append((a.row(), b.row())))
    changed = list(range(0, 400, 10))  # 40 runs
    tab.model.set_rows([replace(r, status="Running") if i in changed else r for i, r in enumerate(rows)])
    assert spans == [(i, i) for i in changed]
    bare = task_model()  # a model with no view of ours: one signal spans many runs, as before
    bare.set_rows(rows)
    spans.clear()
    bare.dataChanged.connect(lambda a, b, *_: spans.append((a.row(), b.row())))
    bare.set_rows([replace(r, status="Running") if i in changed else r for i, r in enumerate(rows)])
    assert spans == [(0, 390)]


def test_moves_are_a_layout_change_behind_a_filter_or_with_a_range_selected(qtbot: QtBot, tmp_path: Path) -> None:
    """A proxy maps rows by place and a selected range is kept as its first and last row: both
    need the layout change; the selection still holds the same rows after the move."""
    rows = [row(i, frac=1 - i / 100) for i in range(60)]
    tab = tab_with(qtbot, tmp_path, {"": rows})
    tab.view.sortByColumn(PROGRESS, Qt.SortOrder.DescendingOrder)
    layouts: list[int] = []
    tab.model.layoutChanged.connect(lambda *a: layouts.append(1))
    # A range of rows r10..r14, selected as one range (shift-click).
    tab.view.selectionModel().select(QItemSelection(tab.proxy.index(10, 0), tab.proxy.index(14, NAME)), SELECT_ROWS)
    assert not tab.model.quiet_moves
    rows[12] = replace(rows[12], fraction_done=0.2)  # r12 leaves the range's place, r15 comes in
    tab.model.set_rows(rows)
    assert layouts == [1] and selected_names(tab) == ["r10", "r11", "r12", "r13", "r14"]
    assert fractions(tab) == sorted(fractions(tab), reverse=True)
    one = tab.proxy.index(names(tab).index("r3"), 0)
    tab.view.selectionModel().select(one, SELECT_ROWS)  # one row: quiet moves again
    assert tab.model.quiet_moves
    tab.filter.setText("r")  # a proxy in front: layout changes
    assert not tab.model.quiet_moves and selected_names(tab) == ["r3"]
    rows[3] = replace(rows[3], fraction_done=0.05)
    rows[50] = replace(rows[50], fraction_done=0.995)
    tab.model.set_rows(rows)
    assert layouts == [1, 1] and selected_names(tab) == ["r3"] and names(tab)[1] == "r50"
    assert fractions(tab) == sorted(fractions(tab), reverse=True)
    tab.filter.setText("")
    assert tab.model.quiet_moves and selected_names(tab) == ["r3"] and current_name(tab) is None


def test_typing_in_the_filter_box_offers_its_clear_button_and_the_button_clears_it(qtbot: QtBot,
                                                                                  tmp_path: Path) -> None:
    """The clear button comes with the first text, as Qt shows it (it is made then, not at start-up)."""
    from PySide6.QtWidgets import QToolButton

    tab = tab_with(qtbot, tmp_path, {"a": [row(i, project="alpha" if i % 2 else "beta") for i in range(10)]})
    assert not tab.filter.isClearButtonEnabled()
    tab.filter.setFocus()
    qtbot.keyClicks(tab.filter, "beta")
    assert tab.filter.isClearButtonEnabled() and tab.proxy.rowCount() == 5
    buttons = [b for b in tab.filter.findChildren(QToolButton) if b.defaultAction() is not None]
    assert len(buttons) == 1
    qtbot.waitUntil(lambda: buttons[0].isVisible())
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert tab.filter.text() == "" and tab.proxy.rowCount() == 10 and tab.count.text() == "10"
