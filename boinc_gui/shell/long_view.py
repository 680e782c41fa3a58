"""What lasts beyond one snapshot (issue 23): the alerts, the task history and the History tab.

``start`` runs in ``MainWindow.populate`` and does only what the complete window shows (issue
36: complete within BOINC Manager's window time): the History tab's stand-in
(boinc_gui/tabs/lazy_history.py) and a listener that keeps the client's snapshots for the
history's recorder until it exists. The rest comes after: ``begin`` (the event loop's first turn
after the window is complete: ``MainWindow.show_complete``; once the app has painted it) opens
the history file on a thread of its own, which loads core.history there; ``finish`` (in the idle
turns after the first data, or as soon as anything asks for the history) takes the open file,
makes the recorder and hands it the kept snapshots in order, gives the Statistics tab its daily
charts and starts the one import of this computer's BOINC job logs. The alert centre (its
balloons also go to the Notices tab) is made when first asked for (``alert_center``: the first
snapshot does). ``stop`` closes them when the window quits. The window is a type here only.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from concurrent.futures import Future

    from PySide6.QtGui import QAction

    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from boinc_gui.shell.alerts import AlertCenter
    from core.api.client import ClientInterface
    from core.api.snapshot import ClientSnapshot
    from core.history import HistoryDb, HistoryRecorder

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


class KeptSnapshots:
    """The client's snapshots, kept (on the client's thread) until the recorder exists, then
    handed to it in order and every later one passed straight on: none lost, none twice."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: list[ClientSnapshot] = []
        self._recorder: HistoryRecorder | None = None

    def on_snapshot(self, snap: ClientSnapshot) -> None:
        with self._lock:
            if self._recorder is None:
                self._kept.append(snap)
                return
            self._recorder.on_snapshot(snap)

    def hand_to(self, recorder: HistoryRecorder) -> None:
        with self._lock:  # a snapshot arriving meanwhile waits, and follows the kept ones
            for snap in self._kept:
                recorder.on_snapshot(snap)
            self._kept = []
            self._recorder = recorder


@dataclass
class LongView:
    """The window's long view, as far as it has come (``MainWindow.long_view``)."""

    root: Path | None = None
    client: ClientInterface | None = None
    kept: KeptSnapshots | None = None  # None: nothing to record (no history place, or an emulator)
    opening: Future[HistoryDb] | None = None
    finished: bool = False
    db: HistoryDb | None = None
    recorder: HistoryRecorder | None = None
    alerts: AlertCenter | None = None
    view_entry: QAction | None = field(default=None)


def start(w: MainWindow, bridge: ClientBridge) -> None:
    """The History tab's stand-in and the snapshots kept for the recorder (see the module's docstring)."""
    from boinc_gui.tabs.lazy_history import LazyHistory

    root = manager_dir(w.settings.fileName())
    lv = w.long_view = LongView(root=root, client=bridge.client)
    if root is None:
        lv.finished = True
        return  # settings kept outside a directory: nowhere to keep a history
    w.history_tab = LazyHistory(lambda: history(w), w)
    lv.view_entry = w.add_tab(translate("MainWindow", "History"), w.history_tab)
    if not bridge.client.capabilities.emulated:  # the emulator's tasks are not this computer's history
        # The client's own listener, not the bridge's signal: the bridge drops all but the
        # newest snapshot of a burst, and a task may finish and leave within one.
        lv.kept = KeptSnapshots()
        bridge.client.add_listener(lv.kept.on_snapshot)


def begin(w: MainWindow) -> None:
    """Start opening the history file on a thread of its own (once; the window is complete:
    ``MainWindow.show_complete`` queues this)."""
    lv = w.long_view
    if lv.root is not None and not lv.finished and lv.opening is None:
        lv.opening = _opening(lv.root, w.settings.fileName())


def _opening(root: Path, settings_file: str) -> Future[HistoryDb]:
    from boinc_gui.tabs.history_open import open_history_early

    def cap() -> int | None:  # read on the opening thread, from a QSettings of its own (reentrant)
        from PySide6.QtCore import QSettings

        from boinc_gui.tabs.history_cap import history_cap_bytes

        return history_cap_bytes(QSettings(settings_file, QSettings.Format.IniFormat))

    return open_history_early(root, cap)


def history(w: MainWindow) -> HistoryDb | None:
    """The open history (None: none here), finishing its start first if need be."""
    finish(w)
    return w.long_view.db


def finish(w: MainWindow) -> None:
    """Take the open history file: the recorder, the Statistics tab's daily charts, the History
    tab's names, the job logs' import (once; see the module's docstring)."""
    lv = w.long_view
    if lv.finished:
        return
    assert lv.root is not None and lv.client is not None
    begin(w)
    lv.finished = True  # from here on once, whatever a question below lets the event loop do
    from boinc_gui.tabs.history_cap import history_cap_bytes
    from boinc_gui.tabs.history_open import open_history

    lv.db, said = open_history(lv.root, history_cap_bytes(w.settings), w.confirm, lv.opening)
    lv.opening = None
    if said:
        w.show_error(said)
    if lv.db is None:
        if lv.kept is not None:
            lv.client.remove_listener(lv.kept.on_snapshot)
            lv.kept = None
        drop_history_tab(w)
        return
    import socket

    from boinc_gui.tabs.history import local_label

    names = (socket.gethostname(), host_name(w))
    w.history_tab.set_local_host(*names)  # one name: "This computer"
    # The daily charts: days and months, across restarts; this computer by the same name.
    w.stats.set_history_db(lv.db, labels={n: local_label() for n in names if n})
    if lv.kept is None:
        return
    from core.history import HistoryRecorder

    lv.recorder = HistoryRecorder(lv.db)
    lv.kept.hand_to(lv.recorder)
    local = w._local_data_dir()
    if local is not None:
        import_job_logs(lv.db, local, host_name(w))


def drop_history_tab(w: MainWindow) -> None:
    """No history this time: its tab and View entry go."""
    lv = w.long_view
    index = w.tabs.indexOf(w.history_tab)
    if index >= 0:
        w.tabs.removeTab(index)
        w.tab_specs = [spec for spec in w.tab_specs if spec[1] is not w.history_tab]
    if lv.view_entry is not None:
        w.view_menu.removeAction(lv.view_entry)
        lv.view_entry = None
    w.history_tab.hide()


def alert_center(w: MainWindow) -> AlertCenter:
    """The alert centre, made when first asked for (the first snapshot, a host's health, the
    Alerts menu); what its balloons said also goes to the Notices tab."""
    lv = w.long_view
    if lv.alerts is None:
        from boinc_gui.shell.alerts import AlertCenter

        lv.alerts = AlertCenter(w.settings, w.tray.icon if w.tray is not None else None, data_dir=lv.root,
                                parent=w)
        lv.alerts.notified.connect(w.notices.add_alert)  # the Notices tab keeps what the balloons said
    return lv.alerts


def manager_dir(settings_file: str) -> Path | None:
    """The manager's own directory (where manager.ini lives); None for settings kept elsewhere."""
    return Path(settings_file).parent if settings_file.endswith(".ini") else None


def import_job_logs(db: HistoryDb, data_dir: Path, host: str) -> None:
    """BOINC's job logs and statistics files of this computer's client, once (off the GUI thread,
    from the event loop's next turn on)."""

    def work() -> None:
        from core.history import import_data_dir

        try:
            import_data_dir(db, data_dir, host)
        except Exception as exc:  # noqa: BLE001 -- a bad old file must not cost the window; said in the log
            import logging

            logging.getLogger(__name__).warning("importing job logs from %s failed: %s", data_dir, exc)

    # Started once the event loop runs again, i.e. when the window is complete: the thread loads
    # the state files' readers (some 40 modules), which would otherwise take turns at the
    # interpreter with the rest of the start-up (issue 36).
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, threading.Thread(target=work, name="history-import", daemon=True).start)


def host_name(w: MainWindow) -> str:
    """The primary host's name as its client reports it (this machine's name before the first snapshot)."""
    snap = w.feeds.latest.get(w.feeds.primary_feed().host_id) if w.populated else None
    name = snap.host.name if snap is not None else ""
    if not name:
        import socket

        name = socket.gethostname()
    return name


def stop(w: MainWindow) -> None:
    """The recorder off the client and closed, the history database closed (the window quits)."""
    lv: LongView | None = getattr(w, "long_view", None)
    if lv is None:
        return
    if lv.opening is not None and not lv.finished:  # opened, never taken: closed all the same
        lv.finished = True
        try:
            lv.db = lv.opening.result()
        except Exception:  # noqa: BLE001 - nothing to close
            lv.db = None
        lv.opening = None
    if lv.kept is not None and lv.client is not None:
        try:
            lv.client.remove_listener(lv.kept.on_snapshot)
        except (AttributeError, ValueError):
            pass
    if lv.recorder is not None:
        lv.recorder.close()
    if lv.db is not None:
        w.stats.set_history_db(None)
        lv.db.close()
