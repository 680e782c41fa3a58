"""Parse ``client_state.xml`` into a ``ClientState``, with BOINC's start-up rules (section 2.2).

Input is treated as hostile: it goes through the hardened parser, every value
is converted with a warning on failure, file names must be plain names, and a
record that refers to something missing is dropped with a warning, as the real
client does ("No application found for task …"). Items belong to the most
recent ``<project>`` before them; anything before the first project is dropped.
Returns the state and the warnings; raises ``XmlInputError`` only when the
document as a whole is unusable (malformed, wrong root), so the caller can fall
back to the previous copy.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

from lxml import etree

from core.coprocs.coprocs_xml import parse_coprocs
from core.file_names import file_name_problem
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.persist import state_schema as schema
from core.state import (
    ActiveTask,
    App,
    AppVersion,
    ClientState,
    CpuSchedState,
    FileInfo,
    FileRef,
    FileStatus,
    Project,
    Result,
    ResultState,
    RunMode,
    Workunit,
)
from core.state.files import PersFileXfer
from core.xml.fields import child_text, index, parse_int, parse_number, read_fields, text_of
from core.xml.hardened import parse_xml, require_root

_HOST = index(schema.HOST_INFO)
_TIME = index(schema.TIME_STATS + schema.TIME_STATS_READ_ONLY)
_NET_UP = index(schema.NET_UP)
_NET_DOWN = index(schema.NET_DOWN)
_PROJECT = index(schema.PROJECT + schema.PROJECT_TAIL)
_APP = index(schema.APP)
_FILE = index(schema.FILE + schema.FILE_TAIL)
_XFER = index(schema.PERS_FILE_XFER)
_REF = index(schema.FILE_REF)
_AV = index(schema.APP_VERSION + schema.APP_VERSION_TAIL)
_WU = index(schema.WORKUNIT)
_RESULT = index(schema.RESULT + schema.RESULT_TAIL)
_TASK = index(schema.ACTIVE_TASK)

# A result in one of these states that the server already has is past uploading.
_BUMP_TO_UPLOADED = {ResultState.NEW, ResultState.FILES_DOWNLOADING, ResultState.FILES_DOWNLOADED,
                     ResultState.FILES_UPLOADING}


# The volunteer's modes (core/state/modes.py): BOINC's tags, then ours for a temporary
# mode in force at the save (BOINC saves none). Tag -> (UserModes field, ModeSetting part).
_MODE_TAGS: dict[str, tuple[str, str]] = {
    "user_run_request": ("run", "perm"), "user_run_prev_request": ("run", "prev"),
    "user_gpu_request": ("gpu", "perm"), "user_gpu_prev_request": ("gpu", "prev"),
    "user_network_request": ("network", "perm"),
    **{f"user_{w}_temp_request": (w, "temp") for w in ("run", "gpu", "network")},
    **{f"user_{w}_temp_until": (w, "until") for w in ("run", "gpu", "network")},
}
_OLD_NO_APPS = {"no_cpu_apps": "CPU", "no_cuda_apps": "NVIDIA", "no_ati_apps": "ATI"}
"""The per-vendor flags older clients wrote for ``<no_rsc_apps>``."""


def _gpu_usage(children: list[etree._Element]) -> tuple[str, float, float]:
    """(type, devices per job, GPU RAM) from an app version's or workunit's ``<coproc>`` and
    ``<gpu_ram>``; the last of each wins, an unusable one is left out."""
    rsc_type, usage, ram = "", 0.0, 0.0
    for child in children:
        try:
            if child.tag == "coproc":
                name, count = child_text(child, "type"), parse_number(child_text(child, "count"))
                if name and count > 0 and math.isfinite(count):
                    rsc_type, usage = ("NVIDIA" if name == "CUDA" else name), count
            elif child.tag == "gpu_ram":
                value = parse_number(text_of(child))
                ram = value if value > 0 and math.isfinite(value) else 0.0
        except ValueError:
            continue
    return rsc_type, usage, ram


class _Reader:
    def __init__(self, source: str, now: float | None) -> None:
        self.source = source
        self.now = now
        self.warnings: list[str] = []
        self.state = ClientState()

    def warn(self, el: etree._Element, message: str) -> None:
        self.warnings.append(f"{self.source}, line {el.sourceline or 0}, <{el.tag}>: {message}")

    # ---- records ----

    def file_refs(self, children: list[etree._Element]) -> list[FileRef] | None:
        refs: list[FileRef] = []
        for child in children:
            if child.tag != "file_ref":
                continue
            ref = FileRef(FileName(""))
            read_fields(child, ref, _REF, self.warnings, self.source)
            if file_name_problem(ref.file_name) or (ref.open_name and file_name_problem(ref.open_name)):
                self.warn(child, f"unsafe file name {ref.file_name!r}/{ref.open_name!r}; record dropped")
                return None
            refs.append(ref)
        return refs

    def files_known(self, url: ProjectUrl, refs: list[FileRef]) -> str:
        for ref in refs:
            if (url, ref.file_name) not in self.state.file_infos:
                return ref.file_name
        return ""

    def project(self, el: etree._Element) -> Project | None:
        p = Project(ProjectUrl(""))
        rest = read_fields(el, p, _PROJECT, self.warnings, self.source)
        if not p.master_url:
            self.warn(el, "project without master_url; it and its items are dropped")
            return None
        if p.master_url in self.state.projects:
            self.warn(el, f"project {p.master_url} appears twice; the second copy is dropped")
            return None
        for child in rest:
            tag = child.tag
            if tag in ("rsc_backoff_time", "rsc_backoff_interval"):
                name = child_text(child, "name")
                try:
                    value = parse_number(child_text(child, "value"))
                except ValueError:
                    self.warn(child, "unusable value; ignored")
                    continue
                if name in ("CPU", ""):
                    setattr(p, tag, value)
                else:  # a GPU type's pair
                    until, interval = p.gpu_backoff.get(name, (0.0, 0.0))
                    p.gpu_backoff[name] = (value, interval) if tag == "rsc_backoff_time" else (until, value)
            elif tag == "no_rsc_apps":
                if (name := text_of(child)) and name not in p.no_rsc_apps:
                    p.no_rsc_apps.append(name)
            elif tag in _OLD_NO_APPS:
                if text_of(child) not in ("0", "") and _OLD_NO_APPS[tag] not in p.no_rsc_apps:
                    p.no_rsc_apps.append(_OLD_NO_APPS[tag])
            elif tag == "scheduler_url":
                if url := text_of(child):
                    p.scheduler_urls.append(url)
            elif tag == "code_sign_key":
                p.code_sign_key = text_of(child)
        self.state.projects[p.master_url] = p
        return p

    def app(self, el: etree._Element, url: ProjectUrl) -> None:
        app = App(url, AppName(""))
        read_fields(el, app, _APP, self.warnings, self.source)
        if not app.name:
            self.warn(el, "app without a name; dropped")
            return
        if not app.user_friendly_name:
            app.user_friendly_name = app.name
        self.state.apps[(url, app.name)] = app

    def file(self, el: etree._Element, url: ProjectUrl) -> None:
        fi = FileInfo(url, FileName(""))
        rest = read_fields(el, fi, _FILE, self.warnings, self.source)
        if file_name_problem(fi.name):
            self.warn(el, f"unsafe or empty file name {fi.name!r}; dropped")
            return
        if (url, fi.name) in self.state.file_infos:
            self.warn(el, f"file {fi.name} appears twice; the second copy is dropped")
            return
        for child in rest:
            tag = child.tag
            if tag == "download_url":
                fi.download_urls.append(text_of(child))
            elif tag == "upload_url":
                fi.upload_urls.append(text_of(child))
            elif tag == "url":
                text = text_of(child)
                (fi.upload_urls if "file_upload_handler" in text else fi.download_urls).append(text)
            elif tag == "persistent_file_xfer":
                xfer = PersFileXfer()
                read_fields(child, xfer, _XFER, self.warnings, self.source)
                fi.pers_xfer = xfer
        if fi.status == FileStatus.VERIFY_PENDING:
            fi.status = FileStatus.NOT_PRESENT
        if fi.status < 0:
            fi.pers_xfer = None  # an error file keeps its record but no longer transfers
        self.state.file_infos[(url, fi.name)] = fi

    def app_version(self, el: etree._Element, url: ProjectUrl) -> None:
        av = AppVersion(url, AppName(""), 0)
        rest = read_fields(el, av, _AV, self.warnings, self.source)
        refs = self.file_refs(rest)
        if refs is None:
            return
        av.file_refs = refs
        av.gpu_type, av.gpu_usage, av.gpu_ram = _gpu_usage(rest)
        if (url, av.app_name) not in self.state.apps:
            self.warn(el, f"app version {av.app_name} {av.version_num}: no such app; dropped")
            return
        if missing := self.files_known(url, refs):
            self.warn(el, f"app version {av.app_name} {av.version_num}: file {missing} missing; dropped")
            return
        if not av.platform:
            av.platform = self.state.platform
        if av.avg_ncpus <= 0 or not math.isfinite(av.avg_ncpus):
            av.avg_ncpus = 1.0
        self.state.app_versions.append(av)

    def workunit(self, el: etree._Element, url: ProjectUrl) -> None:
        wu = Workunit(url, WorkunitName(""), AppName(""))
        rest = read_fields(el, wu, _WU, self.warnings, self.source)
        refs = self.file_refs(rest)
        if refs is None:
            return
        wu.input_files = refs
        wu.gpu_type, wu.gpu_usage, wu.gpu_ram = _gpu_usage(rest)
        for child in rest:
            if child.tag == "plan_class":
                wu.plan_class = text_of(child)
            elif child.tag == "avg_ncpus":
                try:
                    ncpus = parse_number(text_of(child))
                except ValueError:
                    continue
                wu.avg_ncpus = ncpus if ncpus > 0 and math.isfinite(ncpus) else 0.0
        if not wu.name or (url, wu.app_name) not in self.state.apps:
            self.warn(el, f"workunit {wu.name!r}: no app {wu.app_name!r}; dropped")
            return
        if missing := self.files_known(url, refs):
            self.warn(el, f"workunit {wu.name}: input file {missing} missing; dropped")
            return
        self.state.workunits[(url, wu.name)] = wu

    def has_app_version(self, url: ProjectUrl, app_name: str, r: Result) -> bool:
        for av in self.state.app_versions:
            if (
                av.project_url == url
                and av.app_name == app_name
                and (not r.version_num or av.version_num == r.version_num)
                and (not r.platform or av.platform == r.platform)
                and av.plan_class == r.plan_class
            ):
                return True
        return False

    def result(self, el: etree._Element, url: ProjectUrl) -> None:
        r = Result(url, ResultName(""), WorkunitName(""))
        rest = read_fields(el, r, _RESULT, self.warnings, self.source)
        refs = self.file_refs(rest)
        if refs is None:
            return
        r.output_files = refs
        for child in rest:
            if child.tag == "stderr_out":
                r.stderr_out = text_of(child)
        wu = self.state.workunits.get((url, r.wu_name))
        if not r.name or wu is None:
            self.warn(el, f"task {r.name!r}: workunit {r.wu_name!r} missing; dropped")
            return
        if missing := self.files_known(url, refs):
            self.warn(el, f"task {r.name}: output file {missing} missing; dropped")
            return
        if not self.has_app_version(url, wu.app_name, r):
            self.warn(el, f"No application found for task {r.name}; dropped")
            return
        if (url, r.name) in self.state.results:
            self.warn(el, f"task {r.name} appears twice; the second copy is dropped")
            return
        if (r.got_server_ack or r.ready_to_report) and r.state in _BUMP_TO_UPLOADED:
            r.state = ResultState.FILES_UPLOADED
        self.state.results[(url, r.name)] = r

    def active_tasks(self, el: etree._Element) -> None:
        slots: set[int] = set()
        for child in el:
            if child.tag != "active_task":
                continue
            task = ActiveTask(ProjectUrl(""), ResultName(""))
            read_fields(child, task, _TASK, self.warnings, self.source)
            result = self.state.results.get((task.project_url, task.result_name))
            if result is None:
                self.warn(child, f"task {task.result_name!r} of {task.project_url!r}: no such result; dropped")
                continue
            if result.state != ResultState.FILES_DOWNLOADED or result.got_server_ack or result.ready_to_report:
                self.warn(child, f"task {task.result_name}: result is not runnable; dropped")
                continue
            if task.slot < 0 or task.slot in slots:
                self.warn(child, f"task {task.result_name}: slot {task.slot} unusable or taken; dropped")
                continue
            slots.add(task.slot)
            if task.checkpoint_elapsed_time == 0:
                task.checkpoint_elapsed_time = task.checkpoint_cpu_time
            # Restarted tasks resume from their checkpoint (BOINC's init).
            task.current_cpu_time = task.checkpoint_cpu_time
            task.elapsed_time = task.checkpoint_elapsed_time
            task.fraction_done = task.checkpoint_fraction_done
            task.scheduler_state = CpuSchedState.PREEMPTED
            self.state.active_tasks[task.key] = task

    def time_stats(self, el: etree._Element) -> None:
        ts = self.state.time_stats
        read_fields(el, ts, _TIME, self.warnings, self.source)
        for name in schema.TIME_STATS_FRACS:
            value = getattr(ts, name)
            if not (0 < value <= 1) and not (name == "connected_frac" and value == -1):
                setattr(ts, name, 1.0)
                self.warn(el, f"{name} {value} is outside (0, 1]; 1 is used")
        if not ts.previous_uptime >= 0:
            ts.previous_uptime = 0.0
        text = child_text(el, "last_update")
        if text:
            try:
                value = parse_number(text)
            except ValueError:
                value = -1.0
            if value >= 0 and (self.now is None or value <= self.now):
                ts.last_update = value

    def net_stats(self, el: etree._Element) -> None:
        stats = self.state.net_stats
        read_fields(el, stats.up, _NET_UP, self.warnings, self.source)
        read_fields(el, stats.down, _NET_DOWN, self.warnings, self.source)
        for info in (stats.up, stats.down):
            # Negative figures are no measurement: start that direction again.
            if info.max_rate < 0 or info.avg_rate < 0 or info.avg_time < 0:
                info.max_rate = info.avg_rate = info.avg_time = 0.0

    # ---- document ----

    def run(self, root: etree._Element) -> ClientState:
        require_root(root, "client_state", self.source)
        state = self.state
        current: ProjectUrl | None = None
        version = list(state.core_client_version)
        for el in root:
            tag = el.tag
            if not isinstance(tag, str):
                continue
            if tag == "project":
                p = self.project(el)
                current = p.master_url if p is not None else None
            elif tag in ("app", "file", "file_info", "app_version", "workunit", "result"):
                if current is None:
                    self.warn(el, "item outside any project; dropped")
                elif tag == "app":
                    self.app(el, current)
                elif tag in ("file", "file_info"):
                    self.file(el, current)
                elif tag == "app_version":
                    self.app_version(el, current)
                elif tag == "workunit":
                    self.workunit(el, current)
                else:
                    self.result(el, current)
            elif tag == "host_info":
                for rest in read_fields(el, state.host_info, _HOST, self.warnings, self.source):
                    if rest.tag == "coprocs":  # last wins, as for any repeated element
                        state.coprocs = parse_coprocs(rest)
            elif tag == "time_stats":
                self.time_stats(el)
            elif tag == "net_stats":
                self.net_stats(el)
            elif tag == "active_task_set":
                self.active_tasks(el)
            elif tag == "platform_name":
                state.platform = text_of(el) or state.platform
            elif tag in ("core_client_major_version", "core_client_minor_version", "core_client_release"):
                pos = ("core_client_major_version", "core_client_minor_version", "core_client_release").index(tag)
                self.int_into(el, partial(version.__setitem__, pos))
            elif tag.startswith("user_") and tag in _MODE_TAGS:
                self.mode(el, tag)
        state.core_client_version = (version[0], version[1], version[2])
        if state.projects and all(p.resource_share == 0 for p in state.projects.values()):
            for p in state.projects.values():
                p.resource_share = 100.0
        return state

    def mode(self, el: etree._Element, tag: str) -> None:
        """One of the volunteer's saved modes (``_MODE_TAGS``); the last of a tag wins, as in BOINC."""
        which, part = _MODE_TAGS[tag]
        setting = getattr(self.state.modes, which)
        text = text_of(el)
        try:
            if part == "until":
                setting.until = parse_number(text)
                return
            value = parse_int(text)
            mode = RunMode.AUTO if value == 0 else RunMode(value)  # 0: BOINC's "not set", read as AUTO
            if mode == RunMode.RESTORE:
                raise ValueError("restore is no mode to be in")
        except ValueError:
            self.warn(el, f"unusable mode {text[:40]!r}; ignored")
            return
        if part == "perm":
            setting.perm = mode
        elif part == "prev":
            setting.prev = mode
        else:
            setting.temp = mode

    def int_into(self, el: etree._Element, apply: Callable[[int], None]) -> None:
        try:
            apply(parse_int(text_of(el)))
        except ValueError:
            self.warn(el, f"unusable value {text_of(el)[:40]!r}; ignored")


def parse_client_state(data: bytes, *, source: str, now: float | None = None) -> tuple[ClientState, list[str]]:
    """Parse a whole state document; raises ``XmlInputError`` if it cannot be used at all."""
    root = parse_xml(data, source=source)
    reader = _Reader(source, now)
    return reader.run(root), reader.warnings
