"""The live client's reports to the demo project carry a work request (BOINC's piggyback_work_request).

The jobs' estimates (fpops_per_unit raised in a copy of the demo app) keep the
queue between the buffer's low and high marks for the whole run, so the client
never needs work by the low mark: a report must still top the buffer off, or each
report would be followed by a separate fetch RPC.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from core.demo import DemoConfig, DemoProject
from core.demo.server import DEFAULT_APP_DIR
from core.state import GlobalPrefs
from tests.core.client.e2e import attach, live_client, wait_for

pytestmark = pytest.mark.timeout(120)

# Low mark 180 s (the floor), high mark 180 s + 0.1 day: reports come with the queue in between.
PREFS = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=0.0,
                    work_buf_additional_days=0.1, cpu_scheduling_period_minutes=60.0)


def _float(body: bytes, tag: str) -> float:
    found = re.search(rb"<" + tag.encode() + rb">([^<]*)</", body)
    return float(found.group(1)) if found else 0.0


def test_reports_to_the_demo_project_ask_for_work_while_the_queue_is_below_the_buffer(tmp_path: Path) -> None:
    app = tmp_path / "app"
    shutil.copytree(DEFAULT_APP_DIR, app)
    # ~400 s estimated per job on a GHz CPU, a second or so real: the estimate keeps the
    # queue above the low mark, the run stays short.
    (app / "boinc_app.toml").write_text("job_size = 20000\nfpops_per_unit = 5e7\n")
    project = DemoProject(tmp_path / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=4, max_jobs_per_rpc=4))
    project.start()
    sched = project.scheduler
    assert sched is not None
    bodies: list[bytes] = []
    real_handle = sched.handle

    def recording(body: bytes, now: float) -> bytes:
        bodies.append(body)
        return real_handle(body, now)

    sched.handle = recording  # type: ignore[method-assign]
    client = live_client(tmp_path / "client", PREFS)
    try:
        attach(client, project)
        wait_for(lambda: sum(b"<result>" in b for b in bodies) >= 3, 90, "three scheduler requests reporting results")
    finally:
        client.stop()
        project.stop()
    reporting = [b for b in bodies if b"<result>" in b]
    assert len(reporting) >= 3
    for body in reporting:
        assert _float(body, "work_req_seconds") > 0, body[:600]
        assert _float(body, "cpu_req_secs") > 0
