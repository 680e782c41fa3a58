"""A GPU job is told its device: ``--device N`` on its command line and init_data.xml's GPU fields.

A real child process (a plain script) writes its arguments and the init_data.xml the
client put in its slot to its output; the task was given device 1 of a ``fakegpu`` type
at half usage, as the scheduler (core.policy.gpu_assign) gives it.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.coprocs.devices import Coproc
from core.coprocs.opencl_prop import OpenClProp
from core.ids import ProjectUrl, ResultName
from core.state import ActiveTask
from core.xml.hardened import parse_xml
from tests.core.exec.conftest import Env

pytestmark = pytest.mark.timeout(60)

APP = """#!/usr/bin/env python3
import sys
open("out", "w").write(" ".join(sys.argv[1:]) + "\\n" + open("init_data.xml").read())
"""


def _run(env: Env, tmp_path: Path, task: ActiveTask | None) -> tuple[str, str]:
    exe = tmp_path / "gpuapp.py"
    exe.write_text(APP)
    job = env.add_job(exe, "x", api=False, fpops_est=1e9)
    env.state.results[job.key].output_files[0].copy_file = True
    if task is not None:
        env.state.active_tasks[job.key] = ActiveTask(job.key[0], job.key[1], gpu_type=task.gpu_type,
                                                     gpu_device=task.gpu_device, gpu_usage=task.gpu_usage,
                                                     gpu_opencl_index=task.gpu_opencl_index)
    env.executor.start(job.key, time.time())
    seen = env.poll_until(lambda s: s[job.key].finished)
    assert seen[job.key].exit_status == 0
    args, _, init = job.out_path.read_text().partition("\n")
    return args, init


@pytest.mark.parametrize(("rsc_type", "opencl_vendor", "gpu_type"), [
    ("fakegpu", None, ""),  # a type of no vendor and without OpenCL: BOINC writes no type
    ("fakegpu", "AuthenticAMD", "AuthenticAMD"),  # another type: its OpenCL device's vendor
    ("NVIDIA", "NVIDIA Corporation", "NVIDIA"),  # a vendor type: its own name
])
def test_gpu_job_gets_device_argument_and_init_data(env: Env, tmp_path: Path, rsc_type: str,
                                                    opencl_vendor: str | None, gpu_type: str) -> None:
    """init_data.xml's GPU fields as BOINC's client/app_start.cpp fills them."""
    coproc = Coproc(rsc_type, count=2, peak_flops=1e12, device_nums=[0, 1], specified_in_config=True)
    if opencl_vendor is not None:
        coproc.have_opencl, coproc.opencl = True, OpenClProp(name="dev", vendor=opencl_vendor)
    env.state.coprocs = [coproc]
    device = ActiveTask(ProjectUrl(""), ResultName(""), gpu_type=rsc_type, gpu_device=1, gpu_usage=0.5,
                        gpu_opencl_index=1)
    args, init = _run(env, tmp_path, device)
    assert args.split()[-2:] == ["--device", "1"]
    root = parse_xml(init.encode(), source="init_data.xml")
    assert (root.findtext("gpu_type"), root.findtext("gpu_device_num"), root.findtext("gpu_opencl_dev_index"),
            float(root.findtext("gpu_usage") or "nan")) == (gpu_type, "1", "1", 0.5)


def test_cpu_job_has_no_device(env: Env, tmp_path: Path) -> None:
    args, init = _run(env, tmp_path, None)
    assert "--device" not in args.split()
    root = parse_xml(init.encode(), source="init_data.xml")
    assert (root.findtext("gpu_type"), root.findtext("gpu_device_num")) == ("", "-1")
