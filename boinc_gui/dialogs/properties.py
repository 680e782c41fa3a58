"""Properties dialogs: everything the client knows about a project or a task.

Answers "why is it (not) fetching?" and "why is it (not) running?" with the
engine's own reasons. Non-modal; built from the row in the latest snapshot.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.formatting import (
    format_bytes,
    format_client_time,
    format_credit,
    format_g,
    format_number,
    format_progress,
    format_span,
)
from boinc_gui.i18n import QT_TRANSLATE_NOOP, status_text
from boinc_gui.tables.reasons import project_numbers, project_sentence, task_why
from boinc_gui.tables.task_resources import process_rows

# The names of the lines process_rows (boinc_gui/tables/task_resources.py) adds, which _dialog
# translates as it translates its own: written out here so that pyside6-lupdate extracts them.
_PROCESS_LINES = (
    QT_TRANSLATE_NOOP("properties", "Resources"), QT_TRANSLATE_NOOP("properties", "CPU usage (last interval)"),
    QT_TRANSLATE_NOOP("properties", "Progress rate"), QT_TRANSLATE_NOOP("properties", "Process ID"),
    QT_TRANSLATE_NOOP("properties", "Peak working set"), QT_TRANSLATE_NOOP("properties", "Swap"),
    QT_TRANSLATE_NOOP("properties", "Peak swap"), QT_TRANSLATE_NOOP("properties", "Peak disk usage"),
    QT_TRANSLATE_NOOP("properties", "Slot directory"),
)

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ProjectRow, TaskRow
    from core.state.prefs import GlobalPrefs


def _tr(text: str) -> str:
    return QCoreApplication.translate("properties", text)


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
        text.setObjectName(label)  # the English name: what finds the line, in any language
        form.addRow(QCoreApplication.translate("properties", "{label}:").format(label=_tr(label)), text)
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

        super().__init__(self.tr("What if the resource share were different?"), parent)
        self.url = str(p.url)
        self.share = QDoubleSpinBox(self)
        self.share.setObjectName("what_if_share")
        self.share.setRange(0.0, 100000.0)
        self.share.setDecimals(0)
        self.share.setValue(p.resource_share)
        self.share.setAccessibleName(self.tr("Resource share to preview"))
        note = QLabel(self.tr("Resource shares are set in your account on the project's web site (or by your "
                              "account manager). Change the number to see what another share would do here."), self)
        note.setWordWrap(True)
        self.preview = PreviewPanel(PreviewRunner(data_dir, self), self)
        form = QFormLayout()
        form.addRow(self.tr("Resource share:"), self.share)
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
    no = QCoreApplication.translate("properties", "no")
    return _dialog(
        parent,
        QCoreApplication.translate("properties", "Properties of project {name} ({url})").format(name=p.name, url=p.url),
        [
            (QT_TRANSLATE_NOOP("properties", "URL"), str(p.url)),
            (QT_TRANSLATE_NOOP("properties", "Work"), sentence),
            (QT_TRANSLATE_NOOP("properties", "Account / team"), f"{p.account or '—'} / {p.team or '—'}"),
            (
                QT_TRANSLATE_NOOP("properties", "Work done (user / host)"),
                f"{format_credit(p.user_total_credit)} / {format_credit(p.host_total_credit)}",
            ),
            (QT_TRANSLATE_NOOP("properties", "Average work done"), format_credit(p.user_expavg_credit)),
            (
                QT_TRANSLATE_NOOP("properties", "Resource share"),
                QCoreApplication.translate("properties", "{share} ({percent}% of the total)").format(
                    share=format_g(p.resource_share), percent=format_number(p.share_fraction * 100, 2)
                ),
            ),
            (QT_TRANSLATE_NOOP("properties", "Status"), p.status or QCoreApplication.translate("properties", "active")),
            (QT_TRANSLATE_NOOP("properties", "Turn to compute"), _owed_words(p.priority)),
            (QT_TRANSLATE_NOOP("properties", "Scheduler request pending"), p.sched_rpc_pending or no),
            (
                QT_TRANSLATE_NOOP("properties", "Communication deferred"),
                format_span(p.rpc_deferred_until - now) if p.rpc_deferred_until else no,
            ),
            (QT_TRANSLATE_NOOP("properties", "Last scheduler contact"), format_client_time(p.last_rpc_time)),
            (QT_TRANSLATE_NOOP("properties", "CPU time given"), format_span(p.cpu_time_s)),
            (QT_TRANSLATE_NOOP("properties", "Tasks succeeded / failed"), f"{p.njobs_success} / {p.njobs_error}"),
            (
                QT_TRANSLATE_NOOP("properties", "Duration correction factor"),
                format_number(p.duration_correction_factor, 4),
            ),
            (QT_TRANSLATE_NOOP("properties", "Disk usage"), format_bytes(p.disk_usage_bytes)),
        ],
        {"Work": project_numbers(p, now), "Turn to compute": project_numbers(p, now)},
    )


def _owed_words(priority_s: float) -> str:
    """The scheduler's priority (BOINC's debt or REC-based figure) without its name: owed or ahead."""
    span = format_span(abs(priority_s))
    if priority_s > 0.5:
        return QCoreApplication.translate(
            "properties", "owed about {span} of computer time: "
            "it comes before the projects owed less").format(span=span)
    if priority_s < -0.5:
        return QCoreApplication.translate(
            "properties", "has had about {span} more than its share lately: others come first").format(span=span)
    return QCoreApplication.translate("properties", "even: it has had its share of computer time")


def _chain_rows(t: TaskRow) -> list[tuple[str, str]]:
    """Workunit affinity: shown only for a task in a chain, so ordinary tasks stay short."""
    if not (t.has_successor or t.previous_result or t.kept_for_successor):
        return []
    rows = [
        (
            QT_TRANSLATE_NOOP("properties", "Predecessor"),
            t.previous_result or QCoreApplication.translate("properties", "none"),
        ),
        (
            QT_TRANSLATE_NOOP("properties", "Has successor"),
            QCoreApplication.translate("properties", "yes")
            if t.has_successor
            else QCoreApplication.translate("properties", "no"),
        ),
        (
            QT_TRANSLATE_NOOP("properties", "Kept for successor"),
            QCoreApplication.translate(
                "properties", "yes: reported, kept with its files for the next task in the chain"
            )
            if t.kept_for_successor
            else QCoreApplication.translate("properties", "no"),
        ),
    ]
    if t.kept_for_successor:
        rows.append((QT_TRANSLATE_NOOP("properties", "Kept sticky files"),
                     ", ".join(t.kept_files) or QCoreApplication.translate("properties", "none")))
    return rows


def task_properties(parent: QWidget | None, t: TaskRow, now: float) -> QDialog:
    postponed = (
        [
            (
                QT_TRANSLATE_NOOP("properties", "Postponed until"),
                QCoreApplication.translate("properties", "{time} (in {span})").format(
                    time=format_client_time(t.postponed_until), span=format_span(t.postponed_until - now)
                ),
            )
        ]
        if t.postponed_until > now
        else []
    )
    risk = (
        " " + QCoreApplication.translate("properties", "(projected to finish after its deadline)")
        if t.deadline_risk
        else " " + QCoreApplication.translate("properties", "(run first to finish well before its deadline)")
        if t.high_priority and not t.status.endswith("high priority")
        else ""
    )
    return _dialog(
        parent,
        QCoreApplication.translate("properties", "Properties of task {name}").format(name=t.name),
        [
            (QT_TRANSLATE_NOOP("properties", "Project"), t.project_name),
            (QT_TRANSLATE_NOOP("properties", "Application"), t.application),
            (QT_TRANSLATE_NOOP("properties", "Workunit"), t.wu_name),
            (QT_TRANSLATE_NOOP("properties", "Status"), status_text(t.status) + risk),
            (QT_TRANSLATE_NOOP("properties", "Why"), task_why(t)),
            (QT_TRANSLATE_NOOP("properties", "Received"), format_client_time(t.received_time)),
            (QT_TRANSLATE_NOOP("properties", "Report deadline"), format_client_time(t.deadline)),
            (QT_TRANSLATE_NOOP("properties", "Progress"), format_progress(t.fraction_done)),
            (QT_TRANSLATE_NOOP("properties", "Elapsed time"), format_span(t.elapsed_s)),
            (QT_TRANSLATE_NOOP("properties", "CPU time"), format_span(t.cpu_time_s)),
            (QT_TRANSLATE_NOOP("properties", "CPU time at last checkpoint"), format_span(t.checkpoint_cpu_time_s)),
            (QT_TRANSLATE_NOOP("properties", "Estimated time remaining"), format_span(t.remaining_s)),
            (
                QT_TRANSLATE_NOOP("properties", "Slot"),
                str(t.slot) if t.slot >= 0 else QCoreApplication.translate("properties", "none"),
            ),
            (
                QT_TRANSLATE_NOOP("properties", "Memory (working set)"),
                format_bytes(t.working_set_bytes) if t.working_set_bytes else "---",
            ),
            *process_rows(t),
            *postponed,
            *_chain_rows(t),
        ],
    )
