"""The Statistics tab's GPU charts, on a computer with GPUs only.

Two plots under the four of every computer: the devices in use per GPU type (each type's
line, its number of devices said in the legend), and each project's GPU hours so far, in
the project's colour as in the other charts. Their figures are the history's
(boinc_gui/charts/gpu_series.py). The plots are made when the history first holds GPU
figures and taken away when it is cleared, so a computer without GPUs never shows them.
GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from boinc_gui.tabs.stats import StatisticsTab

TYPE_COLORS = ["#2c7a7b", "#a0522d", "#6a5acd", "#b8860b"]
BUSY, HOURS = "gpu_busy", "gpu_hours"



class GpuCharts:
    """The GPU plots of one Statistics tab; ``axis`` makes each plot's time axis."""

    def __init__(self, tab: StatisticsTab, axis: Callable[[], pg.AxisItem]) -> None:
        self.tab = tab
        self.axis = axis
        self._curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self._legend: dict[tuple[str, str], str] = {}

    @property
    def shown(self) -> bool:
        return BUSY in self.tab.plots

    def clear(self) -> None:
        """No GPU plots (another computer, or the history was cleared)."""
        for key in (BUSY, HOURS):
            plot = self.tab.plots.pop(key, None)
            if plot is not None:
                self.tab.layout_widget.removeItem(plot)
        self._curves.clear()
        self._legend.clear()

    def _make(self) -> None:
        titles = [(BUSY, QCoreApplication.translate("GpuCharts", "GPUs in use (devices)")),
                  (HOURS, QCoreApplication.translate("GpuCharts", "GPU time (hours)"))]
        for col, (key, title) in enumerate(titles):
            plot = self.tab.layout_widget.addPlot(row=2, col=col, title=title, axisItems={"bottom": self.axis()})
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.setDownsampling(mode="peak")
            plot.setClipToView(True)
            plot.addLegend(offset=(8, 8))
            plot.getViewBox().sigRangeChangedManually.connect(lambda *_: self.tab.follow.setChecked(False))
            self.tab.plots[key] = plot
        self.tab.apply_theme()  # the new plots in the window's colours

    def _curve(self, chart: str, key: str, color: str, text: str) -> pg.PlotDataItem:
        plot = self.tab.plots[chart]
        curve = self._curves.get((chart, key))
        if curve is None:
            width = 2 * max(1.0, self.tab.devicePixelRatioF())
            curve = self._curves[(chart, key)] = plot.plot([], [], pen=pg.mkPen(color, width=width), name=text,
                                                           connect="finite")
        if self._legend.get((chart, key)) != text:
            self._legend[(chart, key)] = text
            label = plot.legend.getLabel(curve) if plot.legend is not None else None
            if label is not None:
                label.setText(text, color=self.tab._fg)
        return curve

    def refresh(self) -> None:
        """Draw what the history holds (called by the tab's refresh when the history changed)."""
        h = self.tab.history
        gpu = h.gpu
        if not gpu.shown:
            return
        if not self.shown:
            self._make()
        for i, (rsc, values) in enumerate(sorted(gpu.busy.items())):
            n = gpu.devices.get(rsc, 0)
            text = QCoreApplication.translate("GpuCharts", "%1 (of %2)").replace("%1", rsc).replace("%2", str(n))
            self._curve(BUSY, rsc, TYPE_COLORS[i % len(TYPE_COLORS)], text).setData(h.t, values)
        for url, values in gpu.hours.items():
            self._curve(HOURS, url, self.tab.color_of(url), self.tab.legend_text(url)).setData(h.t, values)

    def legend_labels(self, chart: str) -> list[str]:
        plot = self.tab.plots.get(chart)
        if plot is None or plot.legend is None:
            return []
        return [str(label.text) for _, label in plot.legend.items]
