"""Helpers for end-to-end tests: a demo project and live clients in temporary directories."""
from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from core.api.commands import Attach
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoConfig, DemoProject
from core.state import GlobalPrefs
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override

FAST_PREFS = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=0.001,
                         work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60.0)


def demo_project(tmp: Path, **config: object) -> DemoProject:
    settings: dict[str, object] = {"request_delay_s": 1.0, "job_size": 20_000, "ready_jobs": 4, **config}
    cfg = DemoConfig(**settings)  # type: ignore[arg-type]
    project = DemoProject(tmp / "project", config=cfg)
    project.start()
    return project


def live_client(data: Path, prefs: GlobalPrefs = FAST_PREFS) -> LiveClient:
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, prefs)
    client = LiveClient(data, SessionOptions(seed=1), probe_attach=False)
    client.start()
    assert client.wait_opened(30)
    return client


def attach(client: LiveClient, project: DemoProject) -> None:
    result = client.submit(Attach(project.master_url, project.authenticator)).result(timeout=30)
    assert result.ok, result.message


def credited(project: DemoProject) -> int:
    return sum(1 for r in project.store.results() if r.validate_state == "valid" and r.granted_credit > 0)


def wait_for(pred: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")
