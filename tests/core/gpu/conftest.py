from __future__ import annotations

import ctypes.util
import os
from pathlib import Path

import pytest

from tests.core.gpu.standin import build_cuda, build_nvml

POCL_ICD = Path("/etc/OpenCL/vendors/pocl.icd")


@pytest.fixture(scope="session")
def standin_libs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The stand-in libraries: libcuda answering normally, hanging, crashing or exiting in cuInit, and NVML."""
    d = tmp_path_factory.mktemp("standin")
    libs = {b: build_cuda(d, b) for b in ("normal", "capability", "hang", "crash", "exit")}
    return {**{f"cuda-{k}": v for k, v in libs.items()}, "nvml": build_nvml(d)}


@pytest.fixture(scope="session")
def pocl_env() -> dict[str, str]:
    """An environment whose OpenCL loader sees Debian's pocl alone (whatever GPUs the machine has)."""
    if not POCL_ICD.exists() or ctypes.util.find_library("OpenCL") is None:
        pytest.skip("Debian's pocl-opencl-icd and ocl-icd-libopencl1 are not installed (make deps installs them)")
    return {**os.environ, "OCL_ICD_VENDORS": str(POCL_ICD), "BOINC_GUI_CUDA_LIB": "/nonexistent/libcuda.so.1"}
