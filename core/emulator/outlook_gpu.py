"""The what-if preview's GPU side: the live host's GPUs in the scenario, and their figures.

``scenario_from_state`` (core/emulator/from_state.py) asks here for what the live state
says about GPUs: the host's GPU types (``state.coprocs``), each app's GPU versions (an
app version with a ``gpu_type``: its device share, its CPUs, its speed), which GPU type a
task held now runs on, and how much of the time the computer is in use.

That last figure comes from BOINC's own time statistics: ``gpu_active_frac`` is the share
of the time GPU computing was allowed, ``active_frac`` the share computing was
(core/client/host_stats.py measures both as BOINC's client/time_stats.cpp does). While the
preferences in force hold GPUs when the computer is in use ("use GPU while computer is in
use" off, BOINC's default), the gap between them is the time the computer was in use. With
that preference on, GPUs never rested for it, and the time in use is not known: 0 is taken,
so turning the preference off shows no change (the preview panel's GPU line says as much
by showing the same figures).

``gpu_outlooks`` turns an emulation's per-resource figures (core/emulator/metrics.py,
``resources``) into one ``GpuOutlook`` per type: the share of the time the devices could
compute that they stood idle, GPU jobs done, and GPU jobs that ended (or were given up)
after their deadlines. Words are the window's (boinc_gui/dialogs/preview_gpu.py).

Pure: reads the state given, writes nothing.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.emulator.scenario import DAY, GpuSpec, GpuVersionSpec, Scenario, gpu_plan_class, gpu_version_flops
from core.ids import ProjectUrl
from core.state import ClientState, GlobalPrefs, Result

MAX_IN_USE_FRAC = 0.95
"""A computer measured in use more than this is taken to be in use this much (the GPUs
still get some time: a figure of 1 would stop the in-use process from ever ending)."""


@dataclass(frozen=True, slots=True)
class GpuOutlook:
    """One GPU type's figures over the preview's horizon."""

    rsc_type: str  # BOINC's type name (NVIDIA, ATI, intel_gpu, or a declared one)
    devices: int
    idle_fraction: float  # of the device time the host could compute (on, computing allowed), 0..1
    jobs_done: int  # GPU jobs of this type completed
    jobs_late: int  # of them (or never started) past their deadlines


def host_gpus(state: ClientState) -> tuple[GpuSpec, ...]:
    """The live host's GPU types, each as the emulator runs one (a declared ``<coproc>``)."""
    return tuple(GpuSpec(c.type, c.count, c.peak_flops if c.peak_flops > 0 else 1e12)
                 for c in state.coprocs if c.count > 0 and not c.non_gpu)


def in_use_frac(state: ClientState, prefs: GlobalPrefs) -> float:
    """The share of computing time the computer was in use (see the module's docstring);
    0 on a host without GPUs, or when the preferences let GPUs run while it is in use."""
    ts = state.time_stats
    if not host_gpus(state) or prefs.run_gpu_if_user_active or ts.active_frac <= 0:
        return 0.0
    held = 1.0 - ts.gpu_active_frac / ts.active_frac
    return min(max(held, 0.0), MAX_IN_USE_FRAC)


def gpu_versions(state: ClientState, url: ProjectUrl, app_name: str) -> tuple[GpuVersionSpec, ...]:
    """The app's GPU versions for types the host has, one per type (its newest)."""
    types = {g.type for g in host_gpus(state)}
    out: dict[str, GpuVersionSpec] = {}
    for av in state.app_versions:
        if av.project_url == url and av.app_name == app_name and av.uses_gpu and av.gpu_type in types:
            out[av.gpu_type] = GpuVersionSpec(av.gpu_type, gpu_usage=av.gpu_usage if av.gpu_usage > 0 else 1.0,
                                              avg_ncpus=av.avg_ncpus, flops=av.flops if av.flops > 0 else 0.0)
    return tuple(out.values())


def has_cpu_version(state: ClientState, url: ProjectUrl, app_name: str) -> bool:
    versions = [av for av in state.app_versions if av.project_url == url and av.app_name == app_name]
    return not versions or any(not av.uses_gpu for av in versions)


def job_gpu_type(state: ClientState, r: Result) -> str:
    """The GPU type the task runs on ("" for a CPU task)."""
    av = state.app_version_of(r)
    return av.gpu_type if av is not None and av.uses_gpu else ""


def job_plan_class(state: ClientState, r: Result) -> str:
    """The emulator's plan class for the task: its GPU type's, or "" for a CPU task."""
    gpu_type = job_gpu_type(state, r)
    return gpu_plan_class(gpu_type) if gpu_type else ""


def gpu_outlooks(resources: Mapping[str, Mapping[str, Any]] | None) -> tuple[GpuOutlook, ...]:
    """One ``GpuOutlook`` per GPU type of an emulation's ``resources`` (none without GPUs)."""
    if not resources:
        return ()
    return tuple(GpuOutlook(rsc, int(f["instances"]), float(f["idleness"]), int(f.get("jobs_done", 0)),
                            int(f.get("jobs_late", 0)))
                 for rsc, f in resources.items() if rsc != "CPU")


def gpu_jobs_per_day(scenario: Scenario, job_fpops: float) -> float:
    """About how many GPU jobs of ``job_fpops`` the scenario's GPUs finish in a day, all
    busy (the preview's horizon shrinks with it, as with the CPUs' jobs): per type, its
    devices over the fastest version's device share, at that version's speed."""
    total = 0.0
    for gpu in scenario.gpus:
        rates = [gpu.count / v.gpu_usage * gpu_version_flops(v, scenario.gpus)
                 for p in scenario.projects for a in p.apps for v in a.gpu_versions if v.type == gpu.type]
        if rates:
            total += DAY * max(rates) / max(job_fpops, 1.0)
    return total
