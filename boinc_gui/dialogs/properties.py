"""Properties dialogs: everything the client knows about a project or a task.

Answers "why is it (not) fetching?" and "why is it (not) running?" with the
engine's own reasons. Non-modal; built from the row in the latest snapshot.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget,
)

from boinc_gui.tables.task_resources import process_rows
from boinc_gui.formatting import format_bytes, format_client_time, format_credit, format_progress, format_span
from boinc_gui.tables.reasons import project_numbers, project_sentence, task_why
from core.api.snapshot import ProjectRow, TaskRow
from core.state.prefs import GlobalPrefs


def _dialog(parent: QWidget | None, title: str, rows: list[tuple[str, str]],
            tips: dict[str, str] | None = None) -> QDialog:
    dlg = QDialog(parent)
    dlg.setWindowTitle(title)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    form = QFormLayout()
    for label, value in rows:
        text = QLabel(value or "—")
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if tips and label in tips:
            text.setToolTip(tips[label])
        text.setObjectName(label)
        form.addRow(f"{label}:", text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dlg.reject)
    layout = QVBoxLayout(dlg)
    layout.addLayout(form)
    dlg.setProperty("form_end", layout.count())
    layout.addWidget(buttons)
    dlg.resize(560, dlg.sizeHint().height())
    return dlg


class ShareWhatIf(QGroupBox):
    """"What if this project's resource share were …?", emulated from this computer's tasks.

    Resource shares are the project's (set in the volunteer's account on its web site,
    or by an account manager), so this previews a change; it does not make one.
    """

    def __init__(self, p: ProjectRow, data_dir: Path, parent: QWidget | None = None) -> None:
        from boinc_gui.dialogs.preview import PreviewPanel, PreviewRunner  # the emulator loads only when asked

        super().__init__("What if the resource share were different?", parent)
        self.url = str(p.url)
        self.share = QDoubleSpinBox(self)
        self.share.setObjectName("what_if_share")
        self.share.setRange(0.0, 100000.0)
        self.share.setDecimals(0)
        self.share.setValue(p.resource_share)
        self.share.setAccessibleName("Resource share to preview")
        note = QLabel("Resource shares are set in your account on the project's web site (or by your "
                      "account manager). Change the number to see what another share would do here.", self)
        note.setWordWrap(True)
        self.preview = PreviewPanel(PreviewRunner(data_dir, self), self)
        form = QFormLayout()
        form.addRow("Resource share:", self.share)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        self.share.valueChanged.connect(self._edited)

    def _edited(self, value: float) -> None:
        from boinc_gui.dialogs.preview import Change

        self.preview.runner.request(Change(shares={self.url: float(value)}))


def project_properties(parent: QWidget | None, p: ProjectRow, now: float, prefs: GlobalPrefs | None = None,
                       data_dir: Path | None = None) -> QDialog:
    """``data_dir``: the live client's directory when it runs in this process (enables the what-if)."""
    dlg = _project_dialog(parent, p, now, prefs)
    if data_dir is not None:
        what_if = ShareWhatIf(p, data_dir, dlg)
        layout = dlg.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(int(dlg.property("form_end")), what_if)
        dlg.resize(640, dlg.sizeHint().height())
    return dlg


def _project_dialog(parent: QWidget | None, p: ProjectRow, now: float, prefs: GlobalPrefs | None) -> QDialog:
    sentence = project_sentence(p, now, prefs)
    return _dialog(parent, f"Properties of project {p.name} ({p.url})", [
        ("URL", str(p.url)),
        ("Work", sentence),
        ("Account / team", f"{p.account or '—'} / {p.team or '—'}"),
        ("Work done (user / host)", f"{format_credit(p.user_total_credit)} / {format_credit(p.host_total_credit)}"),
        ("Average work done", format_credit(p.user_expavg_credit)),
        ("Resource share", f"{p.resource_share:g} ({p.share_fraction * 100:.2f}% of the total)"),
        ("Status", p.status or "active"),
        ("Turn to compute", _owed_words(p.priority)),
        ("Scheduler request pending", p.sched_rpc_pending or "no"),
        ("Communication deferred", format_span(p.rpc_deferred_until - now) if p.rpc_deferred_until else "no"),
        ("Last scheduler contact", format_client_time(p.last_rpc_time)),
        ("CPU time given", format_span(p.cpu_time_s)),
        ("Tasks succeeded / failed", f"{p.njobs_success} / {p.njobs_error}"),
        ("Duration correction factor", f"{p.duration_correction_factor:.4f}"),
        ("Disk usage", format_bytes(p.disk_usage_bytes)),
    ], {"Work": project_numbers(p, now), "Turn to compute": project_numbers(p, now)})


def _owed_words(priority_s: float) -> str:
    """The scheduler's priority (BOINC's debt or REC-based figure) without its name: owed or ahead."""
    span = format_span(abs(priority_s))
    if priority_s > 0.5:
        return f"owed about {span} of computer time: it comes before the projects owed less"
    if priority_s < -0.5:
        return f"has had about {span} more than its share lately: others come first"
    return "even: it has had its share of computer time"


def _chain_rows(t: TaskRow) -> list[tuple[str, str]]:
    """Workunit affinity: shown only for a task in a chain, so ordinary tasks stay short."""
    if not (t.has_successor or t.previous_result or t.kept_for_successor):
        return []
    rows = [
        ("Predecessor", t.previous_result or "none"),
        ("Has successor", "yes" if t.has_successor else "no"),
        ("Kept for successor",
         "yes: reported, kept with its files for the next task in the chain" if t.kept_for_successor else "no"),
    ]
    if t.kept_for_successor:
        rows.append(("Kept sticky files", ", ".join(t.kept_files) or "none"))
    return rows


def task_properties(parent: QWidget | None, t: TaskRow, now: float) -> QDialog:
    postponed = [("Postponed until", f"{format_client_time(t.postponed_until)} "
                  f"(in {format_span(t.postponed_until - now)})")] if t.postponed_until > now else []
    return _dialog(parent, f"Properties of task {t.name}", [
        ("Project", t.project_name),
        ("Application", t.application),
        ("Workunit", t.wu_name),
        ("Status", t.status + (" (projected to finish after its deadline)" if t.deadline_risk
                               else " (run first to finish well before its deadline)"
                               if t.high_priority and not t.status.endswith("high priority") else "")),
        ("Why", task_why(t)),
        ("Received", format_client_time(t.received_time)),
        ("Report deadline", format_client_time(t.deadline)),
        ("Progress", format_progress(t.fraction_done)),
        ("Elapsed time", format_span(t.elapsed_s)),
        ("CPU time", format_span(t.cpu_time_s)),
        ("CPU time at last checkpoint", format_span(t.checkpoint_cpu_time_s)),
        ("Estimated time remaining", format_span(t.remaining_s)),
        ("Slot", str(t.slot) if t.slot >= 0 else "none"),
        ("Memory (working set)", format_bytes(t.working_set_bytes) if t.working_set_bytes else "---"),
        *process_rows(t),
        *postponed,
        *_chain_rows(t),
    ])
