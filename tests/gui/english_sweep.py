"""Every text a window shows, collected, and the English left in it (issue 37's sweep).

``visible_texts`` walks a widget tree as a volunteer sees it: labels, buttons, group boxes,
tab titles, window titles, menu entries and their tooltips, widgets' tooltips, and every
header and cell (display and tooltip) of every table and list. ``english`` keeps the texts
that still read as English: words of English that no other shipped language uses, after the
names that stay as they are (projects, apps, tasks, URLs, BOINC's tag names) are taken out.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QWidget,
)

# English words that German, French, Spanish... do not share: one of them in a text is English
# left over. ("in", "was", "Computer", "Status", "Name", "Download" are words of other languages too.)
ENGLISH_WORDS = re.compile(
    r"\b(the|is|are|of|for|with|from|this|that|has|have|not|will|would|your|you|its|and|to|by|yet|when|"
    r"then|than|after|before|running|waiting|ready|tasks?|projects?|seconds?|minutes?|hours?|days?|suspended|"
    r"failed|error|unknown|none|never|asking|queue|work|user|request|computing|network|disk|memory|free|"
    r"used|total|share|deadline|until|since|left|remaining|elapsed|progress|report(?:ed)?|shown|show|"
    r"click|choose|select|no|yes|on|off|all|only|every|each|new|more|less|done)\b", re.IGNORECASE)
URL = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w.-]+\.(?:org|edu|net|com|xml|cfg|txt|log)\b")
TAG = re.compile(r"<[a-z_]+>|\b[a-z]+(?:_[a-z0-9]+)+\b")  # BOINC's tag and preference names, file names


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    """The model's columns (PySide makes a list model's columnCount private: it has one)."""
    try:
        return model.columnCount(parent)
    except TypeError:
        return 1


def _model_texts(model: QAbstractItemModel, parent: QModelIndex = QModelIndex(), depth: int = 0) -> Iterable[str]:  # noqa: B008 (Qt's own default)
    columns = _columns(model, parent)
    for section in range(columns if depth == 0 else 0):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value
    for row in range(min(model.rowCount(parent), 200)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = index.data(role)
                if isinstance(value, str):
                    yield value
            if column == 0 and depth < 3 and columns > 1 and model.rowCount(index) > 0:
                yield from _model_texts(model, index, depth + 1)


def _action_texts(actions: Iterable[QAction]) -> Iterable[str]:
    for action in actions:
        if action.isSeparator():
            continue
        yield action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield action.toolTip()
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # menus that fill themselves when opened
            yield menu.title()
            yield from _action_texts(menu.actions())


def visible_texts(top: QWidget) -> list[str]:
    """The texts ``top`` and the widgets under it show (hidden ones too: a tab not in front is
    seen once chosen), with their tooltips and accessible descriptions."""
    out: list[str] = [top.windowTitle()]
    for w in [top, *top.findChildren(QWidget)]:
        out += [w.toolTip(), w.statusTip(), w.whatsThis()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabBar):
            out += [w.tabText(i) for i in range(w.count())] + [w.tabToolTip(i) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            out += list(_model_texts(w.model()))
        if w.isWindow() or isinstance(w, QMenu):
            out += list(_action_texts(w.actions()))
    return [t for t in out if t and t.strip()]


def english(texts: Iterable[str], names: Iterable[str]) -> list[str]:
    """The texts that still read as English once ``names`` (kept as they are), URLs and BOINC's
    tag names are taken out."""
    kept = sorted({n for n in names if n}, key=len, reverse=True)
    found: dict[str, None] = {}
    for text in texts:
        rest = URL.sub(" ", text)
        for n in kept:
            rest = rest.replace(n, " ")
        rest = TAG.sub(" ", rest)
        if ENGLISH_WORDS.search(rest):
            found[text] = None
    return list(found)
