"""The part every flat table model of the window shares with Qt: a row count, a column count and
horizontal header titles. The row table, the host list, the alert log and the history each say
only how many rows they hold, how many columns they show and what a column is called."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

AnyIndex = QModelIndex | QPersistentModelIndex


class FlatTableModel(QAbstractTableModel):
    """A table without children: Qt asks the root for its size and every header for its title."""

    def row_total(self) -> int:
        raise NotImplementedError

    def column_total(self) -> int:
        raise NotImplementedError

    def column_header(self, section: int) -> str:
        """The column's title in the window's language."""
        raise NotImplementedError

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 -- Qt's signature
        return 0 if parent.isValid() else self.row_total()

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 -- Qt's signature
        return 0 if parent.isValid() else self.column_total()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.column_header(section)
        return None
