"""The welcome page: what boinc-gui does, shown in the window while no project is attached.

BOINC Manager opens its attach wizard on a first start; here the window says in
a few lines what the program does and offers the same wizard (the attach
dialog, boinc_gui/attach_dialog.py, where the built-in demo project is the first
choice, labelled as such) with one button. "Not now" shows the tabs instead
(the event log, the preferences). The window decides when the page is shown
(MainWindow._update_welcome): with no project attached on the computer shown,
when the client can attach projects, and not while the demo project is being
attached on its own. GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boinc_gui.icons import icon

WELCOME_TITLE = "Welcome to boinc-gui"
WELCOME_TEXT = (
    "<p>boinc-gui lends your computer's spare processor time and disk space to science projects: "
    "it downloads their tasks, runs them while you do not need the computer (as your preferences "
    "say), sends the results back and keeps you informed here and in the tray.</p>"
    "<p>It works with BOINC projects and tools: you choose the projects, each with an account on "
    "its web site. You can pause computing at any time from the Activity menu or the tray icon.</p>"
    "<p><b>To begin, add a project.</b> The built-in demo project needs no account: it runs a small "
    "real computation on this computer, so you can see how everything works before choosing a "
    "science project.</p>")


class WelcomePage(QWidget):
    attach_requested = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setAccessibleName(WELCOME_TITLE)
        logo = QLabel(self)
        logo.setPixmap(icon("app").pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title = QLabel(f"<h1>{WELCOME_TITLE}</h1>", self)
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text = QLabel(WELCOME_TEXT, self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMaximumWidth(640)
        self.attach_button = QPushButton("Add a project…", self)
        self.attach_button.setDefault(True)
        self.attach_button.setAccessibleName("Add a project")
        self.attach_button.clicked.connect(self.attach_requested.emit)
        self.later_button = QPushButton("Not now", self)
        self.later_button.setToolTip("Show the tabs; Tools › Add project… opens the same dialog later")
        self.later_button.clicked.connect(self.dismissed.emit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.attach_button)
        buttons.addWidget(self.later_button)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addWidget(logo)
        column.addWidget(title)
        column.addWidget(self.text, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(12)
        column.addLayout(buttons)
        column.addStretch(2)
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(column, 4)
        row.addStretch(1)
