"""``RowTableModel``: snapshot rows of one or several hosts, updated by key, sorted in place.

The model holds immutable rows (``ProjectRow``, ``TaskRow``, ``TransferRow``,
``MessageRow``), each tagged with the host it came from, so rows of different
computers never collide: the key is (host, row key). ``set_rows(rows, host)``
replaces one host's rows incrementally and leaves the others alone: rows whose
key vanished are removed (``beginRemoveRows`` per contiguous run), new keys are
appended (one ``beginInsertRows``), and rows whose object changed get
``dataChanged``: one signal per contiguous run, or a single one spanning the
table when more than half changed, as qBittorrent's transfer list does. Never a
full reset on a tick; a reset happens only when most rows vanished at once.

Sorting happens here, not in ``QSortFilterProxyModel``: a proxy sorts by calling
``data(SORT_ROLE)`` from C++ for every comparison, two Python calls each, which
took 0.8 s to sort 10,000 tasks and 20 ms for a tick that moved 200 of them
(bench/gui_tasks_model.py). The model keeps each row's sort key in a list next
to the rows, recomputes only the keys of changed rows, and moves the changed
rows that are out of order (``_misplaced``: a changed row still in order with
the rows around it stays) to where a binary search puts them (the other rows
keep their order), rewriting only the segments between each moved row's old
and new places (the list algorithms are in boinc_gui/tables/row_order.py), or re-sorts with Python's
``sorted`` over the cached keys when more than a quarter of the table changed,
and emits one ``layoutChanged`` with the persistent indexes (the view's
selection) remapped. Each row has an int id and a recorded position that may be
off by the few places that moves and removals shifted it since (``_at`` finds
it), so a move does not rewrite 50,000 positions. ``begin_batch``/``end_batch``
hold re-ordering and change signals while many hosts' rows are updated (the
merged view of 50 hosts re-orders 50,000 rows once per update, not once per
host). A host that sends the same keys in the same order as last time (almost
every poll) has its replaced rows found by identity, without a key per row.

Filtering is decided here too (``needle``, ``predicate``) and exposed as
``FILTER_ROLE``; ``boinc_gui.tables.table_view.RowFilterProxy`` filters on that role,
and a table tab puts it in front of the model only while a filter is set.
``multiData`` answers every role a delegate asks for a cell in one call into
Python (seven calls through ``data``). Columns are declared once
(boinc_gui/tables/columns.py); the ``of_host`` column shows the row's computer. Rows
of a host marked stale (``set_host_state``) are drawn greyed and italic. GUI
thread only.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from itertools import compress
from operator import is_not, itemgetter, ne
from typing import Any, Generic, cast

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QObject,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from boinc_gui.formatting import fill
from boinc_gui.tables.columns import (
    FILTER_ROLE,
    HOST_ROLE,
    LEFT,
    PROGRESS_ROLE,
    RIGHT,
    ROW_ROLE,
    SORT_ROLE,
    STALE_ROLE,
    Column,
    R,
    column_title,
    computer_column,
)
from boinc_gui.tables.flat_model import AnyIndex, FlatTableModel
from boinc_gui.tables.row_order import misplaced, plan_moves, runs, sorted_order
from boinc_gui.theme import MUTED_TEXT

__all__ = [
    "FILTER_ROLE", "HOST_ROLE", "LEFT", "PROGRESS_ROLE", "RIGHT", "ROW_ROLE", "SORT_ROLE", "STALE_COLOR",
    "STALE_ROLE", "Column", "RowTableModel", "UpdateStats", "computer_column",
]

STALE_COLOR = MUTED_TEXT  # grey that keeps 4.5:1 on either theme's base (boinc_gui/theme.py)
DRIFT_MAX = 1024  # positions may be this far off before they are all written again
SPAN_ABOVE_RUNS = 16  # more changed runs than this (and no filter): one dataChanged spanning them
# The same for a model shown by a view with no proxy between (``span_above_runs``): each
# run is cheap to signal, and a view repaints only the rows of the runs it was told of,
# where one signal spanning the top 200 rows repainted all that it showed.
VIEW_SPAN_ABOVE_RUNS = 256
# Roles as plain ints: ``data`` runs for every cell painted, and comparing an int with a
# Python enum member costs several times an int comparison.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_NOTHING = frozenset(int(r) for r in (Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.CheckStateRole,
                                      Qt.ItemDataRole.BackgroundRole))  # asked for every cell, never set here


@dataclass(frozen=True, slots=True)
class UpdateStats:
    inserted: int
    removed: int
    changed: int  # rows whose value differs; when most rows were replaced, every replaced row
    reset: bool


class RowTableModel(FlatTableModel, Generic[R]):
    """Rows with stable keys per host; see the module docstring for the update rules."""

    def __init__(self, columns: Sequence[Column[R]], key: Callable[[R], Hashable],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self._key = key
        self._rows: list[R] = []
        self._keys: list[Hashable] = []  # parallel to _rows
        self._hosts: list[str] = []  # parallel to _rows
        # Each row has an int id for as long as it stays (``_ids``, parallel to _rows) and the
        # position of each id is kept in ``_pos``: rows that moved are re-indexed by a C-level
        # dict update over int keys (3 ms per 50,000 rows; per-host maps took 80).
        self._ids: list[int] = []
        self._host_ids: dict[str, dict[Hashable, int]] = {}  # host -> row key -> id; only hosts with rows
        self._pos: dict[int, int] = {}  # id -> position, give or take ``_drift`` (read with ``_at``)
        # How far a row may have moved since its position was written: moves and removals
        # shift the rows between by a few places, and rewriting 50,000 positions for that
        # took 6 ms per update; ``_at`` finds a row within this distance and corrects it.
        self._drift = 0
        self._next_id = 0
        self._batch: list[int] | None = None  # ids of rows to put in order at end_batch; None: no batch
        self._batch_changed: list[int] = []  # ids of rows changed during the batch
        # The rows each host's last set_rows gave, while they are exactly the host's rows here
        # (any other change to a host's rows forgets its entry): the next update compares to them.
        self._applied: dict[str, tuple[R, ...]] = {}
        # Called with the rows that came or changed in each update (the table fits its columns).
        self.on_rows_touched: list[Callable[[list[R]], None]] = []
        self._sort_column = -1  # -1: rows stay in arrival order
        self._descending = False
        self._sort_keys: list[Any] | None = None  # parallel to _rows while sorted
        self.host_names: dict[str, str] = {}  # host id -> what the Computer column shows
        self._stale: dict[str, str] = {}  # host id -> why its rows are out of date
        self.needle = ""  # lower-case text filter over every column; "" = none
        self.predicate: Callable[[R], bool] | None = None
        self.time = 0.0  # client time of the rows, for relative columns
        self.highlight: Callable[[R], QColor | None] | None = None
        self.row_tip: Callable[[R], str] | None = None  # added to every cell's tooltip (the "why")
        self._data_overridden = type(self).data is not RowTableModel.data  # multiData must then ask it
        self.span_above_runs = SPAN_ABOVE_RUNS  # see _emit_changed; a view alone in front: VIEW_SPAN_ABOVE_RUNS
        # Rows moved within segments are signalled as changed rows, not as a new layout
        # (``_move_into_place``): only for a view alone in front whose selection is single
        # rows (see boinc_gui/tables/table_view.py); a proxy or a range of rows needs the layout.
        self.quiet_moves = False

    # ---- Qt interface
    def row_total(self) -> int:
        return len(self._rows)

    def column_total(self) -> int:
        return len(self.columns)

    def column_header(self, section: int) -> str:
        return column_title(self.columns[section])

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self._value(index.row(), self.columns[index.column()], int(role))

    def multiData(self, index: AnyIndex, roleDataSpan: QModelRoleDataSpan | QModelRoleData) -> None:  # noqa: N803 -- Qt's name
        """Every role a delegate asks for one cell, in one call.

        A view's delegate asks seven roles per cell (text, alignment, font, colours, icon, check
        state); through ``data`` each was a call from C++ into Python with its own index
        wrapped, and a repaint of a 1280x800 table of running tasks took 18 ms, most of it
        those crossings. Here a cell crosses once.
        """
        slots = ((roleDataSpan,) if isinstance(roleDataSpan, QModelRoleData)
                 else cast(Iterable[QModelRoleData], roleDataSpan))  # PySide6 iterates a span; its stubs do not say so
        if not index.isValid():
            for slot in slots:
                slot.clearData()
            return
        i, col, value, overridden = index.row(), self.columns[index.column()], self._value, self._data_overridden
        for slot in slots:
            v = self.data(index, slot.role()) if overridden else value(i, col, slot.role())
            if v is None:
                slot.clearData()
            else:
                slot.setData(v)

    def _value(self, i: int, col: Column[R], role: int) -> object:
        """Row ``i``'s value in column ``col`` for ``role`` (``data`` and ``multiData``)."""
        row = self._rows[i]
        if role == _DISPLAY:
            return self.host_text(self._hosts[i]) if col.of_host else col.text(row)
        if role == _ALIGN:
            return int(col.align)
        if role in _NOTHING:
            return None
        if role == PROGRESS_ROLE:
            return col.progress(row) if col.progress else None
        if role == SORT_ROLE:
            return self._sort_value(i, col)
        if role == ROW_ROLE:
            return row
        if role == HOST_ROLE:
            return self._hosts[i]
        stale = self._stale.get(self._hosts[i]) if self._stale else None
        if role == _FOREGROUND:
            if stale is not None:
                return QBrush(STALE_COLOR)
            color = self.highlight(row) if self.highlight is not None else None
            return QBrush(color) if color is not None else None
        if role == _FONT:
            bold = self.highlight is not None and self.highlight(row) is not None
            if stale is None and not bold:
                return None
            f = QFont()
            f.setItalic(stale is not None)
            f.setBold(bold and stale is None)
            return f
        if role == _TOOLTIP:
            text = self.host_text(self._hosts[i]) if col.of_host else col.text(row)
            if col.tip is not None:
                text = col.tip(row)
            elif self.row_tip is not None:
                text = f"{text}\n\n{self.row_tip(row)}".strip()
            if stale:
                return fill(QCoreApplication.translate("RowTableModel", "%1\n(out of date: %2)"), text, stale)
            return text
        if role == STALE_ROLE:
            return stale is not None
        if role == FILTER_ROLE:
            return "1" if self.accepts(i) else "0"
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` from now on (-1: stop sorting, keep the current order)."""
        if not 0 <= column < len(self.columns):
            self._sort_column, self._sort_keys = -1, None
            return
        self._sort_column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        col = self.columns[column]
        self._sort_keys = [self._sort_value(i, col) for i in range(len(self._rows))]
        self._resort()

    # ---- reading rows
    def row_at(self, i: int) -> R:
        return self._rows[i]

    def host_at(self, i: int) -> str:
        return self._hosts[i]

    def rows(self) -> list[R]:
        return list(self._rows)

    def hosts(self) -> set[str]:
        """Hosts that have rows here."""
        return set(self._host_ids)

    def row_for_key(self, key: Hashable, host: str = "") -> R | None:
        i = self._host_ids.get(host, {}).get(key)
        return None if i is None else self._rows[self._at(i)]

    def _positions(self, host: str) -> list[int]:
        """Where ``host``'s rows are, in no particular order."""
        return list(map(self._at, self._host_ids.get(host, {}).values()))

    def host_text(self, host: str) -> str:
        """The Computer column: the host's name, and while it is stale the short reason."""
        name = self.host_names.get(host, host)
        stale = self._stale.get(host)
        # "connection refused (is the client running…)" → "connection refused"; the tooltip has it all.
        return f"{name} ({stale.split(' (')[0]})" if stale else name

    @property
    def filtering(self) -> bool:
        return bool(self.needle) or self.predicate is not None

    def accepts(self, i: int) -> bool:
        """Whether row ``i`` passes the predicate and contains the needle in some column."""
        row = self._rows[i]
        if self.predicate is not None and not self.predicate(row):
            return False
        if not self.needle:
            return True
        host = self.host_text(self._hosts[i])
        return any(self.needle in (host if c.of_host else c.text(row)).lower() for c in self.columns)

    # ---- changing rows
    def set_rows(self, new_rows: Sequence[R], host: str = "") -> UpdateStats:
        """Make ``host``'s rows ``new_rows`` incrementally (see module docstring); other hosts stay."""
        seq = tuple(new_rows)  # what was applied, for the next call (a list could change meanwhile)
        last = self._applied.get(host)
        if last is not None and len(last) == len(seq):
            quick = self._replace_in_place(seq, last, host)
            if quick is not None:
                return quick
        incoming = dict(zip(map(self._key, seq), seq))
        mine = self._host_ids.get(host, {})
        n = len(self._rows)
        gone = mine.keys() - incoming.keys()
        at_ = self._at
        removed = sorted(at_(mine[k]) for k in gone)
        if removed and len(removed) > n // 2 and n > 64:
            self._reset_host(host, incoming)  # most rows gone: one reset beats many removals
            if len(incoming) == len(seq):
                self._applied[host] = seq
            return UpdateStats(len(incoming), len(removed), 0, True)
        if removed:
            self._remove_positions(removed)
            mine = self._host_ids.get(host, {})
        rows = self._rows
        fetch = incoming.__getitem__
        if len(self._host_ids) == 1 and host in self._host_ids:
            # One host: find replaced rows with C-level loops (10,000 rows, every tick).
            replaced = list(compress(range(len(rows)), map(is_not, map(fetch, self._keys), rows)))
        else:
            at = list(map(at_, mine.values()))
            replaced = sorted(compress(at, map(is_not, map(fetch, mine.keys()), map(rows.__getitem__, at))))
        olds = [rows[i] for i in replaced]
        news = [incoming[self._keys[i]] for i in replaced]
        for i, nr in zip(replaced, news):
            rows[i] = nr
        if len(replaced) > n // 2:
            # Most rows replaced: one signal spans the table anyway, so it is enough to know
            # that one row really differs (producers reuse unchanged rows, so the first does).
            changed = replaced if any(map(ne, news, olds)) else []
        else:
            changed = list(compress(replaced, map(ne, news, olds)))
        fresh = [(k, r) for k, r in incoming.items() if k not in mine] if len(incoming) != len(mine) else []
        start = len(rows)
        if fresh:
            self._append(fresh, host)
        if len(incoming) == len(seq):  # no key twice: the host's rows are exactly ``seq``'s
            self._applied[host] = seq
        return self._took_in(changed, fresh, start, len(removed))

    def _replace_in_place(self, seq: tuple[R, ...], last: tuple[R, ...], host: str) -> UpdateStats | None:
        """The common update: the same keys in the same order as last time, a few rows replaced.

        Found by identity in C (producers reuse unchanged rows), so a host's 1,000 rows cost
        no key call and no dict; None when the keys moved or many rows differ (the full path).
        """
        keyf = self._key
        diff = list(compress(range(len(seq)), map(is_not, seq, last)))
        if len(diff) * 8 > len(seq) or any(keyf(seq[i]) != keyf(last[i]) for i in diff):
            return None
        self._applied[host] = seq
        if not diff:
            return UpdateStats(0, 0, 0, False)
        mine, at, rows = self._host_ids[host], self._at, self._rows
        placed = sorted((at(mine[keyf(seq[i])]), seq[i]) for i in diff)
        replaced = [i for i, _ in placed]
        news = [r for _, r in placed]
        olds = [rows[i] for i in replaced]
        for i, nr in placed:
            rows[i] = nr
        changed = list(compress(replaced, map(ne, news, olds)))
        return self._took_in(changed, [], len(rows), 0)

    def _took_in(self, changed: list[int], fresh: list[tuple[Hashable, R]], start: int, removed: int) -> UpdateStats:
        """After ``set_rows``: new sort keys, change signals (or the batch), hooks, order."""
        rows = self._rows
        if changed:
            keys = self._sort_keys
            if keys is not None:
                col = self.columns[self._sort_column]
                for i in changed:
                    keys[i] = self._sort_value(i, col)
            if self._batch is not None:
                self._batch_changed.extend(map(self._ids.__getitem__, changed))
            else:
                self._emit_changed(changed)
        if self.on_rows_touched and (changed or fresh):
            touched = [*map(rows.__getitem__, changed), *(r for _, r in fresh)]
            for hook in self.on_rows_touched:
                hook(touched)
        if self._sort_keys is not None and (changed or fresh):
            self._keep_sorted([*changed, *range(start, len(rows))])
        return UpdateStats(len(fresh), removed, len(changed), False)

    def _emit_changed(self, changed: list[int]) -> None:
        """``dataChanged`` for the rows at sorted positions ``changed``.

        One signal per run, so a view repaints (and a filtering proxy re-filters) only what
        changed; one spanning them all when more than half the table changed, or when the
        runs are more than ``span_above_runs`` and no filter is set (a proxy then accepts
        rows without asking).
        """
        last_col = len(self.columns) - 1
        spans = runs(changed)
        if len(changed) > len(self._rows) // 2:
            self.dataChanged.emit(self.createIndex(0, 0), self.createIndex(len(self._rows) - 1, last_col))
        elif len(spans) > self.span_above_runs and not self.filtering:
            self.dataChanged.emit(self.createIndex(spans[0][0], 0), self.createIndex(spans[-1][1], last_col))
        else:
            for first, last in spans:
                self.dataChanged.emit(self.createIndex(first, 0), self.createIndex(last, last_col))

    def begin_batch(self) -> None:
        """Hold re-sorting and change signals until ``end_batch``: many hosts' updates then cost one.

        Re-sorting after each host's update cost one layout change of the whole table per
        host; a batch of 50 costs one. Between the two calls the rows keep their places
        (inserted and removed rows are signalled at once, as always).
        """
        if self._batch is None:
            self._batch, self._batch_changed = [], []

    def end_batch(self) -> None:
        """Put the rows changed since ``begin_batch`` in order, then signal their changes."""
        ids, self._batch = self._batch, None
        changed, self._batch_changed = self._batch_changed, []
        pos, at = self._pos, self._at
        if ids and self._sort_keys is not None:
            self._keep_sorted(sorted({at(i) for i in ids if i in pos}))
        if changed:
            self._emit_changed(sorted({at(i) for i in changed if i in pos}))

    def append_rows(self, new_rows: Iterable[R], host: str = "") -> int:
        """Add rows whose keys ``host`` does not have yet (the event log); returns how many."""
        mine = self._host_ids.get(host, {})
        keyf = self._key
        fresh: dict[Hashable, R] = {}
        for r in new_rows:
            k = keyf(r)
            if k not in mine:
                fresh[k] = r
        if fresh:
            start = len(self._rows)
            self._append(list(fresh.items()), host)
            for hook in self.on_rows_touched:
                hook(list(fresh.values()))
            if self._sort_keys is not None:
                self._keep_sorted(list(range(start, len(self._rows))))
        return len(fresh)

    def remove_first(self, count: int) -> None:
        """Drop the first ``count`` rows (the oldest, in an unsorted log)."""
        count = min(count, len(self._rows))
        if count > 0:
            self._remove_positions(list(range(count)))

    def remove_where(self, host: str, predicate: Callable[[R], bool]) -> int:
        """Remove ``host``'s rows that satisfy ``predicate``; returns how many."""
        rows = self._rows
        gone = sorted(i for i in self._positions(host) if predicate(rows[i]))
        if gone:
            self._remove_positions(gone)
        return len(gone)

    def remove_host(self, host: str) -> None:
        """Forget every row of ``host``."""
        gone = sorted(self._positions(host))
        if gone and len(gone) > len(self._rows) // 2 and len(self._rows) > 64:
            self._reset_host(host, {})
        elif gone:
            self._remove_positions(gone)
        self._host_ids.pop(host, None)
        self._stale.pop(host, None)
        self._applied.pop(host, None)

    def clear(self) -> None:
        """No rows at all (switching to another computer)."""
        self.beginResetModel()
        self._rows, self._keys, self._hosts = [], [], []
        self._renumber()
        if self._sort_keys is not None:
            self._sort_keys = []
        self._stale.clear()
        self.endResetModel()

    def replace_all(self, new_rows: Sequence[R], host: str = "") -> None:
        """Throw the table away and rebuild it with one reset (the bench's baseline)."""
        self.beginResetModel()
        keyf = self._key
        self._rows = list(new_rows)
        self._keys = [keyf(r) for r in self._rows]
        self._hosts = [host] * len(self._rows)
        if self._sort_keys is not None:
            self._sort_in_place()
        self._renumber()
        self.endResetModel()

    def set_host_state(self, host: str, name: str | None = None, stale: str = "") -> None:
        """Name ``host`` for the Computer column and mark its rows stale (``stale`` says why) or fresh."""
        before = (self.host_names.get(host), self._stale.get(host))
        if name is not None:
            self.host_names[host] = name
        if stale:
            self._stale[host] = stale
        else:
            self._stale.pop(host, None)
        positions = sorted(self._positions(host))
        if (self.host_names.get(host), self._stale.get(host)) == before or not positions:
            return
        last_col = len(self.columns) - 1
        if len(positions) > len(self._rows) // 2:
            self.dataChanged.emit(self.createIndex(0, 0), self.createIndex(len(self._rows) - 1, last_col))
        else:
            for first, last in runs(positions):
                self.dataChanged.emit(self.createIndex(first, 0), self.createIndex(last, last_col))
        if self._sort_keys is not None and self.columns[self._sort_column].of_host:
            col = self.columns[self._sort_column]
            for i in positions:
                self._sort_keys[i] = self._sort_value(i, col)
            self._keep_sorted(positions)

    # ---- internals
    def _sort_value(self, i: int, col: Column[R]) -> Any:
        if col.of_host:
            return self.host_names.get(self._hosts[i], self._hosts[i]).lower()
        return col.sort(self._rows[i])

    def _append(self, fresh: list[tuple[Hashable, R]], host: str) -> None:
        self._applied.pop(host, None)
        rows, start = self._rows, len(self._rows)
        self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
        rows.extend(r for _, r in fresh)
        self._keys.extend(k for k, _ in fresh)
        self._hosts.extend([host] * len(fresh))
        ids = range(self._next_id, self._next_id + len(fresh))
        self._next_id += len(fresh)
        self._ids.extend(ids)
        self._host_ids.setdefault(host, {}).update(zip([k for k, _ in fresh], ids))
        self._reindex(start)
        if self._sort_keys is not None:
            col = self.columns[self._sort_column]
            self._sort_keys.extend(self._sort_value(i, col) for i in range(start, len(rows)))
        self.endInsertRows()

    def _remove_positions(self, positions: list[int]) -> None:
        """Remove rows at sorted ``positions``, one signal pair per contiguous run."""
        pos, host_ids, keys, hosts, ids = self._pos, self._host_ids, self._keys, self._hosts, self._ids
        for h in {hosts[i] for i in positions}:
            self._applied.pop(h, None)
        for i in positions:
            del host_ids[hosts[i]][keys[i]]
            del pos[ids[i]]
        for h in [h for h, mine in host_ids.items() if not mine]:
            del host_ids[h]
        for first, last in reversed(runs(positions)):
            self.beginRemoveRows(QModelIndex(), first, last)
            del self._rows[first:last + 1]
            del self._keys[first:last + 1]
            del self._ids[first:last + 1]
            del self._hosts[first:last + 1]
            if self._sort_keys is not None:
                del self._sort_keys[first:last + 1]
            self.endRemoveRows()
        self._drifted(len(positions))  # the rows after them moved up by at most that many

    def _reindex(self, start: int, stop: int | None = None) -> None:
        """Rows from ``start`` to ``stop`` (the end) moved: write their positions into ``_pos``."""
        ids = self._ids
        end = len(ids) if stop is None else min(stop, len(ids))
        self._pos.update(zip(ids[start:end], range(start, end)))
        if start == 0 and end == len(ids):
            self._drift = 0

    def _drifted(self, by: int) -> None:
        """Rows may have moved ``by`` places more; past ``DRIFT_MAX`` every position is written again."""
        self._drift += by
        if self._drift > DRIFT_MAX:
            self._reindex(0)

    def _at(self, row_id: int) -> int:
        """Where the row with id ``row_id`` is (it must be in the table)."""
        p = self._pos[row_id]
        ids = self._ids
        if p < len(ids) and ids[p] == row_id:
            return p
        d = self._drift
        try:
            p = ids.index(row_id, max(0, p - d), p + d + 1)  # C-level, within the drift
        except ValueError:  # cannot happen while _drift bounds every shift; recover anyway
            self._reindex(0)
            return self._pos[row_id]
        self._pos[row_id] = p
        return p

    def _renumber(self) -> None:
        """New ids for every row (after a reset); never ids used before, which a batch may hold."""
        self._applied.clear()
        n = len(self._rows)
        self._ids = list(range(self._next_id, self._next_id + n))
        self._next_id += n
        self._pos = dict(zip(self._ids, range(n)))
        self._drift = 0
        host_ids: dict[str, dict[Hashable, int]] = {}
        for h, k, i in zip(self._hosts, self._keys, self._ids):
            at = host_ids.get(h)
            if at is None:
                at = host_ids[h] = {}
            at[k] = i
        self._host_ids = host_ids

    def _reset_host(self, host: str, incoming: dict[Hashable, R]) -> None:
        self.beginResetModel()
        keep = [i for i, h in enumerate(self._hosts) if h != host]
        self._rows = [self._rows[i] for i in keep] + list(incoming.values())
        self._keys = [self._keys[i] for i in keep] + list(incoming)
        self._hosts = [self._hosts[i] for i in keep] + [host] * len(incoming)
        if self._sort_keys is not None:
            self._sort_in_place()
        self._renumber()
        self.endResetModel()

    def _keep_sorted(self, positions: list[int]) -> None:
        if self._batch is not None:
            ids = self._ids
            self._batch.extend(ids[i] for i in positions)
            return
        self._fix_order(positions)

    def _fix_order(self, positions: list[int]) -> None:
        """Put the rows at ``positions`` (changed or new) back in order when one is out of order.

        Such rows (running tasks whose progress moved) are taken out and put back where a
        binary search says, the rest of the table staying where it is; when more than a
        quarter of the table changed, it is re-sorted whole.
        """
        keys = self._sort_keys
        assert keys is not None
        last = len(keys) - 1
        if len(positions) > last // 4:
            self._resort()  # checking that many neighbours costs as much as sorting
            return
        try:
            bad = self._misplaced(sorted(set(positions)))
        except TypeError:  # values of mixed types in the column: _resort orders them by type
            self._resort()
            return
        if bad:
            self._move_into_place(bad)

    def _misplaced(self, changed: list[int]) -> list[int]:
        """Of the changed rows at sorted positions ``changed``, those that must move (row_order)."""
        keys = self._sort_keys
        assert keys is not None
        return misplaced(keys, changed, self._descending)

    def _move_into_place(self, moving: list[int]) -> None:
        """Move the rows at sorted positions ``moving`` to where their sort keys belong, the
        others keeping their order (``row_order.plan_moves``), and tell the views."""
        skeys = self._sort_keys
        assert skeys is not None
        plan = plan_moves(skeys, moving, self._descending)  # raises before anything changes
        quiet = self.quiet_moves and not plan.far
        if not quiet:
            self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()  # after the signal: a proxy adds its own (see _resort)
        pinned = [self._ids[p.row()] for p in persistent]
        for seq in (self._rows, self._keys, self._hosts, self._ids, skeys):
            plan.apply(seq)
        pos = self._pos
        ids = self._ids
        for f in plan.final:
            pos[ids[f]] = f
        # A row that stayed moved by at most the far rows and the moved rows of its segment.
        self._drifted(plan.far + plan.widest_segment)
        self.changePersistentIndexList(persistent, [self.createIndex(self._at(i), p.column())
                                                    for i, p in zip(pinned, persistent)])
        if not quiet:
            self.layoutChanged.emit()
            return
        last_col = len(self.columns) - 1
        for first, last, _ in plan.segments:  # the rows whose place changed: the view repaints them only
            self.dataChanged.emit(self.createIndex(first, 0), self.createIndex(last, last_col))

    def _sorted_order(self) -> list[int]:
        keys = self._sort_keys
        assert keys is not None
        return sorted_order(keys, self._descending)

    def _permute(self, order: list[int]) -> None:
        assert self._sort_keys is not None
        if len(order) < 2:
            return
        take = itemgetter(*order)  # C-level gathers: 50,000 rows in a few ms
        self._rows = list(take(self._rows))
        self._keys = list(take(self._keys))
        self._hosts = list(take(self._hosts))
        self._sort_keys = list(take(self._sort_keys))
        self._ids = list(take(self._ids))

    def _sort_in_place(self) -> None:
        """Sort without signals (inside a reset)."""
        col = self.columns[self._sort_column]
        self._sort_keys = [self._sort_value(i, col) for i in range(len(self._rows))]
        self._permute(self._sorted_order())

    def _resort(self) -> None:
        order = self._sorted_order()
        if order == list(range(len(order))):
            return
        self.layoutAboutToBeChanged.emit()
        # Read after the signal: a proxy saves its persistent indexes (the view's
        # selection) as ours while handling it.
        persistent = self.persistentIndexList()
        moved = [self._ids[p.row()] for p in persistent]
        self._permute(order)
        self._reindex(0)
        self.changePersistentIndexList(
            persistent, [self.createIndex(self._at(i), p.column()) for i, p in zip(moved, persistent)])
        self.layoutChanged.emit()
