"""The live charts' figures over time, kept apart from the charts: plain Python, no Qt, no pyqtgraph.

``ChartHistory`` holds what the Statistics tab's live charts draw (each project's
scheduling priority, CPU share, resource share, queued work and credit at each
snapshot's time; on a host with GPUs also the GPU figures of charts/gpu_series.py) and
keeps it in a file, so the window can collect and save it
while the tab (and pyqtgraph) is not loaded yet (boinc_gui/tabs/lazy_stats.py).

History belongs to one computer: ``set_path`` names the file it is kept in
(JSON in the manager's data directory, ``statistics/<host>.json``), loads what an
earlier run saved, and ``save`` writes it again (atomically; the window saves
every minute and when it closes). Once ``MAX_POINTS`` are held, the older half
is thinned to every other point, so the charts reach back further at a coarser
step instead of forgetting. Emulated runs are not saved (their clock starts over).

``version`` grows with every change and ``generation`` with every clearing, so a
chart drawing from it knows when to redraw and when to drop its lines.
Not thread-safe: the GUI thread only.
"""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import TYPE_CHECKING

from boinc_gui.charts.gpu_series import GpuSeries

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ClientSnapshot

MAX_POINTS = 4000
HISTORY_VERSION = 1
KEYS = ("priority", "share", "share_target", "queued", "credit")
GAP_S = 60.0  # snapshots further apart than this (real seconds) are drawn with a gap between them


def _finite(values: list[float]) -> list[float | None]:
    return [None if v != v else v for v in values]


class ChartHistory:
    """Time stamps, and per (project URL, figure) a value at each (NaN: none)."""

    def __init__(self) -> None:
        self.t: list[float] = []
        self.series: dict[tuple[str, str], list[float]] = {}
        self.names: dict[str, str] = {}  # url -> the project's name as last known
        self.gpu = GpuSeries()  # a host with GPUs: its GPU figures on the same time stamps
        self.host_name = ""  # the computer of the latest snapshot, as its client names itself
        self.emulated = False
        self.path: Path | None = None
        self.version = 0
        self.generation = 0
        self._unsaved = False
        self._persist = False  # a live client's history is saved; an emulator's is not

    def clear(self) -> None:
        """Forget every figure (not the file: ``set_path`` chooses that)."""
        self.t = []
        self.series = {}
        self.names = {}
        self.gpu.clear()
        self.host_name = ""
        self._unsaved = False
        self.version += 1
        self.generation += 1

    def set_path(self, path: Path | None) -> bool:
        """Keep this computer's history in ``path``: save the old, load what is there. False: same path."""
        if path == self.path:
            return False
        self.save()
        self.clear()
        self.path = path
        if path is not None:
            self._load(path)
        return True

    def _load(self, path: Path) -> None:
        try:
            text = path.read_text(encoding="utf-8")
            import json  # only when there is a file (a first start has none: issue 36)

            data = json.loads(text)
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
        self.t, self.series, self.names = t, series, names
        self.gpu.load(data.get("gpu"), len(t))  # GPU figures that do not fit are dropped, not the rest
        self._persist = True
        self.version += 1

    def save(self) -> None:
        """Write the history to its file (atomically) if it changed since the last save."""
        path = self.path
        if path is None or not self._unsaved or not self._persist:
            return
        per_url: dict[str, dict[str, list[float | None]]] = {}
        for (url, key), values in self.series.items():
            per_url.setdefault(url, {})[key] = _finite(values)
        data: dict[str, object] = {"version": HISTORY_VERSION, "t": self.t, "names": self.names, "series": per_url}
        if self.gpu.shown:
            data["gpu"] = self.gpu.to_json()
        tmp = path.with_name(path.name + ".tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            import json

            tmp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            return  # a full or read-only disk costs the charts' history, never the window
        self._unsaved = False

    @property
    def unsaved(self) -> bool:
        return self._unsaved and self._persist and self.path is not None

    def add_snapshot(self, snap: ClientSnapshot) -> None:
        self.host_name = snap.host.name
        self.emulated = snap.emulated
        if self.t and snap.time <= self.t[-1]:
            return
        self._persist = not snap.emulated
        # An emulator in accelerated time moves its clock GAP_S in a fraction of a second:
        # the gap is GAP_S of real time, or every point of a 600x run stood alone, no line drawn.
        if self.t and snap.time - self.t[-1] > GAP_S * max(1.0, snap.speed):
            # The client was not running (or not shown): a gap in the lines, not a bridge.
            self.t.append(self.t[-1] + 1.0)
            for buf in self.series.values():
                buf.append(math.nan)
            self.gpu.gap()
        self.t.append(snap.time)
        n = len(self.t)
        for s in snap.stats:
            self.names[s.url] = s.name
            values = {
                "priority": s.priority,
                "share": s.cpu_share * 100,
                "share_target": s.resource_share * 100,
                "queued": s.queued_work_s / 3600,
                "credit": s.credit,
            }
            for key, v in values.items():
                line = self.series.get((s.url, key))
                if line is None:
                    line = self.series[(s.url, key)] = [math.nan] * (n - 1)
                line.append(v)
        for buf in self.series.values():
            if len(buf) < n:  # a project that left: gaps, not a shifted line
                buf.extend([math.nan] * (n - len(buf)))
        self.gpu.add(snap, n)
        if n > MAX_POINTS:
            self._thin()
        self.version += 1
        self._unsaved = True

    def _thin(self) -> None:
        """Keep every other point of the older half: older history, coarser step."""
        half = len(self.t) // 2
        self.t[:half] = self.t[:half:2]
        for buf in self.series.values():
            buf[:half] = buf[:half:2]
        self.gpu.thin(half)

    def point_count(self) -> int:
        return len(self.t)

    def first_time(self) -> float | None:
        return self.t[0] if self.t else None

    def urls(self) -> list[str]:
        return sorted({u for u, _ in self.series})
