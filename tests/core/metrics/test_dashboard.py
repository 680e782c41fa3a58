"""The Grafana dashboard in resources/ asks only for series the client serves."""
from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from core.api.snapshot import ActivityStatus
from core.disk.limits import LimitSource
from core.disk.snapshot import DiskSnapshot
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.metrics.counters import EngineCounters
from core.metrics.exposition import render_openmetrics
from core.metrics.series import families
from core.state.enums import RunMode
from tests.core.guirpc.sample import NOW, URL, attached_state

DASHBOARD = Path(__file__).resolve().parents[3] / "resources" / "grafana" / "boinc-fleet.json"


def dashboard_queries() -> list[str]:
    """Every PromQL expression of the dashboard: its panels' targets and its variables' queries."""
    d = json.loads(DASHBOARD.read_text())
    exprs = [t["expr"] for p in d["panels"] for t in p["targets"]]
    exprs += [v["definition"] for v in d["templating"]["list"] if v["type"] == "query"]
    return exprs


def served_series() -> set[str]:
    counters = EngineCounters(NOW)
    counters.tick_done(0.01)
    counters.rpc_sent(URL)
    counters.rpc_done(URL, True, False, 2, 1)
    engine = counters.freeze(state_writes=1, state_write_failures=0, last_state_write=NOW, transfer_bytes={},
                             task_suspend_reason=0, network_suspend_reason=0, snoozed=False)
    snap = build_snapshot(attached_state(3), NOW, None,
                          SnapshotInputs(ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)))
    disk = DiskSnapshot(NOW, (), 3e6, 1e6, 5e10, 8e10, 2.7e11, 7e10, LimitSource.MIN_FREE, 7e10, 6.9e10, (), "")
    snap = dataclasses.replace(snap, engine=engine, disk=disk)
    text = render_openmetrics(families(snap))
    return {re.split(r"[{ ]", line, maxsplit=1)[0] for line in text.splitlines() if line and not line.startswith("#")}


def test_dashboard_names_only_served_series() -> None:
    d = json.loads(DASHBOARD.read_text())
    assert {v["name"] for v in d["templating"]["list"]} >= {"datasource", "instance", "project"}
    served = served_series()
    asked = {name for e in dashboard_queries() for name in re.findall(r"\bboinc_[a-z_]+", e)}
    assert len(asked) >= 12
    assert asked <= served, asked - served
    titles = " ".join(p["title"] for p in d["panels"]).lower()
    for subject in ("tasks by state", "credit", "suspended", "disk", "scheduler"):
        assert subject in titles
