"""Scenario builders shared by the emulator's file and disk tests."""
from __future__ import annotations

from core.emulator.disk_figures import DiskAudit
from core.emulator.run import EmulationResult
from core.emulator.scenario import Scenario, parse_scenario


def scenario_xml(projects: str, *, days: float = 100, disk_gb: float = 100, max_used_gb: float = 0,
                 host_extra: str = "", buf_min_days: float = 0.2) -> str:
    """A one- or two-CPU host with a disk; long jobs (4e13 FLOPs, 11 h) keep runs fast."""
    return f"""<scenario>
  <name>disk</name>
  <duration_days>{days}</duration_days>
  <host><ncpus>2</ncpus><flops>1e9</flops><availability>0.9</availability>
    <disk_total_gb>{disk_gb}</disk_total_gb>{host_extra}</host>
  <prefs><work_buf_min_days>{buf_min_days}</work_buf_min_days><work_buf_additional_days>0.3</work_buf_additional_days>
    <disk_max_used_gb>{max_used_gb}</disk_max_used_gb></prefs>
  {projects}
</scenario>"""


def project_xml(name: str, files: str = "", extra: str = "", flops: float = 4e13, share: float = 100) -> str:
    return (f"<project><name>{name}</name><resource_share>{share}</resource_share>"
            f"<latency_bound_days>10</latency_bound_days><flops_mean>{flops}</flops_mean>{extra}"
            + (f"<files>{files}</files>" if files else "") + "</project>")


def load(xml: str) -> Scenario:
    return parse_scenario(xml, source="test.xml")


def assert_disk_invariants(result: EmulationResult) -> DiskAudit:
    """The data manager's promises, checked on every decision of a run with ``disk_audit``."""
    audit = result.disk_audit
    assert audit is not None
    assert audit.usage_mismatches == []
    for poll in audit.polls:
        # Within the limit after each poll, unless nothing at all was left to delete.
        assert poll.usage_after <= poll.limit * (1 + 1e-9) or poll.deletable_after == 0, poll
    for decision in audit.decisions:
        for d in decision.deletions:
            assert not d.in_use, f"{d.file} was deleted while a job still needed it"
        for project, first_left in decision.next_key.items():
            ordered = [d.key for d in decision.deletions if d.project == project and d.reason != "result_aborted"]
            if ordered and first_left is not None:
                # Each project's deletions are a prefix of its deletion order.
                assert max(ordered) <= first_left, (decision.time, project, max(ordered), first_left)
    return audit
