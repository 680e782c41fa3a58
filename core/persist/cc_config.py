"""``cc_config.xml``: log flags and client options (prefs.md section 6).

``CcConfig`` holds every log flag BOINC has (``LogFlags``) and the options a
client and manager use (``CcOptions``), with BOINC's defaults. Reading starts
from the defaults (as a re-read does in BOINC), converts each element by the
field's type, and reports unknown or unusable elements as warnings; only a
document that is not XML at all, or has the wrong root, raises
``XmlInputError``. Writing produces the full form (every flag and option), as
the Manager's ``set_cc_config`` does.

Transfer caps below 1 (``max_file_xfers``, ``max_file_xfers_per_project``) are raised
to 1 with a warning. BOINC takes them as written, and then a 0 or a negative number
stops every file transfer without a word; a volunteer who wants no transfers has
the network run mode for that. The file is read through the hardened reader's cap
(``MAX_CONFIG_FILE_BYTES``) before a byte of it is held in memory.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path

from lxml import etree

from core.coprocs.opencl_prop import OpenClProp, opencl_prop_xml, parse_opencl_prop
from core.errors import XmlInputError
from core.persist.atomic import write_atomic
from core.persist.paths import canonicalize_master_url
from core.xml.fields import esc, fmt_float, parse_bool, parse_int, parse_number, scalar_text, text_of
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped

MAX_COPROC_INSTANCES = 64
"""BOINC's limit on devices of one coprocessor type (``MAX_COPROC_INSTANCES``)."""

DEFAULT_MAX_STDOUT_FILE_SIZE = 2 * 1024 * 1024
"""Size of the client's own log before rotation when the option is 0 (BOINC's built-in 2 MiB)."""


@dataclass(slots=True)
class LogFlags:
    """``<log_flags>``, in BOINC's write order; task, file_xfer and sched_ops are on by default."""

    task: bool = True
    file_xfer: bool = True
    sched_ops: bool = True
    app_msg_receive: bool = False
    app_msg_send: bool = False
    async_file_debug: bool = False
    benchmark_debug: bool = False
    checkpoint_debug: bool = False
    coproc_debug: bool = False
    cpu_sched: bool = False
    cpu_sched_debug: bool = False
    cpu_sched_status: bool = False
    dcf_debug: bool = False
    disk_usage_debug: bool = False
    file_xfer_debug: bool = False
    gui_rpc_debug: bool = False
    gui_rpc_msg_debug: bool = False
    heartbeat_debug: bool = False
    http_debug: bool = False
    http_xfer_debug: bool = False
    idle_detection_debug: bool = False
    mem_usage_debug: bool = False
    network_status_debug: bool = False
    notice_debug: bool = False
    poll_debug: bool = False
    priority_debug: bool = False
    proxy_debug: bool = False
    rr_simulation: bool = False
    rrsim_detail: bool = False
    sched_op_debug: bool = False
    scrsave_debug: bool = False
    slot_debug: bool = False
    sporadic_debug: bool = False
    state_debug: bool = False
    statefile_debug: bool = False
    suspend_debug: bool = False
    task_debug: bool = False
    time_debug: bool = False
    trickle_debug: bool = False
    unparsed_xml: bool = False
    work_fetch_debug: bool = False

    def is_on(self, flag: str) -> bool:
        """Whether the named flag is on; unknown names are off."""
        value = getattr(self, flag, False)
        return bool(value)


@dataclass(slots=True)
class ProxyInfo:
    """``<proxy_info>`` (the config-file form; it overrides the GUI-set proxy)."""

    use_http_proxy: bool = False
    use_socks_proxy: bool = False
    use_http_auth: bool = False
    http_server_name: str = ""
    http_server_port: int = 80
    http_user_name: str = ""
    http_user_passwd: str = ""  # secret: never logged
    socks_server_name: str = ""
    socks_server_port: int = 1080
    socks5_user_name: str = ""
    socks5_user_passwd: str = ""  # secret: never logged
    socks5_remote_dns: bool = False
    no_proxy: str = ""  # comma-separated hosts reached directly


@dataclass(slots=True)
class DeclaredCoproc:
    """``<coproc>``: a coprocessor the volunteer declares by hand (BOINC's ``COPROC::parse``).

    BOINC treats it as ``count`` devices of ``type`` whatever detection finds; without
    ``<device_nums>`` the devices are numbered 0..count-1.

    ``<coproc_opencl>`` (BOINC's parser reads it into the type's OpenCL properties, then
    leaves the type without OpenCL) here makes the type an OpenCL one: its requests carry
    the properties, and its devices are the OpenCL devices of that ``<vendor>`` from
    ``<opencl_device_index>`` on, so a host can point a declared GPU at a real OpenCL
    device, a CPU one such as pocl included (docs/gpu.md).
    """

    type: str
    count: int = 0
    peak_flops: float = 0.0
    device_nums: list[int] = field(default_factory=list)
    non_gpu: bool = False
    opencl: OpenClProp | None = None

    def numbers(self) -> list[int]:
        """The device numbers of the ``count`` devices: those given, then the positions."""
        given = self.device_nums[: self.count]
        return given + list(range(len(given), self.count))


@dataclass(slots=True)
class ExcludeGpu:
    """``<exclude_gpu>``: keep a project (or one of its apps) off a GPU type or device.

    ``device_num`` -1 means every device; ``type`` empty means every GPU type.
    """

    url: str
    device_num: int = -1
    type: str = ""
    app: str = ""


@dataclass(slots=True)
class CcOptions:
    """``<options>`` with BOINC's defaults (``CC_CONFIG::defaults``)."""

    abort_jobs_on_exit: bool = False
    allow_multiple_clients: bool = False
    allow_remote_gui_rpc: bool = False
    alt_platform: list[str] = field(default_factory=list)
    coproc: list[DeclaredCoproc] = field(default_factory=list)  # GPUs declared by hand
    disallow_attach: bool = False
    dont_check_file_sizes: bool = False
    dont_contact_ref_site: bool = False
    dont_suspend_nci: bool = False
    dont_use_vbox: bool = False
    dont_use_wsl: bool = False
    dont_use_docker: bool = False
    exclude_gpu: list[ExcludeGpu] = field(default_factory=list)
    exclusive_app: list[str] = field(default_factory=list)
    exclusive_gpu_app: list[str] = field(default_factory=list)
    exit_after_finish: bool = False
    exit_before_start: bool = False
    exit_when_idle: bool = False
    fetch_minimal_work: bool = False
    fetch_on_update: bool = False
    force_auth: str = "default"
    http_1_0: bool = False
    http_transfer_timeout: int = 300  # seconds below http_transfer_timeout_bps before giving up
    http_transfer_timeout_bps: int = 10  # bytes/s
    ignore_nvidia_dev: list[int] = field(default_factory=list)  # device numbers detection leaves out
    ignore_ati_dev: list[int] = field(default_factory=list)
    ignore_intel_dev: list[int] = field(default_factory=list)
    ignore_apple_dev: list[int] = field(default_factory=list)
    ignore_tty: list[str] = field(default_factory=list)
    lower_client_priority: bool = False
    max_event_log_lines: int = 2000  # 0 = unlimited
    max_file_xfers: int = 8
    max_file_xfers_per_project: int = 2
    max_overdue_days: float = -1.0  # < 0 = off
    max_stderr_file_size: float = 0.0  # bytes; 0 = 2 MiB built-in
    max_stdout_file_size: float = 0.0  # bytes; 0 = 2 MiB built-in
    max_tasks_reported: int = 0  # 0 = no limit
    ncpus: int = -1  # > 0: act as if the host had this many CPUs
    no_alt_platform: bool = False
    no_disk_usage: bool = False  # scheduler requests carry no <disk_usage> (BOINC 8)
    no_gpus: bool = False
    no_info_fetch: bool = False
    no_opencl: bool = False
    no_priority_change: bool = False
    os_random_only: bool = False
    prioritize_gpu: bool = False  # GPU jobs before CPU jobs in deadline danger
    process_priority: int = -1
    process_priority_special: int = -1
    rec_half_life_days: float = 10.0
    report_results_immediately: bool = False
    run_apps_manually: bool = False
    save_stats_days: int = 30
    simple_gui_only: bool = False
    skip_cpu_benchmarks: bool = False
    start_delay: float = 0.0  # seconds
    stderr_head: bool = False
    suppress_net_info: bool = False
    unsigned_apps_ok: bool = False
    use_all_gpus: bool = False
    use_certs: bool = False
    use_certs_only: bool = False
    vbox_window: bool = False
    device_name: str = ""
    proxy_info: ProxyInfo | None = None

    @property
    def stdout_file_size_cap(self) -> int:
        """Bytes of the client's log before it is rotated."""
        size = self.max_stdout_file_size
        return int(size) if size > 0 else DEFAULT_MAX_STDOUT_FILE_SIZE


@dataclass(slots=True)
class CcConfig:
    log_flags: LogFlags = field(default_factory=LogFlags)
    options: CcOptions = field(default_factory=CcOptions)


_LEGACY_IGNORED = {"client_download_url", "client_new_version_text", "client_version_check_url",
                   "network_test_url", "allow_gui_rpc_get", "dont_use_podman", "disallowed_wsl",
                   "no_rdp_check"}
_BLOCKS_SKIPPED = {"exclude_gpu", "coproc", "ignore_cuda_dev"}  # read by _read_gpu_blocks


_C_INT_MIN, _C_INT_MAX = -(1 << 31), (1 << 31) - 1


def _types(cls: type) -> dict[str, str]:
    return {f.name: str(f.type) for f in fields(cls)}


def _fill(obj: object, el: etree._Element, what: str, source: str, warnings: list[str],
          skip: set[str] | None = None) -> None:
    types = _types(type(obj))
    for child in el:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        where = f"{source}, line {child.sourceline or 0}, <{what}><{tag}>"
        kind = types.get(tag)
        if kind is not None and kind.startswith("ProxyInfo"):
            continue  # a block, read by the caller
        if kind is None:
            if skip is None or tag not in skip:
                warnings.append(f"{where}: unknown element ignored")
            continue
        text = text_of(child)
        try:
            if kind == "bool":
                setattr(obj, tag, parse_bool(text))
            elif kind == "int":
                number = parse_int(text)
                if not _C_INT_MIN <= number <= _C_INT_MAX:
                    raise OverflowError  # BOINC's parse_int refuses what a C int cannot hold
                setattr(obj, tag, number)
            elif kind == "float":
                setattr(obj, tag, parse_number(text))
            elif kind == "str":
                setattr(obj, tag, text)
            elif kind == "list[str]":
                if text:
                    getattr(obj, tag).append(text)
            elif kind == "list[int]":
                getattr(obj, tag).append(parse_int(text))
        except (ValueError, OverflowError):
            warnings.append(f"{where}: unusable value {text[:40]!r}; default kept")


def _declared_coproc(el: etree._Element, where: str, warnings: list[str]) -> DeclaredCoproc | None:
    """One ``<coproc>``; BOINC drops one without a type, and a type of CPU."""
    declared = DeclaredCoproc(type="")
    # Repeated tags: the last one wins, as BOINC's parser reads them in order.
    for child in el:
        tag, text = child.tag, text_of(child)
        try:
            if tag == "type":
                declared.type = text
            elif tag == "count":
                declared.count = parse_int(text)
            elif tag == "peak_flops":
                declared.peak_flops = parse_number(text)
            elif tag == "device_nums":
                declared.device_nums = [int(word) for word in text.split()]
            elif tag == "non_gpu":
                declared.non_gpu = parse_bool(text)
            elif tag == "coproc_opencl":
                declared.opencl = parse_opencl_prop(child)
        except (ValueError, OverflowError):
            warnings.append(f"{where}<coproc><{tag}>: unusable value {text[:40]!r}; ignored")
    if not declared.type:
        warnings.append(f"{where}: <coproc> without <type> ignored")
        return None
    if declared.type == "CPU":
        warnings.append(f"{where}: <coproc> of type CPU ignored")
        return None
    if declared.count > MAX_COPROC_INSTANCES:
        warnings.append(f"{where}: {declared.count} instances of {declared.type}; "
                        f"the most is {MAX_COPROC_INSTANCES}")
        declared.count = MAX_COPROC_INSTANCES
    declared.count = max(declared.count, 0)
    declared.device_nums = declared.numbers()  # one number per device, as BOINC keeps them
    return declared


def _exclude_gpu(el: etree._Element, where: str, warnings: list[str]) -> ExcludeGpu | None:
    """One ``<exclude_gpu>``; BOINC refuses one without a URL or with a device number past 63."""
    found: dict[str, str] = {}
    for child in el:
        if isinstance(child.tag, str):
            found[child.tag] = text_of(child)  # last wins
    url = found.get("url", "")
    if not url:
        warnings.append(f"{where}: <exclude_gpu> without <url> ignored")
        return None
    try:
        device_num = parse_int(found["device_num"]) if "device_num" in found else -1
    except ValueError:
        warnings.append(f"{where}: <exclude_gpu><device_num> unusable; ignored")
        return None
    if device_num >= MAX_COPROC_INSTANCES:
        warnings.append(f"{where}: <exclude_gpu><device_num> {device_num} is past the last device; ignored")
        return None
    return ExcludeGpu(url=canonicalize_master_url(url), device_num=device_num, type=found.get("type", ""),
                      app=found.get("app", ""))


def _read_gpu_blocks(options: CcOptions, el: etree._Element, source: str, warnings: list[str]) -> None:
    seen_types: set[str] = set()
    for child in el:
        where = f"{source}, line {child.sourceline or 0}, <options>"
        if child.tag == "coproc":
            declared = _declared_coproc(child, where, warnings)
            if declared is None:
                continue
            if declared.type in seen_types:
                warnings.append(f"{where}: a second <coproc> of type {declared.type} ignored")
                continue
            seen_types.add(declared.type)
            options.coproc.append(declared)
        elif child.tag == "exclude_gpu":
            excluded = _exclude_gpu(child, where, warnings)
            if excluded is not None:
                options.exclude_gpu.append(excluded)
        elif child.tag == "ignore_cuda_dev":  # the older name of ignore_nvidia_dev
            try:
                options.ignore_nvidia_dev.append(parse_int(text_of(child)))
            except ValueError:
                warnings.append(f"{where}<ignore_cuda_dev>: unusable value; ignored")


_AT_LEAST_ONE = ("max_file_xfers", "max_file_xfers_per_project")


def _clamp_transfer_caps(options: CcOptions, el: etree._Element, source: str, warnings: list[str]) -> None:
    for name in _AT_LEAST_ONE:
        value = getattr(options, name)
        if value >= 1:
            continue
        child = el.find(name)
        line = child.sourceline if child is not None and child.sourceline else 0
        warnings.append(f"{source}, line {line}, <options><{name}>: {value} would stop every file transfer; "
                        "1 is used")
        setattr(options, name, 1)


def parse_cc_config(data: bytes, *, source: str = "cc_config.xml") -> tuple[CcConfig, list[str]]:
    """Parse a cc_config document from the defaults; returns the config and warnings."""
    root = parse_xml(data, source=source)
    if root.tag != "cc_config":
        raise XmlInputError("Missing start tag <cc_config>", source=source, element=str(root.tag))
    config = CcConfig()
    warnings: list[str] = []
    for el in root:
        if el.tag == "log_flags":
            _fill(config.log_flags, el, "log_flags", source, warnings)
        elif el.tag == "options":
            _fill(config.options, el, "options", source, warnings, _LEGACY_IGNORED | _BLOCKS_SKIPPED)
            _clamp_transfer_caps(config.options, el, source, warnings)
            _read_gpu_blocks(config.options, el, source, warnings)
            proxy = el.find("proxy_info")
            if proxy is not None:
                config.options.proxy_info = ProxyInfo()
                _fill(config.options.proxy_info, proxy, "proxy_info", source, warnings)
        elif isinstance(el.tag, str):
            warnings.append(f"{source}, line {el.sourceline or 0}: unknown top-level <{el.tag}> ignored")
    return config, warnings


def read_cc_config(path: Path) -> tuple[CcConfig, list[str]]:
    """Read ``cc_config.xml``; a missing, oversized or unusable file gives the defaults and a warning."""
    if not path.exists():
        return CcConfig(), ["cc_config.xml not found - using defaults"]
    try:
        return parse_cc_config(read_capped(path, MAX_CONFIG_FILE_BYTES), source=str(path))
    except XmlInputError as exc:
        return CcConfig(), [f"{exc}; using defaults"]


def _write_obj(lines: list[str], obj: object, indent: str) -> None:
    for f in fields(obj):  # type: ignore[arg-type]
        value = getattr(obj, f.name)
        if isinstance(value, list) and f.name == "coproc":
            for declared in value:
                lines.append(f"{indent}<coproc>\n{indent}    <type>{esc(declared.type)}</type>\n"
                             f"{indent}    <count>{declared.count}</count>\n"
                             f"{indent}    <peak_flops>{fmt_float(declared.peak_flops)}</peak_flops>\n"
                             f"{indent}    <device_nums>{' '.join(map(str, declared.numbers()))}</device_nums>\n")
                if declared.non_gpu:
                    lines.append(f"{indent}    <non_gpu>1</non_gpu>\n")
                if declared.opencl is not None:  # with its device index (a temp-file element)
                    prop = opencl_prop_xml(declared.opencl, "coproc_opencl", temp_file=True)
                    lines.append("".join(f"{indent} {line}\n" for line in prop.splitlines()))
                lines.append(f"{indent}</coproc>\n")
        elif isinstance(value, list) and f.name == "exclude_gpu":
            for ex in value:
                lines.append(f"{indent}<exclude_gpu>\n{indent}    <url>{esc(ex.url)}</url>\n"
                             f"{indent}    <device_num>{ex.device_num}</device_num>\n")
                if ex.type:
                    lines.append(f"{indent}    <type>{esc(ex.type)}</type>\n")
                if ex.app:
                    lines.append(f"{indent}    <app>{esc(ex.app)}</app>\n")
                lines.append(f"{indent}</exclude_gpu>\n")
        elif isinstance(value, list):
            lines.extend(f"{indent}<{f.name}>{scalar_text(v)}</{f.name}>\n" for v in value)
        elif isinstance(value, ProxyInfo):
            lines.append(f"{indent}<proxy_info>\n")
            _write_obj(lines, value, indent + "    ")
            lines.append(f"{indent}</proxy_info>\n")
        elif value is not None:
            lines.append(f"{indent}<{f.name}>{scalar_text(value)}</{f.name}>\n")


def render_cc_config(config: CcConfig) -> bytes:
    """The full form: every log flag and every option."""
    lines = ["<cc_config>\n", "    <log_flags>\n"]
    _write_obj(lines, config.log_flags, "        ")
    lines.append("    </log_flags>\n    <options>\n")
    _write_obj(lines, config.options, "        ")
    lines.append("    </options>\n</cc_config>\n")
    return "".join(lines).encode("utf-8")


def write_cc_config(path: Path, config: CcConfig) -> None:
    write_atomic(path, render_cc_config(config))
