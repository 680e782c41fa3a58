"""``boinc-core run --mqtt-broker`` attached to the demo project, against Debian's mosquitto.

A real client computes the demo project's tasks and its state flows to the broker as they
run: tasks running, and the progress of the task in a slot, rising. A command from the
broker suspends it with "Home Assistant" as the reason, in get_cc_status and the event
log. Then the broker is killed (SIGKILL, like a crash) mid-run: the client computes on
(GUI RPC shows a task's progress rising while the broker is away), its event log says so
in one line however many attempts the bridge makes, and when the broker is back on the
same port, the bridge reconnects by itself and publishes everything again (the broker
keeps nothing across the restart, so what arrives was published afresh). Last, the
soft-stop button pressed while tasks run: each is suspended, then the run mode is "never".
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from core.guirpc.client import GuiRpcClient
from core.state import RunMode
from tests.core.bridges.broker import MOSQUITTO, NO_MOSQUITTO, Broker, Watcher
from tests.core.client.e2e import core_run, demo_project, free_port, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.skipif(MOSQUITTO is None, reason=NO_MOSQUITTO),
              pytest.mark.timeout(300)]

PREFIX = "boinc/e2e"
LOST = "MQTT: the broker at"


def _progress(rpc: GuiRpcClient) -> dict[str, float]:
    """The running tasks' fraction done, by name."""
    return {r.name: r.fraction_done for r in rpc.get_results(active_only=True) if r.scheduler_state == 2}


def _mqtt_lines(rpc: GuiRpcClient) -> list[str]:
    return [m.body for m in rpc.get_messages() if m.body.startswith("MQTT:")]


def test_boinc_core_run_publishes_obeys_and_outlives_its_broker(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=40_000_000, ready_jobs=4, max_jobs_per_rpc=4)  # tasks of a minute or so
    broker = Broker(tmp_path)
    broker.start()
    w = Watcher(broker.port)
    port = free_port()
    try:
        with core_run(tmp_path / "data", project, port,
                      extra_args=("--mqtt-broker", f"127.0.0.1:{broker.port}", "--mqtt-prefix", PREFIX)) as (_, pw):
            rpc = GuiRpcClient(port=port, password=pw)
            rpc.connect()

            def state() -> dict[str, Any]:
                text = w.last(f"{PREFIX}/state")
                return json.loads(text) if text else {}

            wait_for(lambda: w.last(f"{PREFIX}/availability") == "online", 30, "the bridge to connect")
            assert "homeassistant/switch/boinc_e2e/computing/config" in w.topics()
            wait_for(lambda: int(state().get("tasks_running", 0)) >= 1, 120, "a running task in the state")

            # A slot's progress rises as its task computes (published every few seconds).
            def slot_progress() -> list[tuple[str, float]]:
                out = []
                for m in w.messages[:]:
                    if m.topic.startswith(f"{PREFIX}/slot/"):
                        body = json.loads(m.payload)
                        if body["task"] and body["state"] == "running":
                            out.append((str(body["task"]), float(body["progress"])))
                return out

            def rising() -> bool:
                seen: dict[str, list[float]] = {}
                for task, p in slot_progress():
                    seen.setdefault(task, []).append(p)
                return any(len(ps) >= 2 and ps[-1] > ps[0] for ps in seen.values())

            wait_for(rising, 90, "a slot's progress to rise on the broker")
            assert all(0 <= p <= 100 for _, p in slot_progress())

            # A command from the broker suspends the client, with the reason for everyone to see.
            w.send(f"{PREFIX}/command/computing", "OFF")
            wait_for(lambda: rpc.get_cc_status().task_suspend_text == "Home Assistant", 15, "the suspension")
            cc = rpc.get_cc_status()
            assert cc.task_mode == int(RunMode.NEVER) and cc.task_suspend_reason != 0
            assert "Suspending computation - Home Assistant" in [m.body for m in rpc.get_messages()]
            wait_for(lambda: state().get("suspended") == "ON" and state().get("tasks_running") == 0, 30,
                     "the state to show the suspension")
            w.send(f"{PREFIX}/command/computing", "ON")
            wait_for(lambda: rpc.get_cc_status().task_suspend_reason == 0, 15, "computing to resume")
            wait_for(lambda: bool(_progress(rpc)), 60, "a task running again")

            # The broker dies mid-run: the client computes on, and says so once.
            notices_before = [n.title for n in rpc.get_notices()]
            broker.kill()
            wait_for(lambda: any(line.startswith(LOST) for line in _mqtt_lines(rpc)), 30,
                     "the event log to tell the broker is gone")
            wait_for(lambda: bool(_progress(rpc)), 30, "a running task to watch")
            first = _progress(rpc)
            time.sleep(6)  # the bridge tries again and again meanwhile (1, 2, 4 s apart)
            # Progress: a task further on, or another task started after one finished.
            wait_for(lambda: any(_progress(rpc).get(name, 0) > done for name, done in first.items())
                     or bool(set(_progress(rpc)) - set(first)), 60, "progress while the broker is away")
            assert broker.proc is not None and broker.proc.poll() is not None  # still away
            assert len([line for line in _mqtt_lines(rpc) if line.startswith(LOST)]) == 1
            # Nothing else: no notice, and the client's own modes as they were.
            assert [n.title for n in rpc.get_notices()] == notices_before
            cc = rpc.get_cc_status()
            assert (cc.task_mode, cc.task_suspend_reason, cc.network_suspend_reason) == (int(RunMode.AUTO), 0, 0)

            # Back on the same port: the bridge reconnects and republishes everything.
            restarted = time.monotonic()
            broker.start()
            wait_for(lambda: {f"{PREFIX}/availability", f"{PREFIX}/state",
                              "homeassistant/switch/boinc_e2e/computing/config",
                              "homeassistant/sensor/boinc_e2e/tasks_running/config"} <= w.topics(restarted), 60,
                     "the bridge to republish after the restart")
            assert w.on(f"{PREFIX}/availability", restarted)[-1].payload == "online"
            wait_for(lambda: any("again" in line for line in _mqtt_lines(rpc)), 15, "the reconnection's line")
            lines = _mqtt_lines(rpc)
            assert len([line for line in lines if line.startswith(LOST)]) == 1, lines
            assert len([line for line in lines if "again" in line]) == 1, lines
            # And it obeys again.
            w.send(f"{PREFIX}/command/snooze", '{"minutes": 10, "reason": "test over"}')
            wait_for(lambda: state().get("suspend_reason") == "snoozed: test over", 15, "a snooze after the restart")

            # The soft-stop button while tasks run: the demo's plain app cannot report
            # checkpoints, so each running task is suspended at once, said in the event log,
            # then the run mode becomes never with the bridge's reason.
            w.send(f"{PREFIX}/command/snooze", "RESUME")
            wait_for(lambda: bool(_progress(rpc)), 60, "a task running after the snooze")
            running = set(_progress(rpc))
            w.send(f"{PREFIX}/command/soft_stop", "PRESS")
            wait_for(lambda: rpc.get_cc_status().task_mode == int(RunMode.NEVER), 30, "the soft stop's run mode")
            assert rpc.get_cc_status().task_suspend_text == "Home Assistant"
            assert not _progress(rpc)
            log = [m.body for m in rpc.get_messages()]
            for name in running:
                assert any(f"task {name} does not checkpoint" in b and "suspended now" in b for b in log), log[-20:]
            wait_for(lambda: state().get("run_mode") == "never" and state().get("tasks_running") == 0, 30,
                     "the state to show the soft stop")
            rpc.close()
    finally:
        w.close()
        broker.stop()
        project.stop()
