"""BOINC's equivalence rule and declared-GPU merge, on detection reports built here.

The reports are what a child would write for hosts we do not have (two AMD cards of
different memory, an Intel GPU, an unknown vendor's accelerator); the rule's outcome is
checked against BOINC's comparisons (gpu_opencl.cpp's opencl_compare, client_state.cpp's
merge of cc_config coprocs).
"""
from __future__ import annotations

from pathlib import Path

from core.coprocs.coprocs_xml import coprocs_xml, parse_coprocs
from core.coprocs.devices import ATI, INTEL_GPU, NVIDIA, CudaDevice, CudaProps, PciInfo
from core.coprocs.opencl_prop import OpenClCpu, OpenClProp
from core.coprocs.peak_flops import ati_peak_flops, other_peak_flops
from core.gpu.coproc_info import (
    DetectionReport,
    parse_coproc_info,
    read_coproc_info,
    render_coproc_info,
    write_coproc_info,
)
from core.gpu.correlate import GpuConfig, correlate
from core.persist.cc_config import DeclaredCoproc
from core.xml.hardened import parse_xml

GB = 2**30


def _amd(num: int, mem: int, version: str = "OpenCL 2.0 AMD-APP (3444.0)") -> OpenClProp:
    p = OpenClProp(name=f"Radeon {num}", vendor="Advanced Micro Devices, Inc.", global_mem_size=mem,
                   max_compute_units=36, max_clock_frequency=2000, opencl_device_version=version,
                   device_num=num, opencl_device_index=num, available=True)
    p.peak_flops = ati_peak_flops(p)
    return p


def _report() -> DetectionReport:
    r = DetectionReport()
    r.opencl["ati"] = [_amd(0, 8 * GB), _amd(1, 10 * GB), _amd(2, 4 * GB)]
    r.opencl["intel_gpu"] = [OpenClProp(name="Intel UHD 630", vendor="Intel(R) Corporation", global_mem_size=GB,
                                        max_compute_units=24, max_clock_frequency=1150,
                                        opencl_device_version="OpenCL 3.0 NEO", peak_flops=220.8e9)]
    accel = OpenClProp(name="Acme NPU", vendor="Acme", global_mem_size=GB, max_compute_units=4,
                       max_clock_frequency=1, opencl_device_version="OpenCL 1.2")
    accel.peak_flops = other_peak_flops(accel)
    r.opencl["other"] = [accel]
    r.cpus = [OpenClCpu("The pocl project", OpenClProp(name="pthread-cpu", vendor="GenuineIntel"))]
    return r


def test_memory_within_the_loose_band_counts_and_outside_it_does_not() -> None:
    host = correlate(_report())
    ati = next(c for c in host.coprocs if c.type == ATI)
    # The 10 GB card is best; 8 GB is over 70 % of it (counted), 4 GB is not.
    assert ati.name == "Radeon 1" and ati.device_nums == [0, 1] and ati.count == 2
    assert ati.available_ram == 10 * GB and ati.peak_flops == 36 * 16 * 5 * 2000 * 1e6
    assert correlate(_report(), GpuConfig(use_all_gpus=True)).coprocs[0].count == 3
    ignored = correlate(_report(), GpuConfig(ignore={ATI: [1]})).coprocs[0]
    assert ignored.name == "Radeon 0" and ignored.device_nums == [0]  # 4 GB is under 70 % of 8 GB


def test_newer_opencl_version_wins_over_memory() -> None:
    r = _report()
    r.opencl["ati"][2] = _amd(2, 4 * GB, "OpenCL 2.1 AMD-APP")
    ati = correlate(r).coprocs[0]
    assert ati.name == "Radeon 2" and ati.device_nums == [2]


def test_each_other_vendor_device_is_a_type_of_its_own_and_cpus_are_not_types() -> None:
    host = correlate(_report())
    assert [c.type for c in host.coprocs] == [ATI, INTEL_GPU, "Acme NPU"]
    npu = host.coprocs[2]
    assert npu.count == 1 and npu.peak_flops == 1e9 * 4 * 8  # a 1 MHz clock read as 1 GHz
    assert len(host.opencl_cpus) == 1
    tags = [e.tag for e in parse_xml(coprocs_xml(host.coprocs))]
    assert tags == ["coproc_ati", "coproc_intel_gpu", "coproc"]


def test_declared_types_come_first_and_replace_a_detected_type_of_the_same_name() -> None:
    cfg = GpuConfig(declared=[DeclaredCoproc("fakegpu", 2, 1e12), DeclaredCoproc("ATI", 1, 5e12, [3])])
    host = correlate(_report(), cfg)
    assert [(c.type, c.count, c.device_nums, c.specified_in_config) for c in host.coprocs[:2]] == [
        ("fakegpu", 2, [0, 1], True), (ATI, 1, [3], True)]
    assert [c.type for c in host.coprocs].count(ATI) == 1
    assert "AMD/ATI GPU info taken from cc_config.xml" in host.messages
    assert [c.type for c in correlate(None, cfg).coprocs] == ["fakegpu", ATI]


def test_coproc_info_round_trips_through_the_file(tmp_path: Path) -> None:
    r = _report()
    r.have_cuda, r.cuda_version = True, 12020
    r.cuda = [CudaDevice(device_num=0, props=CudaProps(name="GeForce & Co <x>", total_global_mem=8 * GB, major=8,
                                                      minor=9, clock_rate=2_520_000, multiprocessor_count=76,
                                                      max_threads_dim=(1024, 1024, 64)),
                         cuda_version=12020, driver_version=53554, peak_flops=4.9e13, available_ram=7 * GB,
                         pci=PciInfo(1, 0, 0))]
    r.opencl["nvidia"] = [OpenClProp(name="GeForce & Co <x>", vendor="NVIDIA Corporation", device_num=0,
                                     opencl_device_version="OpenCL 3.0 CUDA", peak_flops=4.9e13)]
    r.warnings = ["NVIDIA library reports 1 GPU"]
    write_coproc_info(tmp_path, r)
    back = read_coproc_info(tmp_path)
    assert back == r
    # The last of a repeated element wins, as BOINC's parser reads it.
    text = render_coproc_info(r).replace("<cuda_version>12020</cuda_version>",
                                         "<cuda_version>1</cuda_version><cuda_version>11080</cuda_version>")
    assert parse_coproc_info(text.encode()).cuda_version == 11080
    nvidia = correlate(back).coprocs[0]
    assert nvidia.type == NVIDIA and nvidia.have_opencl and nvidia.opencl_device_indexes == [0]
    assert parse_coprocs(parse_xml(coprocs_xml([nvidia])))[0].cuda == nvidia.cuda
