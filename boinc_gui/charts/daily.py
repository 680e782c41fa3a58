"""The Statistics tab's "Daily history": each project's credit and CPU time per day, from the task history.

For one computer (this one by default; any host the history holds can be
chosen) and over the last 30 days, 6 months or all time, six charts draw each
project's figures at each recorded day (``core.history.daily_series``): user
and host total credit, user and host average credit, the credit the host
earned each day and the CPU time of the tasks that finished that day. The
days come from the history database (``HistoryDb.daily``), which the recorder
and the remote poller fill and BOINC's statistics files seed, so the charts
reach back over restarts as far as the database does.

With one recorded day, each chart shows the days either side of it (a range of
a second read "59.600 … 00.399"), and a chart with no point says "Not enough
history yet" inside it. The charts are read again when shown, when the range or the computer changes,
and every minute while shown. Days are UTC midnights, as BOINC counts them,
and the axis reads them as UTC dates. GUI thread only.
"""
from __future__ import annotations

import math
import sqlite3
import time
from collections.abc import Callable, Mapping

import pyqtgraph as pg
from PySide6.QtCore import QDateTime, QTimeZone
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from boinc_gui.charts.date_axis import LocaleDateAxis
from boinc_gui.formatting import fill, format_short_date, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.runtime.shown_timer import RefreshedWhileShown
from core.history import DAILY_FIGURES, DailyRange, DailySeries, HistoryDb, daily_series

REFRESH_MS = 60_000
DAY_S = 86400.0
NOT_ENOUGH = QT_TRANSLATE_NOOP("DailyCharts", "Not enough history yet")
# The core's chart titles and ranges (core/history/daily_series.py, English: no Qt there), for
# the catalogues; translated where shown.
_CORE_WORDS = (
    QT_TRANSLATE_NOOP("DailyCharts", "User total credit"),
    QT_TRANSLATE_NOOP("DailyCharts", "User average credit (per day)"),
    QT_TRANSLATE_NOOP("DailyCharts", "Host total credit"),
    QT_TRANSLATE_NOOP("DailyCharts", "Host average credit (per day)"),
    QT_TRANSLATE_NOOP("DailyCharts", "Credit earned by this host each day"),
    QT_TRANSLATE_NOOP("DailyCharts", "CPU time of the tasks finished each day (hours)"),
    QT_TRANSLATE_NOOP("DailyCharts", "Last 30 days"),
    QT_TRANSLATE_NOOP("DailyCharts", "Last 6 months"),
    QT_TRANSLATE_NOOP("DailyCharts", "All time"),
)


def _words(text: str) -> str:
    return translate("DailyCharts", text)


class DailyCharts(RefreshedWhileShown):
    """Six daily charts with their own controls (``controls``: a computer and a range to put in a bar)."""

    def __init__(self, color_of: Callable[[str], str], legend_text: Callable[[str], str],
                 parent: QWidget | None = None, clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self._color_of = color_of
        self._legend_of = legend_text
        self._clock = clock
        self.db: HistoryDb | None = None
        self.project_names: dict[str, str] = {}  # url -> name, from the history
        self.auto_host = ""  # the computer the window shows (its snapshots' host name)
        self._chosen_host = ""  # a computer picked in the box; "" = follow the window
        self.host_labels: dict[str, str] = {}  # host name -> shown name (set_db)
        self.controls = QWidget(parent)
        self.host_box = QComboBox(self.controls)
        self.host_box.setAccessibleName(self.tr("Computer of the daily statistics"))
        self.range_box = QComboBox(self.controls)
        self.range_box.setAccessibleName(self.tr("Daily statistics range"))
        for r in DailyRange:
            self.range_box.addItem(_words(r.value), r)
        bar = QHBoxLayout(self.controls)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.host_box)
        bar.addWidget(self.range_box)
        self.charts = pg.GraphicsLayoutWidget(self)
        self.charts.setAccessibleName(self.tr("Daily statistics charts"))
        self.plots: dict[str, pg.PlotItem] = {}
        for i, (key, title) in enumerate(DAILY_FIGURES.items()):
            plot = self.charts.addPlot(row=i // 2, col=i % 2, title=_words(title),
                                       axisItems={"bottom": LocaleDateAxis("bottom", utcOffset=0)})
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.addLegend(offset=(8, 8))
            self.plots[key] = plot
        self.message = QLabel("", self)
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message)
        layout.addWidget(self.charts, 1)
        self._curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self._fg = "#1b1d21"
        # A plot with no point yet says so inside it, instead of an empty frame.
        self._notes: dict[str, pg.TextItem] = {}
        for key, plot in self.plots.items():
            note = pg.TextItem(self.tr(NOT_ENOUGH), color=self._fg, anchor=(0.5, 0.5))
            plot.addItem(note, ignoreBounds=True)
            note.hide()
            self._notes[key] = note
        self.host_box.activated.connect(self._host_picked)
        self.range_box.currentIndexChanged.connect(lambda _i: self.refresh())
        # Runs while the charts are seen (RefreshedWhileShown): hidden, nothing wakes for them.
        self.timer = self.refresh_while_shown(REFRESH_MS, self.refresh, at_show=False)
        self._fill_hosts()

    # ---- choices
    @property
    def host(self) -> str:
        """The computer whose days are drawn."""
        return str(self.host_box.currentData() or "")

    @property
    def range(self) -> DailyRange:
        got = self.range_box.currentData()
        return got if isinstance(got, DailyRange) else DailyRange.MONTH

    def set_range(self, r: DailyRange) -> None:
        self.range_box.setCurrentIndex(self.range_box.findData(r))

    def set_db(self, db: HistoryDb | None, host: str = "", labels: Mapping[str, str] | None = None) -> None:
        """``labels``: how the box shows a host name (this computer's names as "This computer",
        as the History tab and the window call it)."""
        self.db = db
        self._chosen_host = host
        self.host_labels = dict(labels or {})
        self._fill_hosts()
        self.refresh()

    def host_changed(self, host: str = "") -> None:
        """The window now shows ``host`` ("" = not known yet): follow it unless one was picked."""
        self.auto_host = host
        self._fill_hosts()
        if self.isVisible():
            self.refresh()

    def _host_picked(self, _index: int) -> None:
        self._chosen_host = self.host
        self.refresh()

    def _fill_hosts(self) -> None:
        try:
            hosts = self.db.stat_hosts() if self.db is not None else []
        except sqlite3.Error:
            hosts = []
        want = self._chosen_host or self.auto_host
        if want and want not in hosts:
            hosts.append(want)  # the computer shown, with nothing recorded yet
        if not want and hosts:
            want = hosts[0]
        self.host_box.blockSignals(True)
        self.host_box.clear()
        for h in sorted(hosts):
            self.host_box.addItem(self.host_labels.get(h, h), h)
        self.host_box.setCurrentIndex(max(0, self.host_box.findData(want)))
        self.host_box.blockSignals(False)

    # ---- drawing
    def refresh(self) -> None:
        """Read the chosen computer's days from the history and draw them."""
        db, host = self.db, self.host
        if db is None:
            self._draw({})
            self.message.setText(self.tr("Daily statistics are kept in the task history, which is not open."))
            return
        since = self.range.since(self._clock())
        try:
            self._fill_hosts()
            host = self.host
            series = daily_series(db.daily(host, since)) if host else {}
            self.project_names = db.project_names()
        except sqlite3.Error as exc:  # closed at exit, or damaged under us: say so, keep the window
            self._draw({})
            self.message.setText(fill(self.tr("The task history cannot be read: %1"), exc))
            self.message.show()
            return
        self._draw(series)
        days = {d for s in series.values() for d in s.days}
        if len(days) == 1:
            day = format_short_date(QDateTime.fromSecsSinceEpoch(int(next(iter(days))), QTimeZone.utc()).date())
            self.message.setText(fill(self.tr("One day recorded so far (%1): each day adds a point, and figures "
                                              "counted per day appear from the second day on."), day))
        elif not series:
            who = host or self.tr("this computer")
            self.message.setText(fill(self.tr("No daily statistics recorded for %1 yet: they are added once a day "
                                              "while the manager runs.") if since is None else
                                      self.tr("No daily statistics recorded for %1 in this range: they are added "
                                              "once a day while the manager runs."), who))
        else:
            self.message.setText("")
        self.message.setVisible(bool(self.message.text()))

    def _draw(self, series: dict[str, DailySeries]) -> None:
        for (url, key), curve in list(self._curves.items()):
            if url not in series:
                self.plots[key].removeItem(curve)
                del self._curves[(url, key)]
        width = 2 * max(1.0, self.devicePixelRatioF())
        for url, s in series.items():
            color = self._color_of(url)
            text = self._legend_of(url)
            for key, values in s.values.items():
                curve = self._curves.get((url, key))
                if curve is None:
                    plot = self.plots[key]
                    curve = plot.plot([], [], pen=pg.mkPen(color, width=width), symbol="o", symbolSize=5,
                                      symbolBrush=color, symbolPen=None, name=text, connect="finite")
                    self._curves[(url, key)] = curve
                label = self.plots[key].legend.getLabel(curve)
                if label is not None and label.text != text:
                    label.setText(text, color=self._fg)
                if any(not math.isnan(v) for v in values):
                    curve.setData(list(s.days), list(values))
                else:
                    curve.setData([], [])  # nothing known: no line (and no all-NaN bounds to compute)
        days = sorted({d for s in series.values() for d in s.days})
        for key, plot in self.plots.items():
            shown = any(any(not math.isnan(v) for v in s.values.get(key, ())) for s in series.values())
            if len(days) >= 2:
                plot.enableAutoRange()
            else:
                # One day (or none): a range of a second around it read "59.600 … 00.399".
                # Show the days either side, so the axis reads dates and the point sits mid-chart.
                mid = days[0] if days else math.floor(self._clock() / DAY_S) * DAY_S
                plot.setXRange(mid - DAY_S, mid + DAY_S, padding=0)
                if shown:
                    plot.enableAutoRange(axis="y")
                else:
                    plot.setYRange(0.0, 1.0, padding=0)
            note = self._notes[key]
            note.setVisible(not shown)
            if not shown:
                (x0, x1), (y0, y1) = plot.viewRange()
                note.setPos((x0 + x1) / 2, (y0 + y1) / 2)

    def apply_theme(self, bg: str, fg: str) -> None:
        """The charts' background and text colours (the Statistics tab reads them from the palette)."""
        self._fg = fg
        self.charts.setBackground(bg)
        for note in self._notes.values():
            note.setColor(fg)

    def plotted(self, figure: str, url: str) -> list[tuple[float, float]]:
        """The (day, value) points drawn for ``url`` in ``figure``'s chart (unknown values left out)."""
        curve = self._curves.get((url, figure))
        if curve is None:
            return []
        xs, ys = curve.getData()
        if xs is None or ys is None:
            return []
        return [(float(x), float(y)) for x, y in zip(xs, ys) if not math.isnan(float(y))]

    def empty_note(self, figure: str) -> str:
        """What ``figure``'s chart says inside it ("" when it draws points)."""
        note = self._notes[figure]
        return str(note.textItem.toPlainText()) if note.isVisible() else ""

    def legend_labels(self, figure: str) -> list[str]:
        legend = self.plots[figure].legend
        return [str(label.text) for _, label in legend.items] if legend is not None else []
