"""Parse a ``<scheduler_request>`` as the demo project's scheduler needs it.

Tolerant of both the real BOINC client's requests and ours: unknown elements are
ignored, numbers that do not parse (or are NaN/inf) fall back to defaults, and
the request's own order does not matter. The body goes through the hardened
parser; a body that is not well-formed is retried in recovery mode only when it
is complete (a job's stderr may carry bytes XML forbids, and refusing such a
report would strand the result on the client forever).

Disk figures: clients send ``<disk_usage>`` (d_boinc_used_total,
d_boinc_used_project, d_project_share) and ``host_info/d_free``, nothing more (a
stock scheduler calls anything else in ``<disk_usage>`` unrecognized). All three
free-space figures of the server's passes are the room the project has: its
share minus its usage (or the host's free space if no share is given), capped by
the host's free space.

``<other_results>`` names the results the host still holds; the scheduler resends
the ones it believes are on the host but that are missing (BOINC's
``resend_lost_results``).

Workunit affinity: ``<results_with_successors>`` lists the finished results
whose sticky files the host still holds (``kept_results``); the top-level
``<file_info>`` elements name the sticky files it holds (``sticky_files``).

Reads: the request bytes. Writes nothing. Raises ``XmlInputError``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from lxml import etree

from core.disk.server import DiskRequestFigures
from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.state.work import QueuedJob
from core.xml.fields import number_or
from core.xml.hardened import parse_xml

SOURCE = "scheduler request"


@dataclass(frozen=True, slots=True)
class ReportedResult:
    """One completed job in the request."""

    name: str
    state: int
    """Client result state: 5 = files uploaded (success), 3 compute error, 1 download error, ..."""
    exit_status: int
    final_cpu_time: float
    final_elapsed_time: float
    uploaded: tuple[str, ...]
    """Names of the output files the client lists as uploaded."""


@dataclass(frozen=True, slots=True)
class GpuRequest:
    """One GPU type of the host, as the request's ``<coprocs>`` tells it."""

    rsc_type: str
    count: int
    have_opencl: bool
    req_secs: float
    req_instances: float


@dataclass(frozen=True, slots=True)
class SchedRequest:
    """The parts of a scheduler request the demo scheduler uses."""

    authenticator: str
    hostid: int
    rpc_seqno: int
    platform_name: str
    client_version: str
    work_req_seconds: float
    cpu_req_secs: float
    cpu_req_instances: float
    dont_send_work: bool
    code_sign_key: str | None
    """Trimmed key text, None when the client holds none."""
    host_cpid: str
    p_ncpus: int
    p_fpops: float
    availability: float
    """on_frac × active_frac from time_stats (1 if absent)."""
    disk: DiskRequestFigures
    results: tuple[ReportedResult, ...]
    in_progress: tuple[QueuedJob, ...] | None
    """The host's workload (``in_progress_results``), None when the request has none."""
    kept_results: tuple[str, ...] = ()
    """Results offered as predecessors (``<results_with_successors>``)."""
    sticky_files: tuple[str, ...] = ()
    """Names of the sticky files the host holds (top-level ``<file_info>``)."""
    other_results: tuple[str, ...] | None = None
    """The results the host holds and does not report now (``<other_results>``); None when
    the request has no such list (then nothing can be judged lost)."""
    estimated_delay_s: float | None = None
    """``<estimated_delay>``: CPU busy time before a new job could start; None when absent."""
    dcf: float = 1.0
    """The project's ``<duration_correction_factor>`` on the host (run time / estimate)."""
    gpus: tuple[GpuRequest, ...] = ()
    """The host's GPU types (``<coprocs>``) with what is asked of each."""


def _text(el: etree._Element | None, tag: str) -> str:
    if el is None:
        return ""
    child = el.find(tag)
    if child is None:
        return ""
    return "".join(child.itertext()).strip()


def _float(el: etree._Element | None, tag: str, default: float = 0.0) -> float:
    return number_or(_text(el, tag), default)


def _int(el: etree._Element | None, tag: str, default: int = 0) -> int:
    text = _text(el, tag)
    try:
        return int(text)
    except ValueError:
        f = _float(el, tag, float(default))
        return int(f) if abs(f) < 2**62 else default


def _parse_root(body: bytes) -> etree._Element:
    try:
        root = parse_xml(body, source=SOURCE)
    except XmlInputError:
        stripped = body.rstrip()
        if not (stripped.startswith(b"<scheduler_request") and stripped.endswith(b"</scheduler_request>")):
            raise
        root = parse_xml(body, source=SOURCE, recover=True)
    if root.tag != "scheduler_request":
        raise XmlInputError(f"root element is <{root.tag}>, expected <scheduler_request>", source=SOURCE)
    return root


def _disk_figures(root: etree._Element, project: ProjectUrl) -> DiskRequestFigures:
    du = root.find("disk_usage")
    host_free = _float(root.find("host_info"), "d_free", 0.0)
    used_total = _float(du, "d_boinc_used_total")
    used_project = _float(du, "d_boinc_used_project")
    share = _float(du, "d_project_share")
    room = share - used_project if share > 0 else host_free
    if host_free > 0:
        room = min(room, host_free)
    free = max(room, 0.0)
    return DiskRequestFigures(project, used_total, used_project, share, free, free, free)


def _reported(el: etree._Element) -> ReportedResult:
    uploaded = tuple(n for n in (_text(fi, "name") for fi in el.findall("file_info")) if n)
    return ReportedResult(
        name=_text(el, "name"),
        state=_int(el, "state"),
        exit_status=_int(el, "exit_status"),
        final_cpu_time=max(0.0, _float(el, "final_cpu_time")),
        final_elapsed_time=max(0.0, _float(el, "final_elapsed_time")),
        uploaded=uploaded,
    )


def _workload(root: etree._Element) -> tuple[QueuedJob, ...] | None:
    ipr = root.find("in_progress_results")
    if ipr is None:
        return None
    jobs = []
    for ip in ipr.findall("ip_result"):
        name = _text(ip, "name")
        if name:
            jobs.append(QueuedJob(name, max(0.0, _float(ip, "time_remaining")),
                                  _float(ip, "report_deadline", math.inf), max(_float(ip, "avg_ncpus", 1.0), 0.01)))
    return tuple(jobs)


def _names(parent: etree._Element | None, tag: str, limit: int = 1000) -> tuple[str, ...]:
    """The ``<name>`` of each ``tag`` child (unique, non-empty, at most ``limit``)."""
    if parent is None:
        return ()
    found = (_text(el, "name") for el in parent.findall(tag))
    return tuple(dict.fromkeys(n for n in found if n and len(n) <= 255))[:limit]


MAX_OTHER_RESULTS = 100_000
"""More names than this and the list is taken as truncated (no resends): BOINC skips
resending when the client says its list was cut."""


def _other_results(el: etree._Element | None) -> tuple[str, ...] | None:
    if el is None:
        return None
    names = _names(el, "other_result", MAX_OTHER_RESULTS + 1)
    return None if len(names) > MAX_OTHER_RESULTS else names


_GPU_TAGS = {"coproc_cuda": "NVIDIA", "coproc_ati": "ATI", "coproc_intel_gpu": "intel_gpu",
             "coproc_apple_gpu": "apple_gpu"}


def _gpus(el: etree._Element | None) -> tuple[GpuRequest, ...]:
    """Each ``<coprocs>`` child: its type (by tag, or ``<type>`` for a generic one) and the request."""
    if el is None:
        return ()
    out = []
    for child in el:
        if not isinstance(child.tag, str):
            continue
        rsc_type = _GPU_TAGS.get(child.tag) or (_text(child, "type") if child.tag == "coproc" else "")
        if not rsc_type:
            continue
        # A vendor's block says <have_opencl>; a generic <coproc> (another vendor, or a type
        # declared in cc_config.xml) only carries <coproc_opencl> when it has OpenCL.
        have_opencl = _int(child, "have_opencl") != 0 or child.find("coproc_opencl") is not None
        out.append(GpuRequest(rsc_type, max(0, _int(child, "count")), have_opencl,
                              max(0.0, _float(child, "req_secs")), max(0.0, _float(child, "req_instances"))))
    return tuple(out[:8])


def parse_request(body: bytes, project: ProjectUrl) -> SchedRequest:
    """Parse a request body; raise ``XmlInputError`` if it is not a usable request."""
    root = _parse_root(body)
    host = root.find("host_info")
    ts = root.find("time_stats")
    on_frac = _float(ts, "on_frac", 1.0)
    active_frac = _float(ts, "active_frac", 1.0)
    availability = on_frac * active_frac if on_frac > 0 and active_frac > 0 else 1.0
    key = _text(root, "code_sign_key")
    version = ".".join(_text(root, t) or "0" for t in (
        "core_client_major_version", "core_client_minor_version", "core_client_release"))
    work_req = max(0.0, _float(root, "work_req_seconds"))
    cpu_secs_el = root.find("cpu_req_secs")
    return SchedRequest(
        authenticator=_text(root, "authenticator"),
        hostid=max(0, _int(root, "hostid")),
        rpc_seqno=max(0, _int(root, "rpc_seqno")),
        platform_name=_text(root, "platform_name"),
        client_version=version,
        work_req_seconds=work_req,
        cpu_req_secs=max(0.0, _float(root, "cpu_req_secs")) if cpu_secs_el is not None else work_req,
        cpu_req_instances=max(0.0, _float(root, "cpu_req_instances")),
        dont_send_work=_int(root, "dont_send_work") != 0,
        code_sign_key=key or None,
        host_cpid=_text(host, "host_cpid")[:64],
        p_ncpus=max(1, min(_int(host, "p_ncpus", 1), 4096)),
        p_fpops=_float(host, "p_fpops", 1e9) if _float(host, "p_fpops", 1e9) > 0 else 1e9,
        availability=min(1.0, availability),
        disk=_disk_figures(root, project),
        results=tuple(r for r in (_reported(el) for el in root.findall("result")) if r.name),
        in_progress=_workload(root),
        kept_results=_names(root.find("results_with_successors"), "result_with_successor"),
        sticky_files=_names(root, "file_info"),
        other_results=_other_results(root.find("other_results")),
        estimated_delay_s=_delay(root),
        dcf=_dcf(root),
        gpus=_gpus(root.find("coprocs")),
    )


def _delay(root: etree._Element) -> float | None:
    if root.find("estimated_delay") is None:
        return None
    value = _float(root, "estimated_delay", -1.0)
    return value if 0.0 <= value < 1e9 else None


def _dcf(root: etree._Element) -> float:
    value = _float(root, "duration_correction_factor", 1.0)
    return value if 0.01 <= value <= 100.0 else 1.0
