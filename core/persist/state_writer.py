"""Serialise a ``ClientState`` into BOINC's ``client_state.xml`` form (section 2.1).

Pure: takes the state and ``now``, returns bytes; no file is touched. The
document starts with ``<client_state>`` on its first line (the real client's
validity check is line based, so there is no XML prolog). Each project is
followed by its apps, files, app versions, workunits and results, in the
engine's own order; items of a project that is not in ``state.projects`` cannot
be placed (BOINC would drop them on read) and are left out with a log line.
"""
from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence

from core.coprocs.coprocs_xml import coprocs_xml
from core.ids import ProjectUrl
from core.persist import state_schema as schema
from core.state import ActiveTask, App, AppVersion, ClientState, FileInfo, FileRef, Project, Result, Workunit
from core.state.modes import UserModes
from core.xml.fields import cdata, esc, fmt_float, record_writer, write_fields

log = logging.getLogger(__name__)

# Compiled once: one call renders a whole record (see record_writer).
_W_REF = record_writer(schema.FILE_REF, "        ")
_W_PROJECT = record_writer(schema.PROJECT)
_W_PROJECT_TAIL = record_writer(schema.PROJECT_TAIL)
_W_APP = record_writer(schema.APP)
_W_FILE = record_writer(schema.FILE)
_W_FILE_TAIL = record_writer(schema.FILE_TAIL)
_W_XFER = record_writer(schema.PERS_FILE_XFER, "        ")
_W_AV = record_writer(schema.APP_VERSION)
_W_AV_TAIL = record_writer(schema.APP_VERSION_TAIL)
_W_WU = record_writer(schema.WORKUNIT)
_W_RESULT = record_writer(schema.RESULT)
_W_RESULT_TAIL = record_writer(schema.RESULT_TAIL)
_W_TASK = record_writer(schema.ACTIVE_TASK)


def _file_refs(out: list[str], refs: Sequence[FileRef]) -> None:
    for ref in refs:
        out.append(f"    <file_ref>\n{_W_REF(ref)}    </file_ref>\n")


def _project(out: list[str], p: Project) -> None:
    out.append("<project>\n")
    out.append(_W_PROJECT(p))
    # Per resource as BOINC writes them: the backoff pair; then the resources the project has
    # no apps for, in the order it named them (BOINC's reader takes either order).
    for name, (until, interval) in [("CPU", (p.rsc_backoff_time, p.rsc_backoff_interval)), *p.gpu_backoff.items()]:
        for tag, value in (("rsc_backoff_time", until), ("rsc_backoff_interval", interval)):
            out.append(f"    <{tag}>\n        <name>{esc(name)}</name>\n        <value>{fmt_float(value)}</value>\n"
                       f"    </{tag}>\n")
    out.extend(f"    <no_rsc_apps>{esc(name)}</no_rsc_apps>\n" for name in p.no_rsc_apps)
    for url in p.scheduler_urls:
        out.append(f"    <scheduler_url>{esc(url)}</scheduler_url>\n")
    if p.code_sign_key:
        out.append(f"    <code_sign_key>\n{esc(p.code_sign_key)}\n</code_sign_key>\n")
    out.append(_W_PROJECT_TAIL(p))
    out.append("</project>\n")


def _file(out: list[str], fi: FileInfo) -> None:
    out.append("<file>\n")
    out.append(_W_FILE(fi))
    for url in fi.download_urls:
        out.append(f"    <download_url>{esc(url)}</download_url>\n")
    for url in fi.upload_urls:
        out.append(f"    <upload_url>{esc(url)}</upload_url>\n")
    if fi.pers_xfer is not None:
        out.append("    <persistent_file_xfer>\n")
        out.append(_W_XFER(fi.pers_xfer))
        out.append("    </persistent_file_xfer>\n")
    out.append(_W_FILE_TAIL(fi))
    out.append("</file>\n")


def _gpu_usage(out: list[str], rsc_type: str, usage: float, gpu_ram: float) -> None:
    """BOINC's RESOURCE_USAGE tail: the GPU a job uses, and its memory."""
    if rsc_type and usage > 0:
        out.append(f"    <coproc>\n        <type>{esc(rsc_type)}</type>\n        <count>{fmt_float(usage)}</count>\n"
                   "    </coproc>\n")
    if gpu_ram > 0:
        out.append(f"    <gpu_ram>{fmt_float(gpu_ram)}</gpu_ram>\n")


def _app_version(out: list[str], av: AppVersion) -> None:
    out.append("<app_version>\n")
    out.append(_W_AV(av))
    _file_refs(out, av.file_refs)
    out.append(_W_AV_TAIL(av))
    _gpu_usage(out, av.gpu_type, av.gpu_usage, av.gpu_ram)
    out.append("</app_version>\n")


def _workunit(out: list[str], wu: Workunit) -> None:
    out.append("<workunit>\n")
    out.append(_W_WU(wu))
    _file_refs(out, wu.input_files)
    # BOINC 8.2's per-workunit resource usage, only when the project sent one.
    if wu.plan_class:
        out.append(f"    <plan_class>{esc(wu.plan_class)}</plan_class>\n")
    if wu.avg_ncpus > 0:
        out.append(f"    <avg_ncpus>{fmt_float(wu.avg_ncpus)}</avg_ncpus>\n")
    _gpu_usage(out, wu.gpu_type, wu.gpu_usage, wu.gpu_ram)
    out.append("</workunit>\n")


def _result(out: list[str], r: Result) -> None:
    out.append("<result>\n")
    out.append(_W_RESULT(r))
    if r.stderr_out:
        out.append(f"<stderr_out>\n{cdata(r.stderr_out)}\n</stderr_out>\n")
    out.append(_W_RESULT_TAIL(r))
    _file_refs(out, r.output_files)
    out.append("</result>\n")


def _active_task(out: list[str], task: ActiveTask) -> None:
    out.append("<active_task>\n")
    out.append(_W_TASK(task))
    out.append("</active_task>\n")


def render_client_state(state: ClientState, now: float) -> bytes:
    """The complete ``client_state.xml`` document for ``state`` at time ``now``."""
    out: list[str] = ["<client_state>\n", "<host_info>\n"]
    write_fields(out, state.host_info, schema.HOST_INFO)
    if state.coprocs:  # BOINC keeps the GPU types in host_info, without the request's amounts
        out.append(coprocs_xml(state.coprocs))
    out.append("</host_info>\n<time_stats>\n")
    ts = state.time_stats
    write_fields(out, ts, schema.TIME_STATS)
    uptime = now - ts.client_start_time if ts.client_start_time > 0 else 0.0
    out.append(f"    <previous_uptime>{fmt_float(uptime)}</previous_uptime>\n")
    out.append(f"    <last_update>{fmt_float(ts.last_update)}</last_update>\n</time_stats>\n")
    out.append("<net_stats>\n")
    write_fields(out, state.net_stats.up, schema.NET_UP)
    write_fields(out, state.net_stats.down, schema.NET_DOWN)
    out.append("</net_stats>\n")

    apps: dict[ProjectUrl, list[App]] = defaultdict(list)
    files: dict[ProjectUrl, list[FileInfo]] = defaultdict(list)
    versions: dict[ProjectUrl, list[AppVersion]] = defaultdict(list)
    workunits: dict[ProjectUrl, list[Workunit]] = defaultdict(list)
    results: dict[ProjectUrl, list[Result]] = defaultdict(list)
    for app in state.apps.values():
        apps[app.project_url].append(app)
    for fi in state.file_infos.values():
        files[fi.project_url].append(fi)
    for av in state.app_versions:
        versions[av.project_url].append(av)
    for wu in state.workunits.values():
        workunits[wu.project_url].append(wu)
    for r in state.results.values():
        results[r.project_url].append(r)

    for url, project in state.projects.items():
        _project(out, project)
        for app in apps.pop(url, ()):
            out.append("<app>\n")
            out.append(_W_APP(app))
            out.append("</app>\n")
        for fi in files.pop(url, ()):
            _file(out, fi)
        for av in versions.pop(url, ()):
            _app_version(out, av)
        for wu in workunits.pop(url, ()):
            _workunit(out, wu)
        for r in results.pop(url, ()):
            _result(out, r)
    orphans = sum(len(v) for group in (apps, files, versions, workunits, results) for v in group.values())
    if orphans:
        log.warning("state file: %d items belong to no attached project and were not written", orphans)

    out.append("<active_task_set>\n")
    for task in state.active_tasks.values():
        if task.project_url in state.projects:
            _active_task(out, task)
    out.append("</active_task_set>\n")
    major, minor, release = state.core_client_version
    out.append(
        f"<platform_name>{esc(state.platform)}</platform_name>\n"
        f"<core_client_major_version>{major}</core_client_major_version>\n"
        f"<core_client_minor_version>{minor}</core_client_minor_version>\n"
        f"<core_client_release>{release}</core_client_release>\n"
    )
    _modes(out, state.modes, now)
    out.append("</client_state>\n")
    return "".join(out).encode("utf-8")


def _modes(out: list[str], modes: UserModes, now: float) -> None:
    """The volunteer's modes as BOINC saves them (permanent and previous), then a temporary
    mode still in force with its end time, in tags of our own that BOINC's client skips."""
    run, gpu, net = modes.run, modes.gpu, modes.network
    out.append(
        f"<user_run_request>{int(run.perm)}</user_run_request>\n"
        f"<user_run_prev_request>{int(run.prev)}</user_run_prev_request>\n"
        f"<user_gpu_request>{int(gpu.perm)}</user_gpu_request>\n"
        f"<user_gpu_prev_request>{int(gpu.prev)}</user_gpu_prev_request>\n"
        f"<user_network_request>{int(net.perm)}</user_network_request>\n"
    )
    for name, setting in (("run", run), ("gpu", gpu), ("network", net)):
        if setting.temp is not None and setting.until > now:
            out.append(f"<user_{name}_temp_request>{int(setting.temp)}</user_{name}_temp_request>\n"
                       f"<user_{name}_temp_until>{fmt_float(setting.until)}</user_{name}_temp_until>\n")
