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

History belongs to one computer: ``set_history`` names the file it is kept in
(JSON in the manager's data directory, ``statistics/<host>.json``), loads what
an earlier run saved and saves it again every minute and when the window
closes, so a restart keeps the charts. BOINC's own statistics files hold only
daily credit, not what these charts draw, so the manager keeps its own. Once
``MAX_POINTS`` are held, the older half is thinned to every other point, so
the charts reach back further at a coarser step instead of forgetting.
Emulated runs are not saved (their clock starts over). GUI thread only.
"""
from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boinc_gui.qt_workarounds import keep_bools_alive, top_up
from core.api.snapshot import ClientSnapshot

MAX_POINTS = 4000
SAVE_INTERVAL_MS = 60_000
HISTORY_VERSION = 1
KEYS = ("priority", "share", "share_target", "queued", "credit")
COLORS = ["#3b82c4", "#e08a2c", "#4aa564", "#b04fb0", "#c9483c", "#2fa7a0", "#8c6d3f", "#6b7fd7"]
GAP_S = 60.0  # snapshots further apart than this are drawn with a gap between them
EMULATED_EPOCH_LIMIT = 1e9  # below: an emulator's clock (boinc_gui/formatting.py)


def _emulated_label(v: float, seconds: bool) -> str:
    day, rest = divmod(int(round(v)), 86400)
    h, rest = divmod(rest, 3600)
    text = f"day {day + 1} {h:02d}:{rest // 60:02d}"
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
    formats = ["%H:%M:%S"] if spacing < 60 else ["%H:%M", "%H:%M:%S"] if spacing < 86400 else ["%d %b", "%d %b %H:%M"]
    for fmt in formats:
        out = []
        day = None
        for v in values:
            lt = time.localtime(v)
            text = time.strftime(fmt, lt)
            if spacing < 86400 and lt.tm_yday != day:
                text = time.strftime("%d %b ", lt) + text
                day = lt.tm_yday
            out.append(text)
        if len(set(out)) == len(out):
            return out
    return [time.strftime("%d %b %H:%M:%S", time.localtime(v)) + f".{int(v * 10) % 10}" for v in values]


class _ClientTimeAxis(pg.AxisItem):  # type: ignore[misc]
    """The client's clock: wall-clock date and time on a live client, day N on an emulator's."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        levels = super().tickValues(minVal, maxVal, size)
        # The client's clock counts whole seconds; ticks between them would only repeat labels.
        whole = [(spacing, values) for spacing, values in levels if spacing >= 1.0]
        return whole or [(1.0, [float(v) for v in range(math.ceil(minVal), math.floor(maxVal) + 1)])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return time_tick_strings([v * scale for v in values], spacing * scale)


def _short_url(url: str) -> str:
    parts = urlsplit(url)
    return (parts.netloc + parts.path.rstrip("/")) or url


def _finite(values: list[float]) -> list[float | None]:
    return [None if v != v else v for v in values]


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
        self._t: list[float] = []
        self._series: dict[tuple[str, str], list[float]] = {}
        self._curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self._names: dict[str, str] = {}
        self._colors: dict[str, str] = {}  # url -> colour, fixed at first sight
        self._legend_text: dict[str, str] = {}  # url -> what its legend says now
        self._dirty = False
        self._unsaved = False
        self._persist = False  # a live client's history is saved; an emulator's is not
        self.history_path: Path | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.save_timer = QTimer(self)
        self.save_timer.setInterval(SAVE_INTERVAL_MS)
        self.save_timer.timeout.connect(self.save_history)
        self.save_timer.start()
        self._fg = "#1b1d21"
        self._bool_guard = keep_bools_alive(self)

    def apply_theme(self, dark: bool) -> None:
        self.layout_widget.setBackground("#1f2227" if dark else "#ffffff")
        fg = "#e6e8eb" if dark else "#1b1d21"
        self._fg = fg
        for plot in self.plots.values():
            plot.setTitle(plot.titleLabel.text, color=fg)
            if plot.legend is not None:
                # The legend's default grey is unreadable on the light background.
                plot.legend.setLabelTextColor(fg)
                for _, label in plot.legend.items:
                    label.setText(label.text, color=fg)
            for side in ("left", "bottom"):
                plot.getAxis(side).setTextPen(fg)
                plot.getAxis(side).setPen("#6d7178")

    def reset_zoom(self) -> None:
        for plot in self.plots.values():
            plot.enableAutoRange()
        self.follow.setChecked(True)

    def reset(self, note: str = "") -> None:
        """Forget every series (another computer now); ``note`` says whose charts these are."""
        self.save_history()
        self.history_path = None
        self._clear()
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.reset_zoom()

    def _clear(self) -> None:
        for (_, key), curve in self._curves.items():
            self.plots["share" if key == "share_target" else key].removeItem(curve)
        self._curves.clear()
        self._series.clear()
        self._names.clear()
        self._legend_text.clear()
        self._t.clear()
        self._dirty = False
        self._unsaved = False

    def set_history(self, path: Path | None) -> None:
        """Keep this computer's history in ``path``: load what is there now, save there from now on."""
        if path == self.history_path:
            return
        self.save_history()
        self._clear()
        self.history_path = path
        if path is not None:
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("version") != HISTORY_VERSION:
                return
            t = [float(v) for v in data["t"]]
            series = {(str(url), str(key)): [math.nan if v is None else float(v) for v in values]
                      for url, per_key in data["series"].items() for key, values in per_key.items()}
            names = {str(k): str(v) for k, v in data.get("names", {}).items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return  # no history, or not ours to read: the charts start empty
        if any(len(v) != len(t) for v in series.values()) or t != sorted(t):
            return
        self._t, self._series, self._names = t, series, names
        self._persist = True
        self._dirty = bool(t)

    def save_history(self) -> None:
        """Write the history to its file (atomically) if it changed since the last save."""
        path = self.history_path
        if path is None or not self._unsaved or not self._persist:
            return
        per_url: dict[str, dict[str, list[float | None]]] = {}
        for (url, key), values in self._series.items():
            per_url.setdefault(url, {})[key] = _finite(values)
        data: dict[str, Any] = {"version": HISTORY_VERSION, "t": self._t, "names": self._names, "series": per_url}
        tmp = path.with_name(path.name + ".tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            return  # a full or read-only disk costs the charts' history, never the window
        self._unsaved = False

    def add_snapshot(self, snap: ClientSnapshot) -> None:
        if self._t and snap.time <= self._t[-1]:
            return
        self._persist = not snap.emulated
        if self._t and snap.time - self._t[-1] > GAP_S:
            # The client was not running (or not shown): a gap in the lines, not a bridge.
            self._t.append(self._t[-1] + 1.0)
            for buf in self._series.values():
                buf.append(math.nan)
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
                    buf = [math.nan] * (n - 1)
                    self._series[(s.url, key)] = buf
                buf.append(v)
        for buf in self._series.values():
            if len(buf) < n:  # a project that left: gaps, not a shifted line
                buf.extend([math.nan] * (n - len(buf)))
        if n > MAX_POINTS:
            self._thin()
        self._dirty = True
        self._unsaved = True

    def _thin(self) -> None:
        """Keep every other point of the older half: older history, coarser step."""
        half = len(self._t) // 2
        self._t[:half] = self._t[:half:2]
        for buf in self._series.values():
            buf[:half] = buf[:half:2]

    def legend_text(self, url: str) -> str:
        """What the legend says for ``url``: its name, with host and port when another project has it too."""
        name = self._names.get(url) or url
        if name == url:
            return _short_url(url)
        if sum(1 for n in self._names.values() if n == name) > 1:
            return f"{name} ({_short_url(url)})"
        return name

    def color_of(self, url: str) -> str:
        color = self._colors.get(url)
        if color is None:
            color = self._colors[url] = COLORS[len(self._colors) % len(COLORS)]
        return color

    def refresh(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        t = self._t
        urls = sorted({u for u, _ in self._series})
        for url in urls:
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
                    style = pg.mkPen(color, width=width, style=pg.QtCore.Qt.PenStyle.DashLine if key == "share_target" else pg.QtCore.Qt.PenStyle.SolidLine)
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
                curve.setData(t, self._series[(url, key)])
        if self.follow.isChecked():
            for plot in self.plots.values():
                plot.enableAutoRange()
        top_up()

    def point_count(self) -> int:
        return len(self._t)

    def first_time(self) -> float | None:
        return self._t[0] if self._t else None

    def legend_labels(self, chart: str = "priority") -> list[str]:
        """The legend's texts in ``chart`` as drawn (for tests and accessibility)."""
        legend = self.plots[chart].legend
        return [str(label.text) for _, label in legend.items] if legend is not None else []
