"""The attach-project dialog: URL (the demo project as a preset) and account key.

The URL's form is checked as it is typed; on Attach the client checks the
rest (is it reachable, is it a project, is the key accepted) off the GUI
thread, and its answer is shown in the dialog in plain words: "Could not
connect to …: connection refused", "… is a web site but not a BOINC
project". The dialog stays open on failure so the volunteer can correct it.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

from core.api.attach_probe import check_url_syntax
from core.api.commands import Attach, CommandResult

DEMO_PROJECT_URL = "http://emulated.invalid/demo/"
"""The emulated client's preset (the emulator serves URLs on emulated.invalid); a live client
gets the embedded demo project's own URL and key instead (MainWindow.demo_preset)."""
DEMO_ACCOUNT_KEY = "demo-account-key"


class AttachDialog(QDialog):
    attach_requested = Signal(object)  # Attach
    attached = Signal(str)  # the URL, after the client said yes

    def __init__(self, parent: QWidget | None = None, demo_url: str = DEMO_PROJECT_URL,
                 demo_key: str = DEMO_ACCOUNT_KEY) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add project")
        intro = QLabel(
            "Choose a project to give your computer's spare time to. Enter its web address (the "
            "master URL shown on its site) and your account key from its web site. The demo project "
            "works without an account.", self)
        intro.setWordWrap(True)
        self._demo_key = demo_key
        self.preset = QComboBox(self)
        if demo_url:  # none when no demo project can serve this client
            self.preset.addItem("Demo project (built in)", demo_url)
        self.preset.addItem("Other project…", "")
        self.preset.setAccessibleName("Project preset")
        self.url = QLineEdit(self)
        self.url.setPlaceholderText("https://example.org/project/")
        self.url.setAccessibleName("Project URL")
        self.key = QLineEdit(self)
        self.key.setPlaceholderText("account key (32 hex digits from the project's web site)")
        self.key.setAccessibleName("Account key")
        self.key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.status = QLabel("", self)
        self.status.setObjectName("errors")
        self.status.setWordWrap(True)
        self.status.setAccessibleName("Attach status")
        form = QFormLayout()
        form.addRow("Project", self.preset)
        form.addRow("URL", self.url)
        form.addRow("Account key", self.key)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.attach_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.attach_button.setText("Attach")
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.url.textChanged.connect(self._check)
        self.key.textChanged.connect(self._check)
        self._preset_changed()
        self.resize(620, 300)

    def _preset_changed(self, *_: object) -> None:
        url = self.preset.currentData()
        if url:
            self.url.setText(url)
            self.key.setText(self._demo_key)
        else:
            self.url.clear()
            self.key.clear()
            self.url.setFocus()

    def _check(self, *_: object) -> str:
        problem = check_url_syntax(self.url.text()) if self.url.text() else ""
        if not problem and self.url.text() and not self.key.text().strip():
            problem = "Enter your account key (on the project's web site, under your account)."
        self.status.setText(problem)
        self.attach_button.setEnabled(bool(self.url.text()) and not problem)
        return problem

    def submit(self) -> None:
        problem = check_url_syntax(self.url.text())
        if problem or not self.key.text().strip():
            self.status.setText(problem or "Enter your account key.")
            return
        self.attach_button.setEnabled(False)
        self.status.setText("Contacting the project…")
        self.attach_requested.emit(Attach(self.url.text().strip(), self.key.text().strip()))

    def on_result(self, outcome: CommandResult | BaseException) -> None:
        """The client's answer (GUI thread)."""
        self.attach_button.setEnabled(True)
        if isinstance(outcome, BaseException):
            self.status.setText(f"Attach failed: {outcome}")
        elif not outcome.ok:
            self.status.setText(outcome.message)
        else:
            self.status.setText("")
            self.attached.emit(self.url.text().strip())
            self.accept()
