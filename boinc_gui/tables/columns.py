"""Column declarations and item-data roles shared by the manager's table models.

A ``Column`` says, once per table column, its title, the text shown, the raw
value used for sorting (``SORT_ROLE``), alignment, default visibility and width,
and whether it is drawn as a bar. The ``of_host`` column (``computer_column``)
shows which computer a row belongs to. GUI thread only (Qt enums and roles).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, Qt

from boinc_gui.i18n import QT_TRANSLATE_NOOP

R = TypeVar("R")
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 2
PROGRESS_ROLE = int(Qt.ItemDataRole.UserRole) + 3  # 0..1 for cells drawn as a bar
HOST_ROLE = int(Qt.ItemDataRole.UserRole) + 4  # the row's host id
FILTER_ROLE = int(Qt.ItemDataRole.UserRole) + 5  # "1" when the row passes the filter, else "0"
STALE_ROLE = int(Qt.ItemDataRole.UserRole) + 6  # True when the row's host stopped answering
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Column(Generic[R]):
    key: str  # stable id, used in saved settings
    title: str  # English, marked QT_TRANSLATE_NOOP("columns", …); shown through ``column_title``
    text: Callable[[R], str]
    sort: Callable[[R], Any]
    align: Qt.AlignmentFlag = LEFT
    hidden: bool = False  # hidden by default
    progress: Callable[[R], float] | None = None  # draw a bar with this fraction
    width: int = 0  # default width in pixels at 96 dpi (0 = from the title)
    of_host: bool = False  # shows the row's computer (text and sort ignore the row)
    fit: bool = False  # widens to its longest text as rows come (until the volunteer sizes it)
    tip: Callable[[R], str] | None = None  # the cell's tooltip, when not just its text


def column_title(col: Column[Any]) -> str:
    """The column's title in the window's language (the header, the column chooser)."""
    return QCoreApplication.translate("columns", col.title)


def _nothing(row: object) -> str:
    return ""


def computer_column() -> Column[Any]:
    """The Computer column: hidden while one host is shown, shown in the all-computers view."""
    return Column("computer", QT_TRANSLATE_NOOP("columns", "Computer"), _nothing, _nothing, hidden=True, width=200,
                  of_host=True)


def project_url_column(url: Callable[[R], object]) -> Column[R]:
    """The Project URL column, hidden by default: the same in every table whose rows belong to a project."""

    def text(row: R) -> str:
        return str(url(row))

    return Column("url", QT_TRANSLATE_NOOP("columns", "Project URL"), text, text, hidden=True, width=220)
