"""A GPU declared in cc_config.xml, against what the real client 7.20.5 sent and stored for it.

The fixture (fixtures/boinc-7.20/gpu-declared) is the real client with a ``<coproc>``
of type fakegpu, count 2, on a machine without GPUs: its first scheduler request and
its state file show the ``<coprocs>`` block our builder must produce element for element.
"""
from __future__ import annotations

from pathlib import Path

from lxml import etree

from core.coprocs.coprocs_xml import coprocs_xml, parse_coprocs, usable_device_count
from core.coprocs.devices import ResourceRequest
from core.gpu.coproc_info import parse_coproc_info
from core.gpu.correlate import GpuConfig, HostGpus, correlate
from core.persist.cc_config import read_cc_config
from core.xml.hardened import parse_xml, parse_xml_file

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")


def _paths(el: etree._Element, prefix: str = "") -> list[tuple[str, str]]:
    """(path, text) of every element under ``el``, in document order."""
    out = []
    for child in el:
        if isinstance(child.tag, str):
            path = f"{prefix}/{child.tag}"
            out.append((path, (child.text or "").strip() if len(child) == 0 else ""))
            out.extend(_paths(child, path))
    return out


def _host() -> HostGpus:
    config, warnings = read_cc_config(FIXTURE / "cc_config.xml")
    assert warnings == []
    # The real client's detection child found nothing on that machine: its own file says so.
    report = parse_coproc_info((FIXTURE / "coproc_info.xml").read_bytes())
    return correlate(report, GpuConfig.from_options(config.options))


def test_fixture_cc_config_declares_two_fakegpu_devices() -> None:
    config, _ = read_cc_config(FIXTURE / "cc_config.xml")
    declared = config.options.coproc
    assert len(declared) == 1
    d = declared[0]
    assert (d.type, d.count, d.peak_flops, d.numbers()) == ("fakegpu", 2, 1e12, [0, 1])


def test_real_coproc_info_reads_as_no_devices_and_its_warnings() -> None:
    report = parse_coproc_info((FIXTURE / "coproc_info.xml").read_bytes())
    assert report.cuda == [] and report.cpus == [] and all(not v for v in report.opencl.values())
    assert len(report.warnings) == 3 and report.warnings[0].startswith("NVIDIA: libcuda.so")


def test_scheduler_request_block_matches_the_real_clients() -> None:
    real = parse_xml_file(FIXTURE / "sched_request.xml").find("coprocs")
    assert real is not None
    coprocs = _host().coprocs
    # The amounts are work fetch's; the request asked for 1 s of fakegpu work, and so do we here.
    asked = {c.findtext("type") or "": ResourceRequest(float(c.findtext("req_secs") or 0),
                                                       float(c.findtext("req_instances") or 0),
                                                       float(c.findtext("estimated_delay") or 0))
             for c in real.iter("coproc")}
    ours = parse_xml(coprocs_xml(coprocs, asked))
    assert _paths(ours) == _paths(real)
    n_usable = parse_xml_file(FIXTURE / "sched_request.xml").findtext("host_info/n_usable_coprocs")
    assert str(usable_device_count(coprocs)) == n_usable


def test_host_info_block_matches_the_real_state_file() -> None:
    real = parse_xml_file(FIXTURE / "client_state.xml").find("host_info/coprocs")
    assert real is not None
    coprocs = _host().coprocs
    ours = parse_xml(coprocs_xml(coprocs))
    assert _paths(ours) == _paths(real)
    # And the state file's block reads back to the declared type.
    back = parse_coprocs(real)
    assert [(c.type, c.count, c.peak_flops) for c in back] == [("fakegpu", 2, 1e12)]


def test_declared_type_is_logged_as_boinc_logs_it() -> None:
    assert "Coprocessor specified in cc_config.xml. Type fakegpu (GPU); count 2" in _host().messages
