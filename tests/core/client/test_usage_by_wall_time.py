"""A project's use of the CPU is the time its tasks hold a CPU, not the CPU time its app
reports (BOINC's rule): an app that mostly waits gets no more than its share.

Two projects of equal share on one CPU: one app computes (its CPU time is its running
time), the other sleeps between chunks (its CPU time is a small part of its running
time). Counting reported CPU time, the sleeper looked as if it had used almost nothing
and was always next in line; counted by the time held, each gets about half."""
from __future__ import annotations

import importlib.util
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from core.demo import DemoConfig, DemoProject
from tests.core.client.e2e import FAST_PREFS, attach, live_client, wait_for

pytestmark = pytest.mark.timeout(240)
ROOT = Path(__file__).resolve().parents[3]


def _honesty_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("what_if_honesty", ROOT / "bench" / "what_if_honesty.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_a_sleeping_app_gets_its_share_not_more(tmp_path: Path) -> None:
    bench = _honesty_bench()
    sleeper_app = bench.make_app(tmp_path / "sleeper-app", 2.0)
    base = {"request_delay_s": 1.0, "ready_jobs": 20, "max_jobs_per_rpc": 10, "delay_bound_s": 86400.0}
    computing = DemoProject(tmp_path / "computing", config=DemoConfig(project_name="Computing", job_size=20_000_000,
                                                                     **base))  # type: ignore[arg-type]
    sleeping = DemoProject(tmp_path / "sleeping", app_dir=sleeper_app,
                           config=DemoConfig(project_name="Sleeping", **base))  # type: ignore[arg-type]
    computing.start()
    sleeping.start()
    client = live_client(tmp_path / "client", replace(FAST_PREFS, max_ncpus_pct=1.0))
    # the honesty bench's count: each task's elapsed time as it grows, to its final value
    held = bench.WindowObserver({computing.master_url: "computing", sleeping.master_url: "sleeping"})
    client.after_pass.append(held)
    try:
        attach(client, computing)
        attach(client, sleeping)
        state = client.session.state
        wait_for(lambda: len({r.project_url for r in list(state.results.values())}) == 2, 60,
                 "work from both projects")
        time.sleep(10.0)  # the first tasks and the debts settle
        held.open_window(time.time(), 50.0)
        time.sleep(51.0)
        with held._lock:
            by_project = dict(held.figures.cpu_s)
    finally:
        client.stop()
        computing.stop()
        sleeping.stop()
    total = sum(by_project.values())
    assert total > 30.0, by_project  # the CPU was busy most of the time
    share = by_project["sleeping"] / total
    assert 0.3 <= share <= 0.7, f"the sleeping app held {share:.0%} of the CPU: {by_project}"
