"""Debian's mosquitto on 127.0.0.1 for the bridge's tests, and a watcher that records what it carries.

``Broker`` runs ``mosquitto -c <test config>`` on a free port (no persistence: a broker
started again has forgotten every retained message, so what arrives afterwards was
published afresh); ``kill`` ends it at once (SIGKILL, like a crash) and ``start`` brings it
back on the same port. ``Watcher`` is a paho subscriber to ``#`` that keeps every message.
"""
from __future__ import annotations

import shutil
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion

from tests.core.client.e2e import free_port, wait_for

MOSQUITTO = shutil.which("mosquitto") or next(
    (p for p in ("/usr/sbin/mosquitto", "/usr/bin/mosquitto") if Path(p).exists()), None)
MOSQUITTO_PASSWD = shutil.which("mosquitto_passwd") or next(
    (p for p in ("/usr/bin/mosquitto_passwd", "/usr/sbin/mosquitto_passwd") if Path(p).exists()), None)
NO_MOSQUITTO = "Debian's mosquitto is not installed (make deps installs it)"


class Broker:
    def __init__(self, tmp: Path, users: dict[str, str] | None = None) -> None:
        assert MOSQUITTO is not None, NO_MOSQUITTO
        self.dir = tmp
        self.port = free_port()
        # Run as whoever runs the test: started as root, mosquitto would otherwise become the
        # "mosquitto" user, which cannot read a password file in the test's private directory.
        import getpass

        lines = [f"user {getpass.getuser()}", f"listener {self.port} 127.0.0.1", "persistence false",
                 "log_dest stderr",
                 "log_type error", "log_type warning", "log_type notice"]
        if users:
            assert MOSQUITTO_PASSWD is not None, "mosquitto_passwd is missing"
            pw = tmp / "mosquitto.passwd"
            for n, (user, password) in enumerate(users.items()):
                subprocess.run([MOSQUITTO_PASSWD, "-b", *(["-c"] if n == 0 else []), str(pw), user, password],
                               check=True, capture_output=True)
            lines += ["allow_anonymous false", f"password_file {pw}"]
        else:
            lines.append("allow_anonymous true")
        self.config = tmp / "mosquitto.conf"
        self.config.write_text("\n".join(lines) + "\n")
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def start(self) -> None:
        assert MOSQUITTO is not None
        log = (self.dir / f"mosquitto-{self.starts}.log").open("wb")
        self.starts += 1
        self.proc = subprocess.Popen([MOSQUITTO, "-c", str(self.config)], stdout=log, stderr=subprocess.STDOUT)
        wait_for(self._listens, 15, "mosquitto to listen")

    def _listens(self) -> bool:
        import socket

        assert self.proc is not None and self.proc.poll() is None, "mosquitto exited"
        try:
            socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
        except OSError:
            return False
        return True

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@dataclass(frozen=True, slots=True)
class Seen:
    topic: str
    payload: str
    retain: bool
    at: float  # time.monotonic() when it arrived


class Watcher:
    """Everything published on the broker (``#``), in arrival order."""

    def __init__(self, port: int, topic: str = "#", user: str = "", password: str = "") -> None:
        self.messages: list[Seen] = []
        self._lock = threading.Lock()
        self.client = paho.Client(CallbackAPIVersion.VERSION2)
        if user:
            self.client.username_pw_set(user, password)
        self.client.on_message = self._on_message
        self.client.on_connect = lambda c, u, f, rc, p: c.subscribe(topic, 1)
        self.client.reconnect_delay_set(1, 1)
        self.client.connect("127.0.0.1", port)
        self.client.loop_start()

    def _on_message(self, client: paho.Client, userdata: object, m: paho.MQTTMessage) -> None:
        with self._lock:
            self.messages.append(Seen(m.topic, m.payload.decode("utf-8", "replace"), bool(m.retain),
                                      time.monotonic()))

    def on(self, topic: str, since: float = 0.0) -> list[Seen]:
        with self._lock:
            return [m for m in self.messages if m.topic == topic and m.at >= since]

    def last(self, topic: str) -> str | None:
        seen = self.on(topic)
        return seen[-1].payload if seen else None

    def topics(self, since: float = 0.0) -> set[str]:
        with self._lock:
            return {m.topic for m in self.messages if m.at >= since}

    def send(self, topic: str, payload: str) -> None:
        self.client.publish(topic, payload, qos=1).wait_for_publish(5)

    def close(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()
