"""The Statistics tab: live pyqtgraph charts fed by snapshots, kept across restarts.

Four plots: each project's scheduling priority (debt) over time, its CPU
share against its resource share, its queued work, and work done (credit).
Plot items are created once per project and refreshed with ``setData`` from
a timer (pyqtgraph's scrolling-plots pattern), with peak downsampling and
clip-to-view. Zoom with the wheel or a drag; a visible "Reset zoom" button
and "Follow" check box replace BOINC Manager's hidden gestures (#5672).

The time axis reads wall-clock dates and times on a live client (seconds when
the ticks are less than a minute apart; ticks never read the same) and
"day N HH:MM" on an emulator's clock. Each project keeps its colour for the
tab's life, and its legend says its name as soon as the client knows it (the
URL until then; the host and port are added when two projects share a name).

The figures themselves are a ``ChartHistory`` (boinc_gui/charts/history.py,
plain Python): it keeps one computer's history in a file in the manager's data
directory so a restart keeps the live charts, and the window may hold it before
this tab (and pyqtgraph) is loaded. The tab draws whatever it holds, following
its ``version`` and dropping its lines when its ``generation`` changes.

Backgrounds, titles, axes and legends are drawn in the palette's base and text
colours (``apply_theme``, again on every palette change), never pyqtgraph's
black with grey words.

"Daily history" shows the other view (boinc_gui/charts/daily.py): each
project's daily credit and CPU time from the task history database, over 30
days, 6 months or all time, which lasts as long as the database does.
GUI thread only.
"""
from __future__ import annotations

import math
import time
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pyqtgraph as pg
from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.charts.daily import DailyCharts
from boinc_gui.charts.history import KEYS, MAX_POINTS, ChartHistory
from boinc_gui.formatting import fill, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.runtime.qt_workarounds import pin
from boinc_gui.runtime.shown_timer import RefreshedWhileShown
from boinc_gui.tabs.stats_gpu import GpuCharts
from boinc_gui.theme import chart_colors
from core.api.snapshot import ClientSnapshot

if TYPE_CHECKING:
    from collections.abc import Mapping

    from core.history import HistoryDb

__all__ = ["COLORS", "MAX_POINTS", "StatisticsTab", "time_tick_strings"]
SAVE_INTERVAL_MS = 60_000
COLORS = ["#3b82c4", "#e08a2c", "#4aa564", "#b04fb0", "#c9483c", "#2fa7a0", "#8c6d3f", "#6b7fd7"]
VIEWS = (QT_TRANSLATE_NOOP("StatisticsTab", "Live"), QT_TRANSLATE_NOOP("StatisticsTab", "Daily history"))
EMULATED_EPOCH_LIMIT = 1e9  # below: an emulator's clock (boinc_gui/formatting.py)


def _emulated_label(v: float, seconds: bool) -> str:
    day, rest = divmod(int(round(v)), 86400)
    h, rest = divmod(rest, 3600)
    text = fill(translate("StatisticsTab", "day %1 %2"), day + 1, f"{h:02d}:{rest // 60:02d}")
    return f"{text}:{rest % 60:02d}" if seconds else text


def time_tick_strings(values: list[float], spacing: float) -> list[str]:
    """Tick labels for client times ``spacing`` seconds apart, never two alike.

    Wall clock: "HH:MM:SS" under a minute, "HH:MM" under a day, then "DD Mon";
    the date is added to the first tick and where the day changes. If labels
    still collide (a tick between whole seconds), a finer format is used.
    """
    if not values:
        return []
    if values[0] < EMULATED_EPOCH_LIMIT:
        out = [_emulated_label(v, spacing < 60) for v in values]
        return out if len(set(out)) == len(out) else [_emulated_label(v, True) for v in values]
    # Qt's date formats through QLocale: month names in the window's language ("29 Nov", "29 nov.").
    formats = ["HH:mm:ss"] if spacing < 60 else ["HH:mm", "HH:mm:ss"] if spacing < 86400 else ["dd MMM", "dd MMM HH:mm"]
    locale = QLocale()
    for fmt in formats:
        out = []
        day = None
        for v in values:
            lt = time.localtime(v)
            text = locale.toString(QDateTime.fromSecsSinceEpoch(int(v)), fmt)
            if spacing < 86400 and lt.tm_yday != day:
                text = locale.toString(QDateTime.fromSecsSinceEpoch(int(v)), "dd MMM ") + text
                day = lt.tm_yday
            out.append(text)
        if len(set(out)) == len(out):
            return out
    return [locale.toString(QDateTime.fromSecsSinceEpoch(int(v)), "dd MMM HH:mm:ss") + f".{int(v * 10) % 10}"
            for v in values]


class _ClientTimeAxis(pg.AxisItem):  # type: ignore[misc]  # pyqtgraph has no types: its base class is Any
    """The client's clock: wall-clock date and time on a live client, day N on an emulator's."""

    def tickValues(
        self, minVal: float, maxVal: float, size: float,  # noqa: N803 -- pyqtgraph's AxisItem.tickValues names them
    ) -> list[tuple[float, list[float]]]:
        levels = super().tickValues(minVal, maxVal, size)
        # The client's clock counts whole seconds; ticks between them would only repeat labels.
        whole = [(spacing, values) for spacing, values in levels if spacing >= 1.0]
        return whole or [(1.0, [float(v) for v in range(math.ceil(minVal), math.floor(maxVal) + 1)])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return time_tick_strings([v * scale for v in values], spacing * scale)


def _short_url(url: str) -> str:
    parts = urlsplit(url)
    return (parts.netloc + parts.path.rstrip("/")) or url


class StatisticsTab(RefreshedWhileShown):
    """The live charts and the daily history. ``history``: the figures to draw (a new one if None)."""

    def __init__(self, parent: QWidget | None = None, history: ChartHistory | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=True)
        self.history = history if history is not None else ChartHistory()
        self.view = QComboBox(self)
        self.view.addItems([self.tr(v) for v in VIEWS])
        self.view.setAccessibleName(self.tr("Statistics view"))
        self.view.setToolTip(self.tr("Live: this computer's figures every few seconds. "
                                     "Daily history: credit and CPU time per day, from the task history"))
        self.follow = QCheckBox(self.tr("Follow live data"), self)
        self.follow.setChecked(True)
        self.layout_widget = pg.GraphicsLayoutWidget(self)
        self.layout_widget.setAccessibleName(self.tr("Statistics charts"))
        # No keyboard use (zoom and pan are the mouse's): not a Tab stop showing no focus. Its
        # text equivalent is its accessible description (refresh).
        self.layout_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plots: dict[str, pg.PlotItem] = {}
        titles = [
            ("priority", self.tr("Scheduling priority (debt, CPU s)")),
            ("share", self.tr("CPU share now vs resource share (dashed), %")),
            ("queued", self.tr("Queued work (CPU hours)")),
            ("credit", self.tr("Work done (credit)")),
        ]
        for i, (key, title) in enumerate(titles):
            plot = self.layout_widget.addPlot(row=i // 2, col=i % 2, title=title,
                                              axisItems={"bottom": _ClientTimeAxis("bottom")})
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.setDownsampling(mode="peak")
            plot.setClipToView(True)
            plot.addLegend(offset=(8, 8))
            # A zoom or pan by hand stops following, so the view stays where it was put.
            plot.getViewBox().sigRangeChangedManually.connect(lambda *_: self.follow.setChecked(False))
            self.plots[key] = plot
        self.daily = DailyCharts(self.color_of, self.legend_text, self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.layout_widget)
        self.stack.addWidget(self.daily)
        self.view.currentIndexChanged.connect(self._view_changed)
        self.reset_button = QPushButton(self.tr("Reset zoom"), self)
        self.reset_button.setToolTip(self.tr("Show all the data again (the wheel and a drag zoom in)"))
        self.reset_button.clicked.connect(self.reset_zoom)
        self.hint = QLabel(self.tr("Wheel: zoom · drag: pan · right-click: more"), self)
        self.note = QLabel("", self)  # which computer, in the all-computers view
        self.note.hide()
        bar = QHBoxLayout()
        bar.addWidget(self.view)
        bar.addWidget(self.reset_button)
        bar.addWidget(self.follow)
        bar.addWidget(self.daily.controls)
        bar.addWidget(self.note, 1)
        bar.addStretch(1)
        bar.addWidget(self.hint)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.stack, 1)
        self._curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self._colors: dict[str, str] = {}  # url -> colour, fixed at first sight
        self._legend_text: dict[str, str] = {}  # url -> what its legend says now
        self._drawn_version = -1
        self._drawn_generation = self.history.generation
        self.gpu_charts = GpuCharts(self, lambda: _ClientTimeAxis("bottom"))  # a host with GPUs: two more plots
        # Redraws twice a second while the tab is seen (RefreshedWhileShown); hidden, the
        # figures still go into the history and nothing is drawn.
        self.timer = self.refresh_while_shown(500, self.refresh, at_show=True)
        self.save_timer = QTimer(self)
        self.save_timer.setInterval(SAVE_INTERVAL_MS)
        self.save_timer.timeout.connect(self.save_history)
        self.save_timer.start()
        self._fg = "#1b1d21"
        pin()  # pyqtgraph emits many signals per redraw (qt_workarounds says why)
        self._view_changed(0)
        self.apply_theme()  # the window's colours from the start, not pyqtgraph's black

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "daily"):
            self.apply_theme()  # a theme switch: the charts follow the window's palette

    # ---- what the window tells the tab
    @property
    def history_path(self) -> Path | None:
        return self.history.path

    def set_history_db(self, db: HistoryDb | None, host: str = "", labels: Mapping[str, str] | None = None) -> None:
        """The task history whose daily statistics "Daily history" draws; ``host``: whose ("" = this computer's);
        ``labels``: host names shown as other words (this computer's as "This computer")."""
        self.daily.set_db(db, host, labels)

    def show_daily(self, shown: bool = True) -> None:
        self.view.setCurrentIndex(1 if shown else 0)

    def _view_changed(self, index: int) -> None:
        daily = index == 1
        self.stack.setCurrentIndex(index)
        self.follow.setVisible(not daily)
        self.daily.controls.setVisible(daily)
        if daily:
            self.daily.refresh()

    def apply_theme(self, dark: bool | None = None) -> None:
        """Background, titles, axes and legends in the palette's colours (``dark``: unused, the
        palette says it; kept for the window's call)."""
        bg, fg = chart_colors(self.palette())
        self._fg = fg
        self.layout_widget.setBackground(bg)
        for plot in [*self.plots.values(), *self.daily.plots.values()]:
            plot.setTitle(plot.titleLabel.text, color=fg)
            if plot.legend is not None:
                # pyqtgraph's default grey on black, in a light window, could not be read.
                plot.legend.setLabelTextColor(fg)
                plot.legend.setBrush(pg.mkBrush(bg))  # over the grid lines; no frame (an empty legend is not seen)
                plot.legend.setPen(pg.mkPen(None))
                for _, label in plot.legend.items:
                    label.setText(label.text, color=fg)
            for side in ("left", "bottom"):
                plot.getAxis(side).setTextPen(fg)
                plot.getAxis(side).setPen(fg)
        self.daily.apply_theme(bg, fg)

    def reset_zoom(self) -> None:
        for plot in [*self.plots.values(), *self.daily.plots.values()]:
            plot.enableAutoRange()
        self.follow.setChecked(True)

    def reset(self, note: str = "") -> None:
        """Forget every series (another computer now); ``note`` says whose charts these are."""
        self.history.save()
        self.history.path = None
        self.history.clear()
        self._clear()
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.reset_zoom()
        self.daily.host_changed()

    def _clear(self) -> None:
        for (_, key), curve in self._curves.items():
            self.plots["share" if key == "share_target" else key].removeItem(curve)
        self._curves.clear()
        self.gpu_charts.clear()
        self._legend_text.clear()
        self._drawn_generation = self.history.generation
        self._drawn_version = -1

    def set_history(self, path: Path | None) -> None:
        """Keep this computer's history in ``path``: load what is there now, save there from now on."""
        if self.history.set_path(path):
            self._clear()

    def save_history(self) -> None:
        """Write the history to its file (atomically) if it changed since the last save."""
        self.history.save()

    def add_snapshot(self, snap: ClientSnapshot) -> None:
        self.history.add_snapshot(snap)

    # ---- drawing
    def legend_text(self, url: str) -> str:
        """What the legend says for ``url``: its name, with host and port when another project has it too."""
        names = self.history.names or self.daily.project_names
        name = names.get(url) or self.daily.project_names.get(url) or url
        if name == url:
            return _short_url(url)
        if sum(1 for n in names.values() if n == name) > 1:
            return f"{name} ({_short_url(url)})"
        return name

    def color_of(self, url: str) -> str:
        color = self._colors.get(url)
        if color is None:
            color = self._colors[url] = COLORS[len(self._colors) % len(COLORS)]
        return color

    def refresh(self) -> None:
        h = self.history
        if h.generation != self._drawn_generation:
            self._clear()  # cleared behind the tab's back (the window's stand-in did it)
        if h.host_name != self.daily.auto_host:
            self.daily.host_changed(h.host_name)
        if h.version == self._drawn_version:
            return
        self._drawn_version = h.version
        t = h.t
        for url in h.urls():
            color = self.color_of(url)
            text = self.legend_text(url)
            renamed = self._legend_text.get(url, text) != text
            self._legend_text[url] = text
            for key in KEYS:
                plot = self.plots["share" if key == "share_target" else key]
                curve = self._curves.get((url, key))
                if curve is None:
                    # Cosmetic pens are measured in device pixels: scale them, or lines
                    # are half as thick on a 2x screen.
                    width = 2 * max(1.0, self.devicePixelRatioF())
                    line = pg.QtCore.Qt.PenStyle.DashLine if key == "share_target" else pg.QtCore.Qt.PenStyle.SolidLine
                    style = pg.mkPen(color, width=width, style=line)
                    curve = plot.plot([], [], pen=style, name=text if key != "share_target" else None, connect="finite")
                    label = plot.legend.getLabel(curve) if key != "share_target" else None
                    if label is not None:
                        label.setText(text, color=self._fg)
                    self._curves[(url, key)] = curve
                elif renamed and key != "share_target":
                    # The name came after the line was drawn: the legend follows it.
                    label = plot.legend.getLabel(curve)
                    if label is not None:
                        label.setText(text, color=self._fg)
                curve.setData(t, h.series[(url, key)])
        self.gpu_charts.refresh()
        self.layout_widget.setAccessibleDescription(a11y.chart_summary(self.plots.values()))
        if self.follow.isChecked():
            for plot in self.plots.values():
                plot.enableAutoRange()

    def point_count(self) -> int:
        return self.history.point_count()

    def first_time(self) -> float | None:
        return self.history.first_time()

    def legend_labels(self, chart: str = "priority") -> list[str]:
        """The legend's texts in ``chart`` as drawn (for tests and accessibility)."""
        legend = self.plots[chart].legend
        return [str(label.text) for _, label in legend.items] if legend is not None else []
