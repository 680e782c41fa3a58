"""The processor and OS words of <host_info>, read as BOINC's Linux client reads them."""
from __future__ import annotations

import os
import platform
import re
from pathlib import Path

import pytest

from core.client.host_description import os_words, parse_cpuinfo, parse_lsb_release, parse_os_release
from core.client.host_facts import measure_host
from core.ids import ProjectUrl
from core.ports import SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request
from core.state import ClientState, HostInfo, Project
from core.xml.hardened import parse_xml

REAL_SERVER = Path("/work/shared/fixtures/boinc-7.20/real-server")
FIXTURE_REQUEST = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle/002_sched_POST.request.body")


def _fixture_host() -> dict[str, str]:
    root = parse_xml(FIXTURE_REQUEST.read_bytes(), source="fixture")
    host = root.find("host_info")
    assert host is not None
    return {c.tag: (c.text or "").strip() for c in host}


# The first processor of the machine the fixtures were recorded on, as its kernel lists it.
XEON_CPUINFO = """processor\t: 0
vendor_id\t: GenuineIntel
cpu family\t: 6
model\t\t: 85
model name\t: Intel(R) Xeon(R) Processor @ 2.50GHz
stepping\t: 7
microcode\t: 0x1
cpu MHz\t\t: 2500.000
cache size\t: 36608 KB
flags\t\t: {flags}
bogomips\t: 5000.00

processor\t: 1
vendor_id\t: SomeoneElse
model name\t: not the first
flags\t\t: not the first
"""

ARM_CPUINFO = """processor\t: 0
BogoMIPS\t: 108.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 cpuid
CPU implementer\t: 0x41
CPU architecture: 8
CPU variant\t: 0x3
CPU part\t: 0xd0c
CPU revision\t: 1
"""


def test_x86_cpuinfo_gives_the_real_clients_words() -> None:
    want = _fixture_host()
    cpu = parse_cpuinfo(XEON_CPUINFO.format(flags=want["p_features"]))
    assert cpu.vendor == want["p_vendor"] == "GenuineIntel"
    assert cpu.model == want["p_model"]  # "... @ 2.50GHz [Family 6 Model 85 Stepping 7]"
    assert cpu.features == want["p_features"]
    assert cpu.cache_bytes == 36608 * 1024


def test_arm_cpuinfo_names_implementer_and_part() -> None:
    cpu = parse_cpuinfo(ARM_CPUINFO)
    assert cpu.vendor == ""
    assert cpu.model == "[Impl 0x41 Arch 8 Variant 0x3 Part 0xd0c Rev 1]"
    assert cpu.features.startswith("fp asimd")


def test_os_release_and_kernel_make_the_real_clients_os_version() -> None:
    os_release = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\n' \
                 'VERSION="12 (bookworm)"\nID=debian\n'
    name, version = os_words("Linux", "6.18.44-fc-v769", os_release, "2.36")
    assert version == _fixture_host()["os_version"]  # "Debian GNU/Linux 12 (bookworm) [6.18.44-fc-v769|libc 2.36]"
    assert name == "Linux Debian GNU/Linux"
    assert parse_os_release('NAME=Foo\nVERSION="1 \\"x\\""\nVERSION_CODENAME=bar\n') == ("Foo", 'Foo 1 "x" bar')
    assert os_words("Linux", "6.1", None, "") == ("Linux", "6.1")


def test_this_host_is_described_like_the_real_client_describes_its_own(tmp_path: Path) -> None:
    h = measure_host(tmp_path)
    assert h.p_model and h.os_name.startswith(platform.system())
    assert platform.release() in h.os_version
    if Path("/proc/cpuinfo").exists() and platform.machine() in ("x86_64", "i686"):
        assert h.p_vendor and re.search(r"\[Family \d+ Model \d+ Stepping \d+\]$", h.p_model)
        assert "sse2" in h.p_features.split()
    if platform.libc_ver()[0] == "glibc":
        assert f"libc {platform.libc_ver()[1]}]" in h.os_version
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", h.ip_addr)


def test_scheduler_request_host_info_has_the_fixture_layout_with_real_values(tmp_path: Path) -> None:
    url = ProjectUrl("http://127.0.0.1:31480/")
    state = ClientState(host_info=measure_host(tmp_path))
    state.projects[url] = Project(url, authenticator="x")
    body = build_scheduler_request(state, SchedulerRequest(url, reason=2, work_req_seconds=0.0, req_instances=0.0),
                                   1000.0, disk=None, other=RequestExtras())
    host = parse_xml(body, source="ours").find("host_info")
    assert host is not None
    ours = {c.tag: (c.text or "").strip() for c in host}
    want = _fixture_host()
    assert list(ours) == list(want)  # same elements, same order
    for tag, value in want.items():
        if value and tag not in ("coprocs",):
            assert ours[tag], f"<{tag}> is empty where the real client sends {value[:40]!r}"
            if re.fullmatch(r"-?\d+(\.\d+)?", value):
                float(ours[tag])  # a number where the real client sends a number


@pytest.mark.parametrize("text", ["", "garbage without colons\n", "model name\t:\nflags\t\t:\n"])
def test_unusable_cpuinfo_gives_empty_words_not_an_error(text: str) -> None:
    cpu = parse_cpuinfo(text)
    assert cpu.vendor == "" and cpu.features == ""


LSB_DEBIAN = (
    "Distributor ID:\tDebian\nDescription:\tDebian GNU/Linux 12 (bookworm)\nRelease:\t12\nCodename:\tbookworm\n"
)


def test_lsb_release_names_the_distribution_as_boinc_sends_it() -> None:
    # BOINC's client asks lsb_release first (client/hostinfo_unix.cpp): "Linux Debian".
    os_release = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\n'
    name, version = os_words("Linux", "6.18.44-fc-v782", os_release, "2.36", LSB_DEBIAN)
    real = parse_xml((REAL_SERVER / "sched_request.real-client.xml").read_bytes(), source="real")
    assert name == real.findtext("host_info/os_name") == "Linux Debian"
    assert version == real.findtext("host_info/os_version")
    assert parse_lsb_release("Distributor ID: Foo\nRelease: 3\nCodename: bar\n") == ("Foo", "Foo 3 bar")


def test_this_host_asks_lsb_release(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A stand-in lsb_release on PATH, a real child process: its words win over os-release.
    tool = tmp_path / "bin" / "lsb_release"
    tool.parent.mkdir()
    tool.write_text("#!/bin/sh\nprintf 'Distributor ID:\\tStandin\\nDescription:\\tStandin OS 7\\n'\n")
    tool.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tool.parent}:{os.environ.get('PATH', '')}")
    h = measure_host(tmp_path)
    assert h.os_name == f"{platform.system()} Standin"
    assert h.os_version.startswith("Standin OS 7 [")


def test_speeds_set_without_a_benchmark_are_stamped_and_kept(tmp_path: Path) -> None:
    # BOINC stamps p_calculated when it sets the speeds (cs_benchmark.cpp); the real
    # client's request says when (its fixture: p_calculated = client_start_time).
    first = measure_host(tmp_path, HostInfo(), now=1795927233.5)
    assert first.p_calculated == 1795927233.5 and first.p_fpops > 0
    kept = measure_host(tmp_path, HostInfo(p_fpops=7e9, p_iops=8e9, p_calculated=1.7e9), now=1.8e9)
    assert (kept.p_fpops, kept.p_iops, kept.p_calculated) == (7e9, 8e9, 1.7e9)
