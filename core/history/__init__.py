"""The manager's long view: every finished task of every host, and daily statistics, in SQLite.

``HistoryDb`` (db.py) is the file; ``HistoryRecorder`` (recorder.py) fills it from a
client's snapshots, ``RemoteHistoryPoller`` (remote_poll.py) from a remote host's GUI
RPC once a minute, and ``import_data_dir`` (job_log_import.py) from BOINC's job log and
statistics files. No Qt here; the History tab (boinc_gui/tabs/history.py) reads it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

# Loaded now: the function has its module's name, which importing the module (for any other of
# its names) would otherwise bind here in its place.
from core.history.daily_series import DAILY_FIGURES, DailyRange, DailySeries, daily_series
from core.lazy_names import lazy_names

if TYPE_CHECKING:
    from core.history.csv_export import export_csv
    from core.history.db import DEFAULT_MAX_BYTES, HISTORY_FILE, AppAverage, HistoryDb
    from core.history.job_log_import import ImportReport, import_data_dir, import_files
    from core.history.query import HistoryFilter, SortKey
    from core.history.recorder import HistoryRecorder
    from core.history.records import AbortedBy, DailyStat, Outcome, TaskRecord, day_of, exit_meaning
    from core.history.remote_poll import RemoteHistoryPoller
    from core.history.schema import SCHEMA_VERSION, HistorySchemaError

# Each name's module, loaded when the name is first asked for (PEP 562): the window opens its
# history file before it is complete, and the job-log import and the remote hosts' poller
# (some 45 modules with GUI RPC's client and the state-file readers) are not needed for that
# (issue 36).
_MODULE_OF = {
    "export_csv": "csv_export",
    **dict.fromkeys(("DEFAULT_MAX_BYTES", "HISTORY_FILE", "AppAverage", "HistoryDb"), "db"),
    **dict.fromkeys(("ImportReport", "import_data_dir", "import_files"), "job_log_import"),
    **dict.fromkeys(("HistoryFilter", "SortKey"), "query"),
    "HistoryRecorder": "recorder",
    **dict.fromkeys(("AbortedBy", "DailyStat", "Outcome", "TaskRecord", "day_of", "exit_meaning"), "records"),
    "RemoteHistoryPoller": "remote_poll",
    **dict.fromkeys(("SCHEMA_VERSION", "HistorySchemaError"), "schema"),
}


__getattr__ = lazy_names(__name__, _MODULE_OF, globals())


__all__ = [
    "AbortedBy",
    "AppAverage",
    "DAILY_FIGURES",
    "DEFAULT_MAX_BYTES",
    "DailyRange",
    "DailySeries",
    "DailyStat",
    "HISTORY_FILE",
    "HistoryDb",
    "HistoryFilter",
    "HistoryRecorder",
    "HistorySchemaError",
    "ImportReport",
    "Outcome",
    "RemoteHistoryPoller",
    "SCHEMA_VERSION",
    "SortKey",
    "TaskRecord",
    "daily_series",
    "day_of",
    "exit_meaning",
    "export_csv",
    "import_data_dir",
    "import_files",
]
