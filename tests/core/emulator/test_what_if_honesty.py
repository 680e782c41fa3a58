"""The what-if preview against what the live client then does (the short version of
bench/what_if_honesty.py: two demo projects on 127.0.0.1, 20 s of warm-up, a 40 s window)."""
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
    setup = bench.Setup(warmup_s=20.0, window_s=40.0, task_s=2.0, deadline_s=40.0, queue_s=45.0)
    out = bench.run(setup, tmp_path)
    predicted, actual = out["predicted"], out["actual"]
    # The window must have had something to foretell: work done, some of it late, both projects running.
    assert actual["tasks_done"] >= 20, out
    assert actual["deadline_misses"] >= 1, out
    assert all(share > 0.05 for share in actual["cpu_share"].values()), out
    assert out["tasks_gap"] <= bench.TOLERANCE_TASKS, out
    # Over 40 s a single scheduler exchange decides a handful of misses (seen: gaps of 1 to
    # 4 of ~20 late among ~40 done); the bench's 10-minute run holds the ±2 of the issue.
    assert out["misses_gap"] <= max(bench.TOLERANCE_MISSES, 0.1 * actual["tasks_done"]), out
    # Likewise for shares: over 40 s one 2-s task is about 3 points of the CPU time used, and
    # the same exchange moves several tasks between the projects (seen: gaps up to 15
    # points, 1 run in 5, alone). Six tasks' worth here; the 10-minute run holds 10 points.
    one_task = setup.task_s / max(sum(actual["cpu_s"].values()), 1.0)
    assert out["share_gap"] <= max(bench.TOLERANCE_SHARE, 6 * one_task), out
    assert predicted["tasks_done"] > 0
