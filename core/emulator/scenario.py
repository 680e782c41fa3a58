"""Emulator scenarios: the project's own XML format (docs/emulator.md).

A scenario holds everything POLICIES.md lets a study vary: the host (CPUs,
speed, availability and its period lengths, connection interval), the client's
preferences (any ``global_prefs.xml`` element), and each project (share,
latency bound, FLOPs estimate, actual FLOPs distribution, estimate error,
server availability). Optionally, files and disk (docs/emulator.md, "Files and
disk"): the host's disk, each app's input, output, sticky and chain files, and
each project's deletion policy and affinity switch. Example files are in
resources/scenarios/.

Every element is checked: an unknown element, a value that is not a number or
is out of range, is an error naming the file, the element and its line.
"""
from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from lxml import etree

from core.errors import ScenarioError, XmlInputError
from core.state.prefs import PREF_KINDS, GlobalPrefs
from core.xml import parse_xml, parse_xml_file

DAY = 86400.0
MAX_FILE_BYTES = 1e18
"""File sizes at or above this are nonsense (the disk accounting treats them as unusable)."""


@dataclass(frozen=True, slots=True)
class HostSpec:
    ncpus: int = 2
    flops: float = 1e9  # per CPU
    availability: float = 0.8  # fraction of time the host can compute
    mean_available_s: float = 3600.0  # mean length of an available period
    connection_interval_s: float = 0.0  # 0 = always connected; else connected once per interval
    connected_window_s: float = 600.0  # how long each connection lasts
    # BOINC's emulator's further processes (time_stats *_frac / *_lambda); 1 = always
    active_frac: float = 1.0  # fraction of on time computing is allowed (user not active)
    active_mean_s: float = 3600.0  # mean length of an active period
    connected_frac: float = 1.0  # fraction of on time the network is up (random, unlike the interval)
    connected_mean_s: float = 3600.0  # mean length of a connected period
    # The share of computing time the computer is in use (someone at the keyboard): GPUs rest
    # then unless the preferences say "use GPU while computer is in use"; 0 = never in use.
    in_use_frac: float = 0.0
    in_use_mean_s: float = 1800.0  # mean length of a spell of use
    # Running seconds a task loses each time it is resumed after a preemption out of memory
    # (a new process, and the work since its last checkpoint done again); 0: resuming is free,
    # as in BOINC's emulator. The what-if preview measures it on the live client.
    resume_cost_s: float = 0.0
    # Disk (issue 3); all zero and no files in any app = no disk model at all
    disk_total_gb: float = 0.0  # size of the disk, GiB; 0 = unlimited (files still counted)
    disk_other_gb: float = 0.0  # GiB used by other programs
    disk_core_gb: float = 0.0  # GiB the client itself uses outside project directories (Core_Usage)


@dataclass(frozen=True, slots=True)
class FileSpec:
    """The files one app's jobs use (bytes); the default is no files at all."""

    input_bytes: float = 0.0  # per-job input, not sticky: downloaded for each job, deleted after its report
    output_bytes: float = 0.0  # per-job output: uploaded at completion, deleted after the report
    sticky_bytes: float = 0.0  # size of each sticky input file
    sticky_probability: float = 0.0  # each job brings a new sticky file with this probability
    sticky_per_jobs: int = 0  # and/or: K consecutive jobs share one sticky file (0 = none)
    sticky_priority: int = 1  # <priority> of those files: 1 (P_LOW) .. 5 (P_HIGH)
    sticky_exp_days: float = 60.0  # <exp_days> of those files
    chain_length: int = 0  # N jobs per chain sharing one sticky file; 0 or 1 = no chains
    chain_bytes: float = 0.0  # S: the chain's sticky input
    chain_priority: int = 1
    chain_exp_days: float = 60.0

    @property
    def used(self) -> bool:
        return (self.input_bytes > 0 or self.output_bytes > 0 or self.chain_length > 1
                or (self.sticky_bytes > 0 and (self.sticky_probability > 0 or self.sticky_per_jobs > 0)))


NO_FILES = FileSpec()


@dataclass(frozen=True, slots=True)
class GpuSpec:
    """One GPU resource type of the host (``<gpu>`` in ``<host>``; BOINC's ``<coproc>``)."""

    type: str  # NVIDIA, ATI, intel_gpu, apple_gpu or any other name
    count: int = 1  # devices
    peak_flops: float = 1e12  # of one device


@dataclass(frozen=True, slots=True)
class GpuVersionSpec:
    """A GPU version of an app (``<gpu_version>`` in ``<app>``; BOINC's app version with ``<coproc>``)."""

    type: str  # the GPU type it runs on
    gpu_usage: float = 1.0  # devices one task uses (0.5: two tasks share a device)
    avg_ncpus: float = 1.0  # CPUs one task uses beside the GPU
    flops: float = 0.0  # FLOPS one task achieves; 0 = gpu_usage × the type's peak_flops


@dataclass(frozen=True, slots=True)
class AppSpec:
    """One app of a project read from a BOINC emulator directory (``<app>`` + ``<app_version>``)."""

    name: str
    weight: float = 1.0  # relative probability of this app within its project
    latency_bound_s: float = 864000.0  # job deadline = send time + this
    fpops_est: float = 3.6e14  # the estimate the client sees
    fpops_mean: float = 0.0  # true size: normal(mean, std) cut at 1% of the mean; 0 = fpops_est
    fpops_std: float = 0.0
    max_concurrent: int = 0  # 0 = no limit (read; see docs/emulator-boinc-compat.md)
    avg_ncpus: float = 1.0  # CPUs one task uses
    flops: float = 0.0  # FLOPS one task achieves; 0 = avg_ncpus × host flops
    files: FileSpec = NO_FILES
    gpu_versions: tuple[GpuVersionSpec, ...] = ()  # its GPU versions (at most one per type)
    cpu_version: bool = True  # False: a GPU-only app (no CPU version)


@dataclass(frozen=True, slots=True)
class InitialJob:
    """A job already on the host when the emulation starts (``<workunit>`` + ``<result>``)."""

    name: str  # result name
    wu_name: str
    app: str
    fpops_est: float  # rsc_fpops_est; also the job's true size unless true_fpops says otherwise
    report_deadline: float  # emulator clock (starts at 3600 s)
    received_time: float = 0.0
    fraction_done: float = 0.0  # from <active_task> checkpoint_fraction_done
    true_fpops: float = 0.0  # what the job really takes (a live host's job log); 0 = fpops_est
    true_fpops_std: float = 0.0  # how much such jobs varied (the same log): each run draws the job's size
    plan_class: str = ""  # a job of a GPU version: gpu_plan_class(its type); "" = the CPU version


@dataclass(frozen=True, slots=True)
class ProjectSpec:
    name: str
    resource_share: float = 100.0
    latency_bound_s: float = 9 * DAY  # job deadline = send time + this
    flops_est: float = 0.0  # server's FLOPs estimate; 0 = flops_mean
    flops_mean: float = 1.3e13  # actual FLOPs: normal(mean, std), cut at 1% of the mean
    flops_std: float = 0.0
    estimate_error: float = 1.0  # f: the client sees flops_est / f
    server_availability: float = 1.0  # fraction of time the scheduler answers
    server_mean_up_s: float = 86400.0
    apps: tuple[AppSpec, ...] = ()  # BOINC input: its apps; empty = one app from the fields above
    initial_jobs: tuple[InitialJob, ...] = ()
    url_override: str = ""  # BOINC input: the real master URL
    files: FileSpec = NO_FILES  # the files of the project's own app (no <app> elements)
    affinity: bool = True  # chained jobs go to the host that holds the chain's sticky file
    deletion_policy_priority: bool = False  # the project's <deletion_policy_priority/>
    deletion_policy_expire: bool = False  # <deletion_policy_expire/>
    delete_from_self: bool = False  # <delete_from_self/>
    project_max_concurrent: int = 0  # app_config.xml's <project_max_concurrent>; 0 = no limit
    request_delay_s: float = 0.0  # the scheduler's <request_delay>: least time between RPCs
    report_immediately: bool = False  # the scheduler marks its jobs <report_immediately/>
    max_jobs_per_reply: int = 0  # most jobs one reply carries (a live project's habit); 0 = the server's 100
    # Where the client's scheduling left the project (a live state's; scenarios start at 0):
    debt: float = 0.0  # the CPU scheduler's short-term debt, CPU seconds
    long_term_debt: float = 0.0  # WF2's, CPU seconds
    rec: float = 0.0  # recent estimated credit, as of the emulation's start

    @property
    def url(self) -> str:
        return self.url_override or f"http://emulated.invalid/{self.name}/"

    @property
    def client_fpops_est(self) -> float:
        return (self.flops_est or self.flops_mean) / self.estimate_error


@dataclass(frozen=True, slots=True)
class Scenario:
    name: str = "scenario"
    duration_s: float = 100 * DAY
    policy: str = ""  # empty = the caller's choice (CLI default)
    seed: int = 1
    host: HostSpec = field(default_factory=HostSpec)
    prefs: GlobalPrefs = field(default_factory=lambda: GlobalPrefs(
        work_buf_min_days=0.1, work_buf_additional_days=0.25, cpu_scheduling_period_minutes=60
    ))
    projects: tuple[ProjectSpec, ...] = ()
    availability_model: str = "study"  # "study": nothing computes while off; "boinc": jobs keep computing
    existing_jobs_only: bool = False  # servers send no work (BOINC's emulator switch)
    source_format: str = "scenario"  # "scenario" (ours) or "boinc" (an emulator input directory)
    # Event-driven runs notice a completion at the next multiple of this after the start, as
    # BOINC's emulator does at its steps (a BOINC directory: its default 60 s); 0: at its instant.
    # Fixed-step runs notice completions at their own steps.
    completion_grid_s: float = 0.0
    rec_half_life_s: float = 10 * DAY  # REC policies: cc_config rec_half_life_days
    # BOINC's client, not its simulator (whose study the batch emulator reproduces): abort a
    # task not started by its deadline; decide on work fetch after every RPC and when a
    # request delay ends. A scenario read from a live client's state behaves like that client.
    client_rules: bool = False
    gpus: tuple[GpuSpec, ...] = ()  # the host's GPU types (``<gpu>`` in ``<host>``); none = CPUs only

    def with_projects(self, projects: list[ProjectSpec]) -> Scenario:
        return replace(self, projects=tuple(projects))

    @property
    def uses_disk(self) -> bool:
        """Does any part of the scenario ask for the file and disk model?"""
        return self.host.disk_total_gb > 0 or any(
            p.files.used or any(a.files.used for a in p.apps) for p in self.projects
        )


def gpu_plan_class(gpu_type: str) -> str:
    """The plan class the emulated project gives its versions for ``gpu_type`` (a version's
    plan class tells a CPU and a GPU version with one number apart)."""
    return "emu_" + gpu_type.lower()


def gpu_version_flops(version: GpuVersionSpec, gpus: tuple[GpuSpec, ...]) -> float:
    """FLOPS of one task of ``version``: its own figure, else its share of the device's peak
    (BOINC's emulator runs a GPU job at its version's FLOPS and counts peak FLOPS as
    ``gpu_usage`` × the device's; with no figure of its own the two are the same)."""
    if version.flops > 0:
        return version.flops
    peak = next((g.peak_flops for g in gpus if g.type == version.type), 0.0)
    return max(version.gpu_usage * peak, 1.0)


# ---------------------------------------------------------------- parsing

_HOST_TAGS = {f.name for f in fields(HostSpec)}
_BOOL_TAGS = {"affinity", "deletion_policy_priority", "deletion_policy_expire", "delete_from_self",
              "report_immediately"}
_PROJECT_TAGS = ({f.name for f in fields(ProjectSpec)} - {"apps", "initial_jobs", "url_override", "files"}
                 - _BOOL_TAGS) | {"latency_bound_days"}
_APP_TAGS = {"name", "weight", "latency_bound_s", "latency_bound_days", "fpops_est", "fpops_mean", "fpops_std",
             "avg_ncpus", "flops"}
_GPU_TAGS = {"type", "count", "peak_flops"}
_GPU_VERSION_TAGS = {"type", "gpu_usage", "avg_ncpus", "flops"}
_FILE_TAGS = {f.name for f in fields(FileSpec)}
_FILE_INTS = {"sticky_per_jobs", "sticky_priority", "chain_length", "chain_priority"}
_PRIORITIES = {"sticky_priority", "chain_priority"}
_POSITIVE = {"ncpus", "flops", "mean_available_s", "flops_mean", "latency_bound_s", "latency_bound_days",
             "estimate_error", "server_mean_up_s", "duration_days", "duration_s", "connected_window_s",
             "active_mean_s", "connected_mean_s", "fpops_est", "avg_ncpus", "weight", "count", "peak_flops",
             "gpu_usage"}
_FRACTIONS = {"availability", "server_availability", "active_frac", "connected_frac"}
_PROBABILITIES = {"sticky_probability"}


def load_scenario(path: Path | str) -> Scenario:
    """Read a scenario file; ``ScenarioError`` names file, element and line."""
    try:
        root = parse_xml_file(path)
    except XmlInputError as exc:
        raise ScenarioError(str(exc).split(": ", 1)[-1], source=str(path), line=exc.line) from None
    return _parse(root, str(path))


def parse_scenario(text: str | bytes, source: str = "scenario") -> Scenario:
    try:
        root = parse_xml(text, source=source)
    except XmlInputError as exc:
        raise ScenarioError(str(exc).split(": ", 1)[-1], source=source, line=exc.line) from None
    return _parse(root, source)


def _parse(root: etree._Element, source: str) -> Scenario:
    if root.tag != "scenario":
        raise ScenarioError(f"the root element must be <scenario>, not <{root.tag}>", source=source,
                            line=root.sourceline or 0, element=str(root.tag))
    values: dict[str, object] = {}
    host = HostSpec()
    prefs = Scenario().prefs
    projects: list[ProjectSpec] = []
    for el in root:
        tag = str(el.tag)
        if tag == "name":
            values["name"] = _text(el)
        elif tag == "policy":
            values["policy"] = _text(el)
        elif tag == "availability_model":
            model = _text(el)
            if model not in ("study", "boinc"):
                raise xml_error(el, source, f"must be 'study' or 'boinc', not {model!r}")
            values["availability_model"] = model
        elif tag == "seed":
            values["seed"] = int(xml_number(el, source))
        elif tag == "duration_days":
            values["duration_s"] = xml_number(el, source) * DAY
        elif tag == "duration_s":
            values["duration_s"] = xml_number(el, source)
        elif tag == "host":
            host = HostSpec(**_fields(el, source, _HOST_TAGS, {"ncpus"}, nested={"gpu"}))  # type: ignore[arg-type]
            gpus = [_gpu(g, source) for g in el if str(g.tag) == "gpu"]
            if len({g.type for g in gpus}) != len(gpus):
                raise xml_error(el, source, "each GPU type appears once (its <count> says how many devices)")
            values["gpus"] = tuple(gpus)
        elif tag == "prefs":
            prefs = read_prefs(el, source, prefs)
        elif tag == "project":
            projects.append(_project(el, source, len(projects)))
        else:
            raise xml_error(el, source, "unknown element")
    if not projects:
        raise ScenarioError("a scenario needs at least one <project>", source=source, line=root.sourceline or 0,
                            element="scenario")
    names = [p.name for p in projects]
    if len(set(names)) != len(names):
        raise ScenarioError("project names must be unique", source=source, element="project")
    return Scenario(host=host, prefs=prefs, projects=tuple(projects), **values)  # type: ignore[arg-type]


def _project(el: etree._Element, source: str, index: int) -> ProjectSpec:
    raw = _fields(el, source, _PROJECT_TAGS, set(), nested={"files", "app"} | _BOOL_TAGS)
    _days_to_seconds(raw)
    raw.setdefault("name", f"project{index + 1}")
    apps: list[AppSpec] = []
    for child in el:
        tag = str(child.tag)
        if tag == "files":
            raw["files"] = _files(child, source)
        elif tag == "app":
            apps.append(_app(child, source, len(apps)))
        elif tag in _BOOL_TAGS:
            raw[tag] = xml_flag(child, source)
    if len({a.name for a in apps}) != len(apps):
        raise xml_error(el, source, "app names must be unique within a project")
    if not apps and el.find("gpu_version") is not None:
        raise xml_error(el, source, "<gpu_version> goes inside an <app>")
    return ProjectSpec(apps=tuple(apps), **raw)  # type: ignore[arg-type]


def _app(el: etree._Element, source: str, index: int) -> AppSpec:
    """An ``<app>`` of our format: its own job sizes, deadline and files."""
    raw = _fields(el, source, _APP_TAGS, set(), nested={"files", "gpu_version", "no_cpu_version"})
    _days_to_seconds(raw)
    raw.setdefault("name", f"app{index + 1}")
    files = el.find("files")
    if files is not None:
        raw["files"] = _files(files, source)
    versions: list[GpuVersionSpec] = []
    for child in el:
        if str(child.tag) == "gpu_version":
            raw_v = _fields(child, source, _GPU_VERSION_TAGS, set())
            if not raw_v.get("type"):
                raise xml_error(child, source, "a <gpu_version> needs a <type>")
            versions.append(GpuVersionSpec(**raw_v))  # type: ignore[arg-type]
        elif str(child.tag) == "no_cpu_version":
            raw["cpu_version"] = not xml_flag(child, source)
    if len({v.type for v in versions}) != len(versions):
        raise xml_error(el, source, "one <gpu_version> per GPU type")
    if raw.get("cpu_version") is False and not versions:
        raise xml_error(el, source, "an app without a CPU version needs a <gpu_version>")
    return AppSpec(gpu_versions=tuple(versions), **raw)  # type: ignore[arg-type]


def _gpu(el: etree._Element, source: str) -> GpuSpec:
    raw = _fields(el, source, _GPU_TAGS, {"count"})
    if not raw.get("type"):
        raise xml_error(el, source, "a <gpu> needs a <type>")
    return GpuSpec(**raw)  # type: ignore[arg-type]


def _files(el: etree._Element, source: str) -> FileSpec:
    spec = FileSpec(**_fields(el, source, _FILE_TAGS, _FILE_INTS))  # type: ignore[arg-type]
    for child in el:
        if str(child.tag).endswith("_bytes") and xml_number(child, source) >= MAX_FILE_BYTES:
            raise xml_error(child, source, f"must be below {MAX_FILE_BYTES:g} bytes")
    for tag in _PRIORITIES:
        child = el.find(tag)
        if child is not None and not 1 <= getattr(spec, tag) <= 5:
            raise xml_error(child, source, f"must be a priority from 1 (P_LOW) to 5 (P_HIGH), not {getattr(spec, tag)}")
    return spec


def _days_to_seconds(raw: dict[str, object]) -> None:
    if "latency_bound_days" in raw:
        days = raw.pop("latency_bound_days")
        assert isinstance(days, float)
        raw["latency_bound_s"] = days * DAY


def xml_flag(el: etree._Element, source: str) -> bool:
    """A switch, read alike by both scenario readers: empty is true (``<run_if_user_active/>``,
    how BOINC's writers say true), a whole number is true unless 0 (BOINC's parse_bool), and
    true/false are taken too."""
    text = _text(el).lower()
    if text in ("", "true"):
        return True
    if text == "false":
        return False
    try:
        return int(text) != 0
    except ValueError:
        raise xml_error(el, source, f"expected 0, 1 or nothing, found {text!r}") from None


def _fields(el: etree._Element, source: str, allowed: set[str], ints: set[str],
            nested: Collection[str] = ()) -> dict[str, object]:
    out: dict[str, object] = {}
    for child in el:
        tag = str(child.tag)
        if tag in nested:
            continue
        if tag not in allowed:
            raise xml_error(child, source, f"unknown element inside <{el.tag}>")
        if tag in ("name", "type"):
            out[tag] = _text(child)
            continue
        value = xml_number(child, source)
        if tag in _POSITIVE and value <= 0:
            raise xml_error(child, source, f"must be positive, not {value:g}")
        if tag in _FRACTIONS and not 0 < value <= 1:
            raise xml_error(child, source, f"must be in (0, 1], not {value:g}")
        if tag in _PROBABILITIES and not 0 <= value <= 1:
            raise xml_error(child, source, f"must be in [0, 1], not {value:g}")
        if value < 0:
            raise xml_error(child, source, f"must not be negative ({value:g})")
        if tag in ints:
            if value != int(value):
                raise xml_error(child, source, f"must be a whole number, not {value:g}")
            out[tag] = int(value)
        else:
            out[tag] = value
    return out


def read_prefs(el: etree._Element, source: str, base: GlobalPrefs,
               ignored: frozenset[str] = frozenset()) -> GlobalPrefs:
    """``base`` with the preferences ``el``'s children set (a scenario's ``<prefs>``, a data
    directory's global_prefs.xml); a child named in ``ignored`` is passed over, an unknown one or
    a negative number is a ScenarioError naming the file, line and element."""
    changes: dict[str, object] = {}
    for child in el:
        tag = str(child.tag)
        if tag in ignored:
            continue
        kind = PREF_KINDS.get(tag)  # a table, not the field's annotation: see PREF_KINDS
        if kind is None:
            raise xml_error(child, source, "unknown preference")
        if kind == "bool":
            changes[tag] = xml_flag(child, source)
        elif kind == "str":
            changes[tag] = _text(child)
        else:
            value = xml_number(child, source)
            if value < 0:
                raise xml_error(child, source, f"must not be negative ({value:g})")
            changes[tag] = int(value) if kind == "int" else value
    return replace(base, **changes)  # type: ignore[arg-type]


def _text(el: etree._Element) -> str:
    return (el.text or "").strip()


def xml_number(el: etree._Element, source: str) -> float:
    """The finite number ``el`` holds, or a ScenarioError naming the file, line and element."""
    text = _text(el)
    try:
        value = float(text)
    except ValueError:
        raise xml_error(el, source, f"expected a number, found {text!r}") from None
    if not math.isfinite(value):
        raise xml_error(el, source, f"expected a finite number, found {text!r}")
    return value


def xml_error(el: etree._Element, source: str, message: str) -> ScenarioError:
    """A scenario error located at ``el`` (both scenario readers use it)."""
    return ScenarioError(message, source=source, line=el.sourceline or 0, element=str(el.tag))
