"""The GPUs page: each GPU type of the computer shown, its devices and the tasks on them.

One line per device: the type as the volunteer reads it, the model, memory, driver and
OpenCL version (as detection told them; a declared GPU has only its type and speed), and
the tasks running on it, found from their resources ("... (device 1)"). A task of a type
with a single device names none: it is on that device.

Below, a form keeps a project off a device (or all of them, or one app's jobs): the client
adds BOINC's ``<exclude_gpu>`` to cc_config.xml and applies it, which BOINC's own manager
leaves to the volunteer's text editor.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.formatting import format_number
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.api.commands import Command, ExcludeGpu

if TYPE_CHECKING:
    from core.api.snapshot import ClientSnapshot, GpuSummary

HEADERS = (QT_TRANSLATE_NOOP("GpuDevicesDialog", "GPU"), QT_TRANSLATE_NOOP("GpuDevicesDialog", "Device"),
           QT_TRANSLATE_NOOP("GpuDevicesDialog", "Model"), QT_TRANSLATE_NOOP("GpuDevicesDialog", "Memory"),
           QT_TRANSLATE_NOOP("GpuDevicesDialog", "Driver"), "OpenCL",
           QT_TRANSLATE_NOOP("GpuDevicesDialog", "In use by"))
_DEVICE = re.compile(r"\(device (\d+)\)$")


def _memory(n: float) -> str:
    return f"{format_number(n / 2**30, 1)} GiB" if n > 0 else "---"


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


def _tr(text: str) -> str:
    return QCoreApplication.translate("GpuDevicesDialog", text)


def device_lines(snap: ClientSnapshot) -> list[tuple[str, ...]]:
    lines: list[tuple[str, ...]] = []
    for g in snap.host.gpus:
        for n in g.device_nums:
            lines.append(
                (
                    g.label
                    + (" " + QCoreApplication.translate("GpuDevicesDialog", "(declared)") if g.declared else ""),
                    str(n),
                    g.name or "---",
                    _memory(g.memory_bytes),
                    g.driver or "---",
                    g.opencl_version or "---",
                    ", ".join(tasks_on(snap, g, n)) or QCoreApplication.translate("GpuDevicesDialog", "idle"),
                )
            )
    return lines


class GpuDevicesDialog(QDialog):
    def __init__(self, snap: ClientSnapshot | None, parent: QWidget | None = None,
                 send: Callable[[Command], None] | None = None) -> None:
        super().__init__(parent)
        self._send = send
        self.setWindowTitle(self.tr("GPUs"))
        layout = QVBoxLayout(self)
        self.note = QLabel(self)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, len(HEADERS), self)
        self.table.setHorizontalHeaderLabels([_tr(h) for h in HEADERS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        a11y.keyboard_table(self.table)
        a11y.name(self.table, "GPUs")
        layout.addWidget(self.table)
        box = QGroupBox(self.tr("Keep a project off a GPU"), self)
        form = QFormLayout(box)
        self.project = QComboBox(box)
        self.device = QComboBox(box)
        self.app = QLineEdit(box)
        self.app.setPlaceholderText(self.tr("every app (or an app's short name)"))
        self.exclude_button = QPushButton(self.tr("Exclude"), box)
        self.exclude_button.clicked.connect(self.exclude)
        form.addRow(self.tr("Project"), self.project)
        form.addRow(self.tr("Device"), self.device)
        form.addRow(self.tr("App"), self.app)
        form.addRow(self.exclude_button)
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(900, 300)
        self.show_snapshot(snap)

    def show_snapshot(self, snap: ClientSnapshot | None) -> None:
        lines = device_lines(snap) if snap is not None else []
        self.note.setText("" if lines else self.tr("This computer has no GPU the client uses."))
        self.table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, text in enumerate(line):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.project.clear()
        self.device.clear()
        if snap is None:
            return
        for p in snap.projects:
            self.project.addItem(p.name or str(p.url), p.url)
        for g in snap.host.gpus:
            self.device.addItem(self.tr("every {gpu} device").format(gpu=g.label), (g.rsc_type, -1))
            for n in g.device_nums:
                self.device.addItem(self.tr("{gpu} device {number}").format(gpu=g.label, number=n), (g.rsc_type, n))
        self.exclude_button.setEnabled(self._send is not None and self.project.count() > 0 and self.device.count() > 0)

    def exclude(self) -> None:
        url, choice = self.project.currentData(), self.device.currentData()
        if self._send is None or url is None or choice is None:
            return
        rsc_type, device_num = choice
        self._send(ExcludeGpu(url, device_num, rsc_type, self.app.text().strip()))
