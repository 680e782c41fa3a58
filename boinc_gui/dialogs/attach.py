"""The attach wizard: pick a project, then sign in, create an account, or give an account key.

The list is BOINC's all_projects_list.xml (the client's copy, else the one shipped in
resources/), searchable; projects already attached are greyed out. "I have an account"
asks the project for the account key with the email and password (core.accounts.join,
on a worker thread); "I am new" fetches the project's configuration first, refuses
what it forbids (no new accounts, too short a password, a client too old, no app for
this computer) and shows the terms of use, which must be accepted before the account is
created. The account-key path stays for those who have one.

The wizard does not close until the project has accepted the account: after the client
attached it, the window watches the client's snapshots until the project's scheduler
answered with the account's name (or, for a client that shows none, answered without
an alert). A refusal ("Invalid or missing account key") is shown in the wizard and the
project is detached again, so the volunteer can correct the key. Every failure is said
in plain words. ``AcctMgrDialog`` (the account-manager page) joins, synchronises with or
leaves an account manager.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.command_words import command_words, problem_form, raised_words
from boinc_gui.dialogs.account_words import account_sentence
from boinc_gui.dialogs.acct_mgr_words import failure_words, manager_outcome
from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP, client_text
from core.accounts.attach_probe import check_url_syntax, normalise_url, url_syntax_problem
from core.accounts.fetch import WebRpcError
from core.accounts.join import JoinOutcome, create, sign_in
from core.accounts.project_list import ALL_PROJECTS_LIST_FILE, ProjectListItem, load_project_list
from core.accounts.web_rpc import get_project_config
from core.api.commands import AcctMgrRpc, Attach, CommandResult, ProjectAction, ProjectOp
from core.api.snapshot import ClientSnapshot, MessagePriority, MessageRow
from core.hashing import passwd_hash
from core.ids import ProjectUrl
from core.persist import canonicalize_master_url

if TYPE_CHECKING:
    from boinc_gui.dialogs.preview import PreviewPanel
    from boinc_gui.hosts.bridge import ClientBridge
    from core.api.client import AccountManagerView

DEMO_PROJECT_URL = "http://emulated.invalid/demo/"
"""The emulated client's preset (the emulator serves URLs on emulated.invalid); a live client
gets the embedded demo project's own URL and key instead (MainWindow.demo_preset)."""
DEMO_ACCOUNT_KEY = "demo-account-key"

MODE_KEY, MODE_SIGN_IN, MODE_CREATE = "key", "sign_in", "create"
_MODES = ((MODE_SIGN_IN, QT_TRANSLATE_NOOP("AttachDialog", "I have an account (email and password)")),
          (MODE_CREATE, QT_TRANSLATE_NOOP("AttachDialog", "I am new: create an account")),
          (MODE_KEY, QT_TRANSLATE_NOOP("AttachDialog", "I have an account key")))
ACCEPT_WAIT_MS = 120_000  # no answer from the project's scheduler by then: say so, keep the project


def url_problem(text: str) -> str:
    """What keeps ``text`` from being a project URL, in the window's language ("" when nothing)."""
    found = url_syntax_problem(text)
    return problem_form(found[0], *found[1]) if found is not None else ""


def _same(a: str, b: str) -> bool:
    def norm(u: str) -> str:
        return canonicalize_master_url(u).split("://", 1)[-1].lower().removeprefix("www.")
    return norm(a) == norm(b)


def _bridge_of(parent: QWidget | None) -> ClientBridge | None:
    bridge: ClientBridge | None = getattr(parent, "bridge", None)  # a MainWindow's; None for a bare parent
    return bridge


def _data_dir_of(bridge: ClientBridge | None) -> Path | None:
    return bridge.client.capabilities.data_dir if bridge is not None else None


QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's own limit on a widget's size (QtWidgets' QWIDGETSIZE_MAX)

class _WholeTextScroll(QScrollArea):
    """A scroll area that asks for the whole height of its widget's wrapped words at its width
    (QScrollArea asks for a fixed usual size): its layout then gives it room before the
    widgets that need none, and shrinks it to its minimum only when the screen is short."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        inner = self.widget()
        if inner is not None and inner.hasHeightForWidth():
            width = self.viewport().width() if self.viewport().width() > 0 else hint.width()
            hint.setHeight(inner.heightForWidth(width) + 2 * self.frameWidth())
        return hint

class AttachDialog(QDialog):
    attach_requested = Signal(object)  # a Command: Attach (or ProjectOp DETACH after a refused key)
    attached = Signal(str)  # the URL, after the project accepted the account
    _worked = Signal(object)  # JoinOutcome, from the worker thread
    _named = Signal(str, str)  # (URL, the name its get_project_config.php gave), from the worker thread

    def __init__(self, parent: QWidget | None = None, demo_url: str = DEMO_PROJECT_URL,
                 demo_key: str = DEMO_ACCOUNT_KEY, *, projects: Iterable[ProjectListItem] | None = None,
                 run_in_thread: Callable[[Callable[[], None]], None] | None = None, computer: str = "") -> None:
        super().__init__(parent)
        # A remote computer is named, so the volunteer knows which one the project joins.
        self.computer = computer
        self.setWindowTitle(self.tr("Add project to {computer}").format(computer=computer) if computer
                            else self.tr("Add project"))
        self._bridge = _bridge_of(parent)
        self._demo_key = demo_key
        self._run = run_in_thread or (lambda fn: threading.Thread(target=fn, daemon=True, name="attach").start())
        self._waiting_for: str = ""  # URL attached and waiting for its scheduler's answer
        self._detaching = False
        self._terms_accepted_for = ""
        self._names: dict[str, str] = {}  # URL -> the name the project gave (the URL when it gave none)
        intro = QLabel(self.tr("Choose a project to give the computer {computer}'s spare time to, then sign in with "
                               "your account at the project, create one, or give your account key.").format(
                                   computer=computer) if computer
                       else self.tr("Choose a project to give your computer's spare time to, then sign in with your "
                                    "account at the project, create one, or give your account key."), self)
        intro.setWordWrap(True)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search projects by name, science area or institution"))
        self.search.setAccessibleName(self.tr("Search projects"))
        self.project_list = QListWidget(self)
        self.project_list.setAccessibleName(self.tr("Projects"))
        # Five rows at least (it takes any room left): with the terms and the preview shown the
        # dialog must still fit an 800x600 screen.
        self.project_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 5 + 6)
        self.preset = QComboBox(self)
        if demo_url:  # none when no demo project can serve this client
            self.preset.addItem(self.tr("Demo project (built in)"), demo_url)
        self.preset.addItem(self.tr("Other project…"), "")
        if demo_url and any(_same(demo_url, u) for u in self._attached_urls()):
            # The demo is what a first start attaches: "Add a science project" then starts empty.
            self.preset.setCurrentIndex(self.preset.count() - 1)
        self.preset.setAccessibleName(self.tr("Project preset"))
        self.url = QLineEdit(self)
        self.url.setPlaceholderText("https://example.org/project/")
        self.url.setAccessibleName(self.tr("Project URL"))
        self.mode = QComboBox(self)
        for value, text in _MODES:
            self.mode.addItem(QCoreApplication.translate("AttachDialog", text), value)
        self.mode.setAccessibleName(self.tr("How to sign in"))
        self.email = QLineEdit(self)
        self.email.setAccessibleName(self.tr("Email address"))
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(self.tr("Password"))
        self.confirm = QLineEdit(self)
        self.confirm.setEchoMode(QLineEdit.EchoMode.Password)
        self.confirm.setAccessibleName(self.tr("Confirm password"))
        # BOINC Manager links the project's own page (clientgui: project URL + get_passwd.php).
        self.forgot = QLabel(self)
        self.forgot.setTextFormat(Qt.TextFormat.RichText)
        self.forgot.setOpenExternalLinks(True)
        self.forgot.setAccessibleName(self.tr("Forgot your password?"))
        self.user_name = QLineEdit(self)
        self.user_name.setAccessibleName(self.tr("User name"))
        self.key = QLineEdit(self)
        self.key.setPlaceholderText(self.tr("account key (32 hex digits from the project's web site)"))
        self.key.setAccessibleName(self.tr("Account key"))
        self.key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.terms = QPlainTextEdit(self)
        self.terms.setReadOnly(True)
        self.terms.setAccessibleName(self.tr("Terms of use"))
        self.terms.setMaximumHeight(150)  # scrolls; the fields and the preview keep their room
        self.terms_accept = QCheckBox(self.tr("I accept the project's terms of use"), self)
        self.status = QLabel("", self)
        self.status.setObjectName("errors")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Attach status"))
        self.form = QFormLayout()
        self.form.addRow(self.tr("Project"), self.preset)
        self.form.addRow(self.tr("URL"), self.url)
        self.form.addRow(self.tr("Account"), self.mode)
        self.form.addRow(self.tr("Email"), self.email)
        self.form.addRow(self.tr("Password"), self.password)
        self.form.addRow(self.tr("Confirm password"), self.confirm)
        self.form.addRow("", self.forgot)
        self.form.addRow(self.tr("User name"), self.user_name)
        self.form.addRow(self.tr("Account key"), self.key)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.attach_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.attach_button.setText(self.tr("Attach"))
        self.acct_mgr_button = QPushButton(self.tr("Use an account manager…"), self)
        self.buttons.addButton(self.acct_mgr_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.acct_mgr_button.clicked.connect(self.open_account_manager)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.search)
        layout.addWidget(self.project_list)
        layout.addLayout(self.form)
        layout.addWidget(self.terms)
        layout.addWidget(self.terms_accept)
        layout.addWidget(self.status)
        self.preview = self._make_preview()
        self.preview_scroll: QScrollArea | None = None
        if self.preview is not None:
            # In a scroll area: with the terms shown, the words did not fit the screen, and Qt
            # laid the preview's wrapped lines over each other (issue 36, item 8). Here it keeps
            # three lines at least and scrolls the rest; _fit grows the dialog to show it all
            # where the screen has room.
            scroll = self.preview_scroll = _WholeTextScroll(self)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(self.preview)
            scroll.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 24)
            layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self._no_answer)
        self._worked.connect(self._on_worked, Qt.ConnectionType.QueuedConnection)
        self._named.connect(self._on_named, Qt.ConnectionType.QueuedConnection)
        # A URL outside the list is asked for its name once the volunteer stops typing (one
        # request per URL, not per key).
        self._name_timer = QTimer(self)
        self._name_timer.setSingleShot(True)
        self._name_timer.setInterval(300)
        self._name_timer.timeout.connect(self._ask_name)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.url.textChanged.connect(self._check)
        self.url.textChanged.connect(self._url_typed)
        self.url.textChanged.connect(self._preview_attach)
        self.key.textChanged.connect(self._key_typed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.search.textChanged.connect(self._filter)
        self.project_list.currentItemChanged.connect(self._picked)
        if self.preview is not None:  # new words may need more room than the dialog has
            self.preview.runner.ready.connect(lambda *_: QTimer.singleShot(0, self, self._fit))
        if self._bridge is not None and hasattr(self._bridge, "snapshot_updated"):
            self._bridge.snapshot_updated.connect(self._on_snapshot)
        if projects is None:
            dd = _data_dir_of(self._bridge)
            projects = load_project_list(dd / ALL_PROJECTS_LIST_FILE if dd is not None else None)
        self._fill_list(projects)
        self._show_terms("")
        self._preset_changed()
        self.resize(680, 640)

    # ---- what attaching would do

    def _make_preview(self) -> PreviewPanel | None:
        """The what-if panel, for a client running here that already has projects to compare with."""
        dd = _data_dir_of(self._bridge)
        if dd is None or not self._attached_urls():
            return None
        from boinc_gui.dialogs.preview import PreviewPanel, PreviewRunner  # the emulator loads only when needed

        panel = PreviewPanel(PreviewRunner(dd, self), self)
        panel.setTitle(self.tr("What attaching would do (emulated; "
                               "the new project's jobs are guessed until it sends some)"))
        panel.summary.setText(self.tr("Choose a project to see what it would do to the others."))
        return panel

    def _preview_attach(self, text: str) -> None:
        if self.preview is None or not text or check_url_syntax(text):
            return
        from boinc_gui.dialogs.preview import Change
        from core.emulator.from_state import NewProject

        url = normalise_url(text)
        known = self._listed(url)
        name = known.name if known is not None else self._names.get(url, url)
        self.preview.runner.request(Change(attach=(NewProject(url, name),)))
        if known is None and url not in self._names:
            # Named by its URL until the project says its name (an unreachable one stays so).
            self._name_timer.start()

    def _ask_name(self) -> None:
        text = self.url.text()
        if not text or check_url_syntax(text):
            return
        url = normalise_url(text)

        def ask() -> None:
            try:
                name = get_project_config(url, timeout_s=10.0).name.strip()
            except (WebRpcError, OSError):
                name = ""
            try:
                self._named.emit(url, name)
            except RuntimeError:
                pass  # the dialog was closed and deleted meanwhile: nobody to tell
        self._run(ask)

    def _on_named(self, url: str, name: str) -> None:
        self._names[url] = name or url
        if name and self.url.text() and not check_url_syntax(self.url.text()) \
                and normalise_url(self.url.text()) == url:
            self._preview_attach(self.url.text())  # the preview again, the project named as it names itself

    # ---- the list

    def _attached_urls(self) -> list[str]:
        snap = getattr(self._bridge, "latest", None)
        return [p.url for p in snap.projects] if isinstance(snap, ClientSnapshot) else []

    def _fill_list(self, projects: Iterable[ProjectListItem]) -> None:
        attached = self._attached_urls()
        for p in projects:
            if p.is_account_manager:
                continue
            item = QListWidgetItem(f"{p.name} — {p.general_area}" + (f": {p.specific_area}" if p.specific_area else ""))
            item.setData(Qt.ItemDataRole.UserRole, p)
            item.setToolTip(f"{p.description}\n{p.home}\n{p.url}".strip())
            if any(_same(p.url, u) for u in attached):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setText(item.text() + " " + self.tr("(already attached)"))
            self.project_list.addItem(item)

    def _filter(self, text: str) -> None:
        for i in range(self.project_list.count()):
            item = self.project_list.item(i)
            p: ProjectListItem = item.data(Qt.ItemDataRole.UserRole)
            item.setHidden(not p.matches(text))

    def _listed(self, url: str) -> ProjectListItem | None:
        """The list's entry for ``url``, if the list has one."""
        for i in range(self.project_list.count()):
            p = self.project_list.item(i).data(Qt.ItemDataRole.UserRole)
            if isinstance(p, ProjectListItem) and _same(p.url, url):
                return p
        return None

    def _picked(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        p: ProjectListItem = item.data(Qt.ItemDataRole.UserRole)
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(self.preset.count() - 1)  # "Other": the list chose it
        self.preset.blockSignals(False)
        self.url.setText(p.url)
        if self.mode.currentData() == MODE_KEY:
            self.set_mode(MODE_SIGN_IN)

    def _url_typed(self, text: str) -> None:
        """List, Project box and URL name one project: the URL typed selects its list entry
        (or none), and the Project box says "Other" unless the URL is the preset's."""
        url = normalise_url(text) if text and not check_url_syntax(text) else text
        row = -1
        for i in range(self.project_list.count()):
            p = self.project_list.item(i).data(Qt.ItemDataRole.UserRole)
            if url and isinstance(p, ProjectListItem) and _same(p.url, url):
                row = i
                break
        self.project_list.blockSignals(True)
        self.project_list.setCurrentRow(row)
        if row < 0:
            self.project_list.clearSelection()
        self.project_list.blockSignals(False)
        preset = self.preset.findData(url) if url else -1
        if preset < 0 and self.preset.currentData():
            preset = self.preset.count() - 1  # the URL is no longer the preset's: "Other project…"
        if preset >= 0 and preset != self.preset.currentIndex():
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(preset)
            self.preset.blockSignals(False)
        self._show_forgot()

    def _show_forgot(self) -> None:
        text = self.url.text()
        shown = self.mode.currentData() != MODE_KEY and bool(text) and not check_url_syntax(text)
        if shown:
            page = normalise_url(text) + "get_passwd.php"
            self.forgot.setText(f'<a href="{page}">{self.tr("Forgot your password?")}</a>')
            self.forgot.setToolTip(page)
        self.form.setRowVisible(self.forgot, shown)

    def _fit(self) -> None:
        """Grow to what the wrapped words need (a top-level dialog does not by itself), within the screen."""
        layout = self.layout()
        if layout is None:
            return
        if self.preview_scroll is not None:
            self.preview_scroll.updateGeometry()  # it asks for its new words' height
        self.project_list.setMaximumHeight(QWIDGETSIZE_MAX)
        layout.invalidate()
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        screen = self.screen().availableGeometry().height() if self.screen() is not None else need
        if need > screen:
            # Short of room: the list gives up its rows first (a project is chosen by then); the
            # preview scrolls only what is still missing.
            self.project_list.setMaximumHeight(self.project_list.minimumHeight())
        if need > self.height():
            self.resize(self.width(), min(need, screen))

    # ---- fields

    def set_mode(self, mode: str) -> None:
        self.mode.setCurrentIndex(self.mode.findData(mode))

    def _mode_changed(self, *_: object) -> None:
        mode: str = self.mode.currentData()
        for widget, shown in ((self.email, mode != MODE_KEY), (self.password, mode != MODE_KEY),
                              (self.confirm, mode == MODE_CREATE),
                              (self.user_name, mode == MODE_CREATE), (self.key, mode == MODE_KEY)):
            self.form.setRowVisible(widget, shown)
        self._show_forgot()
        self.attach_button.setText(self.tr("Create account and attach") if mode == MODE_CREATE else self.tr("Attach"))
        if mode != MODE_CREATE:
            self._show_terms("")
        self._check()

    def _show_terms(self, text: str) -> None:
        self.terms.setPlainText(text)
        self.terms.setVisible(bool(text))
        self.terms_accept.setVisible(bool(text))
        if not text:
            self.terms_accept.setChecked(False)
        else:
            QTimer.singleShot(0, self, self._fit)  # none once the dialog is gone

    def _preset_changed(self, *_: object) -> None:
        url: str = self.preset.currentData()
        if url:
            self.url.setText(url)
            self.key.setText(self._demo_key)
            self.set_mode(MODE_KEY)
        else:
            self.url.clear()
            self.key.clear()
            self.url.setFocus()
        self._mode_changed()

    def _key_typed(self, text: str) -> None:
        if text.strip() and self.mode.currentData() != MODE_KEY:
            self.set_mode(MODE_KEY)
        self._check()

    def _check(self, *_: object) -> str:
        problem = url_problem(self.url.text()) if self.url.text() else ""
        if not problem and self.url.text() and any(_same(self.url.text(), u) for u in self._attached_urls()):
            problem = (self.tr("{computer} is already attached to this project.").format(computer=self.computer)
                       if self.computer else self.tr("This computer is already attached to this project."))
        if not problem and self.url.text() and self.mode.currentData() == MODE_KEY and not self.key.text().strip():
            problem = self.tr("Enter your account key (on the project's web site, under your account).")
        self.status.setText(problem)
        self.attach_button.setEnabled(bool(self.url.text()) and not problem)
        return problem

    # ---- submit

    def _busy(self, text: str) -> None:
        self.attach_button.setEnabled(False)
        self.status.setText(text)

    def _fail(self, text: str) -> None:
        self.attach_button.setEnabled(True)
        self.status.setText(text[:1].upper() + text[1:] if text else text)

    def _refused_by_client(self, outcome: CommandResult) -> None:
        """The client refused the attach: its kind in the window's words (a sentence already)."""
        self.attach_button.setEnabled(True)
        self.status.setText(command_words(outcome))

    def submit(self) -> None:
        problem = url_problem(self.url.text())
        if problem:
            self.status.setText(problem)
            return
        url = normalise_url(self.url.text())
        mode: str = self.mode.currentData()
        if mode == MODE_KEY:
            if not self.key.text().strip():
                self.status.setText(self.tr("Enter your account key."))
                return
            self._attach(self.key.text().strip())
            return
        email, password = self.email.text(), self.password.text()
        if mode == MODE_SIGN_IN:
            self._busy(self.tr("Asking the project for your account…"))
            self._run(lambda: self._worked.emit(sign_in(url, email, password)))
            return
        if self.terms.isVisible() and self._terms_accepted_for == url and not self.terms_accept.isChecked():
            self._fail(self.tr("You did not accept the project's terms of use, so no account was created. Tick the "
                               "box to accept them, or cancel."))
            return
        if password != self.confirm.text():
            self._fail(self.tr("The two passwords differ: type the same password in both boxes."))
            return
        accepted = self.terms.isVisible() and self.terms_accept.isChecked() and self._terms_accepted_for == url
        name = self.user_name.text()
        self._busy(self.tr("Creating your account at the project…"))
        self._run(lambda: self._worked.emit(create(url, email, password, name, terms_accepted=accepted)))

    def _on_worked(self, out: JoinOutcome) -> None:
        if out.kind is not None:  # the project's refusal, by its kind
            self.attach_button.setEnabled(True)
            self.status.setText(account_sentence(out.kind, out.facts))
            return
        if out.problem:  # no kind (a core older than this window): its English
            self._fail(out.problem)
            return
        if out.terms_of_use:
            self._terms_accepted_for = normalise_url(self.url.text())
            self._show_terms(out.terms_of_use)
            self._fail(self.tr("Read the project's terms of use above; tick the box to accept them, then click again."))
            return
        self.key.blockSignals(True)
        self.key.setText(out.authenticator)
        self.key.blockSignals(False)
        self._attach(out.authenticator)

    def _attach(self, key: str) -> None:
        self._busy(self.tr("Contacting the project…"))
        self.attach_requested.emit(Attach(self.url.text().strip(), key))

    def on_result(self, outcome: CommandResult | BaseException) -> None:
        """The client's answer to our command (GUI thread)."""
        if self._detaching:  # the refused project went again; the reason stays shown
            self._detaching = False
            self.attach_button.setEnabled(True)
            return
        if isinstance(outcome, BaseException):
            self._fail(fill(self.tr("Attach failed: %1"), raised_words(outcome)))
        elif not outcome.ok:
            self._refused_by_client(outcome)
        elif self._bridge is None or not hasattr(self._bridge, "snapshot_updated"):
            self._accepted()
        else:
            self._waiting_for = normalise_url(self.url.text())
            self.status.setText(self.tr("Attached; waiting for the project to accept the account…"))
            self._timeout.start(ACCEPT_WAIT_MS)

    def _on_snapshot(self, snap: ClientSnapshot, messages: tuple[MessageRow, ...], *_: object) -> None:
        if not self._waiting_for:
            return
        row = next((p for p in snap.projects if _same(p.url, self._waiting_for)), None)
        if row is None:
            return
        names = {row.url, row.name, self._waiting_for}
        for m in messages:
            if m.project in names and m.priority in (MessagePriority.USER_ALERT, MessagePriority.SCHEDULER_ALERT) \
                    and ("account" in m.body.lower() or "authenticat" in m.body.lower()):
                self._refused(ProjectUrl(row.url), m.body)
                return
        # The scheduler's answer names the account; the emulated projects name none, so there
        # an answer without an alert is the acceptance.
        emulated = self._bridge is not None and self._bridge.client.capabilities.emulated
        if row.account or (emulated and row.last_rpc_time > 0 and row.rpc_failures == 0):
            self._accepted()

    def _refused(self, url: ProjectUrl, why: str) -> None:
        self._waiting_for = ""
        self._timeout.stop()
        self._fail(self.tr("The project did not accept the account: {reason} The project was removed again; correct "
                           "the account and try again.").format(reason=client_text(why)))  # the project's _("…")
        self._detaching = True
        self.attach_requested.emit(ProjectOp(url, ProjectAction.DETACH))

    def _no_answer(self) -> None:
        if self._waiting_for:
            self._waiting_for = ""
            self._fail(self.tr("The project's scheduler has not answered yet; the project stays attached and the "
                               "client keeps trying. See the event log."))

    def _accepted(self) -> None:
        url = self.url.text().strip()
        self._waiting_for = ""
        self._timeout.stop()
        self.status.setText("")
        self.attached.emit(url)
        self.accept()

    def open_account_manager(self) -> AcctMgrDialog:
        dlg = AcctMgrDialog(self.parentWidget())
        dlg.setStyleSheet(self.styleSheet())  # the theme's rules, as the window gave this dialog
        if self._bridge is not None:
            dlg.command_requested.connect(lambda cmd: self._bridge.submit(cmd, dlg.on_result))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        self.reject()
        return dlg


class AcctMgrDialog(QDialog):
    """Join, synchronise with or leave an account manager (BAM!, Science United, the demo one).

    The client does the account-manager RPC; this page shows its outcome in words. With
    a client that reports its account manager (the local live client), the page waits
    for the manager's answer; otherwise it closes once the client took the request.
    """

    command_requested = Signal(object)  # AcctMgrRpc
    joined = Signal(str)  # the manager's URL, after it answered yes

    def __init__(self, parent: QWidget | None = None, *, managers: Iterable[ProjectListItem] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Use an account manager"))
        self._bridge = _bridge_of(parent)
        self._watch = QTimer(self)
        self._watch.setInterval(200)
        self._watch.timeout.connect(self._poll)
        self._leaving = False
        intro = QLabel(self.tr("An account manager keeps your list of projects on its web site and attaches all "
                               "your computers to them. Sign in with your account at the manager."), self)
        intro.setWordWrap(True)
        self.choice = QComboBox(self)
        self.choice.setAccessibleName(self.tr("Account manager"))
        if managers is None:
            dd = _data_dir_of(self._bridge)
            managers = [p for p in load_project_list(dd / ALL_PROJECTS_LIST_FILE if dd is not None else None)
                        if p.is_account_manager]
        for m in managers:
            self.choice.addItem(m.name, m.url)
        self.choice.addItem(self.tr("Other…"), "")
        self.url = QLineEdit(self)
        self.url.setAccessibleName(self.tr("Account manager URL"))
        self.name = QLineEdit(self)
        self.name.setAccessibleName(self.tr("Account manager user name"))
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(self.tr("Account manager password"))
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        self.status.setObjectName("errors")
        self.current = QLabel("", self)
        self.current.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Manager"), self.choice)
        form.addRow(self.tr("URL"), self.url)
        form.addRow(self.tr("Name or email"), self.name)
        form.addRow(self.tr("Password"), self.password)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("Join"))
        self.sync_button = QPushButton(self.tr("Synchronise now"), self)
        self.leave_button = QPushButton(self.tr("Stop using it"), self)
        for b in (self.sync_button, self.leave_button):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        self.sync_button.clicked.connect(self.synchronise)
        self.leave_button.clicked.connect(self.leave)
        self.choice.currentIndexChanged.connect(lambda *_: self.url.setText(self.choice.currentData() or ""))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.current)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.url.setText(self.choice.currentData() or "")
        self._show_current()
        self.resize(560, 320)

    def _view(self) -> AccountManagerView | None:
        return self._bridge.client.account_manager() if self._bridge is not None else None

    def _show_current(self) -> None:
        v = self._view()
        using = v is not None and bool(v.url)
        self.current.setText(self.tr("This computer uses {manager} ({url}).").format(manager=v.name or v.url, url=v.url)
                             if v is not None and using else "")
        self.sync_button.setVisible(using)
        self.leave_button.setVisible(using)

    def submit(self) -> None:
        problem = url_problem(self.url.text())
        if problem:
            self.status.setText(problem)
            return
        if not self.name.text().strip() or not self.password.text():
            self.status.setText(self.tr("Enter your user name (or email) and password at the account manager."))
            return
        name = self.name.text().strip()
        hashed = passwd_hash(self.password.text(), name)
        self._send(AcctMgrRpc(normalise_url(self.url.text()), name, hashed), self.tr("Contacting the account manager…"))

    def synchronise(self) -> None:
        self._send(AcctMgrRpc(use_config_file=True), self.tr("Synchronising with the account manager…"))

    def leave(self) -> None:
        self._leaving = True
        self._send(AcctMgrRpc(), self.tr("Leaving the account manager…"))

    def _send(self, command: AcctMgrRpc, text: str) -> None:
        self.join_button.setEnabled(False)
        self.status.setText(text)
        self.command_requested.emit(command)

    def on_result(self, outcome: CommandResult | BaseException) -> None:
        if isinstance(outcome, BaseException) or not outcome.ok:
            self.join_button.setEnabled(True)
            self.status.setText(failure_words(outcome) if isinstance(outcome, BaseException)
                                else command_words(outcome))  # the refusal's kind, in the window's words
            return
        if self._leaving or self._view() is None:
            self._done()
            return
        self._watch.start()

    def _poll(self) -> None:
        v = self._view()
        if v is None or v.error_num == -204:
            return
        self._watch.stop()
        if v.error_num:
            self.join_button.setEnabled(True)
            self.status.setText(manager_outcome(v.error_num, v.manager_words))
            return
        if v.manager_words:
            self.status.setText("\n".join(client_text(w) for w in v.manager_words))
        self._done()

    def _done(self) -> None:
        url = normalise_url(self.url.text()) if not self._leaving else ""
        self.joined.emit(url)
        self.accept()
