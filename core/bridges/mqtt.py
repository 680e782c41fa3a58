"""The MQTT bridge: a client's state on a broker, with Home Assistant discovery, and its commands.

``MqttBridge(client, settings)`` works on the public contract only: the snapshots the
client publishes (``add_listener``: the listener keeps a reference and wakes the bridge,
nothing more, so the engine never waits on the broker) and ``submit`` for the commands a
message asks for (core/bridges/mqtt_commands.py). Two threads of its own: paho's network
thread (connects, reconnects with a doubling delay, ``reconnect_min_s`` up to
``reconnect_max_s``, and calls the callbacks) and the bridge's, which makes the messages
(core/bridges/mqtt_state.py, ha_discovery.py) and publishes them:

- on every (re)connection: the discovery configs, ``online`` on the availability topic
  (all retained; the broker's last will sets ``offline`` when the bridge goes silent),
  the state and every slot, and the subscriptions to the command topics; again whenever
  Home Assistant announces that it started (``<discovery prefix>/status`` = ``online``);
- the state when it changes (at most every ``STATE_GAP_S``), a slot's progress at most
  every ``progress_interval_s`` unless its task changed.

While the broker is away nothing is queued (a message published then would be stale when
it came back): the client goes on as before, the event log says once that the broker is
gone and once that it is back, and the reconnection publishes everything afresh.
"""
from __future__ import annotations

import json
import logging
import math
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion
from paho.mqtt.reasoncodes import ReasonCode

from core.api.client import ClientInterface
from core.api.commands import CommandResult, Tell
from core.api.snapshot import ClientSnapshot
from core.bridges.ha_discovery import OFFLINE, ONLINE, Topics, discovery_messages, slot_messages
from core.bridges.mqtt_commands import Kind, Plan, plan
from core.bridges.mqtt_settings import MqttSettings
from core.bridges.mqtt_state import slot_count, slot_payloads, state_payload

log = logging.getLogger(__name__)

STATE_GAP_S = 0.5
"""The state is published at most this often: a burst of snapshots is one message."""
IDLE_WAKE_S = 1.0
"""The bridge's thread looks at its work at least this often (a slot's interval may have passed)."""
REFUSAL_LOG_GAP_S = 10.0
"""At most one event-log line per this many seconds for commands refused or not available
(each still has its answer on the result topic)."""
MAX_QUEUED = 1000
"""paho keeps at most this many unsent messages (never reached: nothing is published while away)."""


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("boinc-gui")
    except Exception:  # noqa: BLE001 - a source tree that is not installed has no version
        return ""


class MqttBridge:
    def __init__(self, client: ClientInterface, settings: MqttSettings,
                 tell: Callable[[str], None] | None = None) -> None:
        self.client = client
        self.settings = settings
        self.topics = Topics(settings.prefix)
        self._tell = tell or self._event_log
        self._version = _version()
        self._latest: ClientSnapshot | None = None
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._lock = threading.Lock()  # the flags below, shared with paho's thread
        self._connected = False
        self._need_full = False  # publish everything (a new connection, or Home Assistant restarted)
        self._ever_connected = False
        self._outage_told = False  # the event log has said the broker is away (once per outage)
        self._answers: queue.SimpleQueue[str] = queue.SimpleQueue()  # command results to publish
        # What was published last on this connection: payload text and when.
        self._state_sent: tuple[str, float] = ("", 0.0)
        self._slots_sent: dict[int, tuple[str, str, float]] = {}  # slot -> (payload, task, when)
        self._slots_announced = 0
        self.published = 0  # messages handed to paho (tests and the log read it)
        self.connections = 0  # successful connections so far
        self._thread: threading.Thread | None = None
        self._wait_s = IDLE_WAKE_S  # the bridge's thread's next wait (shorter while a state waits its gap)
        self._refusal_told_at = -math.inf  # when the event log last told of a refused command
        self._mqtt = self._make_client()

    def _event_log(self, body: str) -> None:
        """A line in the client's event log, through its own command (its thread writes the log)."""
        self.client.submit(Tell(body))

    # ---- life ----

    def _make_client(self) -> paho.Client:
        s = self.settings
        m = paho.Client(CallbackAPIVersion.VERSION2, client_id=f"boinc-gui-{s.node}-{id(self):x}",
                        clean_session=True)
        if s.user:
            m.username_pw_set(s.user, s.password or None)
        m.will_set(self.topics.availability, OFFLINE, qos=1, retain=True)
        m.reconnect_delay_set(s.reconnect_min_s, s.reconnect_max_s)
        m.max_queued_messages_set(MAX_QUEUED)
        m.on_connect = self._on_connect
        m.on_disconnect = self._on_disconnect
        m.on_connect_fail = self._on_connect_fail
        m.on_message = self._on_message
        return m

    def start(self) -> None:
        """Connect in the background (a broker that is not there yet is tried again and again)."""
        if self._thread is not None:
            return
        self._latest = self.client.poll_snapshot()
        self.client.add_listener(self._on_snapshot)
        self._mqtt.connect_async(self.settings.host, self.settings.port, keepalive=self.settings.keepalive_s)
        self._mqtt.loop_start()
        self._thread = threading.Thread(target=self._run, name="mqtt-bridge", daemon=True)
        self._thread.start()

    def stop(self, timeout_s: float = 5.0) -> None:
        """Say ``offline`` (retained) when connected, disconnect, and join both threads."""
        if self._thread is None:
            return
        self.client.remove_listener(self._on_snapshot)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout_s)
        with self._lock:
            connected = self._connected
        if connected:
            try:
                self._mqtt.publish(self.topics.availability, OFFLINE, qos=1, retain=True).wait_for_publish(2.0)
            except (RuntimeError, ValueError, OSError):
                pass  # the broker went at the same moment: its last will says the same
        self._mqtt.disconnect()
        self._mqtt.loop_stop()

    @property
    def connected(self) -> bool:
        with self._lock:
            return self._connected

    # ---- the client's thread: never waits ----

    def _on_snapshot(self, snap: ClientSnapshot) -> None:
        self._latest = snap
        self._wake.set()

    # ---- paho's thread ----

    def _on_connect(self, mqtt: paho.Client, userdata: Any, flags: Any, reason: ReasonCode, props: Any) -> None:
        if reason.is_failure:
            self._away(f"the broker refused the connection: {reason}")
            return
        mqtt.subscribe([(topic, 1) for topic in self.topics.commands]
                       + [(f"{self.settings.discovery_prefix}/status", 1)])
        with self._lock:
            self._connected, self._need_full = True, True
            again, self._ever_connected = self._ever_connected, True
            told, self._outage_told = self._outage_told, False
            self.connections += 1
        s = self.settings
        if not again:
            self._tell(f"MQTT: connected to the broker at {s.broker}; the client's state is under {s.prefix}/, "
                       f"Home Assistant discovery under {s.discovery_prefix}/")
        elif told:
            self._tell(f"MQTT: connected to the broker at {s.broker} again; state republished")
        self._wake.set()

    def _on_disconnect(self, mqtt: paho.Client, userdata: Any, flags: Any, reason: ReasonCode, props: Any) -> None:
        with self._lock:
            was, self._connected = self._connected, False
        if was and not self._stop.is_set():
            self._away(f"lost the connection ({reason})")

    def _on_connect_fail(self, mqtt: paho.Client, userdata: Any) -> None:
        self._away("cannot reach it")

    def _away(self, why: str) -> None:
        """Once per outage, in the event log: the client itself goes on."""
        with self._lock:
            told, self._outage_told = self._outage_told, True
        if not told:
            self._tell(f"MQTT: the broker at {self.settings.broker} is not available ({why}); the client goes on, "
                       "and the bridge reconnects in the background")

    def _on_message(self, mqtt: paho.Client, userdata: Any, message: paho.MQTTMessage) -> None:
        # paho's network thread ends on an exception from a callback: none may leave this one.
        try:
            self._handle(message)
        except Exception:  # logged; the bridge goes on with the next message
            log.exception("MQTT bridge: a message on %s could not be handled", message.topic)

    def _handle(self, message: paho.MQTTMessage) -> None:
        topic = message.topic
        if topic == f"{self.settings.discovery_prefix}/status":
            if message.payload.strip() == ONLINE.encode():  # Home Assistant (re)started: tell it all again
                with self._lock:
                    self._need_full = True
                self._wake.set()
            return
        kinds: dict[str, Kind] = {self.topics.computing: "computing", self.topics.snooze: "snooze",
                                  self.topics.soft_stop: "soft_stop"}
        kind = kinds.get(topic)
        if kind is None:
            return
        s = self.settings
        p = plan(kind, bytes(message.payload), self._latest, s.reason, s.snooze_minutes)
        self._submit(p)

    def _submit(self, p: Plan) -> None:
        if not p.commands:
            self._answer(p.action)
            now = time.monotonic()
            if now - self._refusal_told_at >= REFUSAL_LOG_GAP_S:  # a flood of bad messages is not a flood of lines
                self._refusal_told_at = now
                self._tell(f"MQTT: {p.action}")
            return
        results: list[CommandResult] = []
        pending = [len(p.commands)]
        lock = threading.Lock()

        def done(f: Future[CommandResult]) -> None:
            """On the client's thread (or this one, if already answered): only queues the answer."""
            exc = f.exception()
            with lock:
                results.append(CommandResult(False, str(exc)) if exc is not None else f.result())
                pending[0] -= 1
                if pending[0]:
                    return
            failed = [r for r in results if not r.ok]
            self._answer(f"{p.action}: " + (f"refused: {failed[0].message}" if failed else "done"))

        for c in p.commands:
            self.client.submit(c).add_done_callback(done)

    def _answer(self, words: str) -> None:
        self._answers.put(words)
        self._wake.set()

    # ---- the bridge's thread ----

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(self._wait_s)
            self._wake.clear()
            self._wait_s = IDLE_WAKE_S
            if self._stop.is_set():
                break
            try:
                self._publish_due()
            except Exception:  # the bridge must outlive a bad message, never stop the client
                log.exception("MQTT bridge: publishing failed")

    def _publish(self, topic: str, payload: str, retain: bool = True) -> None:
        self._mqtt.publish(topic, payload, qos=1, retain=retain)
        self.published += 1

    def _publish_due(self) -> None:
        with self._lock:
            connected, full = self._connected, self._need_full
            self._need_full = False
        if not connected:
            return
        while True:
            try:
                self._publish(self.topics.result, self._answers.get_nowait(), retain=False)
            except queue.Empty:
                break
        snap = self._latest
        now = time.monotonic()
        if full:
            self._state_sent, self._slots_sent = ("", 0.0), {}
            slots = slot_count(snap) if snap is not None else 1
            for topic, config in discovery_messages(self.settings, snap.host.name if snap else self.settings.node,
                                                    slots, self._version):
                self._publish(topic, config)
            self._slots_announced = slots
            self._publish(self.topics.availability, ONLINE)
        if snap is None:
            return
        if slot_count(snap) > self._slots_announced:  # a task in a slot above the CPUs' (a GPU task)
            more = range(self._slots_announced, slot_count(snap))
            for topic, config in slot_messages(self.settings, snap.host.name, more, self._version):
                self._publish(topic, config)
            self._slots_announced = slot_count(snap)
        text = json.dumps(state_payload(snap), sort_keys=True)
        sent, at = self._state_sent
        if text != sent and now - at >= STATE_GAP_S:
            self._publish(self.topics.state, text)
            self._state_sent = (text, now)
        elif text != sent:  # not yet: look again when the gap has passed
            self._wait_s = min(self._wait_s, max(0.01, at + STATE_GAP_S - now))
        for n, payload in slot_payloads(snap).items():
            body = json.dumps(payload, sort_keys=True)
            old = self._slots_sent.get(n)
            task = str(payload["task"])
            if old is None or (
                body != old[0] and (task != old[1] or now - old[2] >= self.settings.progress_interval_s)
            ):
                self._publish(self.topics.slot(n), body)
                self._slots_sent[n] = (body, task, now)
