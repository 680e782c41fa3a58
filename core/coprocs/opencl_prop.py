"""One OpenCL device's properties (BOINC's ``OPENCL_DEVICE_PROP``) and their XML.

The same element list appears inside ``<coproc_opencl>`` (scheduler requests, the
state file), ``<opencl_cpu_info>`` (host_info's ``<opencl_cpu_prop>``) and, with five
more elements that only the detection child and its parent use, in
``coproc_info.xml``'s ``<nvidia_opencl>``, ``<other_opencl>`` and so on.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from core.xml.fields import esc, text_of

_VERSION = re.compile(r"OpenCL (\d+)\.(\d+)")


@dataclass(slots=True)
class OpenClProp:
    name: str = ""
    vendor: str = ""
    vendor_id: int = 0
    available: bool = False
    half_fp_config: int = 0
    single_fp_config: int = 0
    double_fp_config: int = 0
    endian_little: bool = False
    execution_capabilities: int = 0
    extensions: str = ""
    global_mem_size: int = 0  # bytes
    local_mem_size: int = 0
    max_clock_frequency: int = 0  # MHz
    max_compute_units: int = 0
    nv_compute_capability_major: int = 0  # cl_nv_device_attribute_query
    nv_compute_capability_minor: int = 0
    amd_simd_per_compute_unit: int = 0  # cl_amd_device_attribute_query
    amd_simd_width: int = 0
    amd_simd_instruction_width: int = 0
    opencl_platform_version: str = ""
    opencl_device_version: str = ""
    opencl_driver_version: str = ""
    # Only in coproc_info.xml: what the child worked out for the parent.
    device_num: int = 0
    peak_flops: float = 0.0
    opencl_available_ram: float = 0.0
    opencl_device_index: int = 0  # position among the platform's devices
    warn_bad_cuda: bool = False

    @property
    def device_version_int(self) -> int:
        """``OpenCL 1.2 ...`` as 102, as BOINC encodes it (0 when the text has no version)."""
        match = _VERSION.match(self.opencl_device_version)
        return 100 * int(match.group(1)) + int(match.group(2)) if match else 0


@dataclass(slots=True)
class OpenClCpu:
    """A CPU seen through one OpenCL platform: host_info's ``<opencl_cpu_prop>``, never a GPU."""

    platform_vendor: str
    prop: OpenClProp = field(default_factory=OpenClProp)


_INTS = ("vendor_id", "half_fp_config", "single_fp_config", "double_fp_config", "execution_capabilities",
         "global_mem_size", "local_mem_size", "max_clock_frequency", "max_compute_units",
         "nv_compute_capability_major", "nv_compute_capability_minor", "amd_simd_per_compute_unit",
         "amd_simd_width", "amd_simd_instruction_width", "device_num", "opencl_device_index")
_BOOLS = ("available", "endian_little", "warn_bad_cuda")
_STRS = ("name", "vendor", "extensions", "opencl_platform_version", "opencl_device_version",
         "opencl_driver_version")
_FLOATS = ("peak_flops", "opencl_available_ram")


def opencl_prop_xml(prop: OpenClProp, tag: str, temp_file: bool = False) -> str:
    """``prop`` as BOINC writes it, three spaces in; ``temp_file`` adds coproc_info.xml's extras."""
    p = prop
    out = [
        f"   <{tag}>\n",
        f"      <name>{esc(p.name)}</name>\n",
        f"      <vendor>{esc(p.vendor)}</vendor>\n",
        f"      <vendor_id>{p.vendor_id}</vendor_id>\n",
        f"      <available>{int(p.available)}</available>\n",
        f"      <half_fp_config>{p.half_fp_config}</half_fp_config>\n",
        f"      <single_fp_config>{p.single_fp_config}</single_fp_config>\n",
        f"      <double_fp_config>{p.double_fp_config}</double_fp_config>\n",
        f"      <endian_little>{int(p.endian_little)}</endian_little>\n",
        f"      <execution_capabilities>{p.execution_capabilities}</execution_capabilities>\n",
        f"      <extensions>{esc(p.extensions)}</extensions>\n",
        f"      <global_mem_size>{p.global_mem_size}</global_mem_size>\n",
        f"      <local_mem_size>{p.local_mem_size}</local_mem_size>\n",
        f"      <max_clock_frequency>{p.max_clock_frequency}</max_clock_frequency>\n",
        f"      <max_compute_units>{p.max_compute_units}</max_compute_units>\n",
        f"      <nv_compute_capability_major>{p.nv_compute_capability_major}</nv_compute_capability_major>\n",
        f"      <nv_compute_capability_minor>{p.nv_compute_capability_minor}</nv_compute_capability_minor>\n",
        f"      <amd_simd_per_compute_unit>{p.amd_simd_per_compute_unit}</amd_simd_per_compute_unit>\n",
        f"      <amd_simd_width>{p.amd_simd_width}</amd_simd_width>\n",
        f"      <amd_simd_instruction_width>{p.amd_simd_instruction_width}</amd_simd_instruction_width>\n",
        f"      <opencl_platform_version>{esc(p.opencl_platform_version)}</opencl_platform_version>\n",
        f"      <opencl_device_version>{esc(p.opencl_device_version)}</opencl_device_version>\n",
        f"      <opencl_driver_version>{esc(p.opencl_driver_version)}</opencl_driver_version>\n",
    ]
    if temp_file:
        out += [
            f"      <device_num>{p.device_num}</device_num>\n",
            f"      <peak_flops>{p.peak_flops:f}</peak_flops>\n",
            f"      <opencl_available_ram>{p.opencl_available_ram:f}</opencl_available_ram>\n",
            f"      <opencl_device_index>{p.opencl_device_index}</opencl_device_index>\n",
            f"      <warn_bad_cuda>{int(p.warn_bad_cuda)}</warn_bad_cuda>\n",
        ]
    out.append(f"   </{tag}>\n")
    return "".join(out)


def parse_opencl_prop(el: etree._Element) -> OpenClProp:
    """An ``OpenClProp`` from its element; unusable numbers stay 0, the last of a repeated tag wins."""
    prop = OpenClProp()
    for child in el:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        text = text_of(child)
        try:
            if tag in _STRS:
                setattr(prop, tag, text)
            elif tag in _INTS:
                setattr(prop, tag, int(float(text)))
            elif tag in _BOOLS:
                setattr(prop, tag, int(float(text)) != 0)
            elif tag in _FLOATS:
                setattr(prop, tag, float(text))
        except (ValueError, OverflowError):
            continue
    return prop


def opencl_cpu_xml(cpu: OpenClCpu) -> str:
    """host_info's ``<opencl_cpu_prop>``."""
    return (f"<opencl_cpu_prop>\n   <platform_vendor>{esc(cpu.platform_vendor)}</platform_vendor>\n"
            + opencl_prop_xml(cpu.prop, "opencl_cpu_info") + "</opencl_cpu_prop>\n")


def parse_opencl_cpu(el: etree._Element) -> OpenClCpu | None:
    """An ``<opencl_cpu_prop>``; BOINC refuses one without a platform vendor."""
    cpu = OpenClCpu(platform_vendor="")
    for child in el:
        if child.tag == "platform_vendor":
            cpu.platform_vendor = text_of(child)
        elif child.tag == "opencl_cpu_info":
            cpu.prop = parse_opencl_prop(child)
    return cpu if cpu.platform_vendor else None
