"""What-if from the live state: a ``Scenario`` built from a live data directory.

``boinc-core emulate --from-state DIR`` (and the preferences dialog's preview) start
the emulator where the live client stands: its projects and shares, the tasks it holds
with their estimates and deadlines, the host's measured speed and availability
(``time_stats``), and its preferences (or the ones given instead). The emulated servers
then keep sending jobs like the ones each project sent recently:

- an app's job size is the median ``rsc_fpops_est`` of its workunits on the host,
  times the project's duration correction factor: the emulated client sees that as
  its estimate (so it starts with the correction learned, and plans as the live
  client does); how long the jobs really run comes from the project's job log (the
  median elapsed time over estimate of its last jobs, plus the live client's
  turnaround between tasks, measured from the completion times there), for the tasks
  held and the jobs to come, or, without elapsed times there, from that same estimate;
  each job to come is drawn around that with the spread of those jobs' run times;
- its deadline is the median time between receiving a task and its deadline;
- a project whose jobs all came marked ``report_immediately`` does so again, and its
  scheduler's request delay (from its last reply, kept beside the state) holds;
- a reply carries at most as many jobs as the largest reply among the tasks held (the
  jobs of one reply share its receive time) or the largest the live client recorded
  (``Project.largest_reply``, kept in the state, not read back out of its event log): a
  project's scheduler caps its replies (BOINC's ``max_wus_to_send``, the demo's
  ``max_jobs_per_rpc``), and a twin that sent five times as many jobs at once
  forecast deadline misses the live client never met;
- a project with no job on the host yet (just attached) sends jobs of the demo
  size with a ten-day deadline, and the figures say so (``guessed``).

The live directory is read with the live client's own readers (core.persist), never
written. Times are moved onto the emulator's clock: "now" becomes its start.
"""
from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from core.emulator.run import START_TIME
from core.emulator.scenario import DAY, AppSpec, HostSpec, InitialJob, ProjectSpec, Scenario
from core.engine.policy_spec import DEFAULT_POLICY, PolicySpec
from core.errors import CoreError
from core.exec.shmem import last_app_status
from core.exec.slots import slot_path
from core.ids import ProjectUrl, ResultName
from core.persist.paths import DataDir
from core.persist.prefs_file import apply_override, read_global_prefs
from core.persist.state_file import read_client_state
from core.policy.work_send import WorkSendPolicy
from core.state import ClientState, GlobalPrefs, Project, Result
from core.state.enums import TaskState
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml_file, read_capped

DEFAULT_LATENCY_S = 10 * DAY
DEFAULT_FPOPS = 3.6e13


@dataclass(frozen=True, slots=True)
class StateScenario:
    scenario: Scenario
    guessed: tuple[str, ...]  # projects whose jobs are guessed (none on the host yet)
    warnings: tuple[str, ...]  # what the readers said about the live files


@dataclass(frozen=True, slots=True)
class NewProject:
    """A project the volunteer is about to attach: no job of it on the host yet."""

    url: str
    name: str
    resource_share: float = 100.0


def scenario_from_state(
    data_dir: Path, *, days: float = 7.0, prefs: GlobalPrefs | None = None, prefs_file: Path | None = None,
    now: float | None = None, shares: Mapping[str, float] | None = None, without: Collection[str] = (),
    attach: Sequence[NewProject] = (),
) -> StateScenario:
    """The scenario of the live client in ``data_dir``, with what the volunteer would change.

    ``prefs`` or ``prefs_file`` replace its preferences; ``shares`` (by master URL) its
    projects' resource shares; ``without`` leaves projects out (what one costs the
    others); ``attach`` adds projects with guessed jobs, as a new project's would be.
    """
    dd = DataDir(Path(data_dir))
    # At each save the file is renamed to client_state_prev.xml an instant before the new
    # one takes its name; the reader then takes the newest whole copy.
    if not any(f.exists() for f in dd.state_files):
        raise CoreError(f"{dd.root} holds no client_state.xml: not a client data directory")
    now = time.time() if now is None else now
    loaded = read_client_state(dd, now=now)
    warnings = list(loaded.warnings)
    state = loaded.state
    if prefs is None:
        load = read_global_prefs(dd, now=now)
        warnings += load.warnings
        prefs = load.prefs
    if prefs_file is not None:
        problems: list[str] = []
        prefs = apply_override(prefs, read_capped(prefs_file, MAX_CONFIG_FILE_BYTES), source=str(prefs_file),
                               problems=problems).prefs
        warnings += problems
    ts = state.time_stats
    host = HostSpec(
        ncpus=max(state.host_info.p_ncpus, 1),
        flops=state.host_info.p_fpops if state.host_info.p_fpops > 0 else 1e9,
        availability=min(max(ts.on_frac, 0.01), 1.0),
        active_frac=min(max(ts.active_frac, 0.01), 1.0),
        connected_frac=min(max(ts.connected_frac, 0.01), 1.0) if ts.connected_frac >= 0 else 1.0,
    )
    projects: list[ProjectSpec] = []
    guessed: list[str] = []
    gap = _turnaround_s([_job_log(dd, str(u)) for u in state.projects], host.ncpus)
    saved = _saved_tasks(loaded.source)
    progress = _progress_in_memory(dd, saved)
    host = replace(host, resume_cost_s=_resume_cost_s(saved, gap))
    for project in state.projects.values():
        spec, was_guessed = _project(dd, state, project, now, host.flops, gap, progress)
        projects.append(spec)
        if was_guessed:
            guessed.append(spec.name)
    # The client's own policies, and the servers' as real projects run them: BOINC's
    # scheduler sends with a deadline check from the request's estimated delay (WS1).
    policy = PolicySpec.parse(DEFAULT_POLICY).with_send(WorkSendPolicy.WS1).name
    scenario = Scenario(name=f"state of {dd.root}", duration_s=days * DAY, policy=policy,
                        host=host, prefs=replace(prefs), projects=tuple(projects), client_rules=True)
    base = StateScenario(scenario, tuple(guessed), tuple(warnings))
    return with_changes(base, shares=shares, without=without, attach=attach)


def with_changes(
    base: StateScenario, *, days: float | None = None, prefs: GlobalPrefs | None = None,
    shares: Mapping[str, float] | None = None, without: Collection[str] = (), attach: Sequence[NewProject] = (),
) -> StateScenario:
    """``base`` with what the volunteer would change (see ``scenario_from_state``).

    Previews derive every edit from one reading of the live files, so an edit is
    compared with today's settings on the same state, not on a state read later.
    """
    guessed = list(base.guessed)
    projects: list[ProjectSpec] = []
    for spec in base.scenario.projects:
        if spec.url in without:
            guessed = [g for g in guessed if g != spec.name]
            continue
        if shares is not None and spec.url in shares:
            spec = replace(spec, resource_share=_share(shares[spec.url]))
        projects.append(spec)
    held = {p.url for p in projects}
    for new in attach:
        if new.url in held:
            continue  # attached already: its own jobs say more than a guess
        projects.append(ProjectSpec(name=new.name or new.url, resource_share=_share(new.resource_share),
                                    url_override=new.url, latency_bound_s=DEFAULT_LATENCY_S,
                                    flops_mean=DEFAULT_FPOPS))
        guessed.append(new.name or new.url)
    if not projects:
        raise CoreError(f"{base.scenario.name.removeprefix('state of ')}: the client is attached to no project: "
                        "nothing to emulate")
    scenario = replace(base.scenario, projects=tuple(projects),
                       duration_s=base.scenario.duration_s if days is None else days * DAY,
                       prefs=base.scenario.prefs if prefs is None else replace(prefs))
    return StateScenario(scenario, tuple(guessed), base.warnings)


# The recent jobs a project, and the client's pace between tasks, are judged by. The job
# log's times are whole seconds, so the pace's error is about a second over the span
# these jobs cover: over 50 jobs of 3 s on 2 CPUs it was up to 2 % off what the client
# did next (0.9 % on average over 13 kept honesty runs), over 100 at most 1.4 % (0.45 %).
JOB_LOG_LINES = 100


def _job_log(dd: DataDir, url: str) -> list[tuple[float, float, float]]:
    """(completion time, FLOPs estimate ``fe``, elapsed time ``et``; NaN if absent) of the
    project's last ``JOB_LOG_LINES`` jobs in BOINC's job log; none if it cannot be read."""
    try:
        with dd.job_log_file(url).open("rb") as f:
            f.seek(0, 2)
            f.seek(max(f.tell() - 200 * JOB_LOG_LINES, 0))
            lines = f.read().decode("utf-8", "replace").splitlines()[-JOB_LOG_LINES:]
    except (OSError, CoreError):
        return []
    out: list[tuple[float, float, float]] = []
    for line in lines:
        words = line.split()
        fields = dict(zip(words[1::2], words[2::2]))
        try:
            when = float(words[0]) if words else math.nan
            fe = float(fields.get("fe", "nan"))
            et = float(fields.get("et", "nan"))
        except ValueError:
            continue
        if math.isfinite(fe) and fe > 0:
            out.append((when, fe, et))
    return out


def _turnaround_s(logs: list[list[tuple[float, float, float]]], ncpus: int) -> float:
    """Seconds a CPU of the live client stays empty between one task's end and the next
    one's start (noticing the exit, starting the next process): the host's recent jobs
    ended, on average, every (elapsed + this) / CPUs seconds while it was busy. Measured
    over the last ``JOB_LOG_LINES`` completions of all projects; a pause longer than two
    jobs (nothing to run) is left out. The emulator's executor starts the next job at
    once, so without this its host would work faster than the live one (a few hundredths
    of a second per task since the live client wakes at an app's exit; 0.3 to 0.5 s per
    3-s task on the honesty bench when it noticed exits at its once-a-second pass).
    0 without enough evidence; at most one job."""
    rows = sorted((w, et) for log in logs for w, _, et in log if math.isfinite(w) and math.isfinite(et) and et > 0)
    rows = rows[-JOB_LOG_LINES:]
    if len(rows) < 10:
        return 0.0
    typical = statistics.median([et for _, et in rows])
    steps = [b[0] - a[0] for a, b in zip(rows, rows[1:])]
    busy = [d for d in steps if d <= 2 * typical]
    if len(busy) < 9:
        return 0.0
    turnaround = ncpus * sum(busy) / len(busy)
    return min(max(turnaround - typical, 0.0), typical)


@dataclass(frozen=True, slots=True)
class _SavedTask:
    """An ``<active_task>`` as the file says it (the reader restarts every task, as BOINC
    does after a client restart, so what was running is read here from the file itself)."""

    key: tuple[ProjectUrl, ResultName]
    state: int  # active_task_state
    slot: int
    current_cpu: float
    checkpoint_cpu: float


def _saved_tasks(source: Path | None) -> list[_SavedTask]:
    """The ``<active_task>``s of ``source``, the state file the reader took (at a save's
    instant between renames, client_state_prev.xml)."""
    if source is None:
        return []
    try:
        root = parse_xml_file(source, recover=True)
    except (CoreError, OSError):
        return []
    out: list[_SavedTask] = []
    for el in root.iter("active_task"):
        try:
            out.append(_SavedTask(
                (ProjectUrl((el.findtext("project_master_url") or "").strip()),
                 ResultName((el.findtext("result_name") or "").strip())),
                int((el.findtext("active_task_state") or "0").strip()), int((el.findtext("slot") or "-1").strip()),
                float(el.findtext("current_cpu_time") or "nan"), float(el.findtext("checkpoint_cpu_time") or "0")))
        except ValueError:
            continue
    return out


def _resume_cost_s(saved: Sequence[_SavedTask], turnaround_s: float) -> float:
    """Running seconds a task loses when the live client resumes it after a preemption:
    its app is quit and started again (the turnaround between tasks, ``_turnaround_s``,
    is the client's time to start one) and redoes the work since its last checkpoint.
    That work is sampled from the tasks that were executing when the state was saved: a
    preemption comes at no particular moment, so on average it loses what a task at a
    random instant has done since its checkpoint (about 0.35 s per resume on the honesty
    bench, whose 3-s tasks were resumed by the hundred under deadline pressure)."""
    since = [max(t.current_cpu - t.checkpoint_cpu, 0.0) for t in saved
             if t.state == TaskState.EXECUTING and t.checkpoint_cpu > 0 and math.isfinite(t.current_cpu)
             and math.isfinite(t.checkpoint_cpu)]
    # No executing task with a checkpoint: nothing says the apps checkpoint, and a task that
    # has not is only suspended in memory (core/exec/executor.py), which costs nothing to resume.
    return turnaround_s + statistics.fmean(since) if since else 0.0


def _progress_in_memory(dd: DataDir, saved: Sequence[_SavedTask]) -> dict[tuple[ProjectUrl, ResultName], float]:
    """How far the tasks the client holds in memory (executing, or suspended but not quit)
    have got: the fraction done in the last status their app wrote to its slot's shared
    memory. The state file keeps only the last checkpoint, which is where a task restarts
    after the client does; but the preview foretells the client running on, whose tasks
    in memory go on from where they are (on the honesty bench the checkpoint put a task
    2-3 s back, one task behind the live client through the minutes that decided which
    tasks met their deadlines). Apps that do not use the shared memory keep the checkpoint."""
    out: dict[tuple[ProjectUrl, ResultName], float] = {}
    for task in saved:
        if task.slot < 0 or task.state not in (TaskState.EXECUTING, TaskState.SUSPENDED):
            continue
        status = last_app_status(slot_path(dd.root, task.slot))
        if status is not None and status.fraction_done is not None:
            out[task.key] = status.fraction_done
    return out


def _true_ratio(log: list[tuple[float, float, float]], flops: float, gap_s: float = 0.0) -> float:
    """What the project's recent jobs really took, over their FLOPs estimate at ``flops``
    (the speed the emulator runs them at): the median of ``(et + gap_s) × flops / fe`` in
    its job log, ``gap_s`` being the client's turnaround between tasks (``_turnaround_s``),
    which the emulated job runs for; 0 when the log has no elapsed times (then the
    estimate × DCF stands in).

    Not the DCF: BOINC's DCF jumps up at once on a slow job and comes down by a tenth of
    the gap per job, so it stays near the slowest recent run (1.42 where jobs took 1.0
    of their estimate, after one slow spell). The client still plans with the DCF; only
    how long the emulated jobs run comes from here.
    """
    ratios = _ratios(log, flops, gap_s)
    return statistics.median(ratios) if ratios else 0.0


def _ratios(log: list[tuple[float, float, float]], flops: float, gap_s: float) -> list[float]:
    return [(et + gap_s) * flops / fe for _, fe, et in log if math.isfinite(et) and et > 0]


def _ratio_spread(log: list[tuple[float, float, float]], flops: float, gap_s: float = 0.0) -> float:
    """The standard deviation of ``_true_ratio``'s ratios (0 with fewer than two).

    The emulated server draws each job's true size around the median with this spread,
    as the live jobs varied. Without it every job of an app runs exactly as long, and
    jobs started together end together for ever: on the honesty bench both CPUs then
    finished at the same instant every 3.4 s, each pair reported at once to the same
    project, whose report RPCs left the other project no turn to be asked for work
    until the CPUs ran dry (41 % idle forecast; the live client, whose tasks end at
    scattered instants, was never idle).
    """
    ratios = _ratios(log, flops, gap_s)
    return statistics.stdev(ratios) if len(ratios) >= 2 else 0.0


def _recent_app(dd: DataDir, state: ClientState, project: Project, dcf: float, flops: float,
                gap_s: float) -> AppSpec | None:
    """A project holding no task now: its last jobs' size from BOINC's job log (``fe``), and
    their deadline from the last scheduler reply that carried jobs (else the default).
    Only for a project with one CPU app, the job log naming no app."""
    url = project.master_url
    names = [n for (u, n), a in state.apps.items() if u == url and not a.non_cpu_intensive]
    if len(names) != 1:
        return None
    log = _job_log(dd, str(url))
    sizes = [fe for _, fe, _ in log]
    if not sizes:
        return None
    latency = DEFAULT_LATENCY_S
    try:
        reply = parse_xml_file(dd.sched_reply_file(str(url)), recover=True)
        received = dd.sched_reply_file(str(url)).stat().st_mtime
        deadlines = [float((el.text or "").strip()) for el in reply.iter("report_deadline")]
        latencies = [d - received for d in deadlines if d > received]
        latency = _median(latencies, DEFAULT_LATENCY_S)
    except (OSError, CoreError, ValueError):
        pass
    size = statistics.median(sizes)
    return AppSpec(name=str(names[0]), latency_bound_s=latency, fpops_est=size * dcf,
                   fpops_mean=size * _true_ratio(log, flops, gap_s), fpops_std=size * _ratio_spread(log, flops, gap_s))


def _share(value: float) -> float:
    if not math.isfinite(value) or value < 0:
        raise CoreError(f"a resource share must be a number of 0 or more, not {value!r}")
    return value


def _request_delay(dd: DataDir, project: Project) -> float:
    """The scheduler's <request_delay>, from its last reply kept beside the state.

    (``min_rpc_time`` in client_state.xml would say it too, but BOINC's reader, and ours,
    ignore that field.) Unreadable or absent: no delay.
    """
    try:
        root = parse_xml_file(dd.sched_reply_file(str(project.master_url)), recover=True)
    except (OSError, CoreError):  # XmlInputError is a CoreError
        return 0.0
    el = root.find("request_delay")
    try:
        delay = float((el.text or "").strip()) if el is not None else 0.0
    except ValueError:
        return 0.0
    return delay if 0.0 < delay <= DAY else 0.0


def _reply_size(results: list[Result]) -> int:
    """The most jobs one reply of the project brought among the tasks held (a reply's
    jobs share its receive time); 0 (the emulated server's own limit) when it holds none.

    One reply is taken as evidence: a host that churns through short tasks often holds
    a single reply's jobs, and a twin allowed five times as many at once forecast
    deadline misses and CPU shares the live client never had. A project that sent few
    because it was asked for few is undercounted here; the largest reply the client
    recorded (``Project.largest_reply``) then says what it sent when asked for more.
    """
    sizes = Counter(r.received_time for r in results if r.received_time > 0)
    return max(sizes.values(), default=0)


def _finite(x: float) -> float:
    return x if math.isfinite(x) else 0.0


def _median(values: list[float], default: float) -> float:
    return statistics.median(values) if values else default


def _project(dd: DataDir, state: ClientState, project: Project, now: float, host_flops: float,
             gap_s: float, progress: Mapping[tuple[ProjectUrl, ResultName], float]) -> tuple[ProjectSpec, bool]:
    url = project.master_url
    dcf = project.duration_correction_factor if project.duration_correction_factor > 0 else 1.0
    # The job log names no app: its jobs are taken to be of the project's (first) CPU app.
    cpu_apps = [(u, n) for (u, n), a in state.apps.items() if u == url and not a.non_cpu_intensive]
    first = [av for av in state.app_versions if cpu_apps and (av.project_url, av.app_name) == cpu_apps[0]]
    rate = host_flops * (first[-1].avg_ncpus if first else 1.0)  # the emulator's speed for such a job
    log = _job_log(dd, str(url))
    ratio = _true_ratio(log, rate, gap_s)
    spread = _ratio_spread(log, rate, gap_s)
    apps: list[AppSpec] = []
    jobs: list[InitialJob] = []
    for (app_url, app_name), app in state.apps.items():
        if app_url != url or app.non_cpu_intensive:
            continue
        wus = [wu for (u, _), wu in state.workunits.items() if u == url and wu.app_name == app_name]
        names = {wu.name for wu in wus}
        results = [r for r in state.results.values() if r.project_url == url and r.wu_name in names]
        if not wus:
            continue
        size = _median([wu.rsc_fpops_est for wu in wus], DEFAULT_FPOPS) * dcf
        latency = _median([r.report_deadline - r.received_time for r in results
                           if r.received_time > 0 and r.report_deadline > r.received_time], DEFAULT_LATENCY_S)
        versions = [av for av in state.app_versions if av.project_url == url and av.app_name == app_name]
        ncpus = versions[-1].avg_ncpus if versions else 1.0
        apps.append(AppSpec(name=str(app_name), latency_bound_s=latency, fpops_est=size, avg_ncpus=ncpus,
                            max_concurrent=app.max_concurrent, fpops_mean=size / dcf * ratio,
                            fpops_std=size / dcf * spread))
        for r in results:
            if r.is_finished or r.ready_to_report:
                continue
            wu = state.workunits[(url, r.wu_name)]
            task = state.active_tasks.get(r.key)
            jobs.append(InitialJob(
                name=str(r.name), wu_name=str(r.wu_name), app=str(app_name), fpops_est=wu.rsc_fpops_est * dcf,
                true_fpops=wu.rsc_fpops_est * ratio, true_fpops_std=wu.rsc_fpops_est * spread if ratio > 0 else 0.0,
                report_deadline=START_TIME + (r.report_deadline - now),
                received_time=START_TIME + min(r.received_time - now, 0.0),
                fraction_done=min(max(task.checkpoint_fraction_done if task else 0.0, progress.get(r.key, 0.0), 0.0),
                                  0.99)))
    if not apps:
        # Between tasks: what its recent jobs were, from its job log and its last reply.
        recent = _recent_app(dd, state, project, dcf, rate, gap_s)
        if recent is not None:
            apps.append(recent)
    name = project.project_name or str(url)
    mine = [r for r in state.results.values() if r.project_url == url]
    base = ProjectSpec(name=name, resource_share=project.resource_share, url_override=str(url),
                       project_max_concurrent=project.project_max_concurrent, latency_bound_s=DEFAULT_LATENCY_S,
                       flops_mean=DEFAULT_FPOPS, request_delay_s=_request_delay(dd, project),
                       report_immediately=bool(mine) and all(r.report_immediately for r in mine),
                       max_jobs_per_reply=max(_reply_size(mine), project.largest_reply), debt=_finite(project.debt),
                       long_term_debt=_finite(project.long_term_debt), rec=max(_finite(project.rec), 0.0))
    if not apps:
        return base, True
    return replace(base, apps=tuple(apps), initial_jobs=tuple(jobs)), False


@dataclass(frozen=True, slots=True)
class ProjectOutlook:
    name: str
    resource_share: float  # fraction of all shares
    cpu_share: float  # fraction of the CPU time used that went to it
    deadlines_missed: int
    jobs_done: int
    rpcs_per_day: float


@dataclass(frozen=True, slots=True)
class Outlook:
    """What the emulator expects over ``days`` under one set of preferences."""

    days: float
    idle_fraction: float  # of the CPU time the host could have computed
    projects: tuple[ProjectOutlook, ...]

    @property
    def deadlines_missed(self) -> int:
        return sum(p.deadlines_missed for p in self.projects)


def outlook(scenario: Scenario, *, seed: int = 1) -> Outlook:
    """Run ``scenario`` (a few seconds of wall time for days of a few projects)."""
    from core.emulator.run import run_scenario  # run imports the scenario machinery; keep this module light

    result = run_scenario(scenario, seed=seed)
    days = max(result.simulated_days, 1e-9)
    return Outlook(days, float(result.boinc_metrics["idle_fraction"]), tuple(
        ProjectOutlook(str(p["name"]), float(p["share"]), float(p["cpu_share"]), int(p["deadlines_missed"]),
                       int(p["jobs_done"]), float(p["rpcs"]) / days)
        for p in result.projects))


def span_words(days: float) -> str:
    """A horizon in words: "7 days", "2.5 hours", "10 minutes"."""
    def unit(value: float, name: str) -> str:
        value = round(value, 1)
        return f"{value:g} {name}{'' if value == 1 else 's'}"

    if days >= 1:
        return unit(days, "day")
    if days * 24 >= 1:
        return unit(days * 24, "hour")
    return unit(days * 24 * 60, "minute")


def differences(today: Outlook, edited: Outlook) -> list[str]:
    """What would change, in words ("climate would miss 3 deadlines in the next 7 days")."""
    out: list[str] = []
    span = f"in the next {span_words(edited.days)}"
    before = {p.name: p for p in today.projects}
    newcomers = [p.name for p in edited.projects if p.name not in before]
    for p in edited.projects:
        b = before.get(p.name)
        if b is None:  # a project being attached
            out.append(f"{p.name} would get {p.cpu_share:.0%} of the CPU time and finish {p.jobs_done} "
                       f"task{'' if p.jobs_done == 1 else 's'} {span}"
                       + (f", missing {p.deadlines_missed} deadline{'' if p.deadlines_missed == 1 else 's'}"
                          if p.deadlines_missed else ""))
            continue
        missed_before = b.deadlines_missed
        if p.deadlines_missed > missed_before:
            out.append(f"{p.name} would miss {p.deadlines_missed} deadline{'s' if p.deadlines_missed != 1 else ''} "
                       f"{span} (today's settings: {missed_before})")
        elif p.deadlines_missed < missed_before:
            out.append(f"{p.name} would miss {p.deadlines_missed} deadlines {span} instead of {missed_before}")
        if abs(p.cpu_share - b.cpu_share) >= 0.05:
            out.append(f"{p.name} would get {p.cpu_share:.0%} of the CPU time instead of {b.cpu_share:.0%} "
                       f"({_share_reason(p, b, newcomers)})")
        if p.jobs_done == 0 and b.jobs_done > 0:
            out.append(f"{p.name} would finish no task {span}")
        elif abs(p.jobs_done - b.jobs_done) >= max(0.1 * b.jobs_done, 1):
            out.append(f"{p.name} would finish {p.jobs_done} tasks {span} instead of {b.jobs_done}")
    # The emulator's idle fraction is of the CPUs the preferences let compute (BOINC's
    # idle_fraction over ncpus), not of the whole computer: fewer allowed CPUs are busier
    # while the computer does less, so the words name what the figure is of.
    if abs(edited.idle_fraction - today.idle_fraction) >= 0.05:
        out.append(f"the CPUs allowed to compute would stand idle {edited.idle_fraction:.0%} of the time "
                   f"(with the current settings: {today.idle_fraction:.0%})")
    return out or ["no change expected in deadlines, CPU shares, tasks done or idle time"]


def _share_reason(p: ProjectOutlook, b: ProjectOutlook, newcomers: list[str]) -> str:
    """Why a project's CPU time changes: a newcomer to share with, or its resource share."""
    if newcomers and p.cpu_share < b.cpu_share:
        names = " and ".join(newcomers)
        return (f"it would share the CPUs with {names}, which has had no computer time yet and so comes first "
                f"until it has had its share; {p.name}'s resource share would be {p.resource_share:.0%} "
                f"instead of {b.resource_share:.0%}")
    if abs(p.resource_share - b.resource_share) >= 0.005:
        return f"its resource share would be {p.resource_share:.0%} instead of {b.resource_share:.0%}"
    return f"its resource share stays {p.resource_share:.0%}"


@dataclass(frozen=True, slots=True)
class DiskOutlook:
    """The client's disk use now against the limit a set of preferences would set.

    Not emulated: the projects' future files are unknown (a job's input and output
    sizes are not in the state until it arrives), so this is today's use beside
    the limit, which is what a disk preference changes.
    """

    used_bytes: float
    limit_bytes: float
    rule: str  # the preference that sets the limit, in words

    def sentence(self) -> str:
        gb = float(1 << 30)  # BOINC's "GB", as the Disk tab shows sizes
        share = f" ({self.used_bytes / self.limit_bytes:.0%} of it)" if self.limit_bytes > 0 else ""
        return (f"{self.used_bytes / gb:.2f} GB used now; limit {self.limit_bytes / gb:.2f} GB{share}, "
                f"set by \"{self.rule}\"")


def disk_outlook(data_dir: Path, prefs: GlobalPrefs | None = None, *, now: float | None = None) -> DiskOutlook:
    """Disk use of the client in ``data_dir`` and its limit under ``prefs`` (default: those in force)."""
    from core.disk.limits import limits_from_measurement
    from core.disk.live import LiveDisk

    dd = DataDir(Path(data_dir))
    if prefs is None:
        prefs = read_global_prefs(dd, now=time.time() if now is None else now).prefs
    measured = LiveDisk(dd.root, {}).measure()  # the live client's own measure: the whole directory
    limits = limits_from_measurement(prefs, measured)
    used = measured.client_usage
    return DiskOutlook(used, limits.total_limit, limits.source.value)
