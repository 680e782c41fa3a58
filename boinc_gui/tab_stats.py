"""The Statistics tab: live pyqtgraph charts fed by snapshots.

Four plots: each project's scheduling priority (debt) over time, its CPU
share against its resource share, its queued work, and work done (credit).
Plot items are created once per project and refreshed with ``setData`` from
a timer (pyqtgraph's scrolling-plots pattern), with peak downsampling and
clip-to-view. Zoom with the wheel or a drag; a visible "Reset zoom" button
and "Follow" check box replace BOINC Manager's hidden gestures (#5672).
History buffers are bounded and belong to one computer: ``reset`` empties
them when another is shown. GUI thread only.
"""
from __future__ import annotations

from collections import deque

import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boinc_gui.qt_workarounds import keep_bools_alive, top_up
from core.api.snapshot import ClientSnapshot

MAX_POINTS = 4000
COLORS = ["#3b82c4", "#e08a2c", "#4aa564", "#b04fb0", "#c9483c", "#2fa7a0", "#8c6d3f", "#6b7fd7"]


class _ClientTimeAxis(pg.AxisItem):  # type: ignore[misc]
    """Client time as hours, or day+hours on an emulator's clock."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        out = []
        for v in values:
            day, rest = divmod(int(v), 86400)
            out.append(f"d{day + 1} {rest // 3600:02d}:{rest % 3600 // 60:02d}")
        return out


class StatisticsTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=True)
        self.follow = QCheckBox("Follow live data", self)
        self.follow.setChecked(True)
        self.layout_widget = pg.GraphicsLayoutWidget(self)
        self.layout_widget.setAccessibleName("Statistics charts")
        self.plots: dict[str, pg.PlotItem] = {}
        titles = [
            ("priority", "Scheduling priority (debt, CPU s)"),
            ("share", "CPU share now vs resource share (dashed), %"),
            ("queued", "Queued work (CPU hours)"),
            ("credit", "Work done (credit)"),
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
        self.reset_button = QPushButton("Reset zoom", self)
        self.reset_button.setToolTip("Show all the data again (the wheel and a drag zoom in)")
        self.reset_button.clicked.connect(self.reset_zoom)
        self.hint = QLabel("Wheel: zoom · drag: pan · right-click: more", self)
        self.note = QLabel("", self)  # which computer, in the all-computers view
        self.note.hide()
        bar = QHBoxLayout()
        bar.addWidget(self.reset_button)
        bar.addWidget(self.follow)
        bar.addWidget(self.note, 1)
        bar.addStretch(1)
        bar.addWidget(self.hint)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.layout_widget, 1)
        self._t: deque[float] = deque(maxlen=MAX_POINTS)
        self._series: dict[tuple[str, str], deque[float]] = {}
        self._curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self._names: dict[str, str] = {}
        self._dirty = False
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self._bool_guard = keep_bools_alive(self)

    def apply_theme(self, dark: bool) -> None:
        self.layout_widget.setBackground("#1f2227" if dark else "#ffffff")
        fg = "#e6e8eb" if dark else "#1b1d21"
        for plot in self.plots.values():
            plot.setTitle(plot.titleLabel.text, color=fg)
            for side in ("left", "bottom"):
                plot.getAxis(side).setTextPen(fg)
                plot.getAxis(side).setPen("#6d7178")

    def reset_zoom(self) -> None:
        for plot in self.plots.values():
            plot.enableAutoRange()
        self.follow.setChecked(True)

    def reset(self, note: str = "") -> None:
        """Forget every series (another computer now); ``note`` says whose charts these are."""
        for (_, key), curve in self._curves.items():
            self.plots["share" if key == "share_target" else key].removeItem(curve)
        self._curves.clear()
        self._series.clear()
        self._names.clear()
        self._t.clear()
        self._dirty = False
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.reset_zoom()

    def add_snapshot(self, snap: ClientSnapshot) -> None:
        if self._t and snap.time <= self._t[-1]:
            return
        self._t.append(snap.time)
        n = len(self._t)
        for s in snap.stats:
            self._names[s.url] = s.name
            values = {
                "priority": s.priority,
                "share": s.cpu_share * 100,
                "share_target": s.resource_share * 100,
                "queued": s.queued_work_s / 3600,
                "credit": s.credit,
            }
            for key, v in values.items():
                buf = self._series.get((s.url, key))
                if buf is None:
                    buf = deque([float("nan")] * (n - 1), maxlen=MAX_POINTS)
                    self._series[(s.url, key)] = buf
                buf.append(v)
        for buf in self._series.values():
            while len(buf) < n:  # a project that left: gaps, not a shifted line
                buf.append(float("nan"))
        self._dirty = True

    def refresh(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        t = list(self._t)
        urls = sorted({u for u, _ in self._series})
        for i, url in enumerate(urls):
            color = COLORS[i % len(COLORS)]
            for key in ("priority", "share", "share_target", "queued", "credit"):
                plot = self.plots["share" if key == "share_target" else key]
                curve = self._curves.get((url, key))
                if curve is None:
                    # Cosmetic pens are measured in device pixels: scale them, or lines
                    # are half as thick on a 2x screen.
                    width = 2 * max(1.0, self.devicePixelRatioF())
                    style = pg.mkPen(color, width=width, style=pg.QtCore.Qt.PenStyle.DashLine if key == "share_target" else pg.QtCore.Qt.PenStyle.SolidLine)
                    name = self._names.get(url, url) if key != "share_target" else None
                    curve = plot.plot([], [], pen=style, name=name, connect="finite")
                    self._curves[(url, key)] = curve
                curve.setData(t, list(self._series[(url, key)]))
        if self.follow.isChecked():
            for plot in self.plots.values():
                plot.enableAutoRange()
        top_up()

    def point_count(self) -> int:
        return len(self._t)
