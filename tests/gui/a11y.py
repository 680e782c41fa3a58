"""What an accessibility check looks at: Qt's accessibility tree and the keyboard's focus chain.

Shared by tests/gui/test_accessibility.py. Qt's accessibility tree is what a screen reader
reads (through AT-SPI on Linux, the test over AT-SPI reads the same tree from outside):
``unnamed`` walks it from a window and lists each interactive element (button, check box,
combo, edit, spin box, table, tab, menu item...) that has no name to speak. ``focus_chain``
presses Tab as a volunteer would and records where the focus goes; ``unreachable`` lists
the interactive widgets the chain never visits, and ``focus_unseen`` those whose look does
not change when they take the focus (a sighted keyboard user cannot tell where it is).
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTabBar,
    QTextEdit,
    QWidget,
)

R = QAccessible.Role
INTERACTIVE = {R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.EditableText, R.SpinBox, R.Table, R.PageTab,
               R.MenuItem, R.Slider, R.ButtonMenu, R.ButtonDropDown, R.List, R.Tree, R.ListItem, R.Link}
"""The roles a volunteer acts on: each must say what it is."""

_CONTAINERS = {R.Table, R.List, R.Tree}  # their cells are checked through the table interface instead


def _describe(iface: QAccessibleInterface, path: list[str]) -> str:
    obj = iface.object()
    kind = type(obj).__name__ if obj is not None else "?"
    where = " > ".join(p for p in path[-3:] if p) or "top"
    return f"{iface.role().name} ({kind}) in {where}"


def unnamed(root: QWidget) -> list[str]:
    """Every visible interactive element under ``root`` whose accessible name is empty."""
    bad: list[str] = []

    def walk(iface: QAccessibleInterface | None, path: list[str]) -> None:
        if iface is None or not iface.isValid() or iface.state().invisible:
            return
        name = iface.text(QAccessible.Text.Name).strip()
        if iface.role() in INTERACTIVE and not name:
            bad.append(_describe(iface, path))
        if iface.role() in _CONTAINERS:
            return
        for i in range(iface.childCount()):
            walk(iface.child(i), [*path, name[:30]])

    walk(QAccessible.queryAccessibleInterface(root), [])
    return bad


def accessible_tables(root: QWidget) -> list[QAccessibleInterface]:
    """The accessible interfaces of the visible tables under ``root``."""
    found: list[QAccessibleInterface] = []

    def walk(iface: QAccessibleInterface | None) -> None:
        if iface is None or not iface.isValid() or iface.state().invisible:
            return
        if iface.role() == R.Table:
            found.append(iface)
            return
        for i in range(iface.childCount()):
            walk(iface.child(i))

    walk(QAccessible.queryAccessibleInterface(root))
    return found


def cells_hidden(root: QWidget) -> list[str]:
    """Tables with rows whose first row a screen reader cannot read: its cells (the table's
    accessible children with a cell interface, as AT-SPI's Table interface hands them out)
    missing, or one without text while the view shows some."""
    bad = []
    for iface in accessible_tables(root):
        name = iface.text(QAccessible.Text.Name)
        view = iface.object()
        if not isinstance(view, QAbstractItemView) or view.model() is None or view.model().rowCount() == 0:
            continue
        model = view.model()
        # Qt's accessible table reads every column of the model, the hidden ones too.
        columns = list(range(model.columnCount()))
        first_row: dict[int, str] = {}
        for i in range(min(iface.childCount(), 4 * (len(columns) + 2))):
            child = iface.child(i)
            cell = child.tableCellInterface() if child is not None else None
            if child is not None and cell is not None and child.role() == R.Cell and cell.rowIndex() == 0:
                first_row[cell.columnIndex()] = child.text(QAccessible.Text.Name)
        if len(first_row) != len(columns):
            bad.append(f"table {name!r}: {len(first_row)} cells read in its first row, {len(columns)} shown")
        for column, text in first_row.items():
            shown = str(model.index(0, column).data() or "")
            if shown and not text:
                bad.append(f"table {name!r}: cell (0, {column}) shows {shown!r} but reads as nothing")
    return bad


def focus_chain(window: QWidget, steps: int = 400) -> list[QWidget]:
    """The widgets the focus visits as Tab is pressed in ``window``, from its first, once round."""
    window.raise_()
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 1000)
    first = window.focusWidget() or window.nextInFocusChain()
    assert first is not None
    first.setFocus(Qt.FocusReason.TabFocusReason)
    # From there one Tab: the focus may sit on a widget Tab never stops at (a tab's page got
    # it when the tab changed); the chain is a ring, it starts at its first real stop.
    QTest.keyClick(first, Qt.Key.Key_Tab)
    chain: list[QWidget] = []
    stay = 0
    for _ in range(steps):
        now = QApplication.focusWidget()
        if now is None or (len(chain) > 1 and now is chain[0]):
            break
        if chain and now is chain[-1]:
            # A date edit's Tab steps through its day, month and year first, as Qt's does: a
            # few presses in one widget are its own parts; more is a trap.
            stay += 1
            if stay > 4:
                break
        elif now in chain:  # a loop that does not pass the start: stop there
            break
        else:
            stay = 0
            chain.append(now)
        QTest.keyClick(now, Qt.Key.Key_Tab)
    return chain


def _interactive(w: QWidget) -> bool:
    if isinstance(w, (QTextEdit, QPlainTextEdit)):
        return not w.isReadOnly() or bool(w.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard)
    return isinstance(w, (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView, QTabBar,
                          QAbstractSlider))


def _inner(w: QWidget) -> bool:
    """A part of a compound control (a spin box's edit, a combo's list, a scroll bar, a table's
    header or corner button): reached through the control, never on its own."""
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, (QAbstractSpinBox, QComboBox, QAbstractItemView)):
            return True
        p = p.parentWidget()
    from PySide6.QtWidgets import QScrollBar
    return isinstance(w, QScrollBar) or w.objectName().startswith("qt_")


def reached(w: QWidget, chain: list[QWidget]) -> bool:
    return any(c is w or w.isAncestorOf(c) and isinstance(w, (QComboBox, QAbstractSpinBox)) or w.focusProxy() is c
               for c in chain)


def unreachable(root: QWidget, chain: list[QWidget]) -> list[str]:
    """Visible, enabled interactive widgets under ``root`` that Tab never reaches."""
    bad = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or not w.isEnabled() or not _interactive(w) or _inner(w) or w.window() is not root:
            continue
        if not reached(w, chain):
            text = getattr(w, "text", lambda: "")() if isinstance(w, (QAbstractButton, QLineEdit)) else ""
            bad.append(f"{type(w).__name__} {w.accessibleName() or text!r} (focus policy {w.focusPolicy().name})")
    return bad


def _look(w: QWidget) -> QImage:
    """What the volunteer sees of ``w``: its window around it (a focus frame may lie just outside)."""
    QApplication.processEvents()
    window = w.window()
    return window.grab(QRect(w.mapTo(window, QPoint(0, 0)), w.size()).adjusted(-3, -3, 3, 3)).toImage()


def focus_unseen(chain: list[QWidget]) -> list[str]:
    """Widgets of ``chain`` drawn the same with the focus as without it. The focus moves by Tab
    presses only: Qt's styles draw the focus frame only after the keyboard moved the focus."""
    bad: list[str] = []
    if len(chain) < 2:
        return bad
    chain[-1].setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(chain[-1], Qt.Key.Key_Tab)
    for w in chain:
        if QApplication.focusWidget() is not w:
            bad.append(f"the Tab chain changed at {type(w).__name__} {w.accessibleName()!r}")
            break
        with_focus = _look(w)
        for _ in range(5):  # a date edit takes a Tab per part (focus_chain)
            QTest.keyClick(w, Qt.Key.Key_Tab)
            if QApplication.focusWidget() is not w:
                break
        if isinstance(w, QPushButton) and w.isDefault():
            continue  # Fusion frames the default button as it frames the focus; the next stop shows it
        if _look(w) == with_focus:
            bad.append(f"{type(w).__name__} {w.accessibleName() or getattr(w, 'text', lambda: '')()!r}")
    return bad
