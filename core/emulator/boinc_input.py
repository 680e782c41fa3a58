"""Reading a BOINC client-emulator input directory into a ``Scenario``.

The directory is what BOINC's own emulator (client/sim.cpp) reads:
``client_state.xml`` (the ordinary state-file format plus emulator-only
elements), ``global_prefs.xml``, optional ``global_prefs_override.xml`` and
``cc_config.xml``, and optional ``projects/<escaped URL>/app_config.xml``. The
elements read and their defaults are those of
../shared/reference/emulator-compat.md; docs/emulator-boinc-compat.md lists
them. Everything is parsed with the hardened parser (core.xml).

Strictness: every value the emulator uses is checked (a number, finite, in
range) and every element inside the records the emulator interprets must be
either one it reads or one of BOINC's ordinary state-file elements (which it
ignores, as BOINC's emulator does). Anything else is a ``ScenarioError``
naming the file, the element and its line, so a typo such as
``<latency_bund>`` cannot silently fall back to a default.

Reads files only; writes nothing.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from lxml import etree

from core.coprocs.coprocs_xml import parse_coprocs
from core.coprocs.devices import GPU_DEFAULT_PEAK_FLOPS
from core.emulator.scenario import (
    DAY,
    AppSpec,
    GpuSpec,
    GpuVersionSpec,
    HostSpec,
    InitialJob,
    ProjectSpec,
    Scenario,
    gpu_plan_class,
    read_prefs,
    xml_error,
    xml_flag,
    xml_number,
)
from core.errors import ScenarioError, XmlInputError
from core.persist.app_config import read_app_config
from core.persist.paths import escape_url
from core.state.prefs import GlobalPrefs
from core.xml import parse_xml_file

START_TIME = 3600.0  # same as core.emulator.run.START_TIME (not imported: run imports us)
DEFAULT_LAMBDA_S = 3600.0
DEFAULT_LATENCY_BOUND_S = 864000.0
DEFAULT_FPOPS_EST = 3.6e14
BOINC_DELTA_S = 60.0
"""BOINC's emulator's default time step: it notices completions at these steps (Scenario.completion_grid_s)."""
UNIX_TIME_FLOOR = 1e9
"""Times above this in client_state.xml are Unix times and are rebased onto the emulator's clock."""

# Elements of BOINC's ordinary state file that the emulator does not use (skipped, as BOINC does).
_TOP_IGNORED = frozenset({
    "net_stats", "file", "file_info", "project_files", "platform_name", "core_client_major_version",
    "core_client_minor_version", "core_client_release", "user_run_request", "user_run_prev_request",
    "user_gpu_request", "user_gpu_prev_request", "user_network_request", "new_version_check_time",
    "all_projects_list_check_time", "language", "newer_version", "client_version_check_url", "alt_platform",
    "proxy_info", "host_venue", "user_cpids", "latest_boinc_buda_runner_version", "global_preferences",
})
_HOST_IGNORED = frozenset({
    "timezone", "domain_name", "ip_addr", "host_cpid", "p_vendor", "p_model", "p_features", "p_iops",
    "p_membw", "p_calculated", "p_vm_extensions_disabled", "m_cache", "m_swap", "d_total", "d_free",
    "os_name", "os_version", "product_name", "mac_address", "n_usable_coprocs", "coprocs", "virtualbox_version",
    "wsl_available", "wsl", "docker_version", "docker_compose_version", "opencl_cpu_prop", "gpu_active",
    "p_ngpus", "p_gpu_vendor", "p_gpu_model", "p_gpu_fpops",
})
_TIME_STATS_READ = frozenset({"on_frac", "connected_frac", "active_frac", "gpu_active_frac", "on_lambda",
                              "connected_lambda", "active_lambda", "gpu_active_lambda"})
_TIME_STATS_IGNORED = frozenset({
    "cpu_and_network_available_frac", "client_start_time", "total_start_time", "total_duration",
    "total_active_duration", "total_gpu_active_duration", "previous_uptime", "last_update",
    "session_active_duration", "session_gpu_active_duration", "now",
})
_PROJECT_IGNORED = frozenset({
    "symstore", "user_name", "team_name", "email_hash", "cross_project_id", "external_cpid", "cpid_time",
    "userid", "teamid", "hostid", "user_create_time", "host_create_time", "host_venue", "user_total_credit",
    "user_expavg_credit", "host_total_credit", "host_expavg_credit", "rpc_seqno", "nrpc_failures",
    "master_fetch_failures", "min_rpc_time", "next_rpc_time", "master_url_fetch_pending", "sched_rpc_pending",
    "trickle_up_pending", "rec", "rec_time", "disk_share", "desired_disk_usage", "disk_usage",
    "duration_correction_factor", "send_time_stats_log", "send_job_log", "njobs_success", "njobs_error",
    "elapsed_time", "last_rpc_time", "suspended_via_gui", "dont_request_more_work", "detach_when_done",
    "ended", "attached_via_acct_mgr", "non_cpu_intensive", "strict_memory_bound", "send_full_workload",
    "dont_use_dcf", "use_symlinks", "scheduler_url", "code_sign_key", "trickle_up_url", "cpu_ec", "cpu_time",
    "gpu_ec", "gpu_time", "rsc_backoff_time", "rsc_backoff_interval", "no_rsc_ams", "no_rsc_apps",
    "no_rsc_pref", "no_rsc_config", "ams_resource_share_new", "cpu_backoff_time", "cpu_backoff_interval",
    "no_cpu_apps", "no_cuda_apps", "no_ati_apps", "no_cpu_ams", "no_cuda_ams", "no_ati_ams",
    "no_intel_gpu_ams", "ams_resource_share", "scheduler_rpc_in_progress", "anonymous_platform",
    "resource_share_frac", "sched_priority", "project_dir", "gui_urls", "project_files_downloaded_time",
    "disk_usage_limit", "venue", "authenticator", "project_prefs", "gpu_ec_time", "last_upload_time",
})
_APP_READ = frozenset({"name", "latency_bound", "fpops_est", "fpops", "weight", "max_concurrent"})
_APP_IGNORED = frozenset({"user_friendly_name", "non_cpu_intensive", "sporadic", "fraction_done_exact"})
_AV_READ = frozenset({"app_name", "version_num", "avg_ncpus", "flops", "coproc"})
_AV_IGNORED = frozenset({
    "platform", "plan_class", "api_version", "file_ref", "max_ncpus", "cmdline", "file_prefix", "is_wrapper",
    "needs_network", "gpu_ram", "dont_throttle", "vbox", "docker", "is_vm_app",
})
_WU_READ = frozenset({"name", "app_name", "rsc_fpops_est"})
_WU_IGNORED = frozenset({
    "version_num", "rsc_fpops_bound", "rsc_memory_bound", "rsc_disk_bound", "command_line", "file_ref",
    "sub_appname", "avg_ncpus", "flops", "coproc", "gpu_ram", "job_keyword_ids", "plan_class", "cmdline",
    "credit",
})
_RESULT_READ = frozenset({"name", "wu_name", "report_deadline", "received_time", "state", "ready_to_report",
                          "got_server_ack"})
_RESULT_IGNORED = frozenset({
    "final_cpu_time", "final_elapsed_time", "exit_status", "platform", "version_num", "plan_class",
    "fpops_per_cpu_sec", "fpops_cumulative", "intops_per_cpu_sec", "intops_cumulative",
    "final_peak_working_set_size", "final_peak_swap_size", "final_peak_disk_usage", "stderr_out",
    "completed_time", "suspended_via_gui", "report_immediately", "file_ref",
})
# cc_config <options> the emulator uses, and those of BOINC's that it accepts and ignores.
_CC_READ = frozenset({"ncpus", "rec_half_life_days"})
_CC_IGNORED = frozenset({
    "allow_remote_gui_rpc", "disallow_attach", "simple_gui_only", "max_event_log_lines", "abort_jobs_on_exit",
    "allow_multiple_clients", "no_gpus", "start_delay", "report_results_immediately", "exit_when_idle",
    "exit_after_finish", "exit_before_start", "run_apps_manually", "skip_cpu_benchmarks", "save_stats_days",
    "max_file_xfers", "max_file_xfers_per_project", "max_tasks_reported", "max_overdue_days",
    "max_stderr_file_size", "max_stdout_file_size", "stderr_head", "dont_suspend_nci", "exclusive_app",
    "exclusive_gpu_app", "no_priority_change", "process_priority", "process_priority_special",
    "lower_client_priority", "fetch_minimal_work", "fetch_on_update", "no_info_fetch", "no_alt_platform",
    "alt_platform", "unsigned_apps_ok", "dont_check_file_sizes", "dont_contact_ref_site", "http_1_0",
    "http_transfer_timeout", "http_transfer_timeout_bps", "force_auth", "proxy_info", "suppress_net_info",
    "use_all_gpus", "ignore_nvidia_dev", "ignore_cuda_dev", "ignore_ati_dev", "ignore_intel_dev",
    "exclude_gpu", "coproc", "no_opencl", "prioritize_gpu", "no_rdp_check", "os_random_only", "device_name",
    "ignore_tty", "no_disk_usage", "dont_use_vbox", "dont_use_wsl", "dont_use_docker", "vbox_window",
    "use_certs", "use_certs_only", "allow_gui_rpc_get", "client_download_url", "client_new_version_text",
    "client_version_check_url", "network_test_url",
})
_PREFS_IGNORED = frozenset({"venue", "day_prefs", "override_file_present"})


def is_boinc_dir(path: Path | str) -> bool:
    """A directory holding client_state.xml: a BOINC emulator input."""
    p = Path(path)
    return p.is_dir() and (p / "client_state.xml").is_file()


def load_boinc_dir(path: Path | str) -> Scenario:
    """Read an emulator input directory; ``ScenarioError`` names file, element and line."""
    d = Path(path)
    state_file = d / "client_state.xml"
    root = _read(state_file, "client_state")
    scen = _Reader(str(state_file)).client_state(root)
    prefs = GlobalPrefs()
    for name in ("global_prefs.xml", "global_prefs_override.xml"):
        f = d / name
        if f.is_file():
            prefs = read_prefs(_read(f, "global_preferences"), str(f), prefs, _PREFS_IGNORED)
    scen = replace(scen, prefs=prefs)
    cc = d / "cc_config.xml"
    if cc.is_file():
        scen = _cc_config(_read(cc, "cc_config"), str(cc), scen)
    projects = []
    for p in scen.projects:
        app_config = d / "projects" / escape_url(p.url) / "app_config.xml"
        if app_config.is_file():
            p = _app_config(app_config, p)
        projects.append(p)
    return replace(scen, projects=tuple(projects), name=d.name or "boinc")


# ---------------------------------------------------------------- client_state.xml


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.host = HostSpec(availability=1.0)
        self.projects: list[dict[str, object]] = []  # in file order, with their apps and jobs
        self.progress: dict[tuple[str, str], float] = {}
        self.gpus: list[GpuSpec] = []  # <host_info><coprocs>: the host's GPU types

    def client_state(self, root: etree._Element) -> Scenario:
        for el in root:
            tag = str(el.tag)
            if tag == "host_info":
                self.host_info(el)
            elif tag == "time_stats":
                self.time_stats(el)
            elif tag == "project":
                self.project(el)
            elif tag in ("app", "app_version", "workunit", "result"):
                if not self.projects:
                    continue  # BOINC drops project items before any <project>
                getattr(self, tag)(el, self.projects[-1])
            elif tag == "active_task_set":
                for t in el:
                    self.active_task(t)
            elif tag not in _TOP_IGNORED:
                raise xml_error(el, self.source, "unknown element in <client_state>")
        return self.finish(root)

    def host_info(self, el: etree._Element) -> None:
        values = _values(el, self.source, {"p_ncpus", "p_fpops", "m_nbytes"}, _HOST_IGNORED)
        if "p_ncpus" in values:
            n = values["p_ncpus"]
            if n < 1 or n != int(n):
                raise xml_error(_child(el, "p_ncpus"), self.source, f"must be a whole number ≥ 1, not {n:g}")
            self.host = replace(self.host, ncpus=int(n))
        if "p_fpops" in values:
            self.host = replace(self.host, flops=_positive(el, "p_fpops", values, self.source))
        coprocs = _last(el, "coprocs")
        if coprocs is not None:
            # As BOINC's emulator: the types of <coprocs>, devices numbered 0..count-1; a type
            # without devices is no resource. A peak FLOPS of 0 gets BOINC's default.
            self.gpus = [GpuSpec(c.type, c.count, c.peak_flops if c.peak_flops > 0 else GPU_DEFAULT_PEAK_FLOPS)
                         for c in parse_coprocs(coprocs) if c.type and c.count > 0]

    def time_stats(self, el: etree._Element) -> None:
        v = _values(el, self.source, _TIME_STATS_READ, _TIME_STATS_IGNORED)
        for tag in ("on_frac", "active_frac", "gpu_active_frac"):
            if tag in v and not 0 < v[tag] <= 1:
                raise xml_error(_child(el, tag), self.source, f"must be in (0, 1], not {v[tag]:g}")
        if "connected_frac" in v and not (0 < v["connected_frac"] <= 1 or v["connected_frac"] == -1):
            raise xml_error(_child(el, "connected_frac"), self.source,
                       f"must be in (0, 1] or -1 (unknown), not {v['connected_frac']:g}")
        for tag in ("on_lambda", "connected_lambda", "active_lambda", "gpu_active_lambda"):
            if tag in v:
                _positive(el, tag, v, self.source)
        connected = v.get("connected_frac", 1.0)
        self.host = replace(
            self.host,
            availability=v.get("on_frac", 1.0),
            mean_available_s=v.get("on_lambda", DEFAULT_LAMBDA_S),
            active_frac=v.get("active_frac", 1.0),
            active_mean_s=v.get("active_lambda", DEFAULT_LAMBDA_S),
            connected_frac=1.0 if connected == -1 else connected,
            connected_mean_s=v.get("connected_lambda", DEFAULT_LAMBDA_S),
        )

    def project(self, el: etree._Element) -> None:
        url = name = ""
        share = 100.0
        avail, up_s = 1.0, 86400.0
        for c in el:
            tag = str(c.tag)
            if tag == "master_url":
                url = _text(c)
            elif tag == "project_name":
                name = _text(c)
            elif tag == "resource_share":
                share = xml_number(c, self.source)
                if share < 0:
                    raise xml_error(c, self.source, f"must not be negative ({share:g})")
            elif tag == "available":
                v = _values(c, self.source, {"frac", "lambda"}, frozenset())
                avail = v.get("frac", 1.0)
                if not 0 < avail <= 1:
                    raise xml_error(_child(c, "frac"), self.source, f"must be in (0, 1], not {avail:g}")
                if "lambda" in v:
                    up_s = _positive(c, "lambda", v, self.source)
            elif tag not in _PROJECT_IGNORED:
                raise xml_error(c, self.source, "unknown element inside <project>")
        if not url:
            raise xml_error(el, self.source, "a <project> needs a <master_url>")
        if any(p["url"] == url for p in self.projects):
            raise xml_error(el, self.source, f"project {url} appears twice")
        self.projects.append({"url": url, "name": name or url, "share": share, "avail": avail, "up_s": up_s,
                              "apps": {}, "versions": {}, "wus": {}, "results": [], "line": el.sourceline or 0})

    def app(self, el: etree._Element, project: dict[str, object]) -> None:
        v = _values(el, self.source, _APP_READ - {"name", "fpops"}, _APP_IGNORED, skip={"name", "fpops"})
        name = _text(_child(el, "name")) if el.find("name") is not None else ""
        if not name:
            raise xml_error(el, self.source, "an <app> needs a <name>")
        fpops_est = _positive(el, "fpops_est", v, self.source) if "fpops_est" in v else DEFAULT_FPOPS_EST
        mean, std = fpops_est, 0.0
        dist = el.find("fpops")
        if dist is not None:
            d = _values(dist, self.source, {"mean", "std_dev"}, frozenset())
            for tag in ("mean", "std_dev"):
                if d.get(tag, 0.0) < 0:
                    raise xml_error(_child(dist, tag), self.source, f"must not be negative ({d[tag]:g})")
            mean, std = d.get("mean", fpops_est) or fpops_est, d.get("std_dev", 0.0)
        mc = v.get("max_concurrent", 0.0)
        if mc < 0 or mc != int(mc):
            raise xml_error(_child(el, "max_concurrent"), self.source, f"must be a whole number ≥ 0, not {mc:g}")
        apps = project["apps"]
        assert isinstance(apps, dict)
        apps[name] = AppSpec(
            name=name,
            weight=_positive(el, "weight", v, self.source) if "weight" in v else 1.0,
            latency_bound_s=(_positive(el, "latency_bound", v, self.source) if "latency_bound" in v
                             else DEFAULT_LATENCY_BOUND_S),
            fpops_est=fpops_est, fpops_mean=mean, fpops_std=std, max_concurrent=int(mc),
        )

    def app_version(self, el: etree._Element, project: dict[str, object]) -> None:
        v = _values(el, self.source, {"version_num", "avg_ncpus", "flops"}, _AV_IGNORED, skip={"app_name", "coproc"})
        app_name = _text(el.find("app_name")) if el.find("app_name") is not None else ""
        if not app_name:
            raise xml_error(el, self.source, "an <app_version> needs an <app_name>")
        for tag in ("avg_ncpus", "flops"):
            if tag in v:
                _positive(el, tag, v, self.source)
        coproc = _last(el, "coproc")
        if coproc is not None:
            self.gpu_version(el, coproc, app_name, v, project)
            return
        versions = project["versions"]
        assert isinstance(versions, dict)
        versions.setdefault(app_name, (v.get("avg_ncpus", 1.0), v.get("flops", 0.0), el))

    def gpu_version(self, el: etree._Element, coproc: etree._Element, app_name: str, v: dict[str, float],
                    project: dict[str, object]) -> None:
        """An app version with ``<coproc><type><count>``: a GPU version (the first per type
        counts, as the first CPU version does). Kept only when the host has that type."""
        rsc = _text(_last(coproc, "type"))
        count_el = _last(coproc, "count")
        usage = xml_number(count_el, self.source) if count_el is not None else 1.0
        if not rsc:
            raise xml_error(coproc, self.source, "a <coproc> needs a <type>")
        if usage <= 0:
            raise xml_error(count_el if count_el is not None else coproc, self.source,
                            f"must be positive, not {usage:g}")
        gpu_versions = project.setdefault("gpu_versions", {})
        assert isinstance(gpu_versions, dict)
        spec = GpuVersionSpec(rsc, usage, v.get("avg_ncpus", 1.0), v.get("flops", 0.0))
        per_app = gpu_versions.setdefault(app_name, {})
        per_app.setdefault(rsc, (spec, _text(_last(el, "plan_class"))))

    def workunit(self, el: etree._Element, project: dict[str, object]) -> None:
        v = _values(el, self.source, {"rsc_fpops_est"}, _WU_IGNORED, skip={"name", "app_name"})
        name, app = _text(el.find("name")), _text(el.find("app_name"))
        if not name or not app:
            raise xml_error(el, self.source, "a <workunit> needs <name> and <app_name>")
        est = _positive(el, "rsc_fpops_est", v, self.source) if "rsc_fpops_est" in v else 6.048e14
        wus = project["wus"]
        assert isinstance(wus, dict)
        wus[name] = (app, est)

    def result(self, el: etree._Element, project: dict[str, object]) -> None:
        v = _values(el, self.source, {"report_deadline", "received_time", "state"}, _RESULT_IGNORED,
                    skip={"name", "wu_name", "ready_to_report", "got_server_ack"})
        name, wu = _text(el.find("name")), _text(el.find("wu_name"))
        if not name or not wu:
            raise xml_error(el, self.source, "a <result> needs <name> and <wu_name>")
        if _flag_set(el, "ready_to_report", self.source) or _flag_set(el, "got_server_ack", self.source) \
                or v.get("state", 2.0) > 2:
            return  # already computed: nothing left to emulate
        if "report_deadline" not in v:
            raise xml_error(el, self.source, "a <result> needs a <report_deadline>")
        results = project["results"]
        assert isinstance(results, list)
        results.append((name, wu, v["report_deadline"], v.get("received_time", 0.0), el))

    def active_task(self, el: etree._Element) -> None:
        if str(el.tag) != "active_task":
            raise xml_error(el, self.source, "unknown element inside <active_task_set>")
        url, name = _text(el.find("project_master_url")), _text(el.find("result_name"))
        frac_el = el.find("checkpoint_fraction_done")
        if url and name and frac_el is not None:
            frac = xml_number(frac_el, self.source)
            if not 0 <= frac < 1:
                raise xml_error(frac_el, self.source, f"must be in [0, 1), not {frac:g}")
            self.progress[(url, name)] = frac

    def finish(self, root: etree._Element) -> Scenario:
        base = self._time_base()
        projects: list[ProjectSpec] = []
        for p in self.projects:
            apps_in, versions = p["apps"], p["versions"]
            assert isinstance(apps_in, dict) and isinstance(versions, dict)
            apps: list[AppSpec] = []
            host_types = {g.type for g in self.gpus}
            gpu_in = p.get("gpu_versions", {})
            assert isinstance(gpu_in, dict)
            for name, app in apps_in.items():
                gpu = tuple(spec for spec, _ in gpu_in.get(name, {}).values() if spec.type in host_types)
                if name not in versions:
                    if gpu:  # a GPU-only app on a host with its GPU
                        apps.append(replace(app, gpu_versions=gpu, cpu_version=False))
                    continue  # no usable version: ignored, as BOINC's emulator does
                avg_ncpus, flops, _ = versions[name]
                apps.append(replace(app, avg_ncpus=avg_ncpus, flops=flops, gpu_versions=gpu))
            if not apps:
                continue  # projects left without apps are dropped
            jobs = self._jobs(p, {a.name: a for a in apps}, base)
            name = str(p["name"])
            projects.append(ProjectSpec(
                name=name, resource_share=float(p["share"]),  # type: ignore[arg-type]
                server_availability=float(p["avail"]), server_mean_up_s=float(p["up_s"]),  # type: ignore[arg-type]
                apps=tuple(apps), initial_jobs=tuple(jobs), url_override=str(p["url"]),
                latency_bound_s=apps[0].latency_bound_s, flops_est=apps[0].fpops_est,
                flops_mean=apps[0].fpops_mean or apps[0].fpops_est,
            ))
        if not projects:
            raise ScenarioError("no project with a usable app (each <app> needs an <app_version>)",
                                source=self.source, line=root.sourceline or 0, element="client_state")
        names = [p.name for p in projects]
        if len(set(names)) != len(names):  # display names must tell projects apart
            projects = [replace(p, name=f"{p.name} ({i + 1})") for i, p in enumerate(projects)]
        return Scenario(name="boinc", duration_s=DAY, host=self.host, projects=tuple(projects),
                        availability_model="boinc", source_format="boinc", completion_grid_s=BOINC_DELTA_S,
                        gpus=tuple(self.gpus))

    def _gpu_plan_class(self, p: dict[str, object], app: str, plan_class: str) -> str:
        """Our plan class for a job whose <plan_class> is that of one of its app's GPU versions
        for a type the host has ("": the CPU version runs it, as before GPUs were read)."""
        gpu_in = p.get("gpu_versions", {})
        assert isinstance(gpu_in, dict)
        if not plan_class:
            return ""
        for spec, file_class in gpu_in.get(app, {}).values():
            if file_class == plan_class and any(g.type == spec.type for g in self.gpus):
                return gpu_plan_class(spec.type)
        return ""

    def _time_base(self) -> float:
        """Offset that maps the file's Unix times onto the emulator's clock (0 if none)."""
        rows: list[tuple[str, str, float, float, object]] = [
            r for p in self.projects for r in p["results"]  # type: ignore[attr-defined]
        ]
        received = [r[3] for r in rows if r[3] > UNIX_TIME_FLOOR]
        if received:
            return min(received) - START_TIME
        deadlines = [r[2] for r in rows if r[2] > UNIX_TIME_FLOOR]
        return min(deadlines) - START_TIME - DEFAULT_LATENCY_BOUND_S if deadlines else 0.0

    def _jobs(self, p: dict[str, object], apps: dict[str, AppSpec], base: float) -> list[InitialJob]:
        wus, results = p["wus"], p["results"]
        assert isinstance(wus, dict) and isinstance(results, list)
        jobs: list[InitialJob] = []
        for name, wu_name, deadline, received, el in results:
            if wu_name not in wus:
                raise xml_error(el, self.source, f"result {name}: no <workunit> named {wu_name!r} in its project")
            app, est = wus[wu_name]
            if app not in apps:
                continue  # its app has no usable version: dropped like the app
            shift = base if deadline > UNIX_TIME_FLOOR else 0.0
            jobs.append(InitialJob(
                plan_class=self._gpu_plan_class(p, app, _text(_last(el, "plan_class"))),
                name=name, wu_name=wu_name, app=app, fpops_est=est, report_deadline=deadline - shift,
                received_time=max(received - (base if received > UNIX_TIME_FLOOR else 0.0), 0.0),
                fraction_done=self.progress.get((str(p["url"]), name), 0.0),
            ))
        return jobs


# ---------------------------------------------------------------- other files


def _cc_config(root: etree._Element, source: str, scen: Scenario) -> Scenario:
    for c in root:
        tag = str(c.tag)
        if tag == "log_flags":
            continue
        if tag != "options":
            raise xml_error(c, source, "unknown element in <cc_config>")
        v = _values(c, source, set(_CC_READ), _CC_IGNORED)
        if "ncpus" in v and v["ncpus"] > 0:
            n = v["ncpus"]
            if n != int(n):
                raise xml_error(_child(c, "ncpus"), source, f"must be a whole number, not {n:g}")
            scen = replace(scen, host=replace(scen.host, ncpus=int(n)))
        if "rec_half_life_days" in v:
            scen = replace(scen, rec_half_life_s=_positive(c, "rec_half_life_days", v, source) * DAY)
    return scen


def _app_config(path: Path, project: ProjectSpec) -> ProjectSpec:
    """The project with its app_config.xml applied, read by the client's one parser
    (core.persist.app_config); in a scenario any problem in the file is an error."""
    source = str(path)
    try:
        parsed = read_app_config(path)
    except XmlInputError as exc:
        raise ScenarioError(str(exc).split(": ", 1)[-1], source=source, line=exc.line) from None
    if parsed.problems:
        first, el = parsed.problems[0], parsed.elements[0]
        raise xml_error(el, source, first.message.removesuffix("; skipped").removesuffix("; ignored"))
    cfg = parsed.config
    apps = {a.name: a for a in project.apps}
    for a in cfg.apps:
        if a.name in apps:  # as BOINC's config_app: the file's value, 0 (none given) included
            apps[a.name] = replace(apps[a.name], max_concurrent=a.max_concurrent)
    for v in cfg.app_versions:
        if v.app_name in apps and v.avg_ncpus > 0:
            old = apps[v.app_name]
            # The version's speed scales with its CPUs unless the file gave one.
            apps[v.app_name] = replace(old, avg_ncpus=v.avg_ncpus,
                                       flops=old.flops * v.avg_ncpus / old.avg_ncpus if old.flops else 0.0)
    if cfg.project_max_concurrent > 0:
        project = replace(project, project_max_concurrent=cfg.project_max_concurrent)
    return replace(project, apps=tuple(apps[a.name] for a in project.apps))


# ---------------------------------------------------------------- helpers


def _read(path: Path, root_tag: str) -> etree._Element:
    try:
        root = parse_xml_file(path)
    except XmlInputError as exc:
        raise ScenarioError(str(exc).split(": ", 1)[-1], source=str(path), line=exc.line) from None
    if root.tag != root_tag:
        raise ScenarioError(f"the root element must be <{root_tag}>, not <{root.tag}>", source=str(path),
                            line=root.sourceline or 0, element=str(root.tag))
    return root


def _values(el: etree._Element, source: str, read: set[str] | frozenset[str], ignored: frozenset[str],
            skip: set[str] | None = None) -> dict[str, float]:
    """The numeric children of ``el`` in ``read``; children in ``ignored``/``skip`` pass; others are errors."""
    out: dict[str, float] = {}
    for c in el:
        if not isinstance(c.tag, str):
            continue  # comments and processing instructions
        tag = c.tag
        if tag in read:
            out[tag] = xml_number(c, source)
        elif tag not in ignored and not (skip and tag in skip):
            raise xml_error(c, source, f"unknown element inside <{el.tag}>")
    return out


def _positive(el: etree._Element, tag: str, values: dict[str, float], source: str) -> float:
    value = values[tag]
    if value <= 0:
        raise xml_error(_child(el, tag), source, f"must be positive, not {value:g}")
    return value


def _flag_set(el: etree._Element, tag: str, source: str) -> bool:
    """Whether ``el``'s last ``tag`` child is a true switch (``<tag/>`` or a non-zero number)."""
    last = None
    for last in el.iterchildren(tag):  # noqa: B007 -- the loop leaves the last child in it (last wins)
        pass
    return last is not None and xml_flag(last, source)


def _last(el: etree._Element, tag: str) -> etree._Element | None:
    """``el``'s last ``tag`` child (BOINC's last-wins rule), or None."""
    last = None
    for last in el.iterchildren(tag):  # noqa: B007 -- the loop leaves the last child in it (last wins)
        pass
    return last


def _child(el: etree._Element, tag: str) -> etree._Element:
    c = el.find(tag)
    return c if c is not None else el


def _text(el: etree._Element | None) -> str:
    return (el.text or "").strip() if el is not None else ""
