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


def served_text() -> str:
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
    return render_openmetrics(families(snap))


def served_series() -> set[str]:
    return {re.split(r"[{ ]", line, maxsplit=1)[0]
            for line in served_text().splitlines() if line and not line.startswith("#")}


def served_labels() -> dict[str, list[dict[str, str]]]:
    """Each served series' samples, as their labels."""
    out: dict[str, list[dict[str, str]]] = {}
    for line in served_text().splitlines():
        if line and not line.startswith("#"):
            name, _, rest = line.partition("{")
            labels = dict(re.findall(r'(\w+)="((?:[^"\\]|\\.)*)"', rest.rpartition("}")[0])) if rest else {}
            out.setdefault(name.split(" ")[0], []).append(labels)
    return out


# Labels Prometheus adds itself (the target's) or that Grafana's variables stand for.
TARGET_LABELS = {"instance", "job", "host"}


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


def test_dashboard_labels_are_the_series_labels() -> None:
    """A matcher or a ``by`` on a label the series lacks, or a value it never takes, is a panel
    that stays empty without an error: each one the dashboard uses must be on its series."""
    served = served_labels()
    checked = 0
    for expr in dashboard_queries():
        for name, matchers in re.findall(r"\b(boinc_[a-z_]+)\{([^}]*)\}", expr):
            samples = served[name]
            for label, op, value in re.findall(r'(\w+)\s*(=~|!=|!~|=)\s*"([^"]*)"', matchers):
                if label in TARGET_LABELS:
                    continue
                assert all(label in s for s in samples), (expr, label)
                if op == "=":
                    assert value in {s[label] for s in samples}, (expr, label, value)
                checked += 1
        for by, inner in re.findall(r"by \(([^)]*)\) \(.*?\b(boinc_[a-z_]+)", expr):
            for label in (b.strip() for b in by.split(",")):
                if label not in TARGET_LABELS:
                    assert all(label in s for s in served[inner]), (expr, label)
                    checked += 1
    assert checked >= 20


def test_dashboard_is_importable_as_grafana_lays_it_out() -> None:
    """What Grafana's import needs beyond valid JSON: one id per panel, every panel and query
    variable on the chosen Prometheus (the ``datasource`` variable), panels inside the
    24-column grid and not on top of each other."""
    d = json.loads(DASHBOARD.read_text())
    assert d["uid"] and d["title"] and isinstance(d["schemaVersion"], int)
    source = next(v for v in d["templating"]["list"] if v["name"] == "datasource")
    assert (source["type"], source["query"]) == ("datasource", "prometheus")
    panels = d["panels"]
    assert len({p["id"] for p in panels}) == len(panels)
    wanted = {"type": "prometheus", "uid": "${datasource}"}
    assert all(p["datasource"] == wanted and p["targets"] for p in panels)
    assert all(v["datasource"] == wanted for v in d["templating"]["list"] if v["type"] == "query")
    cells: set[tuple[int, int]] = set()
    for p in panels:
        g = p["gridPos"]
        assert g["w"] > 0 and g["h"] > 0 and g["x"] >= 0 and g["x"] + g["w"] <= 24, p["title"]
        mine = {(x, y) for x in range(g["x"], g["x"] + g["w"]) for y in range(g["y"], g["y"] + g["h"])}
        assert not cells & mine, f"{p['title']} overlaps another panel"
        cells |= mine
