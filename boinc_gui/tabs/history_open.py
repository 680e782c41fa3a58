"""Opening the task history for the window, and what to tell the volunteer when it cannot be.

A damaged file is found before anything is written to it (core/history/damage.py). The
volunteer is asked whether to repair it; a repair first keeps the damaged file as a copy.
Every sentence here says what happened to the file, and only what did.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from core.history import HISTORY_FILE, HistoryDb, HistorySchemaError
from core.history.damage import HistoryDamagedError, repair_history

Confirm = Callable[[str, str], bool]


def open_history(root: Path, cap: int | None, confirm: Confirm) -> tuple[HistoryDb | None, str]:
    """The history of ``root``, and a sentence for the volunteer ("" when all went well).

    ``confirm(title, text)`` asks whether to repair a damaged file.
    """
    path = root / HISTORY_FILE
    try:
        return HistoryDb(path, cap), ""
    except HistoryDamagedError as exc:
        damaged = exc
    except (HistorySchemaError, OSError, sqlite3.Error) as exc:
        return None, f"The task history in {root} cannot be opened: {exc}. Finished tasks are not recorded this time."
    said = f"The task history cannot be used: {damaged}. Finished tasks are not recorded this time."
    if not damaged.untouched or not confirm(
            "Task history damaged",
            f"{said}\n\nRepair it? The damaged file is kept as a copy beside it, and a new history is made "
            "from the tasks that can still be read."):
        return None, said
    try:
        done = repair_history(path)
        db = HistoryDb(path, cap)
    except (HistorySchemaError, OSError, sqlite3.Error) as exc:
        return None, f"The task history could not be repaired: {exc}. Finished tasks are not recorded this time."
    lost = f"; {done.rows_lost} damaged rows could not be read" if done.rows_lost else ""
    return db, (f"The task history was repaired: {done.tasks_saved} tasks and {done.days_saved} daily figures "
                f"kept{lost}. The damaged file is kept as {done.kept_copy}.")
