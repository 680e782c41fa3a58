"""XML writers for GUI RPC reply records, laid out as BOINC 7.20 writes them.

The reference client library (boinccmd, BOINC Manager) reads several replies
line by line before handing a record to its tag parser, so every element goes
on its own line, record openers stand alone, floats are ``%f`` and text is raw
UTF-8 with ``&``, ``<`` and ``>`` escaped (boinctui feeds replies to expat, so
they must be well-formed too). Field sets, order and indentation follow the
captured replies in ../shared/fixtures/boinc-7.20/guirpc/.

Reads only snapshot data (``core.guirpc.backend``, ``core.state``); writes
strings. Each function appends lines to a list ``out`` so large replies are
joined once.
"""
from __future__ import annotations

import math

from core.coprocs.coprocs_xml import coprocs_xml, usable_device_count
from core.exec.status import scheduler_wait_reason
from core.guirpc.backend import CcStatus, FileTransfer, GuiRpcSnapshot, Message, ModeState, Notice, TaskExtras
from core.persist.paths import escape_url
from core.persist.working_prefs import working_prefs_lines
from core.state.app import App, AppVersion, FileRef
from core.state.client_state import ClientState
from core.state.host import HostInfo
from core.state.prefs import GlobalPrefs
from core.state.project import Project
from core.state.task import ActiveTask
from core.state.work import Result, Workunit
from core.xml.text_escape import escape_gui_rpc

esc = escape_gui_rpc  # what the reply writers call it (render.esc)


def f6(value: float) -> str:
    """C's ``%f``; non-finite numbers become 0 so the C++ parsers never choke."""
    return f"{value:f}" if math.isfinite(value) else "0.000000"


def cdata(text: str) -> str:
    # A literal "]]>" would end the section early; split it across two sections.
    return "<![CDATA[\n" + text.replace("]]>", "]]]]><![CDATA[>") + "\n]]>"


def host_info(out: list[str], h: HostInfo, snap: GuiRpcSnapshot) -> None:
    i = "    "
    coprocs = snap.state.coprocs
    out += [
        "<host_info>",
        f"{i}<timezone>{snap.timezone_s}</timezone>",
        f"{i}<domain_name>{esc(h.domain_name)}</domain_name>",
        f"{i}<ip_addr>{esc(h.ip_addr)}</ip_addr>",
        f"{i}<host_cpid>{esc(h.host_cpid)}</host_cpid>",
        f"{i}<p_ncpus>{h.p_ncpus}</p_ncpus>",
        f"{i}<p_vendor>{esc(h.p_vendor)}</p_vendor>",
        f"{i}<p_model>{esc(h.p_model)}</p_model>",
        f"{i}<p_features>{esc(h.p_features)}</p_features>",
        f"{i}<p_fpops>{f6(h.p_fpops)}</p_fpops>",
        f"{i}<p_iops>{f6(h.p_iops)}</p_iops>",
        f"{i}<p_membw>{f6(h.p_membw)}</p_membw>",
        f"{i}<p_calculated>{f6(h.p_calculated)}</p_calculated>",
        f"{i}<p_vm_extensions_disabled>0</p_vm_extensions_disabled>",
        f"{i}<m_nbytes>{f6(h.m_nbytes)}</m_nbytes>",
        f"{i}<m_cache>{f6(h.m_cache)}</m_cache>",
        f"{i}<m_swap>{f6(h.m_swap)}</m_swap>",
        f"{i}<d_total>{f6(h.d_total)}</d_total>",
        f"{i}<d_free>{f6(h.d_free)}</d_free>",
        f"{i}<os_name>{esc(h.os_name)}</os_name>",
        f"{i}<os_version>{esc(h.os_version)}</os_version>",
        f"{i}<n_usable_coprocs>{usable_device_count(coprocs)}</n_usable_coprocs>",
        f"{i}<wsl_available>0</wsl_available>",
    ]
    # BOINC 8.2 writes the same Podman/Docker lines here as in scheduler requests.
    if h.docker_version:
        out += [f"{i}<docker_version>{esc(h.docker_version)}</docker_version>",
                f"{i}<docker_type>{h.docker_type}</docker_type>"]
    if h.docker_compose_version:
        out += [f"{i}<docker_compose_version>{esc(h.docker_compose_version)}</docker_compose_version>",
                f"{i}<docker_compose_type>{h.docker_compose_type}</docker_compose_type>"]
    # The GPU types as BOINC's client writes them here (and in client_state.xml), without
    # a scheduler request's amounts; an empty block on a host without any.
    out += [coprocs_xml(coprocs).rstrip("\n") if coprocs else f"{i}<coprocs>\n{i}</coprocs>", "</host_info>"]


def net_stats(out: list[str], state: ClientState | None = None) -> None:
    """The measured ``<net_stats>`` (zeros without a state)."""
    up = state.net_stats.up if state is not None else None
    down = state.net_stats.down if state is not None else None
    values = [
        ("bwup", up.max_rate if up else 0.0), ("avg_up", up.avg_rate if up else 0.0),
        ("avg_time_up", up.avg_time if up else 0.0), ("bwdown", down.max_rate if down else 0.0),
        ("avg_down", down.avg_rate if down else 0.0), ("avg_time_down", down.avg_time if down else 0.0),
    ]
    out.append("<net_stats>")
    out += [f"    <{k}>{f6(v)}</{k}>" for k, v in values]
    out.append("</net_stats>")


def time_stats(out: list[str], state: ClientState, now: float) -> None:
    t = state.time_stats
    values = [
        ("on_frac", t.on_frac), ("connected_frac", t.connected_frac),
        ("cpu_and_network_available_frac", t.cpu_and_network_available_frac),
        ("active_frac", t.active_frac), ("gpu_active_frac", t.gpu_active_frac),
        ("client_start_time", t.client_start_time), ("total_start_time", t.total_start_time),
        ("total_duration", t.total_duration), ("total_active_duration", t.total_active_duration),
        ("total_gpu_active_duration", t.total_gpu_active_duration), ("now", now),
        ("previous_uptime", t.previous_uptime), ("session_active_duration", t.session_active_duration),
        ("session_gpu_active_duration", t.session_gpu_active_duration),
    ]
    out.append("<time_stats>")
    out += [f"    <{k}>{f6(v)}</{k}>" for k, v in values]
    out.append("</time_stats>")


def project(out: list[str], p: Project, snap: GuiRpcSnapshot) -> None:
    i = "    "
    out += [
        "<project>",
        f"{i}<master_url>{esc(p.master_url)}</master_url>",
        f"{i}<project_name>{esc(p.project_name)}</project_name>",
        f"{i}<symstore></symstore>",
        f"{i}<user_name>{esc(p.user_name)}</user_name>",
        f"{i}<team_name>{esc(p.team_name)}</team_name>",
        f"{i}<host_venue></host_venue>",
        f"{i}<email_hash></email_hash>",
        f"{i}<cross_project_id>{esc(p.cross_project_id)}</cross_project_id>",
        f"{i}<external_cpid>{esc(p.external_cpid)}</external_cpid>",
        f"{i}<cpid_time>0.000000</cpid_time>",
        f"{i}<user_total_credit>{f6(p.user_total_credit)}</user_total_credit>",
        f"{i}<user_expavg_credit>{f6(p.user_expavg_credit)}</user_expavg_credit>",
        f"{i}<user_create_time>0.000000</user_create_time>",
        f"{i}<rpc_seqno>{p.rpc_seqno}</rpc_seqno>",
        f"{i}<userid>{p.userid}</userid>",
        f"{i}<teamid>{p.teamid}</teamid>",
        f"{i}<hostid>{p.hostid}</hostid>",
        f"{i}<host_total_credit>{f6(p.host_total_credit)}</host_total_credit>",
        f"{i}<host_expavg_credit>{f6(p.host_expavg_credit)}</host_expavg_credit>",
        f"{i}<host_create_time>0.000000</host_create_time>",
        f"{i}<nrpc_failures>{p.nrpc_failures}</nrpc_failures>",
        f"{i}<master_fetch_failures>{p.master_fetch_failures}</master_fetch_failures>",
        f"{i}<min_rpc_time>{f6(p.min_rpc_time)}</min_rpc_time>",
        f"{i}<next_rpc_time>{f6(p.next_rpc_time)}</next_rpc_time>",
        f"{i}<rec>{f6(p.rec)}</rec>",
        f"{i}<rec_time>{f6(p.rec_time)}</rec_time>",
        f"{i}<resource_share>{f6(p.resource_share)}</resource_share>",
        f"{i}<disk_usage>{f6(p.disk_usage)}</disk_usage>",
        f"{i}<disk_share>0.000000</disk_share>",
        f"{i}<desired_disk_usage>0.000000</desired_disk_usage>",
        f"{i}<duration_correction_factor>{f6(p.duration_correction_factor)}</duration_correction_factor>",
        f"{i}<sched_rpc_pending>{int(p.sched_rpc_pending)}</sched_rpc_pending>",
        f"{i}<send_time_stats_log>0</send_time_stats_log>",
        f"{i}<send_job_log>0</send_job_log>",
        f"{i}<njobs_success>{p.njobs_success}</njobs_success>",
        f"{i}<njobs_error>{p.njobs_error}</njobs_error>",
        f"{i}<elapsed_time>{f6(p.elapsed_time)}</elapsed_time>",
        f"{i}<last_rpc_time>{f6(p.last_rpc_time)}</last_rpc_time>",
    ]
    for flag, on in (
        ("master_url_fetch_pending", p.master_url_fetch_pending),
        ("dont_use_dcf", p.dont_use_dcf),
        ("non_cpu_intensive", p.non_cpu_intensive),
        ("suspended_via_gui", p.suspended_via_gui),
        ("dont_request_more_work", p.dont_request_more_work),
        ("detach_when_done", p.detach_when_done),
        ("ended", p.ended),
        ("attached_via_acct_mgr", p.attached_via_acct_mgr),
    ):
        if on:
            out.append(f"{i}<{flag}/>")
    for tag, value in (("rsc_backoff_time", p.rsc_backoff_time), ("rsc_backoff_interval", p.rsc_backoff_interval)):
        out += [f"{i}<{tag}>", f"{i}{i}<name>CPU</name>", f"{i}{i}<value>{f6(value)}</value>", f"{i}</{tag}>"]
    out += [
        f"{i}<sched_priority>0.000000</sched_priority>",
        f"{i}<project_files_downloaded_time>0.000000</project_files_downloaded_time>",
        f"{i}<project_dir>{esc(_project_dir(snap.data_dir, p.master_url))}</project_dir>",
        "</project>",
    ]


def _project_dir(data_dir: str, url: str) -> str:
    name = escape_url(url)
    return f"{data_dir.rstrip('/')}/projects/{name}" if data_dir else f"projects/{name}"


def _file_ref(out: list[str], ref: FileRef) -> None:
    i = "    "
    out += [f"{i}<file_ref>", f"{i}{i}<file_name>{esc(ref.file_name)}</file_name>"]
    if ref.open_name:
        out.append(f"{i}{i}<open_name>{esc(ref.open_name)}</open_name>")
    for flag, on in (("main_program", ref.main_program), ("copy_file", ref.copy_file), ("optional", ref.optional)):
        if on:
            out.append(f"{i}{i}<{flag}/>")
    out.append(f"{i}</file_ref>")


def app(out: list[str], a: App) -> None:
    out += [
        "<app>",
        f"    <name>{esc(a.name)}</name>",
        f"    <user_friendly_name>{esc(a.user_friendly_name)}</user_friendly_name>",
        f"    <non_cpu_intensive>{int(a.non_cpu_intensive)}</non_cpu_intensive>",
        "</app>",
    ]


def app_version(out: list[str], av: AppVersion, host_p_fpops: float) -> None:
    i = "    "
    out += [
        "<app_version>",
        f"{i}<app_name>{esc(av.app_name)}</app_name>",
        f"{i}<version_num>{av.version_num}</version_num>",
        f"{i}<platform>{esc(av.platform)}</platform>",
    ]
    if av.plan_class:
        out.append(f"{i}<plan_class>{esc(av.plan_class)}</plan_class>")
    if av.api_version:
        out.append(f"{i}<api_version>{esc(av.api_version)}</api_version>")
    if av.cmdline:
        out.append(f"{i}<cmdline>{esc(av.cmdline)}</cmdline>")
    out += [
        f"{i}<avg_ncpus>{f6(av.avg_ncpus)}</avg_ncpus>",
        f"{i}<flops>{f6(av.effective_flops(host_p_fpops))}</flops>",
    ]
    for ref in av.file_refs:
        _file_ref(out, ref)
    out.append("</app_version>")


def workunit(out: list[str], wu: Workunit) -> None:
    i = "    "
    out += [
        "<workunit>",
        f"{i}<name>{esc(wu.name)}</name>",
        f"{i}<app_name>{esc(wu.app_name)}</app_name>",
        f"{i}<version_num>{wu.version_num}</version_num>",
        f"{i}<rsc_fpops_est>{f6(wu.rsc_fpops_est)}</rsc_fpops_est>",
        f"{i}<rsc_fpops_bound>{f6(wu.rsc_fpops_bound)}</rsc_fpops_bound>",
        f"{i}<rsc_memory_bound>{f6(wu.rsc_memory_bound)}</rsc_memory_bound>",
        f"{i}<rsc_disk_bound>{f6(wu.rsc_disk_bound)}</rsc_disk_bound>",
    ]
    if wu.command_line:
        out += [f"{i}<command_line>", esc(wu.command_line), f"{i}</command_line>"]
    for ref in wu.input_files:
        _file_ref(out, ref)
    if wu.sub_appname:
        out.append(f"{i}<sub_appname>{esc(wu.sub_appname)}</sub_appname>")
    out.append("</workunit>")


def _estimated_remaining(state: ClientState, r: Result, at: ActiveTask | None, extras: TaskExtras | None) -> float:
    if extras is not None and extras.estimated_remaining_s >= 0:
        return extras.estimated_remaining_s
    if r.is_finished:
        return 0.0
    wu = state.workunits.get((r.project_url, r.wu_name))
    if wu is None:
        return 0.0
    av = state.app_version_of(r)
    flops = av.effective_flops(state.host_info.p_fpops) if av else max(state.host_info.p_fpops, 1.0)
    proj = state.projects.get(r.project_url)
    dcf = proj.duration_correction_factor if proj else 1.0
    static = wu.rsc_fpops_est / flops * dcf
    if at is None:
        return static
    fd = min(max(at.fraction_done, 0.0), 1.0)
    if fd > 0:
        dynamic = at.elapsed_time / fd
        static = fd * dynamic + (1 - fd) * static  # BOINC blends by fraction done
    return max(static - at.elapsed_time, 0.0)


def result(out: list[str], r: Result, state: ClientState, extras: TaskExtras | None, now: float) -> None:
    """``RESULT::write_gui``; ``now`` decides whether a temporary exit still postpones the task."""
    i = "    "
    at = state.active_tasks.get(r.key)
    proj = state.projects.get(r.project_url)
    out += [
        "<result>",
        f"{i}<name>{esc(r.name)}</name>",
        f"{i}<wu_name>{esc(r.wu_name)}</wu_name>",
        f"{i}<platform>{esc(r.platform)}</platform>",
        f"{i}<version_num>{r.version_num}</version_num>",
        f"{i}<plan_class>{esc(r.plan_class)}</plan_class>",
        f"{i}<project_url>{esc(r.project_url)}</project_url>",
        f"{i}<final_cpu_time>{f6(r.final_cpu_time)}</final_cpu_time>",
        f"{i}<final_elapsed_time>{f6(r.final_elapsed_time)}</final_elapsed_time>",
        f"{i}<exit_status>{r.exit_status}</exit_status>",
        f"{i}<state>{int(r.state)}</state>",
        f"{i}<report_deadline>{f6(r.report_deadline)}</report_deadline>",
        f"{i}<received_time>{f6(r.received_time)}</received_time>",
        f"{i}<estimated_cpu_time_remaining>{f6(_estimated_remaining(state, r, at, extras))}"
        "</estimated_cpu_time_remaining>",
    ]
    if r.got_server_ack:
        out.append(f"{i}<got_server_ack/>")
    if r.ready_to_report:
        out.append(f"{i}<ready_to_report/>")
    if r.completed_time:
        out.append(f"{i}<completed_time>{f6(r.completed_time)}</completed_time>")
    if r.suspended_via_gui:
        out.append(f"{i}<suspended_via_gui/>")
    if proj is not None and proj.suspended_via_gui:
        out.append(f"{i}<project_suspended_via_gui/>")
    if r.report_immediately:
        out.append(f"{i}<report_immediately/>")
    if extras is not None and extras.edf_scheduled:
        out.append(f"{i}<edf_scheduled/>")
    if extras is not None and extras.coproc_missing:
        out.append(f"{i}<coproc_missing/>")
    wait = scheduler_wait_reason(r, now)
    if wait is not None:
        out.append(f"{i}<scheduler_wait/>")
        if wait:
            out.append(f"{i}<scheduler_wait_reason>{esc(wait)}</scheduler_wait_reason>")
    if at is not None:
        active_task(out, at, extras)
    if extras is not None and extras.resources:
        out.append(f"{i}<resources>{esc(extras.resources)}</resources>")
    out.append("</result>")


def active_task(out: list[str], at: ActiveTask, extras: TaskExtras | None) -> None:
    i = "    "
    pid = extras.pid if extras else 0
    rate = extras.progress_rate if extras else 0.0
    out += [
        "<active_task>",
        f"{i}<active_task_state>{int(at.task_state)}</active_task_state>",
        f"{i}<app_version_num>{at.app_version_num}</app_version_num>",
        f"{i}<slot>{at.slot}</slot>",
        f"{i}<pid>{pid}</pid>",
        f"{i}<scheduler_state>{int(at.scheduler_state)}</scheduler_state>",
        f"{i}<checkpoint_cpu_time>{f6(at.checkpoint_cpu_time)}</checkpoint_cpu_time>",
        f"{i}<fraction_done>{f6(at.fraction_done)}</fraction_done>",
        f"{i}<current_cpu_time>{f6(at.current_cpu_time)}</current_cpu_time>",
        f"{i}<elapsed_time>{f6(at.elapsed_time)}</elapsed_time>",
        f"{i}<swap_size>{f6(at.swap_size)}</swap_size>",
    ]
    # BOINC 8 adds virtual_size; written once measured, so a 7.x reader's line layout
    # (the captured 7.20 replies) is kept for a task not measured yet.
    if at.virtual_size > 0:
        out.append(f"{i}<virtual_size>{f6(at.virtual_size)}</virtual_size>")
    out += [
        f"{i}<working_set_size>{f6(at.working_set_size)}</working_set_size>",
        f"{i}<working_set_size_smoothed>{f6(at.working_set_size_smoothed)}</working_set_size_smoothed>",
        f"{i}<page_fault_rate>0.000000</page_fault_rate>",
    ]
    if at.want_network:
        out.append("   <want_network/>")  # BOINC 8: the app asked for the network
    out += [
        f"{i}<bytes_sent>0.000000</bytes_sent>",
        f"{i}<bytes_received>0.000000</bytes_received>",
        f"   <progress_rate>{f6(rate)}</progress_rate>",
        "</active_task>",
    ]


def file_transfer(out: list[str], t: FileTransfer) -> None:
    i = "    "
    out += [
        "<file_transfer>",
        f"{i}<project_url>{esc(t.project_url)}</project_url>",
        f"{i}<project_name>{esc(t.project_name)}</project_name>",
        f"{i}<name>{esc(t.name)}</name>",
        f"{i}<nbytes>{f6(t.nbytes)}</nbytes>",
        f"{i}<max_nbytes>{f6(t.max_nbytes)}</max_nbytes>",
        f"{i}<status>{t.status}</status>",
        f"{i}<persistent_file_xfer>",
        f"{i}{i}<num_retries>{t.num_retries}</num_retries>",
        f"{i}{i}<first_request_time>{f6(t.first_request_time)}</first_request_time>",
        f"{i}{i}<next_request_time>{f6(t.next_request_time)}</next_request_time>",
        f"{i}{i}<time_so_far>{f6(t.time_so_far)}</time_so_far>",
        f"{i}{i}<last_bytes_xferred>{f6(t.last_bytes_xferred)}</last_bytes_xferred>",
        f"{i}{i}<is_upload>{int(t.is_upload)}</is_upload>",
        f"{i}</persistent_file_xfer>",
    ]
    if t.active:
        out += [
            f"{i}<file_xfer>",
            f"{i}{i}<estimated_xfer_time_remaining>{f6(t.estimated_xfer_time_remaining)}</estimated_xfer_time_remaining>",
            f"{i}{i}<bytes_xferred>{f6(t.bytes_xferred)}</bytes_xferred>",
            f"{i}{i}<file_offset>{f6(t.file_offset)}</file_offset>",
            f"{i}{i}<xfer_speed>{f6(t.xfer_speed)}</xfer_speed>",
            f"{i}{i}<url>{esc(t.url)}</url>",
            f"{i}</file_xfer>",
        ]
    if t.project_backoff > 0:
        out.append(f"{i}<project_backoff>{f6(t.project_backoff)}</project_backoff>")
    out.append("</file_transfer>")


def message(out: list[str], m: Message, translatable: bool) -> None:
    body = m.body if translatable else m.body.replace('_("', "").replace('")', "")
    out += [
        "<msg>",
        f" <project>{esc(m.project_name)}</project>",
        f" <pri>{2 if m.priority == 4 else m.priority}</pri>",
        f" <seqno>{m.seqno}</seqno>",
        f" <body>{cdata(body)}</body>",
        f" <time>{m.time}</time>",
        "</msg>",
    ]


def notice(out: list[str], n: Notice) -> None:
    i = "   "
    out += [
        "<notice>",
        f"{i}<title>{esc(n.title)}</title>",
        f"{i}<description>{cdata(n.description)}</description>",
        f"{i}<create_time>{f6(n.create_time)}</create_time>",
        f"{i}<arrival_time>{f6(n.arrival_time)}</arrival_time>",
        f"{i}<is_private>{int(n.is_private)}</is_private>",
        f"{i}<project_name>{esc(n.project_name)}</project_name>",
        f"{i}<category>{esc(n.category)}</category>",
        f"{i}<link>{cdata(n.link) if n.link else ''}</link>",
        f"{i}<seqno>{n.seqno}</seqno>",
        "</notice>",
    ]


def _mode_lines(out: list[str], prefix: str, m: ModeState) -> None:
    i = "   "
    out += [
        f"{i}<{prefix}_suspend_reason>{m.suspend_reason}</{prefix}_suspend_reason>",
        f"{i}<{prefix}_mode>{int(m.mode)}</{prefix}_mode>",
        f"{i}<{prefix}_mode_perm>{int(m.perm_mode)}</{prefix}_mode_perm>",
        f"{i}<{prefix}_mode_delay>{f6(m.delay_s)}</{prefix}_mode_delay>",
    ]
    if m.suspend_text:  # our extension; BOINC's own managers skip the element
        out.append(f"{i}<{prefix}_suspend_text>{esc(m.suspend_text)}</{prefix}_suspend_text>")


def cc_status(out: list[str], s: CcStatus) -> None:
    i = "   "
    out += ["<cc_status>", f"{i}<network_status>{s.network_status}</network_status>",
            f"{i}<ams_password_error>{int(s.ams_password_error)}</ams_password_error>"]
    _mode_lines(out, "task", s.task)
    _mode_lines(out, "gpu", s.gpu)
    _mode_lines(out, "network", s.network)
    out += [
        f"{i}<disallow_attach>{int(s.disallow_attach)}</disallow_attach>",
        f"{i}<simple_gui_only>{int(s.simple_gui_only)}</simple_gui_only>",
        f"{i}<max_event_log_lines>{s.max_event_log_lines}</max_event_log_lines>",
        "</cc_status>",
    ]


def global_prefs(out: list[str], prefs: GlobalPrefs, override_present: bool) -> None:
    """The working preferences in full form (GLOBAL_PREFS::write order of 7.20), as requests carry them."""
    out += working_prefs_lines(prefs, override_present)
