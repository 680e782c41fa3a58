"""``coproc_info.xml``: what the detection child found, in BOINC's layout.

The child writes one ``<coproc_cuda>`` per CUDA device (count 1), one
``<coproc_intel_gpu>`` per Intel GPU, the OpenCL devices of each vendor
(``<nvidia_opencl>``, ``<ati_opencl>``, ``<intel_gpu_opencl>``, ``<apple_gpu_opencl>``,
``<other_opencl>``, each with the extra elements only this file carries), the OpenCL
CPUs (``<opencl_cpu_prop>``) and its ``<warning>`` lines. The parent reads it with the
hardened parser; a missing or broken file means no GPUs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from core.coprocs.coprocs_xml import coproc_xml, parse_coproc
from core.coprocs.devices import INTEL_GPU, NVIDIA, Coproc, CudaDevice
from core.coprocs.opencl_prop import (
    OpenClCpu,
    OpenClProp,
    opencl_cpu_xml,
    opencl_prop_xml,
    parse_opencl_cpu,
    parse_opencl_prop,
)
from core.errors import XmlInputError
from core.gpu.launch import FILE_NAME
from core.persist.atomic import write_atomic
from core.xml.fields import esc, text_of
from core.xml.hardened import parse_xml, read_capped

MAX_FILE_BYTES = 4 * 1024 * 1024  # 64 devices with long extension lists stay far below

OPENCL_KINDS = ("ati", "nvidia", "intel_gpu", "apple_gpu", "other")
"""The vendor groups of OpenCL GPUs and accelerators, in the order BOINC writes them;
each is written as ``<KIND_opencl>``."""


@dataclass(slots=True)
class DetectionReport:
    have_cuda: bool = False
    cuda_version: int = 0
    cuda: list[CudaDevice] = field(default_factory=list)
    opencl: dict[str, list[OpenClProp]] = field(default_factory=lambda: {k: [] for k in OPENCL_KINDS})
    cpus: list[OpenClCpu] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _cuda_as_coproc(dev: CudaDevice) -> Coproc:
    return Coproc(type=NVIDIA, count=1, peak_flops=dev.peak_flops, device_nums=[dev.device_num],
                  available_ram=dev.available_ram, name=dev.props.name, have_cuda=True, cuda=dev,
                  pci_infos=[dev.pci])


def render_coproc_info(report: DetectionReport) -> str:
    out = ["    <coprocs>\n"]
    if report.have_cuda:
        out.append(f"    <have_cuda>1</have_cuda>\n    <cuda_version>{report.cuda_version}</cuda_version>\n")
    for dev in report.cuda:
        out.append(coproc_xml(_cuda_as_coproc(dev)))
    for prop in report.opencl["intel_gpu"]:
        out.append(coproc_xml(Coproc(type=INTEL_GPU, count=1, peak_flops=prop.peak_flops,
                                     available_ram=float(prop.global_mem_size), name=prop.name)))
    for kind in OPENCL_KINDS:
        for prop in report.opencl[kind]:
            out.append(opencl_prop_xml(prop, f"{kind}_opencl", temp_file=True))
    for cpu in report.cpus:
        out.append(opencl_cpu_xml(cpu))
    for warning in report.warnings:
        out.append(f"<warning>{esc(warning)}</warning>\n")
    out.append("    </coprocs>\n")
    return "".join(out)


def write_coproc_info(data_dir: Path, report: DetectionReport) -> Path:
    path = data_dir / FILE_NAME
    write_atomic(path, render_coproc_info(report).encode("utf-8"))
    return path


def parse_coproc_info(data: bytes, source: str = FILE_NAME) -> DetectionReport:
    """Raises ``XmlInputError`` when the text is not XML or its root is not ``<coprocs>``."""
    root = parse_xml(data, source=source)
    if root.tag != "coprocs":
        raise XmlInputError("Missing start tag <coprocs>", source=source, element=str(root.tag))
    report = DetectionReport()
    for el in root:
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if tag == "have_cuda":
            report.have_cuda = text_of(el) in ("", "1")
        elif tag == "cuda_version":
            try:
                report.cuda_version = int(text_of(el))
            except ValueError:
                pass
        elif tag == "coproc_cuda":
            c = parse_coproc(el)
            if c is not None and c.cuda is not None:
                # Devices are numbered by their place in the file, as BOINC's reader does.
                dev = c.cuda
                dev.device_num = len(report.cuda)
                report.cuda.append(dev)
        elif tag.endswith("_opencl") and tag[: -len("_opencl")] in OPENCL_KINDS:
            report.opencl[tag[: -len("_opencl")]].append(parse_opencl_prop(el))
        elif tag == "opencl_cpu_prop":
            cpu = parse_opencl_cpu(el)
            if cpu is not None:
                report.cpus.append(cpu)
        elif tag == "warning":
            report.warnings.append(text_of(el))
    return report


def read_coproc_info(data_dir: Path) -> DetectionReport:
    path = data_dir / FILE_NAME
    return parse_coproc_info(read_capped(path, MAX_FILE_BYTES), source=str(path))
