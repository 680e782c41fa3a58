"""Parse a ``<scheduler_reply>`` into plain data, tolerating what real servers send.

Real project servers write "BOINC XML": message text and project names go out
unescaped, database blobs are pasted verbatim, and text may precede the root
(reference/scheduler-rpc.md sections 7 and 10). ``parse_scheduler_reply``
therefore skips everything before ``<scheduler_reply>``, rejects a reply that
lacks ``</scheduler_reply>`` (the real client does too: a truncated reply must
not half-apply), and repairs stray ``&`` and ``<`` in text; anything still
malformed is refused with its line number (no lxml recover mode, which would
silently drop what it cannot read). It never expands entities and never touches the
network: the hardened parser refuses any entity declaration, and a DOCTYPE is
refused here before parsing.

Reads bytes; writes nothing. The returned ``ParsedReply`` holds state-model
objects whose ``project_url`` is empty; ``merge_reply`` fills it in and
validates names before anything reaches the state.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from lxml import etree

from core.coprocs.devices import canonical_type
from core.errors import SchedulerRpcError, XmlInputError
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.sched_rpc.affinity import UploadDirective
from core.state import App, AppVersion, FileInfo, FileRef, Result, Workunit
from core.xml.fields import number_or
from core.xml.hardened import parse_xml

NO_URL = ProjectUrl("")
_UPLOAD_MARK = "file_upload_handler"
# An "&" that does not start a character or entity reference.
_STRAY_AMP = re.compile(rb"&(?!(?:[A-Za-z_][\w.-]*|#[0-9]+|#x[0-9A-Fa-f]+);)")
# A "<" that cannot start markup.
_STRAY_LT = re.compile(rb"<(?![A-Za-z_/!?])")


@dataclass(frozen=True, slots=True)
class ReplyMessage:
    """A ``<message>``: text for the event log (priority "notice" = a user alert)."""

    body: str
    priority: str = "low"


@dataclass(slots=True)
class ParsedFile:
    """A ``<file_info>`` with the disk manager's per-file hints."""

    info: FileInfo
    exp_days: float | None = None  # keep this many days after arrival (None = default)


@dataclass(slots=True)
class ParsedReply:
    """Everything a scheduler reply says, as data; nothing is applied yet."""

    scheduler_version: int = 0
    hostid: int | None = None  # present = server created/switched the host: rpc_seqno resets to 0
    request_delay: float = 0.0  # seconds; no RPC before now + this
    next_rpc_delay: float = 0.0  # seconds; contact again at now + this (0 = none)
    project_is_down: bool = False
    project_name: str = ""
    master_url: str = ""
    scheduler_urls: list[str] = field(default_factory=list)  # rarely sent; kept if present
    userid: int = 0
    user_name: str = ""
    team_name: str = ""
    teamid: int = 0
    user_total_credit: float | None = None
    user_expavg_credit: float | None = None
    host_total_credit: float | None = None
    host_expavg_credit: float | None = None
    host_venue: str = ""
    email_hash: str = ""
    cross_project_id: str = ""
    external_cpid: str = ""
    messages: list[ReplyMessage] = field(default_factory=list)
    apps: list[App] = field(default_factory=list)
    app_versions: list[AppVersion] = field(default_factory=list)
    file_infos: list[ParsedFile] = field(default_factory=list)
    workunits: list[Workunit] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)
    result_acks: list[ResultName] = field(default_factory=list)
    result_aborts: list[ResultName] = field(default_factory=list)
    result_aborts_if_not_started: list[ResultName] = field(default_factory=list)
    delete_file_infos: list[FileName] = field(default_factory=list)
    upload_file_infos: list[UploadDirective] = field(default_factory=list)  # project-directed uploads
    chain_ends: list[ResultName] = field(default_factory=list)  # kept results the project no longer needs
    code_sign_key: str = ""
    code_sign_key_signature: str = ""
    global_preferences: str | None = None  # raw <global_preferences>...</global_preferences>
    project_preferences: str | None = None  # raw <project_preferences>...</project_preferences>
    gui_urls: str | None = None  # raw <gui_urls> block
    no_rsc_apps: list[str] = field(default_factory=list)  # resources with no apps ("CPU", ...)
    send_full_workload: bool = False
    dont_use_dcf: bool = False
    non_cpu_intensive: bool = False
    ended: bool = False
    # Disk data manager switches the project sends (disk-data-manager seed).
    deletion_policy_priority: bool = False
    deletion_policy_expire: bool = False
    delete_from_self: bool = False
    send_time_stats_log: int = 0
    send_job_log: int = 0
    auto_update: bool = False  # the server offered a client update
    newer_client_version: str = ""  # "M.m.r" a version notice or <auto_update> named ("" = none)
    not_sending_work: bool = False  # a message says the server sent no work
    rpc_too_recent: bool = False  # a message says the last RPC was too recent
    warnings: list[str] = field(default_factory=list)  # what the parser had to repair or skip


def _text(el: etree._Element | None) -> str:
    if el is None:
        return ""
    if len(el) == 0:  # the common leaf case, without walking a subtree
        return (el.text or "").strip()
    return "".join(el.itertext()).strip()


Kids = dict[str, etree._Element]


def _kids(el: etree._Element) -> Kids:
    """The last child of each tag, in one pass instead of a search per field.

    BOINC's parsers assign each element as they meet it, so a repeated scalar tag
    keeps its last value: stock ``create_work`` writes an empty ``<command_line>``
    and then the template's own.
    """
    out: Kids = {}
    for child in el:
        if isinstance(child.tag, str):
            out[child.tag] = child
    return out


def _child_text(kids: Kids, tag: str) -> str:
    return _text(kids.get(tag))


def _int(text: str, default: int = 0) -> int:
    value = number_or(text, float(default))
    return int(value) if abs(value) < 2**62 else default


def _flag(kids: Kids, tag: str) -> bool:
    child = kids.get(tag)
    return child is not None and _text(child) != "0"


def _file_ref(el: etree._Element) -> FileRef:
    k = _kids(el)
    return FileRef(
        file_name=FileName(_child_text(k, "file_name")),
        open_name=_child_text(k, "open_name"),
        main_program=_flag(k, "main_program"),
        copy_file=_flag(k, "copy_file"),
        optional=_flag(k, "optional"),
    )


def _file_info(el: etree._Element) -> ParsedFile:
    k = _kids(el)
    fi = FileInfo(NO_URL, FileName(_child_text(k, "name")))
    fi.nbytes = number_or(_child_text(k, "nbytes"))
    fi.max_nbytes = number_or(_child_text(k, "max_nbytes"))
    fi.md5_cksum = _child_text(k, "md5_cksum")
    fi.executable = _flag(k, "executable")
    fi.sticky = _flag(k, "sticky")
    fi.gzip_when_done = _flag(k, "gzip_when_done")
    fi.gzipped_nbytes = number_or(_child_text(k, "gzipped_nbytes"))
    fi.file_signature = _child_text(k, "file_signature")
    fi.xml_signature = _child_text(k, "xml_signature")
    lifetime = number_or(_child_text(k, "sticky_lifetime"))
    fi.sticky_expire_time = lifetime  # relative here; merge makes it absolute
    for child in el:
        tag, url = child.tag, _text(child)
        if not url:
            continue
        if tag == "url":
            (fi.upload_urls if _UPLOAD_MARK in url else fi.download_urls).append(url)
        elif tag == "download_url":
            fi.download_urls.append(url)
        elif tag == "upload_url":
            fi.upload_urls.append(url)
    gz = [_text(c) for c in el.findall("gzipped_url") if _text(c)]
    if gz:
        fi.download_urls = gz
        fi.download_gzipped = True
    fi.is_upload = bool(fi.upload_urls)
    priority = k.get("priority")
    if priority is not None:
        fi.priority = min(max(_int(_text(priority), 1), 1), 5)
    exp = k.get("exp_days")
    exp_days = number_or(_text(exp), -1.0) if exp is not None else None
    return ParsedFile(fi, exp_days if exp_days is None or exp_days >= 0 else None)


def gpu_usage_of(el: etree._Element) -> tuple[str, float, float]:
    """(type, devices per job, GPU RAM) from an app version's or workunit's ``<coproc>``
    and ``<gpu_ram>``; ("", 0, 0) when it names none. ``CUDA`` is read as ``NVIDIA``; the
    last ``<coproc>`` wins, as BOINC's parser assigns each it meets."""
    rsc_type, usage = "", 0.0
    for cp in el.findall("coproc"):
        k = _kids(cp)
        name = _child_text(k, "type")
        count = number_or(_child_text(k, "count"))
        if name and count > 0 and math.isfinite(count):
            rsc_type, usage = canonical_type(name), count
    ram = number_or(_child_text(_kids(el), "gpu_ram"))
    return rsc_type, usage, ram if ram > 0 and math.isfinite(ram) else 0.0


def _app_version(el: etree._Element) -> AppVersion:
    k = _kids(el)
    av = AppVersion(NO_URL, AppName(_child_text(k, "app_name")), _int(_child_text(k, "version_num")))
    av.platform = _child_text(k, "platform")
    av.plan_class = _child_text(k, "plan_class")
    av.api_version = _child_text(k, "api_version")
    av.cmdline = _child_text(k, "cmdline")
    av.avg_ncpus = max(number_or(_child_text(k, "avg_ncpus"), 1.0), 0.0) or 1.0
    av.flops = max(number_or(_child_text(k, "flops")), 0.0)
    av.file_refs = [_file_ref(r) for r in el.findall("file_ref")]
    av.gpu_type, av.gpu_usage, av.gpu_ram = gpu_usage_of(el)
    return av


def _workunit(el: etree._Element) -> Workunit:
    k = _kids(el)
    wu = Workunit(NO_URL, WorkunitName(_child_text(k, "name")), AppName(_child_text(k, "app_name")))
    wu.version_num = _int(_child_text(k, "version_num"))
    wu.command_line = _child_text(k, "command_line")
    wu.sub_appname = _child_text(k, "sub_appname")
    for tag in ("rsc_fpops_est", "rsc_fpops_bound", "rsc_memory_bound", "rsc_disk_bound"):
        value = number_or(_child_text(k, tag), -1.0)
        if value > 0:
            setattr(wu, tag, value)
    wu.input_files = [_file_ref(r) for r in el.findall("file_ref")]
    # BOINC 8.2's per-workunit resource usage (a plan class chosen per job).
    wu.plan_class = _child_text(k, "plan_class")
    ncpus = number_or(_child_text(k, "avg_ncpus"))
    wu.avg_ncpus = ncpus if ncpus > 0 and math.isfinite(ncpus) else 0.0
    wu.gpu_type, wu.gpu_usage, wu.gpu_ram = gpu_usage_of(el)
    return wu


def _result(el: etree._Element) -> Result:
    k = _kids(el)
    r = Result(NO_URL, ResultName(_child_text(k, "name")), WorkunitName(_child_text(k, "wu_name")))
    r.report_deadline = number_or(_child_text(k, "report_deadline"))
    r.platform = _child_text(k, "platform")
    r.version_num = _int(_child_text(k, "version_num"))
    r.plan_class = _child_text(k, "plan_class")
    r.report_immediately = _flag(k, "report_immediately")
    r.has_successor = _flag(k, "has_successor")  # workunit affinity (sched_rpc.affinity)
    r.previous_resultid = max(_int(_child_text(k, "previous_resultid")), 0)
    r.previous_result_name = _child_text(k, "previous_result_name")
    r.output_files = [_file_ref(f) for f in el.findall("file_ref")]
    return r


def _names(el: etree._Element) -> list[str]:
    """``<result_ack><name>X</name></result_ack>`` (or bare text) -> [X]."""
    names = [_text(n) for n in el.findall("name")]
    if not names and _text(el):
        names = [_text(el)]
    return [n for n in names if n]


def _raw_block(text: str, tag: str) -> str | None:
    """The first ``<tag>...</tag>`` exactly as sent (prefs are stored verbatim)."""
    m = re.search(rf"<{tag}\b[^>]*>.*?</{tag}>", text, re.S)
    return m.group(0) if m else None


def _repair(body: bytes) -> bytes:
    return _STRAY_LT.sub(b"&lt;", _STRAY_AMP.sub(b"&amp;", body))


def _root(data: bytes, source: str, warnings: list[str]) -> tuple[etree._Element, bytes]:
    head = data[:4096].upper()
    if b"<!DOCTYPE" in head or b"<!ENTITY" in data:
        raise SchedulerRpcError(f"{source}: refused: the reply declares a DOCTYPE or entities")
    start = data.find(b"<scheduler_reply")
    end = data.rfind(b"</scheduler_reply>")
    if start < 0:
        raise SchedulerRpcError(f"{source}: not a scheduler reply (no <scheduler_reply>)")
    if end < start:
        raise SchedulerRpcError(f"{source}: reply truncated (no </scheduler_reply>)")
    body = data[start : end + len(b"</scheduler_reply>")]
    line_offset = data[:start].count(b"\n")
    try:
        return parse_xml(body, source=source), body
    except XmlInputError as first:
        first_error = first
    # Repair only what real servers are known to send (stray & and < in text).
    # lxml's recover mode would accept anything, silently dropping what it
    # cannot read; a reply is better refused (and retried after a backoff).
    repaired = _repair(body)
    try:
        root = parse_xml(repaired, source=source)
    except XmlInputError:
        pass
    else:
        warnings.append(f"repaired unescaped text ({first_error.args[0]})")
        return root, repaired
    line = first_error.line + line_offset if first_error.line else 0
    where = f", line {line}" if line else ""
    detail = str(first_error).split(": ", 1)[-1]  # drop the "source, line N" prefix: ours is exact
    raise SchedulerRpcError(f"{source}{where}: malformed scheduler reply: {detail}")


NEWER_VERSION_RE = re.compile(
    r"newer version of (?:the )?BOINC(?: client)?\D{0,80}?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?", re.IGNORECASE
)
"""A ``<message>`` announcing a newer client, in the wording of the demo project
(``A newer version of the BOINC client (8.4.0) can be downloaded from ...``)."""


def _version_text(major: str | None, minor: str | None, release: str | None) -> str:
    """``M.m.r`` from parts; "" unless major and minor are small numbers."""
    parts = [major or "", minor or "", release or "0"]
    if not all(x.isdigit() and len(x) <= 4 for x in parts):
        return ""
    return ".".join(str(int(x)) for x in parts)


_SIMPLE_STR = ("project_name", "master_url", "user_name", "team_name", "host_venue",
               "email_hash", "cross_project_id", "external_cpid")
_SIMPLE_FLOAT = ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit")


def parse_scheduler_reply(data: bytes, source: str) -> ParsedReply:
    """Parse reply bytes; raise ``SchedulerRpcError`` (with the line, if known) if unusable.

    ``source`` names the peer or file in messages. Pure: no I/O, no state.
    """
    reply = ParsedReply()
    root, body = _root(data, source, reply.warnings)
    if root.tag != "scheduler_reply":
        raise SchedulerRpcError(f"{source}: root element is <{root.tag}>, not <scheduler_reply>")
    for el in root:
        if not isinstance(el.tag, str):
            continue
        tag = el.tag
        if tag == "scheduler_version":
            reply.scheduler_version = _int(_text(el))
        elif tag == "hostid":
            reply.hostid = _int(_text(el))
        elif tag in ("request_delay", "next_rpc_delay"):
            setattr(reply, tag, max(number_or(_text(el)), 0.0))
        elif tag == "project_is_down":
            reply.project_is_down = _text(el) != "0"
        elif tag in _SIMPLE_STR:
            setattr(reply, tag, _text(el))
        elif tag in _SIMPLE_FLOAT:
            setattr(reply, tag, number_or(_text(el)))
        elif tag in ("userid", "teamid", "send_time_stats_log", "send_job_log"):
            setattr(reply, tag, _int(_text(el)))
        elif tag == "scheduler_url" or tag == "scheduler":
            if _text(el):
                reply.scheduler_urls.append(_text(el))
        elif tag == "message":
            msg = ReplyMessage(_text(el), str(el.get("priority") or "low"))
            reply.messages.append(msg)
            low = msg.body.lower()
            if "no work" in low or "not sending work" in low or "no tasks" in low:
                reply.not_sending_work = True
            if "too recent" in low:
                reply.rpc_too_recent = True
            found = NEWER_VERSION_RE.search(msg.body)
            if found:
                reply.newer_client_version = _version_text(found.group(1), found.group(2), found.group(3))
        elif tag == "app":
            k = _kids(el)
            reply.apps.append(App(NO_URL, AppName(_child_text(k, "name")),
                                  _child_text(k, "user_friendly_name"), _flag(k, "non_cpu_intensive")))
        elif tag == "file_info":
            reply.file_infos.append(_file_info(el))
        elif tag == "app_version":
            reply.app_versions.append(_app_version(el))
        elif tag == "workunit":
            reply.workunits.append(_workunit(el))
        elif tag == "result":
            reply.results.append(_result(el))
        elif tag == "result_ack":
            reply.result_acks.extend(ResultName(n) for n in _names(el))
        elif tag == "result_abort":
            reply.result_aborts.extend(ResultName(n) for n in _names(el))
        elif tag == "result_abort_if_not_started":
            reply.result_aborts_if_not_started.extend(ResultName(n) for n in _names(el))
        elif tag == "delete_file_info":
            reply.delete_file_infos.extend(FileName(n) for n in _names(el))
        elif tag == "upload_file_info":
            urls = tuple(_text(u) for u in el if u.tag in ("url", "upload_url") and _text(u))
            reply.upload_file_infos.extend(UploadDirective(FileName(n), urls) for n in _names(el))
        elif tag == "chain_end":
            reply.chain_ends.extend(ResultName(n) for n in _names(el))
        elif tag == "code_sign_key":
            reply.code_sign_key = _text(el)
        elif tag == "code_sign_key_signature":
            reply.code_sign_key_signature = _text(el)
        elif tag == "no_rsc_apps":
            reply.no_rsc_apps.append(_text(el))
        elif tag in ("no_cpu_apps", "no_cuda_apps", "no_ati_apps"):
            if _text(el) != "0":
                reply.no_rsc_apps.append({"no_cpu_apps": "CPU", "no_cuda_apps": "NVIDIA",
                                          "no_ati_apps": "ATI"}[tag])
        elif tag == "auto_update":
            # Only the version is read: this client never downloads itself (issue 9).
            reply.auto_update = True
            version = el.find("version")
            if version is not None:
                vk = _kids(version)
                reply.newer_client_version = _version_text(
                    _child_text(vk, "major"), _child_text(vk, "minor"), _child_text(vk, "release"))
        elif tag in ("send_full_workload", "dont_use_dcf", "non_cpu_intensive", "ended",
                     "deletion_policy_priority", "deletion_policy_expire", "delete_from_self"):
            setattr(reply, tag, _text(el) != "0")
    # Preference blobs are stored exactly as sent, so take them from the text.
    text = body.decode("utf-8", errors="replace")
    reply.global_preferences = _raw_block(text, "global_preferences")
    reply.project_preferences = _raw_block(text, "project_preferences")
    reply.gui_urls = _raw_block(text, "gui_urls")
    return reply
