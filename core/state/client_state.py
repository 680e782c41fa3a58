"""``ClientState``: everything the engine knows, in one object passed to policies.

One engine thread owns it; nothing else mutates it (DESIGN.md). Collections are
dicts keyed by the identifier types of ``core.ids`` and keep insertion order, so
iteration is deterministic (the emulator's reproducibility depends on it).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.ids import AppKey, FileKey, ProjectUrl, ResultKey, WorkunitKey
from core.state.app import App, AppVersion
from core.state.enums import ResultState, RunMode, SuspendReason
from core.state.files import FileInfo
from core.state.gpu import GpuExclusion
from core.state.host import HostInfo, NetStats, TimeStats
from core.state.modes import UserModes
from core.state.prefs import GlobalPrefs
from core.state.project import Project
from core.state.result_table import ResultTable
from core.state.task import ActiveTask
from core.state.work import Result, Workunit

if TYPE_CHECKING:  # core.gpu reads XML through core.persist, which imports this package
    from core.coprocs.devices import Coproc
    from core.coprocs.opencl_prop import OpenClCpu

_FILES_DOWNLOADED = ResultState.FILES_DOWNLOADED  # the policies ask is_runnable per job, many times a poll


@dataclass(slots=True)
class ClientState:
    host_info: HostInfo = field(default_factory=HostInfo)
    time_stats: TimeStats = field(default_factory=TimeStats)
    net_stats: NetStats = field(default_factory=NetStats)
    prefs: GlobalPrefs = field(default_factory=GlobalPrefs)
    projects: dict[ProjectUrl, Project] = field(default_factory=dict)
    apps: dict[AppKey, App] = field(default_factory=dict)
    app_versions: list[AppVersion] = field(default_factory=list)
    file_infos: dict[FileKey, FileInfo] = field(default_factory=dict)
    workunits: dict[WorkunitKey, Workunit] = field(default_factory=dict)
    # A ResultTable (a dict that counts each workunit's results) unless a caller put a plain dict here.
    results: dict[ResultKey, Result] = field(default_factory=ResultTable)
    active_tasks: dict[ResultKey, ActiveTask] = field(default_factory=dict)
    # The modes the pure policies read (the emulator and tests set them); the live client
    # leaves them AUTO and suspends through its host. Not saved: the volunteer's saved
    # settings are ``modes``, which a file's <user_run_request> restores.
    run_mode: RunMode = RunMode.AUTO
    network_mode: RunMode = RunMode.AUTO
    modes: UserModes = field(default_factory=UserModes)
    platform: str = "x86_64-pc-linux-gnu"
    core_client_version: tuple[int, int, int] = (7, 20, 5)
    # The host's GPU resource types (core.gpu: detected at start-up, or declared in
    # cc_config.xml), each with its device count; empty on a host without GPUs. Saved in
    # client_state.xml's <host_info> as BOINC saves them.
    coprocs: list[Coproc] = field(default_factory=list)
    opencl_cpus: list[OpenClCpu] = field(default_factory=list)  # host_info's <opencl_cpu_prop>; not persisted
    gpu_mode: RunMode = RunMode.AUTO  # the GPU run mode, apart from run_mode (user_gpu_request); persisted
    gpu_suspended: bool = False  # set by the engine each poll: GPU computing is held (mode, snooze); not persisted
    # Why the host holds the GPUs while ``gpu_suspended`` (the in-use rule, an exclusive GPU app); not persisted
    gpu_hold_reason: SuspendReason = SuspendReason.NONE
    gpu_exclusions: list[GpuExclusion] = field(default_factory=list)  # cc_config <exclude_gpu>; not persisted
    prioritize_gpu: bool = False  # cc_config <prioritize_gpu>: GPU jobs before CPU jobs in deadline danger
    # CPUs a volunteer's rule allows now (core/rules); 0 = the preferences decide; not persisted
    ncpus_override: int = 0
    # Index of app_versions by (project, app), rebuilt when the list changes length
    # (so add or remove versions; don't swap one in place);
    # policies ask for a result's app version per job, thousands of times a tick.
    _av_index: dict[AppKey, list[AppVersion]] = field(default_factory=dict, repr=False, compare=False)
    _av_indexed: int = field(default=-1, repr=False, compare=False)

    # ---- look-ups ----

    def project(self, url: ProjectUrl) -> Project:
        return self.projects[url]

    def workunit_of(self, result: Result) -> Workunit:
        return self.workunits[(result.project_url, result.wu_name)]

    def workunit_in_use(self, key: WorkunitKey) -> bool:
        """Whether any result held uses workunit ``key``: one look-up in a ResultTable."""
        results = self.results
        if isinstance(results, ResultTable):
            return results.users(key) > 0
        return any((r.project_url, r.wu_name) == key for r in results.values())

    def app_version_of(self, result: Result) -> AppVersion | None:
        """The app version a result runs with (its version_num, or the newest)."""
        wu = self.workunit_of(result)
        if self._av_indexed != len(self.app_versions):
            self._av_index = {}
            for av in self.app_versions:
                self._av_index.setdefault((av.project_url, av.app_name), []).append(av)
            self._av_indexed = len(self.app_versions)
        best: AppVersion | None = None
        same_num: AppVersion | None = None
        for av in self._av_index.get((result.project_url, wu.app_name), ()):
            if result.version_num and av.version_num == result.version_num:
                # A CPU and a GPU version may share a number: the result's plan class tells them apart.
                if av.plan_class == result.plan_class:
                    return av
                if same_num is None:
                    same_num = av
            if best is None or av.version_num > best.version_num:
                best = av
        return same_num if same_num is not None else best

    @property
    def ncpus(self) -> int:
        """CPUs the scheduler may fill now."""
        if self.ncpus_override > 0:
            return min(self.ncpus_override, max(self.host_info.p_ncpus, 1))
        prefs = self.prefs
        pct = prefs.max_ncpus_pct
        if pct == 100.0 or pct == 0.0:  # usable_cpus's usual case, written out: asked many times a poll
            n = self.host_info.p_ncpus
            return n if n > 1 else 1
        return prefs.usable_cpus(self.host_info.p_ncpus)

    # ---- queries the policies share ----

    def is_runnable(self, result: Result) -> bool:
        """Could this result be given a CPU now (files present, nothing holding it)?"""
        if result.state != _FILES_DOWNLOADED or result.suspended_via_gui:
            return False
        project = self.projects.get(result.project_url)
        return project is not None and not project.suspended_via_gui

    def runnable_results(self, url: ProjectUrl | None = None) -> Iterator[Result]:
        for result in self.results.values():
            if (url is None or result.project_url == url) and self.is_runnable(result):
                yield result

    def projects_with_runnable(self) -> set[ProjectUrl]:
        # is_runnable written out: the scheduler's accounting asks this at every poll
        out: set[ProjectUrl] = set()
        projects = self.projects
        for r in self.results.values():
            if r.state == _FILES_DOWNLOADED and not r.suspended_via_gui:
                url = r.project_url
                if url not in out:
                    project = projects.get(url)
                    if project is not None and not project.suspended_via_gui:
                        out.add(url)
        return out

    def results_to_report(self, url: ProjectUrl | None = None) -> list[Result]:
        return [
            r
            for r in self.results.values()
            if r.ready_to_report and not r.got_server_ack and (url is None or r.project_url == url)
        ]

    def total_resource_share(self, urls: set[ProjectUrl] | None = None) -> float:
        return sum(
            p.resource_share for u, p in self.projects.items() if urls is None or u in urls
        )
