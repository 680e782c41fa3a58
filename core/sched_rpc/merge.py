"""Apply a parsed scheduler reply to the client state.

``merge_reply`` does what the real client's ``handle_scheduler_reply`` does
with a reply's contents, in its fixed order (reference/scheduler-rpc.md
section 7): project and account fields, the code-signing key (a new key must be
signed by the old one: code-signing.md section 4), apps, file infos,
``delete_file_info``, app versions, workunits, results, then aborts. Acks are
only listed: the engine forgets acknowledged results itself, except results
kept for a successor (workunit affinity, ``core.sched_rpc.affinity``): those are
marked acknowledged here and listed as ``kept``. Then ``<chain_end>`` releases
kept results and ``<upload_file_info>`` marks files to upload.

Every server-given name that will become a path (file, workunit and result
names) is checked; an unsafe one refuses that item, with a message, and
everything that refers to it; the rest of the reply is still applied. A reply
with ``<project_is_down/>`` applies nothing but its messages.

A new ``<hostid>`` replacing a held one (the server saw a stale rpc_seqno: a
copied state file) also gives the host a new cross-project id, as BOINC does.
A message announcing a newer client version (or an ``<auto_update>``) is not
logged per reply: ``newer_client_version`` says it once, and only when that
version is newer than ours; nothing is ever downloaded for it.

Reads and writes the ``ClientState`` (engine thread only). Does not start
downloads, kill tasks or write files: ``MergeOutcome`` (core/state/merged.py)
lists what the caller must do (new files to fetch, tasks to abort, files to
delete, messages to log).
The duration correction factor is never touched here.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol, TypeVar

from core.file_names import file_name_problem
from core.hashing import md5_hex
from core.ids import FileName, ProjectUrl
from core.sched_rpc import affinity
from core.sched_rpc.keysig import check_signature
from core.sched_rpc.reply import NEWER_VERSION_RE, ParsedReply
from core.state import AppVersion, ClientState, ResultState

# The outcome records live in core/state so that the reply the engine reads can carry them.
from core.state.merged import (
    MSG_INFO as MSG_INFO,
    MSG_INTERNAL_ERROR as MSG_INTERNAL_ERROR,
    MSG_USER_ALERT as MSG_USER_ALERT,
    LogMessage as LogMessage,
    MergeOutcome as MergeOutcome,
)

EXIT_ABORTED_BY_PROJECT = 202


class _Named(Protocol):
    @property
    def name(self) -> str: ...


_N = TypeVar("_N", bound=_Named)


def _well_named(items: Iterable[_N], what: str, url: ProjectUrl, out: MergeOutcome) -> Iterator[_N]:
    """The items whose names may name files here (``file_name_problem``); each other one is
    refused with a message saying why."""
    for item in items:
        reason = file_name_problem(item.name)
        if reason:
            out.refuse(url, f"{what} {item.name!r} refused: {reason}")
            continue
        yield item


def _check_key(state: ClientState, url: ProjectUrl, parsed: ParsedReply, out: MergeOutcome) -> None:
    project = state.projects[url]
    new = parsed.code_sign_key.strip()
    old = project.code_sign_key.strip()
    if not new or new == old:
        return
    if not old:
        project.code_sign_key = new  # trust on first use, as the real client does
        return
    if parsed.code_sign_key_signature and check_signature(new.encode(), parsed.code_sign_key_signature, old):
        project.code_sign_key = new
        out.messages.append(LogMessage(url, "Project's code-signing key changed (signed by the old key)", MSG_INFO))
        return
    out.refuse(url, "New code-signing key refused: it is not signed by the current key; keeping the current key")


def _merge_project(state: ClientState, url: ProjectUrl, parsed: ParsedReply, now: float,
                   out: MergeOutcome) -> None:
    project = state.projects[url]
    if parsed.project_name:
        project.project_name = parsed.project_name
    # Each reply says anew which resources have no apps (BOINC clears them before parsing).
    project.no_rsc_apps = list(dict.fromkeys(parsed.no_rsc_apps))
    if parsed.master_url and parsed.master_url.rstrip("/").lower() != url.rstrip("/").lower():
        out.messages.append(
            LogMessage(url, f"Scheduler reply names another master URL ({parsed.master_url}); ignored", MSG_USER_ALERT)
        )
    if parsed.hostid is not None and parsed.hostid > 0:
        if project.hostid and parsed.hostid != project.hostid:
            # We sent a host id with a seqno the server did not expect: the state file
            # was most likely copied from another computer, so this one gets its own
            # cross-project host id too (BOINC's generate_new_host_cpid).
            old_cpid = state.host_info.host_cpid
            seed = f"{old_cpid}|{url}|{project.hostid}|{parsed.hostid}|{now!r}"
            state.host_info.host_cpid = md5_hex(seed.encode())
            out.new_host_cpid = True
            out.messages.append(LogMessage(
                url, f"Computer ID changed from {project.hostid} to {parsed.hostid} (the project saw an "
                f"unexpected RPC sequence number); generated new computer cross-project ID "
                f"{state.host_info.host_cpid}", MSG_INFO))
        project.hostid = parsed.hostid
        project.rpc_seqno = 0
    for name in ("user_name", "team_name", "cross_project_id", "external_cpid"):
        value = getattr(parsed, name)
        if value:
            setattr(project, name, value)
    if parsed.userid:
        project.userid = parsed.userid
    if parsed.teamid:
        project.teamid = parsed.teamid
    for name in ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit"):
        value = getattr(parsed, name)
        if value is not None:
            setattr(project, name, value)
    if parsed.scheduler_urls:
        project.scheduler_urls = list(dict.fromkeys(parsed.scheduler_urls))
    # These project flags fall back to false when a reply omits them.
    for name in ("dont_use_dcf", "non_cpu_intensive", "ended", "deletion_policy_priority", "deletion_policy_expire",
                 "delete_from_self"):
        setattr(project, name, getattr(parsed, name))
    _check_key(state, url, parsed, out)
    out.global_prefs_xml = parsed.global_preferences
    out.project_prefs_xml = parsed.project_preferences
    out.gui_urls_xml = parsed.gui_urls


def _merge_files(state: ClientState, url: ProjectUrl, parsed: ParsedReply, now: float, out: MergeOutcome) -> None:
    for pf in parsed.file_infos:
        fi = pf.info
        reason = file_name_problem(fi.name)
        if reason:
            out.refuse(url, f"File {fi.name!r} refused: {reason}")
            continue
        key = (url, fi.name)
        held = state.file_infos.get(key)
        lifetime = fi.sticky_expire_time
        if held is not None:
            if fi.download_urls:
                held.download_urls = fi.download_urls
                held.download_gzipped = fi.download_gzipped
            if fi.upload_urls:
                held.upload_urls = fi.upload_urls
            if fi.file_signature:
                held.file_signature = fi.file_signature
            if fi.xml_signature:
                held.xml_signature = fi.xml_signature
            held.sticky = fi.sticky
            held.sticky_expire_time = now + lifetime if lifetime > 0 else 0.0
            continue
        fi.project_url = url
        fi.arrival_time = now
        fi.last_use_time = now
        fi.sticky_expire_time = now + lifetime if lifetime > 0 else 0.0
        if pf.exp_days is not None:
            fi.exp_time = now + pf.exp_days * 86400.0
        state.file_infos[key] = fi
        out.new_files.append(key)
    for name in parsed.delete_file_infos:
        held = state.file_infos.get((url, name))
        if held is not None:
            held.sticky = False
            out.files_to_delete.append(name)


def _missing_files(state: ClientState, url: ProjectUrl, names: list[FileName]) -> list[str]:
    return [n for n in names if (url, n) not in state.file_infos]


def _unusable(state: ClientState, url: ProjectUrl, label: str, app_name: str, files: list[FileName],
              files_words: str) -> str:
    """Why an app version or workunit cannot be kept: its app or one of its files is unknown ("" if usable)."""
    if (url, app_name) not in state.apps:
        return f"{label} refused: no app named {app_name!r}"
    missing = _missing_files(state, url, files)
    return f"{label} refused: unknown or refused {files_words} {missing}" if missing else ""


def _merge_app_versions(state: ClientState, url: ProjectUrl, parsed: ParsedReply, out: MergeOutcome) -> None:
    for av in parsed.app_versions:
        problem = _unusable(state, url, f"App version {av.app_name} {av.version_num}", av.app_name,
                            [r.file_name for r in av.file_refs], "files")
        if problem:
            out.refuse(url, problem)
            continue
        av.project_url = url
        av.platform = av.platform or state.platform
        held = _find_version(state, url, av.app_name, av.platform, av.version_num, av.plan_class)
        if held is not None:
            held.avg_ncpus = av.avg_ncpus
            held.flops = av.flops
            held.gpu_type, held.gpu_usage, held.gpu_ram = av.gpu_type, av.gpu_usage, av.gpu_ram
            continue
        for ref in av.file_refs:
            state.file_infos[(url, ref.file_name)].signature_required = True
        state.app_versions.append(av)


def _find_version(state: ClientState, url: ProjectUrl, app: str, platform: str, version: int,
                  plan_class: str) -> AppVersion | None:
    for av in state.app_versions:
        if (av.project_url == url and av.app_name == app and av.platform == platform
                and av.version_num == version and av.plan_class == plan_class):
            return av
    return None


def _newest_version(state: ClientState, url: ProjectUrl, app: str) -> AppVersion | None:
    best: AppVersion | None = None
    for av in state.app_versions:
        if av.project_url == url and av.app_name == app and av.platform == state.platform:
            if best is None or av.version_num > best.version_num:
                best = av
    return best


def _merge_work(state: ClientState, url: ProjectUrl, parsed: ParsedReply, now: float, out: MergeOutcome) -> None:
    for wu in _well_named(parsed.workunits, "Workunit", url, out):
        if (url, wu.name) in state.workunits:
            continue
        problem = _unusable(state, url, f"Workunit {wu.name}", wu.app_name, [r.file_name for r in wu.input_files],
                            "input files")
        if problem:
            out.refuse(url, problem)
            continue
        wu.project_url = url
        state.workunits[(url, wu.name)] = wu
        out.new_workunits.append(wu)
    for r in _well_named(parsed.results, "Task", url, out):
        held = state.results.get((url, r.name))
        if held is not None:
            if r.report_deadline > 0:
                held.report_deadline = r.report_deadline
            continue
        wu_held = state.workunits.get((url, r.wu_name))
        if wu_held is None:
            out.refuse(url, f"Task {r.name} refused: unknown workunit {r.wu_name!r}")
            continue
        wu = wu_held
        missing = _missing_files(state, url, [f.file_name for f in r.output_files])
        if missing:
            out.refuse(url, f"Task {r.name} refused: unknown or refused output files {missing}")
            continue
        if r.platform:
            av = _find_version(state, url, wu.app_name, r.platform, r.version_num, r.plan_class)
        else:
            av = _newest_version(state, url, wu.app_name)
        if av is None:
            out.refuse(
                url, f"Task {r.name} refused: no app version {wu.app_name} {r.version_num} {r.platform} {r.plan_class}"
            )
            continue
        r.project_url = url
        if file_name_problem(r.previous_result_name):
            r.previous_result_name = ""  # only ever a lookup key, but it is persisted and shown
        r.platform, r.version_num, r.plan_class = av.platform, av.version_num, av.plan_class
        r.state = ResultState.NEW
        r.received_time = now
        for ref in r.output_files:
            fi = state.file_infos[(url, ref.file_name)]
            fi.is_upload = True
        state.results[(url, r.name)] = r
        out.new_results.append(r)


def _merge_aborts(state: ClientState, url: ProjectUrl, parsed: ParsedReply, out: MergeOutcome) -> None:
    for n in parsed.result_acks:
        if (url, n) in state.results:
            (out.kept if affinity.keep_on_ack(state, url, n) else out.acked).append(n)
    wanted = [(n, False) for n in parsed.result_aborts] + [(n, True) for n in parsed.result_aborts_if_not_started]
    for name, only_if_not_started in wanted:
        r = state.results.get((url, name))
        if r is None or r.is_finished:
            continue
        started = (url, name) in state.active_tasks
        if only_if_not_started and started:
            continue
        r.state = ResultState.ABORTED
        r.exit_status = EXIT_ABORTED_BY_PROJECT
        r.ready_to_report = True
        out.aborted.append(name)
        out.messages.append(LogMessage(url, f"Task {name} aborted by project", MSG_USER_ALERT))


def _is_newer(version: str, ours: tuple[int, int, int]) -> bool:
    try:
        theirs = tuple(int(x) for x in version.split("."))
    except ValueError:
        return False
    return len(theirs) == 3 and theirs > ours


def merge_reply(state: ClientState, url: ProjectUrl, parsed: ParsedReply, now: float) -> MergeOutcome:
    """Apply ``parsed`` to ``url``'s part of the state; return what changed and what to do.

    Engine thread only. Never raises for bad content: refused items are in
    ``errors`` (and ``messages``). A project that is not in the state yields
    one error and no change.
    """
    out = MergeOutcome()
    if _is_newer(parsed.newer_client_version, state.core_client_version):
        out.newer_client_version = parsed.newer_client_version
    for m in parsed.messages:
        if NEWER_VERSION_RE.search(m.body):
            continue  # a version notice: the caller shows it once per version, not per RPC
        priority = MSG_USER_ALERT if m.priority in ("notice", "high") else MSG_INFO
        out.messages.append(LogMessage(url, m.body, priority))
    if url not in state.projects:
        out.errors.append(f"reply for a project that is not attached: {url}")
        return out
    if parsed.project_is_down:
        out.messages.append(LogMessage(url, "Project is down", MSG_USER_ALERT))
        return out
    _merge_project(state, url, parsed, now, out)
    for app in _well_named(parsed.apps, "App", url, out):
        held = state.apps.get((url, app.name))
        if held is None:
            app.project_url = url
            app.user_friendly_name = app.user_friendly_name or app.name
            state.apps[(url, app.name)] = app
        else:
            held.user_friendly_name = app.user_friendly_name or held.user_friendly_name
            held.non_cpu_intensive = app.non_cpu_intensive
    _merge_files(state, url, parsed, now, out)
    _merge_app_versions(state, url, parsed, out)
    _merge_work(state, url, parsed, now, out)
    project = state.projects[url]
    project.largest_reply = max(project.largest_reply, len(parsed.results))
    out.released.extend(affinity.successors_arrived(state, url, out.new_results))
    _merge_aborts(state, url, parsed, out)
    out.released.extend(affinity.end_chains(state, url, parsed.chain_ends))
    marked, problems = affinity.request_uploads(state, url, parsed.upload_file_infos)
    out.files_to_upload.extend(marked)
    out.messages.extend(LogMessage(url, p, MSG_INFO) for p in problems)
    return out
