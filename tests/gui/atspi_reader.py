"""Reads the running manager through AT-SPI, as Orca does (run by tests/gui/test_atspi.py).

Run with the SYSTEM python3 (Debian's python3-pyatspi lives there, not in the venv), inside a
private D-Bus session (dbus-run-session), with DISPLAY on an Xvfb: it starts the command after
``--`` (the app), finds it on the accessibility bus, and writes what it read as JSON to the
first argument: the main tabs' names, the Tasks table's size and first row's cells, the fields
of the preferences dialog it opens through the Tools menu (by AT-SPI actions, not by Qt), and
the announcements heard when it suspends computing through the Activity menu.

The test judges the report; this script only reads and acts, and says where it got stuck.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from typing import Any

import pyatspi
from gi.repository import GLib

APP_NAME = "boinc-gui"


def pump(seconds: float) -> None:
    """Let AT-SPI's events arrive (pyatspi delivers them from GLib's main loop)."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not ctx.iteration(False):
            time.sleep(0.02)


def walk(node: Any, depth: int = 0, limit: int = 40) -> Iterator[Any]:
    """``node`` and everything under it, tables' cells left out (read through the table)."""
    if node is None or depth > limit:
        return
    yield node
    try:
        role = node.getRole()
        count = node.childCount
    except (GLib.Error, LookupError, RuntimeError):  # a node that went away while we read
        return
    if role == pyatspi.ROLE_TABLE:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except (GLib.Error, LookupError, RuntimeError):
            continue
        yield from walk(child, depth + 1, limit)


def wait_for(what: str, find: Callable[[], Any], timeout: float = 30.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = find()
        if found:
            return found
        pump(0.3)
    raise TimeoutError(f"not found within {timeout:.0f} s: {what}")


def the_app() -> Any:
    """The application on the accessibility bus whose window is the manager's."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is None:
            continue
        for node in walk(app, limit=2):
            if node.getRole() == pyatspi.ROLE_FRAME and APP_NAME in (node.name or ""):
                return app
    return None


def nodes(app: Any, role: int, name: str | None = None) -> list[Any]:
    return [n for n in walk(app) if n.getRole() == role and (name is None or n.name == name)]


def menu_item(app: Any, *path: str) -> Any:
    """The menu item at ``path`` (names without '&'), read from the menu bar's tree."""
    def clean(s: str) -> str:
        return (s or "").replace("&", "")
    found = None
    for n in walk(app):
        if n.getRole() in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_MENU, pyatspi.ROLE_CHECK_MENU_ITEM,
                           pyatspi.ROLE_RADIO_MENU_ITEM) and clean(n.name) == path[-1]:
            parent = n.parent
            names = []
            while parent is not None and parent.getRole() != pyatspi.ROLE_MENU_BAR:
                if parent.getRole() in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_MENU):
                    names.append(clean(parent.name))
                parent = parent.parent
            if list(reversed(names))[-len(path[:-1]):] == list(path[:-1]) or not path[:-1]:
                found = n
                break
    return found


def act(node: Any) -> None:
    action = node.queryAction()
    action.doAction(0)


def main() -> int:
    report_path = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1:]
    report: dict[str, Any] = {"steps": []}
    heard: list[str] = []

    def on_announcement(event: Any) -> None:
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    app_proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        app = wait_for("the window on the accessibility bus", the_app, 60)
        report["steps"].append("found the app")
        report["app_name"] = app.name
        # The main tabs, by their names (the tab bar's page tabs).
        tabs = wait_for("the page tabs", lambda: nodes(app, pyatspi.ROLE_PAGE_TAB))
        report["tabs"] = [t.name for t in tabs]
        # The Tasks tab, then its table's cells through the Table interface.
        tasks_tab = next(t for t in tabs if (t.name or "").startswith("Tasks"))
        tasks_tab.parent.querySelection().selectChild(tasks_tab.getIndexInParent())
        pump(1.0)
        table = wait_for("the Tasks table", lambda: nodes(app, pyatspi.ROLE_TABLE, "Tasks table"))[0]

        def rows() -> int:
            return int(table.queryTable().nRows)
        wait_for("tasks in the table", rows, 60)
        t = table.queryTable()
        report["tasks_rows"] = t.nRows
        report["tasks_columns"] = t.nColumns
        report["tasks_headers"] = [t.getColumnDescription(c) or (t.getColumnHeader(c).name if t.getColumnHeader(c)
                                                                 else "") for c in range(t.nColumns)]
        report["tasks_first_row"] = [t.getAccessibleAt(0, c).name for c in range(t.nColumns)]
        report["steps"].append("read the tasks table")
        # Computing suspended through Activity > Suspend: the window announces it.
        suspend = wait_for("Activity > Suspend", lambda: menu_item(app, "Activity", "Suspend"))
        act(suspend)
        wait_for("the announcement of the suspension", lambda: any("suspended" in h for h in heard), 20)
        report["heard"] = list(heard)
        act(wait_for("Activity > Run based on preferences",
                     lambda: menu_item(app, "Activity", "Run based on preferences")))
        # The preferences, opened from the Tools menu; their fields by name.
        act(wait_for("Tools > Preferences…", lambda: menu_item(app, "Tools", "Preferences…")))

        def dialog() -> Any:
            return [n for n in walk(app, limit=2) if n.getRole() == pyatspi.ROLE_DIALOG
                    and "Preferences" in (n.name or "")]
        prefs = wait_for("the preferences dialog", dialog, 20)[0]
        report["prefs_title"] = prefs.name
        fields = []
        for n in walk(prefs):
            if n.getRole() in (pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_COMBO_BOX,
                               pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY):
                fields.append([n.getRoleName(), n.name or ""])
        report["prefs_fields"] = fields
        report["steps"].append("read the preferences")
        report["heard"] = list(heard)
    except Exception:  # noqa: BLE001 (whatever stops the reading goes to the test in the report)
        report["error"] = traceback.format_exc()
    finally:
        app_proc.terminate()
        try:
            out, _ = app_proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            app_proc.kill()
            out, _ = app_proc.communicate()
        report["app_output"] = (out or "")[-3000:]
        with open(report_path, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
