"""The live charts' GPU figures over time: plain Python, no Qt, no pyqtgraph.

Kept beside ``ChartHistory``'s per-project figures (boinc_gui/charts/history.py), on the
same time stamps: per GPU type, the devices in use at each snapshot (the running GPU
tasks' shares, ``ClientSnapshot.gpu_use``), and per project, the GPU hours it has had so
far (``ProjectStats.gpu_time_s``). A computer without GPUs gets none of them, and the
Statistics tab shows no GPU charts for it (boinc_gui/tabs/stats_gpu.py).

Saved in the history's file under ``"gpu"``; a file without it (an older one, a host
without GPUs) loads with no GPU series. Not thread-safe: the GUI thread only.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ClientSnapshot



class GpuSeries:
    """Devices in use per GPU type, and GPU hours per project, one value per time stamp (NaN: none)."""

    def __init__(self) -> None:
        self.busy: dict[str, list[float]] = {}  # GPU type -> devices in use
        self.devices: dict[str, int] = {}  # GPU type -> its devices, as last told
        self.hours: dict[str, list[float]] = {}  # project URL -> GPU hours so far

    @property
    def shown(self) -> bool:
        """Has this computer any GPU figures (a host with GPUs)?"""
        return bool(self.busy)

    def clear(self) -> None:
        self.busy, self.devices, self.hours = {}, {}, {}

    def _lines(self) -> list[list[float]]:
        return [*self.busy.values(), *self.hours.values()]

    def gap(self) -> None:
        """A gap before the next point (the client was not running)."""
        for line in self._lines():
            line.append(math.nan)

    def add(self, snap: ClientSnapshot, n: int) -> None:
        """The figures of ``snap``, the history's ``n``-th point."""
        for use in snap.gpu_use:
            self.devices[use.rsc_type] = use.devices
            self.busy.setdefault(use.rsc_type, [math.nan] * (n - 1)).append(use.busy)
        if snap.gpu_use:
            for s in snap.stats:
                self.hours.setdefault(s.url, [math.nan] * (n - 1)).append(s.gpu_time_s / 3600)
        for line in self._lines():
            if len(line) < n:  # a type or a project gone: gaps, not a shifted line
                line.extend([math.nan] * (n - len(line)))

    def thin(self, half: int) -> None:
        """Every other point of the first ``half`` (``ChartHistory._thin``)."""
        for line in self._lines():
            line[:half] = line[:half:2]

    def to_json(self) -> dict[str, Any]:
        def finite(values: list[float]) -> list[float | None]:
            return [None if v != v else v for v in values]

        return {"devices": self.devices, "busy": {k: finite(v) for k, v in self.busy.items()},
                "hours": {k: finite(v) for k, v in self.hours.items()}}

    def load(self, data: object, n: int) -> bool:
        """Take the saved figures of a history of ``n`` points; False (and none kept) if they do not fit."""
        self.clear()
        if data is None:
            return True
        if not isinstance(data, dict):
            return False
        try:
            busy = {str(k): [math.nan if v is None else float(v) for v in vs] for k, vs in data["busy"].items()}
            hours = {str(k): [math.nan if v is None else float(v) for v in vs] for k, vs in data["hours"].items()}
            devices = {str(k): int(v) for k, v in data["devices"].items()}
        except (KeyError, TypeError, ValueError, AttributeError):
            return False
        if any(len(v) != n for v in [*busy.values(), *hours.values()]):
            return False
        self.busy, self.hours, self.devices = busy, hours, devices
        return True
