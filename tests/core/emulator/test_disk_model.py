"""The emulator's file and disk model: the real data manager on emulated sticky files."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from core.emulator.disk_model import DiskModel
from core.emulator.executor import EmulatedExecutor
from core.emulator.run import START_TIME, build_state, run_scenario
from core.emulator.server import EmulatedProjectServer, HostDisk
from core.ids import ProjectUrl
from core.policy.work_send import WorkSendPolicy
from core.ports import SchedulerRequest
from core.state import FileStatus, ResultState
from tests.core.emulator.disk_scenarios import (
    assert_disk_invariants,
    load,
    project_xml,
    scenario_xml,
)

STICKY = "<input_bytes>1e6</input_bytes><output_bytes>1e6</output_bytes><sticky_bytes>1e8</sticky_bytes>"


def test_sticky_files_accumulating_for_100_days_stay_within_the_limit_by_lru() -> None:
    xml = scenario_xml(project_xml("hoard", STICKY + "<sticky_probability>0.5</sticky_probability>",
                                   "<delete_from_self/>"), max_used_gb=2)
    r = run_scenario(load(xml), disk_audit=True)
    audit = assert_disk_invariants(r)
    (p,) = r.projects
    assert p["bytes_down_by_kind"]["sticky"] > 5 * 2 * 2**30, "the sticky files must overflow the limit"
    assert p["bytes_deleted"]["own_files"] > 0 and p["bytes_deleted_by_rule"]["lru"] > 0
    assert r.disk is not None and r.disk["peak_bytes"] <= r.disk["total_limit"]
    assert p["disk_usage_end"] <= p["disk_share_end"]
    # LRU: within one decision the files go least recently used first.
    for decision in audit.decisions:
        used = [d.key[2] for d in decision.deletions if d.sticky]
        assert used == sorted(used)
    assert r.figures["jobs_done"] > 100


def test_priority_policy_deletes_only_low_priority_files_for_itself() -> None:
    apps = (
        "<app><name>low</name><fpops_est>4e13</fpops_est><files><sticky_bytes>1e8</sticky_bytes>"
        "<sticky_probability>0.5</sticky_probability><sticky_priority>1</sticky_priority></files></app>"
        "<app><name>high</name><fpops_est>4e13</fpops_est><files><sticky_bytes>1e8</sticky_bytes>"
        "<sticky_probability>0.5</sticky_probability><sticky_priority>5</sticky_priority></files></app>"
    )
    xml = scenario_xml(project_xml("prio", extra="<delete_from_self/><deletion_policy_priority/>" + apps),
                       max_used_gb=2, days=60)
    r = run_scenario(load(xml), disk_audit=True)
    audit = assert_disk_invariants(r)
    deleted = [d for decision in audit.decisions for d in decision.deletions]
    assert deleted and {d.priority for d in deleted} == {1}
    assert {d.rule for d in deleted} == {"priority"}
    (p,) = r.projects
    # Once the high-priority files fill the disk, no new one can come: work is refused.
    assert p["work_refused_for_disk"] > 0 and p["disk_blocked_s"] > 0
    assert r.disk is not None and r.disk["peak_bytes"] <= r.disk["total_limit"]


def test_expire_policy_deletes_expired_files_first() -> None:
    files = STICKY + "<sticky_probability>0.5</sticky_probability><sticky_exp_days>3</sticky_exp_days>"
    xml = scenario_xml(project_xml("exp", files, "<delete_from_self/><deletion_policy_expire/>"),
                       max_used_gb=2, days=60)
    r = run_scenario(load(xml), disk_audit=True)
    audit = assert_disk_invariants(r)
    deleted = [d for decision in audit.decisions for d in decision.deletions if d.sticky]
    assert deleted
    # Files expire after 3 days, long before 2 GB of them pile up: every deletion is of an expired file.
    assert {d.rule for d in deleted} == {"expired"}
    assert all(d.key[0] == 0 for d in deleted)


def test_over_limit_outputs_make_the_poll_delete_then_suspend() -> None:
    """Connected once a day, big outputs pile up until reported: the poll deletes what it
    may (unreported outputs are not deletable) and suspends computing when nothing is left."""
    files = ("<input_bytes>1e6</input_bytes><output_bytes>4e8</output_bytes><sticky_bytes>2e7</sticky_bytes>"
             "<sticky_probability>1</sticky_probability>")
    xml = scenario_xml(project_xml("out", files, flops=1.3e13), max_used_gb=2, days=20,
                       host_extra="<connection_interval_s>86400</connection_interval_s>",
                       buf_min_days=1)
    r = run_scenario(load(xml), disk_audit=True)
    audit = assert_disk_invariants(r)
    assert r.disk is not None
    actions = r.disk["poll_actions"]
    assert actions.get("suspend_computation", 0) > 0 and r.disk["suspended_s"] > 0
    assert r.projects[0]["bytes_deleted"].get("over_limit", 0) > 0 or actions.get("deleted_from_offenders", 0) > 0
    assert any(p.usage_after > p.limit for p in audit.polls), "the outputs must overflow the limit"
    # Suspension is time lost to the client: our idleness counts it.
    assert r.figures["idleness"] > 0.1


def test_offender_gives_up_space_to_the_project_within_its_share() -> None:
    hoarder = project_xml("hoarder", "<sticky_bytes>5e7</sticky_bytes><sticky_probability>0.5</sticky_probability>",
                          flops=1.3e13)
    bulky = project_xml("bulky", "<input_bytes>3e8</input_bytes>", flops=1.3e13)
    r = run_scenario(load(scenario_xml(hoarder + bulky, max_used_gb=4, days=40)), disk_audit=True)
    audit = assert_disk_invariants(r)
    rows = {p["name"]: p for p in r.projects}
    assert rows["hoarder"]["bytes_deleted"].get("offender", 0) > 0
    assert "offender" not in rows["bulky"]["bytes_deleted"]
    assert all(d.project.endswith("/hoarder/") for dec in audit.decisions for d in dec.deletions)
    # The hoarder lends itself the space nobody uses, beyond its 50% share.
    assert rows["hoarder"]["disk_peak_bytes"] > rows["hoarder"]["disk_share_end"]


def test_files_on_a_disk_that_never_fills_change_no_scheduling_figure() -> None:
    plain = project_xml("p", flops=1.3e13)
    with_files = project_xml("p", STICKY + "<sticky_per_jobs>5</sticky_per_jobs>", flops=1.3e13)
    a = run_scenario(load(scenario_xml(plain, days=15)))
    b = run_scenario(load(scenario_xml(with_files, days=15)))
    assert a.figures == b.figures
    assert b.projects[0]["bytes_down"] > 0 and b.projects[0]["bytes_up"] == pytest.approx(1e6 * a.figures["jobs_done"])
    # One shared sticky file per 5 jobs.
    assert b.projects[0]["bytes_down_by_kind"]["sticky"] == pytest.approx(1e8 * -(-b.projects[0]["jobs_sent"] // 5))


def test_scenario_without_disk_options_has_no_disk_figures() -> None:
    s = load(scenario_xml(project_xml("p"), days=3).replace("<disk_total_gb>100</disk_total_gb>", ""))
    assert not s.uses_disk
    r = run_scenario(s)
    assert r.disk is None and "disk" not in r.as_json() and "bytes_down" not in r.projects[0]


def test_a_job_the_disk_cannot_hold_waits_until_space_is_freed() -> None:
    """A server that trusts figures bigger than the truth sends a job whose input does not
    fit: the client refuses the file, the job waits, and runs once space is freed."""
    xml = scenario_xml(project_xml("w", "<input_bytes>6e8</input_bytes><output_bytes>1e6</output_bytes>"),
                       max_used_gb=1, days=1)
    s = load(xml)
    state = build_state(s)
    model = DiskModel(s, state, audit=True)
    executor = EmulatedExecutor()
    spec = s.projects[0]
    server = EmulatedProjectServer(spec, WorkSendPolicy.WS1, executor, random.Random(1), START_TIME)
    url = ProjectUrl(spec.url)
    now = START_TIME
    truth = model.host_disk(url, now)
    lie = HostDisk(replace(truth.figures, free=1e12, free_if_offenders=1e12, free_if_self=1e12), truth.sticky_held)
    request = SchedulerRequest(url, 0, work_req_seconds=2 * 4e4, req_instances=0)
    reply = server.handle(request, now, lie)
    model.receive(request, reply, server, now)
    states = [r.state for r in reply.results]
    assert states[0] == ResultState.FILES_DOWNLOADED and ResultState.FILES_DOWNLOADING in states
    assert r_figures(model, url)["jobs_waited_for_disk"] >= 1
    for r in reply.results:
        state.results[r.key] = r
    first = reply.results[0]
    # The first job runs and is reported; the server acknowledges it: its input is garbage now.
    first.state = ResultState.FILES_UPLOADED
    model.task_finished(first, 100.0, now + 10)
    ack = model.host_disk(url, now + 20)
    request2 = SchedulerRequest(url, 0, work_req_seconds=0, req_instances=0, report=(first.name,))
    model.receive(request2, server.handle(request2, now + 20, ack), server, now + 20)
    assert model.tick(now + 20) is True
    assert reply.results[1].state == ResultState.FILES_DOWNLOADED
    present = [fi for fi in state.file_infos.values() if fi.status == FileStatus.PRESENT]
    assert sum(fi.nbytes for fi in present) <= model.limits.total_limit


def r_figures(model: DiskModel, url: ProjectUrl) -> dict[str, Any]:
    _, rows = model.report({})
    return rows[model.figs[url].name]
