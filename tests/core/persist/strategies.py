"""Hypothesis strategies for whole, self-consistent ``ClientState`` objects."""
from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

from hypothesis import strategies as st

from core.coprocs.devices import Coproc
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import (
    ActiveTask,
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    HostInfo,
    NetInfo,
    NetStats,
    Project,
    Result,
    ResultState,
    RunMode,
    TimeStats,
    Workunit,
)
from core.state.files import PersFileXfer

# Printable text of every script, with XML's special characters; stripped, as
# BOINC's parser strips element text.
text = st.text(st.characters(categories=("L", "N", "P", "S", "Zs")), max_size=16).map(str.strip)
multiline = st.lists(text, max_size=4).map(lambda lines: "\n".join(lines).strip())
names = st.from_regex(r"[A-Za-z0-9_\-][A-Za-z0-9_.\-]{0,11}", fullmatch=True).filter(lambda n: ".." not in n)
floats = st.floats(allow_nan=False, allow_infinity=False)
ints = st.integers(-(2**31), 2**31 - 1)
urls = st.from_regex(r"https://[a-z]{1,8}\.example\.org/[a-z_]{0,8}", fullmatch=True)


def build(cls: type, **overrides: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``cls`` with every plain field drawn by type; ``overrides`` for the rest."""
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, st.SearchStrategy[Any]] = {}
    for f in dataclasses.fields(cls):
        if f.name.startswith("_"):
            continue
        if f.name in overrides:
            kwargs[f.name] = overrides[f.name]
            continue
        hint = hints[f.name]
        if hint is bool:
            kwargs[f.name] = st.booleans()
        elif hint is float:
            kwargs[f.name] = floats
        elif hint is int:
            kwargs[f.name] = ints
        elif hint is str:
            kwargs[f.name] = text
        elif isinstance(hint, type) and issubclass(hint, Enum):
            kwargs[f.name] = st.sampled_from(list(hint))
    return st.builds(cls, **kwargs)


def _refs(file_names: list[FileName]) -> st.SearchStrategy[list[FileRef]]:
    if not file_names:
        return st.just([])
    return st.lists(
        build(FileRef, file_name=st.sampled_from(file_names), open_name=st.one_of(st.just(""), names)),
        max_size=3,
    )


def _gpu_usage(draw: st.DrawFn) -> dict[str, st.SearchStrategy[Any]]:
    """A GPU type with a positive usage, or none at all (BOINC writes <coproc> only for a GPU job)."""
    rsc_type = draw(st.sampled_from(["", "NVIDIA", "fakegpu"]))
    usage = draw(st.floats(0.01, 4)) if rsc_type else 0.0
    return {"gpu_type": st.just(rsc_type), "gpu_usage": st.just(usage),
            "gpu_ram": st.one_of(st.just(0.0), st.floats(1.0, 1e10))}


@st.composite
def client_states(draw: st.DrawFn) -> ClientState:
    s = ClientState()
    s.host_info = draw(build(HostInfo))
    fracs = st.floats(min_value=1e-6, max_value=1.0)
    s.time_stats = draw(build(
        TimeStats, on_frac=fracs, connected_frac=st.one_of(st.just(-1.0), fracs),
        cpu_and_network_available_frac=fracs, active_frac=fracs, gpu_active_frac=fracs,
        client_start_time=st.just(0.0), last_update=st.floats(min_value=0, max_value=2e9),
    ))
    rates = st.floats(min_value=0, max_value=1e12)
    s.net_stats = NetStats(up=draw(build(NetInfo, max_rate=rates, avg_rate=rates, avg_time=rates)),
                           down=draw(build(NetInfo, max_rate=rates, avg_rate=rates, avg_time=rates)))
    s.platform = draw(names)
    s.core_client_version = draw(st.tuples(st.integers(0, 99), st.integers(0, 99), st.integers(0, 99)))
    modes = st.sampled_from([RunMode.ALWAYS, RunMode.AUTO, RunMode.NEVER])
    for setting in (s.modes.run, s.modes.gpu, s.modes.network):
        setting.perm = draw(modes)
        setting.prev = draw(modes) if setting is not s.modes.network else RunMode.AUTO  # BOINC saves no network prev
        if draw(st.booleans()):  # a temporary mode, saved while in force (past 2e9: after any test's now)
            setting.temp, setting.until = draw(modes), draw(st.floats(min_value=2e9, max_value=3e9))
    s.coprocs = draw(st.lists(st.builds(Coproc, type=st.sampled_from(["fakegpu", "other"]), count=st.integers(1, 4),
                                        peak_flops=st.integers(1, 10**4).map(lambda g: g * 1e9)), max_size=1))
    for c in s.coprocs:
        c.device_nums = list(range(c.count))
    slot = 0
    for i in range(draw(st.integers(1, 3))):
        url = ProjectUrl(f"https://p{i}.example.org/")
        s.projects[url] = draw(build(
            Project, master_url=st.just(url), authenticator=st.just(""), min_rpc_time=st.just(0.0),
            resource_share=st.floats(min_value=0.5, max_value=1e6), scheduler_urls=st.lists(urls, max_size=2),
            code_sign_key=multiline,
            gpu_backoff=st.dictionaries(st.sampled_from(["NVIDIA", "ATI", "fakegpu"]),
                                        st.tuples(st.floats(0, 2e9), st.floats(0, 1e6)), max_size=2),
            no_rsc_apps=st.lists(st.sampled_from(["CPU", "NVIDIA", "intel_gpu"]), unique=True, max_size=2),
        ))
        file_names = draw(st.lists(names, max_size=5, unique=True))
        for name in file_names:
            status = draw(st.sampled_from([0, 1, -120, -186]))
            xfer = None if status < 0 else draw(st.one_of(st.none(), build(PersFileXfer)))
            s.file_infos[(url, FileName(name))] = draw(build(
                FileInfo, project_url=st.just(url), name=st.just(FileName(name)), status=st.just(status),
                download_urls=st.lists(urls, max_size=2), upload_urls=st.lists(urls, max_size=2),
                file_signature=multiline, error_msg=multiline, xml_signature=multiline, pers_xfer=st.just(xfer),
            ))
        fnames = [FileName(n) for n in file_names]
        versions: list[AppVersion] = []
        for app_name in draw(st.lists(names, min_size=1, max_size=2, unique=True)):
            s.apps[(url, AppName(app_name))] = draw(build(
                App, project_url=st.just(url), name=st.just(app_name), user_friendly_name=names))
            for num in draw(st.lists(st.integers(1, 999), min_size=1, max_size=2, unique=True)):
                versions.append(draw(build(
                    AppVersion, project_url=st.just(url), app_name=st.just(app_name), version_num=st.just(num),
                    platform=names, avg_ncpus=st.floats(min_value=0.01, max_value=64), file_refs=_refs(fnames),
                    **_gpu_usage(draw),
                )))
        s.app_versions.extend(versions)
        for w in range(draw(st.integers(0, 3))):
            av = draw(st.sampled_from(versions))
            wu = draw(build(
                Workunit, project_url=st.just(url), name=st.just(WorkunitName(f"wu{w}")),
                app_name=st.just(av.app_name), command_line=multiline, input_files=_refs(fnames),
                plan_class=st.one_of(st.just(""), names), avg_ncpus=st.one_of(st.just(0.0), st.floats(0.01, 64)),
                **_gpu_usage(draw),
            ))
            s.workunits[(url, wu.name)] = wu
            for r in range(draw(st.integers(0, 2))):
                res = draw(build(
                    Result, project_url=st.just(url), name=st.just(ResultName(f"{wu.name}_{r}")),
                    wu_name=st.just(wu.name), version_num=st.just(av.version_num), platform=st.just(av.platform),
                    plan_class=st.just(av.plan_class), stderr_out=multiline, output_files=_refs(fnames),
                    previous_resultid=st.integers(0, 2**31 - 1),
                ))
                if (res.got_server_ack or res.ready_to_report) and res.state in (0, 1, 2, 4):
                    res.state = ResultState.FILES_UPLOADED  # what BOINC's reader does
                s.results[res.key] = res
                if res.state == ResultState.FILES_DOWNLOADED and not (res.got_server_ack or res.ready_to_report):
                    if draw(st.booleans()):
                        task = draw(build(ActiveTask, project_url=st.just(url), result_name=st.just(res.name),
                                          slot=st.just(slot)))
                        if task.checkpoint_elapsed_time == 0:
                            task.checkpoint_elapsed_time = task.checkpoint_cpu_time
                        s.active_tasks[task.key] = task
                        slot += 1
    return s


# Fields that are not persisted (or are recomputed on load, as BOINC does).
NOT_PERSISTED = {
    # limits come from app_config.xml; reservations from the files not yet downloaded
    "Project": {"authenticator", "gui_urls", "min_rpc_time", "project_max_concurrent", "disk_reserved"},  # account file
    "App": {"max_concurrent"},
    # previous_uptime is written as this session's length and read back as the last one's;
    # a session's active time starts again with it (BOINC's CLIENT_TIME_STATS).
    "TimeStats": {"client_start_time", "previous_uptime", "session_active_duration", "session_gpu_active_duration"},
    "Result": {"schedule_backoff", "schedule_backoff_reason"},  # as in BOINC: a restart retries at once
    "ActiveTask": {"current_cpu_time", "elapsed_time", "fraction_done", "scheduler_state", "task_state",
                   "app_version_num", "swap_size", "cpu_time_at_last_sched", "started_time",
                   "virtual_size", "want_network", "pid", "peak_working_set_size", "peak_swap_size",
                   "peak_disk_usage",  # measured and told while running
                   "gpu_type", "gpu_device", "gpu_usage", "gpu_opencl_index"},  # assigned at each start
}


def persisted(obj: Any) -> Any:
    """A plain, comparable form of everything ``client_state.xml`` carries."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        skip = NOT_PERSISTED.get(type(obj).__name__, set())
        if isinstance(obj, ClientState):
            # the policies' modes (the saved ones are ``modes``); OpenCL CPUs and the GPU
            # settings of cc_config are found anew at each start
            skip = {"prefs", "run_mode", "network_mode", "gpu_mode", "opencl_cpus", "gpu_suspended", "gpu_hold_reason",
                    "gpu_exclusions", "prioritize_gpu"}
        return {
            f.name: persisted(getattr(obj, f.name))
            for f in dataclasses.fields(obj)
            if not f.name.startswith("_") and f.name not in skip
        }
    if isinstance(obj, dict):
        return {k: persisted(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [persisted(v) for v in obj]
    if isinstance(obj, Enum):
        return obj.value
    return obj
