"""The manager window over the real live client and the embedded demo project, for GUI tests.

``live_window_env`` starts what a volunteer starts with ``make run``: a demo
project on 127.0.0.1, a ``LiveClient`` attached to it, the bridge and the main
window at 1280x800. ``second_project`` attaches a second demo project with the
same name (the case where only the URL tells them apart). ``second_host`` runs
another ``boinc-core run`` on loopback and adds it under Hosts. Everything is
stopped on leaving, windows deleted while Qt is alive (conftest.py says why).
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from PySide6.QtCore import QSettings

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.manager import HostEntry
from boinc_gui.hosts.selector import HostsUi
from boinc_gui.main_window import MainWindow
from boinc_gui.shell.tray import TrayController
from core.api.commands import Attach
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.state import GlobalPrefs
from tests.core.client.e2e import FAST_PREFS, core_run, demo_project, free_port
from tests.gui.test_hosts import hosts_ui, no_keyring
from tests.gui.windows import close_window

SIZE = (1280, 800)


@dataclass
class LiveEnv:
    window: MainWindow
    project: DemoProject
    client: LiveClient
    tmp: Path
    ui: HostsUi | None = None
    projects: list[DemoProject] = field(default_factory=list)


@contextmanager
def live_window_env(tmp: Path, *, with_hosts: bool = False, tray: TrayController | None = None,
                    demo_child: bool = False, prefs: GlobalPrefs = FAST_PREFS,
                    **project_config: object) -> Iterator[LiveEnv]:
    """The window over a live client attached to a demo project (both on loopback).

    ``demo_child``: the project is the app's own embedded demo, served by a child process
    with its own settings (core.client.embedded_demo; ``project_config`` is then unused),
    not the tests' in-process server; ``env.project`` has its URL, key and ``stop`` only.
    ``prefs``: the client's global_prefs_override.xml (default: the tests' fast one)."""
    if demo_child:
        from core.client.embedded_demo import start_demo

        project: DemoProject = cast(DemoProject, start_demo(tmp / "demo", port=0))
    else:
        project = demo_project(tmp, **project_config)
    dd = DataDir(tmp / "client")
    dd.ensure()
    write_global_prefs_override(dd, prefs)
    client = LiveClient(dd.root, SessionOptions(seed=3), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp / "manager.ini"), QSettings.Format.IniFormat), tray)
    w.confirm = lambda title, text: True
    w.resize(*SIZE)
    w.show()
    env = LiveEnv(w, project, client, tmp, projects=[project])
    if with_hosts:
        env.ui = hosts_ui(w, tmp, no_keyring())
    bridge.start()
    try:
        yield env
    finally:
        if env.ui is not None:
            env.ui.manager.stop()
        env.window.bridge.stop()
        for p in env.projects:
            p.stop()
        close_window(env.window)
        del w
        gc.collect()


def second_project(env: LiveEnv) -> DemoProject:
    """Attach a second demo project; it has the same name as the first (only the URL differs)."""
    other = demo_project(env.tmp / "second")
    env.projects.append(other)
    result = env.client.submit(Attach(other.master_url, other.authenticator)).result(timeout=30)
    assert result.ok, result.message
    return other


@contextmanager
def second_host(env: LiveEnv, name: str = "lab machine") -> Iterator[HostEntry]:
    """Another ``boinc-core run`` on loopback, attached to the first demo project, added under Hosts."""
    assert env.ui is not None, "live_window_env(with_hosts=True) first"
    port = free_port()
    with core_run(env.tmp / "host2", env.project, port) as (_proc, password):
        entry = env.ui.manager.add(name, "127.0.0.1", port, password)
        yield entry


__all__ = ["FAST_PREFS", "SIZE", "LiveEnv", "close_window", "live_window_env", "second_host", "second_project"]
