"""The Notices tab measures only the notices that arrive and widens a column only when one needs
more room: fifty hosts' notices no longer measure the whole list once per host."""
from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui.formatting import format_client_time
from boinc_gui.tabs import notices as tab_notices
from boinc_gui.tabs.notices import NoticesTab
from core.api.snapshot import NoticeRow

pytestmark = pytest.mark.gui

TIME, FROM = 0, 1


def notices(first: int, source: str, n: int = 20) -> tuple[NoticeRow, ...]:
    return tuple(NoticeRow(first + i, 1_700_000_000.0 + first + i, f"Title {i}", "body", source) for i in range(n))


def test_notices_measure_only_new_notices_and_resize_only_when_one_needs_room(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    tab = NoticesTab()
    qtbot.addWidget(tab)
    tab.resize(1000, 600)
    tab.show()
    header = tab.view.horizontalHeader()
    long_source = "A project whose name needs a wider column than the default"
    tab.add(notices(1, long_source), "a")
    assert header.sectionSize(FROM) >= tab.view.fontMetrics().horizontalAdvance(long_source)  # not cut off
    formatted: list[float] = []
    real = format_client_time

    def counted(t: float) -> str:
        formatted.append(t)
        return real(t)

    monkeypatch.setattr(tab_notices, "format_client_time", counted)  # what the Time column's text calls
    resized: list[int] = []
    header.sectionResized.connect(lambda i, old, new: resized.append(i) if i in (TIME, FROM) else None)
    for h in range(30):  # other hosts' notices, shorter: each measured once, nothing resized
        tab.add(notices(100, "Short"), f"host{h}")
    assert tab.model.rowCount() == 20 + 30 * 20
    assert len(formatted) <= 30 * 20  # resizeColumnToContents measured the list's rows on every add
    assert resized == []
    tab.add(notices(200, long_source + ", and then some more words", n=1), "b")
    assert resized == [FROM]
    newest = [tab.model.row_at(i).time for i in range(tab.model.rowCount())]
    assert newest == sorted(newest, reverse=True)  # still newest first
