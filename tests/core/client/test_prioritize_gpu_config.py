"""cc_config's <prioritize_gpu> reaches the scheduler at start and when cc_config.xml is read again.

The scheduler's side (GPU jobs before CPU jobs in deadline danger with it, after them
without, as BOINC's client/cpu_sched.cpp ``more_important``) is tested in
tests/core/policy/test_gpu_sched.py; here a live session with the declared GPU of
fixtures/boinc-7.20/gpu-declared reads the option from the file, and "read config files"
(BOINC's read_cc_config) puts a changed value in force without a restart.
"""
from __future__ import annotations

from pathlib import Path

from core.client.session import LiveSession, SessionOptions
from core.persist.cc_config import read_cc_config

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")


def _with(prioritize: bool) -> str:
    text = (FIXTURE / "cc_config.xml").read_text()
    return text.replace("</options>", f"<prioritize_gpu>{int(prioritize)}</prioritize_gpu>\n</options>")


def test_prioritize_gpu_is_read_at_start_and_on_reread(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    (dd / "cc_config.xml").write_text(_with(True))
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    try:
        assert s.state.prioritize_gpu
        (dd / "cc_config.xml").write_text(_with(False))
        cc, warnings = read_cc_config(dd / "cc_config.xml")
        assert warnings == []
        s.put_cc_config(cc)
        assert not s.state.prioritize_gpu
    finally:
        s.close()
