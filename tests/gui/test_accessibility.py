"""Accessibility tested for real (issue 37, item 5): Qt's accessibility tree of every tab and
every dialog the menus open, the keyboard's focus chain in each, tables' cells, the charts'
text equivalent, and the announcements of status changes that matter.

The tree walked here is the one Qt hands to AT-SPI (what Orca reads); tests/gui/test_atspi.py
reads it from outside through AT-SPI itself.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QApplication, QListWidget, QMenu, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.main_window import MainWindow
from tests.gui.a11y import cells_hidden, focus_chain, focus_unseen, unnamed, unreachable
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action
from tests.gui.test_hosts import hosts_ui, no_keyring
from tests.gui.windows import first_start_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(240)]


def _menus(window: MainWindow) -> Iterator[QMenu]:
    def below(menu: QMenu) -> Iterator[QMenu]:
        yield menu
        for act in menu.actions():
            sub = act.menu()
            if isinstance(sub, QMenu):
                yield from below(sub)
    for act in window.menuBar().actions():
        top = act.menu()
        if isinstance(top, QMenu):
            yield from below(top)


def _words(source: str) -> set[str]:
    """``source`` as the window may show it: as written, or through the installed catalogue,
    with its menu accelerator wherever the code put the '&' (compared without it)."""
    plain = source.replace("&", "")
    sources = {source, plain} | {plain[:i] + "&" + plain[i:] for i in range(len(plain))}
    return {w.replace("&", "") for s in sources for w in (s, QCoreApplication.translate("MainWindow", s))}


def _action(window: MainWindow, menu: str, entry: str) -> QAction:
    """The entry ``entry`` of the menu titled ``menu`` (both as written in the code, '&' and all)."""
    for m in _menus(window):
        if m.title().replace("&", "") in _words(menu):
            for act in m.actions():
                if act.text().replace("&", "") in _words(entry):
                    return act
    raise AssertionError(f"no {menu} > {entry}")


def _pages(qtbot: QtBot, dialog: QWidget) -> Iterator[str]:
    """Show each page of ``dialog`` in turn (its page list or its tabs); yield the page's name."""
    lists = [w for w in dialog.findChildren(QListWidget) if w.isVisible()]
    tabs = [w for w in dialog.findChildren(QTabWidget) if w.isVisible()]
    if lists:
        for row in range(lists[0].count()):
            lists[0].setCurrentRow(row)
            qtbot.wait(30)
            yield lists[0].item(row).text()
    elif tabs:
        for i in range(tabs[0].count()):
            tabs[0].setCurrentIndex(i)
            qtbot.wait(30)
            yield tabs[0].tabText(i)
    else:
        yield ""


def _check(qtbot: QtBot, root: QWidget, where: str) -> list[str]:
    """Everything wrong with ``root`` as shown now: names, cells, the Tab chain, visible focus."""
    qtbot.wait(50)
    problems = [f"{where}: unnamed {p}" for p in unnamed(root)]
    problems += [f"{where}: {p}" for p in cells_hidden(root)]
    chain = focus_chain(root)
    lost = unreachable(root, chain)
    if lost:
        last = chain[-1] if chain else None
        problems.append(f"{where}: Tab goes round {len(chain)} stops, the last {type(last).__name__} "
                        f"{last.accessibleName() if last else ''!r}")
    problems += [f"{where}: not reachable by Tab: {p}" for p in lost]
    problems += [f"{where}: focus not visible on {p}" for p in focus_unseen(chain)]
    return problems


def _windows() -> set[QWidget]:
    return {w for w in QApplication.topLevelWidgets() if w.isVisible() and not isinstance(w, QMenu)}


def test_the_welcome_page_names_its_controls_and_tab_reaches_them(qtbot: QtBot, tmp_path: Path) -> None:
    """The welcome page as a first start shows it: a client attached to nothing. (Put in front
    of a client's tabs by hand, the next snapshot, with projects, took it away mid-check.)"""
    with first_start_window(tmp_path) as window:
        qtbot.waitUntil(window.welcome_shown, timeout=30000)
        assert window.welcome.isVisible()
        stops = [w for w in focus_chain(window) if window.welcome.isAncestorOf(w)]
        assert len(stops) >= 2, stops  # its buttons, reached by Tab
        assert _check(qtbot, window, "welcome page") == []
        assert window.welcome_shown()  # still the page checked


def _dialog_openers(window: MainWindow, tmp_path: Path) -> list[tuple[str, Callable[[], object]]]:
    """Every dialog the menus open, each as a volunteer opens it (the computers' from their selector)."""
    ui = hosts_ui(window, tmp_path, no_keyring())
    # The rules and the event log options are a live client's, kept in its data folder; the
    # emulated client has none, so the window is given one, as a live client gives it.
    data = tmp_path / "client"
    data.mkdir()
    window._local_data_dir = lambda: data  # type: ignore[method-assign]
    openers: list[tuple[str, Callable[[], object]]] = []
    for menu in _menus(window):
        for act in menu.actions():
            text = act.text().replace("&", "")
            if text.endswith("…") and act.isEnabled() and text not in _words("Select columns…"):  # a menu
                openers.append((f"{menu.title().replace('&', '')} > {text}", act.trigger))
    openers.append(("Help > About", _action(window, "&Help", "About boinc-gui").trigger))

    def properties(tab: str) -> Callable[[], object]:
        def open_it() -> None:
            table = window.projects if tab == "Project" else window.tasks
            window.tabs.setCurrentWidget(table)
            table.view.selectRow(0)
            _action(window, f"&{tab}", "Properties").trigger()
        return open_it
    openers += [("Project > Properties", properties("Project")), ("Task > Properties", properties("Task"))]
    openers += [("Computers", ui.open_dialog), ("Computers > Add", lambda: ui.open_dialog().add_host())]
    return openers


def test_every_tab_and_dialog_names_its_controls_and_tab_reaches_them(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.tasks) and bool(s.projects))
    problems: list[str] = []
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        qtbot.wait(300)  # the lazy tabs build themselves
        problems += _check(qtbot, window, f"tab {window.tabs.tabText(i)}")
    # The simple view (View > Simple view); the welcome page has a test of its own (below).
    simple = _action(window, "&View", "Simple view")
    simple.trigger()
    qtbot.wait(300)
    assert window.simple_view.isVisible()  # type: ignore[attr-defined]
    problems += _check(qtbot, window, "simple view")
    simple.trigger()
    qtbot.wait(100)
    # The column chooser is a menu of its own (View > Select columns…).
    window.tabs.setCurrentWidget(window.tasks)
    _action(window, "&View", "Select columns…").trigger()
    qtbot.wait(100)
    chooser = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]
    assert chooser, "no column chooser"
    for menu in chooser:
        problems += [f"column chooser: unnamed {p}" for p in unnamed(menu)]
        menu.hide()
    for menu in _menus(window):
        menu.popup(window.mapToGlobal(window.rect().center()))
        qtbot.wait(20)
        problems += [f"menu {menu.title()}: unnamed {p}" for p in unnamed(menu)]
        menu.hide()
    opened = []
    for name, opener in _dialog_openers(window, tmp_path):
        before = _windows()
        opener()
        qtbot.wait(300)
        new = [w for w in _windows() - before]
        if not new:
            problems.append(f"{name} opened no window")
            continue
        opened.append(name)
        modal = QApplication.activeModalWidget()
        for dlg in [modal] if modal in new else new:  # a modal dialog over another is what Tab walks
            for page in _pages(qtbot, dlg):
                problems += _check(qtbot, dlg, f"{name} {page}".strip())
        for dlg in new:
            dlg.close()
        qtbot.wait(30)
    assert {"Tools > Preferences…", "Tools > Add project…", "Tools > Rules…", "Tools > Event log options…",
            "Tools > GPUs…", "View > Event log window…", "Project > Properties", "Task > Properties",
            "Computers > Add"} <= set(opened)
    assert problems == [], "\n".join(problems)


def test_charts_and_pies_have_a_text_equivalent(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.tasks) and s.disk is not None)
    window.tabs.setCurrentWidget(window.stats)
    stats = window.stats.tab()
    qtbot.waitUntil(lambda: "Work done (credit):" in stats.layout_widget.accessibleDescription(), timeout=10000)
    described = stats.layout_widget.accessibleDescription()
    # Each chart by its title, each project's line by its legend's words and its latest figure.
    for title in ("Scheduling priority", "Queued work (CPU hours)", "Work done (credit)"):
        assert title in described
    names = {p.name for p in window.snapshot.projects}  # type: ignore[union-attr]
    assert any(re.search(rf"{re.escape(n)} -?[0-9]", described) for n in names), described
    window.tabs.setCurrentWidget(window.disk)
    disk = window.disk.tab()
    qtbot.waitUntil(lambda: "Used by this client:" in disk.total_view.accessibleDescription(), timeout=10000)
    # Each project's slice by its name and size, once the projects have files on disk.
    qtbot.waitUntil(lambda: any(f"{n}: " in disk.project_view.accessibleDescription() for n in names), timeout=20000)
    for view in (disk.total_view, disk.project_view, stats.layout_widget):
        iface = QAccessible.queryAccessibleInterface(view)
        assert iface.text(QAccessible.Text.Description) == view.accessibleDescription()
        assert iface.text(QAccessible.Text.Name)


def test_suspending_computing_and_a_failed_task_are_announced(qtbot: QtBot, window: MainWindow) -> None:
    from dataclasses import replace

    from boinc_gui.a11y import StatusAnnouncer

    wait_snapshot(qtbot, window, lambda s: s.activity.computing and bool(s.tasks))
    assert not [t for t in window.announcer.said if t.startswith("Computing")]
    menu_action(window, "Activity", "Suspend").trigger()
    wait_snapshot(qtbot, window, lambda s: not s.activity.computing)
    assert any(t.startswith("Computing suspended: ") for t in window.announcer.said), list(window.announcer.said)
    menu_action(window, "Activity", "Run based on preferences").trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.computing)
    assert list(window.announcer.said)[-1] == "Computing resumed"
    # A task failing: the client's next snapshot with one task's status turned into BOINC's words
    # for a computation error (the demo's applications never fail).
    snap = window.snapshot
    assert snap is not None
    announcer = StatusAnnouncer(window.activity_label)
    assert announcer.feed(snap) == []  # the first snapshot sets the scene
    task = snap.tasks[0]
    failed = replace(snap, tasks=(replace(task, status="Computation error (exit code 1)"), *snap.tasks[1:]))
    assert announcer.messages(failed) == [(f"Task {task.name} failed: Computation error (exit code 1)", True)]
    assert announcer.messages(failed) == []  # said once
    aborted = replace(snap, tasks=(replace(snap.tasks[1], status="Aborted by user"), *snap.tasks[2:]))
    assert announcer.messages(aborted) == []  # the volunteer's own doing
