"""Write a ``<scheduler_reply>`` the real BOINC client accepts (scheduler-rpc.md §7, §9).

The reply is built from plain values; every text is XML-escaped (the real
server pastes some unescaped, which is one of the pitfalls we do not copy).
Element order follows the real server's: project and account data, messages,
then apps, file_infos, app versions, workunits, results, acks and the key.
Chained jobs (workunit affinity) carry ``<has_successor/>``,
``<previous_resultid>`` and ``<previous_result_name>``; ``<chain_end>`` and
``<upload_file_info>`` follow the acks (docs/demo-project.md, "Affinity").

Reads and writes nothing but the returned text.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.xml.text_escape import escape

SCHEDULER_VERSION = 720


@dataclass(frozen=True, slots=True)
class AppFile:
    """One file of the app version as the reply describes it."""

    physical_name: str
    open_name: str
    url: str
    nbytes: int
    signature: str | None
    """BOINC signature text, or None to send the file unsigned."""
    main_program: bool


@dataclass(frozen=True, slots=True)
class InputFile:
    """A further input file of a job (a chain's predecessor output)."""

    name: str
    open_name: str
    url: str
    md5: str
    nbytes: int
    sticky: bool = False


@dataclass(frozen=True, slots=True)
class JobOut:
    """One job (workunit + result) sent to the host."""

    wu_name: str
    result_name: str
    command_line: str
    input_name: str
    input_open_name: str
    input_url: str
    input_md5: str
    input_nbytes: int
    output_name: str
    output_open_name: str
    upload_url: str
    max_output_bytes: int
    fpops_est: float
    fpops_bound: float
    memory_bound: float
    disk_bound: float
    report_deadline: float
    input_sticky: bool = False
    prev: InputFile | None = None
    """A chain successor's second input: the predecessor's output."""
    output_sticky: bool = False
    has_successor: bool = False
    previous_resultid: int = 0
    previous_result_name: str = ""
    plan_class: str = ""
    """A GPU job: the plan class of the GPU app version it runs with ("" = the CPU version)."""


@dataclass(frozen=True, slots=True)
class StickyFile:
    """A file the project stores on hosts, outside any workunit (project-directed storage)."""

    name: str
    url: str
    md5: str
    nbytes: int


@dataclass(frozen=True, slots=True)
class GpuVersion:
    """The app version for a GPU type: the same files, a plan class and ``<coproc>``."""

    plan_class: str
    rsc_type: str
    usage: float  # share of a device per job
    avg_ncpus: float
    flops: float
    cmdline: str = ""  # ``<cmdline>``: given to the app after the job's own arguments


@dataclass(slots=True)
class ReplyParts:
    """Everything a reply may say; the scheduler fills what applies."""

    master_url: str
    project_name: str
    request_delay_s: float = 0.0
    hostid: int | None = None
    userid: int = 0
    user_name: str = ""
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    user_create_time: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0
    host_create_time: float = 0.0
    messages: list[tuple[str, str]] = field(default_factory=list)
    """(priority, text): priority ``notice`` makes a user notice, ``low``/``high`` a log line."""
    app_name: str = ""
    app_friendly_name: str = ""
    version_num: int = 0
    platform: str = ""
    avg_ncpus: float = 1.0
    flops: float = 0.0
    api_version: str = ""
    app_files: list[AppFile] = field(default_factory=list)
    jobs: list[JobOut] = field(default_factory=list)
    report_immediately: bool = False
    acks: list[str] = field(default_factory=list)
    code_sign_key: str | None = None
    send_full_workload: bool = False
    sticky_files: list[StickyFile] = field(default_factory=list)
    """Sent as sticky ``<file_info>``s that no workunit names: the client downloads and keeps them."""
    delete_files: list[str] = field(default_factory=list)
    """Sent as ``<delete_file_info>``: the client clears the sticky flag and deletes the file."""
    chain_ends: list[str] = field(default_factory=list)
    """Sent as ``<chain_end>``: kept results whose successor will not come to this host."""
    upload_requests: list[tuple[str, str]] = field(default_factory=list)
    """(file name, upload URL), sent as ``<upload_file_info>``: the host sends that file back."""
    gpu_version: GpuVersion | None = None
    """Sent beside the CPU version when some job is a GPU job."""
    gui_urls: list[tuple[str, str, str]] = field(default_factory=list)
    """(name, description, URL): the project's web links, sent as ``<gui_urls>``."""


def _e(text: str) -> str:
    return escape(text)


def _f(x: float) -> str:
    return f"{x:.6f}"


def _app_part(p: ReplyParts, out: list[str]) -> None:
    out.append(f"<app>\n    <name>{_e(p.app_name)}</name>\n"
               f"    <user_friendly_name>{_e(p.app_friendly_name)}</user_friendly_name>\n</app>\n")
    for f in p.app_files:
        out.append(f"<file_info>\n    <name>{_e(f.physical_name)}</name>\n    <url>{_e(f.url)}</url>\n"
                   "    <executable/>\n")
        if f.signature is not None:
            out.append(f"    <file_signature>\n{f.signature.strip()}\n</file_signature>\n")
        out.append(f"    <nbytes>{f.nbytes}</nbytes>\n</file_info>\n")
    _version(p, out, None)
    if p.gpu_version is not None:
        _version(p, out, p.gpu_version)


def _version(p: ReplyParts, out: list[str], gpu: GpuVersion | None) -> None:
    ncpus, flops = (p.avg_ncpus, p.flops) if gpu is None else (gpu.avg_ncpus, gpu.flops)
    out.append(f"<app_version>\n    <app_name>{_e(p.app_name)}</app_name>\n"
               f"    <version_num>{p.version_num}</version_num>\n    <platform>{_e(p.platform)}</platform>\n"
               f"    <avg_ncpus>{_f(ncpus)}</avg_ncpus>\n    <flops>{_f(flops)}</flops>\n")
    if gpu is not None:
        out.append(f"    <plan_class>{_e(gpu.plan_class)}</plan_class>\n"
                   f"    <coproc>\n        <type>{_e(gpu.rsc_type)}</type>\n        <count>{_f(gpu.usage)}</count>\n"
                   "    </coproc>\n")
        if gpu.cmdline:
            out.append(f"    <cmdline>{_e(gpu.cmdline)}</cmdline>\n")
    if p.api_version:
        out.append(f"    <api_version>{_e(p.api_version)}</api_version>\n")
    for f in p.app_files:
        out.append(f"    <file_ref>\n        <file_name>{_e(f.physical_name)}</file_name>\n"
                   f"        <open_name>{_e(f.open_name)}</open_name>\n")
        if f.main_program:
            out.append("        <main_program/>\n")
        out.append("    </file_ref>\n")
    out.append("</app_version>\n")


def _input_info(name: str, url: str, md5: str, nbytes: int, sticky: bool) -> str:
    return (f"<file_info>\n    <name>{_e(name)}</name>\n    <url>{_e(url)}</url>\n"
            f"    <md5_cksum>{md5}</md5_cksum>\n    <nbytes>{nbytes}</nbytes>\n"
            + ("    <sticky/>\n" if sticky else "") + "</file_info>\n")


def _job_part(p: ReplyParts, j: JobOut, out: list[str]) -> None:
    out.append(_input_info(j.input_name, j.input_url, j.input_md5, j.input_nbytes, j.input_sticky))
    prev_ref = ""
    if j.prev is not None:
        out.append(_input_info(j.prev.name, j.prev.url, j.prev.md5, j.prev.nbytes, j.prev.sticky))
        prev_ref = (f"    <file_ref>\n        <file_name>{_e(j.prev.name)}</file_name>\n"
                    f"        <open_name>{_e(j.prev.open_name)}</open_name>\n        <copy_file/>\n    </file_ref>\n")
    chain = ("    <has_successor/>\n" if j.has_successor else "") + (
        f"    <previous_resultid>{j.previous_resultid}</previous_resultid>\n"
        f"    <previous_result_name>{_e(j.previous_result_name)}</previous_result_name>\n"
        if j.previous_result_name else "")
    out.append(
        f"<workunit>\n    <name>{_e(j.wu_name)}</name>\n    <app_name>{_e(p.app_name)}</app_name>\n"
        f"    <version_num>{p.version_num}</version_num>\n"
        f"    <command_line>{_e(j.command_line)}</command_line>\n"
        f"    <rsc_fpops_est>{_f(j.fpops_est)}</rsc_fpops_est>\n"
        f"    <rsc_fpops_bound>{_f(j.fpops_bound)}</rsc_fpops_bound>\n"
        f"    <rsc_memory_bound>{_f(j.memory_bound)}</rsc_memory_bound>\n"
        f"    <rsc_disk_bound>{_f(j.disk_bound)}</rsc_disk_bound>\n"
        f"    <file_ref>\n        <file_name>{_e(j.input_name)}</file_name>\n"
        f"        <open_name>{_e(j.input_open_name)}</open_name>\n        <copy_file/>\n    </file_ref>\n"
        + prev_ref
        + "</workunit>\n"
        f"<file_info>\n    <name>{_e(j.output_name)}</name>\n    <generated_locally/>\n    <upload_when_present/>\n"
        + ("    <sticky/>\n" if j.output_sticky else "")
        + f"    <max_nbytes>{j.max_output_bytes}</max_nbytes>\n    <url>{_e(j.upload_url)}</url>\n</file_info>\n"
        f"<result>\n    <name>{_e(j.result_name)}</name>\n    <wu_name>{_e(j.wu_name)}</wu_name>\n"
        f"    <platform>{_e(p.platform)}</platform>\n    <version_num>{p.version_num}</version_num>\n"
        f"    <plan_class>{_e(j.plan_class)}</plan_class>\n"
        f"    <report_deadline>{int(j.report_deadline)}</report_deadline>\n"
        + ("    <report_immediately/>\n" if p.report_immediately else "")
        + chain
        + f"    <file_ref>\n        <file_name>{_e(j.output_name)}</file_name>\n"
        f"        <open_name>{_e(j.output_open_name)}</open_name>\n        <copy_file/>\n    </file_ref>\n"
        "</result>\n"
    )


def build_reply(p: ReplyParts) -> bytes:
    """The reply document as UTF-8 bytes."""
    out = [
        "<scheduler_reply>\n",
        f"<scheduler_version>{SCHEDULER_VERSION}</scheduler_version>\n",
        f"<master_url>{_e(p.master_url)}</master_url>\n",
    ]
    if p.request_delay_s > 0:
        out.append(f"<request_delay>{_f(p.request_delay_s)}</request_delay>\n")
    out.append(f"<project_name>{_e(p.project_name)}</project_name>\n")
    if p.hostid is not None:
        out.append(f"<hostid>{p.hostid}</hostid>\n")
    if p.userid:
        out.append(
            f"<userid>{p.userid}</userid>\n<user_name>{_e(p.user_name)}</user_name>\n"
            f"<user_total_credit>{_f(p.user_total_credit)}</user_total_credit>\n"
            f"<user_expavg_credit>{_f(p.user_expavg_credit)}</user_expavg_credit>\n"
            f"<user_create_time>{int(p.user_create_time)}</user_create_time>\n"
            f"<host_total_credit>{_f(p.host_total_credit)}</host_total_credit>\n"
            f"<host_expavg_credit>{_f(p.host_expavg_credit)}</host_expavg_credit>\n"
            f"<host_venue></host_venue>\n<host_create_time>{int(p.host_create_time)}</host_create_time>\n"
        )
    for priority, text in p.messages:
        out.append(f'<message priority="{_e(priority)}">{_e(text)}</message>\n')
    if p.send_full_workload:
        out.append("<send_full_workload/>\n")
    if p.jobs:
        _app_part(p, out)
        for j in p.jobs:
            _job_part(p, j, out)
    for sf in p.sticky_files:
        out.append(f"<file_info>\n    <name>{_e(sf.name)}</name>\n    <url>{_e(sf.url)}</url>\n"
                   f"    <md5_cksum>{sf.md5}</md5_cksum>\n    <nbytes>{sf.nbytes}</nbytes>\n"
                   "    <sticky/>\n</file_info>\n")
    for name in p.delete_files:
        out.append(f"<delete_file_info>{_e(name)}</delete_file_info>\n")
    for name in p.acks:
        out.append(f"<result_ack>\n    <name>{_e(name)}</name>\n</result_ack>\n")
    for name in p.chain_ends:
        out.append(f"<chain_end>\n    <name>{_e(name)}</name>\n</chain_end>\n")
    for name, url in p.upload_requests:
        out.append(f"<upload_file_info>\n    <name>{_e(name)}</name>\n    <url>{_e(url)}</url>\n"
                   "</upload_file_info>\n")
    if p.gui_urls:
        out.append("<gui_urls>\n")
        for name, desc, url in p.gui_urls:
            out.append(f"<gui_url>\n    <name>{_e(name)}</name>\n    <description>{_e(desc)}</description>\n"
                       f"    <url>{_e(url)}</url>\n</gui_url>\n")
        out.append("</gui_urls>\n")
    if p.code_sign_key is not None:
        out.append(f"<code_sign_key>\n{p.code_sign_key.strip()}\n</code_sign_key>\n")
    out.append("</scheduler_reply>\n")
    return "".join(out).encode("utf-8")


def error_reply(master_url: str, project_name: str, message: str, request_delay_s: float) -> bytes:
    """A well-formed reply that only carries a notice and a delay (bad or refused request)."""
    return build_reply(ReplyParts(master_url=master_url, project_name=project_name,
                                  request_delay_s=request_delay_s, messages=[("notice", message)]))
