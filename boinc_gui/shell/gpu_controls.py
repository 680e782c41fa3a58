"""The window's GPU controls: the GPU modes in the Activity menu, "Snooze GPU" in the tray,
and the Tasks tab's "GPU only" filter.

As in BOINC Manager, the GPU items show only for a host with GPUs (``snapshot.host.gpus``);
"Snooze GPU" is BOINC's: the GPU mode "never" for an hour, and "Resume GPU" ends it early
(the mode before comes back). A task uses a GPU when its resources name one besides the
CPUs ("0.5 CPUs + 0.5 NVIDIA GPUs"): BOINC's words always join a coprocessor with " + ".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QCheckBox, QMenu, QWidget

from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.state.enums import RunMode

if TYPE_CHECKING:
    from boinc_gui.shell.tray import TrayController
    from boinc_gui.tables.table_view import TableTab
    from core.api.commands import Command
    from core.api.snapshot import ClientSnapshot, TaskRow

SNOOZE_GPU_S = 3600.0  # BOINC Manager's "Snooze GPU": one hour
MODE_TEXTS = ((RunMode.ALWAYS, QT_TRANSLATE_NOOP("GpuControls", "Use &GPU always")),
              (RunMode.AUTO, QT_TRANSLATE_NOOP("GpuControls", "&Use GPU based on preferences")),
              (RunMode.NEVER, QT_TRANSLATE_NOOP("GpuControls", "Suspen&d GPU")))  # translated where shown


def uses_gpu(row: TaskRow) -> bool:
    return " + " in row.resources


class GpuControls:
    """The GPU section of the Activity menu and the tray's "Snooze GPU"; ``show`` follows each snapshot."""

    def __init__(self, parent: QWidget, activity: QMenu, tray: TrayController | None,
                 send: Callable[[Command], None]) -> None:
        self._send = send
        self.section = activity.addSection(QCoreApplication.translate("GpuControls", "GPU"))
        group = QActionGroup(parent)
        self.actions: dict[RunMode, QAction] = {}
        for mode, text in MODE_TEXTS:
            act = QAction(QCoreApplication.translate("GpuControls", text), parent, checkable=True)
            act.triggered.connect(lambda *_, m=mode: self._set_mode(m))
            group.addAction(act)
            activity.addAction(act)
            self.actions[mode] = act
        self.actions[RunMode.AUTO].setChecked(True)
        self.snoozed = False
        self.tray_action: QAction | None = None
        if tray is not None:
            self.attach_tray(tray)
        self.show(None)

    def attach_tray(self, tray: TrayController) -> None:
        """The tray menu's "Snooze GPU" (shown by the next ``show``)."""
        self.tray_action = QAction(QCoreApplication.translate("GpuControls", "Snooze GPU"), tray.menu)
        tray.menu.insertAction(tray.network_action, self.tray_action)
        self.tray_action.triggered.connect(lambda *_: self.toggle_snooze())

    def _set_mode(self, mode: RunMode) -> None:
        from core.api.commands import SetGpuMode

        self._send(SetGpuMode(mode))

    def toggle_snooze(self) -> None:
        from core.api.commands import SetGpuMode

        self._send(SetGpuMode(RunMode.RESTORE) if self.snoozed else SetGpuMode(RunMode.NEVER, SNOOZE_GPU_S))

    def show(self, snap: ClientSnapshot | None) -> None:
        has_gpu = snap is not None and bool(snap.host.gpus)
        for act in (self.section, *self.actions.values()):
            act.setVisible(has_gpu)
        if snap is not None:
            a = snap.activity
            self.actions[a.gpu_mode if a.gpu_mode in self.actions else RunMode.AUTO].setChecked(True)
            self.snoozed = a.gpu_mode == RunMode.NEVER and a.gpu_mode_until is not None
        if self.tray_action is not None:
            self.tray_action.setVisible(has_gpu)
            self.tray_action.setText(QCoreApplication.translate("GpuControls", "Resume GPU") if self.snoozed
                                     else QCoreApplication.translate("GpuControls", "Snooze GPU"))


def add_gpu_filter(tab: TableTab[TaskRow], active_box: QCheckBox, active: Callable[[TaskRow], bool]) -> QCheckBox:
    """A "GPU only" check box beside "Active only"; the two combine."""
    box = QCheckBox(QCoreApplication.translate("GpuControls", "GPU only"), tab)

    def apply(*_: object) -> None:
        wanted = [p for on, p in ((active_box.isChecked(), active), (box.isChecked(), uses_gpu)) if on]
        tab.set_predicate((lambda r: all(p(r) for p in wanted)) if wanted else None)

    box.toggled.connect(apply)
    active_box.toggled.connect(apply)  # after the box's own handler, which sets its predicate alone
    tab.top.insertWidget(2, box)
    return box
