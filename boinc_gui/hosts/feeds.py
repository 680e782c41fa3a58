"""Which computers the window shows, and the routing of their snapshots into its tabs.

``HostFeeds`` belongs to one ``MainWindow``. It subscribes to the ``ClientBridge``
of every computer on show (one in the single-computer view, every connected one
in the all-computers view) and hands each snapshot to the tabs tagged with its
host id. The Projects, Tasks, Transfers and Event-log models keep the rows of
several hosts side by side (boinc_gui/tables/row_model.py), so rows of different
computers never collide and every action goes back to the host its row came
from (``bridge_of``). A Computer column is shown in the merged view only.

The Disk and Statistics tabs, the status bar, the tray and the window's
``snapshot`` follow one host, the *primary*: the computer shown, or this
computer in the merged view (those tabs then say so). Switching resets them, so
one computer's disk or charts never stay on screen under another's name.

A host that stops answering keeps its rows, drawn greyed with the reason
(``set_host_state``); nothing here waits on a host, so a slow or dead one never
freezes the window.

In the merged view the hosts' snapshots are taken in together, at most every
``FLUSH_EVERY_MS`` (once a second with more than ``MANY_HOSTS``; ``flush``):
each host's newest one, with every event-log line and notice since its last.
Fifty hosts answering once a second each would otherwise mean fifty table
updates, and in a sorted table fifty re-orderings of 50,000 rows, every second.
GUI thread only.
"""
from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.names import LOCAL_NAME, shown_host
from boinc_gui.runtime import gc_tuning

if TYPE_CHECKING:
    # Types only: the snapshot's dataclasses load with the engine (issue 36).
    from boinc_gui.main_window import MainWindow
    from boinc_gui.tables.row_model import RowTableModel
    from boinc_gui.tables.table_view import TableTab
    from core.api.snapshot import ClientSnapshot, MessageRow, NoticeRow

LOCAL_ID = "local"  # this computer's client (the composition root's bridge)
ALL_ID = "*all*"  # the selector's "All computers"; never a host id (those are hex)
SnapshotSlot = Callable[["ClientSnapshot", tuple["MessageRow", ...], tuple["NoticeRow", ...], bool], None]
FLUSH_EVERY_MS = 250  # the merged view takes the hosts' snapshots in at most this often
# With many hosts, once a second, as each host answers: in a table sorted by progress
# every flush repaints most rows shown, and four of them a second add nothing a
# volunteer can read (BOINC Manager itself refreshes once a second).
FLUSH_EVERY_MS_MANY = 1000
MANY_HOSTS = 8
FLUSH_BUDGET_MS = 8.0  # and spends about this long at a time doing it


@dataclass
class _Pending:
    """What one host sent since the merged view last took its snapshots in."""

    snap: ClientSnapshot
    messages: list[MessageRow] = field(default_factory=list)
    notices: list[NoticeRow] = field(default_factory=list)
    refreshed: bool = False  # the notices replace every notice shown for the host


@dataclass(frozen=True)
class Feed:
    """One computer the window can show."""

    host_id: str
    name: str  # what the Computer column and the title say
    bridge: ClientBridge
    history: tuple[MessageRow, ...] = ()  # event-log lines received before it was shown
    notices: tuple[NoticeRow, ...] = ()  # its notices received before it was shown


class HostFeeds(QObject):
    """The hosts a window shows. Starts with ``bridge`` as this computer, shown alone."""

    def __init__(self, window: MainWindow, bridge: ClientBridge, name: str = LOCAL_NAME) -> None:
        super().__init__(window)
        self.window = window
        self.merged = False
        self.primary = LOCAL_ID
        self.latest: dict[str, ClientSnapshot] = {}  # host id -> its newest snapshot shown
        self._feeds: dict[str, Feed] = {}
        self._slots: dict[str, SnapshotSlot] = {}
        self._stale: dict[str, str] = {}
        self._pending: dict[str, _Pending] = {}  # merged view: snapshots not taken in yet, by host
        self._flushed_at = 0.0  # monotonic
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._subscribe(Feed(LOCAL_ID, name, bridge), draw=False)  # the window draws it when built

    def draw_latest(self) -> None:
        """Show each host's latest snapshot again (the window calls it once it is built)."""
        for host, feed in self._feeds.items():
            if feed.bridge.latest is not None:
                self._on_snapshot(host, feed.bridge.latest, (), (), False)

    # ------------------------------------------------------------ queries
    def hosts(self) -> list[str]:
        return list(self._feeds)

    def feed(self, host_id: str) -> Feed | None:
        return self._feeds.get(host_id)

    def bridge_of(self, host_id: str) -> ClientBridge | None:
        """The bridge of the host a row came from (None: that host is no longer shown)."""
        f = self._feeds.get(host_id)
        return f.bridge if f is not None else None

    def bridges(self) -> list[ClientBridge]:
        return [f.bridge for f in self._feeds.values()]

    def primary_feed(self) -> Feed:
        return self._feeds.get(self.primary) or next(iter(self._feeds.values()))

    def stale(self, host_id: str) -> str:
        """Why ``host_id``'s rows are out of date; "" when they are current."""
        return self._stale.get(host_id, "")

    # ------------------------------------------------------------ switching
    def show_host(self, feed: Feed) -> None:
        """Show one computer alone: its rows, its log history, its disk and charts."""
        self._drop_all()
        self.merged = False
        self.primary = feed.host_id
        self._show_computer_columns(False)
        self._subscribe(feed, draw=False)
        self.window.reset_host_tabs()
        self.draw_latest()
        self.window.host_view_changed()

    def show_all(self, feeds: list[Feed], primary: str = LOCAL_ID) -> None:
        """Show every feed at once, merged, with a Computer column; ``primary`` feeds Disk and Statistics."""
        if not feeds:
            return
        self._drop_all()
        self.merged = True
        ids = [f.host_id for f in feeds]
        self.primary = primary if primary in ids else (ids[0] if ids else LOCAL_ID)
        self._show_computer_columns(True)
        # The hosts' histories interleaved by time, so the merged log reads in order.
        lines = heapq.merge(*([(m.time, m.seqno, f.host_id, m) for m in f.history] for f in feeds))
        run: list[MessageRow] = []
        run_host = ""
        for _, _, host, m in lines:
            if host != run_host and run:
                self.window.log.add_messages(tuple(run), run_host)
                run = []
            run_host = host
            run.append(m)
        if run:
            self.window.log.add_messages(tuple(run), run_host)
        for f in feeds:
            self._subscribe(Feed(f.host_id, f.name, f.bridge, notices=f.notices), draw=False)
        if self._feeds:
            self.window.reset_host_tabs()
        self.draw_latest()
        self.window.host_view_changed()

    def add_feed(self, feed: Feed) -> None:
        """A host connected while the merged view is shown: its rows join."""
        if feed.host_id in self._feeds:
            self.remove_feed(feed.host_id)
        self._subscribe(feed)
        self.window.host_view_changed()

    def remove_feed(self, host_id: str) -> None:
        """A host went away (removed, or its connection replaced): its rows leave."""
        if host_id not in self._feeds or len(self._feeds) == 1:
            return
        self._unsubscribe(host_id)
        for model in self._models():
            model.remove_host(host_id)
        self._log_model_later(lambda m: m.remove_host(host_id))
        self.window.notices.remove_host(host_id)
        if host_id == self.primary:
            self.primary = next(iter(self._feeds))
            self.window.reset_host_tabs()
            latest = self.latest.get(self.primary)
            if latest is not None:
                self.window.on_primary_snapshot(latest)
        self.window.host_view_changed()

    def set_host_state(self, host_id: str, stale: str) -> None:
        """Mark ``host_id``'s rows out of date (``stale`` says why) or current again ("")."""
        if host_id not in self._feeds or self._stale.get(host_id, "") == stale:
            return
        if stale:
            self._stale[host_id] = stale
        else:
            self._stale.pop(host_id, None)
        for model in self._models():
            model.set_host_state(host_id, stale=stale)
        self._log_model_later(lambda m: m.set_host_state(host_id, stale=stale))

    # ------------------------------------------------------------ internals
    def _models(self) -> list[RowTableModel[Any]]:
        w = self.window
        # The event log's once it is built; until then its stand-in keeps the calls (_log_model_later).
        models: list[RowTableModel[Any]] = [w.projects.model, w.tasks.model, w.transfers.model]
        return models + [w.log.model] if w.log.loaded else models

    def _log_model_later(self, call: Callable[[RowTableModel[MessageRow]], object]) -> None:
        """``call`` on the event log's model once the tab is built (now, it is one of _models())."""
        if not self.window.log.loaded:
            self.window.log.on_model(call)

    def _show_computer_columns(self, shown: bool) -> None:
        w = self.window
        for tab in (w.projects, w.tasks, w.transfers):
            tab.show_computer_column(shown)
        w.log.show_computer_column(shown)
        w.notices.show_computer_column(shown)

    def _subscribe(self, feed: Feed, draw: bool = True) -> None:
        host = feed.host_id
        self._feeds[host] = feed
        for model in self._models():
            model.set_host_state(host, shown_host(feed.name), stale=self._stale.get(host, ""))
        stale = self._stale.get(host, "")
        self._log_model_later(lambda m: m.set_host_state(host, shown_host(feed.name), stale=stale))
        self.window.notices.set_host_state(host, shown_host(feed.name))

        def slot(snap: ClientSnapshot, messages: tuple[MessageRow, ...], notices: tuple[NoticeRow, ...],
                 refreshed: bool) -> None:
            if self.merged:
                self._hold(host, snap, messages, notices, refreshed)
            else:
                self._on_snapshot(host, snap, messages, notices, refreshed)

        self._slots[host] = slot
        feed.bridge.snapshot_updated.connect(slot)
        if feed.history:
            self.window.log.add_messages(feed.history, host)
        if feed.notices:
            self._take_notices(host, feed.notices, refreshed=True)
        if draw and feed.bridge.latest is not None:
            self._on_snapshot(host, feed.bridge.latest, (), (), False)

    def _unsubscribe(self, host_id: str) -> None:
        feed = self._feeds.pop(host_id)
        slot = self._slots.pop(host_id)
        try:
            feed.bridge.snapshot_updated.disconnect(slot)
        except (RuntimeError, TypeError):  # the bridge is already gone (deleteLater ran)
            pass
        self.latest.pop(host_id, None)
        self._stale.pop(host_id, None)
        self._pending.pop(host_id, None)

    def _drop_all(self) -> None:
        for host in list(self._feeds):
            self._unsubscribe(host)
        for model in self._models()[:3]:
            model.clear()
        self.window.log.clear()
        self.window.notices.clear()

    def _hold(self, host: str, snap: ClientSnapshot, messages: tuple[MessageRow, ...],
              notices: tuple[NoticeRow, ...], refreshed: bool) -> None:
        """Keep ``host``'s snapshot for the next ``flush`` (merged view)."""
        held = self._pending.get(host)
        if held is None:
            held = self._pending[host] = _Pending(snap)
        held.snap = snap
        held.messages.extend(messages)
        if refreshed:  # the host started its notice list over: the ones held before are void
            held.notices, held.refreshed = list(notices), True
        else:
            held.notices.extend(notices)
        if not self._flush_timer.isActive():
            since_ms = (time.monotonic() - self._flushed_at) * 1000
            self._flush_timer.start(int(max(0.0, self.flush_period_ms() - since_ms)))

    def flush_period_ms(self) -> int:
        return FLUSH_EVERY_MS_MANY if len(self._feeds) > MANY_HOSTS else FLUSH_EVERY_MS

    def flush(self) -> None:
        """Take the held snapshots into the tabs, re-ordering sorted tables once for all of them.

        Hosts are taken in until ``FLUSH_BUDGET_MS`` is spent; the rest wait for the next
        turn of the event loop, so input and painting come in between.
        """
        self._flush_timer.stop()
        held, self._pending = self._pending, {}
        self._flushed_at = time.monotonic()
        if not held:
            return
        models = self._models()
        for model in models:
            model.begin_batch()
        deadline = time.perf_counter() + FLUSH_BUDGET_MS / 1000
        first = False  # a host's first snapshot came in: many new long-lived rows
        try:
            while held:
                host = next(iter(held))
                h = held.pop(host)
                if host in self._feeds:
                    first = first or host not in self.latest
                    self._on_snapshot(host, h.snap, tuple(h.messages), tuple(h.notices), h.refreshed, enable=False)
                if time.perf_counter() > deadline:
                    break
        finally:
            for model in models:
                model.end_batch()
            if held:  # nothing arrived meanwhile (this is the GUI thread): the rest go first next turn
                self._pending = held
                self._flush_timer.start(0)
        if first:
            gc_tuning.settle()
        self.window.update_enabled()

    def _take_notices(self, host: str, notices: tuple[NoticeRow, ...], refreshed: bool) -> None:
        """``host``'s new notices (its whole list when ``refreshed``), to the log and the Notices tab."""
        w = self.window
        if refreshed:
            w.log.replace_notices(notices, host)
        else:
            for n in notices:
                w.log.add_notice(n, host)
        if notices or refreshed:
            w.notices.add(notices, host, refreshed)

    def _on_snapshot(self, host: str, snap: ClientSnapshot, messages: tuple[MessageRow, ...],
                     notices: tuple[NoticeRow, ...], refreshed: bool, enable: bool = True) -> None:
        w = self.window
        self.latest[host] = snap
        if host in self._stale:
            self.set_host_state(host, "")  # it answered: its rows are current again
        # Each table with its own kind of rows (typed loosely: mypy does not pair them up in a loop).
        tables: tuple[tuple[TableTab[Any], Sequence[object]], ...] = (
            (w.projects, snap.projects), (w.tasks, snap.tasks), (w.transfers, snap.transfers))
        for tab, rows in tables:
            tab.model.time = snap.time
            tab.model.set_rows(rows, host)
        w.log.add_messages(messages, host)
        self._take_notices(host, notices, refreshed)
        if host == self.primary:
            w.on_primary_snapshot(snap)
        if enable:
            w.update_enabled()
