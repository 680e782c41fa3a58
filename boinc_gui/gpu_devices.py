"""The GPUs page: each GPU type of the computer shown, its devices and the tasks on them.

One line per device: the type as the volunteer reads it, the model, memory, driver and
OpenCL version (as detection told them; a declared GPU has only its type and speed), and
the tasks running on it, found from their resources ("... (device 1)"). A task of a type
with a single device names none: it is on that device.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from core.api.snapshot import ClientSnapshot, GpuSummary

HEADERS = ("GPU", "Device", "Model", "Memory", "Driver", "OpenCL", "In use by")
_DEVICE = re.compile(r"\(device (\d+)\)$")


def _memory(n: float) -> str:
    return f"{n / 2**30:.1f} GiB" if n > 0 else "---"


def tasks_on(snap: ClientSnapshot, gpu: GpuSummary, device: int) -> list[str]:
    """Names of the running tasks on ``device`` of ``gpu``'s type."""
    out = []
    for t in snap.tasks:
        if not t.running or f" {gpu.label}" not in t.resources:
            continue
        m = _DEVICE.search(t.resources)
        if (int(m.group(1)) if m else gpu.device_nums[0] if gpu.device_nums else 0) == device:
            out.append(t.name)
    return out


def device_lines(snap: ClientSnapshot) -> list[tuple[str, ...]]:
    lines: list[tuple[str, ...]] = []
    for g in snap.host.gpus:
        for n in g.device_nums:
            lines.append((g.label + (" (declared)" if g.declared else ""), str(n), g.name or "---",
                          _memory(g.memory_bytes), g.driver or "---", g.opencl_version or "---",
                          ", ".join(tasks_on(snap, g, n)) or "idle"))
    return lines


class GpuDevicesDialog(QDialog):
    def __init__(self, snap: ClientSnapshot | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("GPUs")
        layout = QVBoxLayout(self)
        self.note = QLabel(self)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, len(HEADERS), self)
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(900, 300)
        self.show_snapshot(snap)

    def show_snapshot(self, snap: ClientSnapshot | None) -> None:
        lines = device_lines(snap) if snap is not None else []
        self.note.setText("" if lines else "This computer has no GPU the client uses.")
        self.table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, text in enumerate(line):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
