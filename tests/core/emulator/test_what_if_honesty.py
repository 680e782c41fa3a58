"""The what-if preview against what the live client then does (the short version of
bench/what_if_honesty.py: two demo projects on 127.0.0.1, 10 s of warm-up, a 40 s window).

Ten seconds of warm-up are enough for the queue the edit meets (the client's first requests,
at attach, fill it) and for its first finished tasks: with 10 s, forecast/live gave 20/21 tasks
and 16/14 misses (the bench with these settings), and the test passed twice in a row, 54 s each
against 64 s with 20 s."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench" / "what_if_honesty.py"
pytestmark = [pytest.mark.timeout(180), pytest.mark.serial]  # measures time: run alone


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("what_if_honesty", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_preview_foretells_the_live_client(tmp_path: Path) -> None:
    bench = _bench()
    # As the bench's --edit-ncpus-pct 50: the preview is asked "what if half the CPUs?" and the
    # live client gets that edit as the window opens. With the settings it fetched for, the
    # client misses no deadline (rr_sim's computation deadline); the work it holds for two
    # CPUs is more than one can do by the deadlines, and those misses are what to foretell.
    setup = bench.Setup(warmup_s=10.0, window_s=40.0, task_s=2.0, deadline_s=40.0, queue_s=45.0,
                        edit_ncpus_pct=50.0)
    out = bench.run(setup, tmp_path)
    predicted, actual = out["predicted"], out["actual"]
    # The window must have had something to foretell: work done, some of it late, both projects running.
    assert actual["tasks_done"] >= 10, out
    assert actual["deadline_misses"] >= 1, out
    assert all(share > 0.05 for share in actual["cpu_share"].values()), out
    assert out["tasks_gap"] <= bench.TOLERANCE_TASKS, out
    # Deadlines of 40 s lie under the work buffer's low mark (180 s): every job is at risk from
    # the start, and which of two tasks a scheduler exchange lets through first decides a
    # few misses (seen, forecast / live: 18/18 three times, 18/17, 15/14, and gaps of 3 twice
    # under pytest). A fifth of the tasks done, as the 10 % of twice as many tasks before the
    # edit did; the bench's 10-minute run, at deadlines above the low mark, holds the ±2.
    assert out["misses_gap"] <= max(bench.TOLERANCE_MISSES, 0.2 * actual["tasks_done"]), out
    # Likewise for shares: over 40 s on one CPU a 2-s task is 5 points of the CPU time used,
    # and the same exchange moves tasks between the projects (seen: gaps of 0 and 2 points).
    # Six tasks' worth here; the 10-minute run holds 10 points.
    one_task = setup.task_s / max(sum(actual["cpu_s"].values()), 1.0)
    assert out["share_gap"] <= max(bench.TOLERANCE_SHARE, 6 * one_task), out
    assert predicted["tasks_done"] > 0
