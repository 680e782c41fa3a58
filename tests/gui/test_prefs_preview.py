"""The preferences dialog previews the edited preferences on the live client's own state."""
from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QDoubleSpinBox, QSpinBox
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from boinc_gui.tabs.disk import DiskTab
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, demo_project
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action, open_from_menu
from tests.gui.windows import close_window

pytestmark = pytest.mark.timeout(120)


def _saved_a_task(window: MainWindow) -> bool:
    """The client's state file holds a task (it is absent for a moment at each save, as BOINC's is)."""
    try:
        return "<result>" in (Path(window.settings.fileName()).parent / "client_state.xml").read_text()
    except FileNotFoundError:
        return False


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    project = demo_project(tmp_path, job_size=3_000_000, ready_jobs=4, max_jobs_per_rpc=4)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=3), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(dd.root / "manager.ini"), QSettings.Format.IniFormat), None)
    w.show()
    bridge.start()
    yield w
    bridge.stop()
    project.stop()
    close_window(w)


def test_an_edit_is_previewed_beside_todays_settings(qtbot: QtBot, window: MainWindow) -> None:
    # The client must hold tasks whose sizes the preview can learn from (and have saved them).
    wait_snapshot(qtbot, window, lambda s: len(s.tasks) >= 2, timeout=60000)
    qtbot.waitUntil(lambda: _saved_a_task(window), timeout=30000)
    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    panel = dlg.preview
    assert panel is not None
    runs = panel.runner.runs
    cpus = dlg.widgets["max_ncpus_pct"]
    assert isinstance(cpus, QSpinBox)
    cpus.setValue(1)  # one CPU of two
    qtbot.waitUntil(lambda: "tasks" in panel.summary.text() and panel.runner.runs > runs, timeout=60000)
    said = panel.summary.text()
    assert said.startswith("Over the next ") and "would finish" in said and "instead of" in said
    assert "boinc-gui Demo Project: CPU share" in panel.figures.text()
    assert "(today " not in panel.figures.text() and "with the current settings)" in panel.figures.text()
    dlg.close()


def test_no_preview_for_a_client_in_another_process(qtbot: QtBot, tmp_path: Path) -> None:
    from core.state import GlobalPrefs

    dlg = PreferencesDialog(GlobalPrefs(), (), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dlg)
    assert dlg.preview is None


def test_project_properties_preview_another_resource_share(qtbot: QtBot, window: MainWindow) -> None:
    from boinc_gui.dialogs.properties import ShareWhatIf, project_properties

    snap = wait_snapshot(qtbot, window, lambda s: len(s.tasks) >= 2 and bool(s.projects), timeout=60000)
    qtbot.waitUntil(lambda: _saved_a_task(window), timeout=30000)
    row = snap.projects[0]
    data_dir = window._local_data_dir()
    assert data_dir is not None
    dlg = project_properties(window, row, time.time(), None, data_dir=data_dir)
    qtbot.addWidget(dlg)
    what_if = dlg.findChild(ShareWhatIf)
    assert what_if is not None and what_if.share.value() == row.resource_share
    runner = what_if.preview.runner
    what_if.share.setValue(row.resource_share * 3)
    qtbot.waitUntil(lambda: runner.runs >= 2 and what_if.preview.summary.text().startswith("Over the next"),
                    timeout=60000)
    figures = what_if.preview.figures.text()
    # One project: any share is all of it, so the figures stand and the words say so.
    assert "boinc-gui Demo Project: CPU share 100%" in figures and "resource share 100%" in figures
    assert "requests to its server per day" in figures and "Disk: " in figures and " used now; limit " in figures
    assert "disk_min_free_gb" not in figures
    assert "no change expected" in what_if.preview.summary.text()
    # Without a local client's files there is nothing to emulate from: no what-if.
    plain = project_properties(window, row, time.time(), None)
    qtbot.addWidget(plain)
    assert plain.findChild(ShareWhatIf) is None


def test_the_attach_wizard_previews_what_a_new_project_would_do(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: len(s.tasks) >= 2 and bool(s.projects), timeout=60000)
    qtbot.waitUntil(lambda: _saved_a_task(window), timeout=30000)
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    panel = dlg.preview
    assert panel is not None, "a client with projects gets the what-if panel"
    runner = panel.runner
    dlg.preset.setCurrentIndex(dlg.preset.count() - 1)  # "Other project…"
    dlg.url.setText("http://127.0.0.1:9/newcomer/")
    qtbot.waitUntil(lambda: runner.runs >= 2 and panel.summary.text().startswith("Over the next"),
                    timeout=60000)
    said = panel.summary.text()
    assert "http://127.0.0.1:9/newcomer/ would get" in said and "of the CPU time" in said
    # Sharing the CPUs with a newcomer takes time from the project already attached.
    assert "boinc-gui Demo Project would get" in said and "instead of 100%" in said
    # ... and says why: the newcomer shares the CPUs and comes first.
    assert "would share the CPUs with http://127.0.0.1:9/newcomer/" in said
    dlg.close()


def test_the_attach_preview_names_a_reachable_project_as_it_names_itself(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Issue 36, item 9: a project outside the list was named by its URL in the preview even when
    it answers; its get_project_config.php says its name, and the preview uses it."""
    newcomer = demo_project(tmp_path / "newcomer", project_name="Solar Cells at Home")
    try:
        wait_snapshot(qtbot, window, lambda s: len(s.tasks) >= 2 and bool(s.projects), timeout=60000)
        qtbot.waitUntil(lambda: _saved_a_task(window), timeout=30000)
        dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
        panel = dlg.preview
        assert panel is not None
        dlg.preset.setCurrentIndex(dlg.preset.count() - 1)  # "Other project…"
        QTest.keyClicks(dlg.url, newcomer.master_url)
        qtbot.waitUntil(lambda: "Solar Cells at Home would get" in panel.summary.text(), timeout=60000)
        said = panel.summary.text()
        assert newcomer.master_url not in said, said  # named, not addressed
        assert "would share the CPUs with Solar Cells at Home" in said and "of the CPU time" in said
        dlg.close()
    finally:
        newcomer.stop()


_SIZE = re.compile(r"(\d+(?:[.,]\d+)?) (bytes|KB|MB|GB|TB)\b")
_BINARY = {"bytes": 1.0, "KB": 1024.0, "MB": float(1 << 20), "GB": float(1 << 30), "TB": float(1 << 40)}


def _bytes(size: re.Match[str]) -> float:
    return float(size.group(1).replace(",", ".")) * _BINARY[size.group(2)]


def test_the_disk_preview_and_the_disk_tab_speak_the_same_units(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36, item 9: the preview said decimal GB where the Disk tab says binary ones. The
    client's own use, shown on both, must read the same: same unit, same figure."""
    wait_snapshot(qtbot, window, lambda s: len(s.tasks) >= 2, timeout=60000)
    qtbot.waitUntil(lambda: _saved_a_task(window), timeout=30000)
    # Nothing computed or fetched from here on: the client's files stay as they are.
    menu_action(window, "Activity", "Suspend").trigger()
    menu_action(window, "Activity", "Suspend network activity").trigger()
    wait_snapshot(qtbot, window, lambda s: not s.activity.computing and not s.activity.network
                  and not any(t.running for t in s.tasks))
    menu_action(window, "View", "Disk").trigger()
    current = window.tabs.currentWidget()
    tab = current if isinstance(current, DiskTab) else current.findChild(DiskTab)
    assert isinstance(tab, DiskTab)

    def used_on_tab() -> str:
        return next((lab.text() for lab in tab.total_legend.labels
                     if lab.isVisible() and lab.text().startswith("Used by this client: ")), "")

    dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    panel = dlg.preview
    assert panel is not None
    pages = [dlg.nav.item(i).text() for i in range(dlg.nav.count())]
    dlg.nav.setCurrentRow(pages.index("Disk and memory"))  # a click on the page's name
    most = dlg.widgets["disk_max_used_gb"]
    assert isinstance(most, QDoubleSpinBox)
    most.setValue(most.value() + 3)  # an edit: the preview answers with the disk figures
    qtbot.waitUntil(lambda: "Disk: " in panel.figures.text() and panel.runner.disk is not None, timeout=60000)
    line = next(x for x in panel.figures.text().splitlines() if x.startswith("Disk: "))
    assert panel.runner.disk is not None
    limit = panel.runner.disk[1].limit_bytes
    # Saved: the client measures its files again under the new limit, and the Disk tab shows it.
    dlg.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    wait_snapshot(qtbot, window, lambda s: s.disk is not None and abs(s.disk.total_limit - limit) < 1e6)
    qtbot.waitUntil(lambda: bool(_SIZE.search(used_on_tab())), timeout=10000)
    previewed, shown = _SIZE.search(line), _SIZE.search(used_on_tab())
    assert previewed is not None and "used now" in line[previewed.end():previewed.end() + 10], line
    assert shown is not None, used_on_tab()
    # The same unit for the same figure (the client's files, untouched meanwhile but for its
    # state file and log)...
    assert previewed.group(2) == shown.group(2), (line, used_on_tab())
    assert abs(_bytes(previewed) - _bytes(shown)) <= 0.05 * _bytes(shown) + 16384, (line, used_on_tab())
    # ... and it is the binary one: the client's use in bytes, read back in 1024s, is what the tab says.
    snap = window.snapshot
    assert snap is not None and snap.disk is not None
    assert abs(_bytes(shown) - snap.disk.client_total) <= 0.01 * snap.disk.client_total + 1024
    # The limit the preview named is the one the client now keeps, in the same units.
    named = _SIZE.findall(line)
    assert len(named) >= 2, line
    assert abs(float(named[1][0].replace(",", ".")) * _BINARY[named[1][1]] - snap.disk.total_limit) \
        <= 0.01 * snap.disk.total_limit, (line, snap.disk.total_limit)
