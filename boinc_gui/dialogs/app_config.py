"""A form for a project's app_config.xml: no raw XML needed.

Per project: the most of its tasks running at once, "report tasks at once", and per
application the most running at once, "report at once", a command line and the CPUs
one task uses. Values are checked as the volunteer saves: a bad one is named with its
row and column and nothing is sent. A good form becomes BOINC's file text
(core.persist.app_config, the one parser, checks it once more) and goes to the client
as ``SetAppConfig``: the client writes the file atomically and applies it at once, no
restart (the same path as GUI RPC set_app_config). Entries the form does not show
(GPU versions, other plan classes) are kept as they were.

``open_app_config_dialog(window)`` builds the form for the window's current client.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.command_words import command_words, raised_words
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.api.commands import CommandResult, SetAppConfig
from core.api.snapshot import ClientSnapshot
from core.errors import CoreError, XmlInputError
from core.ids import ProjectUrl
from core.persist import DataDir
from core.persist.app_config import (
    APP_CONFIG_FILE,
    AppConfig,
    AppConfigs,
    AppVersionConfig,
    parse_app_config,
    read_app_config,
)

if TYPE_CHECKING:
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow

NO_LIMIT = QT_TRANSLATE_NOOP("AppConfigDialog", "no limit")
"""How 0 (no limit) reads, in the table as in the project's box above it (translated where shown;
typed in English or in the window's language, it reads as 0)."""
COLUMNS = (QT_TRANSLATE_NOOP("AppConfigDialog", "Application"),
           QT_TRANSLATE_NOOP("AppConfigDialog", "Most running at once"),
           QT_TRANSLATE_NOOP("AppConfigDialog", "Report at once"),
           QT_TRANSLATE_NOOP("AppConfigDialog", "Command line"),
           QT_TRANSLATE_NOOP("AppConfigDialog", "CPUs per task (0 = as sent)"))
MAX_CMDLINE = 1024
MAX_NCPUS = 1024.0
MAX_COUNT = 100_000


def _tr(text: str) -> str:
    return QCoreApplication.translate("AppConfigDialog", text)


class FormError(ValueError):
    """A value the volunteer typed that app_config.xml cannot hold, said in words."""


@dataclass(frozen=True, slots=True)
class AppRow:
    """One application's line of the form."""

    name: str
    max_concurrent: int = 0
    report_immediately: bool = False
    cmdline: str = ""
    avg_ncpus: float = 0.0


def rows_of(cfg: AppConfigs, known_apps: Iterable[str]) -> list[AppRow]:
    """The form's lines: every known application and every one the file names."""
    names = list(dict.fromkeys([*known_apps, *(a.name for a in cfg.apps),
                                *(v.app_name for v in cfg.app_versions if not v.plan_class)]))
    out = []
    for name in names:
        app = next((a for a in cfg.apps if a.name == name), None)
        ver = next((v for v in cfg.app_versions if v.app_name == name and not v.plan_class), None)
        out.append(AppRow(name, app.max_concurrent if app else 0, app.report_results_immediately if app else False,
                          ver.cmdline if ver else "", ver.avg_ncpus if ver else 0.0))
    return out


def build_config(rows: Iterable[AppRow], project_max: int, report_all: bool, kept: AppConfigs) -> AppConfigs:
    """The file the form stands for; ``kept`` supplies what the form does not show."""
    apps: list[AppConfig] = []
    versions: list[AppVersionConfig] = [v for v in kept.app_versions if v.plan_class]
    for r in rows:
        old = next((a for a in kept.apps if a.name == r.name), None)
        if r.max_concurrent or r.report_immediately or (old is not None and (old.gpu_usage or old.cpu_usage)):
            base = old or AppConfig(r.name)
            apps.append(replace(base, max_concurrent=r.max_concurrent, report_results_immediately=r.report_immediately))
        if r.cmdline or r.avg_ncpus:
            versions.append(AppVersionConfig(r.name, cmdline=r.cmdline, avg_ncpus=r.avg_ncpus))
    return AppConfigs(tuple(apps), tuple(versions), project_max, report_all)


def _count(text: str, where: str) -> int:
    t = text.strip() or "0"
    if t.lower() in (NO_LIMIT, _tr(NO_LIMIT).lower()):
        t = "0"
    if not t.isdigit() or int(t) > MAX_COUNT:
        raise FormError(
            QCoreApplication.translate(
                "AppConfigDialog", "{where}: '{text}' is not a whole number from 0 ({no_limit}) to {most}"
            ).format(where=where, text=text, no_limit=_tr(NO_LIMIT), most=MAX_COUNT)
        )
    return int(t)


def _ncpus(text: str, where: str) -> float:
    t = text.strip() or "0"
    try:
        value = float(t)
    except ValueError:
        raise FormError(QCoreApplication.translate("AppConfigDialog", "{where}: '{text}' is not a number").format(
            where=where, text=text)) from None
    if not math.isfinite(value) or value < 0 or value > MAX_NCPUS:
        raise FormError(
            QCoreApplication.translate(
                "AppConfigDialog", "{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)"
            ).format(where=where, text=text, most=f"{MAX_NCPUS:g}")
        )
    return value


def _cmdline(text: str, where: str) -> str:
    if len(text) > MAX_CMDLINE:
        raise FormError(QCoreApplication.translate("AppConfigDialog", "{where}: longer than {most} characters").format(
            where=where, most=MAX_CMDLINE))
    if any(ord(c) < 32 for c in text):
        raise FormError(QCoreApplication.translate(
            "AppConfigDialog", "{where}: contains control characters (a line break?)").format(where=where))
    return text.strip()


class AppConfigDialog(QDialog):
    """Edit one project's app_config.xml at a time; ``app_config_requested`` carries a SetAppConfig."""

    app_config_requested = Signal(object)
    saved = Signal(str)  # the project URL, once the client wrote and applied the file

    def __init__(self, projects: Iterable[tuple[ProjectUrl, str]],
                 load: Callable[[ProjectUrl], AppConfigs | str],
                 known_apps: Callable[[ProjectUrl], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Project application settings (app_config.xml)"))
        self._load = load
        self._known = known_apps
        self._kept = AppConfigs()
        self.project = QComboBox(self)
        self.project.setAccessibleName(self.tr("Project"))
        for url, name in projects:
            self.project.addItem(name or url, url)
        self.project_max = QSpinBox(self)
        self.project_max.setRange(0, MAX_COUNT)
        self.project_max.setSpecialValueText(_tr(NO_LIMIT))
        self.project_max.setAccessibleName(self.tr("Most tasks of this project running at once"))
        self.report_all = QCheckBox(self.tr("Report every finished task at once"), self)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([_tr(c) for c in COLUMNS])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Applications"))
        a11y.keyboard_table(self.table)
        self.new_app = QLineEdit(self)
        a11y.name(self.new_app, "Name of the application to add")
        self.new_app.setPlaceholderText(self.tr("application name (as the project names it)"))
        self.add_button = QPushButton(self.tr("Add application"), self)
        self.add_button.clicked.connect(self._add_app)
        self.status = QLabel("", self)
        self.status.setObjectName("errors")
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Project"), self.project)
        form.addRow(_tr(COLUMNS[1]), self.project_max)
        form.addRow("", self.report_all)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close,
                                        self)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table)
        row = QVBoxLayout()
        row.addWidget(self.new_app)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.project.currentIndexChanged.connect(self._project_changed)
        self._project_changed()
        self.resize(820, 420)

    def current_url(self) -> ProjectUrl:
        return ProjectUrl(self.project.currentData() or "")

    def _project_changed(self, *_: object) -> None:
        url = self.current_url()
        self.status.setText("")
        loaded = self._load(url) if url else AppConfigs()
        if isinstance(loaded, str):  # the file is there but unusable: say so, start from empty
            self.status.setText(self.tr("The current app_config.xml cannot be used ({reason}); saving replaces it.")
                                .format(reason=loaded))
            loaded = AppConfigs()
        self._kept = loaded
        self.project_max.setValue(loaded.project_max_concurrent)
        self.report_all.setChecked(loaded.report_results_immediately)
        self.table.setRowCount(0)
        for r in rows_of(loaded, self._known(url) if url else []):
            self._append(r)
        self.save_button.setEnabled(bool(url))

    def _append(self, r: AppRow) -> None:
        i = self.table.rowCount()
        self.table.insertRow(i)
        name = QTableWidgetItem(r.name)
        name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(i, 0, name)
        most = QTableWidgetItem(str(r.max_concurrent) if r.max_concurrent else _tr(NO_LIMIT))
        most.setToolTip(self.tr("A whole number, or 0 for no limit"))
        self.table.setItem(i, 1, most)
        report = QTableWidgetItem("")
        report.setFlags((report.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable)
        report.setCheckState(Qt.CheckState.Checked if r.report_immediately else Qt.CheckState.Unchecked)
        self.table.setItem(i, 2, report)
        self.table.setItem(i, 3, QTableWidgetItem(r.cmdline))
        self.table.setItem(i, 4, QTableWidgetItem(f"{r.avg_ncpus:g}"))

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        if item is None:  # every cell is filled by _append; a missing one is a blank value
            item = QTableWidgetItem("")
            self.table.setItem(row, column, item)
        return item

    def _add_app(self) -> None:
        name = self.new_app.text().strip()
        existing = [self._item(i, 0).text() for i in range(self.table.rowCount())]
        if not name or name in existing or any(c in name for c in "<>&") or len(name) > 256:
            self.status.setText(self.tr("Enter a new application name (no < > or &)."))
            return
        self._append(AppRow(name))
        self.new_app.clear()

    def set_cell(self, app: str, column: int, text: str) -> None:
        """Type ``text`` into the cell (tests and keyboard users alike end up here)."""
        for i in range(self.table.rowCount()):
            if self._item(i, 0).text() == app:
                if column == 2:
                    self._item(i, 2).setCheckState(Qt.CheckState.Checked if text else Qt.CheckState.Unchecked)
                else:
                    self._item(i, column).setText(text)
                return
        raise KeyError(app)

    def form_rows(self) -> list[AppRow]:
        """The table as rows; raises ``FormError`` naming the first bad value."""
        out = []
        for i in range(self.table.rowCount()):
            name = self._item(i, 0).text()
            out.append(AppRow(name, _count(self._item(i, 1).text(), f"{name}, {_tr(COLUMNS[1])}"),
                              self._item(i, 2).checkState() == Qt.CheckState.Checked,
                              _cmdline(self._item(i, 3).text(), f"{name}, {_tr(COLUMNS[3])}"),
                              _ncpus(self._item(i, 4).text(), f"{name}, {_tr(COLUMNS[4])}")))
        return out

    def build(self) -> str:
        """The file text the form stands for; raises ``FormError``."""
        cfg = build_config(self.form_rows(), self.project_max.value(), self.report_all.isChecked(), self._kept)
        text = cfg.to_xml()
        try:
            parsed = parse_app_config(text, source=APP_CONFIG_FILE)
        except XmlInputError as exc:
            raise FormError(str(exc)) from None
        if parsed.problems:
            raise FormError("; ".join(str(p) for p in parsed.problems))
        return text

    def save(self) -> None:
        try:
            text = self.build()
        except FormError as exc:
            self.status.setText(self.tr("Not saved: {reason}").format(reason=exc))
            return
        self.save_button.setEnabled(False)
        self.status.setText(self.tr("Saving…"))
        self.app_config_requested.emit(SetAppConfig(self.current_url(), text))

    def on_result(self, outcome: CommandResult | BaseException) -> None:
        self.save_button.setEnabled(True)
        if isinstance(outcome, BaseException) or not outcome.ok:
            self.status.setText(self.tr("Not saved: {reason}").format(
                reason=raised_words(outcome) if isinstance(outcome, BaseException) else command_words(outcome)))
            return
        self.status.setText(self.tr("Saved; the client uses the new settings now."))
        self.saved.emit(str(self.current_url()))


def _local_dir(window: MainWindow) -> Path | None:
    bridge: ClientBridge | None = getattr(window, "bridge", None)  # a MainWindow's; None for a bare parent
    return bridge.client.capabilities.data_dir if bridge is not None else None


def open_app_config_dialog(window: MainWindow) -> AppConfigDialog:
    """The form for ``window``'s client (MainWindow): projects and applications from its latest
    snapshot, the current files from the local data directory (a remote host's start empty)."""
    snap = getattr(window, "snapshot", None)
    projects = [(p.url, p.name) for p in snap.projects] if isinstance(snap, ClientSnapshot) else []
    root = _local_dir(window)

    def load(url: ProjectUrl) -> AppConfigs | str:
        if root is None:
            return AppConfigs()
        try:
            path = DataDir(root).project_dir(url) / APP_CONFIG_FILE
        except CoreError as exc:
            return str(exc)
        if not path.exists():
            return AppConfigs()
        try:
            parsed = read_app_config(path)
        except XmlInputError as exc:
            return str(exc)
        return parsed.config

    def known(url: ProjectUrl) -> list[str]:
        if not isinstance(snap, ClientSnapshot):
            return []
        names = [t.application.split(" ")[0] for t in snap.tasks if t.project_url == url and t.application]
        return sorted(set(n for n in names if n))

    dlg = AppConfigDialog(projects, load, known, window if isinstance(window, QWidget) else None)
    send = getattr(window, "send", None)
    if callable(send):
        dlg.app_config_requested.connect(lambda cmd: send(cmd, dlg.on_result))
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return dlg
