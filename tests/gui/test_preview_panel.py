"""The what-if panel (boinc_gui.dialogs.preview) on a live state written by the client's own writer:
it updates at each edit, a newer edit cancels the run under way (its child is killed and its
result never shown), failures are said in words, and closing the dialog mid-run is quiet."""
from __future__ import annotations

import importlib.util
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.preview import Change, PreviewPanel, PreviewRunner
from core.emulator.from_state import Outlook, outlook, with_changes
from core.persist import DataDir
from core.persist.prefs_file import read_global_prefs

ROOT = Path(__file__).resolve().parents[2]
NOW = 1.8e9

pytestmark = pytest.mark.timeout(120)


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("what_if_bench", ROOT / "bench" / "what_if.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def state(tmp_path: Path) -> Path:
    data = tmp_path / "client"
    _bench().make_state(data, 3, 300, NOW)
    return data


@pytest.fixture
def thread_errors() -> Iterator[list[BaseException]]:
    """Exceptions that escape any thread (the preview's emit once did, after its dialog was gone)."""
    seen: list[BaseException] = []
    before = threading.excepthook
    threading.excepthook = lambda args: seen.append(args.exc_value or RuntimeError(str(args.exc_type)))
    yield seen
    threading.excepthook = before


def _panel(qtbot: QtBot, data: Path) -> tuple[QWidget, PreviewRunner, PreviewPanel, list[Outlook]]:
    host = QWidget()
    qtbot.addWidget(host)
    runner = PreviewRunner(data, host)
    panel = PreviewPanel(runner, host)
    shown: list[Outlook] = []
    runner.ready.connect(lambda today, edited, sentences, days: shown.append(edited))
    return host, runner, panel, shown


def _prefs(data: Path, pct: float) -> Change:
    return Change(prefs=replace(read_global_prefs(DataDir(data), now=NOW).prefs, max_ncpus_pct=pct))


def test_each_edit_updates_the_words_and_figures(qtbot: QtBot, state: Path) -> None:
    _, runner, panel, shown = _panel(qtbot, state)
    assert panel.summary.text() == "Change a setting to see what it would do."
    runner.request(_prefs(state, 25.0))  # one CPU of four
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=60000)
    said = panel.summary.text()
    assert said.startswith("Over the next ") and "instead of" in said, said
    assert runner.runs == 2  # today's settings and the edit, side by side
    figures = panel.figures.text()
    assert "Project 0: CPU share" in figures and "Project 2: CPU share" in figures
    # The figures of the preferences in force are named as such, not "today".
    assert "(today " not in figures and "with the current settings)" in figures
    assert "Idle time of the CPUs allowed to compute" in figures
    assert "scheduler requests a day" not in figures and "requests to its server per day" in figures
    # Sizes as the Disk tab shows them (2^30 bytes), the limit's rule as the preference's label.
    disk = runner.disk
    assert disk is not None
    assert f"limit {disk[1].limit_bytes / (1 << 30):.2f} GB" in figures
    assert "disk_min_free_gb" not in figures and "disk_max_used" not in figures
    first = shown[0]
    runner.request(_prefs(state, 100.0))  # back to today's: the words say nothing changes
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=60000)
    assert runner.runs == 3  # today's settings are not emulated again
    assert shown[1] != first
    assert "no change expected" in panel.summary.text()
    runner.close()


def test_a_newer_edit_cancels_the_run_under_way(qtbot: QtBot, state: Path) -> None:
    _, runner, panel, shown = _panel(qtbot, state)
    runner.request(_prefs(state, 100.0))
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=60000)
    assert runner._today is not None
    base = runner._today[0]
    stale, newest = _prefs(state, 25.0), _prefs(state, 50.0)
    runner.request(stale)
    qtbot.waitUntil(lambda: runner._busy, timeout=10000)
    edits = runner._edits
    child = edits._proc if edits is not None else None
    runner.request(newest)  # while the stale edit is being emulated
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=60000)
    assert runner.cancelled == 1
    if child is not None:  # the stale run's process was ended, not left to finish
        assert child.returncode is not None and child.returncode < 0
    expected = outlook(with_changes(base, prefs=newest.prefs).scenario)
    assert shown[1] == expected
    assert shown[1] != outlook(with_changes(base, prefs=stale.prefs).scenario)
    qtbot.wait(300)
    assert len(shown) == 2, "the cancelled edit was shown after all"
    runner.close()


def test_cancelling_the_first_edit_keeps_todays_run(qtbot: QtBot, state: Path) -> None:
    """The very first edit is replaced while today's settings are still being emulated
    beside it: today's run ends and is kept (not started again on its busy child), and the
    newest edit is shown against it."""
    _, runner, panel, shown = _panel(qtbot, state)
    stale, newest = _prefs(state, 25.0), _prefs(state, 50.0)
    runner.request(stale)
    qtbot.waitUntil(lambda: runner._busy, timeout=10000)
    runner.request(newest)  # before either child has answered
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=60000)
    assert runner._today is not None
    base, today = runner._today
    assert today == outlook(base.scenario)
    assert shown[0] == outlook(with_changes(base, prefs=newest.prefs).scenario)
    if runner._edits is not None:  # two children: the stale edit's run was cancelled
        assert runner.cancelled == 1
        assert runner.runs == 2  # today's once and the newest edit; the cancelled one not counted
    assert panel.summary.text().startswith("Over the next ")
    runner.close()


def test_a_failure_is_said_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    empty = tmp_path / "not-a-client"
    empty.mkdir()
    _, runner, panel, shown = _panel(qtbot, empty)
    runner.request(Change())
    qtbot.waitUntil(lambda: panel.summary.text().startswith("No preview: "), timeout=30000)
    assert "holds no client_state.xml" in panel.summary.text()
    assert shown == []
    runner.close()


def test_closing_the_dialog_mid_run_is_quiet(qtbot: QtBot, state: Path,
                                            thread_errors: list[BaseException]) -> None:
    host, runner, _, shown = _panel(qtbot, state)
    runner.request(_prefs(state, 25.0))
    qtbot.waitUntil(lambda: runner._busy, timeout=10000)
    workers = [w for w in (runner._edits, runner._first) if w is not None]
    host.deleteLater()  # the dialog closes: Qt deletes the runner with it
    qtbot.waitUntil(lambda: all(w._closed for w in workers), timeout=10000)
    qtbot.waitUntil(lambda: not runner._busy, timeout=60000)
    qtbot.wait(100)
    assert thread_errors == []
    assert shown == []
    assert all(w._proc is None for w in workers)  # no child left behind


def test_the_bundles_child_is_the_manager_program_as_typed(state: Path) -> None:
    """A frozen bundle has no Python to run the module with: it starts its own program with
    ``--outlook-worker``; that command, as typed, serves outlooks without loading Qt."""
    import subprocess
    import sys

    from core.emulator.from_state import scenario_from_state
    from core.emulator.outlook_worker import CHILD_FLAG, _read_frame, _write_frame, child_command

    assert child_command(frozen=True) == [sys.executable, CHILD_FLAG]
    base = with_changes(scenario_from_state(state, now=NOW), days=0.25)
    program = Path(sys.executable).parent / "boinc-gui"
    proc = subprocess.Popen([str(program), CHILD_FLAG], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        _write_frame(proc.stdin, (base.scenario, 1))
        kind, value = _read_frame(proc.stdout)
        assert (kind, value) == ("ok", outlook(base.scenario))
        _write_frame(proc.stdin, ("not a scenario", 1))
        kind, value = _read_frame(proc.stdout)
        assert kind == "error" and "AttributeError" in value
        assert "libQt6" not in Path(f"/proc/{proc.pid}/maps").read_text()  # no Qt loaded in the child
    finally:
        proc.stdin.close()
    assert proc.wait(timeout=30) == 0  # its input closed: it ends
