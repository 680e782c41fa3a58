"""Peak FLOPS of one device, by BOINC's formulas (lib/coproc.cpp, client/gpu_opencl.cpp).

These are the figures a scheduler compares with the CPU's benchmark to estimate job
durations, so they follow BOINC's arithmetic exactly, however rough: a project sizes
its GPU work by them.
"""
from __future__ import annotations

from core.coprocs.opencl_prop import OpenClProp


def nvidia_cores(major: int, minor: int) -> tuple[int, int]:
    """(cores per multiprocessor, FLOPs per clock per core) for a compute capability."""
    if major == 1:
        return 8, 3
    if major == 2:
        return (32 if minor == 0 else 48), 2
    if major == 3:
        return 192, 2
    if major == 5:
        return 128, 2
    if major == 6:
        return (64 if minor == 0 else 128), 2  # 6.0 is the P100
    if major == 7:
        return 64, 2
    if major == 8:
        return (64 if minor == 0 else 128), 2  # 8.0 is the A100
    if major <= 0:
        return 0, 0
    return 128, 2  # 9.0 and later (H100/H200, Blackwell)


def nvidia_peak_flops(major: int, minor: int, clock_rate_khz: int, multiprocessors: int,
                      opencl: OpenClProp | None = None) -> float:
    """CUDA's figures when there is a clock; else OpenCL's, with capability 2 assumed
    when the device does not tell its capability (BOINC's ``COPROC_NVIDIA::set_peak_flops``)."""
    if opencl is not None and opencl.nv_compute_capability_major:
        major = opencl.nv_compute_capability_major
        minor = opencl.nv_compute_capability_minor or minor
    cores, per_clock = nvidia_cores(major, minor)
    if clock_rate_khz:
        return 1000.0 * clock_rate_khz * multiprocessors * cores * per_clock
    if opencl is None:
        return 0.0
    if opencl.nv_compute_capability_major:
        return opencl.max_compute_units * cores * per_clock * opencl.max_clock_frequency * 1e6
    if opencl.max_compute_units:
        return opencl.max_compute_units * 48 * 2 * opencl.max_clock_frequency * 1e6
    return 0.0


def ati_peak_flops(opencl: OpenClProp) -> float:
    """AMD through OpenCL: the AMD extension's SIMD figures if present, else 16 lanes x 5."""
    if opencl.amd_simd_per_compute_unit:
        return (opencl.max_compute_units * opencl.amd_simd_per_compute_unit * opencl.amd_simd_width
                * opencl.amd_simd_instruction_width * 2 * opencl.max_clock_frequency * 1e6)
    if opencl.max_compute_units:
        return opencl.max_compute_units * 16 * 5 * opencl.max_clock_frequency * 1e6
    return 0.0


def intel_peak_flops(opencl: OpenClProp) -> float:
    """Execution units x 8 x clock."""
    return opencl.max_compute_units * 8 * opencl.max_clock_frequency * 1e6


def apple_peak_flops(opencl: OpenClProp) -> float:
    """Compute units x 8 x clock, or 100 GFLOPS when OpenCL gives nothing."""
    if opencl.max_compute_units:
        return opencl.max_compute_units * 8 * opencl.max_clock_frequency * 1e6
    return 1e11


def other_peak_flops(opencl: OpenClProp) -> float:
    """Any other OpenCL GPU or accelerator: 8 ALUs per compute unit (128 for Qualcomm);
    a clock of 1 MHz is taken as 1 GHz, as BOINC does for devices that report 1."""
    freq = 1e9 if opencl.max_clock_frequency == 1 else opencl.max_clock_frequency * 1e6
    alus = 128 if "qualcomm" in opencl.vendor.lower() else 8
    return freq * opencl.max_compute_units * alus
