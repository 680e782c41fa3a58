"""The rules editor: the rules of a computer's client, one line each; add, edit, delete.

A chooser at the top picks the computer: this one (the client in this window) or a
remote host the manager knows. A remote host's rules are read and replaced over GUI
RPC (get_rules / set_rules, our extension: the boinc-core there evaluates them
itself, reading its own temperature, programs and battery) on a connection of their
own, never blocking the window; what its rules do now (which hold, why computing is
suspended) is shown above the list. A real BOINC client does not know these
operations, and the editor says so. For this computer, it edits the rules file in the
client's data directory (core/rules/rules_file.py, format in docs/rules-and-alerts.md)
and writes it atomically on Save, keeping the previous one as rules.xml.bak; the client
reads the file again within seconds, no restart needed. A remote client checks and
writes its file the same way, and refuses all of it if any rule is bad.
Rules the file holds but the client refuses are named at the top: saving drops them
(they are still in the .bak file). The edit dialog offers one condition of each kind
and every action; a rule that cannot work as written is named under the form and OK
stays off until it can (``check_rule``, the same checks the client makes).

Hookup (main_window): ``RulesDialog(path, parent, hosts=rules_hosts(manager, path), current=host_id)``
with ``path`` = ``<local data dir>/rules.xml`` (None when the window shows no local client);
``rules_saved`` says when the rules were written (a remote host: when it accepted them).
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTime, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.hosts.feeds import LOCAL_ID
from boinc_gui.hosts.manager import HostManager, shown_name
from boinc_gui.theme import mark_warning
from core.api.client import ClientInterface, RulesInfo
from core.guirpc.client import GuiRpcConnectionError, GuiRpcError, GuiRpcUnsupported
from core.rules.model import (
    DAY_NAMES,
    Action,
    BatteryBelow,
    Condition,
    CpuTemperatureAbove,
    Notify,
    ProcessRunning,
    Resource,
    Resume,
    Rule,
    ScheduleValue,
    SetCpuCount,
    SetCpuTimeLimit,
    Snooze,
    SoftStop,
    Suspend,
    TimeWindow,
)
from core.rules.rules_file import (
    RuleError,
    check_rule,
    number_range,
    parse_days,
    parse_rules,
    read_rules_file,
    rules_xml,
    write_rules_file,
)


def _spin(low: float, high: float, value: float, suffix: str, decimals: int = 0) -> QDoubleSpinBox:
    s = QDoubleSpinBox()
    s.setRange(low, high)
    s.setDecimals(decimals)
    s.setValue(value)
    s.setSuffix(suffix)
    return s


def _time(hour: float) -> QTimeEdit:
    t = QTimeEdit()
    t.setDisplayFormat("HH:mm")
    minutes = round(hour * 60) % (24 * 60)
    t.setTime(QTime(minutes // 60, minutes % 60))
    return t


def _hours(t: QTimeEdit) -> float:
    return t.time().hour() + t.time().minute() / 60.0


class RuleEditor(QDialog):
    """One rule: its name, its conditions (all must hold) and its actions."""

    def __init__(self, rule: Rule | None, taken: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit rule") if rule else self.tr("Add rule"))
        self._taken = taken
        r = rule or Rule("", (), ())
        conds = {type(c): c for c in r.conditions}
        acts = list(r.actions)

        self.name = QLineEdit(r.name)
        self.enabled = QCheckBox(self.tr("Enabled"))
        self.enabled.setChecked(r.enabled)

        when = QGroupBox(self.tr("When (all that are ticked hold)"))
        wf = QFormLayout(when)
        temp = conds.get(CpuTemperatureAbove)
        self.use_temp = QCheckBox(self.tr("CPU temperature above"))
        self.temp = _spin(*number_range("cpu_temperature_above"),
                          temp.limit_c if isinstance(temp, CpuTemperatureAbove) else 80, " °C")
        win = conds.get(TimeWindow)
        self.use_window = QCheckBox(self.tr("Time of day"))
        w = win if isinstance(win, TimeWindow) else TimeWindow(9.0, 17.0)
        self.start, self.end = _time(w.start_h), _time(w.end_h)
        self.days = QLineEdit("" if len(w.days) == 7 else ",".join(DAY_NAMES[d] for d in sorted(w.days)))
        self.days.setPlaceholderText(self.tr("every day (or e.g. mon-fri, sat,sun)"))
        proc = conds.get(ProcessRunning)
        self.use_process = QCheckBox(self.tr("Program running"))
        self.process = QLineEdit(proc.name if isinstance(proc, ProcessRunning) else "")
        bat = conds.get(BatteryBelow)
        self.use_battery = QCheckBox(self.tr("On battery below"))
        self.battery = _spin(*number_range("battery_below"), bat.percent if isinstance(bat, BatteryBelow) else 30, " %")
        sch = conds.get(ScheduleValue)
        s = sch if isinstance(sch, ScheduleValue) else ScheduleValue("", above=0.3, what="power price")
        self.use_schedule = QCheckBox(self.tr("Schedule (CSV)"))
        self.schedule_file = QLineEdit(s.file)
        self.schedule_file.setPlaceholderText(self.tr("path of the CSV file: WHEN,VALUE lines"))
        self.schedule_what = QLineEdit(s.what)
        self.use_above, self.above = QCheckBox(self.tr("above")), _spin(-1e9, 1e9, s.above or 0.0, "", 3)
        self.use_below, self.below = QCheckBox(self.tr("below")), _spin(-1e9, 1e9, s.below or 0.0, "", 3)
        self.use_above.setChecked(s.above is not None)
        self.use_below.setChecked(s.below is not None)
        for box, cls in ((self.use_temp, CpuTemperatureAbove), (self.use_window, TimeWindow),
                         (self.use_process, ProcessRunning), (self.use_battery, BatteryBelow),
                         (self.use_schedule, ScheduleValue)):
            box.setChecked(cls in conds)
        wf.addRow(self.use_temp, self.temp)
        times = QHBoxLayout()
        for widget in (self.start, QLabel(self.tr("to")), self.end, self.days):
            times.addWidget(widget)
        wf.addRow(self.use_window, times)
        wf.addRow(self.use_process, self.process)
        wf.addRow(self.use_battery, self.battery)
        sched = QHBoxLayout()
        for part in (self.schedule_file, self.schedule_what, self.use_above, self.above, self.use_below, self.below):
            sched.addWidget(part)
        wf.addRow(self.use_schedule, sched)

        then = QGroupBox(self.tr("Then"))
        tf = QFormLayout(then)
        self.suspend_cpu = QCheckBox(self.tr("Suspend computing"))
        self.suspend_net = QCheckBox(self.tr("Suspend network activity"))
        self.resume_cpu = QCheckBox(self.tr("Allow computing (lift the preferences' suspensions)"))
        self.resume_net = QCheckBox(self.tr("Allow network activity"))
        self.suspend_cpu.setChecked(Suspend(Resource.CPU) in acts)
        self.suspend_net.setChecked(Suspend(Resource.NETWORK) in acts)
        self.resume_cpu.setChecked(Resume(Resource.CPU) in acts)
        self.resume_net.setChecked(Resume(Resource.NETWORK) in acts)
        snooze = next((a for a in acts if isinstance(a, Snooze)), None)
        ncpus = next((a for a in acts if isinstance(a, SetCpuCount)), None)
        cpu_time = next((a for a in acts if isinstance(a, SetCpuTimeLimit)), None)
        note = next((a for a in acts if isinstance(a, Notify)), None)
        self.use_snooze, self.snooze = (
            QCheckBox(self.tr("Snooze for")),
            _spin(*number_range("snooze_minutes"), snooze.minutes if snooze else 60, " " + self.tr("min")),
        )
        self.use_ncpus = QCheckBox(self.tr("Use at most"))
        self.ncpus = QSpinBox()
        self.ncpus.setRange(1, 4096)
        self.ncpus.valueChanged.connect(lambda n: self.ncpus.setSuffix(self._cpus_suffix(n)))
        self.ncpus.setValue(ncpus.ncpus if ncpus else 1)
        self.ncpus.setSuffix(self._cpus_suffix(self.ncpus.value()))
        self.use_cpu_time = QCheckBox(self.tr("Use at most"))
        self.cpu_time = _spin(*number_range("cpu_time_limit_pct"), cpu_time.percent if cpu_time else 50,
                              " " + self.tr("% of CPU time"))
        self.use_notify, self.notify = QCheckBox(self.tr("Notify")), QLineEdit(note.text if note else "")
        self.use_snooze.setChecked(snooze is not None)
        self.use_soft_stop = QCheckBox(self.tr("Soft stop (each task after its next checkpoint, then suspend)"))
        self.use_soft_stop.setChecked(SoftStop() in acts)
        self.use_ncpus.setChecked(ncpus is not None)
        self.use_cpu_time.setChecked(cpu_time is not None)
        self.use_notify.setChecked(note is not None)
        for box in (self.suspend_cpu, self.suspend_net, self.resume_cpu, self.resume_net):
            tf.addRow(box)
        tf.addRow(self.use_snooze, self.snooze)
        tf.addRow(self.use_soft_stop)
        tf.addRow(self.use_ncpus, self.ncpus)
        tf.addRow(self.use_cpu_time, self.cpu_time)
        tf.addRow(self.use_notify, self.notify)

        self.problem = QLabel("")
        self.problem.setObjectName("validation")
        self.problem.setWordWrap(True)
        mark_warning(self.problem)  # legible on either theme
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QFormLayout()
        top.addRow(self.tr("Name"), self.name)
        top.addRow("", self.enabled)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(when)
        layout.addWidget(then)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        for child in self.findChildren(QCheckBox):
            child.toggled.connect(self.validate)
        for edit in self.findChildren(QLineEdit):
            edit.textChanged.connect(self.validate)
        for spin in self.findChildren(QDoubleSpinBox):
            spin.valueChanged.connect(self.validate)
        for whole in self.findChildren(QSpinBox):
            whole.valueChanged.connect(self.validate)
        for t in self.findChildren(QTimeEdit):
            t.timeChanged.connect(self.validate)
        self.validate()

    def _cpus_suffix(self, n: int) -> str:
        """" CPU" or " CPUs" after the number, in the plural form the language wants for ``n``."""
        text = self.tr("%n CPU(s)", "", n)
        if text == f"{n} CPU(s)":  # no catalogue (English): the source's two forms
            return " CPU" if n == 1 else " CPUs"
        return " " + text.replace(str(n), "", 1).strip()

    def rule(self) -> Rule:
        """The rule as the form says; ``RuleError`` when it cannot work as written."""
        conditions: list[Condition] = []
        if self.use_temp.isChecked():
            conditions.append(CpuTemperatureAbove(self.temp.value()))
        if self.use_window.isChecked():
            start, end = _hours(self.start), _hours(self.end)
            if start == end:
                raise RuleError(self.tr("the time of day starts and ends at the same time"))
            conditions.append(TimeWindow(start, end, parse_days(self.days.text())))
        if self.use_process.isChecked():
            name = self.process.text().strip()
            if not name or "/" in name or "\\" in name:
                raise RuleError(self.tr("give the program's name (not a path)"))
            conditions.append(ProcessRunning(name))
        if self.use_battery.isChecked():
            conditions.append(BatteryBelow(self.battery.value()))
        if self.use_schedule.isChecked():
            if not self.schedule_file.text().strip():
                raise RuleError(self.tr("give the schedule's CSV file"))
            if not (self.use_above.isChecked() or self.use_below.isChecked()):
                raise RuleError(self.tr("tick “above” or “below” for the schedule"))
            conditions.append(ScheduleValue(
                self.schedule_file.text().strip(), self.above.value() if self.use_above.isChecked() else None,
                self.below.value() if self.use_below.isChecked() else None,
                self.schedule_what.text().strip() or "scheduled value"))
        actions: list[Action] = []
        for box, action in ((self.suspend_cpu, Suspend(Resource.CPU)), (self.suspend_net, Suspend(Resource.NETWORK)),
                            (self.resume_cpu, Resume(Resource.CPU)), (self.resume_net, Resume(Resource.NETWORK))):
            if box.isChecked():
                actions.append(action)
        if self.use_snooze.isChecked():
            actions.append(Snooze(self.snooze.value()))
        if self.use_soft_stop.isChecked():
            actions.append(SoftStop())
        if self.use_ncpus.isChecked():
            actions.append(SetCpuCount(self.ncpus.value()))
        if self.use_cpu_time.isChecked():
            actions.append(SetCpuTimeLimit(self.cpu_time.value()))
        if self.use_notify.isChecked():
            if not self.notify.text().strip():
                raise RuleError(self.tr("give the text to notify"))
            actions.append(Notify(self.notify.text().strip()))
        rule = Rule(self.name.text().strip(), tuple(conditions), tuple(actions), self.enabled.isChecked())
        if rule.name in self._taken:
            raise RuleError(self.tr("another rule is already named '{name}'").format(name=rule.name))
        check_rule(rule)
        return rule

    def validate(self) -> bool:
        try:
            self.rule()
        except RuleError as exc:
            self.problem.setText(self.tr("This rule cannot work yet: {reason}.").format(reason=exc))
            ok = False
        else:
            self.problem.setText("")
            ok = True
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setEnabled(ok)
        return ok


@dataclass(frozen=True, slots=True)
class RulesHost:
    """A computer whose rules the editor can edit: this one (its rules file) or a remote one
    (over GUI RPC, get_rules / set_rules: only a boinc-core there keeps rules)."""

    name: str
    path: Path | None = None  # this computer: the rules file
    remote: ClientInterface | None = None  # a remote host: its connection (None: not connected)
    host_id: str = ""  # the host manager's id ("local" for this computer)


def rules_hosts(manager: HostManager, local_path: Path | None) -> list[RulesHost]:
    """This computer (when its client runs in the window) and every remote host the manager knows."""
    out = [RulesHost(shown_name(manager.local), path=local_path, host_id=LOCAL_ID)] if local_path is not None else []
    for entry in manager.hosts:
        bridge = manager.bridge(entry.host_id)
        client = bridge.client if bridge is not None else None
        out.append(
            RulesHost(
                entry.name,
                remote=client if client is not None and client.capabilities.has_rules else None,
                host_id=entry.host_id,
            )
        )
    return out


_Pending = tuple[str, "Future[Any]", RulesHost]  # ("load" | "save", the call: Future[RulesInfo] | Future[None], whose)
POLL_MS = 50


class RulesDialog(QDialog):
    rules_saved = Signal(object)  # the tuple of rules written
    host_loaded = Signal()  # the chosen host's rules are shown (or why they cannot be)

    def __init__(self, path: Path | None, parent: QWidget | None = None,
                 hosts: list[RulesHost] | None = None, current: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(680, 420)
        self.hosts = hosts if hosts is not None else [RulesHost(self.tr("This computer"), path=path, host_id=LOCAL_ID)]
        self.path = path if path is not None else next((h.path for h in self.hosts if h.path is not None), None)
        self.rules: list[Rule] = []
        self.editable = False  # the chosen host's rules are loaded and can be changed
        self._pending: _Pending | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check_pending)

        self.host_box = QComboBox()
        for h in self.hosts:
            self.host_box.addItem(h.name)
        self.state = QLabel("")  # what the rules do now on the chosen host
        self.state.setObjectName("rules_state")
        self.state.setWordWrap(True)
        self.refused = QLabel("")
        self.refused.setWordWrap(True)
        self.refused.setObjectName("refused")
        self.list = QListWidget()
        # With no rules the list would be a blank box: say what a rule can do, and where to start.
        self.empty = QLabel(self.tr("No rules yet. A rule suspends or limits computing, or tells you, while "
                                    "something holds: a CPU temperature, a time of day, a program running, the "
                                    "battery. Add… makes one."))
        self.empty.setObjectName("rules_empty")
        self.empty.setWordWrap(True)
        self.list.itemDoubleClicked.connect(lambda _i: self.edit_rule())
        self.list.itemChanged.connect(self._toggled)
        self.add_button = QPushButton(self.tr("Add…"))
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.add_button.clicked.connect(lambda: self.add_rule())
        self.edit_button.clicked.connect(lambda: self.edit_rule())
        self.delete_button.clicked.connect(self.delete_rule)
        self.error = QLabel("")
        self.error.setWordWrap(True)
        mark_warning(self.error)  # legible on either theme
        side = QVBoxLayout()
        for b in (self.add_button, self.edit_button, self.delete_button):
            side.addWidget(b)
        side.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.list, 1)
        middle.addLayout(side)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        chooser = QFormLayout()
        chooser.addRow(self.tr("Computer"), self.host_box)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(QLabel(self.tr("First rule that holds decides; the rules apply to the chosen computer's "
                                        "client, which evaluates them itself.")))
        layout.addWidget(self.state)
        layout.addWidget(self.refused)
        layout.addWidget(self.empty)
        layout.addLayout(middle, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.list.currentRowChanged.connect(lambda _r: self._update_buttons())
        # Asked before another computer's rules replace unsaved changes (tests answer for the volunteer).
        self.confirm: Callable[[str], bool] = self._ask
        self._as_loaded: list[Rule] = []  # the chosen host's rules as read: unsaved changes differ
        self._shown = -1  # the host whose rules are in the list
        start = next((i for i, h in enumerate(self.hosts) if current and h.host_id == current), 0)
        self.host_box.setCurrentIndex(start)
        self.host_box.currentIndexChanged.connect(self.choose)
        self.choose(start)

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Rules"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @property
    def changed(self) -> bool:
        """The list holds changes not yet saved."""
        return self.editable and self.rules != self._as_loaded

    # ------------------------------------------------------------ the chosen host

    @property
    def host(self) -> RulesHost | None:
        i = self.host_box.currentIndex()
        return self.hosts[i] if 0 <= i < len(self.hosts) else None

    def choose(self, index: int) -> None:
        """Show the rules of ``hosts[index]`` (a remote host's arrive later: ``host_loaded``)."""
        if self.host_box.currentIndex() != index:
            self.host_box.setCurrentIndex(index)  # comes back here through the signal
            return
        if index != self._shown and self.changed and 0 <= self._shown < len(self.hosts):
            left = self.hosts[self._shown].name
            drop = self.tr("The changes to the rules of {host} are not saved. Drop them?").format(host=left)
            if not self.confirm(drop):
                self.host_box.blockSignals(True)
                self.host_box.setCurrentIndex(self._shown)
                self.host_box.blockSignals(False)
                return
        self._shown = index
        self._pending = None
        self.rules, self.editable = [], False
        self.error.setText("")
        self._show_refused(())
        self.state.setText("")
        host = self.host
        if host is None:
            self.state.setText(self.tr("No computer's rules can be edited here."))
        elif host.remote is None and host.path is None:
            self.state.setText(self.tr("{host} is not connected (its password is needed): choose it in the window "
                                       "first.").format(host=host.name))
        elif host.remote is None and host.path is not None:
            self.path = host.path
            loaded = read_rules_file(host.path)
            self._loaded(list(loaded.rules), loaded.problems)
        elif host.remote is not None:
            self.state.setText(self.tr("Reading the rules of {host}…").format(host=host.name))
            self._start(("load", host.remote.get_rules(), host))
        self._fill()
        if not self._pending:
            self.host_loaded.emit()

    def _loaded(self, rules: list[Rule], refused: tuple[str, ...]) -> None:
        self.rules, self.editable = rules, True
        self._as_loaded = list(rules)
        self._show_refused(refused)

    def _show_refused(self, problems: tuple[str, ...]) -> None:
        self.refused.setText(self.tr("Refused by the client (not kept when you save; the previous file stays as "
                                     "rules.xml.bak):") + "\n" + "\n".join(problems) if problems else "")
        self.refused.setVisible(bool(problems))

    def _start(self, pending: _Pending) -> None:
        self._pending = pending
        self._update_buttons()
        self._poll.start()

    def _check_pending(self) -> None:
        pending = self._pending
        if pending is None:
            self._poll.stop()
            return
        what, fut, host = pending
        if not fut.done():
            return
        self._poll.stop()
        self._pending = None
        exc = fut.exception()
        if what == "load":
            if exc is None:
                self._remote_loaded(fut.result())
            elif isinstance(exc, GuiRpcUnsupported):
                self.state.setText(self.tr("The client on {host} does not support rules: only boinc-core "
                                           "evaluates them (a BOINC client does not).").format(host=host.name))
            else:
                self.state.setText(self.tr("The rules of {host} cannot be read: {reason}").format(
                    host=host.name, reason=exc))
            self._fill()
            self.host_loaded.emit()
        elif exc is None:
            self.rules_saved.emit(tuple(self.rules))
            self.accept()
        else:
            refused = isinstance(exc, GuiRpcError) and not isinstance(exc, GuiRpcConnectionError)
            said = (self.tr("{host} refused the rules: {reason}") if refused
                    else self.tr("{host} could not be reached: {reason}"))
            self.error.setText(said.format(host=host.name, reason=exc))
            self._update_buttons()

    def _remote_loaded(self, info: RulesInfo) -> None:
        parsed = parse_rules(info.text) if info.text is not None else None
        self._loaded(list(parsed.rules) if parsed else [], info.refused)
        words = []
        if info.in_force:
            words.append(self.tr("In force now: {rules}.").format(
                rules="; ".join(f"'{n}' ({why})" for n, why in info.in_force)))
        else:
            words.append(self.tr("No rule holds now."))
        if info.computing_suspended:
            words.append(self.tr("Computing suspended: {reason}.").format(reason=info.computing_suspended))
        if info.network_suspended:
            words.append(self.tr("Network activity suspended: {reason}.").format(reason=info.network_suspended))
        self.state.setText(" ".join(words))

    # ------------------------------------------------------------ the list

    def _fill(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for r in self.rules:
            item = QListWidgetItem(f"{r.name}: {r.words()}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if r.enabled else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.empty.setVisible(not self.rules and self.editable)
        self._update_buttons()

    def _update_buttons(self) -> None:
        ready = self.editable and self._pending is None
        selected = ready and 0 <= self.list.currentRow() < len(self.rules)
        self.list.setEnabled(ready)
        self.add_button.setEnabled(ready)
        self.edit_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(ready)

    def _toggled(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        r = self.rules[row]
        on = item.checkState() == Qt.CheckState.Checked
        if on != r.enabled:
            self.rules[row] = Rule(r.name, r.conditions, r.actions, on)

    def editor(self, rule: Rule | None) -> RuleEditor:
        taken = {r.name for r in self.rules if rule is None or r.name != rule.name}
        return RuleEditor(rule, taken, self)

    def add_rule(self, editor: RuleEditor | None = None) -> Rule | None:
        """Ask for a new rule (``editor`` given: use it, already filled, for tests)."""
        dlg = editor or self.editor(None)
        if editor is None and dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        rule = dlg.rule()
        self.rules.append(rule)
        self._fill()
        self.list.setCurrentRow(len(self.rules) - 1)
        return rule

    def edit_rule(self, editor: RuleEditor | None = None) -> Rule | None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.rules):
            return None
        dlg = editor or self.editor(self.rules[row])
        if editor is None and dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        self.rules[row] = dlg.rule()
        self._fill()
        self.list.setCurrentRow(row)
        return self.rules[row]

    def delete_rule(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.rules):
            del self.rules[row]
            self._fill()

    def save(self) -> bool:
        """Write the chosen host's rules: this computer's file at once (True when written); a
        remote host's over GUI RPC (True when sent; ``rules_saved`` and closing follow its answer,
        a refusal is said under the list)."""
        host = self.host
        if not self.editable or self._pending is not None or host is None:
            return False
        if host.remote is not None:
            self.error.setText(self.tr("Sending the rules to {host}…").format(host=host.name))
            self._start(("save", host.remote.set_rules(rules_xml(self.rules).decode("utf-8")), host))
            return True
        if self.path is None:
            return False
        try:
            write_rules_file(self.path, self.rules)
        except (OSError, RuleError) as exc:
            self.error.setText(self.tr("The rules could not be saved: {reason}").format(
                reason=getattr(exc, "strerror", None) or exc))
            return False
        self.rules_saved.emit(tuple(self.rules))
        self.accept()
        return True
