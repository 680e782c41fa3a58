"""Build the ``<scheduler_request>`` document the real client sends.

``build_scheduler_request`` writes, in the real client's order and number
formats (reals as ``%f``, flags as 0/1), everything a project's scheduler reads
(reference/scheduler-rpc.md section 6): identity and version, the work request,
share fractions and DCF, the code-signing key, the working global preferences,
time and network statistics, host facts, disk usage (BOINC's three figures),
reported results, sticky files, the results offered
as predecessors (workunit affinity), the app versions held and every other
unfinished job.

Reads the ``ClientState`` (one project's fields, its results, file infos and
app versions, host info, time stats, prefs) plus a ``RequestExtras`` for what
the state does not hold. Writes nothing: the returned bytes are the request
(UTF-8, no ``<?xml?>`` line, as the real client sends it).
"""
from __future__ import annotations

from core.coprocs.coprocs_xml import coprocs_xml
from core.coprocs.devices import ResourceRequest
from core.disk.server import DiskRequestFigures
from core.ids import ProjectUrl, ResultName
from core.ports import SchedulerRequest
from core.sched_rpc.affinity import request_xml as results_with_successors
from core.sched_rpc.host_blocks import (
    XML_INVALID,
    RequestExtras,
    f_real as _f,
    global_prefs_file_xml,
    host_info_xml,
    net_stats_xml,
    time_stats_xml,
    working_prefs_xml,
    xml_text as _t,
)
from core.state import AppVersion, ClientState, Project, Result

MAX_STDERR_LEN = 64 * 1024
"""Longer stderr text is cut to its tail, as BOINC's MAX_STDERR_LEN does."""


def _cdata(text: str) -> str:
    text = XML_INVALID.sub("", text)
    if len(text) > MAX_STDERR_LEN:
        text = text[-MAX_STDERR_LEN:]
    # "]]>" would close the section early; split it across two sections.
    return "<![CDATA[\n" + text.replace("]]>", "]]]]><![CDATA[>") + "\n]]>\n"


def _share_fractions(state: ClientState, project: Project) -> tuple[float, float, float]:
    """resource_share_fraction, rrs_fraction, prrs_fraction."""
    share = project.resource_share
    total = state.total_resource_share()
    runnable = state.projects_with_runnable() | {project.master_url}
    rrs_total = state.total_resource_share(runnable)
    potential = {u for u, p in state.projects.items() if not p.suspended_via_gui and not p.ended}
    prrs_total = state.total_resource_share(potential | {project.master_url})

    def frac(total_share: float) -> float:
        return share / total_share if total_share > 0 else 1.0

    return frac(total), frac(rrs_total), frac(prrs_total)


def _disk_usage(project: Project, disk: DiskRequestFigures | None) -> str:
    if disk is None:
        return ""
    out = ["    <disk_usage>\n"]
    # Only BOINC's three tags: a stock scheduler (HOST::parse_disk_usage) logs every
    # other child as unrecognized, so the data manager's free-space figures stay home
    # and a server works out the room from the share, the usage and host_info/d_free.
    for k, v in (
        ("d_boinc_used_total", disk.d_boinc_used_total),
        ("d_boinc_used_project", disk.d_boinc_used_project),
        ("d_project_share", disk.d_project_share),
    ):
        out.append(f"        <{k}>{_f(v)}</{k}>\n")
    if project.deletion_policy_priority:
        out.append("        <deletion_policy_priority/>\n")
    if project.deletion_policy_expire:
        out.append("        <deletion_policy_expire/>\n")
    out.append("    </disk_usage>\n")
    return "".join(out)


def _reported_result(state: ClientState, r: Result) -> str:
    major, minor, release = state.core_client_version
    out = [
        "<result>\n",
        f"    <name>{_t(r.name)}</name>\n",
        f"    <final_cpu_time>{_f(r.final_cpu_time)}</final_cpu_time>\n",
        f"    <final_elapsed_time>{_f(r.final_elapsed_time)}</final_elapsed_time>\n",
        f"    <exit_status>{r.exit_status}</exit_status>\n",
        f"    <state>{int(r.state)}</state>\n",
        f"    <platform>{_t(r.platform or state.platform)}</platform>\n",
        f"    <version_num>{r.version_num}</version_num>\n",
    ]
    if r.plan_class:
        out.append(f"    <plan_class>{_t(r.plan_class)}</plan_class>\n")
    out.append(f"    <app_version_num>{r.version_num}</app_version_num>\n")
    out.append(f"<stderr_out>\n<core_client_version>{major}.{minor}.{release}</core_client_version>\n")
    if r.stderr_out:
        out.append(_cdata(r.stderr_out))
    out.append("</stderr_out>\n")
    for ref in r.output_files:
        fi = state.file_infos.get((r.project_url, ref.file_name))
        # Only outputs that reached the server (BOINC's RESULT::write): a job that never
        # ran (an app that failed verification) has none, and a 0-byte file_info would
        # tell the server of a file it never got.
        if fi is None or not fi.uploaded:
            continue
        out.append(f"<file_info>\n    <name>{_t(fi.name)}</name>\n")
        out.append(f"    <nbytes>{_f(fi.nbytes)}</nbytes>\n")
        out.append(f"    <max_nbytes>{_f(fi.max_nbytes)}</max_nbytes>\n")
        out.append(f"    <md5_cksum>{_t(fi.md5_cksum)}</md5_cksum>\n")
        if fi.sticky_expire_time:
            out.append(f"    <sticky_expire_time>{_f(fi.sticky_expire_time)}</sticky_expire_time>\n")
        for url in fi.upload_urls:
            out.append(f"    <upload_url>{_t(url)}</upload_url>\n")
        if fi.error_msg:
            out.append(f"    <error_msg>{_t(fi.error_msg)}</error_msg>\n")
        out.append("</file_info>\n")
    out.append("</result>\n")
    return "".join(out)


def _app_version(av: AppVersion) -> str:
    # BOINC's APP_VERSION::write order: the speed figures before the optional tags.
    out = [
        "<app_version>\n",
        f"    <app_name>{_t(av.app_name)}</app_name>\n",
        f"    <version_num>{av.version_num}</version_num>\n",
        f"    <platform>{_t(av.platform)}</platform>\n",
        f"    <avg_ncpus>{_f(av.avg_ncpus)}</avg_ncpus>\n",
        f"    <flops>{_f(av.flops)}</flops>\n",
    ]
    if av.plan_class:
        out.append(f"    <plan_class>{_t(av.plan_class)}</plan_class>\n")
    if av.api_version:
        out.append(f"    <api_version>{_t(av.api_version)}</api_version>\n")
    if av.cmdline:
        out.append(f"    <cmdline>{_t(av.cmdline)}</cmdline>\n")
    if av.gpu_type and av.gpu_usage > 0:  # the GPU a task of this version uses, as the server sent it
        out.append(f"    <coproc>\n        <type>{_t(av.gpu_type)}</type>\n        <count>{_f(av.gpu_usage)}</count>\n"
                   "    </coproc>\n")
    if av.gpu_ram > 0:
        out.append(f"    <gpu_ram>{_f(av.gpu_ram)}</gpu_ram>\n")
    out.append("</app_version>\n")
    return "".join(out)


def build_scheduler_request(
    state: ClientState,
    req: SchedulerRequest,
    now: float,
    *,
    disk: DiskRequestFigures | None,
    other: RequestExtras,
) -> bytes:
    """The request document for ``req.project`` at ``now`` (UTF-8 bytes).

    Engine thread only (reads the state). Raises ``KeyError`` if the project is
    not in the state. Reported results are those named in ``req.report`` that
    the state still holds, in that order.
    """
    url: ProjectUrl = req.project
    project = state.projects[url]
    major, minor, release = state.core_client_version
    seqno = project.rpc_seqno if other.rpc_seqno is None else other.rpc_seqno
    if project.hostid == 0:
        seqno = 0
    rsf, rrs, prrs = _share_fractions(state, project)
    dcf = 1.0 if project.dont_use_dcf else project.duration_correction_factor
    asks = req.work_req_seconds > 0 or req.req_instances > 0
    out: list[str] = ["<scheduler_request>\n"]

    def line(tag: str, value: str) -> None:
        out.append(f"    <{tag}>{value}</{tag}>\n")

    line("authenticator", _t(project.authenticator))
    line("hostid", str(project.hostid))
    line("rpc_seqno", str(max(seqno, 0)))
    line("core_client_major_version", str(major))
    line("core_client_minor_version", str(minor))
    line("core_client_release", str(release))
    line("resource_share_fraction", _f(rsf))
    line("rrs_fraction", _f(rrs))
    line("prrs_fraction", _f(prrs))
    line("duration_correction_factor", _f(dcf))
    line("allow_multiple_clients", str(int(other.allow_multiple_clients)))
    line("sandbox", "0")
    line("dont_send_work", str(int(project.dont_request_more_work)))
    if other.dont_use_docker:
        out.append("    <dont_use_docker/>\n")
    line("work_req_seconds", _f(req.work_req_seconds))
    line("cpu_req_secs", _f(req.work_req_seconds))
    line("cpu_req_instances", _f(req.req_instances))
    # The engine's rr_sim busy time (core.policy.rr_sim.busy_time_s) unless the caller gives one.
    line("estimated_delay", _f((other.estimated_delay_s or req.estimated_delay_s) if asks else 0.0))
    line("client_cap_plan_class", "1")
    line("platform_name", _t(state.platform))
    if project.code_sign_key:
        out.append(f"    <code_sign_key>\n{_t(project.code_sign_key.strip())}\n</code_sign_key>\n")
    out.append(working_prefs_xml(state, other))
    out.append(global_prefs_file_xml(state, other))
    out.append(f"<cross_project_id>{_t(project.cross_project_id)}</cross_project_id>\n")
    out.append(time_stats_xml(state, now, other))
    out.append(net_stats_xml(other, state))
    out.append(host_info_xml(state, other))
    if not other.no_disk_usage:
        out.append(_disk_usage(project, disk))
    if state.coprocs:
        # BOINC writes the block only when the host has a GPU type: each with what is asked of it.
        gpu_requests = {
            a.rsc_type: ResourceRequest(a.req_secs, a.req_instances, a.estimated_delay_s) for a in req.gpu_asks
        }
        out.append(coprocs_xml(state.coprocs, gpu_requests))

    reported: set[ResultName] = set()
    for name in req.report:
        result = state.results.get((url, name))
        if result is None or name in reported:
            continue
        reported.add(name)
        out.append(_reported_result(state, result))

    for fi in state.file_infos.values():
        if fi.project_url == url and fi.sticky and fi.present:
            out.append(
                f"<file_info>\n    <name>{_t(fi.name)}</name>\n"
                f"    <nbytes>{_f(fi.nbytes)}</nbytes>\n    <status>{fi.status}</status>\n</file_info>\n"
            )
    out.append(results_with_successors(state, url))

    versions = [av for av in state.app_versions if av.project_url == url]
    index = {(av.app_name, av.version_num, av.plan_class): i for i, av in enumerate(versions)}
    out.append("<app_versions>\n")
    out.extend(_app_version(av) for av in versions)
    out.append("</app_versions>\n")

    out.append("<other_results>\n")
    mine = [r for r in state.results.values() if r.project_url == url and not r.got_server_ack]
    for r in mine:
        if r.name in reported:
            continue
        wu = state.workunits.get((url, r.wu_name))
        av_index = index.get((wu.app_name, r.version_num, r.plan_class), -1) if wu else -1
        out.append(f"    <other_result>\n        <name>{_t(r.name)}</name>\n")
        out.append(f"        <app_version>{av_index}</app_version>\n")
        if r.plan_class:
            out.append(f"        <plan_class>{_t(r.plan_class)}</plan_class>\n")
        out.append("    </other_result>\n")
    out.append("</other_results>\n")

    if other.send_in_progress:
        remaining = other.time_remaining_s or {}
        out.append("<in_progress_results>\n")
        for r in mine:
            if r.is_finished:
                continue
            out.append(
                f"    <ip_result>\n        <name>{_t(r.name)}</name>\n"
                f"        <report_deadline>{_f(r.report_deadline)}</report_deadline>\n"
                f"        <time_remaining>{_f(remaining.get(r.name, 0.0))}</time_remaining>\n"
                "        <avg_ncpus>1.000000</avg_ncpus>\n    </ip_result>\n"
            )
        out.append("</in_progress_results>\n")
    out.append("</scheduler_request>\n")
    return "".join(out).encode("utf-8")
