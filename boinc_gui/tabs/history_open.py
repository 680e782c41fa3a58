"""Opening the task history for the window, and what to tell the volunteer when it cannot be.

A damaged file is found before anything is written to it (core/history/damage.py). The
volunteer is asked whether to repair it; a repair first keeps the damaged file as a copy.
Every sentence here says what happened to the file, and only what did.
"""
from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from boinc_gui.formatting import fill, translate

if TYPE_CHECKING:
    from core.history import HistoryDb

Confirm = Callable[[str, str], bool]


def open_history_early(root: Path, cap: int | None | Callable[[], int | None]) -> Future[HistoryDb]:
    """The history of ``root`` opened on a thread of its own; ``open_history(..., opened=)`` takes it.

    Opening waits on the disk (SQLite's syncs as it sets up or checks the file: 15-20 ms here,
    50-60 ms for a new file), time the window's start-up spends loading the engine meanwhile
    (issue 36). The attempt is the only one: its error, if any, is met by open_history on the
    GUI thread as if it had been made there (a damaged file's question included)."""
    opened: Future[HistoryDb] = Future()

    def work() -> None:
        try:
            # core.history loads here, on this thread, not on the window's (issue 36); ``cap`` may
            # be a function, to read the setting here too (boinc_gui/shell/long_view.py).
            from core.history import HISTORY_FILE, HistoryDb

            opened.set_result(HistoryDb(root / HISTORY_FILE, cap() if callable(cap) else cap))
        except BaseException as exc:  # noqa: BLE001 - handed to open_history, which says or re-raises it
            opened.set_exception(exc)

    threading.Thread(target=work, name="history-open", daemon=True).start()
    return opened


def open_history(root: Path, cap: int | None, confirm: Confirm,
                 opened: Future[HistoryDb] | None = None) -> tuple[HistoryDb | None, str]:
    """The history of ``root``, and a sentence for the volunteer ("" when all went well).

    ``confirm(title, text)`` asks whether to repair a damaged file. ``opened``: the attempt
    ``open_history_early`` made (for the same ``root`` and ``cap``), waited for here.
    """
    from core.history import HISTORY_FILE, HistoryDb, HistorySchemaError
    from core.history.damage import HistoryDamagedError, repair_history

    path = root / HISTORY_FILE
    try:
        return (opened.result() if opened is not None else HistoryDb(path, cap)), ""
    except HistoryDamagedError as exc:
        damaged = exc
    except (HistorySchemaError, OSError, sqlite3.Error) as exc:
        return None, fill(translate("history_open", "The task history in %1 cannot be opened: %2. Finished tasks are "
                                             "not recorded this time."), root, exc)
    said = fill(translate("history_open", "The task history cannot be used: %1. Finished tasks are not recorded "
                                          "this time."), damaged)
    if not damaged.untouched or not confirm(
            translate("history_open", "Task history damaged"),
            fill(translate("history_open", "%1\n\nRepair it? The damaged file is kept as a copy beside it, and a new "
                                           "history is made from the tasks that can still be read."), said)):
        return None, said
    try:
        done = repair_history(path)
        db = HistoryDb(path, cap)
    except (HistorySchemaError, OSError, sqlite3.Error) as exc:
        return None, fill(translate("history_open", "The task history could not be repaired: %1. Finished tasks are "
                                             "not recorded this time."), exc)
    if done.rows_lost:
        return db, fill(translate("history_open", "The task history was repaired: %1 tasks and %2 daily figures kept; "
                                              "%3 damaged rows could not be read. The damaged file is kept as %4."),
                        done.tasks_saved, done.days_saved, done.rows_lost, done.kept_copy)
    return db, fill(translate("history_open", "The task history was repaired: %1 tasks and %2 daily figures kept. "
                                          "The damaged file is kept as %3."),
                    done.tasks_saved, done.days_saved, done.kept_copy)
