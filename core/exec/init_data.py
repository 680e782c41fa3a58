"""``init_data.xml`` (APP_INIT_DATA), written into a slot before every start (app-api.md section 3).

The client fills an ``InitData`` from its state and writes it in BOINC's element
order (``write_init_data_file``, ``lib/app_ipc.cpp``). Apps parse it by tag
name, so order matters only to humans reading it, but we keep it. Text values
are XML-escaped; numbers use ``%f`` as BOINC does. ``shm_key`` is always -1:
the app attaches ``boinc_mmap_file`` (section 4).

Writes: ``slots/N/init_data.xml`` (whole file replaced atomically).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from pathlib import Path

from core.xml.text_escape import escape

INIT_DATA_FILE = "init_data.xml"


@dataclass(frozen=True, slots=True)
class InitData:
    app_name: str
    wu_name: str
    result_name: str
    project_dir: str  # absolute path of projects/<dir>
    boinc_dir: str  # absolute path of the data directory
    slot: int
    client_pid: int
    app_version: int = 0
    major_version: int = 7
    minor_version: int = 20
    release: int = 5
    userid: int = 0
    teamid: int = 0
    hostid: int = 0
    plan_class: str = ""
    project_preferences: str = ""  # raw XML of project-specific prefs ("" = none)
    team_name: str = ""
    user_name: str = ""
    authenticator: str = ""
    wu_cpu_time: float = 0.0  # CPU seconds at the last checkpoint
    starting_elapsed_time: float = 0.0  # elapsed seconds at the last checkpoint
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0
    resource_share_fraction: float = 1.0
    checkpoint_period: float = 60.0  # global pref disk_interval, seconds
    ncpus: float = 1.0
    rsc_fpops_est: float = 0.0
    rsc_fpops_bound: float = 0.0
    rsc_memory_bound: float = 0.0
    rsc_disk_bound: float = 0.0
    computation_deadline: float = 0.0
    p_ncpus: int = 1
    p_fpops: float = 1e9
    m_nbytes: float = 0.0
    app_files: tuple[str, ...] = field(default=())  # physical names of the app version's files
    gpu_type: str = ""  # a GPU job's type and device (BOINC's APP_INIT_DATA); "" / -1 for a CPU job
    gpu_device_num: int = -1
    gpu_opencl_dev_index: int = -1
    gpu_usage: float = 0.0


# The elements in BOINC's order around the optional ones: a name alone is the InitData
# field of that name (a float field written as %f even when it holds a whole number), a
# pair is an element BOINC writes with a fixed value.
_Entry = str | tuple[str, object]
_HEAD: tuple[_Entry, ...] = (
    "major_version", "minor_version", "release", "app_version", "userid", "teamid", "hostid", "app_name",
)
_BODY: tuple[_Entry, ...] = (
    "project_dir", "boinc_dir", "authenticator", "wu_name", "result_name", ("shm_key", -1), "slot",
    "client_pid", "wu_cpu_time", "starting_elapsed_time", ("using_sandbox", 0), ("vm_extensions_disabled", 0),
    "user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit",
    "resource_share_fraction", "checkpoint_period", ("fraction_done_start", 0.0), ("fraction_done_end", 1.0),
    "gpu_type", "gpu_device_num", "gpu_opencl_dev_index", "gpu_usage", "ncpus", "rsc_fpops_est",
    "rsc_fpops_bound", "rsc_memory_bound", "rsc_disk_bound", "computation_deadline", ("vbox_window", 0),
    ("no_priority_change", 0), ("process_priority", -1), ("process_priority_special", -1),
)
_FLOAT_FIELDS = frozenset(f.name for f in fields(InitData) if f.type == "float")


def render_init_data(d: InitData) -> str:
    """The file's text, in BOINC's element order."""
    lines: list[str] = ["<app_init_data>"]

    def put(tag: str, value: object) -> None:
        if isinstance(value, float):
            text = f"{value:f}"
        elif isinstance(value, str):
            text = escape(value)
        else:
            text = str(value)
        lines.append(f"<{tag}>{text}</{tag}>")

    def put_all(entries: tuple[_Entry, ...]) -> None:
        for entry in entries:
            if isinstance(entry, tuple):
                put(*entry)
            else:
                value = getattr(d, entry)
                put(entry, float(value) if entry in _FLOAT_FIELDS else value)

    put_all(_HEAD)
    if d.plan_class:
        put("plan_class", d.plan_class)
    if d.project_preferences:
        # Project-specific prefs are XML the project wrote; keep them as given.
        lines.append(f"<project_preferences>\n{d.project_preferences}\n</project_preferences>")
    if d.team_name:
        put("team_name", d.team_name)
    if d.user_name:
        put("user_name", d.user_name)
    put_all(_BODY)
    lines.append("<host_info>")
    lines.append(f"    <p_ncpus>{d.p_ncpus}</p_ncpus>")
    lines.append(f"    <p_fpops>{d.p_fpops:f}</p_fpops>")
    lines.append(f"    <m_nbytes>{d.m_nbytes:f}</m_nbytes>")
    lines.append("</host_info>")
    for name in d.app_files:
        put("app_file", name)
    lines.append("</app_init_data>")
    return "\n".join(lines) + "\n"


def write_init_data(slot_dir: Path, data: InitData) -> Path:
    """Write ``slot_dir/init_data.xml`` atomically (an app may read it at any time)."""
    path = slot_dir / INIT_DATA_FILE
    tmp = slot_dir / (INIT_DATA_FILE + ".tmp")
    tmp.write_text(render_init_data(data), encoding="utf-8")
    os.replace(tmp, path)
    return path
