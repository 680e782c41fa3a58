"""The CUDA driver API and NVML bindings against stand-in libraries built here with gcc.

This tests our binding (types, calls, attribute numbers, units, BOINC's rules on what
it reads), not NVIDIA's driver: the stand-ins (tests/core/gpu/standin.py) answer with
fixed figures, and the expectations below are worked out from those same figures.
"""
from __future__ import annotations

import os
from pathlib import Path

from lxml import etree

from core.coprocs.coprocs_xml import coprocs_xml, parse_coprocs
from core.coprocs.devices import NVIDIA, ResourceRequest
from core.gpu.child import run_detection_child
from core.gpu.correlate import GpuConfig, correlate
from core.gpu.cuda import enumerate_cuda
from core.xml.hardened import parse_xml
from tests.core.gpu.standin import CARDS, CUDA_VERSION, DRIVER_TEXT


def _env(libs: dict[str, Path], behaviour: str = "normal") -> dict[str, str]:
    return {**os.environ, "BOINC_GUI_CUDA_LIB": str(libs[f"cuda-{behaviour}"]),
            "BOINC_GUI_NVML_LIB": str(libs["nvml"])}


def test_cuda_binding_reads_each_card_with_boinc_units(standin_libs: dict[str, Path]) -> None:
    found = enumerate_cuda(str(standin_libs["cuda-normal"]), str(standin_libs["nvml"]))
    assert found.have_cuda and found.cuda_version == CUDA_VERSION
    real = [c for c in CARDS if c.major > 0]
    assert [d.props.name for d in found.devices] == [c.name for c in real]  # the emulated one left out
    major, minor = (int(x) for x in DRIVER_TEXT.split(".")[:2])
    for dev, card in zip(found.devices, real):
        assert (dev.props.major, dev.props.minor) == (card.major, card.minor)
        assert dev.props.total_global_mem == card.total_mem
        assert dev.props.multiprocessor_count == card.multiprocessors
        assert dev.props.clock_rate == card.clock_khz
        assert dev.available_ram == card.free_mem  # through a context and cuMemGetInfo_v2
        assert dev.pci.bus_id == card.bus_id
        assert dev.driver_string == DRIVER_TEXT and dev.driver_version == major * 100 + minor
        cores = 128 if (card.major, card.minor) in ((8, 6), (6, 1)) else 0
        assert dev.peak_flops == 1000.0 * card.clock_khz * card.multiprocessors * cores * 2


def test_capability_from_the_older_entry_point_and_no_nvml(standin_libs: dict[str, Path], tmp_path: Path) -> None:
    found = enumerate_cuda(str(standin_libs["cuda-capability"]), str(tmp_path / "libnvidia-ml.so.1"))
    real = [c for c in CARDS if c.major > 0]
    assert [(d.props.major, d.props.minor) for d in found.devices] == [(c.major, c.minor) for c in real]
    assert all(d.driver_version == 0 and d.driver_string == "" for d in found.devices)  # NVML missing


def test_without_the_library_detection_warns_as_boinc_does(tmp_path: Path) -> None:
    found = enumerate_cuda(str(tmp_path / "libcuda.so.1"))
    assert not found.have_cuda and not found.devices
    assert found.warnings and found.warnings[0].startswith("NVIDIA: ")


def test_equivalence_rule_counts_only_cards_equal_to_the_best(standin_libs: dict[str, Path],
                                                              tmp_path: Path) -> None:
    outcome = run_detection_child(tmp_path, no_opencl=True, env=_env(standin_libs), timeout=60.0)
    assert outcome.report is not None, outcome.log
    assert len(outcome.report.cuda) == 2
    best = correlate(outcome.report).coprocs
    assert [(c.type, c.count, c.device_nums, c.name) for c in best] == [(NVIDIA, 1, [0], CARDS[0].name)]
    every = correlate(outcome.report, GpuConfig(use_all_gpus=True)).coprocs
    assert every[0].count == 2 and every[0].device_nums == [0, 1]
    assert every[0].cuda is not None and every[0].cuda.props.name == CARDS[0].name  # the best one's properties
    ignored = correlate(outcome.report, GpuConfig(ignore={NVIDIA: [0]})).coprocs
    assert [(c.count, c.device_nums, c.name) for c in ignored] == [(1, [1], CARDS[1].name)]
    descriptions = correlate(outcome.report).descriptions
    assert any("(not used)" in d and CARDS[1].name in d for d in descriptions)


def test_coproc_cuda_element_carries_what_cuda_reported(standin_libs: dict[str, Path], tmp_path: Path) -> None:
    outcome = run_detection_child(tmp_path, no_opencl=True, env=_env(standin_libs), timeout=60.0)
    assert outcome.report is not None
    host = correlate(outcome.report, GpuConfig(use_all_gpus=True))
    block = parse_xml(coprocs_xml(host.coprocs, {NVIDIA: ResourceRequest(3600.0, 2.0, 0.0)}))
    cuda = block.find("coproc_cuda")
    assert cuda is not None
    assert cuda.findtext("count") == "2" and cuda.findtext("name") == CARDS[0].name
    assert int(cuda.findtext("cudaVersion") or 0) == CUDA_VERSION
    assert cuda.findtext("major") == str(CARDS[0].major)
    assert float(cuda.findtext("req_secs") or 0) == 3600.0
    assert cuda.find("pci_info") is None  # scheduler requests leave the slots out
    # host_info's form has the slots and reads back to the same type.
    host_form = parse_xml(coprocs_xml(host.coprocs))
    assert [int(p.findtext("bus_id") or -1) for p in host_form.iter("pci_info")] == [c.bus_id for c in CARDS[:2]]
    back = parse_coprocs(host_form)
    assert [(c.type, c.count, c.peak_flops) for c in back] == [(NVIDIA, 2, host.coprocs[0].peak_flops)]
    # coproc_info.xml holds one <coproc_cuda> per card, count 1, as BOINC's child writes it.
    info = etree.parse(str(tmp_path / "coproc_info.xml")).getroot()
    assert [e.findtext("count") for e in info.iter("coproc_cuda")] == ["1", "1"]
    assert info.findtext("have_cuda") == "1"
