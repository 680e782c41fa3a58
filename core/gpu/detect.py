"""The detection child's work: CUDA first, then OpenCL, into one ``DetectionReport``.

An NVIDIA OpenCL device is matched to the CUDA device of the same name, in order, as
BOINC matches them, so both views of one card share its device number and its CUDA
peak FLOPS; one CUDA does not list keeps a number of its own.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.gpu.coproc_info import DetectionReport
from core.gpu.cuda import enumerate_cuda
from core.gpu.opencl import enumerate_opencl


@dataclass(frozen=True, slots=True)
class DetectOptions:
    no_opencl: bool = False  # cc_config's <no_opencl>
    cuda_library: str | None = None  # None: $BOINC_GUI_CUDA_LIB, else the system's
    nvml_library: str | None = None
    opencl_library: str | None = None


def detect(options: DetectOptions = DetectOptions()) -> DetectionReport:
    cuda = enumerate_cuda(options.cuda_library, options.nvml_library)
    report = DetectionReport(have_cuda=cuda.have_cuda, cuda_version=cuda.cuda_version, cuda=cuda.devices,
                             warnings=list(cuda.warnings))
    if options.no_opencl:
        return report
    cl = enumerate_opencl(options.opencl_library)
    report.warnings.extend(cl.warnings)
    report.cpus = cl.cpus
    for kind, props in cl.gpus.items():
        report.opencl[kind] = props
    if report.have_cuda:
        next_cuda = 0
        unmatched = 0
        for prop in report.opencl["nvidia"]:
            match = next((i for i in range(next_cuda, len(cuda.devices))
                          if cuda.devices[i].props.name == prop.name), None)
            if match is None:
                prop.device_num = len(cuda.devices) + unmatched
                unmatched += 1
                report.warnings.append(f"OpenCL NVIDIA device {prop.opencl_device_index} matches no CUDA device")
                continue
            dev = cuda.devices[match]
            prop.device_num = dev.device_num
            prop.peak_flops = dev.peak_flops
            prop.opencl_available_ram = dev.available_ram
            next_cuda = match + 1
    return report
