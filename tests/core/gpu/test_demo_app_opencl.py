"""The demo app's OpenCL mode, run as a real child process on Debian's pocl.

The app is given its device as the client gives it (init_data.xml's ``gpu_type``,
``gpu_device_num``, ``gpu_opencl_dev_index``, and ``--device N``). pocl's only device is a
CPU, so the type is that device's vendor string, as for a type declared by hand in
cc_config.xml that points at it (docs/gpu.md). The OpenCL kernel's count must equal the
CPU app's and the validator's; where no device matches, the app must fail with exit code 2
and say so, never count on the CPU instead.
"""
from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.demo import jobs
from core.demo.server import DEFAULT_APP_DIR
from core.gpu.child import run_detection_child

APP = DEFAULT_APP_DIR / "demo_app.py"
START, END = 1_000_000_000, 1_000_300_000


def _slot(path: Path, init: dict[str, str] | None) -> Path:
    path.mkdir()
    (path / "in").write_text(f"{START} {END}\n")
    if init is not None:
        body = "".join(f"<{k}>{v}</{k}>\n" for k, v in init.items())
        (path / "init_data.xml").write_text(f"<app_init_data>\n{body}</app_init_data>\n")
    return path


def _run(slot: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(APP), *args], cwd=slot, env=env, capture_output=True, text=True,
                          timeout=120)


@pytest.fixture(scope="module")
def pocl_vendor(pocl_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The vendor string pocl's CPU device reports, as the client's detection reads it."""
    outcome = run_detection_child(tmp_path_factory.mktemp("detect"), env=pocl_env, timeout=60.0)
    assert outcome.report is not None and len(outcome.report.cpus) == 1, outcome.log
    return outcome.report.cpus[0].prop.vendor


def _gpu_init(gpu_type: str, index: int) -> dict[str, str]:
    # The client's process-control file is absent: the app runs without shared memory.
    return {"gpu_type": gpu_type, "gpu_device_num": str(index), "gpu_opencl_dev_index": str(index),
            "gpu_usage": "1.000000", "checkpoint_period": "0.001"}


def test_the_kernel_counts_what_the_cpu_app_counts(pocl_env: dict[str, str], pocl_vendor: str,
                                                    tmp_path: Path) -> None:
    gpu = _slot(tmp_path / "gpu", _gpu_init(pocl_vendor, 0))
    ran = _run(gpu, ["--opencl", "--chunk", "70000", "--device", "0"], pocl_env)
    assert ran.returncode == 0, ran.stderr
    assert "OpenCL: device 0 of type" in ran.stderr and "(CPU device, " in ran.stderr
    assert "(OpenCL)" in ran.stderr
    assert (gpu / "boinc_finish_called").read_text().strip() == "0"
    # Checkpoints went through the same file the CPU app writes: the last one is at the end.
    assert (gpu / "demo_checkpoint.txt").read_text().split()[0] == str(END)

    cpu = _slot(tmp_path / "cpu", {"checkpoint_period": "300"})
    ran_cpu = _run(cpu, [], pocl_env)
    assert ran_cpu.returncode == 0, ran_cpu.stderr
    assert "OpenCL" not in ran_cpu.stderr
    answer = (gpu / "out").read_text()
    assert answer == (cpu / "out").read_text()
    assert int(answer) == jobs.count_primes(START, END)
    assert jobs.check_output("prime_count", START, END, gpu / "out")[0]


def test_a_restart_goes_on_from_the_checkpoint_on_the_device(pocl_env: dict[str, str], pocl_vendor: str,
                                                            tmp_path: Path) -> None:
    middle = START + 120_000
    slot = _slot(tmp_path / "slot", _gpu_init(pocl_vendor, 0))
    # A checkpoint of the first part, its count made by the validator's sieve.
    (slot / "demo_checkpoint.txt").write_text(f"{middle} {jobs.count_primes(START, middle)}\n")
    ran = _run(slot, ["--opencl", "--device", "0"], pocl_env)
    assert ran.returncode == 0, ran.stderr
    assert f"restarting from checkpoint at {middle}" in ran.stderr
    assert int((slot / "out").read_text()) == jobs.count_primes(START, END)


def test_no_device_of_the_type_fails_with_exit_2(pocl_env: dict[str, str], tmp_path: Path) -> None:
    slot = _slot(tmp_path / "slot", _gpu_init("NVIDIA", 0))
    ran = _run(slot, ["--opencl", "--device", "0"], pocl_env)
    assert ran.returncode == 2
    assert "no OpenCL device 0 of type 'NVIDIA'" in ran.stderr
    assert not (slot / "out").exists()
    assert (slot / "boinc_finish_called").read_text().strip() == "2"


def test_a_cpu_device_is_not_taken_for_a_gpu_of_unknown_type(pocl_env: dict[str, str], tmp_path: Path) -> None:
    """Run by hand without init_data.xml, any vendor's GPU would do; pocl's CPU is none."""
    slot = _slot(tmp_path / "slot", None)
    ran = _run(slot, ["--opencl", "--device", "0"], pocl_env)
    assert ran.returncode == 2 and "no OpenCL device 0 of type 'any GPU'" in ran.stderr
    assert not (slot / "out").exists()


@pytest.mark.parametrize("case", ["no library", "no platform", "no gpu_type"])
def test_without_opencl_the_app_says_why_and_exits_2(case: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    init = _gpu_init("AuthenticAMD", 0)
    if case == "no library":
        env["BOINC_GUI_OPENCL_LIB"] = str(tmp_path / "libOpenCL.so.1")
        expected = "no OpenCL library"
    elif case == "no platform":
        if ctypes.util.find_library("OpenCL") is None:
            pytest.skip("no OpenCL ICD loader here (make deps installs ocl-icd-libopencl1)")
        (tmp_path / "vendors").mkdir()
        env["OCL_ICD_VENDORS"] = str(tmp_path / "vendors")  # the loader finds no driver
        expected = "no OpenCL platform"
    else:
        del init["gpu_type"]
        expected = "init_data.xml names no GPU type"
    slot = _slot(tmp_path / "slot", init)
    ran = _run(slot, ["--opencl", "--device", "0"], env)
    assert ran.returncode == 2, ran.stderr
    assert expected in ran.stderr and "no OpenCL device to run on" in ran.stderr
    assert not (slot / "out").exists()
