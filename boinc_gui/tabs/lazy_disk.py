"""The Disk tab's stand-in: QtCharts loads, and the pies are drawn, only while the tab is seen.

The live client sends a new disk snapshot every second, and the real tab
(boinc_gui/tabs/disk.py) redraws two pies, their legends and a table for each,
even hidden, even when no figure moved (only its clock did): most of what an
idle manager did each second, for a tab seldom open. QtCharts costs 5 MB more.
``LazyDisk`` sits in the tab bar in the real tab's place and keeps the latest
snapshot, the preferences, the theme and the note; the real ``DiskTab`` is built
when the tab is first shown, and from then on is handed a snapshot when it is
visible and its figures (everything but the snapshot's time) or the preferences
changed, or on being shown again.

Anything else asked of it is the real tab's: built on the spot and brought up to
date first (tests read the pies without showing the tab). GUI thread only.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from boinc_gui.tabs.lazy_tab import LazyTab

if TYPE_CHECKING:
    from boinc_gui.tabs.disk import DiskTab
    from core.disk.snapshot import DiskSnapshot
    from core.state.prefs import GlobalPrefs

def same_figures(a: DiskSnapshot | None, b: DiskSnapshot | None) -> bool:
    """True when ``a`` and ``b`` differ at most in the instant they were taken."""
    if a is None or b is None:
        return a is b
    return a is b or replace(a, time=b.time) == b


class LazyDisk(LazyTab["DiskTab"]):
    _OWN = ("_tab", "_layout", "_pending", "_shown", "_prefs", "_dark", "_reset")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pending: DiskSnapshot | None = None  # the newest snapshot
        self._shown: tuple[DiskSnapshot | None, GlobalPrefs | None] = (None, None)  # what the real tab drew
        self._prefs: GlobalPrefs | None = None
        self._dark: bool | None = None
        self._reset: tuple[str, str] | None = None  # (explanation, note) of a reset before the tab existed

    @property
    def prefs(self) -> GlobalPrefs | None:
        """The preferences in force, for the explanation's words."""
        return self._prefs

    @prefs.setter
    def prefs(self, prefs: GlobalPrefs | None) -> None:
        self._prefs = prefs

    def _build(self) -> DiskTab:
        from boinc_gui.tabs.disk import DiskTab

        tab = DiskTab(self)
        if self._dark is not None:
            tab.apply_theme(self._dark)
        if self._reset is not None:
            tab.reset(*self._reset)
        return tab

    def tab(self) -> DiskTab:
        """The real tab, built on first use (QtCharts with it) and brought up to date."""
        tab = super().tab()
        self._draw()
        return tab

    def _draw(self) -> None:
        tab = self._tab
        disk, prefs = self._pending, self._prefs
        if tab is None or disk is None:
            return
        drawn, drawn_prefs = self._shown
        if same_figures(drawn, disk) and drawn_prefs == prefs:
            return
        tab.prefs = prefs
        tab.update_disk(disk)
        self._shown = (disk, prefs)

    # The calls the window makes.
    def update_disk(self, disk: DiskSnapshot | None) -> None:
        if disk is None:
            return
        self._pending = disk
        if self._tab is not None and self.isVisible():
            self._draw()

    def reset(self, explanation: str = "", note: str = "") -> None:
        """Forget the shown figures (another computer now); ``note`` says whose disk this is."""
        self._pending = None
        self._shown = (None, None)
        if self._tab is not None:
            self._tab.reset(explanation, note)
        else:
            self._reset = (explanation, note)

    def apply_theme(self, dark: bool) -> None:
        self._dark = dark
        if self._tab is not None:
            self._tab.apply_theme(dark)
