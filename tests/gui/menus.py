"""Driving a test's MainWindow through its menu bar, as a volunteer's clicks do.

A test that calls ``window.preferences()`` proves the method works, not that the menu
entry reaches it (a renamed, disabled or unconnected entry would pass). These helpers
find the entry by its visible text, check it is enabled, trigger it, and hand back the
window it opened.
"""
from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from boinc_gui.main_window import MainWindow

W = TypeVar("W", bound=QWidget)


def menu_action(window: MainWindow, *path: str) -> QAction:
    """The action reached by ``path`` through the menu bar (texts without their '&'), each
    menu shown on the way as a click shows it (a menu filled when it opens is filled)."""
    actions = window.menuBar().actions()
    for i, name in enumerate(path):
        found = [a for a in actions if a.text().replace("&", "") == name]
        assert len(found) == 1, f"{len(found)} entries {name!r} in {[a.text() for a in actions]}"
        if i == len(path) - 1:
            assert found[0].isEnabled(), f"{' > '.join(path)} is disabled"
            return found[0]
        menu = found[0].menu()
        assert isinstance(menu, QMenu), f"{name!r} opens no menu"
        menu.aboutToShow.emit()
        actions = menu.actions()
    raise AssertionError(path)


def _shown() -> set[int]:
    return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}


def open_from_menu(window: MainWindow, kind: type[W], *path: str) -> W:
    """Trigger the entry at ``path`` and return the one window of class ``kind`` it opened."""
    before = _shown()
    menu_action(window, *path).trigger()
    opened = [w for w in QApplication.topLevelWidgets()
              if w.isVisible() and id(w) not in before and isinstance(w, kind)]
    assert len(opened) == 1, (path, [type(w).__name__ for w in opened])
    return opened[0]


def in_window_language(*source: str) -> tuple[str, ...]:
    """A menu path given in the source texts (with their '&'), as the window shows it in its language."""
    return tuple(QCoreApplication.translate("MainWindow", s).replace("&", "") for s in source)
