"""The Statistics tab's stand-in: pyqtgraph (and numpy) load when the tab is first shown.

pyqtgraph and numpy cost about a second and 20-30 MB at start-up, for a tab many
volunteers never open. ``LazyStatistics`` sits in the tab bar in the real tab's
place and answers the window's calls. The figures the live charts draw are a
``ChartHistory`` (boinc_gui/charts/history.py, plain Python) that the stand-in
owns from the start: snapshots go into it, it loads and saves its file, and the
real ``StatisticsTab`` (boinc_gui/tabs/stats.py), built on first show, draws from
that same object, so nothing waits for pyqtgraph and nothing is replayed. The
note, the theme and the task history database (for "Daily history") are kept
until the tab exists and handed to it then.

Anything else asked of it is the real tab's (built on the spot). GUI thread only.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from boinc_gui.charts.history import ChartHistory
from boinc_gui.tabs.lazy_tab import LazyTab

if TYPE_CHECKING:
    from collections.abc import Mapping

    from boinc_gui.tabs.stats import StatisticsTab
    from core.api.snapshot import ClientSnapshot
    from core.history import HistoryDb


class LazyStatistics(LazyTab["StatisticsTab"]):
    _OWN = ("_tab", "_note", "_dark", "_layout", "_db", "_db_host", "_db_labels", "history")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = ChartHistory()
        self._note = ""
        self._dark: bool | None = None
        self._db: HistoryDb | None = None
        self._db_host = ""
        self._db_labels: Mapping[str, str] | None = None

    def _build(self) -> StatisticsTab:
        from boinc_gui.tabs.stats import StatisticsTab  # pyqtgraph and numpy load here

        tab = StatisticsTab(self, self.history)
        if self._dark is not None:
            tab.apply_theme(self._dark)
        if self._note:
            tab.note.setText(self._note)
            tab.note.show()
        if self._db is not None:
            tab.set_history_db(self._db, self._db_host, self._db_labels)
        return tab

    # The calls the window makes: the figures' own, or kept until the tab exists.
    def add_snapshot(self, snap: ClientSnapshot) -> None:
        self.history.add_snapshot(snap)

    def set_history(self, path: Path | None) -> None:
        if self._tab is not None:
            self._tab.set_history(path)
        else:
            self.history.set_path(path)

    def set_history_db(self, db: HistoryDb | None, host: str = "", labels: Mapping[str, str] | None = None) -> None:
        """The task history "Daily history" reads (``host``: whose days; "" = the computer shown;
        ``labels``: host names shown as other words)."""
        self._db, self._db_host, self._db_labels = db, host, labels
        if self._tab is not None:
            self._tab.set_history_db(db, host, labels)

    def reset(self, note: str = "") -> None:
        if self._tab is not None:
            self._tab.reset(note)
            return
        self.history.save()
        self.history.path = None
        self.history.clear()
        self._note = note

    def save_history(self) -> None:
        self.history.save()

    def apply_theme(self, dark: bool) -> None:
        if self._tab is not None:
            self._tab.apply_theme(dark)
        else:
            self._dark = dark

    def point_count(self) -> int:
        return self.history.point_count()

    def first_time(self) -> float | None:
        return self.history.first_time()
