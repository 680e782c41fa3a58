"""Typed records a GUI RPC client reads from any BOINC client, and their parsers.

Parsers take elements from ``core.xml.hardened`` and are tolerant the way
gui-rpc.md section 11 asks: unknown elements are ignored, flags are accepted as
``<x/>`` or ``<x>1</x>``, missing numbers read as 0, and both 7.x and 8.x
field sets work (e.g. 7.20's ``page_fault_rate``, 8.x's ``virtual_size``).
Nothing here does I/O.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, TypeVar

from core.coprocs.coprocs_xml import parse_coprocs
from core.coprocs.devices import Coproc
from core.xml.fields import last_child, number_or

Element = Any  # lxml.etree._Element; lxml ships no stubs for the strict config


def text(el: Element | None, tag: str, default: str = "") -> str:
    if el is None:
        return default
    child = None
    for child in el.iterchildren(tag):  # noqa: B007 -- the loop leaves the last child in it (last wins)
        pass  # the last of a repeated element wins, as in BOINC's own client library
    if child is None:
        return default
    return "".join(child.itertext()).strip()


def num(el: Element | None, tag: str, default: float = 0.0) -> float:
    return number_or(text(el, tag), default)


def integer(el: Element | None, tag: str, default: int = 0) -> int:
    return int(num(el, tag, float(default)))


def flag(el: Element | None, tag: str) -> bool:
    if el is None:
        return False
    child = last_child(el, tag)  # the last of a repeated element wins, as in BOINC
    if child is None:
        return False
    raw = "".join(child.itertext()).strip()
    return raw == "" or (raw.lstrip("-").isdigit() and int(raw) != 0)


T = TypeVar("T")
_NO_TAGS: Mapping[str, str] = {}
# A field's reader by its annotation (a string: annotations are not evaluated here).
_READERS: dict[str, Callable[[Element | None, str, Any], Any]] = {
    "str": text, "float": num, "int": integer, "bool": lambda el, tag, _default: flag(el, tag),
}


_Plan = tuple[tuple[str, str, Callable[[Element | None, str, Any], Any], Any], ...]
_PLANS: dict[tuple[type, tuple[tuple[str, str], ...]], _Plan] = {}
_ZERO: dict[str, Any] = {"str": "", "float": 0.0, "int": 0, "bool": False}


def _plan(cls: type, tags: tuple[tuple[str, str], ...]) -> _Plan:
    """(field, tag, reader, default) for each of ``cls``'s plain fields, worked out once per class."""
    plan = _PLANS.get((cls, tags))
    if plan is None:
        renamed = dict(tags)
        plan = tuple((f.name, renamed.get(f.name, f.name), _READERS[str(f.type)],
                      _ZERO[str(f.type)] if f.default is MISSING else f.default)
                     for f in fields(cls) if str(f.type) in _READERS)
        _PLANS[(cls, tags)] = plan
    return plan


def read_record(cls: type[T], e: Element | None, tags: Mapping[str, str] = _NO_TAGS, **given: Any) -> T:
    """The record ``cls`` with each plain field (str, float, int, bool) read from ``e``'s child of
    the field's name, or of the tag ``tags`` gives it, by the rules above; a missing child leaves
    the field's default. ``given`` fields are taken as they are (the parts that need more than one
    element)."""
    values = {name: read(e, tag, default) for name, tag, read, default in _plan(cls, tuple(tags.items()))
              if name not in given}
    make: Callable[..., T] = cls
    return make(**values, **given)


@dataclass(frozen=True, slots=True)
class ProjectInfo:
    master_url: str
    project_name: str = ""
    user_name: str = ""
    team_name: str = ""
    resource_share: float = 0.0
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0
    disk_usage: float = 0.0
    nrpc_failures: int = 0
    min_rpc_time: float = 0.0
    last_rpc_time: float = 0.0
    sched_rpc_pending: int = 0
    suspended_via_gui: bool = False
    dont_request_more_work: bool = False
    detach_when_done: bool = False
    ended: bool = False
    attached_via_acct_mgr: bool = False
    scheduler_rpc_in_progress: bool = False

    @classmethod
    def parse(cls, e: Element) -> ProjectInfo:
        return read_record(cls, e)


@dataclass(frozen=True, slots=True)
class ResultInfo:
    """A task; the ``active_task`` fields are 0 when it has no process slot."""

    name: str
    wu_name: str
    project_url: str
    state: int = 0
    version_num: int = 0
    plan_class: str = ""
    exit_status: int = 0
    report_deadline: float = 0.0
    received_time: float = 0.0
    estimated_cpu_time_remaining: float = 0.0
    final_cpu_time: float = 0.0
    final_elapsed_time: float = 0.0
    completed_time: float = 0.0
    got_server_ack: bool = False
    ready_to_report: bool = False
    suspended_via_gui: bool = False
    project_suspended_via_gui: bool = False
    coproc_missing: bool = False
    scheduler_wait: bool = False
    network_wait: bool = False
    resources: str = ""
    has_active_task: bool = False
    active_task_state: int = 0
    scheduler_state: int = 0
    slot: int = -1
    pid: int = 0
    fraction_done: float = 0.0
    current_cpu_time: float = 0.0
    elapsed_time: float = 0.0
    working_set_size: float = 0.0
    swap_size: float = 0.0
    too_large: bool = False
    want_network: bool = False
    scheduler_wait_reason: str = ""  # why a temporary exit postponed it (with scheduler_wait)
    # BOINC 8's active_task additions
    virtual_size: float = 0.0
    swap_too_large: bool = False
    needs_shmem: bool = False
    edf_scheduled: bool = False  # run first for its deadline ("Running, high priority")

    @classmethod
    def parse(cls, e: Element) -> ResultInfo:
        at = e.find("active_task")
        cpu = num(at, "current_cpu_time")
        elapsed = num(at, "elapsed_time")
        return cls(
            text(e, "name"), text(e, "wu_name"), text(e, "project_url"), integer(e, "state"),
            integer(e, "version_num"), text(e, "plan_class"), integer(e, "exit_status"),
            num(e, "report_deadline"), num(e, "received_time"), num(e, "estimated_cpu_time_remaining"),
            num(e, "final_cpu_time"), num(e, "final_elapsed_time"), num(e, "completed_time"),
            flag(e, "got_server_ack"), flag(e, "ready_to_report"), flag(e, "suspended_via_gui"),
            flag(e, "project_suspended_via_gui"), flag(e, "coproc_missing"), flag(e, "scheduler_wait"),
            flag(e, "network_wait"), text(e, "resources"), at is not None, integer(at, "active_task_state"),
            integer(at, "scheduler_state"), integer(at, "slot", -1), integer(at, "pid"),
            num(at, "fraction_done"), cpu,
            elapsed if elapsed or not cpu else cpu,  # old clients sent no elapsed time
            num(at, "working_set_size"), num(at, "swap_size"), flag(at, "too_large"), flag(at, "want_network"),
            text(e, "scheduler_wait_reason"), num(at, "virtual_size"), flag(at, "swap_too_large"),
            flag(at, "needs_shmem"), flag(e, "edf_scheduled"),
        )


@dataclass(frozen=True, slots=True)
class TransferInfo:
    project_url: str
    project_name: str
    name: str
    nbytes: float = 0.0
    status: int = 0
    is_upload: bool = False
    num_retries: int = 0
    next_request_time: float = 0.0
    time_so_far: float = 0.0
    bytes_xferred: float = 0.0
    xfer_speed: float = 0.0
    xfer_active: bool = False
    project_backoff: float = 0.0

    @classmethod
    def parse(cls, e: Element) -> TransferInfo:
        pfx = e.find("persistent_file_xfer")
        fx = e.find("file_xfer")
        return cls(
            text(e, "project_url"), text(e, "project_name"), text(e, "name"), num(e, "nbytes"),
            integer(e, "status"), flag(pfx, "is_upload") or flag(e, "generated_locally"),
            integer(pfx, "num_retries"), num(pfx, "next_request_time"), num(pfx, "time_so_far"),
            num(fx, "bytes_xferred") if fx is not None else num(pfx, "last_bytes_xferred"),
            num(fx, "xfer_speed"), fx is not None, num(e, "project_backoff"),
        )


@dataclass(frozen=True, slots=True)
class MessageInfo:
    seqno: int
    project: str
    priority: int
    body: str
    time: int

    @classmethod
    def parse(cls, e: Element) -> MessageInfo:
        return read_record(cls, e, {"priority": "pri"})


@dataclass(frozen=True, slots=True)
class NoticeInfo:
    seqno: int
    title: str
    description: str
    create_time: float
    project_name: str
    category: str
    link: str

    @classmethod
    def parse(cls, e: Element) -> NoticeInfo:
        return read_record(cls, e)


@dataclass(frozen=True, slots=True)
class CcStatusInfo:
    network_status: int = 0
    task_suspend_reason: int = 0
    task_mode: int = 0
    task_mode_perm: int = 0
    task_mode_delay: float = 0.0
    gpu_suspend_reason: int = 0
    gpu_mode: int = 0
    gpu_mode_perm: int = 0
    gpu_mode_delay: float = 0.0
    network_suspend_reason: int = 0
    network_mode: int = 0
    network_mode_perm: int = 0
    network_mode_delay: float = 0.0
    disallow_attach: bool = False
    simple_gui_only: bool = False
    max_event_log_lines: int = 2000
    task_suspend_text: str = ""  # our client's extension: the suspension in words ("" from BOINC's)
    network_suspend_text: str = ""
    gpu_suspend_text: str = ""

    @classmethod
    def parse(cls, e: Element) -> CcStatusInfo:
        return read_record(cls, e)


@dataclass(frozen=True, slots=True)
class HostInfoView:
    domain_name: str = ""
    p_ncpus: int = 0
    p_vendor: str = ""
    p_model: str = ""
    p_fpops: float = 0.0
    m_nbytes: float = 0.0
    d_total: float = 0.0
    d_free: float = 0.0
    os_name: str = ""
    os_version: str = ""
    timezone: int = 0
    docker_version: str = ""  # BOINC 8.2: Podman or Docker; type 1 Docker, 2 Podman
    docker_type: int = 0
    docker_compose_version: str = ""
    docker_compose_type: int = 0
    coprocs: tuple[Coproc, ...] = ()  # the GPU types, in BOINC's <coprocs> layout

    @classmethod
    def parse(cls, e: Element) -> HostInfoView:
        block = e.find("coprocs") if e is not None else None
        return read_record(cls, e, coprocs=tuple(parse_coprocs(block)) if block is not None else ())


@dataclass(frozen=True, slots=True)
class DiskUsageInfo:
    projects: dict[str, float] = field(default_factory=dict)
    d_total: float = 0.0
    d_free: float = 0.0
    d_boinc: float = 0.0
    d_allowed: float = 0.0

    @classmethod
    def parse(cls, e: Element) -> DiskUsageInfo:
        projects = {text(p, "master_url"): num(p, "disk_usage") for p in e.findall("project")}
        return read_record(cls, e, projects=projects)


@dataclass(frozen=True, slots=True)
class ClientStateInfo:
    """The parts of ``get_state`` the manager shows."""

    host: HostInfoView
    projects: list[ProjectInfo]
    results: list[ResultInfo]
    app_names: dict[tuple[str, str], str]  # (project_url, app name) -> user-friendly name
    platform: str = ""
    version: tuple[int, int, int] = (0, 0, 0)

    @classmethod
    def parse(cls, e: Element, results: bool = True) -> ClientStateInfo:
        """``results`` False leaves ``results`` empty (the heaviest part, for callers that poll them apart)."""
        projects: list[ProjectInfo] = []
        apps: dict[tuple[str, str], str] = {}
        for child in e:
            if child.tag == "project":
                projects.append(ProjectInfo.parse(child))
            elif child.tag == "app" and projects:  # apps belong to the preceding project
                apps[(projects[-1].master_url, text(child, "name"))] = text(child, "user_friendly_name")
        version = (integer(e, "core_client_major_version"), integer(e, "core_client_minor_version"),
                   integer(e, "core_client_release"))
        return cls(
            HostInfoView.parse(e.find("host_info")),
            projects,
            [ResultInfo.parse(r) for r in e.findall("result")] if results else [],
            apps,
            text(e, "platform_name"),
            version,
        )
