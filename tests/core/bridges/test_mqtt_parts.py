"""The MQTT bridge's pure parts: options, what a message asks for, the state and the configs.

No broker here (test_mqtt_bridge.py and test_mqtt_run_e2e.py have one): the options and the
password file, each command topic's words and JSON (with their reasons, and refusals),
the state and slot payloads from a snapshot, and the discovery configs' shape.
"""
from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import pytest

from core.api.commands import SetRunMode, Snooze, SoftStop
from core.api.snapshot import ActivityStatus, ClientSnapshot, HostSummary, ProjectRow, TaskRow
from core.bridges.ha_discovery import Topics, discovery_messages, node_id
from core.bridges.mqtt_commands import MAX_PAYLOAD, plan
from core.bridges.mqtt_options import add_mqtt_arguments
from core.bridges.mqtt_settings import (
    MqttSettings,
    MqttSettingsError,
    node_name,
    parse_broker,
    settings_from_args,
)
from core.bridges.mqtt_state import slot_payloads, state_payload
from core.ids import ProjectUrl, ResultName
from core.state import RunMode

URL = ProjectUrl("http://127.0.0.1:1/demo/")


@pytest.mark.parametrize(("text", "expected"), [
    ("broker", ("broker", 1883)), ("10.0.0.5:1884", ("10.0.0.5", 1884)), ("[::1]", ("::1", 1883)),
    ("[::1]:8883", ("::1", 8883)), (" mqtt.local:1 ", ("mqtt.local", 1)),
])
def test_broker_addresses(text: str, expected: tuple[str, int]) -> None:
    assert parse_broker(text) == expected


@pytest.mark.parametrize("text", ["", "host:", "host:0", "host:70000", "a:b:c", "host:port"])
def test_broker_addresses_refused(text: str) -> None:
    with pytest.raises(MqttSettingsError):
        parse_broker(text)


def test_options_prefix_node_and_password_file(tmp_path: Path) -> None:
    p = argparse.ArgumentParser()
    add_mqtt_arguments(p)
    assert settings_from_args(p.parse_args([])) is None  # off unless a broker is named
    pw = tmp_path / "pw"
    pw.write_text("correct horse\nignored second line\n")
    s = settings_from_args(p.parse_args(["--mqtt-broker", "127.0.0.1:1999", "--mqtt-user", "v",
                                         "--mqtt-password-file", str(pw), "--mqtt-prefix", "/home/boinc/"]))
    assert s is not None
    assert (s.host, s.port, s.user, s.password, s.prefix) == ("127.0.0.1", 1999, "v", "correct horse", "home/boinc")
    assert "correct horse" not in repr(s)  # never in a log line
    assert node_id(s) == "home_boinc"
    with pytest.raises(MqttSettingsError, match="password file"):
        settings_from_args(p.parse_args(["--mqtt-broker", "h", "--mqtt-password-file", str(tmp_path / "none")]))
    with pytest.raises(MqttSettingsError, match="prefix"):
        MqttSettings("h", prefix="boinc/#")
    assert node_name("Kitchen-PC.fritz.box") == "kitchen-pc" and node_name("...") == "host"
    d = MqttSettings("h", node="attic")
    assert d.prefix == "boinc/attic" and node_id(d) == "boinc_attic" and d.broker == "h:1883"
    assert MqttSettings("::1").broker == "[::1]:1883"


def _snap(run_mode: RunMode = RunMode.AUTO, snooze_until: float | None = None, reason: str = "",
          tasks: tuple[TaskRow, ...] = (), ncpus: int = 2) -> ClientSnapshot:
    act = ActivityStatus(run_mode, RunMode.AUTO, not reason, not reason, reason, reason, snooze_until)
    project = ProjectRow(URL, "Demo", "v", "", 120.5, 10.25, 100.0, 100.0, 1.0, "", False, False, False, False, "",
                         0.0, 0.0, 0.0, "", "", 0.0, 0, 0, 0.0, 1.0, 0.0, host_expavg_credit=3.0)
    return ClientSnapshot(seq=1, time=1_800_000_000.0, host=HostSummary("attic", ncpus, ncpus, 1e9, 1e9),
                          activity=act, projects=(project,), tasks=tasks, transfers=(), disk=None, messages=(),
                          notices=(), stats=())


def _task(name: str, slot: int, fraction: float, running: bool = True, finished: bool = False,
          status: str = "Running") -> TaskRow:
    return TaskRow((URL, ResultName(name)), URL, "Demo", name, name, "primes 1.00", fraction, status,
                   slot >= 0, running, False, finished, 60.0, 55.0, 40.0, 0.0, 0.0, False, slot, 0.0, 0.0, "")


@pytest.mark.parametrize(("payload", "commands", "action"), [
    (b"OFF", (SetRunMode(RunMode.NEVER, 0.0, "Home Assistant"),), "suspend computing (Home Assistant)"),
    (b" off\n", (SetRunMode(RunMode.NEVER, 0.0, "Home Assistant"),), "suspend computing (Home Assistant)"),
    (b'{"state": "OFF", "reason": "electricity price above 0.30", "minutes": 30}',
     (SetRunMode(RunMode.NEVER, 1800.0, "electricity price above 0.30"),),
     "suspend computing for 30 minutes (electricity price above 0.30)"),
    (b"ON", (SetRunMode(RunMode.AUTO, 0.0, "Home Assistant"),), "resume computing (Home Assistant)"),
])
def test_the_switch(payload: bytes, commands: tuple[object, ...], action: str) -> None:
    p = plan("computing", payload, _snap(), "Home Assistant", 60.0)
    assert (p.commands, p.action) == (commands, action)


def test_on_keeps_always_and_ends_a_snooze() -> None:
    p = plan("computing", b"ON", _snap(RunMode.ALWAYS, snooze_until=math.inf, reason="snoozed"), "HA", 60.0)
    assert p.commands == (Snooze(0, "HA"),)
    p = plan("computing", b"ON", _snap(RunMode.NEVER, reason="user request"), "HA", 60.0)
    assert p.commands == (SetRunMode(RunMode.AUTO, 0.0, "HA"),)


@pytest.mark.parametrize(("payload", "commands"), [
    (b"PRESS", (Snooze(3600.0, "HA"),)), (b"", (Snooze(3600.0, "HA"),)), (b"15", (Snooze(900.0, "HA"),)),
    (b"0", (Snooze(0, "HA"),)), (b"RESUME", (Snooze(0, "HA"),)),
    (b'{"minutes": 2.5, "reason": "peak tariff"}', (Snooze(150.0, "peak tariff"),)),
    (b'{"reason": "  "}', (Snooze(3600.0, "HA"),)),  # a blank reason is none
])
def test_the_snooze_button(payload: bytes, commands: tuple[object, ...]) -> None:
    assert plan("snooze", payload, None, "HA", 60.0).commands == commands


@pytest.mark.parametrize(("kind", "payload", "why"), [
    ("computing", b"MAYBE", "ON or OFF"), ("computing", b"{}", "ON or OFF"),
    ("computing", b'{"state": "OFF", "minutes": -5}', "between"), ("snooze", b"soon", "not a number"),
    ("snooze", b'{"minutes": true}', "not a number"), ("snooze", b"1e9", "between"), ("snooze", b"nan", "between"),
    ("snooze", b"[1]", "not a number"), ("snooze", b'{"minutes": 5', "not valid JSON"),
    ("snooze", b'\xff\xfe', "UTF-8"), ("snooze", b"1" * (MAX_PAYLOAD + 1), "longer"),
])
def test_refusals_change_nothing(kind: str, payload: bytes, why: str) -> None:
    p = plan(kind, payload, _snap(), "HA", 60.0)  # type: ignore[arg-type]
    assert p.commands == () and p.action.startswith("refused: ") and why in p.action


def test_soft_stop_sends_the_client_s_soft_stop_with_the_reason() -> None:
    p = plan("soft_stop", b"PRESS", _snap(), "HA", 60.0)
    assert p.commands == (SoftStop("HA"),) and p.action == "soft stop (HA)"
    p = plan("soft_stop", b'{"reason": "solar surplus gone"}', _snap(), "HA", 60.0)
    assert p.commands == (SoftStop("solar surplus gone"),)


def test_state_and_slots_from_a_snapshot() -> None:
    tasks = (_task("a", 0, 0.25), _task("b", 1, 0.5, running=False, status="Waiting to run"),
             _task("c", 3, 0.125),  # a GPU task in a slot above the CPUs'
             _task("d", -1, 0.0, running=False, status="Ready to start"),
             _task("e", -1, 1.0, running=False, finished=True, status="Ready to report"))
    snap = _snap(tasks=tasks)
    st = state_payload(snap)
    assert (st["tasks_running"], st["tasks_waiting"], st["tasks_ready_to_report"], st["tasks_total"]) == (2, 2, 1, 5)
    assert (st["computing"], st["suspended"], st["suspend_reason"], st["run_mode"]) == ("ON", "OFF", "", "auto")
    assert (st["user_total_credit"], st["user_expavg_credit"], st["host_total_credit"],
            st["host_expavg_credit"]) == (120.5, 10.25, 100.0, 3.0)
    slots = slot_payloads(snap)
    assert sorted(slots) == [0, 1, 2, 3]
    assert (slots[0]["progress"], slots[0]["task"], slots[0]["state"]) == (25.0, "a", "running")
    assert (slots[1]["progress"], slots[1]["state"]) == (50.0, "waiting")
    assert (slots[2]["progress"], slots[2]["task"], slots[2]["state"]) == (0.0, "", "idle")
    assert slots[3]["progress"] == 12.5
    json.dumps(st), json.dumps(slots)  # both go out as JSON
    snoozed = state_payload(_snap(snooze_until=1_800_000_600.0, reason="snoozed: HA"))
    assert (snoozed["computing"], snoozed["suspended"], snoozed["suspend_reason"], snoozed["snoozed"],
            snoozed["snooze_until"]) == ("OFF", "ON", "snoozed: HA", True, "2027-01-15T08:10:00+00:00")
    never = state_payload(_snap(RunMode.NEVER, reason="electricity price above 0.30"))
    assert (never["computing"], never["run_mode"], never["suspend_reason"]) == (
        "OFF", "never", "electricity price above 0.30")
    assert state_payload(_snap(snooze_until=math.inf, reason="snoozed"))["snooze_until"] is None


def test_discovery_configs() -> None:
    s = MqttSettings("h", node="attic")
    t = Topics(s.prefix)
    messages = dict(discovery_messages(s, "attic.example", slots=3, version="0.1.0"))
    assert len(messages) == 14 + 3
    for topic, text in messages.items():
        parts = topic.split("/")
        assert parts[0] == "homeassistant" and parts[2] == "boinc_attic" and parts[-1] == "config"
        config = json.loads(text)
        assert config["unique_id"].startswith("boinc_attic_") and config["availability_topic"] == t.availability
        assert config["device"] == {"identifiers": ["boinc_attic"], "name": "BOINC on attic.example",
                                    "manufacturer": "boinc-gui", "model": "BOINC-compatible client",
                                    "sw_version": "0.1.0"}
        assert "state_topic" in config or "command_topic" in config
    switch = json.loads(messages["homeassistant/switch/boinc_attic/computing/config"])
    assert (switch["command_topic"], switch["state_topic"]) == (t.computing, t.state)
    assert json.loads(messages["homeassistant/button/boinc_attic/soft_stop/config"])["command_topic"] == t.soft_stop
    slot = json.loads(messages["homeassistant/sensor/boinc_attic/slot_2/config"])
    assert (slot["state_topic"], slot["unit_of_measurement"]) == ("boinc/attic/slot/2", "%")
    assert len({json.loads(v)["unique_id"] for v in messages.values()}) == len(messages)
