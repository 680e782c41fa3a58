"""View > Simple view (Ctrl+Shift+S, as BOINC Manager): the choice between the simple view
(boinc_gui/tabs/simple_view.py) and the tabs, kept in the manager's settings
(``ui/simple_view``), so the next start opens the view the volunteer left. The view itself
loads when first chosen: a start with the tabs makes none of its widgets' classes. GUI thread only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer

from boinc_gui.formatting import setting_bool, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from boinc_gui.main_window import MainWindow
    from boinc_gui.tabs.simple_view import SimpleView

SETTING = "ui/simple_view"


def set_simple(window: MainWindow, on: bool) -> None:
    """Show the simple view instead of the tabs (or back), and remember the choice."""
    window.settings.setValue(SETTING, on)
    action = window.simple_action
    action.blockSignals(True)
    action.setChecked(on)
    action.blockSignals(False)
    view: SimpleView | None = getattr(window, "simple_view", None)
    if on:
        if window.findChild(_KeepSimple, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
            window.installEventFilter(_KeepSimple(window))
        if view is None:
            from boinc_gui.tabs.simple_view import SimpleView

            view = window.simple_view = SimpleView(window, lambda: set_simple(window, False))
            view.addAction(action)  # Ctrl+Shift+S works from the simple view too
        view.setGeometry(view.geometry() if view.isVisible() else _beside(window, view))
        view.show()
        view.raise_()
        view.activateWindow()
        window.hide()
    else:
        window.show()
        window.raise_()
        window.activateWindow()
        if view is not None:
            view.hide()


def _beside(window: MainWindow, view: SimpleView) -> QRect:
    """Where the main window was: the view takes its place on the screen."""
    g = view.geometry()
    g.moveCenter(window.geometry().center())
    return g


class _KeepSimple(QObject):
    """While the simple view is chosen, whatever shows the main window (the tray's Open, a second
    launch raising it) shows the simple view instead. Watching from the first choice of it on
    (``set_simple``): a filter of the main window sees every event it gets, some 60 while the
    window is built, each a call into Python, which most volunteers never need."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and _chosen(self.window) and not self.window.quitting:
            QTimer.singleShot(0, self.window, lambda: set_simple(self.window, True) if _chosen(self.window) else None)
        return False


def _chosen(window: MainWindow) -> bool:
    return setting_bool(window.settings, SETTING, False)


def install_simple_view(window: MainWindow, view_menu: QMenu) -> None:
    act = window._act(translate("SimpleView", "Simple &view"), lambda: set_simple(window, act.isChecked()),
                      "Ctrl+Shift+S", translate("SimpleView", "One screen: what this computer does, for which science"))
    act.setCheckable(True)
    window.simple_action = act
    view_menu.addAction(act)
    if _chosen(window):
        act.setChecked(True)
        QTimer.singleShot(0, window, lambda: set_simple(window, True))
