"""The Event log's and the Notices tab's stand-ins (issue 36: the window complete within BOINC
Manager's window time): neither tab is seen at start-up, and building them (their tables, their
words, core.alerts' model) took some 15 ms before the window was complete.

Each sits in the tab bar in its tab's place from the start, keeps what the window hands it
(messages, the Computer column, the hosts' names) and builds its tab when first shown, when
something only the tab has is asked for (its model, its view...), or in the window's idle turns
after the first data (boinc_gui/shell/after_start.py); the kept calls are then made on it in
order, once. A notice or an alert builds the Notices tab at once: its unread count is shown
as it comes. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from boinc_gui.tabs.lazy_tab import KeepingTab

if TYPE_CHECKING:
    from boinc_gui.tables.row_model import RowTableModel
    from boinc_gui.tabs.log import EventLogTab
    from boinc_gui.tabs.notices import NoticesTab
    from core.alerts.model import Notification
    from core.api.snapshot import MessageRow, NoticeRow


def _event_log(parent: QWidget) -> EventLogTab:
    from boinc_gui.tabs.log import EventLogTab

    return EventLogTab(parent)


def _notices(parent: QWidget) -> NoticesTab:
    from boinc_gui.tabs.notices import NoticesTab

    return NoticesTab(parent)


class LazyEventLog(KeepingTab["EventLogTab"]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_event_log, parent)

    @property
    def model(self) -> RowTableModel[MessageRow]:
        return self.tab().model

    def add_messages(self, messages: tuple[MessageRow, ...], host: str = "") -> None:
        self._keep(lambda tab: tab.add_messages(messages, host))

    def add_notice(self, n: NoticeRow, host: str = "") -> None:
        self._keep(lambda tab: tab.add_notice(n, host))

    def replace_notices(self, notices: tuple[NoticeRow, ...], host: str = "") -> None:
        self._keep(lambda tab: tab.replace_notices(notices, host))

    def clear(self) -> None:
        self._keep(lambda tab: tab.clear())

    def show_computer_column(self, shown: bool) -> None:
        self._keep(lambda tab: tab.show_computer_column(shown))

    def on_model(self, call: Callable[[RowTableModel[MessageRow]], object]) -> None:
        """``call`` on the tab's model, once the tab is built (boinc_gui/hosts/feeds.py)."""
        self._keep(lambda tab: call(tab.model))


class LazyNotices(KeepingTab["NoticesTab"]):
    unread_changed = Signal(int)  # the tab's own, passed on

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_notices, parent, self._wire_notices)

    def _wire_notices(self, tab: NoticesTab) -> None:
        tab.unread_changed.connect(self.unread_changed)

    @property
    def model(self) -> RowTableModel[NoticeRow]:
        return self.tab().model

    # A notice or an alert builds the tab at once: its unread count is on the tab, in the tray
    # and in the reminder from the moment it comes (after the window is complete, always).
    def add(self, notices: tuple[NoticeRow, ...], host: str = "", refreshed: bool = False) -> None:
        self.tab().add(notices, host, refreshed)

    def add_alert(self, note: Notification) -> None:
        self.tab().add_alert(note)

    def remove_host(self, host: str) -> None:
        self._keep(lambda tab: tab.remove_host(host))

    def clear(self) -> None:
        self._keep(lambda tab: tab.clear())

    def show_computer_column(self, shown: bool) -> None:
        self._keep(lambda tab: tab.show_computer_column(shown))

    def set_host_state(self, host: str, name: str | None = None, stale: str = "") -> None:
        """The Computer column's name of ``host`` and whether its lines are out of date (the model's)."""
        self._keep(lambda tab: tab.model.set_host_state(host, name, stale))
