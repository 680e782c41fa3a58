"""RowTableModel: incremental updates by key, never a reset per tick."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from boinc_gui.tables.models import ROW_ROLE, SORT_ROLE, STALE_ROLE, task_model
from boinc_gui.tables.table_view import RowFilterProxy
from core.api.snapshot import TaskRow
from core.ids import ProjectUrl, ResultName

pytestmark = pytest.mark.gui


def row(i: int, frac: float = 0.0, project: str = "p") -> TaskRow:
    url = ProjectUrl(f"http://{project}/")
    return TaskRow(
        key=(url, ResultName(f"r{i}")), project_url=url, project_name=project, name=f"r{i}", wu_name=f"w{i}",
        application="app 1.00", fraction_done=frac, status="Ready to start", active=False, running=False,
        suspended=False, finished=False, elapsed_s=0.0, cpu_time_s=0.0, remaining_s=100.0 + i, deadline=1e6,
        received_time=0.0, deadline_risk=False, slot=-1, checkpoint_cpu_time_s=0.0, working_set_bytes=0.0, why="",
    )


def test_update_inserts_removes_and_changes_by_key(qtbot: QtBot) -> None:
    model = task_model()
    rows = [row(i) for i in range(10)]
    model.set_rows(rows)
    assert model.rowCount() == 10
    resets: list[int] = []
    removed: list[tuple[int, int]] = []
    inserted: list[tuple[int, int]] = []
    changed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsRemoved.connect(lambda _p, a, b: removed.append((a, b)))
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    new = [r for r in rows if r.name not in ("r3", "r4")]
    new[0] = replace(new[0], fraction_done=0.5)
    new.append(row(10))
    stats = model.set_rows(new)
    assert (stats.inserted, stats.removed, stats.changed, stats.reset) == (1, 2, 1, False)
    assert resets == [] and removed == [(3, 4)] and inserted == [(8, 8)] and changed == [(0, 0)]
    assert [model.row_at(i).name for i in range(model.rowCount())] == [f"r{i}" for i in (0, 1, 2, 5, 6, 7, 8, 9, 10)]
    assert model.index(0, 1).data() == "50.000%"
    assert model.index(0, 1).data(SORT_ROLE) == 0.5


def test_unchanged_rows_emit_nothing(qtbot: QtBot) -> None:
    model = task_model()
    rows = [row(i) for i in range(100)]
    model.set_rows(rows)
    signals: list[str] = []
    model.dataChanged.connect(lambda *a: signals.append("changed"))
    model.layoutChanged.connect(lambda *a: signals.append("layout"))
    # Equal rows that are different objects: replaced silently, no repaint requested.
    stats = model.set_rows([replace(r) for r in rows])
    assert stats.changed == 0 and signals == []


def test_many_changes_emit_one_signal(qtbot: QtBot) -> None:
    model = task_model()
    model.set_rows([row(i) for i in range(1000)])
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    model.set_rows([row(i, frac=0.1) for i in range(1000)])
    assert changed == [(0, 999)]
    changed.clear()
    model.set_rows([row(i, frac=0.2) if i % 100 == 5 else model.row_at(i) for i in range(1000)])
    assert changed == [(i, i) for i in range(5, 1000, 100)]  # scattered changes: one signal per run


def test_proxy_filters_text_and_predicate_and_sorts_by_raw_value(qtbot: QtBot) -> None:
    model = task_model()
    model.set_rows([row(i, frac=i / 10, project="alpha" if i % 2 else "beta") for i in range(10)])
    proxy = RowFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_text("ALPHA")
    assert proxy.rowCount() == 5
    proxy.set_predicate(lambda r: r.fraction_done > 0.5)
    keys = [c.key for c in model.columns]
    name, remaining = keys.index("name"), keys.index("remaining")
    assert {proxy.index(i, name).data() for i in range(proxy.rowCount())} == {"r7", "r9"}
    proxy.set_text("")
    proxy.set_predicate(None)
    proxy.sort(remaining)  # remaining: raw seconds, not the text
    assert [proxy.index(i, name).data() for i in range(3)] == ["r0", "r1", "r2"]


def test_rows_of_two_hosts_never_collide_and_update_apart(qtbot: QtBot) -> None:
    model = task_model()
    rows = [row(i) for i in range(5)]
    model.set_rows(rows, "lab")
    model.set_rows(rows, "home")  # the same keys on another computer: five more rows
    assert model.rowCount() == 10 and model.hosts() == {"lab", "home"}
    model.set_host_state("lab", "Lab machine")
    comp = [c.key for c in model.columns].index("computer")
    assert {model.index(i, comp).data() for i in range(10)} == {"Lab machine", "home"}
    stats = model.set_rows([replace(rows[0], fraction_done=0.5)], "lab")  # lab: r0 changed, r1..r4 gone
    assert (stats.changed, stats.removed) == (1, 4)
    assert sorted((model.host_at(i), model.row_at(i).name) for i in range(model.rowCount())) == \
        sorted([("lab", "r0")] + [("home", f"r{i}") for i in range(5)])
    assert model.row_for_key(rows[0].key, "home") is rows[0]
    assert model.row_for_key(rows[0].key, "lab").fraction_done == 0.5  # type: ignore[union-attr]
    model.set_host_state("home", stale="connection refused (is the client running?)")
    home = [i for i in range(model.rowCount()) if model.host_at(i) == "home"]
    assert all(model.index(i, 0).data(STALE_ROLE) for i in home)
    assert model.index(home[0], comp).data() == "home (connection refused)"
    assert "is the client running" in model.index(home[0], comp).data(Qt.ItemDataRole.ToolTipRole)
    assert not model.index(next(i for i in range(model.rowCount()) if i not in home), 0).data(STALE_ROLE)
    model.remove_host("home")
    assert model.rowCount() == 1 and model.hosts() == {"lab"}


NAME = [c.key for c in task_model().columns].index("name")


def test_sorted_view_stays_sorted_and_keeps_the_selection(qtbot: QtBot) -> None:
    model = task_model()
    rows = [row(i, frac=i / 400) for i in range(200)]
    model.set_rows(rows)
    proxy = RowFilterProxy()
    proxy.setSourceModel(model)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # progress, highest first
    assert proxy.index(0, NAME).data() == "r199" and proxy.sortColumn() == -1  # the model sorted, not the proxy
    view.selectRow(3)  # r196
    layouts: list[int] = []
    model.layoutChanged.connect(lambda *a: layouts.append(1))
    rows[10] = replace(rows[10], fraction_done=0.9)  # r10 overtakes everyone
    rows[150] = replace(rows[150], fraction_done=0.2)
    model.set_rows(rows)
    shown = [proxy.index(i, NAME).data() for i in range(proxy.rowCount())]
    values = [proxy.index(i, 1).data(SORT_ROLE) for i in range(proxy.rowCount())]
    assert shown[0] == "r10" and values == sorted(values, reverse=True) and layouts == [1]
    assert [i.data(ROW_ROLE).name for i in view.selectionModel().selectedRows()] == ["r196"]
    model.set_rows([replace(r, status="Running") if r.name == "r3" else r for r in rows])  # not the sort key
    assert layouts == [1]  # no re-sort when the order still holds
    model.set_rows([*rows, row(500, frac=42 / 400)])  # a new row lands next to its equal
    names = [proxy.index(i, NAME).data() for i in range(proxy.rowCount())]
    assert names.index("r500") == names.index("r42") + 1 or names.index("r500") == names.index("r42") - 1
    proxy.set_text("r19")  # the filter works on the model's order
    assert [proxy.index(i, NAME).data() for i in range(proxy.rowCount())] == ["r199", "r198", "r197", "r196", "r195",
                                                                          "r194", "r193", "r192", "r191", "r190",
                                                                          "r19"]


def test_progress_rate_as_boinc_manager_words_it_and_none_once_finished(qtbot: QtBot) -> None:
    """In the largest of hour, minute and second in which it stays under 100%; a finished
    task has no rate (it read "593100.882% per hour" for a demo task done in 0.6 s)."""
    from boinc_gui.tables.task_resources import progress_rate_text

    running = replace(row(1, frac=0.25), active=True, running=True)
    assert progress_rate_text(replace(running, elapsed_s=3600.0)) == "25.000% per hour"
    assert progress_rate_text(replace(running, elapsed_s=30.0)) == "50.000% per minute"  # 0.25 in 30 s
    assert progress_rate_text(replace(running, elapsed_s=0.5)) == "50.000% per second"
    done = replace(running, fraction_done=1.0, elapsed_s=0.6, active=False, running=False, finished=True)
    assert progress_rate_text(done) == "---"
