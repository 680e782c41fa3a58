"""The MQTT bridge against Debian's mosquitto on 127.0.0.1, with a live client in this process.

Home Assistant's discovery configs arrive retained (a subscriber that comes later gets
them too), with the state and a progress topic per slot; a message on the switch's
command topic suspends the client, with "Home Assistant" (or the message's own reason)
in the snapshot, GUI RPC's get_cc_status and the event log; the snooze button snoozes,
the soft-stop button soft-stops (the run mode becomes "never" with the reason);
Home Assistant's birth message brings the configs again; the broker's password file is
obeyed, and a refusal is one event-log line while the client goes on.
"""
from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.client.gui_rpc import start_gui_rpc
from core.client.live import LiveClient
from core.guirpc.client import GuiRpcClient
from core.guirpc.server import GuiRpcServer
from core.state import RunMode
from tests.core.bridges.broker import MOSQUITTO, NO_MOSQUITTO, Broker, Watcher
from tests.core.client.e2e import free_port, live_client, wait_for

pytestmark = [pytest.mark.skipif(MOSQUITTO is None, reason=NO_MOSQUITTO), pytest.mark.timeout(180)]

from core.bridges.mqtt import MqttBridge  # noqa: E402 -- after the skip mark: paho is a dependency; the broker may be missing
from core.bridges.mqtt_settings import MqttSettings, settings_from_args  # noqa: E402 -- as above

NODE = "testhost"
PREFIX = f"boinc/{NODE}"
PRICE = "electricity price above 0.30"


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[Broker]:
    b = Broker(tmp_path)
    b.start()
    try:
        yield b
    finally:
        b.stop()


@pytest.fixture
def client(tmp_path: Path) -> Iterator[tuple[LiveClient, GuiRpcServer]]:
    c = live_client(tmp_path / "client")
    # Opened is not yet published: the tests read the client's snapshot from the start.
    wait_for(lambda: c.poll_snapshot() is not None, 30, "the client's first snapshot")
    server = start_gui_rpc(c, free_port())
    try:
        yield c, server
    finally:
        server.stop()
        c.stop()


def _messages(c: LiveClient, server: GuiRpcServer) -> list[str]:
    with GuiRpcClient(port=server.port, password=c.session.password) as rpc:
        return [m.body for m in rpc.get_messages()]


def _cc(c: LiveClient, server: GuiRpcServer) -> tuple[int, str]:
    with GuiRpcClient(port=server.port, password=c.session.password) as rpc:
        cc = rpc.get_cc_status()
        return cc.task_mode, cc.task_suspend_text


def _state(w: Watcher) -> dict[str, object]:
    text = w.last(f"{PREFIX}/state")
    return json.loads(text) if text else {}


def test_discovery_state_and_commands(tmp_path: Path, broker: Broker,
                                      client: tuple[LiveClient, GuiRpcServer]) -> None:
    c, server = client
    w = Watcher(broker.port)
    bridge = MqttBridge(c, MqttSettings("127.0.0.1", broker.port, node=NODE, reconnect_max_s=2))
    bridge.start()
    try:
        snap = c.poll_snapshot()
        assert snap is not None
        ncpus = snap.host.ncpus
        configs = {f"homeassistant/{kind}/boinc_{NODE}/{obj}/config" for kind, obj in (
            ("sensor", "tasks_running"), ("sensor", "tasks_waiting"), ("sensor", "tasks_ready_to_report"),
            ("sensor", "user_total_credit"), ("sensor", "user_expavg_credit"), ("sensor", "host_total_credit"),
            ("sensor", "host_expavg_credit"), ("sensor", "run_mode"), ("sensor", "suspend_reason"),
            ("sensor", "last_command"), ("binary_sensor", "suspended"), ("switch", "computing"),
            ("button", "snooze"), ("button", "soft_stop"),
            *(("sensor", f"slot_{n}") for n in range(ncpus)))}
        slots = {f"{PREFIX}/slot/{n}" for n in range(ncpus)}  # published after the state, each its own message
        wait_for(lambda: configs | slots | {f"{PREFIX}/state", f"{PREFIX}/availability"} <= w.topics(), 20,
                 "every discovery config, the state, each slot and the availability")
        assert w.last(f"{PREFIX}/availability") == "online"
        assert _state(w)["computing"] == "ON" and _state(w)["suspended"] == "OFF"
        switch = json.loads(w.last(f"homeassistant/switch/boinc_{NODE}/computing/config") or "{}")
        assert switch["command_topic"] == f"{PREFIX}/command/computing"
        assert switch["state_topic"] == f"{PREFIX}/state" and switch["availability_topic"] == f"{PREFIX}/availability"
        uids = {json.loads(w.last(t) or "{}")["unique_id"] for t in configs}
        assert len(uids) == len(configs)  # one entity each
        assert all(json.loads(w.last(t) or "{}")["device"]["identifiers"] == [f"boinc_{NODE}"] for t in configs)

        # A subscriber that comes later (Home Assistant started after us) gets them retained.
        late = Watcher(broker.port)
        try:
            wait_for(lambda: configs | {f"{PREFIX}/state"} <= late.topics(), 10, "the retained configs")
            assert all(m.retain for m in late.messages if m.topic in configs)
        finally:
            late.close()

        # The switch: OFF suspends with "Home Assistant" as the reason, everywhere.
        w.send(f"{PREFIX}/command/computing", "OFF")
        wait_for(lambda: _state(w).get("suspend_reason") == "Home Assistant", 15, "the state to say why")
        assert _state(w)["computing"] == "OFF" and _state(w)["suspended"] == "ON" and _state(w)["run_mode"] == "never"
        snap = c.poll_snapshot()
        assert snap is not None and snap.activity.run_mode == RunMode.NEVER
        assert snap.activity.task_suspend_reason == "Home Assistant"
        assert _cc(c, server) == (int(RunMode.NEVER), "Home Assistant")
        wait_for(lambda: "Suspending computation - Home Assistant" in _messages(c, server), 10, "the event log")
        wait_for(lambda: w.last(f"{PREFIX}/command/result") == "suspend computing (Home Assistant): done", 10,
                 "the command's answer")

        # An automation's own reason, in JSON.
        w.send(f"{PREFIX}/command/computing", json.dumps({"state": "OFF", "reason": PRICE}))
        wait_for(lambda: _cc(c, server) == (int(RunMode.NEVER), PRICE), 15, "get_cc_status to tell the price")
        wait_for(lambda: _state(w).get("suspend_reason") == PRICE, 15, "the state to tell the price")
        assert f"Suspending computation - {PRICE}" in _messages(c, server)

        # ON: back to "according to preferences".
        w.send(f"{PREFIX}/command/computing", "ON")
        wait_for(lambda: _state(w).get("computing") == "ON" and _state(w).get("suspended") == "OFF", 15,
                 "computing to resume")
        assert _cc(c, server) == (int(RunMode.AUTO), "")

        # The snooze button: an hour, with the reason; RESUME ends it; the switch shows it.
        w.send(f"{PREFIX}/command/snooze", "PRESS")
        wait_for(lambda: _state(w).get("snoozed") is True, 15, "the snooze")
        st = _state(w)
        assert st["computing"] == "OFF" and st["suspend_reason"] == "snoozed: Home Assistant"
        snap = c.poll_snapshot()
        assert snap is not None and snap.activity.snooze_until is not None
        assert 3500 < snap.activity.snooze_until - time.time() <= 3600
        w.send(f"{PREFIX}/command/computing", "ON")  # the switch ends a snooze too
        wait_for(lambda: _state(w).get("snoozed") is False and _state(w).get("computing") == "ON", 15,
                 "the snooze to end")
        w.send(f"{PREFIX}/command/snooze", json.dumps({"minutes": 5, "reason": PRICE}))
        wait_for(lambda: _state(w).get("suspend_reason") == f"snoozed: {PRICE}", 15, "a 5-minute snooze")
        w.send(f"{PREFIX}/command/snooze", "RESUME")
        wait_for(lambda: _state(w).get("snoozed") is False, 15, "the snooze to end")

        # Soft stop: with no task running the stop is complete at once: run mode never, with the reason.
        w.send(f"{PREFIX}/command/soft_stop", "PRESS")
        wait_for(lambda: (w.last(f"{PREFIX}/command/result") or "").startswith("soft stop (Home Assistant)"),
                 15, "the soft stop's answer")
        wait_for(lambda: _cc(c, server) == (int(RunMode.NEVER), "Home Assistant"), 15, "the soft stop's run mode")
        wait_for(lambda: _state(w).get("run_mode") == "never", 15, "the state to show the soft stop")
        assert "Soft stop: no task is running; run mode set to never - Home Assistant" in _messages(c, server)
        w.send(f"{PREFIX}/command/computing", "ON")
        wait_for(lambda: _state(w).get("computing") == "ON", 15, "computing to resume after the soft stop")

        # A message the switch cannot read is refused, and changes nothing.
        w.send(f"{PREFIX}/command/computing", "MAYBE")
        wait_for(lambda: (w.last(f"{PREFIX}/command/result") or "").startswith("refused: the computing switch"), 10,
                 "the refusal")
        assert _state(w)["computing"] == "ON"

        # Home Assistant restarted (its birth message): every config comes again.
        before = len(w.on(f"homeassistant/switch/boinc_{NODE}/computing/config"))
        w.send("homeassistant/status", "online")
        wait_for(lambda: len(w.on(f"homeassistant/switch/boinc_{NODE}/computing/config")) > before, 10,
                 "the configs again after Home Assistant's birth message")
        assert bridge.connections == 1
    finally:
        bridge.stop()
    wait_for(lambda: w.last(f"{PREFIX}/availability") == "offline", 10, "offline on a clean stop")
    w.close()


def test_password_file_and_a_refusal(tmp_path: Path, client: tuple[LiveClient, GuiRpcServer]) -> None:
    import argparse

    c, server = client
    broker = Broker(tmp_path, users={"volunteer": "s3cret word"})
    broker.start()
    try:
        wrong = MqttBridge(c, MqttSettings("127.0.0.1", broker.port, node=NODE, user="volunteer", password="nope",
                                           reconnect_min_s=1, reconnect_max_s=1))
        wrong.start()
        try:
            wait_for(lambda: any(m.startswith("MQTT: the broker at") for m in _messages(c, server)), 15,
                     "the refusal in the event log")
            time.sleep(3)  # several more attempts, one a second
            lines = [m for m in _messages(c, server) if m.startswith("MQTT:")]
            assert len(lines) == 1 and "refused" in lines[0], lines
            assert not wrong.connected
        finally:
            wrong.stop()
        pw = tmp_path / "mqtt-password"
        pw.write_text("s3cret word\n")
        args = argparse.Namespace(mqtt_broker=f"127.0.0.1:{broker.port}", mqtt_prefix=PREFIX, mqtt_user="volunteer",
                                  mqtt_password_file=pw, mqtt_discovery_prefix="homeassistant")
        settings = settings_from_args(args)
        assert settings is not None and settings.password == "s3cret word"
        w = Watcher(broker.port, user="volunteer", password="s3cret word")
        right = MqttBridge(c, settings)
        right.start()
        try:
            wait_for(lambda: w.last(f"{PREFIX}/availability") == "online", 15, "the bridge to log in")
            assert right.connected
        finally:
            right.stop()
            w.close()
    finally:
        broker.stop()


CHILD = """
import sys, time
from pathlib import Path
from core.bridges.mqtt import MqttBridge
from core.bridges.mqtt_settings import MqttSettings
from tests.core.client.e2e import live_client
client = live_client(Path(sys.argv[1]))
bridge = MqttBridge(client, MqttSettings("127.0.0.1", int(sys.argv[2]), node="crashing", keepalive_s=2))
bridge.start()
while not bridge.connected:
    time.sleep(0.05)
print("connected", flush=True)
time.sleep(600)
"""


def test_a_client_that_dies_is_offline_by_its_last_will(tmp_path: Path, broker: Broker) -> None:
    """Killed (no clean stop), the bridge cannot say goodbye: the broker publishes its will."""
    import subprocess
    import sys

    from tests.core.client.e2e import REPO

    w = Watcher(broker.port)
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path / "child"), str(broker.port)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == b"connected"
        wait_for(lambda: w.last("boinc/crashing/availability") == "online", 15, "online")
        child.kill()
        child.wait(10)
        wait_for(lambda: w.last("boinc/crashing/availability") == "offline", 15, "the will: offline")
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        w.close()
    late = Watcher(broker.port)  # Home Assistant starting later finds it offline (retained)
    try:
        wait_for(lambda: late.last("boinc/crashing/availability") == "offline", 10, "the retained will")
    finally:
        late.close()
