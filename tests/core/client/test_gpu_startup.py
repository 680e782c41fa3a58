"""Client start-up finds the host's GPUs and keeps them in the state, as BOINC's client does.

With the cc_config.xml of ../shared/fixtures/boinc-7.20/gpu-declared/ (a ``fakegpu`` type
declared with two devices) a session's state holds that type, the event log says so as the
real client's did, and client_state.xml keeps the type in ``<host_info>`` as the real
client's state file in the same folder does.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from core.client.session import LiveSession, SessionOptions
from core.persist.state_reader import parse_client_state
from core.xml.hardened import parse_xml_file

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")


def test_declared_gpu_is_in_the_state_the_log_and_the_state_file(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", dd / "cc_config.xml")
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    try:
        assert [(c.type, c.count, c.device_nums, c.peak_flops) for c in s.state.coprocs] == [
            ("fakegpu", 2, [0, 1], 1e12)]
        assert s.eventlog is not None
        bodies = [m.body for m in s.eventlog.messages_since(0)]
        assert any("Coprocessor specified in cc_config.xml. Type fakegpu" in b for b in bodies)
        s.save(1795929060.0)
    finally:
        s.close()
    saved = parse_xml_file(dd / "client_state.xml").find("host_info/coprocs")
    real = parse_xml_file(FIXTURE / "client_state.xml").find("host_info/coprocs")
    assert saved is not None and real is not None
    assert [(c.tag, c.text) for c in saved.iter()] == [(c.tag, c.text) for c in real.iter()]
    again, warnings = parse_client_state((dd / "client_state.xml").read_bytes(), source="saved")
    assert warnings == []
    assert [(c.type, c.count, c.peak_flops) for c in again.coprocs] == [("fakegpu", 2, 1e12)]


def test_real_clients_state_file_reads_its_gpu_type() -> None:
    state, _ = parse_client_state((FIXTURE / "client_state.xml").read_bytes(), source="real")
    assert [(c.type, c.count, c.device_nums) for c in state.coprocs] == [("fakegpu", 2, [0, 1])]


def test_a_gpu_type_gone_since_the_last_start_is_told(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", dd / "cc_config.xml")
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    s.close()
    (dd / "cc_config.xml").write_text("<cc_config><options></options></cc_config>")  # the declaration removed
    again = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    again.open()
    try:
        assert again.state.coprocs == []
        assert again.eventlog is not None
        alerts = [m.body for m in again.eventlog.messages_since(0) if m.body.startswith("GPU missing")]
        assert alerts == ["GPU missing: fakegpu was found at the last start but not now"]
    finally:
        again.close()
