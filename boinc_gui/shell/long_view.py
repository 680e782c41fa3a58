"""What lasts beyond one snapshot (issue 23): the alerts, the task history and the History tab.

``start`` opens them when the window is populated: the alert centre (its balloons also go to
the Notices tab), the history database next to manager.ini with its tab and the Statistics
tab's daily charts, a recorder on the client's own snapshots (not for an emulator: its tasks
are not this computer's) and, once, an import of this computer's BOINC job logs. ``stop``
closes them when the window quits. The window is a type here only.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from core.history import HistoryDb

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def start(w: MainWindow, bridge: ClientBridge) -> None:
    """Alerts, history and the History tab for ``w`` over ``bridge``'s client."""
    from boinc_gui.shell.alerts import AlertCenter
    from boinc_gui.tabs.history import HistoryTab, local_label

    root = manager_dir(w.settings.fileName())
    w.alerts = AlertCenter(w.settings, w.tray.icon if w.tray is not None else None, data_dir=root, parent=w)
    w.alerts.notified.connect(w.notices.add_alert)  # the Notices tab keeps what the balloons said
    w.history_db = None
    w.history_recorder = None
    if root is None:
        return  # settings kept outside a directory: nowhere to keep a history
    from boinc_gui.tabs.history_cap import history_cap_bytes
    from boinc_gui.tabs.history_open import open_history
    from core.history import HistoryRecorder

    early = w.history_opening
    w.history_opening = None
    cap = history_cap_bytes(w.settings)
    if early is not None and (early[0], early[1]) != (root, cap):
        early = None  # opened for another place or cap (the window's settings changed since): not this one
    w.history_db, said = open_history(root, cap, w.confirm, early[2] if early is not None else None)
    if said:
        w.show_error(said)
    if w.history_db is None:
        return
    w.history_tab = HistoryTab(w.history_db, w)
    import socket

    names = (socket.gethostname(), host_name(w))
    w.history_tab.set_local_host(*names)  # one name: "This computer"
    w.add_tab(translate("MainWindow", "History"), w.history_tab)
    # The daily charts: days and months, across restarts; this computer by the same name.
    w.stats.set_history_db(w.history_db, labels={n: local_label() for n in names if n})
    if bridge.client.capabilities.emulated:
        return  # the emulator's tasks are not this computer's history
    w.history_recorder = HistoryRecorder(w.history_db)
    # The client's own listener, not the bridge's signal: the bridge drops all but the
    # newest snapshot of a burst, and a task may finish and leave within one.
    bridge.client.add_listener(w.history_recorder.on_snapshot)
    local = w._local_data_dir()
    if local is not None:
        import_job_logs(w.history_db, local, host_name(w))


def open_history_early(w: MainWindow) -> None:
    """Start opening the history file on a thread of its own, for ``start`` to take (issue 36:
    the disk's waits overlap the engine's loading). Nothing without a place for a history."""
    from boinc_gui.tabs.history_cap import history_cap_bytes
    from boinc_gui.tabs.history_open import open_history_early as opening

    root = manager_dir(w.settings.fileName())
    if root is not None and w.history_opening is None:
        cap = history_cap_bytes(w.settings)
        w.history_opening = (root, cap, opening(root, cap))


def manager_dir(settings_file: str) -> Path | None:
    """The manager's own directory (where manager.ini lives); None for settings kept elsewhere."""
    return Path(settings_file).parent if settings_file.endswith(".ini") else None


def import_job_logs(db: HistoryDb, data_dir: Path, host: str) -> None:
    """BOINC's job logs and statistics files of this computer's client, once (off the GUI thread,
    from the event loop's next turn on)."""
    import threading

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
    recorder, db = getattr(w, "history_recorder", None), getattr(w, "history_db", None)
    if recorder is not None:
        try:
            w.bridge.client.remove_listener(recorder.on_snapshot)
        except (AttributeError, ValueError):
            pass
        recorder.close()
    if db is not None:
        w.stats.set_history_db(None)
        db.close()
