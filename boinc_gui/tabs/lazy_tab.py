"""What a tab's stand-in does whatever its tab: the real tab is built when the stand-in is first
shown, or first asked for something only the tab has, and from then on lives in the stand-in's
place (boinc_gui/tabs/lazy_disk.py, lazy_stats.py: each keeps what the window hands it until then).

A subclass says how its tab is built and told what was kept (``_build``) and names, in ``_OWN``,
its own attributes, so that a missing one is not looked for in the tab. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

Tab = TypeVar("Tab", bound=QWidget)


class LazyTab(QWidget, Generic[Tab]):
    _OWN: tuple[str, ...] = ("_tab", "_layout")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._tab: Tab | None = None

    @property
    def loaded(self) -> bool:
        """True once the real tab (and what it loads) is built."""
        return self._tab is not None

    def _build(self) -> Tab:
        """The real tab, told everything kept for it so far."""
        raise NotImplementedError

    def tab(self) -> Tab:
        """The real tab, built on first use."""
        if self._tab is None:
            tab = self._build()
            self._layout.addWidget(tab)
            if self.isVisible():
                # Built in our showEvent: Qt shows a child added to a visible parent only later,
                # by a queued call, and in some runs the tab stayed hidden (a blank Statistics tab).
                tab.show()
            self._tab = tab
        return self._tab

    def showEvent(self, event: QShowEvent) -> None:
        self.tab()
        super().showEvent(event)

    def __getattr__(self, name: str) -> object:
        # Called only for names this object lacks: they are the real tab's.
        if name.startswith("__") or name in self._OWN:
            raise AttributeError(name)
        return getattr(self.tab(), name)


class KeepingTab(LazyTab[Tab]):
    """A stand-in that keeps the calls its subclass hands to ``_keep`` until its tab exists,
    then makes them on it in the order they came, once: a tab fed from the first snapshot on
    (the event log's messages, the notices) shows the same lines as one built at start-up,
    none twice.

    ``make`` builds the real tab; ``wire`` (optional) connects it, before the kept calls."""

    _OWN = ("_tab", "_layout", "_kept", "_make", "_wire")

    def __init__(self, make: Callable[[QWidget], Tab], parent: QWidget | None = None,
                 wire: Callable[[Tab], None] | None = None) -> None:
        super().__init__(parent)
        self._kept: list[Callable[[Tab], object]] = []
        self._make = make
        self._wire = wire

    def _build(self) -> Tab:
        tab = self._make(self)
        if self._wire is not None:
            self._wire(tab)
        return tab

    def tab(self) -> Tab:
        first = self._tab is None  # built by this call: the kept calls are made on it now
        tab = super().tab()
        if first:
            kept, self._kept = self._kept, []
            for call in kept:
                call(tab)
        return tab

    def _keep(self, call: Callable[[Tab], object]) -> None:
        """``call(tab)``: now if the tab exists, else once it is built."""
        if self._tab is None:
            self._kept.append(call)
        else:
            call(self._tab)
