"""The text formats: names, escaping, values, content negotiation; promtool as the judge."""
from __future__ import annotations

import math
import shutil
import subprocess

import pytest

from core.api.snapshot import ActivityStatus
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.metrics.exposition import (
    Family,
    escape_label_value,
    format_value,
    render_openmetrics,
    render_prometheus,
    valid_label_name,
    wants_openmetrics,
)
from core.metrics.series import families
from core.state.enums import RunMode
from tests.core.guirpc.sample import NOW, URL, attached_state

PROMTOOL = shutil.which("promtool")
AWKWARD = 'C:\\BOINC "Project"\nline two'


def test_label_values_are_escaped() -> None:
    assert escape_label_value(AWKWARD) == 'C:\\\\BOINC \\"Project\\"\\nline two'
    f = Family("boinc_x", "gauge", "help with a \\ and\na newline")
    f.add(1, (("project", AWKWARD),))
    text = render_openmetrics([f])
    assert 'boinc_x{project="C:\\\\BOINC \\"Project\\"\\nline two"} 1\n' in text
    assert "# HELP boinc_x help with a \\\\ and\\na newline\n" in text
    assert text.endswith("# EOF\n")


def test_names_follow_prometheus_rules() -> None:
    for bad in ("0abc", "a-b", "boinc_x_total"):
        with pytest.raises(ValueError):
            Family(bad, "counter", "h")
    with pytest.raises(ValueError):
        Family("boinc_x", "gauge", "h", unit="seconds")  # a unit must end the name
    f = Family("boinc_x", "gauge", "h")
    for bad_label in ("__reserved", "a-b", "1a"):
        assert not valid_label_name(bad_label)
        with pytest.raises(ValueError):
            f.add(1, ((bad_label, "v"),))
    # Every family the client serves passes the same checks (Family checks on creation).
    snap = build_snapshot(attached_state(3), NOW, None,
                          SnapshotInputs(ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)))
    names = [f.name for f in families(snap)]
    assert all(n.startswith("boinc_") for n in names) and len(names) == len(set(names))


def test_counter_names_in_each_format() -> None:
    f = Family("boinc_requests", "counter", "h")
    f.add(3, (("project_url", str(URL)),))
    om, prom = render_openmetrics([f]), render_prometheus([f])
    assert "# TYPE boinc_requests counter\n" in om and "boinc_requests_total{" in om
    assert "# TYPE boinc_requests_total counter\n" in prom and "boinc_requests_total{" in prom
    assert "# EOF" not in prom


def test_values() -> None:
    assert [format_value(v) for v in (1, 2.0, 0.25, math.inf, -math.inf, True)] == [
        "1",
        "2",
        "0.25",
        "+Inf",
        "-Inf",
        "1",
    ]
    assert format_value(math.nan) == "NaN"
    assert float(format_value(1e20)) == 1e20


def test_content_negotiation() -> None:
    prometheus_2_42 = ("application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;"
                       "q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1")
    assert wants_openmetrics(prometheus_2_42)
    assert wants_openmetrics(None) and wants_openmetrics("*/*")
    assert not wants_openmetrics("text/plain;version=0.0.4")
    assert not wants_openmetrics("application/openmetrics-text;q=0.2,text/plain")


@pytest.mark.skipif(PROMTOOL is None, reason="promtool (Debian's prometheus package) is not installed")
def test_promtool_accepts_awkward_label_values() -> None:
    """Escaping checked by Prometheus's own parser, not by our reading of the format."""
    st = attached_state(4)
    st.projects[URL].project_name = AWKWARD
    snap = build_snapshot(st, NOW, None,
                          SnapshotInputs(ActivityStatus(RunMode.AUTO, RunMode.AUTO, False, True, "user request", "",
                                                        None)))
    text = render_prometheus(families(snap))
    assert 'project="C:\\\\BOINC' in text
    assert PROMTOOL is not None
    lint = subprocess.run([PROMTOOL, "check", "metrics"], input=text.encode(), capture_output=True, timeout=60)
    assert lint.returncode == 0, lint.stdout.decode() + lint.stderr.decode()
    # A suspension read from its words (no engine figures): the user_req reason is on.
    assert 'boinc_suspend_reason{kind="computing",reason="user_req"} 1\n' in text
