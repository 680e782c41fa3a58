"""The welcome page: what boinc-gui does, shown in the window while no project is attached.

BOINC Manager opens its attach wizard on a first start; here the window says in
a few lines what the program does and offers the same wizard (the attach
dialog, boinc_gui/dialogs/attach.py, where the built-in demo project is the first
choice, labelled as such) with one button. "Not now" shows the tabs instead
(the event log, the preferences). The window decides when the page is shown
(shell/host_view.py's update_welcome): with no project attached on the computer shown,
when the client can attach projects, and not while the demo project is being
attached on its own. GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.icons import icon

# English sources, translated where shown (context "WelcomePage").
WELCOME_TITLE = QT_TRANSLATE_NOOP("WelcomePage", "Welcome to boinc-gui")
WELCOME_TEXT = QT_TRANSLATE_NOOP("WelcomePage",
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
        title_text = self.tr(WELCOME_TITLE)
        self.setAccessibleName(title_text)
        logo = QLabel(self)
        logo.setPixmap(icon("app").pixmap(96, 96))
        logo.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title = QLabel(f"<h1>{title_text}</h1>", self)
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text = QLabel(self.tr(WELCOME_TEXT), self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(min(640, self.text.fontMetrics().averageCharWidth() * 60))
        self.attach_button = QPushButton(self.tr("Add a project…"), self)
        self.attach_button.setDefault(True)
        self.attach_button.setAccessibleName(self.tr("Add a project"))
        self.attach_button.clicked.connect(self.attach_requested.emit)
        self.later_button = QPushButton(self.tr("Not now"), self)
        self.later_button.setToolTip(self.tr("Show the tabs; Tools › Add project… opens the same dialog later"))
        self.later_button.clicked.connect(self.dismissed.emit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.attach_button)
        buttons.addWidget(self.later_button)
        buttons.addStretch(1)
        # The column takes the width it is given, up to a readable 680 px, centred: a label
        # aligned in its layout got its size hint's width (310 px at one window size) and a
        # height for another width, and its lines were cut mid-sentence.
        body = QWidget(self)
        body.setMaximumWidth(680)
        body.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        column = QVBoxLayout(body)
        column.addStretch(1)
        column.addWidget(logo)
        column.addWidget(title)
        column.addWidget(self.text)
        column.addSpacing(12)
        column.addLayout(buttons)
        column.addStretch(2)
        inner = QWidget(self)
        centred = QHBoxLayout(inner)
        centred.addStretch(1)
        centred.addWidget(body, 20)
        centred.addStretch(1)
        scroll = QScrollArea(self)  # what does not fit a small window scrolls instead of being cut
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop showing no focus; Tab scrolls to each control
        scroll.setWidget(inner)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(scroll)


FIRST_START_KEY = "ui/first_start_welcomed"
FIRST_START_TEXT = QT_TRANSLATE_NOOP("FirstStartBanner",
    "<b>Welcome to boinc-gui.</b> To show you how work flows, the built-in demo project has been added: "
    "it needs no account and runs a small real computation on this computer. When you are ready, add a "
    "science project with your account at it; you can remove the demo project at any time.")


class FirstStartBanner(QFrame):
    """A first start's note above the tabs, not a dialog: the demo project was attached on its
    own, so the window says so and where real projects are added. Shown once (the settings
    remember it); "Got it" hides it."""

    attach_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("first_start")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("First start"))
        self.text = QLabel(self.tr(FIRST_START_TEXT), self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.attach_button = QPushButton(self.tr("Add a science project…"), self)
        self.attach_button.clicked.connect(self.attach_requested.emit)
        self.close_button = QPushButton(self.tr("Got it"), self)
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.addWidget(self.text, 1)
        row.addWidget(self.attach_button)
        row.addWidget(self.close_button)


def first_start_banner(settings: QSettings, into: QVBoxLayout, parent: QWidget) -> FirstStartBanner | None:
    """The first-start banner at the top of ``into``, unless these settings saw it already."""
    if settings.value(FIRST_START_KEY, False, type=bool):
        return None
    settings.setValue(FIRST_START_KEY, True)
    settings.sync()
    banner = FirstStartBanner(parent)
    into.insertWidget(0, banner)
    return banner
