"""The Disk tab: two pies (the whole disk; the client's share by project) and a table.

The first pie splits the disk into the client's usage, free space the client
may still use, free space the preferences keep from it, and other programs
(manager-ui.md 2.4). The second shows each project's usage. Below, each
project's usage against its share limit, offenders marked, and the disk
manager's explanation in words. Fed from ``DiskSnapshot`` of one computer;
``reset`` empties it when another is shown. GUI thread only.

Each pie's legend is a column of labels under it rather than QChart's own
legend, which cut long lines ("12.25 KB (100") when the pie left it too little
room; labels take the width their text needs. Titles, background and slice
borders come from the palette, and each slice keeps its legend's colour when
the theme changes (QChart's theme would recolour the slices alone). Sizes are BOINC's 2^30 "GB"
throughout (the disk manager's explanation uses the same), preference names in
the explanation become the words of the Preferences dialog, and the project
pie's colours are never those of the whole-disk pie.
"""
from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QPieSeries, QPieSlice
from PySide6.QtCore import QEvent, QMargins, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.formatting import fill, format_bytes, format_number
from boinc_gui.tables.disk_words import disk_sentences
from boinc_gui.tables.reasons import plain_disk_words
from core.disk.snapshot import DiskSnapshot
from core.state.prefs import GlobalPrefs

TOTAL_COLORS = ["#3b82c4", "#4aa564", "#a0a8b0", "#e08a2c"]
OFFENDER_LIGHT, OFFENDER_DARK = "#b3261e", "#ff8a80"  # an offender's row: 4.5:1 or more on either theme's base
# None of the whole-disk pie's colours, so "Other programs" never looks like a project.
PALETTE = ["#8e5bbf", "#2fa7a0", "#c9483c", "#8c6d3f", "#d4a017", "#d45d9e", "#5f6b7a", "#1f5f8b"]


class PieLegend(QWidget):
    """A pie's legend: one line per slice, a colour swatch and the whole text."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(name)
        self.box = QVBoxLayout(self)
        self.box.addStretch(1)
        self.box.addStretch(1)
        self.labels: list[QLabel] = []
        self.swatches: list[QLabel] = []
        self.colors: list[str] = []  # each shown line's swatch colour, as its pie slice has it
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)

    def set_items(self, items: list[tuple[str, str]]) -> None:
        """``items``: (text, colour) per slice."""
        self.colors = [color for _, color in items]
        while len(self.labels) < len(items):
            row = QHBoxLayout()
            swatch = QLabel(self)
            side = self.fontMetrics().height() * 2 // 3
            swatch.setFixedSize(side, side)
            label = QLabel(self)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            row.addWidget(swatch)
            row.addWidget(label, 1)
            self.box.insertLayout(self.box.count() - 1, row)
            self.labels.append(label)
            self.swatches.append(swatch)
        for i, (label, swatch) in enumerate(zip(self.labels, self.swatches)):
            shown = i < len(items)
            label.setVisible(shown)
            swatch.setVisible(shown)
            if shown:
                text, color = items[i]
                label.setText(text)
                swatch.setStyleSheet(f"background: {color}; border: 1px solid #6d7178;")


class DiskTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = QPieSeries()
        self.by_project = QPieSeries()
        self.total_view = self._chart(self.tr("Total disk usage"), self.total)
        self.project_view = self._chart(self.tr("Disk usage by projects"), self.by_project)
        self.total_legend = PieLegend(self.tr("Total disk usage legend"), self)
        self.project_legend = PieLegend(self.tr("Disk usage by projects legend"), self)
        # Each legend under its pie, not beside it: side by side, two pies and two legends
        # made the window at least 940 px wide (issue 36: usable down to 800 px).
        charts = QHBoxLayout()
        for view, legend in ((self.total_view, self.total_legend), (self.project_view, self.project_legend)):
            column = QVBoxLayout()
            column.addWidget(view, 1)
            column.addWidget(legend)
            charts.addLayout(column, 1)
        self.explanation = QLabel(self.tr("Waiting for the client…"), self)
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setAccessibleName(self.tr("Disk explanation"))
        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels([self.tr("Project"), self.tr("Usage"), self.tr("Share limit"),
                                              self.tr("Over / under"), self.tr("Deletable")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMaximumHeight(180)
        self.table.setAccessibleName(self.tr("Disk usage per project"))
        a11y.keyboard_table(self.table)
        self.note = QLabel("", self)  # which computer, in the all-computers view
        self.note.setWordWrap(True)
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(charts, 1)
        layout.addWidget(self.explanation)
        layout.addWidget(self.table)
        self._last: DiskSnapshot | None = None
        self.prefs: GlobalPrefs | None = None  # the preferences in force, for the explanation's words
        self._recolor()

    def _chart(self, title: str, series: QPieSeries) -> QChartView:
        chart = QChart()
        chart.setTitle(title)
        chart.addSeries(series)
        chart.legend().hide()  # PieLegend beside the chart says it all, uncut
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundVisible(False)
        chart.setMargins(QMargins(0, 0, 0, 0))  # at 800x600 the pie has little room: all of it for the pie
        chart.layout().setContentsMargins(0, 0, 0, 0)
        view = QChartView(chart, self)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(150)
        view.setMinimumWidth(180)
        # A picture: no Tab stop (it does nothing with keys); a screen reader reads its title as
        # its name and its slices' words as its description (update_disk), the legend's text.
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.setAccessibleName(title)
        return view

    def apply_theme(self, dark: bool) -> None:
        theme = QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        for view in (self.total_view, self.project_view):
            view.chart().setTheme(theme)  # recolours the slices with the theme's own colours...
        self._recolor()  # ...so they get theirs back, as the legends have them

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "table"):
            self._recolor()  # a theme switch: titles, background and slices follow the palette

    def _recolor(self) -> None:
        """The pies' titles, background and slice borders from the palette, each slice its legend's colour."""
        palette = self.palette()
        text, window = palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window)
        for view, series, legend in ((self.total_view, self.total, self.total_legend),
                                     (self.project_view, self.by_project, self.project_legend)):
            chart = view.chart()
            chart.setBackgroundVisible(False)
            chart.setTitleBrush(QBrush(text))
            view.setBackgroundBrush(QBrush(window))
            for s, color in zip(series.slices(), legend.colors):
                s.setColor(QColor(color))
                # A slice that is the whole pie (one project) in its own colour: a border in
                # the window's drew a line from the centre to the top, like a second slice.
                s.setBorderColor(QColor(color) if s.percentage() > 0.9999 else window)
        dark = window.lightness() < 128
        for i in range(self.table.rowCount()):
            for j in range(self.table.columnCount()):
                item = self.table.item(i, j)
                if item is not None and item.data(Qt.ItemDataRole.UserRole):
                    item.setForeground(QColor(OFFENDER_DARK if dark else OFFENDER_LIGHT))

    def reset(self, explanation: str = "", note: str = "") -> None:
        """Forget the shown figures (another computer now); ``note`` says whose disk this tab shows."""
        self._last = None
        self.total.clear()
        self.by_project.clear()
        self.total_legend.set_items([])
        self.project_legend.set_items([])
        self.table.setRowCount(0)
        self.explanation.setText(explanation or self.tr("Waiting for the client…"))
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def update_disk(self, disk: DiskSnapshot | None) -> None:
        if disk is None or disk is self._last:
            return
        self._last = disk
        free_client = max(min(disk.free_for_projects, disk.disk_free), 0.0)
        free_other = max(disk.disk_free - free_client, 0.0)
        parts = [
            (self.tr("Used by this client"), disk.client_total),
            (self.tr("Free for this client"), free_client),
            (self.tr("Free, kept from the client"), free_other),
            (self.tr("Other programs"), disk.other_programs),
        ]
        named = self.tr("%1: %2")
        totals = [(fill(named, n, format_bytes(v)), v) for n, v in parts]
        self._fill(self.total, self.total_legend, totals, TOTAL_COLORS)
        projects = [(fill(named, p.name, format_bytes(p.usage)), p.usage) for p in disk.projects if p.usage > 0]
        whole = False
        if not projects:
            projects = [(self.tr("no projects: 0 bytes used"), 1.0)]
            whole = True
        self._fill(self.by_project, self.project_legend, projects, PALETTE, whole)
        # The pies' text equivalent: their legends' words, for a screen reader.
        self.total_view.setAccessibleDescription("; ".join(n for n, _ in totals))
        self.project_view.setAccessibleDescription("; ".join(n for n, _ in projects))
        said = disk_sentences(disk.notes, self.prefs) if disk.notes else plain_disk_words(disk.explanation, self.prefs)
        problems = plain_disk_words("\n".join(disk.problems), self.prefs)
        self.explanation.setText(said + ("\n" + problems if disk.problems else ""))
        self.table.setRowCount(len(disk.projects))
        for i, p in enumerate(disk.projects):
            over = (fill(self.tr("over by %1"), format_bytes(p.over_by)) if p.over_by > 0
                    else fill(self.tr("%1 to spare"), format_bytes(-p.over_by)))
            values = [p.name + ("  " + self.tr("⚠ over its share") if p.offender else ""), format_bytes(p.usage),
                      f"{format_bytes(p.limit)} ({p.share * 100:.0f}%)", over, format_bytes(p.deletable)]
            for j, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, p.offender)
                self.table.setItem(i, j, item)
        self._recolor()

    def _fill(self, series: QPieSeries, legend: PieLegend, parts: list[tuple[str, float]], colors: list[str],
              whole: bool = False) -> None:
        """``whole``: the one part is a stand-in (no projects), shown without a share."""
        total = sum(v for _, v in parts) or 1.0
        labels = [name if whole else f"{name} ({format_number(v / total * 100, 1)}%)" for name, v in parts]
        legend.set_items([(label, colors[i % len(colors)]) for i, label in enumerate(labels)])
        if series.count() == len(parts):
            for s, label, (_, v) in zip(series.slices(), labels, parts):
                s.setLabel(label)
                s.setValue(max(v, 0.0))
            return  # colours: _recolor, after the table
        series.clear()
        for i, (label, (name, v)) in enumerate(zip(labels, parts)):
            s = QPieSlice(label, max(v, 0.0))
            s.setColor(QColor(colors[i % len(colors)]))
            s.hovered.connect(lambda on, s=s, name=name, v=v: s.setExploded(on))
            series.append(s)
