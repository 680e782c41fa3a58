"""The host's blocks of a scheduler request, shared with the account-manager request.

BOINC's client writes the same ``<working_global_preferences>``, ``<time_stats>``,
``<net_stats>`` and ``<host_info>`` in its scheduler requests and in its
``<acct_mgr_request>``; both documents build them here so they cannot drift apart.
Reads the ``ClientState`` and ``RequestExtras``; writes nothing.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from core.coprocs.coprocs_xml import usable_device_count
from core.coprocs.opencl_prop import opencl_cpu_xml
from core.errors import XmlInputError
from core.ids import ResultName
from core.persist.working_prefs import working_prefs_lines
from core.state import ClientState
from core.xml.hardened import parse_xml
from core.xml.text_escape import escape

# Characters XML 1.0 cannot carry at all; a job's stderr may contain any byte.
XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_PROLOG = re.compile(r"^\s*<\?xml[^>]*\?>")


@dataclass(frozen=True, slots=True)
class RequestExtras:
    """What a request carries that the state does not hold.

    Every field has a harmless default, so ``RequestExtras()`` gives a request a
    real server accepts.
    """

    global_prefs_xml: str | None = None  # the prefs file's <global_preferences> text, sent verbatim
    override_file_present: bool = False  # global_prefs_override.xml is in force (working prefs say so)
    rpc_seqno: int | None = None  # value to send; None = project.rpc_seqno
    estimated_delay_s: float = 0.0  # CPU busy time before a new job could start; 0: the request's own
    timezone_s: int = 0  # host offset from UTC, seconds
    # <net_stats> for a caller that gives net_stats_xml no state (the state's are measured).
    net_bwup: float = 0.0  # bytes/s, with the averages below
    net_avg_up: float = 0.0
    net_avg_time_up: float = 0.0
    net_bwdown: float = 0.0
    net_avg_down: float = 0.0
    net_avg_time_down: float = 0.0
    # Overrides of the state's time_stats figures when nonzero (the live client measures them).
    previous_uptime_s: float = 0.0
    session_active_duration_s: float = 0.0
    allow_multiple_clients: bool = False
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
    """``<working_global_preferences>``: the preferences in force (file plus override).

    Always the full set, written from ``state.prefs``: a server reads the values the
    client works by, not the file (which ``global_prefs_file_xml`` sends as it is).
    """
    lines = working_prefs_lines(state.prefs, extras.override_file_present)
    text = "\n".join(lines)
    return f"<working_global_preferences>\n{text}\n</working_global_preferences>\n"


def global_prefs_file_xml(state: ClientState, extras: RequestExtras, *, scheduler: bool = True) -> str:
    """The prefs file's ``<global_preferences>``, verbatim, after the working prefs.

    BOINC 7.20 copies global_prefs.xml into both requests when it exists; a scheduler
    request leaves it out when the prefs are host-specific (the server must not
    spread one host's settings to the account). "" when there is nothing to send.
    """
    text = _PROLOG.sub("", XML_INVALID.sub("", extras.global_prefs_xml or "")).strip()
    if not text or (scheduler and state.prefs.host_specific):
        return ""
    # Only a whole, well-formed document goes in: anything else would break the request around it.
    try:
        root = parse_xml(text.encode("utf-8"), source="global_prefs.xml")
    except XmlInputError:
        return ""
    if root.tag != "global_preferences" or not text.endswith("</global_preferences>"):
        return ""
    return text + "\n"


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
        ("previous_uptime", extras.previous_uptime_s or ts.previous_uptime),
        ("session_active_duration", extras.session_active_duration_s or ts.session_active_duration),
        ("session_gpu_active_duration", extras.session_active_duration_s or ts.session_gpu_active_duration),
    ]
    body = "".join(f"    <{k}>{f_real(v)}</{k}>\n" for k, v in items)
    return f"<time_stats>\n{body}</time_stats>\n"


def net_stats_xml(extras: RequestExtras, state: ClientState | None = None) -> str:
    """``<net_stats>``: the state's measured figures when ``state`` is given, else ``extras``'."""
    if state is not None:
        up, down = state.net_stats.up, state.net_stats.down
        items = [
            ("bwup", up.max_rate), ("avg_up", up.avg_rate), ("avg_time_up", up.avg_time),
            ("bwdown", down.max_rate), ("avg_down", down.avg_rate), ("avg_time_down", down.avg_time),
        ]
    else:
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
    out.append(f"    <n_usable_coprocs>{usable_device_count(state.coprocs)}</n_usable_coprocs>\n")
    out.append("    <wsl_available>0</wsl_available>\n")
    # BOINC 8.2: Podman/Docker and compose, each only when found (types 1 Docker, 2 Podman).
    if h.docker_version:
        out.append(f"    <docker_version>{xml_text(h.docker_version)}</docker_version>\n")
        out.append(f"    <docker_type>{h.docker_type}</docker_type>\n")
    if h.docker_compose_version:
        out.append(f"    <docker_compose_version>{xml_text(h.docker_compose_version)}</docker_compose_version>\n")
        out.append(f"    <docker_compose_type>{h.docker_compose_type}</docker_compose_type>\n")
    # OpenCL's CPU devices are told apart from GPUs (a project may send OpenCL-on-CPU work).
    out.extend(opencl_cpu_xml(cpu) for cpu in state.opencl_cpus)
    out.append("</host_info>\n")
    return "".join(out)


