"""The host's blocks of a scheduler request, shared with the account-manager request.

BOINC's client writes the same ``<working_global_preferences>``, ``<time_stats>``,
``<net_stats>`` and ``<host_info>`` in its scheduler requests and in its
``<acct_mgr_request>``; both documents build them here so they cannot drift apart.
Reads the ``ClientState`` and ``RequestExtras``; writes nothing.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields
from xml.sax.saxutils import escape

from core.ids import ResultName
from core.state import ClientState

# Characters XML 1.0 cannot carry at all; a job's stderr may contain any byte.
XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@dataclass(frozen=True, slots=True)
class RequestExtras:
    """What a request carries that the state does not hold.

    Every field has a harmless default, so ``RequestExtras()`` gives a request a
    real server accepts.
    """

    global_prefs_xml: str | None = None  # the prefs file's <global_preferences> text, sent verbatim
    project_prefs_xml: str | None = None  # <project_preferences> from the account file, verbatim
    rpc_seqno: int | None = None  # value to send; None = project.rpc_seqno
    estimated_delay_s: float = 0.0  # CPU busy time before a new job could start; 0: the request's own
    timezone_s: int = 0  # host offset from UTC, seconds
    net_bwup: float = 0.0  # bytes/s, with the averages below (net_stats)
    net_avg_up: float = 0.0
    net_avg_time_up: float = 0.0
    net_bwdown: float = 0.0
    net_avg_down: float = 0.0
    net_avg_time_down: float = 0.0
    previous_uptime_s: float = 0.0
    session_active_duration_s: float = 0.0
    allow_multiple_clients: bool = False
    state_file_missing: bool = False  # opaque hint for clone detection (sent as <client_opaque>)
    send_in_progress: bool = False  # after <send_full_workload/>: add <in_progress_results>
    time_remaining_s: dict[ResultName, float] | None = None  # for in_progress_results
    dont_use_docker: bool = False  # cc_config <dont_use_docker>: sent as <dont_use_docker/>
    no_disk_usage: bool = False  # cc_config <no_disk_usage>: the request carries no <disk_usage>


def f_real(x: float) -> str:
    """A real in the client's ``%f`` form; non-finite values become 0."""
    return f"{x:f}" if math.isfinite(x) else "0.000000"


def xml_text(text: str) -> str:
    return escape(XML_INVALID.sub("", text))



def working_prefs_xml(state: ClientState, extras: RequestExtras) -> str:
    if extras.global_prefs_xml is not None:
        text = extras.global_prefs_xml.strip()
    else:
        lines = ["<global_preferences>"]
        for f in fields(state.prefs):
            value = getattr(state.prefs, f.name)
            if isinstance(value, bool):
                lines.append(f"   <{f.name}>{int(value)}</{f.name}>")
            elif isinstance(value, float):
                lines.append(f"   <{f.name}>{f_real(value)}</{f.name}>")
            elif isinstance(value, int):
                lines.append(f"   <{f.name}>{value}</{f.name}>")
            else:
                lines.append(f"   <{f.name}>{xml_text(str(value))}</{f.name}>")
        lines.append("</global_preferences>")
        text = "\n".join(lines)
    return f"<working_global_preferences>\n{text}\n</working_global_preferences>\n"


def time_stats_xml(state: ClientState, now: float, extras: RequestExtras) -> str:
    ts = state.time_stats
    items = [
        ("on_frac", ts.on_frac),
        ("connected_frac", ts.connected_frac),
        ("cpu_and_network_available_frac", ts.cpu_and_network_available_frac),
        ("active_frac", ts.active_frac),
        ("gpu_active_frac", ts.gpu_active_frac),
        ("client_start_time", ts.client_start_time),
        ("total_start_time", ts.total_start_time),
        ("total_duration", ts.total_duration),
        ("total_active_duration", ts.total_active_duration),
        ("total_gpu_active_duration", ts.total_gpu_active_duration),
        ("now", now),
        ("previous_uptime", extras.previous_uptime_s),
        ("session_active_duration", extras.session_active_duration_s),
        ("session_gpu_active_duration", extras.session_active_duration_s),
    ]
    body = "".join(f"    <{k}>{f_real(v)}</{k}>\n" for k, v in items)
    return f"<time_stats>\n{body}</time_stats>\n"


def net_stats_xml(extras: RequestExtras) -> str:
    items = [
        ("bwup", extras.net_bwup),
        ("avg_up", extras.net_avg_up),
        ("avg_time_up", extras.net_avg_time_up),
        ("bwdown", extras.net_bwdown),
        ("avg_down", extras.net_avg_down),
        ("avg_time_down", extras.net_avg_time_down),
    ]
    body = "".join(f"    <{k}>{f_real(v)}</{k}>\n" for k, v in items)
    return f"<net_stats>\n{body}</net_stats>\n"


def host_info_xml(state: ClientState, extras: RequestExtras) -> str:
    h = state.host_info
    out = ["<host_info>\n", f"    <timezone>{extras.timezone_s}</timezone>\n"]
    out.append(f"    <domain_name>{xml_text(h.domain_name)}</domain_name>\n")
    out.append(f"    <ip_addr>{xml_text(h.ip_addr)}</ip_addr>\n")
    out.append(f"    <host_cpid>{xml_text(h.host_cpid)}</host_cpid>\n")
    out.append(f"    <p_ncpus>{h.p_ncpus}</p_ncpus>\n")
    out.append(f"    <p_vendor>{xml_text(h.p_vendor)}</p_vendor>\n")
    out.append(f"    <p_model>{xml_text(h.p_model)}</p_model>\n")
    out.append(f"    <p_features>{xml_text(h.p_features)}</p_features>\n")
    for k, v in (("p_fpops", h.p_fpops), ("p_iops", h.p_iops), ("p_membw", h.p_membw),
                 ("p_calculated", h.p_calculated)):
        out.append(f"    <{k}>{f_real(v)}</{k}>\n")
    out.append("    <p_vm_extensions_disabled>0</p_vm_extensions_disabled>\n")
    for k, v in (("m_nbytes", h.m_nbytes), ("m_cache", h.m_cache), ("m_swap", h.m_swap),
                 ("d_total", h.d_total), ("d_free", h.d_free)):
        out.append(f"    <{k}>{f_real(v)}</{k}>\n")
    out.append(f"    <os_name>{xml_text(h.os_name)}</os_name>\n")
    out.append(f"    <os_version>{xml_text(h.os_version)}</os_version>\n")
    out.append("    <n_usable_coprocs>0</n_usable_coprocs>\n")
    out.append("    <wsl_available>0</wsl_available>\n")
    # BOINC 8.2: Podman/Docker and compose, each only when found (types 1 Docker, 2 Podman).
    if h.docker_version:
        out.append(f"    <docker_version>{xml_text(h.docker_version)}</docker_version>\n")
        out.append(f"    <docker_type>{h.docker_type}</docker_type>\n")
    if h.docker_compose_version:
        out.append(f"    <docker_compose_version>{xml_text(h.docker_compose_version)}</docker_compose_version>\n")
        out.append(f"    <docker_compose_type>{h.docker_compose_type}</docker_compose_type>\n")
    out.append("</host_info>\n")
    return "".join(out)


