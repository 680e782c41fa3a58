"""NVIDIA GPUs through the CUDA driver API (``libcuda.so.1``) and NVML, with ctypes.

The driver API gives each device's name, memory, compute capability, multiprocessors
and clock; NVML (``libnvidia-ml.so.1``) gives the display driver's version text
(``535.54.03``), which BOINC encodes as 53554. Both libraries run inside this process,
so this module runs in the detection child only. ``BOINC_GUI_CUDA_LIB`` and
``BOINC_GUI_NVML_LIB`` name other libraries (the tests' stand-ins).
"""
from __future__ import annotations

import ctypes
import os
from collections.abc import Callable
from dataclasses import dataclass, field

from core.coprocs.devices import CudaDevice, CudaProps, PciInfo, sane_peak_flops
from core.coprocs.peak_flops import nvidia_peak_flops

CUDA_ENV = "BOINC_GUI_CUDA_LIB"
NVML_ENV = "BOINC_GUI_NVML_LIB"
CUDA_LIBRARIES = ("libcuda.so.1", "libcuda.so")
NVML_LIBRARIES = ("libnvidia-ml.so.1", "libnvidia-ml.so")

# CUdevice_attribute values (cuda.h)
ATTRIBUTES = {
    "max_threads_per_block": 1, "block_x": 2, "block_y": 3, "block_z": 4, "grid_x": 5, "grid_y": 6, "grid_z": 7,
    "shared_mem_per_block": 8, "total_const_mem": 9, "warp_size": 10, "mem_pitch": 11, "regs_per_block": 12,
    "clock_rate": 13, "texture_alignment": 14, "device_overlap": 15, "multiprocessor_count": 16,
    "pci_bus_id": 33, "pci_device_id": 34, "pci_domain_id": 50, "major": 75, "minor": 76,
}


@dataclass(slots=True)
class CudaFindings:
    have_cuda: bool = False
    cuda_version: int = 0
    devices: list[CudaDevice] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _open(explicit: str | None, env: str, defaults: tuple[str, ...]) -> tuple[ctypes.CDLL | None, str]:
    names = [explicit] if explicit else ([os.environ[env]] if os.environ.get(env) else list(defaults))
    error = ""
    for name in names:
        try:
            return ctypes.CDLL(name), ""
        except OSError as exc:
            error = str(exc)
    return None, error


def encode_driver_version(text: str) -> int:
    """``535.54.03`` -> 53554: major x 100 + minor, the minor capped at 99 as BOINC caps it."""
    parts = text.strip().split(".")
    try:
        major = int(parts[0])
        minor = int(parts[1]) if len(parts) > 1 else 0
    except ValueError:
        return 0
    return major * 100 + min(minor, 99)


def nvml_driver_version(library: str | None = None) -> str:
    """The display driver's version text from NVML, or "" when NVML is missing or fails."""
    lib, _ = _open(library, NVML_ENV, NVML_LIBRARIES)
    if lib is None:
        return ""
    init = getattr(lib, "nvmlInit_v2", None) or getattr(lib, "nvmlInit", None)
    get = getattr(lib, "nvmlSystemGetDriverVersion", None)
    shutdown = getattr(lib, "nvmlShutdown", None)
    if init is None or get is None:
        return ""
    init.restype = ctypes.c_int
    get.argtypes = [ctypes.c_char_p, ctypes.c_uint]
    get.restype = ctypes.c_int
    if init() != 0:
        return ""
    try:
        buf = ctypes.create_string_buffer(96)
        if get(buf, 80) != 0:
            return ""
        return buf.value.decode("ascii", "replace")
    finally:
        if shutdown is not None:
            shutdown()


class _Cuda:
    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib

    def fn(self, *names: str) -> Callable[..., int] | None:
        """The first of ``names`` the library exports, returning a C int; None if none is."""
        for name in names:
            f = getattr(self.lib, name, None)
            if f is not None:
                f.restype = ctypes.c_int
                found: Callable[..., int] = f
                return found
        return None


def _available_ram(api: _Cuda, device: int, total: float, warnings: list[str]) -> float:
    """Free memory on the device, through a short-lived context; the total when that fails."""
    create, destroy = api.fn("cuCtxCreate_v2", "cuCtxCreate"), api.fn("cuCtxDestroy_v2", "cuCtxDestroy")
    info = api.fn("cuMemGetInfo_v2")
    if create is None or destroy is None or info is None:
        return total
    ctx = ctypes.c_void_p()
    err = create(ctypes.byref(ctx), ctypes.c_uint(0), ctypes.c_int(device))
    if err:
        warnings.append(f"cuCtxCreate({device}) returned {err}")
        return total
    try:
        free, whole = ctypes.c_size_t(0), ctypes.c_size_t(0)
        err = info(ctypes.byref(free), ctypes.byref(whole))
        if err:
            warnings.append(f"cuMemGetInfo({device}) returned {err}")
            return total
        return float(free.value)
    finally:
        destroy(ctx)


def enumerate_cuda(library: str | None = None, nvml_library: str | None = None) -> CudaFindings:
    """Every CUDA device; a missing library or failing call is a warning, not an error."""
    found = CudaFindings()
    lib, error = _open(library, CUDA_ENV, CUDA_LIBRARIES)
    if lib is None:
        found.warnings.append(f"NVIDIA: {error}")
        return found
    api = _Cuda(lib)
    init, version = api.fn("cuInit"), api.fn("cuDriverGetVersion")
    count_fn, get = api.fn("cuDeviceGetCount"), api.fn("cuDeviceGet")
    name_fn, attr = api.fn("cuDeviceGetName"), api.fn("cuDeviceGetAttribute")
    mem_fn = api.fn("cuDeviceTotalMem_v2", "cuDeviceTotalMem")
    capability = api.fn("cuDeviceComputeCapability")
    for f, what in ((init, "cuInit"), (version, "cuDriverGetVersion"), (count_fn, "cuDeviceGetCount"),
                    (get, "cuDeviceGet"), (name_fn, "cuDeviceGetName"), (attr, "cuDeviceGetAttribute"),
                    (mem_fn, "cuDeviceTotalMem")):
        if f is None:
            found.warnings.append(f"{what}() missing from NVIDIA library")
            return found
    assert init and version and count_fn and get and name_fn and attr and mem_fn
    err = init(ctypes.c_uint(0))
    if err:
        found.warnings.append(f"NVIDIA drivers present but no GPUs found (cuInit returned {err})")
        return found
    value = ctypes.c_int(0)
    err = version(ctypes.byref(value))
    if err:
        found.warnings.append(f"cuDriverGetVersion() returned {err}")
        return found
    found.have_cuda, found.cuda_version = True, value.value
    err = count_fn(ctypes.byref(value))
    if err:
        found.warnings.append(f"cuDeviceGetCount() returned {err}")
        return found
    n = value.value
    found.warnings.append(f"NVIDIA library reports {n} GPU{'' if n == 1 else 's'}")
    driver_text = nvml_driver_version(nvml_library)
    for j in range(n):
        handle = ctypes.c_int(0)
        if get(ctypes.byref(handle), ctypes.c_int(j)):
            found.warnings.append(f"cuDeviceGet({j}) failed")
            break
        dev = handle.value
        buf = ctypes.create_string_buffer(256)
        if name_fn(buf, ctypes.c_int(256), ctypes.c_int(dev)):
            found.warnings.append(f"cuDeviceGetName({j}) failed")
            break

        def attribute(key: str) -> int:
            out = ctypes.c_int(0)
            assert attr is not None
            attr(ctypes.byref(out), ctypes.c_int(ATTRIBUTES[key]), ctypes.c_int(dev))  # noqa: B023 -- called within this iteration only
            return out.value

        props = CudaProps(name=buf.value.decode("utf-8", "replace"))
        if capability is not None:
            major, minor = ctypes.c_int(0), ctypes.c_int(0)
            capability(ctypes.byref(major), ctypes.byref(minor), ctypes.c_int(dev))
            props.major, props.minor = major.value, minor.value
        else:
            props.major, props.minor = attribute("major"), attribute("minor")
        total = ctypes.c_size_t(0)
        mem_fn(ctypes.byref(total), ctypes.c_int(dev))
        props.total_global_mem = float(total.value)
        props.shared_mem_per_block = float(attribute("shared_mem_per_block"))
        props.regs_per_block = attribute("regs_per_block")
        props.warp_size = attribute("warp_size")
        props.mem_pitch = float(attribute("mem_pitch"))
        props.max_threads_per_block = attribute("max_threads_per_block")
        props.max_threads_dim = (attribute("block_x"), attribute("block_y"), attribute("block_z"))
        props.max_grid_size = (attribute("grid_x"), attribute("grid_y"), attribute("grid_z"))
        props.clock_rate = attribute("clock_rate")
        props.total_const_mem = float(attribute("total_const_mem"))
        props.texture_alignment = float(attribute("texture_alignment"))
        props.device_overlap = attribute("device_overlap")
        props.multiprocessor_count = attribute("multiprocessor_count")
        if props.major <= 0 or props.major > 100:
            continue  # 0 is an emulated device, 9999 an error
        device = CudaDevice(device_num=j, props=props, cuda_version=found.cuda_version,
                            driver_version=encode_driver_version(driver_text), driver_string=driver_text,
                            pci=PciInfo(attribute("pci_bus_id"), attribute("pci_device_id"),
                                        attribute("pci_domain_id")))
        device.peak_flops = sane_peak_flops(
            nvidia_peak_flops(props.major, props.minor, props.clock_rate, props.multiprocessor_count),
            "CUDA", found.warnings)
        device.available_ram = _available_ram(api, dev, props.total_global_mem, found.warnings)
        found.devices.append(device)
    if not found.devices:
        found.warnings.append("No CUDA-capable NVIDIA GPUs found")
    return found
