"""End to end: a job runs through the demo app's OpenCL kernel and the demo project validates it.

This machine's only OpenCL device is Debian's pocl, a CPU device, which detection rightly
never makes a GPU. So the test declares a GPU type ``pocl`` in cc_config.xml whose
``<coproc_opencl>`` names that device (its properties as the detection child reads them,
OpenCL device index 0): the client reports the type with OpenCL, the demo project answers
with its OpenCL version (plan class ``opencl_pocl_101``, ``<cmdline>--opencl</cmdline>``),
the client runs the demo app with ``--opencl --device 0`` and init_data.xml's
``gpu_type`` = the device's vendor, ``gpu_opencl_dev_index`` = 0, and the app builds and
runs its kernel on pocl. The live client, the project over HTTP on 127.0.0.1 and the app
are all real; the OpenCL loader is pointed at pocl alone so a machine's real GPUs cannot
change the answer.
"""
from __future__ import annotations

import ctypes.util
import shutil
from pathlib import Path

import pytest

from core.coprocs.opencl_prop import opencl_prop_xml
from core.demo import DemoConfig, DemoProject
from core.demo.server import DEFAULT_APP_DIR
from core.gpu.child import run_detection_child
from core.xml.hardened import parse_xml
from tests.core.client.e2e import attach, live_client, wait_for
from tests.core.client.test_gpu_demo_e2e import PREFS

pytestmark = pytest.mark.timeout(240)

POCL_ICD = Path("/etc/OpenCL/vendors/pocl.icd")
PLAN_CLASS = "opencl_pocl_101"


@pytest.fixture
def pocl_only(monkeypatch: pytest.MonkeyPatch) -> None:
    if not POCL_ICD.exists() or ctypes.util.find_library("OpenCL") is None:
        pytest.skip("Debian's pocl-opencl-icd and ocl-icd-libopencl1 are not installed (make deps installs them)")
    # The client's detection child and the apps it starts inherit these.
    monkeypatch.setenv("OCL_ICD_VENDORS", str(POCL_ICD))
    monkeypatch.setenv("BOINC_GUI_CUDA_LIB", "/nonexistent/libcuda.so.1")


def _cc_config(tmp_path: Path) -> tuple[str, str]:
    """cc_config.xml declaring pocl's device as a GPU type, and that device's vendor."""
    outcome = run_detection_child(tmp_path / "detect", timeout=60.0)
    assert outcome.report is not None and len(outcome.report.cpus) == 1, outcome.log
    prop = outcome.report.cpus[0].prop
    prop.opencl_device_index = 0
    block = opencl_prop_xml(prop, "coproc_opencl", temp_file=True)
    return ("<cc_config>\n<options>\n<dont_contact_ref_site>1</dont_contact_ref_site>\n"
            "<no_info_fetch>1</no_info_fetch>\n"
            f"<coproc>\n  <type>pocl</type>\n  <count>1</count>\n  <peak_flops>1e10</peak_flops>\n{block}</coproc>\n"
            "</options>\n</cc_config>\n", prop.vendor)


def test_a_job_runs_through_the_opencl_kernel_and_is_validated(pocl_only: None, tmp_path: Path) -> None:
    (tmp_path / "detect").mkdir()
    cc_config, vendor = _cc_config(tmp_path)
    app = tmp_path / "app"
    shutil.copytree(DEFAULT_APP_DIR, app)
    (app / "boinc_app.toml").write_text("job_size = 300000\nfpops_per_unit = 2.5e4\n")
    project = DemoProject(tmp_path / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=4, max_jobs_per_rpc=4, gpu_usage=1.0))
    project.start()
    sched = project.scheduler
    assert sched is not None and project.store is not None
    store = project.store
    requests: list[bytes] = []
    gpu_results: set[str] = set()
    real_handle = sched.handle

    def recording(body: bytes, now: float) -> bytes:
        requests.append(body)
        reply = real_handle(body, now)
        for r in parse_xml(reply).findall("result"):
            if r.findtext("plan_class") == PLAN_CLASS:
                gpu_results.add(r.findtext("name") or "")
        return reply

    sched.handle = recording  # type: ignore[method-assign]
    data = tmp_path / "client"
    data.mkdir()
    (data / "cc_config.xml").write_text(cc_config)
    client = live_client(data, PREFS)
    try:
        attach(client, project)

        def a_gpu_result_valid() -> bool:
            return any(r.name in gpu_results and r.validate_state == "valid" for r in store.results())

        wait_for(a_gpu_result_valid, 180, "a result of the OpenCL version validated")
        valid = next(r for r in store.results() if r.name in gpu_results and r.validate_state == "valid")
        assert valid.outcome == "success" and "confirmed" in valid.validate_detail
        # The request told the project the type has OpenCL; the report shows the app ran the kernel.
        assert any(b"<type>pocl</type>" in b and b"<coproc_opencl>" in b for b in requests)
        reported = [r for b in requests for r in parse_xml(b).findall("result") if r.findtext("name") == valid.name]
        assert reported, "the valid result was reported"
        stderr_out = reported[-1].find("stderr_out")
        assert stderr_out is not None
        stderr = "".join(stderr_out.itertext())
        assert f"OpenCL: device 0 of type {vendor}:" in stderr and "(CPU device, " in stderr
        assert "primes (OpenCL)" in stderr
    finally:
        client.stop()
        project.stop()
