"""The simple view: one screen that tells a newcomer what the computer does, for which science.

As BOINC Manager's simple view: the project each running task works for (its name,
large), the task's progress and time left, the volunteer's credit at that project,
and one button to pause or resume all computing; "Advanced view" goes back to the
tabs. View > Simple view (Ctrl+Shift+S, as BOINC Manager) switches
(boinc_gui/shell/simple_choice.py, which loads this module when the view is first chosen).
It follows the window's primary snapshot (``MainWindow.primary_snapshot``). GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.formatting import fill, format_credit, format_number
from boinc_gui.tables.suspend_words import reason_text
from core.spans import format_span
from core.state import RunMode

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import ClientSnapshot, TaskRow

MAX_TASKS = 4  # a newcomer's screen, not a table: the rest are counted


class _TaskCard(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.project = QLabel(self)
        font = self.project.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.project.setFont(font)
        self.project.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.credit = QLabel(self)
        self.credit.setWordWrap(True)
        box = QVBoxLayout(self)
        for w in (self.project, self.detail, self.bar, self.credit):
            box.addWidget(w)

    def show_task(self, t: TaskRow, credit: float) -> None:
        self.project.setText(t.project_name)
        done = f"{format_number(t.fraction_done * 100, 1)}%"  # with its sign: "%2% done" would read as printf's "% d"
        what = t.application or t.name
        self.detail.setText(fill(self.tr("%1: %2 done, about %3 left"), what, done, format_span(t.remaining_s))
                            if t.remaining_s > 0 else fill(self.tr("%1: %2 done"), what, done))
        self.bar.setValue(round(t.fraction_done * 1000))
        self.bar.setAccessibleName(fill(self.tr("Progress of %1"), t.name))
        self.credit.setText(fill(self.tr("Your credit at %1: %2"), t.project_name, format_credit(credit)))


class SimpleView(QWidget):
    def __init__(self, main: MainWindow, advanced: Callable[[], object]) -> None:
        super().__init__(main, Qt.WindowType.Window)
        self.main = main
        self.setWindowTitle("boinc-gui")
        self.resize(520, 460)
        self.headline = QLabel(self.tr("Connecting to the client…"), self)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.headline.setFont(font)
        self.cards = [_TaskCard(self) for _ in range(MAX_TASKS)]
        self.more = QLabel("", self)
        self.pause_button = QPushButton(self.tr("Pause"), self)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.advanced_button = QPushButton(self.tr("Advanced view"), self)
        self.advanced_button.clicked.connect(lambda: advanced())  # back to the tabs (shell/simple_choice.py)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addStretch(1)
        buttons.addWidget(self.advanced_button)
        box = QVBoxLayout(self)
        box.addWidget(self.headline)
        for card in self.cards:
            box.addWidget(card)
            card.hide()
        box.addWidget(self.more)
        box.addStretch(1)
        box.addLayout(buttons)
        self._mode_before_pause = RunMode.AUTO
        self.paused = False
        main.primary_snapshot.connect(self.show_snapshot)
        if main.snapshot is not None:
            self.show_snapshot(main.snapshot)

    def show_snapshot(self, snap: ClientSnapshot) -> None:
        a = snap.activity
        self.paused = a.run_mode == RunMode.NEVER
        self.pause_button.setText(self.tr("Resume") if self.paused else self.tr("Pause"))
        self.pause_button.setToolTip(self.tr("Start computing again") if self.paused
                                     else self.tr("Stop all computing until you resume"))
        running = [t for t in snap.tasks if t.running]
        credit = {p.url: p.user_total_credit for p in snap.projects}
        projects = ", ".join(p.name or str(p.url) for p in snap.projects)
        if not snap.projects:
            self.headline.setText(self.tr("This computer does not work for any project yet: use Advanced view, "
                                          "Tools > Add project."))
        elif running:
            names = ", ".join(dict.fromkeys(t.project_name for t in running))
            self.headline.setText(fill(self.tr("This computer is doing science for %1."), names))
        elif not a.computing:
            self.headline.setText(fill(self.tr("This computer works for %1. Computing is suspended (%2)."),
                                       projects, reason_text(a.task_suspend_reason) or self.tr("paused")))
        else:
            self.headline.setText(fill(self.tr("This computer works for %1. No task is running at this moment: "
                                               "work is on its way or waiting its turn."), projects))
        for card, t in zip(self.cards, running):
            card.show_task(t, credit.get(t.project_url, 0.0))
            card.show()
        for card in self.cards[len(running):]:
            card.hide()
        extra = len(running) - MAX_TASKS
        self.more.setText((self.tr("and 1 more task running") if extra == 1
                           else fill(self.tr("and %1 more tasks running"), extra)) if extra > 0 else "")

    def toggle_pause(self) -> None:
        from core.api.commands import SetRunMode

        snap = self.main.snapshot
        if self.paused:
            self.main.set_run_mode(self._mode_before_pause)
        else:
            current = snap.activity.run_mode if snap is not None else RunMode.AUTO
            self._mode_before_pause = current if current != RunMode.NEVER else RunMode.AUTO
            self.main.send_everywhere(SetRunMode(RunMode.NEVER))

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closing the simple view is closing the manager's window: the tray or the exit question follows.
        if self.main.close() or self.main.tray_usable():
            event.accept()
        else:
            event.ignore()
