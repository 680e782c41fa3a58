"""A view of lines, one a row, as the event log window and the Notices tab show them.

Whole rows are selected, rows carry no numbers and do not wrap, the last column takes the
width left, and the keyboard can leave the table with Tab (``a11y.keyboard_table``).
GUI thread only.
"""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from boinc_gui import a11y


def line_view(parent: QWidget, model: QAbstractItemModel, name: str,
              selection: QAbstractItemView.SelectionMode) -> QTableView:
    """A table of ``model``'s lines named ``name`` for screen readers."""
    view = QTableView(parent)
    view.setModel(model)
    view.setAccessibleName(name)
    a11y.keyboard_table(view)
    view.verticalHeader().setVisible(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setWordWrap(False)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def rows_text(view: QTableView, rows: Iterable[int] | None = None, hidden_columns: bool = False) -> str:
    """The view's rows (all by default) as tab-separated lines, to paste into a forum post;
    the columns the view hides only with ``hidden_columns``."""
    model = view.model()
    columns = [c for c in range(model.columnCount()) if hidden_columns or not view.isColumnHidden(c)]
    lines = (("\t".join(str(model.index(r, c).data()) for c in columns))
             for r in (rows if rows is not None else range(model.rowCount())))
    return "\n".join(lines)


def selected_rows(view: QTableView) -> list[int]:
    """The rows with a selected cell, in order."""
    return sorted({i.row() for i in view.selectionModel().selectedRows()})
