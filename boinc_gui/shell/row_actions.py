"""What the Projects, Tasks and Transfers buttons do with the selected rows.

One small function per user action (STYLE.md 6). Each sends its command to the
client of the host each selected row came from (``HostFeeds.bridge_of``), so in
the all-computers view an action on a row of one computer reaches that
computer only. Confirmations name what is about to be lost. The effect comes
back in a later snapshot; nothing here edits a table. GUI thread only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill as arg, format_number
from boinc_gui.hosts.names import shown_host
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.api.actions import ProjectAction, TaskAction, TransferAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import ProjectRow, TaskRow, TransferRow


def row_label(window: MainWindow, host: str, name: str) -> str:
    """A row's name for a confirmation; names the computer in the merged view."""
    feed = window.feeds.feed(host)
    if window.feeds.merged and feed is not None:
        # The window's words.
        return arg(QCoreApplication.translate("MainWindow", "%1 on %2"), name, shown_host(feed.name))
    return name


def client_time(window: MainWindow, host: str) -> float:
    """The clock of ``host``'s latest snapshot (0 before the first)."""
    snap = window.feeds.latest.get(host)
    return snap.time if snap is not None else 0.0


# The operations that lose work ask first: (title, question), translated where shown.
_PROJECT_QUESTIONS: dict[ProjectAction, tuple[str, str]] = {
    ProjectAction.DETACH: (QT_TRANSLATE_NOOP("row_actions", "Remove project"), QT_TRANSLATE_NOOP(
        "row_actions", "Remove this project?\n\n%1\n\nIts tasks, including unfinished work, are discarded.")),
    ProjectAction.RESET: (QT_TRANSLATE_NOOP("row_actions", "Reset project"), QT_TRANSLATE_NOOP(
        "row_actions", "Reset this project?\n\n%1\n\nAll its tasks are discarded and files downloaded again.")),
}


def project_op(window: MainWindow, op: ProjectAction) -> None:
    from core.api.commands import ProjectOp

    items: list[tuple[str, ProjectRow]] = window.projects.selected_items()
    if not items:
        return
    # Two projects may share a name: the URL says which one is meant.
    names = "\n".join(f"{row_label(window, host, r.name)} ({r.url})" for host, r in items)
    question = _PROJECT_QUESTIONS.get(op)
    if question is not None and not window.confirm(
            QCoreApplication.translate("row_actions", question[0]),
            arg(QCoreApplication.translate("row_actions", question[1]), names)):
        return
    for host, r in items:
        window.send_to(host, ProjectOp(r.url, op))


def task_op(window: MainWindow, op: TaskAction) -> None:
    from core.api.commands import TaskOp

    items: list[tuple[str, TaskRow]] = window.tasks.selected_items()
    if not items:
        return
    if op is TaskAction.ABORT:
        from boinc_gui.i18n import status_text

        line = QCoreApplication.translate("row_actions", "%1 (%2 done, %3)")
        lines = "\n".join(arg(line, row_label(window, host, r.name), f"{format_number(r.fraction_done * 100, 1)}%",
                               status_text(r.status)) for host, r in items[:10])
        more = ("\n" + QCoreApplication.translate("row_actions", "… and %n more", "", len(items) - 10)
                if len(items) > 10 else "")
        # One task is its own message, not a plural form: the English reads well without a catalogue.
        question = (QCoreApplication.translate("row_actions", "Abort 1 task? The work done is lost.") if len(items) == 1
                    else QCoreApplication.translate("row_actions", "Abort %n tasks? The work done is lost.", "",
                                                    len(items)))
        if not window.confirm(QCoreApplication.translate("row_actions", "Abort tasks"), f"{question}\n\n{lines}{more}"):
            return
    for host, r in items:
        window.send_to(host, TaskOp(r.key, op))


def transfer_op(window: MainWindow, op: TransferAction) -> None:
    from core.api.commands import TransferOp

    items: list[tuple[str, TransferRow]] = window.transfers.selected_items()
    if op is TransferAction.ABORT and items and not window.confirm(
            QCoreApplication.translate("row_actions", "Abort transfer"),
            QCoreApplication.translate("row_actions", "Abort 1 transfer? The task it belongs to fails.")
            if len(items) == 1
            else QCoreApplication.translate("row_actions", "Abort %n transfers? The task they belong to fails.", "",
                                            len(items))):
        return
    for host, r in items:
        window.send_to(host, TransferOp(r.key, op))


def show_project_properties(window: MainWindow) -> QDialog | None:
    from boinc_gui.dialogs.properties import project_properties

    items: list[tuple[str, ProjectRow]] = window.projects.selected_items()
    if len(items) != 1:
        return None
    host, row = items[0]
    dlg = project_properties(window, row, client_time(window, host), window.prefs_in_force(),
                             data_dir=window._local_data_dir())
    dlg.show()
    return dlg


def show_task_properties(window: MainWindow) -> QDialog | None:
    from boinc_gui.dialogs.properties import task_properties

    items: list[tuple[str, TaskRow]] = window.tasks.selected_items()
    if len(items) != 1:
        return None
    host, row = items[0]
    dlg = task_properties(window, row, client_time(window, host))
    dlg.show()
    return dlg


def update_enabled(window: MainWindow) -> None:
    """Enable each row action when it can apply to at least one selected row."""
    ps: list[ProjectRow] = window.projects.selected_rows()
    rules = {
        "suspend": any(not p.suspended for p in ps), "resume": any(p.suspended for p in ps),
        "nomorework": any(not p.no_new_tasks for p in ps), "allowmorework": any(p.no_new_tasks for p in ps),
        "properties": len(ps) == 1,
    }
    for key, act in window.project_actions.items():
        act.setEnabled(rules.get(key, bool(ps)))
    ts: list[TaskRow] = window.tasks.selected_rows()
    window.task_actions["suspend"].setEnabled(any(not t.suspended and not t.finished for t in ts))
    window.task_actions["resume"].setEnabled(any(t.suspended for t in ts))
    window.task_actions["abort"].setEnabled(any(not t.finished for t in ts))
    window.task_actions["properties"].setEnabled(len(ts) == 1)
    xs: list[TransferRow] = window.transfers.selected_rows()
    for act in window.transfer_actions.values():
        act.setEnabled(bool(xs))
