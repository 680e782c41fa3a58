"""The demo project's GPU app version over real HTTP: OpenCL where the request's type has it.

The request is the real client's (BOINC 7.20.5 with a GPU type declared in cc_config.xml,
fixtures/boinc-7.20/gpu-declared). As recorded, the type has no OpenCL: the version is the
stand-in (plan class ``fakegpu``, no ``<cmdline>``). With a ``<coproc_opencl>`` in the
type's block, as a client writes it for a type with OpenCL, the version is BOINC's
``opencl_<type>_101`` and tells the demo app ``--opencl``; a vendor block says
``<have_opencl>1</have_opencl>`` and gets ``opencl_nvidia_101`` (``cuda`` without it).
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from lxml import etree

from core.demo import DemoConfig, DemoProject
from core.demo.server import DEFAULT_APP_DIR
from core.xml.hardened import parse_xml

REQUEST = Path("/work/shared/fixtures/boinc-7.20/gpu-declared/sched_request.xml")
RECORDED_AUTH = b"7c8fba0be5783ae483fc4ba8dcccf60f"
OPENCL_BLOCK = (b"<coproc_opencl>\n      <name>pthread-cpu</name>\n      <vendor>AuthenticAMD</vendor>\n"
                b"      <opencl_device_index>0</opencl_device_index>\n   </coproc_opencl>\n</coproc>")
NVIDIA_BLOCK = (b"<coproc_cuda>\n   <count>1</count>\n   <name>Card</name>\n   <req_secs>100.000000</req_secs>\n"
                b"   <req_instances>1.000000</req_instances>\n   <have_cuda>1</have_cuda>\n"
                b"   <have_opencl>%d</have_opencl>\n</coproc_cuda>\n</coprocs>")

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    p = DemoProject(tmp_path / "data", app_dir=DEFAULT_APP_DIR,
                    config=DemoConfig(request_delay_s=1.0, job_size=1000, ready_jobs=6))
    p.start()
    yield p
    p.stop()


def _gpu_version(p: DemoProject, body: bytes) -> etree._Element:
    body = body.replace(RECORDED_AUTH, p.authenticator.encode())
    r = httpx.post(p.master_url + "cgi", content=body, timeout=10)
    assert r.status_code == 200
    reply = parse_xml(r.content)
    versions = [v for v in reply.findall("app_version") if v.findtext("plan_class")]
    assert len(versions) == 1, r.text
    plan_class = versions[0].findtext("plan_class")
    assert [res.findtext("plan_class") for res in reply.findall("result")].count(plan_class) >= 1
    return versions[0]


def test_a_type_without_opencl_gets_the_stand_in(project: DemoProject) -> None:
    version = _gpu_version(project, REQUEST.read_bytes())
    assert version.findtext("plan_class") == "fakegpu"
    assert version.find("cmdline") is None
    assert version.findtext("coproc/type") == "fakegpu"


def test_a_type_with_opencl_gets_the_opencl_version(project: DemoProject) -> None:
    body = REQUEST.read_bytes()
    assert body.count(b"</coproc>") == 1
    version = _gpu_version(project, body.replace(b"</coproc>", OPENCL_BLOCK))
    assert version.findtext("plan_class") == "opencl_fakegpu_101"
    assert version.findtext("cmdline") == "--opencl"
    assert version.findtext("coproc/type") == "fakegpu"


@pytest.mark.parametrize(("have_opencl", "plan_class"), [(1, "opencl_nvidia_101"), (0, "cuda")])
def test_nvidia_with_and_without_opencl(project: DemoProject, have_opencl: int, plan_class: str) -> None:
    body = REQUEST.read_bytes()
    start, end = body.index(b"<coproc>"), body.index(b"</coprocs>") + len(b"</coprocs>")
    version = _gpu_version(project, body[:start] + NVIDIA_BLOCK % have_opencl + body[end:])
    assert version.findtext("plan_class") == plan_class
    assert version.findtext("coproc/type") == "NVIDIA"
    assert (version.findtext("cmdline") == "--opencl") == bool(have_opencl)
