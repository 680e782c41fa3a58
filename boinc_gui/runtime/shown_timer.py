"""A widget whose refresh timer runs only while the widget is shown.

The History and Statistics tabs and the daily charts redraw on a timer; hidden (another tab in
front, the window minimised to the tray) nothing should wake for them. ``RefreshedWhileShown``
starts the timer when Qt shows the widget and stops it when Qt hides it; a widget that may have
missed changes while hidden also looks once as it is shown (``at_show``). GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QWidget


class RefreshedWhileShown(QWidget):
    _shown_timer: QTimer | None = None
    _look_at_show: Callable[[], None] | None = None

    def refresh_while_shown(self, interval_ms: int, refresh: Callable[[], None], *, at_show: bool) -> QTimer:
        """A timer calling ``refresh`` every ``interval_ms`` while this widget is shown; with
        ``at_show``, ``refresh`` is also called each time it is shown, before the first tick."""
        timer = QTimer(self)
        timer.setInterval(interval_ms)
        timer.timeout.connect(refresh)
        self._shown_timer = timer
        self._look_at_show = refresh if at_show else None
        return timer

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._look_at_show is not None:
            self._look_at_show()
        if self._shown_timer is not None:
            self._shown_timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        if self._shown_timer is not None:
            self._shown_timer.stop()
        super().hideEvent(event)
