"""A table tab: filter box, sortable view, progress bars, column chooser, saved layout.

``TableTab`` shows a ``RowTableModel`` and, while a filter is set (text over
every column, or a row predicate such as "active only"), puts a
``RowFilterProxy`` between them: the model decides and sorts, the proxy only
hides rows, and with no filter the view sits on the model itself (``ShownRows``
says why and gives callers one interface in both modes). It draws fraction
columns as bars with ``ProgressDelegate``, offers a
column chooser in the header's context menu (a re-shown column returns to
where it was: the header keeps its visual position, unlike BOINC Manager
#4824), and saves widths, order, visibility and sort in ``QSettings`` under
its name. GUI thread only.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSettings,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.formatting import fill, setting_bool, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.tables.columns import R, column_title
from boinc_gui.tables.models import FILTER_ROLE, HOST_ROLE, PROGRESS_ROLE, ROW_ROLE, STALE_ROLE, RowTableModel
from boinc_gui.tables.row_model import SPAN_ABOVE_RUNS, VIEW_SPAN_ABOVE_RUNS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyle

AnyIndex = QModelIndex | QPersistentModelIndex


@functools.cache
def _qstyle() -> type[QStyle]:
    """QStyle, first named when rows are drawn or fitted: PySide6 builds its many enums on
    that first use (5-9 ms), which the complete window then does not wait for (issue 36)."""
    from PySide6.QtWidgets import QStyle

    return QStyle


FIT_MAX_WIDTH = 360  # a fit column never takes more than this (px); longer texts are elided, tooltips have them
FIT_DELAY_MS = 300  # columns fit the rows that came or changed this long after them
FIT_CHUNK = 2000  # rows measured per turn of the event loop


class ContentColumns(QObject):
    """Sizes a plain table's columns to their texts; the ``stretch`` column also takes what is left.

    Fixed widths wrapped names and dates in two lines and left the right side empty (the
    History tab), or cut statuses at any window size; Qt's Stretch mode shares the width
    out whatever the texts need. Here every column gets what its header and rows need (at
    most ``cap`` px: longer texts are elided, their tooltips have them), and the ``stretch``
    column gets the rest of the view's width too, so nothing wraps and nothing is left
    unused; a narrow window scrolls sideways instead of cutting. A column the volunteer
    sized by hand is left as it is. Re-fits when rows come or change (once per turn of
    the event loop) and when the view is resized.
    """

    def __init__(self, view: QTableView, stretch: int, cap: int = 480) -> None:
        super().__init__(view)
        self.view, self.stretch, self.cap = view, stretch, cap
        self.user_sized: set[int] = set()
        self._fitting = False
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # Measure the rows in sight only: a paged model (the History tab) reads its rows from
        # a database, and Qt would read a thousand of them for each fit.
        header.setResizeContentsPrecision(0)
        header.sectionResized.connect(self._resized_by_hand)
        self._widest: dict[int, int] = {}  # per column, the most its texts needed since the last reset
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fit)
        model = view.model()
        model.modelReset.connect(self._widest.clear)  # other rows (a new filter): widths start over
        # Bound methods, not lambdas: Qt drops a connection to a deleted receiver, and a model
        # may outlive the view this fits (a lambda then started a deleted timer).
        for signal in (model.modelReset, model.rowsInserted, model.layoutChanged, model.dataChanged):
            signal.connect(self._soon)
        view.verticalScrollBar().valueChanged.connect(self._soon)  # rows come in sight
        view.viewport().installEventFilter(self)
        self._timer.start(0)

    def _soon(self, *_: object) -> None:
        self._timer.start(0)

    def _resized_by_hand(self, index: int, _old: int, _new: int) -> None:
        if not self._fitting:
            self.user_sized.add(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._timer.start(0)
        return False

    def needed(self, column: int) -> int:
        """What ``column``'s header and shown rows need, at most ``cap``."""
        view = self.view
        return min(max(view.sizeHintForColumn(column), view.horizontalHeader().sectionSizeHint(column)), self.cap)

    def fit(self) -> None:
        view, header = self.view, self.view.horizontalHeader()
        if not view.isVisible():
            return  # hidden, Qt measures every row; shown, those in sight (a resize brings it here)
        self._fitting = True
        try:
            widths = {}
            for i in range(header.count()):
                if header.isSectionHidden(i):
                    continue
                # Only wider while the rows stay the same: scrolling does not make columns jump.
                self._widest[i] = max(self._widest.get(i, 0), self.needed(i))
                widths[i] = header.sectionSize(i) if i in self.user_sized else self._widest[i]
            if self.stretch in widths and self.stretch not in self.user_sized:
                spare = view.viewport().width() - sum(widths.values())
                widths[self.stretch] += max(spare, 0)
            for i, width in widths.items():
                if header.sectionSize(i) != width:
                    header.resizeSection(i, width)
        finally:
            self._fitting = False


def refilter(proxy: QSortFilterProxyModel, change: Callable[[], None]) -> None:
    """Change a proxy's filter state and re-run it (Qt 6.10's begin/endFilterChange when present)."""
    begin = getattr(proxy, "beginFilterChange", None)
    if begin is None:
        change()
        proxy.invalidateFilter()
        return
    begin()
    change()
    proxy.endFilterChange()


class RowFilterProxy(QSortFilterProxyModel):
    """Filters a ``RowTableModel`` on its ``FILTER_ROLE`` and hands sorting to it.

    The filter state (text, predicate) lives in the source model. While none is set
    the proxy's filter string is empty, so Qt accepts every row in C++ without asking
    Python; sorting is the model's own (row_model.py says why), so ``sort`` is passed
    on and the proxy keeps the source order.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setFilterRole(FILTER_ROLE)
        self.setFilterKeyColumn(0)
        self.setDynamicSortFilter(True)  # re-filter changed rows; never sorts (sort column stays -1)

    def _rows(self) -> RowTableModel[Any]:
        model = self.sourceModel()
        assert isinstance(model, RowTableModel)
        return model

    def set_text(self, text: str) -> None:
        self._rows().needle = text.strip().lower()
        self._filter_changed()

    def set_predicate(self, predicate: Callable[[Any], bool] | None) -> None:
        self._rows().predicate = predicate
        self._filter_changed()

    def multiData(self, index: AnyIndex, roleDataSpan: QModelRoleDataSpan | QModelRoleData) -> None:  # noqa: N803 -- Qt's name
        """Every role of a cell in one call to the model's ``multiData``: Qt's proxy asks
        ``data`` once per role, each a call into Python through the model's index checks."""
        self._rows().multiData(self.mapToSource(index), roleDataSpan)

    def refresh(self) -> None:
        """Filter again after the model's filter state changed."""
        self._filter_changed()

    def _filter_changed(self) -> None:
        wanted = "1" if self._rows().filtering else ""
        if self.filterRegularExpression().pattern() != wanted:
            self.setFilterFixedString(wanted)  # re-runs the filter
        else:
            refilter(self, lambda: None)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._rows().sort(column, order)


BAR_FILL = QColor("#2a66a6")  # white text on it: 5.9:1; dark text on the empty part: the theme's contrast
BAR_FILL_TEXT = QColor("#ffffff")
STALE_FILL = QColor("#6b6f75")  # a stale host's bars are grey; white on it is still 5.1:1


class ProgressDelegate(QStyledItemDelegate):
    """Draws cells that have a PROGRESS_ROLE value as a progress bar with the text on it.

    The style's own bar writes one text colour over both parts, which left black
    on dark blue where the fill passed. Here the text is drawn twice, clipped:
    white over the fill, the base's text colour over the rest, so every glyph
    keeps a contrast of at least 4.5:1 in both themes.
    """

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        fraction: float | None = index.data(PROGRESS_ROLE)
        if fraction is None:
            super().paint(painter, option, index)
            return
        if option.state & _qstyle().StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        rect = option.rect.adjusted(2, 3, -2, -3)
        done = max(0.0, min(float(fraction), 1.0))
        fill_w = int(round(rect.width() * done))
        fill = STALE_FILL if index.data(STALE_ROLE) else BAR_FILL
        palette = option.palette
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        painter.save()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.base())
        painter.drawRect(rect.adjusted(0, 0, -1, -1))
        filled = QRect(rect.left(), rect.top(), fill_w, rect.height())
        rest = QRect(rect.left() + fill_w, rect.top(), rect.width() - fill_w, rect.height())
        if option.direction == Qt.LayoutDirection.RightToLeft:  # fills from the right, as Qt's bars do
            filled.moveRight(rect.right())
            rest.moveLeft(rect.left())
        painter.fillRect(filled, fill)
        painter.setFont(option.font)
        for part, color in ((filled, BAR_FILL_TEXT), (rest, palette.color(QPalette.ColorRole.Text))):
            if part.width() <= 0:
                continue
            painter.setClipRect(part)
            painter.setPen(color)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.restore()


def plain(index: AnyIndex) -> QModelIndex:
    """The same cell as a ``QModelIndex`` (a persistent index as it stands now)."""
    if isinstance(index, QModelIndex):
        return index
    model = index.model()
    return model.index(index.row(), index.column()) if index.isValid() and model is not None else QModelIndex()


class ShownRows:
    """The rows as a ``TableTab``'s view shows them: its model, or the filter proxy while a filter is set.

    A ``QSortFilterProxyModel`` in front of 50,000 sorted rows cost the window on every
    update although it hid nothing: it rebuilt its row mapping on each layout change
    (1.5 ms), and each cell it handed the view cost three calls into Python instead of
    one (a repaint of the all-computers Tasks table took 18 ms, 12 without it). So the
    view sits on the model while no filter is set. Callers (and tests) that index the
    view's rows, select them or map them to the model use this object, which answers
    for whichever model the view shows; indexes it gives belong to the view's model.
    """

    def __init__(self, tab: TableTab[Any]) -> None:
        self._tab = tab

    def front(self) -> QAbstractItemModel:
        """The model the view shows now."""
        return self._tab.view.model()

    def _filtered(self) -> bool:
        return self._tab.view.model() is self._tab.filter_proxy

    def index(self, row: int, column: int, parent: AnyIndex = QModelIndex()) -> QModelIndex:  # noqa: B008 -- Qt's signature
        return self.front().index(row, column, parent)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 -- Qt's signature
        return self.front().rowCount(parent)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 -- Qt's signature
        return self.front().columnCount(parent)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self.front().data(index, role)

    def sourceModel(self) -> RowTableModel[Any]:
        return self._tab.model

    def mapToSource(self, index: AnyIndex) -> QModelIndex:
        """A view index → the model's index for the same cell."""
        return self._tab.filter_proxy.mapToSource(index) if self._filtered() else plain(index)

    def mapFromSource(self, index: AnyIndex) -> QModelIndex:
        """A model index → the view's index for it (invalid when the filter hides its row)."""
        return self._tab.filter_proxy.mapFromSource(index) if self._filtered() else plain(index)

    def mapSelectionToSource(self, selection: QItemSelection) -> QItemSelection:
        return self._tab.filter_proxy.mapSelectionToSource(selection) if self._filtered() else QItemSelection(selection)

    def mapSelectionFromSource(self, selection: QItemSelection) -> QItemSelection:
        if self._filtered():
            return self._tab.filter_proxy.mapSelectionFromSource(selection)
        return QItemSelection(selection)

    def set_text(self, text: str) -> None:
        self._tab.set_filter_text(text)

    def set_predicate(self, predicate: Callable[[Any], bool] | None) -> None:
        self._tab.set_predicate(predicate)


# The tabs' names (main_window.py names them in English: the name keys the saved layout), and
# each one's filter hint, for the catalogues.
_TAB_NAMES = (QT_TRANSLATE_NOOP("TableTab", "Projects"), QT_TRANSLATE_NOOP("TableTab", "Tasks"),
              QT_TRANSLATE_NOOP("TableTab", "Transfers"))
_FILTER_HINTS = {
    "Projects": QT_TRANSLATE_NOOP("TableTab", "Filter projects (Ctrl+F)"),
    "Tasks": QT_TRANSLATE_NOOP("TableTab", "Filter tasks (Ctrl+F)"),
    "Transfers": QT_TRANSLATE_NOOP("TableTab", "Filter transfers (Ctrl+F)"),
}
_TOGGLES = (QT_TRANSLATE_NOOP("TableTab", "Active only"),)


class TableTab(QWidget, Generic[R]):
    """One tab: a filter row above a table. ``selection_changed`` fires with the selected rows."""

    selection_changed = Signal(list)
    activated_row = Signal(object)

    def __init__(self, name: str, model: RowTableModel[R], settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.model = model
        self.settings = settings
        # Between the view and the model only while a filter is set (ShownRows says why);
        # detached meanwhile, so it does not follow every update of the model.
        self.filter_proxy = RowFilterProxy(self)
        self.proxy = ShownRows(self)  # the view's rows, in either mode
        self.filter = QLineEdit(self)
        shown_name = translate("TableTab", name)  # name stays English: it keys the saved layout
        hint = _FILTER_HINTS.get(name, f"Filter {name.lower()} (Ctrl+F)")
        self.filter.setPlaceholderText(translate("TableTab", hint))
        self.filter.setAccessibleName(fill(self.tr("Filter %1"), shown_name))
        self.filter.textChanged.connect(self.set_filter_text)
        # The clear button with the first text, when Qt would first show it: enabled at once, it
        # loads Qt's icon and image-format plugins (4 ms) before the complete window (issue 36).
        self.filter.textChanged.connect(self._offer_clearing)
        self.count = QLabel(self)
        self.view = a11y.KeyboardTable(self)
        self.view.setAccessibleName(fill(self.tr("%1 table"), shown_name))
        self.view.setModel(model)
        model.span_above_runs = VIEW_SPAN_ABOVE_RUNS
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # Bars only where a column has them: a Python delegate on every cell cost a call into
        # Python per cell painted, for the plain C++ drawing of all the other columns.
        self._bars = ProgressDelegate(self.view)
        for i, col in enumerate(model.columns):
            if col.progress is not None:
                self.view.setItemDelegateForColumn(i, self._bars)
        header = self.view.horizontalHeader()
        header.setSectionsMovable(True)
        header.setStretchLastSection(True)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._header_menu)
        header.sectionResized.connect(lambda *_: self._layout_changed())
        header.sectionMoved.connect(lambda *_: self._layout_changed())
        header.sortIndicatorChanged.connect(lambda *_: self._layout_changed())
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self._allow_quiet_moves()
        self.view.doubleClicked.connect(self._double_clicked)
        # The proxy drops rows while the model is still about to remove them, so its signals
        # alone left "0 of 1" on an empty list: count again once the model has changed too.
        for model_ in (self.filter_proxy, model):
            model_.rowsInserted.connect(self._update_count)
            model_.rowsRemoved.connect(self._update_count)
            model_.modelReset.connect(self._update_count)
            model_.layoutChanged.connect(self._update_count)

        self._fitting = False  # True while the tab itself sizes columns
        self._user_sized: set[int] = set()  # fit columns the volunteer sized by hand
        # Rows that came or changed since the last fit: only their texts are measured, since
        # formatting every row's texts (10,000 deadlines) on each tick stalled the window.
        self._fit_pending: list[R] = []
        self._fit_everything = False
        self._fit_due = False  # the fit timer runs
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self._fit_new_rows)
        header.sectionResized.connect(self._section_resized)
        model.on_rows_touched.append(self._rows_to_fit)  # a plain call: no Qt signal per change
        model.modelReset.connect(lambda: self._rows_to_fit([], everything=True))

        self.top = QHBoxLayout()
        self.top.addWidget(self.filter, 1)
        self.top.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(self.top)
        layout.addWidget(self.view, 1)
        self.restore_layout()

    def _section_resized(self, index: int, old: int, new: int) -> None:
        if not self._fitting and 0 <= index < len(self.model.columns) and self.model.columns[index].fit \
                and old > 0 and new > 0 and not self.view.horizontalHeader().isSectionHidden(index):
            self._user_sized.add(index)  # a hidden section is resized by Qt (to 0 and back), not by hand

    def _rows_to_fit(self, rows: list[R], everything: bool = False) -> None:
        if everything:
            self._fit_everything, self._fit_pending = True, []
        elif not self._fit_everything:
            self._fit_pending.extend(rows)
            if len(self._fit_pending) > self.model.rowCount():
                # A busy client touches the same rows at every update: more queued than held would
                # grow without end while each chunk waits its turn (a window that stopped
                # answering). Measuring what is held, once, covers them all.
                self._fit_everything, self._fit_pending = True, []
        if not self._fit_due:
            self._fit_due = True
            self._fit_timer.start(FIT_DELAY_MS)

    def _fit_new_rows(self) -> None:
        if self._fit_everything:
            self._fit_pending, self._fit_everything = self.model.rows(), False
        # A chunk per turn of the event loop: 50 hosts' first 50,000 rows never stall it.
        rows, self._fit_pending = self._fit_pending[:FIT_CHUNK], self._fit_pending[FIT_CHUNK:]
        if rows:
            self.fit_columns(rows)
        if self._fit_pending:
            self._fit_timer.start(0)
        else:
            self._fit_due = False

    def fit_columns(self, rows: list[R] | None = None) -> None:
        """Widen each ``fit`` column to its longest text, so "boinc-gui De…" is never cut.

        Only widens (rows that leave do not make columns jump) and leaves alone a column
        the volunteer sized by hand; "Reset columns" hands it back. ``rows``: measure
        only these (the rows that came or changed); None: every row.
        """
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        if rows is None:
            rows = self.model.rows()
        if not rows:
            return  # nothing to measure (a layout reset before the first rows)
        pad = 2 * self.view.style().pixelMetric(_qstyle().PixelMetric.PM_FocusFrameHMargin) + 12
        self._fitting = True
        try:
            for i, col in enumerate(self.model.columns):
                if not col.fit or i in self._user_sized or header.isSectionHidden(i):
                    continue
                texts = {col.text(r) for r in rows}
                need = min(max(metrics.horizontalAdvance(t) for t in texts) + pad, FIT_MAX_WIDTH)
                if need > header.sectionSize(i):
                    header.resizeSection(i, need)
        finally:
            self._fitting = False

    def add_toggle(self, text: str, predicate: Callable[[R], bool]) -> QCheckBox:
        """A check box next to the filter that keeps only rows passing ``predicate``."""
        box = QCheckBox(translate("TableTab", text), self)  # the window's toggles are marked below
        box.toggled.connect(lambda on: self.set_predicate(predicate if on else None))
        box.toggled.connect(lambda on: self.settings.setValue(f"{self.name}/toggle", bool(on)))
        self.top.insertWidget(1, box)
        box.setChecked(setting_bool(self.settings, f"{self.name}/toggle", False))
        return box

    def _offer_clearing(self, text: str) -> None:
        if text and not self.filter.isClearButtonEnabled():
            self.filter.setClearButtonEnabled(True)

    def set_filter_text(self, text: str) -> None:
        """Keep only rows that contain ``text`` in some column ("" shows every row)."""
        self.model.needle = text.strip().lower()
        self._filter_changed()

    def set_predicate(self, predicate: Callable[[R], bool] | None) -> None:
        """Keep only rows passing ``predicate`` (None: every row)."""
        self.model.predicate = predicate
        self._filter_changed()

    def _filter_changed(self) -> None:
        """Re-filter, putting the proxy in front of the model or taking it away as needed."""
        proxy = self.filter_proxy
        if self.model.filtering:
            if proxy.sourceModel() is not self.model:
                self.model.span_above_runs, self.model.quiet_moves = SPAN_ABOVE_RUNS, False
                proxy.setSourceModel(self.model)
            proxy.refresh()
            self._show(proxy)
        else:
            self._show(self.model)
            if proxy.sourceModel() is not None:
                proxy.setSourceModel(None)  # type: ignore[arg-type]  # Qt takes no model: detached
            self.model.span_above_runs = VIEW_SPAN_ABOVE_RUNS

    def _show(self, front: QAbstractItemModel) -> None:
        """Let the view show ``front``, keeping the selected rows and the current one where they stay shown."""
        view = self.view
        if view.model() is front:
            return
        old = view.selectionModel()
        # As persistent indexes of the model: they follow the rows whatever the view shows.
        selected = [QPersistentModelIndex(self.proxy.mapToSource(i)) for i in old.selectedRows()]
        current = QPersistentModelIndex(self.proxy.mapToSource(view.currentIndex()))
        view.setModel(front)
        old.selectionChanged.disconnect(self._selection_changed)
        old.deleteLater()  # the view made a new one; the old one is nobody's now
        new = view.selectionModel()
        new.selectionChanged.connect(self._selection_changed)
        selection = QItemSelection()
        for p in selected:
            shown = self.proxy.mapFromSource(p)
            if shown.isValid():
                selection.select(shown, shown)
        flags = QItemSelectionModel.SelectionFlag
        if not selection.isEmpty():
            new.select(selection, flags.ClearAndSelect | flags.Rows)
        cur = self.proxy.mapFromSource(current) if current.isValid() else QModelIndex()
        if cur.isValid():
            new.setCurrentIndex(cur, flags.NoUpdate)
            view.scrollTo(cur)
        self._update_count()
        self._selection_changed()  # also decides quiet moves for the new front

    def _selection_changed(self, *_: object) -> None:
        self._allow_quiet_moves()
        self.selection_changed.emit(self.selected_rows())

    def _allow_quiet_moves(self) -> None:
        """Let the model signal rows moved in a sorted table as changed rows rather than a new layout.

        After a layout change the view repaints everything it shows (12 ms for a 1280x800
        table of running tasks, three times a second in the all-computers view sorted by
        progress); told which rows changed it repaints those. Safe only while the view sits
        on the model (a proxy maps rows by place) and every selected range is one row: the
        selection keeps a range as its first and last row, and rows moving in between would
        leave it holding other rows, which only a layout change makes it rebuild.
        """
        selection = self.view.selectionModel().selection()
        self.model.quiet_moves = self.view.model() is self.model and all(
            selection.at(i).height() == 1 for i in range(selection.count()))

    def _update_count(self, *_: object) -> None:
        """"N" for the whole list; "shown of N" only while a filter hides rows."""
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        filtered = self.model.filtering and shown != total
        self.count.setText(fill(self.tr("%1 of %2"), shown, total) if filtered else f"{total}")
        self.count.setToolTip(fill(self.tr("Rows matching the filter: %1 of %2"), shown, total) if filtered
                              else fill(self.tr("Rows: %1"), total))

    def _double_clicked(self, index: QModelIndex) -> None:
        self.activated_row.emit(index.data(ROW_ROLE))

    def selected_rows(self) -> list[R]:
        return [idx.data(ROW_ROLE) for idx in self.view.selectionModel().selectedRows()]

    def selected_items(self) -> list[tuple[str, R]]:
        """The selected rows with the host each belongs to: (host id, row)."""
        return [(str(idx.data(HOST_ROLE)), idx.data(ROW_ROLE)) for idx in self.view.selectionModel().selectedRows()]

    def show_computer_column(self, shown: bool) -> None:
        """Show the Computer column first (all-computers view) or hide it (one computer)."""
        header = self.view.horizontalHeader()
        for i, col in enumerate(self.model.columns):
            if col.of_host:
                header.setSectionHidden(i, not shown)
                if shown and header.visualIndex(i) != 0:
                    header.moveSection(header.visualIndex(i), 0)

    def _header_menu(self, pos: QPoint) -> None:
        menu = self.column_menu()
        menu.exec(self.view.horizontalHeader().mapToGlobal(pos))

    def column_menu(self) -> QMenu:
        """The column chooser: one checkable entry per column, and a reset."""
        header = self.view.horizontalHeader()
        menu = QMenu(self.tr("Columns"), self)
        for i, col in enumerate(self.model.columns):
            act = QAction(column_title(col), menu)
            act.setCheckable(True)
            act.setChecked(not header.isSectionHidden(i))
            act.toggled.connect(lambda on, i=i: self.set_column_visible(i, on))
            menu.addAction(act)
        menu.addSeparator()
        menu.addAction(self.tr("Reset columns"), self.reset_layout)
        return menu

    def set_column_visible(self, i: int, visible: bool) -> None:
        self._fitting = True  # hiding resizes the section to 0: that is not the volunteer sizing it
        try:
            self.view.horizontalHeader().setSectionHidden(i, not visible)
        finally:
            self._fitting = False
        self.save_layout()
        if visible and self.model.columns[i].fit:
            self.fit_columns()  # rows that came while it was hidden were not measured for it

    def _layout_changed(self) -> None:
        """The volunteer sized, moved or sorted a column: kept for the next start. Not while
        the tab lays its columns out itself (restoring, resetting, fitting them to their rows):
        until issue 36's last pass each of those steps rewrote the saved layout, some 40
        times over the three tables at a first start, before the window's first paint."""
        if not self._fitting:
            self.save_layout()

    def save_layout(self) -> None:
        self.settings.setValue(f"{self.name}/header", self.view.horizontalHeader().saveState())

    def restore_layout(self) -> None:
        """The layout saved by the volunteer's last changes, or the columns' defaults (not
        saved: with nothing saved, every start begins from them)."""
        state = self.settings.value(f"{self.name}/header")
        header = self.view.horizontalHeader()
        self._fitting = True
        try:
            restored = isinstance(state, QByteArray) and header.restoreState(state)
        finally:
            self._fitting = False
        if restored:
            # A layout saved before the Computer column existed shows it; the view decides.
            self.show_computer_column(False)
            return
        self.reset_layout(keep=False)

    def reset_layout(self, keep: bool = True) -> None:
        """The columns' default order, visibility and widths, fitted to the rows; ``keep``:
        saved as the layout (the volunteer's "Reset columns")."""
        self._user_sized.clear()
        self._fitting = True
        try:
            self._reset_layout()
        finally:
            self._fitting = False
        if keep:
            self.save_layout()
        self.fit_columns()

    def _reset_layout(self) -> None:
        header = self.view.horizontalHeader()
        for i, col in enumerate(self.model.columns):
            header.moveSection(header.visualIndex(i), i)
            header.setSectionHidden(i, col.hidden)
            scale = self.logicalDpiX() / 96 if self.logicalDpiX() > 0 else 1.0
            if col.width:
                width = int(col.width * scale)
            else:
                width = self.fontMetrics().horizontalAdvance(column_title(col)) + 60
            header.resizeSection(i, max(90, min(320, width)))
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
