"""A real Prometheus (Debian's ``prometheus``) scrapes a real ``boinc-core run --metrics-port``.

The client is attached to the embedded demo project on loopback and computes its tasks;
Prometheus scrapes it every second with a configuration this test writes, keeps its data
in the test's temporary directory and answers on a free 127.0.0.1 port. Its HTTP API must
return our series with the figures the client has (scheduler replies that worked, tasks,
state-file writes), and its target list must show the scrape as healthy: Prometheus's own
OpenMetrics parser accepted the text. ``promtool check metrics`` (from the same package)
lints the same endpoint's Prometheus text format.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.core.client.e2e import core_run, demo_project, free_port, wait_for
from tests.core.metrics.test_dashboard import dashboard_queries

pytestmark = pytest.mark.slow

PROMETHEUS = shutil.which("prometheus")
PROMTOOL = shutil.which("promtool")


def _get(url: str, accept: str | None = None) -> tuple[int, str, str]:
    req = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type", ""), exc.read().decode()


def _query(base: str, promql: str) -> list[dict[str, Any]]:
    _, _, body = _get(f"{base}/api/v1/query?" + urllib.parse.urlencode({"query": promql}))
    reply = json.loads(body)
    assert reply["status"] == "success", reply
    result: list[dict[str, Any]] = reply["data"]["result"]
    return result


def _listens(url: str) -> bool:
    try:
        return _get(url)[0] == 200
    except OSError:
        return False


def _start_prometheus(tmp: Path, target_port: int) -> tuple[subprocess.Popen[bytes], str]:
    assert PROMETHEUS is not None
    config = tmp / "prometheus.yml"
    config.write_text(
        "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
        "scrape_configs:\n  - job_name: boinc\n    static_configs:\n"
        f"      - targets: ['127.0.0.1:{target_port}']\n        labels:\n          host: test-host\n"
    )
    port = free_port()
    log = (tmp / "prometheus.log").open("wb")
    proc = subprocess.Popen(
        [PROMETHEUS, f"--config.file={config}", f"--storage.tsdb.path={tmp / 'tsdb'}",
         f"--web.listen-address=127.0.0.1:{port}"],
        stdout=log, stderr=subprocess.STDOUT, cwd=tmp)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while not _listens(f"{base}/-/ready"):
        assert proc.poll() is None, (tmp / "prometheus.log").read_text()[-3000:]
        assert time.monotonic() < deadline, "Prometheus did not become ready in 60 s"
        time.sleep(0.3)
    return proc, base


@pytest.fixture
def running_client(tmp_path: Path) -> Iterator[int]:
    """A real ``boinc-core run`` attached to the demo project, its metrics on a free port."""
    project = demo_project(tmp_path)
    metrics_port = free_port()
    try:
        with core_run(tmp_path / "data", project, free_port(),
                      extra_args=("--metrics-port", str(metrics_port))) as _:
            wait_for(lambda: _listens(f"http://127.0.0.1:{metrics_port}/metrics"), 30, "the metrics endpoint")
            yield metrics_port
    finally:
        project.stop()


@pytest.mark.skipif(PROMETHEUS is None, reason="Debian's prometheus is not installed (make deps installs it)")
@pytest.mark.timeout(240)
def test_prometheus_scrapes_boinc_core_run(tmp_path: Path, running_client: int) -> None:
    proc, base = _start_prometheus(tmp_path, running_client)
    try:
        # The client works through the demo project's tasks: its scheduler requests show up.
        def replied() -> bool:
            return any(float(s["value"][1]) >= 1
                       for s in _query(base, 'boinc_scheduler_replies_total{outcome="ok"}'))
        wait_for(replied, 90, "Prometheus to store a scheduler reply that worked")

        targets = json.loads(_get(f"{base}/api/v1/targets")[2])["data"]["activeTargets"]
        assert [t["health"] for t in targets] == ["up"], targets
        assert targets[0]["lastError"] == ""

        for series in ("boinc_tasks", "boinc_project_credit", "boinc_project_disk_usage_bytes",
                       "boinc_suspend_reason", "boinc_engine_tick_duration_seconds_count",
                       "boinc_state_file_writes_total", "boinc_scheduler_requests_total",
                       "boinc_file_transfers_total", "boinc_transfer_bytes_total",
                       "boinc_project_cpu_time_seconds_total"):
            got = _query(base, series)
            assert got, f"Prometheus has no {series}"
            assert all(s["metric"]["job"] == "boinc" and s["metric"]["host"] == "test-host" for s in got)

        tasks = _query(base, "sum(boinc_tasks)")
        assert float(tasks[0]["value"][1]) >= 1  # the demo project sent tasks
        states = {s["metric"]["state"] for s in _query(base, "boinc_tasks")}
        assert {"running", "queued", "ready_to_report", "failed"} <= states
        writes = _query(base, 'boinc_state_file_writes_total{outcome="ok"}')
        assert float(writes[0]["value"][1]) >= 1
        downloaded = _query(base, 'boinc_transfer_bytes_total{direction="download"}')
        assert float(downloaded[0]["value"][1]) > 0
        ticks = _query(base, "boinc_engine_tick_duration_seconds_count")
        assert float(ticks[0]["value"][1]) > 0

        # Every query of the Grafana dashboard is valid PromQL for this Prometheus, and the
        # main panels have data (Grafana's variables replaced as it would for "All").
        for expr in dashboard_queries():
            promql = expr.replace("$instance", ".*").replace("$project", ".*").replace("$__rate_interval", "1m")
            if promql.startswith("label_values("):
                continue  # Grafana's own function, not PromQL
            _query(base, promql)  # asserts status "success"
        assert _query(base, 'sum by (state) (boinc_tasks{instance=~".*",project=~".*"})')

        # Prometheus read the families' types from our OpenMetrics text.
        meta = json.loads(_get(f"{base}/api/v1/metadata")[2])["data"]
        assert meta["boinc_scheduler_requests"][0]["type"] == "counter"
        assert meta["boinc_engine_tick_duration_seconds"][0]["type"] == "histogram"
        assert meta["boinc_tasks"][0]["type"] == "gauge"
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@pytest.mark.skipif(PROMTOOL is None, reason="promtool (Debian's prometheus package) is not installed")
@pytest.mark.timeout(180)
def test_promtool_accepts_the_live_output(running_client: int) -> None:
    url = f"http://127.0.0.1:{running_client}/metrics"
    wait_for(lambda: "boinc_tasks{" in _get(url)[2], 60, "tasks in the figures")
    status, ctype, text = _get(url, accept="text/plain;version=0.0.4")
    assert status == 200 and ctype.startswith("text/plain; version=0.0.4")
    assert "boinc_tasks{" in text
    assert PROMTOOL is not None
    lint = subprocess.run([PROMTOOL, "check", "metrics"], input=text.encode(), capture_output=True, timeout=60)
    assert lint.returncode == 0, lint.stdout.decode() + lint.stderr.decode()

    # What Prometheus asks for first, and what a plain GET gets: OpenMetrics, ended by # EOF.
    status, ctype, om = _get(url, accept="application/openmetrics-text;version=1.0.0,text/plain;q=0.5")
    assert status == 200
    assert ctype == "application/openmetrics-text; version=1.0.0; charset=utf-8"
    assert om.endswith("# EOF\n") and "# TYPE boinc_scheduler_requests counter\n" in om
    assert _get(url)[1] == ctype
    assert _get(f"http://127.0.0.1:{running_client}/nothing")[0] == 404
