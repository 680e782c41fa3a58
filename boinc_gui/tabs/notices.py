"""The Notices tab: project notices and the client's own, with an unread count.

BOINC Manager opens on its Notices view; here notices also stay in the Event
log as "Project notice" lines (nothing the client says is lost), but this is
where they are read: a list (time, from, title) above the selected notice's
text. Notices arrive with snapshots (``add``), tagged with their computer as the
other tabs' rows are; a client that starts its notice list over replaces its
own (``refreshed``). A notice is unread until the tab has been shown after it
arrived; ``unread_changed`` carries the count for the tab's title and the tray.
Notice bodies come from project servers: they are shown as plain text (tags
stripped), never rendered as HTML. GUI thread only.
"""
from __future__ import annotations

import html
import re
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QSplitter, QStyle, QTextBrowser, QVBoxLayout, QWidget

from boinc_gui import a11y
from boinc_gui.formatting import format_client_time, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP, client_text
from boinc_gui.tables.line_view import line_view
from boinc_gui.tables.models import LEFT, Column, RowTableModel, computer_column
from boinc_gui.tabs.alert_words import notification_text, notification_title
from core.api.snapshot import NoticeRow

if TYPE_CHECKING:
    from core.alerts.model import Notification

ALERTS_HOST = "alerts"
"""The host key of the window's own alerts in the notices list (no client refresh replaces them)."""
ALERTS_SOURCE = QT_TRANSLATE_NOOP("NoticesTab", "Alert")
"""The From of the window's own alerts (English in the row; translated where shown)."""


def _source(n: NoticeRow) -> str:
    """Who a notice is from, as the list and the text say it."""
    if not n.project:
        return translate("NoticesTab", "This client")
    return translate("NoticesTab", ALERTS_SOURCE) if n.project == ALERTS_SOURCE else n.project

_TAG = re.compile(r"<[^>]{0,2000}>")


def notice_text(body: str) -> str:
    """A notice's body as plain text: line breaks kept, tags dropped, entities decoded."""
    text = re.sub(r"(?i)<br\s*/?>|</p>", "\n", body)
    return html.unescape(_TAG.sub("", text)).strip()


NOTICE_COLUMNS: list[Column[NoticeRow]] = [
    Column(
        "time", QT_TRANSLATE_NOOP("columns", "Time"), lambda n: format_client_time(n.time), lambda n: n.time, fit=True
    ),
    Column("from", QT_TRANSLATE_NOOP("columns", "From"), _source, lambda n: n.project, LEFT, fit=True),
    Column("title", QT_TRANSLATE_NOOP("columns", "Title"), lambda n: client_text(n.title), lambda n: n.title),
    computer_column(),
]


class NoticesTab(QWidget):
    unread_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: RowTableModel[NoticeRow] = RowTableModel(NOTICE_COLUMNS, lambda n: n.seqno, self)
        self.view = line_view(self, self.model, self.tr("Notices"), QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setColumnHidden(len(NOTICE_COLUMNS) - 1, True)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(self.tr("Notice text"))
        a11y.show_focus(self.text)
        self.text.setOpenLinks(False)
        self.text.setPlaceholderText(self.tr("No notices yet. Projects and the client post news and alerts here."))
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(self.text)
        split.setSizes([300, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(split)
        self.view.selectionModel().currentRowChanged.connect(lambda cur, _: self._show(cur.row()))
        self._seen: set[tuple[str, int]] = set()
        self.unread = 0
        self._sorted = False
        self._alerts = 0  # the window's own alerts posted here, numbered apart from the clients' notices

    def _widen_for(self, notices: tuple[NoticeRow, ...]) -> None:
        """Widen a column only when one of ``notices`` needs more room than it has.

        resizeColumnToContents measured every notice of every host, each time any host
        sent one: fifty hosts connecting measured the whole list fifty times.
        """
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        pad = 2 * self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 12
        for i, col in enumerate(NOTICE_COLUMNS[:-1]):
            need = max(metrics.horizontalAdvance(t) for t in {col.text(n) for n in notices}) + pad
            if need > header.sectionSize(i):
                header.resizeSection(i, need)

    def add(self, notices: tuple[NoticeRow, ...], host: str = "", refreshed: bool = False) -> None:
        """``host``'s new notices (all of them when ``refreshed``), newest shown first."""
        if refreshed:
            self.model.remove_where(host, lambda n: True)
        if notices:
            added = self.model.append_rows(notices, host)  # the model keeps its order from the first sort on
            if not self._sorted:
                self.model.sort(0, Qt.SortOrder.DescendingOrder)
                self._sorted = True
            if added:
                self._widen_for(notices)
            if self.view.currentIndex().row() < 0:
                self.view.selectRow(0)
        if self.isVisible():
            self.mark_read()
        else:
            self._count()

    def add_alert(self, note: Notification) -> None:
        """One of the window's alerts (a core.alerts.model.Notification, as the tray showed it):
        kept here too, so a balloon missed is not lost."""
        self._alerts += 1
        self.model.host_names.setdefault(ALERTS_HOST, self.tr("this window"))
        self.add((NoticeRow(self._alerts, time.time(), notification_title(note), notification_text(note),
                           ALERTS_SOURCE),),
                 ALERTS_HOST)

    def remove_host(self, host: str) -> None:
        self.model.remove_host(host)
        self._count()

    def clear(self) -> None:
        self.model.clear()
        self.text.clear()
        self._count()

    def show_computer_column(self, shown: bool) -> None:
        self.view.setColumnHidden(len(NOTICE_COLUMNS) - 1, not shown)

    def mark_read(self) -> None:
        for i in range(self.model.rowCount()):
            self._seen.add((self.model.host_at(i), self.model.row_at(i).seqno))
        self._count()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.mark_read()

    def _count(self) -> None:
        unread = sum(1 for i in range(self.model.rowCount())
                     if (self.model.host_at(i), self.model.row_at(i).seqno) not in self._seen)
        if unread != self.unread:
            self.unread = unread
            self.unread_changed.emit(unread)

    def _show(self, row: int) -> None:
        if not 0 <= row < self.model.rowCount():
            self.text.clear()
            return
        n = self.model.row_at(row)
        where = f"{_source(n)} · {format_client_time(n.time)}"
        self.text.setPlainText(f"{client_text(n.title)}\n{where}\n\n{client_text(notice_text(n.body))}")
