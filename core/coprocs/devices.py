"""The coprocessor records: one CUDA device as the driver reports it, and one resource type.

BOINC groups a host's GPUs into resource types (``NVIDIA``, ``ATI``, ``intel_gpu``,
``apple_gpu``, or the model name of any other OpenCL GPU or accelerator, or the type a
volunteer declares in cc_config.xml). A ``Coproc`` is one such type: ``count`` devices
treated as alike, numbered by ``device_nums``, with the properties of the best of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.coprocs.opencl_prop import OpenClProp

NVIDIA = "NVIDIA"
ATI = "ATI"
INTEL_GPU = "intel_gpu"
APPLE_GPU = "apple_gpu"
VENDOR_TYPES = (NVIDIA, ATI, INTEL_GPU, APPLE_GPU)
"""The four types BOINC knows by name; any other type is a generic ``<coproc>``."""

MAX_RSC = 8
"""BOINC's limit on resource types, the CPU included."""

GPU_MAX_PEAK_FLOPS = 1e15
GPU_DEFAULT_PEAK_FLOPS = 100e9
"""A reported peak outside (0, 1e15] is replaced by 100 GFLOPS, as BOINC does."""

_ALIASES = {"CUDA": NVIDIA, "NVIDIA": NVIDIA, "ATI": ATI, "intel_gpu": INTEL_GPU, "apple_gpu": APPLE_GPU}

_READABLE = {NVIDIA: "NVIDIA GPU", ATI: "AMD/ATI GPU", INTEL_GPU: "Intel GPU", APPLE_GPU: "Apple GPU"}


def canonical_type(name: str) -> str:
    """The XML type name: ``CUDA`` is the older name of ``NVIDIA``; others unchanged."""
    return _ALIASES.get(name, name)


def readable_type(name: str) -> str:
    """What a volunteer reads for a type: ``NVIDIA GPU``, or the type itself."""
    return _READABLE.get(canonical_type(name), name)


@dataclass(slots=True)
class CudaProps:
    """What the CUDA driver API tells about one device (BOINC's ``CUDA_DEVICE_PROP``)."""

    name: str = ""
    total_global_mem: float = 0.0  # bytes
    shared_mem_per_block: float = 0.0
    regs_per_block: int = 0
    warp_size: int = 0
    mem_pitch: float = 0.0
    max_threads_per_block: int = 0
    max_threads_dim: tuple[int, int, int] = (0, 0, 0)
    max_grid_size: tuple[int, int, int] = (0, 0, 0)
    clock_rate: int = 0  # kHz
    total_const_mem: float = 0.0
    major: int = 0  # compute capability
    minor: int = 0
    texture_alignment: float = 0.0
    device_overlap: int = 0
    multiprocessor_count: int = 0


@dataclass(slots=True)
class PciInfo:
    bus_id: int = 0
    device_id: int = 0
    domain_id: int = 0


@dataclass(slots=True)
class CudaDevice:
    """One NVIDIA GPU found through CUDA."""

    device_num: int
    props: CudaProps = field(default_factory=CudaProps)
    cuda_version: int = 0  # e.g. 12020 for CUDA 12.2
    driver_version: int = 0  # display driver as BOINC encodes it: 535.54 -> 53554
    driver_string: str = ""  # NVML's text, for people
    peak_flops: float = 0.0
    available_ram: float = 0.0
    pci: PciInfo = field(default_factory=PciInfo)


@dataclass(slots=True)
class ResourceRequest:
    """What a scheduler request asks of one resource type (BOINC's ``write_request``)."""

    req_secs: float = 0.0  # instance-seconds of work wanted
    req_instances: float = 0.0  # idle instances to fill
    estimated_delay: float = 0.0  # seconds until an instance frees up


@dataclass(slots=True)
class Coproc:
    """One resource type: ``count`` devices treated as equal to the best of them."""

    type: str
    count: int = 0
    peak_flops: float = 0.0  # of one device
    device_nums: list[int] = field(default_factory=list)
    available_ram: float = 0.0  # bytes, of one device
    name: str = ""  # model name of the best device
    have_cuda: bool = False
    have_cal: bool = False
    have_opencl: bool = False
    non_gpu: bool = False
    specified_in_config: bool = False  # declared in cc_config.xml, not detected
    opencl: OpenClProp | None = None  # the best device's OpenCL properties
    opencl_device_indexes: list[int] = field(default_factory=list)  # per counted device
    cuda: CudaDevice | None = None  # NVIDIA: the best device as CUDA reports it
    pci_infos: list[PciInfo] = field(default_factory=list)

    @property
    def readable_type(self) -> str:
        return readable_type(self.type)


def sane_peak_flops(value: float, source: str, warnings: list[str]) -> float:
    """``value``, or BOINC's 100 GFLOPS default with a warning when it cannot be right."""
    if 0 < value <= GPU_MAX_PEAK_FLOPS:
        return value
    warnings.append(f"{source} reported bad GPU peak FLOPS {value:f}; using {GPU_DEFAULT_PEAK_FLOPS:f}")
    return GPU_DEFAULT_PEAK_FLOPS
