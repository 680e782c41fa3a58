"""The window's menu bar and its actions: File, View, Project, Task, Transfer, Activity, Tools, Help.

``build_actions`` makes the row actions (also the tabs' buttons and context menus), the
mode groups and the snooze entries; ``build_menus`` puts them and the window's other
commands into the menu bar, then lets the veteran's menus add theirs
(boinc_gui/shell/veteran_menus.py). Every entry calls a public method of the window, which
sends one command or opens one dialog. ``show_modes`` ticks the modes a snapshot says are in
force. The words keep the "MainWindow" translation context they had when the window made
them. The window is a type here only: this module is loaded by ``MainWindow.populate``.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QCursor, QKeySequence
from PySide6.QtWidgets import QMenu, QTabWidget, QToolButton, QWidget

from boinc_gui.theme import Theme
from core.api.actions import ProjectAction, TaskAction, TransferAction
from core.state import RunMode

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow
    from boinc_gui.tabs.lazy_pages import LazyEventLog
    from core.api.snapshot import ActivityStatus

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate

def act(owner: QWidget, text: str, slot: Callable[[], object],
        shortcut: str | QKeySequence.StandardKey | None = None, tip: str = "") -> QAction:
    """An action of ``owner`` (its shortcut works wherever the window has the focus)."""
    action = QAction(text, owner)
    action.triggered.connect(lambda *_: slot())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    owner.addAction(action)
    return action


def build_actions(w: MainWindow) -> None:
    """The row actions with their tool buttons and context menus, the modes and the snoozes."""
    from boinc_gui.shell.tray import SNOOZE_CHOICES

    p, t, x = ProjectAction, TaskAction, TransferAction
    w.project_actions = {
        "update": w._act(translate("MainWindow", "&Update"), lambda: w.project_op(p.UPDATE), "F5",
                         translate("MainWindow", "Contact the project now")),
        "suspend": w._act(translate("MainWindow", "&Suspend"), lambda: w.project_op(p.SUSPEND)),
        "resume": w._act(translate("MainWindow", "&Resume"), lambda: w.project_op(p.RESUME)),
        "nomorework": w._act(translate("MainWindow", "&No new tasks"), lambda: w.project_op(p.NO_MORE_WORK)),
        "allowmorework": w._act(translate("MainWindow", "&Allow new tasks"), lambda: w.project_op(p.ALLOW_MORE_WORK)),
        "reset": w._act(translate("MainWindow", "Res&et project"), lambda: w.project_op(p.RESET)),
        "detach": w._act(translate("MainWindow", "Re&move"), lambda: w.project_op(p.DETACH),
                         tip=translate("MainWindow", "Detach from the project")),
        "properties": w._act(translate("MainWindow", "&Properties"), w.project_properties),
    }
    w.task_actions = {
        "suspend": w._act(translate("MainWindow", "&Suspend"), lambda: w.task_op(t.SUSPEND)),
        "resume": w._act(translate("MainWindow", "&Resume"), lambda: w.task_op(t.RESUME)),
        "abort": w._act(translate("MainWindow", "&Abort"), lambda: w.task_op(t.ABORT)),
        "properties": w._act(translate("MainWindow", "&Properties"), w.task_properties),
    }
    w.transfer_actions = {
        "retry": w._act(translate("MainWindow", "&Retry now"), lambda: w.transfer_op(x.RETRY)),
        "abort": w._act(translate("MainWindow", "&Abort transfer"), lambda: w.transfer_op(x.ABORT)),
    }
    for tab, actions in ((w.projects, w.project_actions), (w.tasks, w.task_actions),
                         (w.transfers, w.transfer_actions)):
        for action in actions.values():
            button = QToolButton(tab)
            button.setDefaultAction(action)
            tab.top.addWidget(button)
        tab.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        tab.view.addActions(list(actions.values()))
    w.run_actions = mode_group(w, w.set_run_mode)
    w.net_actions = mode_group(w, w.set_network_mode)
    w.snooze_actions = [w._act(QCoreApplication.translate("tray", text), partial(w.snooze, s))
                        for text, s in SNOOZE_CHOICES]
    w.resume_snooze_action = w._act(translate("MainWindow", "&Resume now"), lambda: w.snooze(0.0))


def mode_group(owner: QWidget, setter: Callable[[RunMode], None]) -> dict[RunMode, QAction]:
    """Three checkable actions, one mode each, one of them ticked (Activity menu)."""
    group = QActionGroup(owner)
    out = {}
    for mode, text in ((RunMode.ALWAYS, translate("MainWindow", "&Run always")),
                       (RunMode.AUTO, translate("MainWindow", "Run based on &preferences")),
                       (RunMode.NEVER, translate("MainWindow", "&Suspend"))):
        action = QAction(text, owner, checkable=True)
        action.triggered.connect(lambda *_, m=mode: setter(m))
        group.addAction(action)
        out[mode] = action
    out[RunMode.AUTO].setChecked(True)
    return out


def build_menus(w: MainWindow) -> None:
    """The menu bar, from the actions ``build_actions`` made and the window's commands."""
    bar = w.menuBar()
    file = bar.addMenu(translate("MainWindow", "&File"))
    file.addAction(w._act(translate("MainWindow", "&Close window"), w.close, QKeySequence.StandardKey.Close))
    file.addAction(w._act(translate("MainWindow", "E&xit"), w.exit_app, QKeySequence.StandardKey.Quit,
                          translate("MainWindow", "Stop computing and exit")))
    view = w.view_menu = bar.addMenu(translate("MainWindow", "&View"))
    w.view_tabs_end = view.addSeparator()
    for i, (name, _) in enumerate(w.tab_specs):
        add_view_entry(w, i, name)
    view.addAction(w._act(translate("MainWindow", "F&ilter current table"), w.focus_filter,
                          QKeySequence.StandardKey.Find))
    view.addAction(w._act(translate("MainWindow", "Select &columns…"), lambda: column_chooser(w.tabs)))
    theme = view.addMenu(translate("MainWindow", "The&me"))
    words = {Theme.SYSTEM: translate("MainWindow", "&System"), Theme.LIGHT: translate("MainWindow", "&Light"),
             Theme.DARK: translate("MainWindow", "&Dark")}
    for t in Theme:
        theme.addAction(w._act(words.get(t, t.value.capitalize()), partial(w.set_theme, t)))
    menus = {}
    for key, title, actions in (("&Project", translate("MainWindow", "&Project"), w.project_actions),
                                ("&Task", translate("MainWindow", "&Task"), w.task_actions),
                                ("T&ransfer", translate("MainWindow", "T&ransfer"), w.transfer_actions)):
        menu = menus[key] = bar.addMenu(title)
        menu.addActions(list(actions.values()))
    activity = bar.addMenu(translate("MainWindow", "&Activity"))
    activity.addSection(translate("MainWindow", "Computing"))
    activity.addActions(list(w.run_actions.values()))
    activity.addSection(translate("MainWindow", "Network"))
    for mode, action in w.net_actions.items():
        action.setText({RunMode.ALWAYS: translate("MainWindow", "&Network activity always"),
                        RunMode.AUTO: translate("MainWindow", "Network activity &based on preferences"),
                        RunMode.NEVER: translate("MainWindow", "Suspend net&work activity")}[mode])
        activity.addAction(action)
    from boinc_gui.shell import gpu_controls

    w.gpu_controls = gpu_controls.GpuControls(w, activity, w.tray, w.send_everywhere)
    activity.addSeparator()
    w.snooze_menu = QMenu(translate("MainWindow", "Sn&ooze"), w)
    w.snooze_menu.addActions(w.snooze_actions)
    w.snooze_menu.addSeparator()
    w.snooze_menu.addAction(w.resume_snooze_action)
    activity.addMenu(w.snooze_menu)
    w.soft_stop_action = w._act(translate("MainWindow", "Soft s&top (after the next checkpoint)"), w.soft_stop)
    activity.addAction(w.soft_stop_action)
    tools = bar.addMenu(translate("MainWindow", "T&ools"))
    w.attach_action = w._act(translate("MainWindow", "&Add project…"), w.attach_project, "Ctrl+N")
    tools.addAction(w.attach_action)
    tools.addAction(w._act(translate("MainWindow", "&Preferences…"), w.preferences,
                           QKeySequence.StandardKey.Preferences))
    tools.addAction(w._act(translate("MainWindow", "Application &settings (app_config.xml)…"), w.app_config))
    tools.addAction(w._act(translate("MainWindow", "Account &manager…"), w.account_manager))
    tools.addSeparator()
    tools.addAction(w._act(translate("MainWindow", "&Rules…"), w.rules_editor))
    tools.addAction(w._act(translate("MainWindow", "&GPUs…"), w.gpu_devices))
    tools.addAction(w._act(translate("MainWindow", "A&lerts…"), lambda: w.alerts.show_log(w)))
    w.attach_action.setEnabled(w.feeds.primary_feed().bridge.client.capabilities.can_attach)
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    help_menu.addAction(w._act(translate("MainWindow", "&About boinc-gui"), w.about))
    from boinc_gui.shell import veteran_menus  # web links, graphics, event log window, simple view, F1...

    veteran_menus.install(w, menus["&Project"], menus["&Task"], view, tools, help_menu)


def add_view_entry(w: MainWindow, index: int, name: str) -> QAction:
    """The View menu's entry for tab ``index`` (Ctrl+1 to Ctrl+9 for the first nine)."""
    shortcut = f"Ctrl+{index + 1}" if index < 9 else None
    text = view_entry_text(w, w.tab_specs[index][1], name)
    action = w._act(text, partial(w.show_tab, index), shortcut)
    w.view_menu.insertAction(w.view_tabs_end, action)
    return action


def view_entry_text(w: MainWindow, tab: QWidget, name: str) -> str:
    """A tab's View entry, with its own accelerator (in the tab bar one would clash with the menus')."""
    texts: dict[QWidget, str] = {
        w.projects: translate("MainWindow", "&Projects"), w.tasks: translate("MainWindow", "&Tasks"),
        w.transfers: translate("MainWindow", "Trans&fers"), w.disk: translate("MainWindow", "&Disk"),
        w.stats: translate("MainWindow", "&Statistics"), w.log: translate("MainWindow", "&Event log"),
        w.notices: translate("MainWindow", "&Notices")}
    if getattr(w, "history_tab", None) is not None:
        texts[w.history_tab] = translate("MainWindow", "&History")
    return texts.get(tab, name.replace("&", "&&"))


def show_modes(w: MainWindow, a: ActivityStatus) -> None:
    """Tick the computing and network modes in force; "Resume now" only while snoozed."""
    w.run_actions[a.run_mode if a.run_mode in w.run_actions else RunMode.AUTO].setChecked(True)
    w.net_actions[a.network_mode if a.network_mode in w.net_actions else RunMode.AUTO].setChecked(True)
    w.resume_snooze_action.setEnabled(a.snooze_until is not None)


def focus_filter(tabs: QTabWidget, log: LazyEventLog) -> None:
    """View > Filter current table: the shown table's filter box (the log's search box)."""
    from boinc_gui.tables.table_view import TableTab

    current = tabs.currentWidget()
    if isinstance(current, TableTab):
        current.filter.setFocus()
        current.filter.selectAll()
    elif current is log:
        log.tab().search.setFocus()


def column_chooser(tabs: QTabWidget) -> QWidget | None:
    """View > Select columns…: the shown table's column menu, at its headers."""
    from boinc_gui.tables.table_view import TableTab

    current = tabs.currentWidget()
    if not isinstance(current, TableTab):
        return None
    # At the column headers it changes (under the cursor when that is on them), not mid-window.
    header = current.view.horizontalHeader()
    cursor = header.mapFromGlobal(QCursor.pos())
    at = cursor if header.rect().contains(cursor) else QPoint(0, header.height())
    menu = current.column_menu()
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    menu.popup(header.mapToGlobal(at))
    return menu
