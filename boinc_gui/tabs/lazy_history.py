"""The History tab's stand-in (issue 36): the tab is in the tab bar and the View menu from the
start, while the history file is opened on a thread of its own once the window is complete, and
the tab itself (its table, filters, core.history's query and CSV modules) is built when first
shown or in the window's idle turns after the first data (boinc_gui/shell/after_start.py).

``opened`` gives the open history, waiting for the thread if it has not finished (None when it
could not be opened: then the window has taken the tab away, boinc_gui/shell/long_view.py).
Anything else asked of it is the real tab's, built on the spot. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

from boinc_gui.tabs.lazy_tab import LazyTab

if TYPE_CHECKING:
    from boinc_gui.tabs.history import HistoryTab
    from core.history import HistoryDb


class LazyHistory(LazyTab[QWidget]):
    _OWN = ("_tab", "_layout", "_opened", "_local", "_history")

    def __init__(self, opened: Callable[[], HistoryDb | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._opened = opened
        self._local: tuple[str, ...] = ()
        self._history: HistoryTab | None = None  # the real tab, once built (None: not, or no history)

    def set_local_host(self, *names: str) -> None:
        """The names this computer's records carry (handed to the tab, now or once built)."""
        self._local = names
        if self._history is not None:
            self._history.set_local_host(*names)

    def _build(self) -> QWidget:
        db = self._opened()
        if db is None:  # the tab is being taken away: nothing to show
            return QLabel(self.tr("The task history could not be opened."), self)
        from boinc_gui.tabs.history import HistoryTab

        tab = self._history = HistoryTab(db, self)
        if self._local:
            tab.set_local_host(*self._local)
        return tab
