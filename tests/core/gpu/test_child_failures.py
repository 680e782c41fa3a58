"""A detection child that hangs, crashes or fails is stopped and reported, and means "no GPUs".

Vendor libraries do this in the field; here stand-in libraries (built with gcc,
tests/core/gpu/standin.py) hang in cuInit, raise SIGSEGV in it, or exit in it.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from core.gpu.child import run_detection_child
from core.gpu.find import find_gpus
from core.persist.cc_config import CcOptions, DeclaredCoproc


def _env(libs: dict[str, Path], behaviour: str) -> dict[str, str]:
    return {**os.environ, "BOINC_GUI_CUDA_LIB": str(libs[f"cuda-{behaviour}"]),
            "BOINC_GUI_NVML_LIB": str(libs["nvml"])}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_hanging_child_is_stopped_at_the_time_limit(standin_libs: dict[str, Path], tmp_path: Path) -> None:
    (tmp_path / "coproc_info.xml").write_text("<coprocs><have_cuda>1</have_cuda></coprocs>\n")  # a stale file
    started = time.monotonic()
    outcome = run_detection_child(tmp_path, no_opencl=True, timeout=3.0, env=_env(standin_libs, "hang"))
    took = time.monotonic() - started
    assert outcome.report is None
    assert 3.0 <= took < 15.0
    assert len(outcome.log) == 1 and "did not finish in 3 s" in outcome.log[0] and "no GPUs" in outcome.log[0]
    assert not (tmp_path / "coproc_info.xml").exists()  # the stale file was not taken for this run's


@pytest.mark.parametrize(("behaviour", "said"), [("crash", "SIGSEGV"), ("exit", "status 3")])
def test_a_crashing_child_is_reported(standin_libs: dict[str, Path], tmp_path: Path, behaviour: str,
                                      said: str) -> None:
    outcome = run_detection_child(tmp_path, no_opencl=True, timeout=30.0, env=_env(standin_libs, behaviour))
    assert outcome.report is None
    assert len(outcome.log) == 1 and said in outcome.log[0] and "no GPUs will be used" in outcome.log[0]


def test_after_a_failed_detection_declared_gpus_still_count(standin_libs: dict[str, Path], tmp_path: Path) -> None:
    options = CcOptions(coproc=[DeclaredCoproc(type="fakegpu", count=2, peak_flops=1e12)])
    survey = find_gpus(tmp_path, options, timeout=2.0, env=_env(standin_libs, "hang"))
    assert survey.report is None
    assert [(c.type, c.count, c.device_nums) for c in survey.host.coprocs] == [("fakegpu", 2, [0, 1])]
    assert any("did not finish" in line for line in survey.log)


def test_no_gpus_skips_the_child(tmp_path: Path) -> None:
    survey = find_gpus(tmp_path, CcOptions(no_gpus=True))
    assert survey.report is None and not (tmp_path / "coproc_info.xml").exists()
    assert survey.log[0].startswith("GPU detection skipped") and survey.host.coprocs == []


def test_the_hung_child_leaves_no_process_behind(standin_libs: dict[str, Path], tmp_path: Path) -> None:
    # The child in a wrapper that prints its pid: after the limit the whole group must be gone.
    pid_file = tmp_path / "pid"
    wrapper = [sys.executable, "-c",
               "import os, sys, runpy; open(sys.argv[1], 'w').write(str(os.getpid())); "
               "sys.argv = ['core.gpu.child', '--dir', sys.argv[2], '--no-opencl']; "
               "runpy.run_module('core.gpu.child', run_name='__main__')", str(pid_file), str(tmp_path)]
    outcome = run_detection_child(tmp_path, timeout=3.0, command=wrapper, env=_env(standin_libs, "hang"))
    assert outcome.report is None and "did not finish" in outcome.log[0]
    pid = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)
