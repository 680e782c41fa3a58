"""The pieces: shared-memory channels, hostile slot names, soft links, command lines, init data."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.exec import shmem as sm, slots
from core.exec.executor import split_command_line
from core.exec.init_data import InitData, write_init_data
from core.xml.hardened import parse_xml_file


def test_channel_semantics(tmp_path: Path) -> None:
    shm = sm.SharedMem.create(tmp_path)
    assert (tmp_path / sm.MMAPPED_FILE_NAME).stat().st_size == sm.SHM_SIZE
    assert shm.send(sm.PROCESS_CONTROL_REQUEST, sm.MSG_SUSPEND)
    assert not shm.send(sm.PROCESS_CONTROL_REQUEST, sm.MSG_RESUME)  # unread: refused
    assert shm.receive(sm.PROCESS_CONTROL_REQUEST) == sm.MSG_SUSPEND
    assert shm.receive(sm.PROCESS_CONTROL_REQUEST) is None
    shm.send(sm.APP_STATUS, "x" * 5000)
    assert len(shm.receive(sm.APP_STATUS) or "") == sm.MSG_MAX_CHARS
    raw = (tmp_path / sm.MMAPPED_FILE_NAME).read_bytes()
    assert raw[sm.APP_STATUS * 1024] == 0 and raw[sm.HEARTBEAT * 1024] == 0
    shm.close()


def test_app_status_parsing() -> None:
    s = sm.parse_app_status(
        "<current_cpu_time>1.866545e+00</current_cpu_time>\n<checkpoint_cpu_time>-3</checkpoint_cpu_time>\n"
        "<fraction_done>2.000000e-01</fraction_done>\n<want_network>1</want_network>"
    )
    assert (s.current_cpu_time, s.checkpoint_cpu_time, s.fraction_done, s.want_network) == (1.866545, 0.0, 0.2, True)
    assert sm.parse_app_status(
        "<fraction_done>0</fraction_done>garbage<current_cpu_time>nan</current_cpu_time>"
    ) == sm.AppStatus(0.0, 0.0, None)


@pytest.mark.parametrize("name", ["../escape", "/etc/passwd", "a/../../b", "nul\0byte", "", "a//b", "back\\slash"])
def test_hostile_logical_names_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(slots.SlotError):
        slots.setup_file(tmp_path, tmp_path, "phys", name, False, False)


def test_soft_link_and_copy(tmp_path: Path) -> None:
    project, slot = tmp_path / "projects" / "p", tmp_path / "slots" / "0"
    project.mkdir(parents=True)
    slot.mkdir(parents=True)
    (project / "in_1").write_text("data")
    slots.setup_file(slot, project, "in_1", "sub/in", False, False)
    assert (slot / "sub" / "in").read_text() == "<soft_link>../../../projects/p/in_1</soft_link>\n"
    assert slots.resolve_soft_link(slot, "sub/in") == (project / "in_1").resolve()
    slots.setup_file(slot, project, "in_1", "copied", True, True)
    assert (slot / "copied").read_text() == "data" and (slot / "copied").stat().st_mode & 0o111


def test_command_line_split() -> None:
    assert split_command_line(" --a 1  'two words' \"x y\"z '' ") == ["--a", "1", "two words", "x yz", ""]


def test_init_data_is_well_formed(tmp_path: Path) -> None:
    d = InitData("app", "wu", "wu_0", "/p", "/b", 3, 42, user_name="A & <B>", checkpoint_period=2.0)
    root = parse_xml_file(write_init_data(tmp_path, d))
    assert root.tag == "app_init_data"
    assert (root.findtext("shm_key"), root.findtext("slot"), root.findtext("user_name")) == ("-1", "3", "A & <B>")
    assert root.findtext("checkpoint_period") == "2.000000"


def test_stderr_tail_capped_and_escaped(tmp_path: Path) -> None:
    (tmp_path / "stderr.txt").write_bytes(b"a" * 70000 + b"\xe9end")
    tail = slots.read_stderr_tail(tmp_path)
    assert tail.endswith("&#233;end") and len(tail) == slots.STDERR_MAX_BYTES - 4 + len("&#233;end")
