"""The GPU detection child started before cc_config.xml is parsed (core/gpu/launch.py): the window's
process starts it as it makes its live client, and the engine takes its findings as it opens the
data directory instead of starting a child of its own and waiting there for it (issue 36)."""
from __future__ import annotations

import time
from pathlib import Path

from core.client.live import LiveClient
from core.gpu import launch
from core.gpu.find import begin_gpu_detection
from core.persist.cc_config import CcOptions


def test_not_started_early_where_the_options_could_change_how_it_runs(tmp_path: Path) -> None:
    assert launch.launch_early(tmp_path / "absent") is None  # a first start: the engine makes the directory
    (tmp_path / "cc_config.xml").write_text("<cc_config><options><no_opencl>1</no_opencl></options></cc_config>\n")
    assert launch.launch_early(tmp_path) is None
    (tmp_path / "cc_config.xml").write_text("<cc_config><options><no_gpus/></options></cc_config>\n")
    assert launch.launch_early(tmp_path) is None
    (tmp_path / "cc_config.xml").write_text("<cc_config><log_flags><task/></log_flags></cc_config>\n")
    started = launch.launch_early(tmp_path)
    assert started is not None and started.proc is not None and not started.no_opencl
    assert started.proc.wait(60) == 0 and (tmp_path / launch.FILE_NAME).exists()


def test_a_child_started_with_options_the_file_no_longer_has_is_ended_and_another_started(tmp_path: Path) -> None:
    early = launch.launch(tmp_path, no_opencl=False)
    assert early.proc is not None
    child = begin_gpu_detection(tmp_path, CcOptions(no_opencl=True), launched=early)
    assert early.proc.returncode is not None  # ended (and reaped) at once
    assert child is not None and child.outcome().report is not None
    early = launch.launch(tmp_path, no_opencl=False)
    assert begin_gpu_detection(tmp_path, CcOptions(no_gpus=True), launched=early) is None
    assert early.proc is not None and early.proc.returncode is not None


def test_the_live_client_opens_with_the_child_it_started_early(tmp_path: Path) -> None:
    data = tmp_path / "client"
    data.mkdir()
    client = LiveClient(data)
    client.detect_gpus_early()
    early = client.session.early_gpu
    assert early is not None and early.proc is not None
    time.sleep(0.5)  # the window builds its tabs meanwhile
    client.start()
    try:
        assert client.wait_opened(60)
        # The session waited for that child (communicate reaped it) and started none of its own:
        # a child left unread would still have no return code.
        assert early.proc.returncode == 0
        lines = [m.body for m in client.session.eventlog.messages_since(0)]
        assert not [line for line in lines if "GPU detection failed" in line], lines
    finally:
        client.stop()
