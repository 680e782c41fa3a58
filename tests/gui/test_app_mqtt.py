"""``boinc-gui --mqtt-broker``: the window's live client has the same MQTT bridge as ``boinc-core run``.

The options parse as the headless client's do; the starter waits for the engine, then
the bridge publishes the live client's state and discovery configs to Debian's mosquitto
on 127.0.0.1 and obeys the switch; options that cannot be used (a password file that is
not there) are told in the event log as an alert, and the app runs on without a bridge.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from boinc_gui import app as app_module
from boinc_gui.runtime import services
from core.state import RunMode
from tests.core.bridges.broker import MOSQUITTO, NO_MOSQUITTO, Broker, Watcher
from tests.core.client.e2e import live_client, on_engine, wait_for

pytestmark = [pytest.mark.skipif(MOSQUITTO is None, reason=NO_MOSQUITTO), pytest.mark.timeout(120)]


def test_the_window_s_client_has_the_bridge(tmp_path: Path) -> None:
    assert app_module.parse_args([]).mqtt_broker == ""
    broker = Broker(tmp_path)
    broker.start()
    w = Watcher(broker.port)
    client = live_client(tmp_path / "data")
    args = app_module.parse_args(["--mqtt-broker", f"127.0.0.1:{broker.port}", "--mqtt-prefix", "boinc/window"])
    starter = services.MqttStarter(client, args)
    try:
        assert starter.started.wait(60) and starter.service is not None
        wait_for(lambda: {"boinc/window/state", "homeassistant/switch/boinc_window/computing/config"} <= w.topics(),
                 20, "the window client's state and configs")
        w.send("boinc/window/command/computing", "OFF")

        def suspended() -> bool:
            snap = client.poll_snapshot()
            return snap is not None and snap.activity.run_mode == RunMode.NEVER

        wait_for(suspended, 15, "the switch to suspend the window's client")
        snap = client.poll_snapshot()
        assert snap is not None and snap.activity.task_suspend_reason == "Home Assistant"
        wait_for(lambda: json.loads(w.last("boinc/window/state") or "{}").get("computing") == "OFF", 15,
                 "the state to follow")
    finally:
        starter.stop()
        client.stop()
        w.close()
        broker.stop()
    assert services.MqttStarter(None, args).started.is_set()  # the emulator: no bridge


def test_options_that_cannot_be_used_are_told(tmp_path: Path) -> None:
    client = live_client(tmp_path / "data")
    args = app_module.parse_args(["--mqtt-broker", "127.0.0.1:1", "--mqtt-password-file", str(tmp_path / "none")])
    starter = services.MqttStarter(client, args)
    try:
        assert starter.started.wait(60) and starter.service is None

        def told() -> bool:
            lines = on_engine(client, lambda s: [m.body for m in s.eventlog.messages_since(0)] if s.eventlog else [])
            return any("cannot read the MQTT password file" in line for line in lines)

        wait_for(told, 15, "the alert")
    finally:
        starter.stop()
        client.stop()


def test_the_window_takes_the_same_mqtt_options_as_boinc_core_run() -> None:
    """The window writes the options out (no dataclasses import before its first paint): same set, same defaults."""
    import argparse

    from core.bridges.mqtt_options import add_mqtt_arguments

    core = argparse.ArgumentParser()
    add_mqtt_arguments(core)
    window = app_module.parse_args([])
    headless = core.parse_args([])
    assert {k: v for k, v in vars(window).items() if k.startswith("mqtt_")} == vars(headless)
    words = ["--mqtt-broker", "h:1", "--mqtt-prefix", "p", "--mqtt-user", "u", "--mqtt-password-file", "/f",
             "--mqtt-discovery-prefix", "ha"]
    assert {k: v for k, v in vars(app_module.parse_args(words)).items() if k.startswith("mqtt_")} == \
        vars(core.parse_args(words))
