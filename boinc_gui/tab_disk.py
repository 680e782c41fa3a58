"""The Disk tab: two pies (the whole disk; the client's share by project) and a table.

The first pie splits the disk into the client's usage, free space the client
may still use, free space the preferences keep from it, and other programs
(manager-ui.md 2.4). The second shows each project's usage. Below, each
project's usage against its share limit, offenders marked, and the disk
manager's explanation in words. Fed from ``DiskSnapshot`` of one computer;
``reset`` empties it when another is shown. GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QPieSeries, QPieSlice
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QHBoxLayout, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from boinc_gui.formatting import format_bytes
from core.disk.snapshot import DiskSnapshot

PALETTE = ["#3b82c4", "#e08a2c", "#4aa564", "#b04fb0", "#c9483c", "#2fa7a0", "#8c6d3f", "#6b7fd7"]


class DiskTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = QPieSeries()
        self.by_project = QPieSeries()
        self.total_view = self._chart("Total disk usage", self.total)
        self.project_view = self._chart("Disk usage by projects", self.by_project)
        charts = QHBoxLayout()
        charts.addWidget(self.total_view, 1)
        charts.addWidget(self.project_view, 1)
        self.explanation = QLabel("Waiting for the client…", self)
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setAccessibleName("Disk explanation")
        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels(["Project", "Usage", "Share limit", "Over / under", "Deletable"])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMaximumHeight(180)
        self.table.setAccessibleName("Disk usage per project")
        self.note = QLabel("", self)  # which computer, in the all-computers view
        self.note.setWordWrap(True)
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(charts, 1)
        layout.addWidget(self.explanation)
        layout.addWidget(self.table)
        self._last: DiskSnapshot | None = None

    def _chart(self, title: str, series: QPieSeries) -> QChartView:
        chart = QChart()
        chart.setTitle(title)
        chart.addSeries(series)
        # On the right the legend lists one slice per line, so the long slice names are
        # never cut to "Free, available to..." as they were in one row under the pie.
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundVisible(False)
        view = QChartView(chart, self)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(260)
        return view

    def apply_theme(self, dark: bool) -> None:
        theme = QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        for view in (self.total_view, self.project_view):
            view.chart().setTheme(theme)
            view.chart().setBackgroundVisible(False)
        if self._last is not None:
            snap, self._last = self._last, None
            self.update_disk(snap)

    def reset(self, explanation: str = "", note: str = "") -> None:
        """Forget the shown figures (another computer now); ``note`` says whose disk this tab shows."""
        self._last = None
        self.total.clear()
        self.by_project.clear()
        self.table.setRowCount(0)
        self.explanation.setText(explanation or "Waiting for the client…")
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def update_disk(self, disk: DiskSnapshot | None) -> None:
        if disk is None or disk is self._last:
            return
        self._last = disk
        free_client = max(min(disk.free_for_projects, disk.disk_free), 0.0)
        free_other = max(disk.disk_free - free_client, 0.0)
        parts = [
            ("Used by this client", disk.client_total),
            ("Free for this client", free_client),
            ("Free, kept from the client", free_other),
            ("Other programs", disk.other_programs),
        ]
        colors = ["#3b82c4", "#4aa564", "#a0a8b0", "#e08a2c"]
        self._fill(self.total, parts, colors)
        projects = [(f"{p.name}: {format_bytes(p.usage)}", p.usage) for p in disk.projects if p.usage > 0]
        if not projects:
            projects = [("no projects: 0 bytes used", 1.0)]
        self._fill(self.by_project, projects, PALETTE)
        self.explanation.setText(disk.explanation + ("\n" + "\n".join(disk.problems) if disk.problems else ""))
        self.table.setRowCount(len(disk.projects))
        for i, p in enumerate(disk.projects):
            over = f"over by {format_bytes(p.over_by)}" if p.over_by > 0 else f"{format_bytes(-p.over_by)} to spare"
            values = [p.name + ("  ⚠ over its share" if p.offender else ""), format_bytes(p.usage),
                      f"{format_bytes(p.limit)} ({p.share * 100:.0f}%)", over, format_bytes(p.deletable)]
            for j, text in enumerate(values):
                item = QTableWidgetItem(text)
                if p.offender:
                    item.setForeground(QColor("#c9483c"))
                self.table.setItem(i, j, item)

    def _fill(self, series: QPieSeries, parts: list[tuple[str, float]], colors: list[str]) -> None:
        total = sum(v for _, v in parts) or 1.0
        labels = [f"{name} ({v / total * 100:.1f}%)" if "bytes used" not in name else name for name, v in parts]
        # The legend gets what the pie leaves; ask for the longest label's width so none is cut.
        legend = series.chart().legend() if series.chart() is not None else None
        if legend is not None:
            widest = max((self.fontMetrics().horizontalAdvance(label) for label in labels), default=0)
            legend.setMinimumWidth(widest + 4 * self.fontMetrics().height())
        if series.count() == len(parts):
            for s, label, (_, v) in zip(series.slices(), labels, parts):
                s.setLabel(label)
                s.setValue(max(v, 0.0))
            return
        series.clear()
        for i, (label, (name, v)) in enumerate(zip(labels, parts)):
            s = QPieSlice(label, max(v, 0.0))
            s.setColor(QColor(colors[i % len(colors)]))
            s.hovered.connect(lambda on, s=s, name=name, v=v: s.setExploded(on))
            series.append(s)
