"""From what the child found to the host's resource types, by BOINC's equivalence rule.

For each vendor the most capable device is chosen (NVIDIA under CUDA: compute
capability, then CUDA version, memory, speed; under OpenCL alone: OpenCL version,
memory, speed), and only the devices equal to it count (memory within -30 %..+40 %,
speed not compared), unless cc_config's ``<use_all_gpus>``; devices named in
``<ignore_{nvidia,ati,intel,apple}_dev>`` are left out first. Any other OpenCL GPU or
accelerator becomes a type of its own with one device. Types declared by hand in
cc_config.xml come first and replace a detected type of the same name.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from core.coprocs.devices import (
    APPLE_GPU,
    ATI,
    INTEL_GPU,
    MAX_RSC,
    NVIDIA,
    Coproc,
    CudaDevice,
    CudaProps,
    canonical_type,
    readable_type,
)
from core.coprocs.opencl_prop import OpenClCpu, OpenClProp
from core.coprocs.peak_flops import apple_peak_flops
from core.gpu.coproc_info import DetectionReport
from core.persist.cc_config import CcOptions, DeclaredCoproc

GIGA = 1e9


@dataclass(frozen=True, slots=True)
class GpuConfig:
    """The cc_config options that shape the result."""

    use_all_gpus: bool = False
    ignore: Mapping[str, Sequence[int]] = field(default_factory=dict)  # by type: device numbers left out
    declared: Sequence[DeclaredCoproc] = ()

    @classmethod
    def from_options(cls, options: CcOptions) -> GpuConfig:
        return cls(use_all_gpus=options.use_all_gpus,
                   ignore={NVIDIA: tuple(options.ignore_nvidia_dev), ATI: tuple(options.ignore_ati_dev),
                           INTEL_GPU: tuple(options.ignore_intel_dev), APPLE_GPU: tuple(options.ignore_apple_dev)},
                   declared=tuple(options.coproc))


@dataclass(slots=True)
class HostGpus:
    coprocs: list[Coproc] = field(default_factory=list)
    opencl_cpus: list[OpenClCpu] = field(default_factory=list)
    descriptions: list[str] = field(default_factory=list)  # each device found, used or not
    messages: list[str] = field(default_factory=list)  # what the event log says about the result


_Device = TypeVar("_Device", CudaDevice, OpenClProp)


def _cmp(a: float, b: float) -> int:
    return (a > b) - (a < b)


def nvidia_compare(d1: CudaDevice, d2: CudaDevice, loose: bool) -> int:
    """1, -1 or 0: ``d1`` more, less or as capable as ``d2``."""
    for a, b in ((d1.props.major, d2.props.major), (d1.props.minor, d2.props.minor),
                 (d1.cuda_version, d2.cuda_version)):
        if a != b:
            return _cmp(a, b)
    if loose:
        return _cmp_memory_loosely(d1.available_ram, d2.available_ram)
    return _cmp(d1.available_ram, d2.available_ram) or _cmp(d1.peak_flops, d2.peak_flops)


def opencl_compare(p1: OpenClProp, p2: OpenClProp, loose: bool) -> int:
    if p1.device_version_int != p2.device_version_int:
        return _cmp(p1.device_version_int, p2.device_version_int)
    if loose:
        return _cmp_memory_loosely(p1.global_mem_size, p2.global_mem_size)
    return _cmp(p1.global_mem_size, p2.global_mem_size) or _cmp(p1.peak_flops, p2.peak_flops)


def _cmp_memory_loosely(a: float, b: float) -> int:
    """Memory sizes within -30 % / +40 % of each other count as equal (the loose comparison)."""
    if a > 1.4 * b:
        return 1
    if a < 0.7 * b:
        return -1
    return 0


def _best_and_used(devices: Sequence[_Device], ignore: set[int], use_all: bool,
                   compare: Callable[[_Device, _Device, bool], int]) -> tuple[_Device | None, list[_Device]]:
    """The most capable device not ignored, and the ones used: every one not ignored with
    ``use_all_gpus``, else those the loose comparison finds as capable as the best."""
    candidates = [d for d in devices if d.device_num not in ignore]
    best: _Device | None = None
    for d in candidates:
        if best is None or compare(d, best, False) > 0:
            best = d
    if best is None:
        return None, []
    return best, [d for d in candidates if use_all or compare(d, best, True) == 0]


def _status(used: bool, ignored: bool) -> str:
    return " (ignored by config)" if ignored else ("" if used else " (not used)")


def _cuda_description(d: CudaDevice, used: bool, ignored: bool) -> str:
    p = d.props
    driver = f"{d.driver_version // 100}.{d.driver_version % 100:02d}" if d.driver_version else "unknown"
    cuda = f"{d.cuda_version // 1000}.{d.cuda_version % 1000 // 10}" if d.cuda_version else "unknown"
    return (f"CUDA: NVIDIA GPU {d.device_num}{_status(used, ignored)}: {p.name} (driver {driver}, CUDA {cuda}, "
            f"compute capability {p.major}.{p.minor}, {p.total_global_mem / GIGA:.2f} GB, "
            f"{d.available_ram / GIGA:.2f} GB free, {d.peak_flops / GIGA:.0f} GFLOPS peak)")


def _opencl_description(kind: str, p: OpenClProp, used: bool, ignored: bool) -> str:
    return (f"OpenCL: {kind} {p.device_num}{_status(used, ignored)}: {p.name} (driver {p.opencl_driver_version}, "
            f"{p.opencl_device_version.strip()}, {p.global_mem_size / GIGA:.2f} GB, "
            f"{p.peak_flops / GIGA:.0f} GFLOPS peak)")


def _nvidia_from_cuda(devices: list[CudaDevice], opencls: list[OpenClProp], cfg: GpuConfig,
                      out: HostGpus) -> Coproc | None:
    ignore = set(cfg.ignore.get(NVIDIA, ()))
    best, used = _best_and_used(devices, ignore, cfg.use_all_gpus, nvidia_compare)
    for d in devices:
        out.descriptions.append(_cuda_description(d, d in used, d.device_num in ignore))
    if best is None:
        return None
    c = Coproc(type=NVIDIA, count=len(used), peak_flops=best.peak_flops, device_nums=[d.device_num for d in used],
               available_ram=best.available_ram, name=best.props.name, have_cuda=True, cuda=best,
               pci_infos=[d.pci for d in used])
    # The OpenCL view of the same cards: the best one's properties, each counted card's index.
    by_num = {p.device_num: p for p in opencls if p.device_num not in ignore}
    if best.device_num in by_num:
        c.opencl, c.have_opencl = by_num[best.device_num], True
    c.opencl_device_indexes = [by_num[n].opencl_device_index for n in c.device_nums if n in by_num]
    for p in opencls:
        out.descriptions.append(_opencl_description("NVIDIA GPU", p, p.device_num in c.device_nums,
                                                    p.device_num in ignore))
    return c


def _best_opencl(kind: str, opencls: list[OpenClProp], cfg: GpuConfig, out: HostGpus) -> Coproc | None:
    ignore = set(cfg.ignore.get(kind, ()))
    best, used = _best_and_used(opencls, ignore, cfg.use_all_gpus, opencl_compare)
    for p in opencls:
        out.descriptions.append(_opencl_description(readable_type(kind), p, p in used, p.device_num in ignore))
    if best is None:
        return None
    c = Coproc(type=kind, count=len(used), peak_flops=best.peak_flops, device_nums=[p.device_num for p in used],
               available_ram=float(best.global_mem_size), name=best.name, have_opencl=True, opencl=best,
               opencl_device_indexes=[p.opencl_device_index for p in used])
    if kind == NVIDIA:
        # Without CUDA the scheduler still reads CUDA's fields: fill them from OpenCL, as BOINC does.
        c.cuda = CudaDevice(device_num=best.device_num, props=CudaProps(
            name=best.name, total_global_mem=float(best.global_mem_size), clock_rate=best.max_clock_frequency * 1000,
            major=best.nv_compute_capability_major, minor=best.nv_compute_capability_minor))
    if kind == APPLE_GPU:
        c.peak_flops = apple_peak_flops(best)
    return c


def correlate(report: DetectionReport | None, cfg: GpuConfig = GpuConfig()) -> HostGpus:
    """The host's resource types; ``report`` None (detection off or failed) leaves only declared ones."""
    out = HostGpus()
    declared_types: list[str] = []
    for d in cfg.declared:
        kind = canonical_type(d.type)
        mine = Coproc(type=kind, count=d.count, peak_flops=d.peak_flops, device_nums=d.numbers(),
                      non_gpu=d.non_gpu, specified_in_config=True, name=d.type)
        if d.opencl is not None:  # our extension: the declared type runs OpenCL apps (docs/gpu.md)
            mine.have_opencl, mine.opencl = True, d.opencl
            mine.opencl_device_indexes = [d.opencl.opencl_device_index + i for i in range(d.count)]
            mine.available_ram = float(d.opencl.global_mem_size)
        out.coprocs.append(mine)
        declared_types.append(kind)
        out.messages.append(f"Coprocessor specified in cc_config.xml. Type {kind} "
                            f"({'non-GPU' if d.non_gpu else 'GPU'}); count {d.count}")
    if report is None:
        return out
    out.opencl_cpus = list(report.cpus)
    detected: list[Coproc | None] = []
    if report.cuda:
        detected.append(_nvidia_from_cuda(report.cuda, report.opencl["nvidia"], cfg, out))
    elif report.opencl["nvidia"]:
        detected.append(_best_opencl(NVIDIA, report.opencl["nvidia"], cfg, out))
    for kind, key in ((ATI, "ati"), (INTEL_GPU, "intel_gpu"), (APPLE_GPU, "apple_gpu")):
        if report.opencl[key]:
            detected.append(_best_opencl(kind, report.opencl[key], cfg, out))
    for c in detected:
        if c is None or c.count == 0:
            continue
        if c.type in declared_types:
            out.messages.append(f"{c.readable_type} info taken from cc_config.xml")
            continue
        out.coprocs.append(c)
    for p in report.opencl["other"]:
        room = len(out.coprocs) < MAX_RSC - 1
        out.descriptions.append(_opencl_description(p.name, p, room, False))
        if room:
            out.coprocs.append(Coproc(type=p.name, count=1, peak_flops=p.peak_flops, device_nums=[p.device_num],
                                      available_ram=float(p.global_mem_size), name=p.name, have_opencl=True,
                                      opencl=p, opencl_device_indexes=[p.opencl_device_index]))
    for cpu in report.cpus:
        p = cpu.prop
        out.descriptions.append(f"OpenCL CPU: {p.name} (platform {cpu.platform_vendor}, driver "
                                f"{p.opencl_driver_version}, {p.opencl_device_version.strip()})")
    if not out.coprocs:
        out.messages.append("No usable GPUs found")
    return out
