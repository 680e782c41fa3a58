"""One emulated assembly behind the batch emulator and the emulated client in the window."""
from __future__ import annotations

from dataclasses import replace

from core.emulator.assembly import EmulatedAssembly
from core.emulator.run import run_scenario
from core.emulator.scenario import InitialJob, Scenario, parse_scenario
from core.emulator.server import APP_NAME
from core.emulator.window_client.emulated_world import EmulatedWorld
from core.engine.policy_spec import PolicySpec
from core.ids import ProjectUrl, ResultName
from core.state import FileStatus
from core.state.prefs import GIB
from tests.core.emulator.disk_scenarios import load, project_xml, scenario_xml

XML = """<scenario><name>init</name><duration_days>2</duration_days>
  <host><ncpus>1</ncpus><flops>1e9</flops></host>
  <project><name>p</name><resource_share>100</resource_share><latency_bound_days>5</latency_bound_days>
    <flops_mean>1e12</flops_mean></project></scenario>"""


def _with_initial_job() -> tuple[Scenario, ProjectUrl]:
    s = parse_scenario(XML, source="init.xml")
    job = InitialJob(name="j1", wu_name="w1", app=str(APP_NAME), fpops_est=1e11, report_deadline=400000.0)
    s = replace(s, projects=(replace(s.projects[0], initial_jobs=(job,)),))
    return s, ProjectUrl(s.projects[0].url)


def test_the_window_runs_a_scenario_s_initial_jobs() -> None:
    """The window's emulator built its own executor and never gave it the initial jobs:
    the first one it started raised KeyError. Now both emulators build the same assembly."""
    scenario, url = _with_initial_job()
    world = EmulatedWorld(scenario, 1)
    assert (url, ResultName("j1")) in world.state.results
    world.advance_to(world.now + 3 * 3600)
    # 100 s of work: computed within the hours run (and maybe reported and gone since)
    assert any(m.body == "Computation for task j1 finished" for m in world.pending_messages)


def test_batch_and_window_build_the_same_client_from_a_seed() -> None:
    """Same scenario and seed: the same state, servers and host availability in both."""
    scenario = load(scenario_xml(project_xml("a", "<input_bytes>1e7</input_bytes>") + project_xml("b"), days=3))
    spec = PolicySpec.parse(scenario.policy or "CS2_WF2_WS2_JC2")
    batch = EmulatedAssembly(scenario, spec, 7)
    world = EmulatedWorld(scenario, 7)
    assert list(batch.servers) == list(world.servers) == [ProjectUrl(p.url) for p in scenario.projects]
    assert batch.disk is not None and world.emu.disk is not None  # a scenario with files has the disk model
    t = [world.now + h * 3600.0 for h in range(48)]
    assert [batch.emulated_host.is_on(x) for x in t] == [world.emu.emulated_host.is_on(x) for x in t]
    snap = world.disk_snapshot()
    assert snap.total_limit == batch.disk.limits.total_limit  # the Disk tab shows the disk model's figures
    assert run_scenario(scenario, seed=7).figures  # and the batch run of it still completes


def test_the_window_s_client_keeps_its_disk_as_the_live_one() -> None:
    """A disk limit below what its jobs' files take: the live client's disk driver aborts queued
    tasks to make room; below its own files' size, nothing can go and computing waits for space."""
    scenario = parse_scenario(XML, source="init.xml")
    world = EmulatedWorld(scenario, 1)
    world.advance_to(world.now + 2 * 3600)  # work and its files have come
    assert any(fi.status == FileStatus.PRESENT for fi in world.state.file_infos.values())

    def limit(nbytes: float) -> None:
        world.set_prefs(replace(world.state.prefs, disk_max_used_gb=nbytes / GIB, disk_max_used_pct=0.0,
                                disk_min_free_gb=0.0), world.state.prefs.day_prefs)
        world.advance_to(world.now + 3600)

    limit(300e6)
    bodies = [m.body for m in world.pending_messages]
    assert any(b.startswith("Aborting task") for b in bodies)
    assert world.host.activity(world.now).task_suspend_reason != "need disk space - check preferences"
    limit(1e6)  # less than the client's own 50 MB outside the projects
    assert any(m.body.startswith("Computing suspended") for m in world.pending_messages)
    assert world.host.activity(world.now).task_suspend_reason == "need disk space - check preferences"
    assert not world.executor.running_cpus()


def test_a_server_keeps_nothing_per_job_once_its_jobs_are_done() -> None:
    """A long preview of short jobs sends thousands of them: the emulated server kept each job's true
    size in a dict nobody read, growing with every job sent for the whole run. What a server
    holds per job is only what is on its way (a reply's files), bounded by the client's queue."""
    # A minute a job on the one CPU, estimated so, and a work buffer of a quarter of an hour.
    xml = XML.replace("<flops_mean>1e12</flops_mean>", "<flops_est>6e10</flops_est><flops_mean>6e10</flops_mean>")
    xml = xml.replace("<project>", "<prefs><work_buf_min_days>0.01</work_buf_min_days>"
                                   "<work_buf_additional_days>0</work_buf_additional_days></prefs><project>")
    world = EmulatedWorld(parse_scenario(xml, source="short.xml"), 1)
    world.advance_to(world.now + 8 * 3600)
    (server,) = world.servers.values()
    assert server.jobs_sent > 250, server.jobs_sent  # hundreds done and reported
    held = len(world.state.results)
    sized = {name: len(v) for name, v in vars(server).items() if isinstance(v, (dict, list, set, tuple))}
    assert all(n <= held + server.max_jobs for n in sized.values()), (held, sized)
