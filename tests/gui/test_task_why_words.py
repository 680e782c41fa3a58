"""The Tasks table while computing is suspended and while it runs (issue 36, item 11): Status stays
short, the suspension's reason is in Why, a suspended row never reads "Running: its time slice ...",
and Why speaks no debt, REC, LTD, shortfall or CPU-seconds. Driven through the Activity menu."""
from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui.main_window import MainWindow
from boinc_gui.tables.row_model import ROW_ROLE
from core.state import RunMode
from tests.gui.conftest import wait_snapshot

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]

JARGON = re.compile(r"\b(debt|REC|LTD|shortfall|CPU-s)\b")


def shown(window: MainWindow, key: str) -> list[tuple[str, str, str]]:
    """(row's full status, Status cell, Why cell) of every task row shown."""
    tab = window.tasks
    cols = [c.key for c in tab.model.columns]
    status, why = cols.index("status"), cols.index("why")
    return [(tab.proxy.index(i, 0).data(ROW_ROLE).status, str(tab.proxy.index(i, status).data()),
             str(tab.proxy.index(i, why).data())) for i in range(tab.proxy.rowCount())]


def test_suspended_rows_say_why_in_why_and_running_rows_speak_plainly(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: any(t.running for t in s.tasks))
    qtbot.waitUntil(lambda: any(w.startswith("Running") for _, _, w in shown(window, "why")), timeout=20000)
    for _full, _status, why in shown(window, "why"):
        assert not JARGON.search(why), why
    window.run_actions[RunMode.NEVER].trigger()  # Activity ▸ Suspend
    wait_snapshot(qtbot, window, lambda s: s.activity.run_mode == RunMode.NEVER and not any(t.running for t in s.tasks))
    qtbot.waitUntil(lambda: any(full.startswith("Suspended - ") for full, _, _ in shown(window, "why")), timeout=20000)
    rows = [r for r in shown(window, "why") if r[0].startswith("Suspended - ")]
    for full, status, why in rows:
        assert status == "Suspended", (full, status)
        assert why == "Suspended: you suspended computing (Activity menu)", (full, why)
        assert "time slice" not in why and not why.startswith("Running")
