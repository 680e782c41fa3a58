"""OpenCL enumeration against a real implementation: Debian's pocl, whose only device is the CPU.

pocl's device is a CPU: it must come out as host_info's ``<opencl_cpu_prop>`` and never
as a GPU, in the child's coproc_info.xml, in the resource types and in the block a
scheduler request carries. The loader is pointed at pocl alone so a machine's real
GPUs cannot change the answer.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from core.coprocs.coprocs_xml import coprocs_xml
from core.coprocs.opencl_prop import opencl_cpu_xml
from core.gpu.child import run_detection_child
from core.gpu.coproc_info import OPENCL_KINDS, read_coproc_info
from core.gpu.correlate import correlate
from core.gpu.opencl import vendor_kind
from core.xml.hardened import parse_xml, parse_xml_file

REPO = Path(__file__).resolve().parents[3]


def _clinfo_like(env: dict[str, str]) -> dict[str, str]:
    """The CPU device's name, vendor and version as a second program reads them through the loader."""
    code = (
        "import ctypes\n"
        "cl = ctypes.CDLL('libOpenCL.so.1')\n"
        "p = (ctypes.c_void_p * 4)(); n = ctypes.c_uint32()\n"
        "cl.clGetPlatformIDs(4, p, ctypes.byref(n))\n"
        "d = (ctypes.c_void_p * 4)(); m = ctypes.c_uint32()\n"
        "cl.clGetDeviceIDs.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32, "
        "ctypes.c_void_p, ctypes.c_void_p]\n"
        "cl.clGetDeviceIDs(p[0], 2, 4, d, ctypes.byref(m))\n"
        "cl.clGetDeviceInfo.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_size_t, "
        "ctypes.c_void_p, ctypes.c_void_p]\n"
        "for k, q in (('name', 0x102B), ('vendor', 0x102C), ('version', 0x102F)):\n"
        "    b = ctypes.create_string_buffer(1024); cl.clGetDeviceInfo(d[0], q, 1024, b, None)\n"
        "    print(k + '=' + b.value.decode().strip())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    return dict(line.split("=", 1) for line in out.splitlines())


def test_pocl_cpu_is_an_opencl_cpu_never_a_gpu(pocl_env: dict[str, str], tmp_path: Path) -> None:
    outcome = run_detection_child(tmp_path, env=pocl_env, timeout=60.0)
    assert outcome.report is not None, outcome.log
    report = outcome.report
    assert all(report.opencl[k] == [] for k in OPENCL_KINDS)
    assert len(report.cpus) == 1
    cpu = report.cpus[0]
    assert "pocl" in cpu.platform_vendor.lower()
    expected = _clinfo_like(pocl_env)
    assert (cpu.prop.name, cpu.prop.vendor, cpu.prop.opencl_device_version) == (
        expected["name"], expected["vendor"], expected["version"])
    assert cpu.prop.device_version_int >= 100 and cpu.prop.global_mem_size > 0 and cpu.prop.max_compute_units >= 1
    assert "No OpenCL GPUs or Accelerators found" in report.warnings
    # The file says the same, in BOINC's elements.
    root = parse_xml_file(tmp_path / "coproc_info.xml")
    assert [e.tag for e in root if e.tag != "warning"] == ["opencl_cpu_prop"]
    assert root.findtext("opencl_cpu_prop/opencl_cpu_info/name") == expected["name"]
    assert read_coproc_info(tmp_path).cpus == report.cpus
    # No resource type, an empty <coprocs>, and the CPU in host_info's form.
    host = correlate(report)
    assert host.coprocs == [] and host.opencl_cpus == report.cpus
    assert len(parse_xml(coprocs_xml(host.coprocs, {}))) == 0
    assert parse_xml(opencl_cpu_xml(host.opencl_cpus[0])).findtext("platform_vendor") == cpu.platform_vendor
    assert any(d.startswith("OpenCL CPU: ") for d in host.descriptions)


def test_no_opencl_leaves_opencl_alone(pocl_env: dict[str, str], tmp_path: Path) -> None:
    outcome = run_detection_child(tmp_path, no_opencl=True, env=pocl_env, timeout=60.0)
    assert outcome.report is not None and outcome.report.cpus == []


def test_vendor_strings_map_to_boinc_types() -> None:
    kinds = {v: vendor_kind(v) for v in ("NVIDIA Corporation", "Advanced Micro Devices, Inc.", "AMD",
                                          "ATI Technologies Inc.", "Intel(R) Corporation", "Apple",
                                          "ARM", "QUALCOMM")}
    assert kinds == {"NVIDIA Corporation": "nvidia", "Advanced Micro Devices, Inc.": "ati", "AMD": "ati",
                     "ATI Technologies Inc.": "ati", "Intel(R) Corporation": "intel_gpu", "Apple": "apple_gpu",
                     "ARM": "other", "QUALCOMM": "other"}


def test_detect_gpus_command_prints_and_writes(pocl_env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "cc_config.xml").write_text("<cc_config><options><coproc><type>fakegpu</type><count>2</count>"
                                            "<peak_flops>1e12</peak_flops></coproc></options></cc_config>\n")
    done = subprocess.run([sys.executable, "-m", "core.cli", "detect-gpus", "--dir", str(tmp_path), "--timeout", "60"],
                          capture_output=True, text=True, env=pocl_env, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Coprocessor specified in cc_config.xml. Type fakegpu (GPU); count 2" in done.stdout
    assert "<n_usable_coprocs>2" in done.stdout and "<type>fakegpu</type>" in done.stdout
    assert "<opencl_cpu_prop>" in done.stdout
    assert (tmp_path / "coproc_info.xml").exists()
    os.remove(tmp_path / "coproc_info.xml")
    again = subprocess.run([sys.executable, "-m", "core.cli", "detect-gpus", "--dir", str(tmp_path), "--print-only",
                            "--timeout", "60"],
                           capture_output=True, text=True, env=pocl_env, cwd=REPO, timeout=120)
    assert again.returncode == 0 and "<coprocs>" in again.stdout
    assert not (tmp_path / "coproc_info.xml").exists()
