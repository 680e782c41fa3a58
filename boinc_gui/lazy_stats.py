"""The Statistics tab's stand-in: pyqtgraph (and numpy) load when the tab is first shown.

pyqtgraph and numpy cost about a second and 20-30 MB at start-up, for a tab many
volunteers never open. ``LazyStatistics`` sits in the tab bar in the real tab's
place and answers the window's calls; until it is shown it keeps what the real
``StatisticsTab`` (boinc_gui/tab_stats.py) would have been told: the history file,
the note, the theme and the snapshots' chart figures (time, emulated flag and
per-project statistics only, at most ``MAX_PENDING`` of them, the older half
thinned as the tab itself thins). On first show, or when something must be read
or saved (a test reading points, the window closing with figures not yet saved),
it builds the real tab and replays them in order, so nothing is lost.

Anything else asked of it is the real tab's (built on the spot). GUI thread only.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from boinc_gui.tab_stats import StatisticsTab
    from core.api.snapshot import ClientSnapshot

MAX_PENDING = 4000


class LazyStatistics(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._tab: StatisticsTab | None = None
        self._history: Path | None = None
        self._note = ""
        self._dark: bool | None = None
        self._pending: list[ClientSnapshot] = []

    @property
    def loaded(self) -> bool:
        """True once the real tab (and pyqtgraph) is loaded."""
        return self._tab is not None

    def tab(self) -> StatisticsTab:
        """The real tab, built (and told everything so far) on first use."""
        if self._tab is None:
            from boinc_gui.tab_stats import StatisticsTab

            tab = StatisticsTab(self)
            if self._dark is not None:
                tab.apply_theme(self._dark)
            if self._note:
                tab.reset(self._note)
            tab.set_history(self._history)
            for snap in self._pending:
                tab.add_snapshot(snap)
            self._pending.clear()
            self._layout.addWidget(tab)
            self._tab = tab
        return self._tab

    def showEvent(self, event: QShowEvent) -> None:
        self.tab()
        super().showEvent(event)

    # The calls the window makes; each is kept for later until the tab exists.
    def add_snapshot(self, snap: ClientSnapshot) -> None:
        if self._tab is not None:
            self._tab.add_snapshot(snap)
            return
        if self._pending and snap.time <= self._pending[-1].time:
            return
        # Only what the charts read: a snapshot's task, transfer and message rows can be large.
        self._pending.append(dataclasses.replace(
            snap, projects=(), tasks=(), transfers=(), disk=None, messages=(), notices=(), prefs=None,
            day_prefs=(), memo=None))
        if len(self._pending) > MAX_PENDING:
            half = len(self._pending) // 2
            self._pending[:half] = self._pending[:half:2]

    def set_history(self, path: Path | None) -> None:
        if self._tab is not None:
            self._tab.set_history(path)
        elif path != self._history:
            self._flush_if_unsaved()
            if self._tab is not None:
                self._tab.set_history(path)
                return
            self._history = path

    def reset(self, note: str = "") -> None:
        if self._tab is None:
            self._flush_if_unsaved()
        if self._tab is not None:
            self._tab.reset(note)
            return
        self._history = None
        self._note = note

    def save_history(self) -> None:
        if self._tab is None:
            self._flush_if_unsaved()
        if self._tab is not None:
            self._tab.save_history()

    def apply_theme(self, dark: bool) -> None:
        if self._tab is not None:
            self._tab.apply_theme(dark)
        else:
            self._dark = dark

    def _flush_if_unsaved(self) -> None:
        """Figures that would be lost (a history file to keep them in): load the tab to save them."""
        if self._pending and self._history is not None and not self._pending[-1].emulated:
            self.tab()
        else:
            self._pending.clear()

    def point_count(self) -> int:
        return self.tab().point_count()

    def first_time(self) -> float | None:
        return self.tab().first_time()

    def __getattr__(self, name: str) -> Any:
        # Called only for names this object lacks: they are the real tab's.
        if name.startswith("__") or name in ("_tab", "_pending", "_history", "_note", "_dark", "_layout"):
            raise AttributeError(name)
        return getattr(self.tab(), name)
