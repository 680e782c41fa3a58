"""OpenCL devices through the system's ICD loader (``libOpenCL.so.1``), with ctypes.

Every platform's CPU devices are listed apart (host_info's ``<opencl_cpu_prop>``: a CPU
is never counted as a GPU); its GPUs and accelerators are grouped by vendor as BOINC's
client groups them: NVIDIA, AMD (``ati``), Intel, Apple, and any other vendor, whose
devices become resource types of their own. The loader and the vendor drivers it loads
run inside this process, so this module runs in the detection child only.
"""
from __future__ import annotations

import ctypes
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.coprocs.devices import sane_peak_flops
from core.coprocs.opencl_prop import OpenClCpu, OpenClProp
from core.coprocs.peak_flops import (
    apple_peak_flops,
    ati_peak_flops,
    intel_peak_flops,
    nvidia_peak_flops,
    other_peak_flops,
)

LIBRARY_ENV = "BOINC_GUI_OPENCL_LIB"
"""Names a different OpenCL library (tests; a volunteer's unusual install)."""
DEFAULT_LIBRARIES = ("libOpenCL.so.1", "libOpenCL.so")

MAX_PLATFORMS = 16
MAX_DEVICES = 64

CL_SUCCESS = 0
CL_DEVICE_NOT_FOUND = -1
CL_INVALID_VALUE = -30
CL_INVALID_OPERATION = -59

CL_PLATFORM_VERSION = 0x0901
CL_PLATFORM_VENDOR = 0x0903

CL_DEVICE_TYPE_CPU = 1 << 1
CL_DEVICE_TYPE_GPU = 1 << 2
CL_DEVICE_TYPE_ACCELERATOR = 1 << 3

CL_DEVICE_VENDOR_ID = 0x1001
CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002
CL_DEVICE_MAX_CLOCK_FREQUENCY = 0x100C
CL_DEVICE_SINGLE_FP_CONFIG = 0x101B
CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F
CL_DEVICE_LOCAL_MEM_SIZE = 0x1023
CL_DEVICE_ENDIAN_LITTLE = 0x1026
CL_DEVICE_AVAILABLE = 0x1027
CL_DEVICE_EXECUTION_CAPABILITIES = 0x1029
CL_DEVICE_NAME = 0x102B
CL_DEVICE_VENDOR = 0x102C
CL_DRIVER_VERSION = 0x102D
CL_DEVICE_VERSION = 0x102F
CL_DEVICE_EXTENSIONS = 0x1030
CL_DEVICE_DOUBLE_FP_CONFIG = 0x1032
CL_DEVICE_HALF_FP_CONFIG = 0x1033
CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV = 0x4000
CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV = 0x4001
CL_DEVICE_BOARD_NAME_AMD = 0x4038
CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD = 0x4040
CL_DEVICE_SIMD_WIDTH_AMD = 0x4041
CL_DEVICE_SIMD_INSTRUCTION_WIDTH_AMD = 0x4042


def vendor_kind(vendor: str) -> str:
    """The group of a GPU or accelerator by its vendor string, as BOINC's tests on it."""
    if "ATI" in vendor or "AMD" in vendor or "Advanced Micro Devices, Inc." in vendor:
        return "ati"
    if "NVIDIA" in vendor:
        return "nvidia"
    if "intel" in vendor.lower():
        return "intel_gpu"
    if "apple" in vendor.lower():
        return "apple_gpu"
    return "other"


@dataclass(slots=True)
class OpenClFindings:
    gpus: dict[str, list[OpenClProp]] = field(default_factory=dict)  # by vendor_kind
    cpus: list[OpenClCpu] = field(default_factory=list)
    platforms: list[str] = field(default_factory=list)  # "vendor: version", for people
    warnings: list[str] = field(default_factory=list)


class _Api:
    """The four entry points, typed; raises OSError/AttributeError if the library lacks one."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        u32, size_t, vp = ctypes.c_uint32, ctypes.c_size_t, ctypes.c_void_p
        self.get_platform_ids: Callable[..., int] = lib.clGetPlatformIDs
        lib.clGetPlatformIDs.argtypes = [u32, ctypes.POINTER(vp), ctypes.POINTER(u32)]
        lib.clGetPlatformIDs.restype = ctypes.c_int32
        self.get_platform_info: Callable[..., int] = lib.clGetPlatformInfo
        lib.clGetPlatformInfo.argtypes = [vp, u32, size_t, vp, ctypes.POINTER(size_t)]
        lib.clGetPlatformInfo.restype = ctypes.c_int32
        self.get_device_ids: Callable[..., int] = lib.clGetDeviceIDs
        lib.clGetDeviceIDs.argtypes = [vp, ctypes.c_uint64, u32, ctypes.POINTER(vp), ctypes.POINTER(u32)]
        lib.clGetDeviceIDs.restype = ctypes.c_int32
        self.get_device_info: Callable[..., int] = lib.clGetDeviceInfo
        lib.clGetDeviceInfo.argtypes = [vp, u32, size_t, vp, ctypes.POINTER(size_t)]
        lib.clGetDeviceInfo.restype = ctypes.c_int32

    def _text(self, getter: Callable[..., int], handle: Any, param: int) -> tuple[int, str]:
        size = ctypes.c_size_t(0)
        err = getter(handle, param, 0, None, ctypes.byref(size))
        if err != CL_SUCCESS:
            return err, ""
        buf = ctypes.create_string_buffer(max(size.value, 1))
        err = getter(handle, param, size.value, buf, None)
        return err, buf.value.decode("utf-8", "replace").strip() if err == CL_SUCCESS else ""

    def platform_text(self, platform: Any, param: int) -> tuple[int, str]:
        return self._text(self.get_platform_info, platform, param)

    def device_text(self, device: Any, param: int) -> tuple[int, str]:
        return self._text(self.get_device_info, device, param)

    def device_number(
        self, device: Any, param: int, ctype: type[ctypes.c_uint32] | type[ctypes.c_uint64]
    ) -> tuple[int, int]:
        value = ctype(0)
        err = self.get_device_info(device, param, ctypes.sizeof(value), ctypes.byref(value), None)
        return err, int(value.value)


def _device_prop(api: _Api, device: Any, index: int, platform_version: str,
                 warnings: list[str]) -> OpenClProp | None:
    """The properties BOINC reads of a device; None (with a warning) when a required one fails."""
    prop = OpenClProp(opencl_platform_version=platform_version, opencl_device_index=index)
    u32, u64 = ctypes.c_uint32, ctypes.c_uint64
    for attr, param in (("name", CL_DEVICE_NAME), ("vendor", CL_DEVICE_VENDOR)):
        err, text = api.device_text(device, param)
        if err != CL_SUCCESS or not text:
            warnings.append(f"OpenCL: no {attr} for device {index} (error {err})")
            return None
        setattr(prop, attr, text)
    numbers: tuple[tuple[str, int, type[ctypes.c_uint32] | type[ctypes.c_uint64], bool], ...] = (
        ("vendor_id", CL_DEVICE_VENDOR_ID, u32, True),
        ("available", CL_DEVICE_AVAILABLE, u32, True),
        ("half_fp_config", CL_DEVICE_HALF_FP_CONFIG, u64, False),  # absent before OpenCL 1.1
        ("single_fp_config", CL_DEVICE_SINGLE_FP_CONFIG, u64, True),
        ("double_fp_config", CL_DEVICE_DOUBLE_FP_CONFIG, u64, False),
        ("endian_little", CL_DEVICE_ENDIAN_LITTLE, u32, True),
        ("execution_capabilities", CL_DEVICE_EXECUTION_CAPABILITIES, u64, True),
        ("global_mem_size", CL_DEVICE_GLOBAL_MEM_SIZE, u64, True),
        ("local_mem_size", CL_DEVICE_LOCAL_MEM_SIZE, u64, True),
        ("max_clock_frequency", CL_DEVICE_MAX_CLOCK_FREQUENCY, u32, True),
        ("max_compute_units", CL_DEVICE_MAX_COMPUTE_UNITS, u32, True),
    )
    for attr, param, ctype, required in numbers:
        err, value = api.device_number(device, param, ctype)
        if err == CL_SUCCESS:
            setattr(prop, attr, bool(value) if attr in ("available", "endian_little") else value)
        elif required or err not in (CL_INVALID_VALUE, CL_INVALID_OPERATION):
            warnings.append(f"OpenCL: no {attr} for device {index} (error {err})")
            return None
    for attr, param in (("extensions", CL_DEVICE_EXTENSIONS), ("opencl_device_version", CL_DEVICE_VERSION),
                        ("opencl_driver_version", CL_DRIVER_VERSION)):
        err, text = api.device_text(device, param)
        if err != CL_SUCCESS:
            warnings.append(f"OpenCL: no {attr} for device {index} (error {err})")
            return None
        setattr(prop, attr, text)
    if "cl_nv_device_attribute_query" in prop.extensions:
        prop.nv_compute_capability_major = api.device_number(device, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, u32)[1]
        prop.nv_compute_capability_minor = api.device_number(device, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, u32)[1]
    if "cl_amd_device_attribute_query" in prop.extensions:
        err, board = api.device_text(device, CL_DEVICE_BOARD_NAME_AMD)
        if err == CL_SUCCESS and board:
            prop.name = board  # the marketing name; the device name is a chip code
        prop.amd_simd_per_compute_unit = api.device_number(device, CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD, u32)[1]
        prop.amd_simd_width = api.device_number(device, CL_DEVICE_SIMD_WIDTH_AMD, u32)[1]
        prop.amd_simd_instruction_width = api.device_number(device, CL_DEVICE_SIMD_INSTRUCTION_WIDTH_AMD, u32)[1]
    return prop


def _devices(api: _Api, platform: Any, kinds: int) -> tuple[int, list[Any]]:
    ids = (ctypes.c_void_p * MAX_DEVICES)()
    count = ctypes.c_uint32(0)
    err = api.get_device_ids(platform, kinds, MAX_DEVICES, ids, ctypes.byref(count))
    if err != CL_SUCCESS:
        return err, []
    return err, [ids[i] for i in range(min(count.value, MAX_DEVICES))]


def _set_peak_flops(kind: str, prop: OpenClProp, warnings: list[str]) -> None:
    formulas: dict[str, Callable[[OpenClProp], float]] = {
        "nvidia": lambda p: nvidia_peak_flops(0, 0, 0, 0, p), "ati": ati_peak_flops,
        "intel_gpu": intel_peak_flops, "apple_gpu": apple_peak_flops, "other": other_peak_flops}
    prop.peak_flops = sane_peak_flops(formulas[kind](prop), f"{kind} OpenCL", warnings)


def enumerate_opencl(library: str | None = None) -> OpenClFindings:
    """Every OpenCL platform's devices; a missing library or platform is a warning, not an error."""
    found = OpenClFindings(gpus={k: [] for k in ("ati", "nvidia", "intel_gpu", "apple_gpu", "other")})
    names = [library] if library else ([os.environ[LIBRARY_ENV]] if os.environ.get(LIBRARY_ENV)
                                       else list(DEFAULT_LIBRARIES))
    lib = None
    for name in names:
        try:
            lib = ctypes.CDLL(name)
            break
        except OSError as exc:
            error = str(exc)
    if lib is None:
        found.warnings.append(f"OpenCL: {error}")
        return found
    try:
        api = _Api(lib)
    except AttributeError as exc:
        found.warnings.append(f"OpenCL: the library lacks an entry point ({exc})")
        return found
    platforms = (ctypes.c_void_p * MAX_PLATFORMS)()
    n_platforms = ctypes.c_uint32(0)
    err = api.get_platform_ids(MAX_PLATFORMS, platforms, ctypes.byref(n_platforms))
    if err != CL_SUCCESS or n_platforms.value == 0:
        found.warnings.append("clGetPlatformIDs() failed to return any OpenCL platforms")
        return found
    for p_index in range(min(n_platforms.value, MAX_PLATFORMS)):
        platform = platforms[p_index]
        err, version = api.platform_text(platform, CL_PLATFORM_VERSION)
        if err != CL_SUCCESS:
            found.warnings.append(f"OpenCL: no version for platform {p_index} (error {err})")
            continue
        _, vendor = api.platform_text(platform, CL_PLATFORM_VENDOR)
        found.platforms.append(f"{vendor}: {version}")
        _, cpus = _devices(api, platform, CL_DEVICE_TYPE_CPU)
        for index, device in enumerate(cpus):
            prop = _device_prop(api, device, index, version, found.warnings)
            if prop is not None:
                found.cpus.append(OpenClCpu(platform_vendor=vendor, prop=prop))
        err, gpus = _devices(api, platform, CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR)
        if err == CL_DEVICE_NOT_FOUND:
            found.warnings.append("No OpenCL GPUs or Accelerators found")
            continue
        if err != CL_SUCCESS:
            found.warnings.append(f"OpenCL: no device list for platform {p_index} (error {err})")
            continue
        for index, device in enumerate(gpus):
            prop = _device_prop(api, device, index, version, found.warnings)
            if prop is None:
                continue
            kind = vendor_kind(prop.vendor)
            group = found.gpus[kind]
            if kind == "other":
                # Each such device is a type of its own; its index counts same-vendor devices.
                prop.device_num = 0
                prop.opencl_device_index = sum(1 for p in group if p.vendor == prop.vendor)
            else:
                prop.device_num = len(group)
            prop.opencl_available_ram = float(prop.global_mem_size)
            _set_peak_flops(kind, prop, found.warnings)
            group.append(prop)
    if not any(found.gpus.values()) and not found.cpus:
        found.warnings.append("OpenCL library present but no OpenCL-capable devices found")
    return found
