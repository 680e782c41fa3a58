"""The MQTT bridge's settings and their command-line options (``boinc-core run``, ``boinc-gui``).

``--mqtt-broker HOST[:PORT]`` turns the bridge on (port 1883 unless given; ``[::1]:1884``
for an IPv6 address); ``--mqtt-prefix`` is where the client's topics live (default
``boinc/<short host name>``); ``--mqtt-user`` and ``--mqtt-password-file`` log in (the
password is read from a file, never from the command line, where every user of the
computer could read it in the process list); ``--mqtt-discovery-prefix`` is Home
Assistant's discovery prefix (``homeassistant`` unless changed there too).

Reads: the password file, once, when the settings are made. Writes nothing.
"""
from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field

from core.bridges.mqtt_options import DEFAULT_DISCOVERY_PREFIX

DEFAULT_PORT = 1883
DEFAULT_REASON = "Home Assistant"
"""The reason a command from the broker carries when its message names none."""


class MqttSettingsError(ValueError):
    """An option that cannot be used, in words for the volunteer."""


@dataclass(frozen=True, slots=True)
class MqttSettings:
    host: str
    port: int = DEFAULT_PORT
    prefix: str = ""  # "" = boinc/<node>
    node: str = ""  # the host's name as a topic level and an id: [a-z0-9_-]; "" = this computer's
    discovery_prefix: str = DEFAULT_DISCOVERY_PREFIX
    user: str = ""
    password: str = field(default="", repr=False)
    reason: str = DEFAULT_REASON
    snooze_minutes: float = 60.0  # the snooze button's length (BOINC Manager's snooze is an hour)
    progress_interval_s: float = 5.0  # per-slot progress: at most this often (a new task at once)
    reconnect_min_s: int = 1  # paho's backoff: doubles from min to max between attempts
    reconnect_max_s: int = 60
    keepalive_s: int = 30  # the broker publishes the will this long after the bridge went silent

    def __post_init__(self) -> None:
        if not self.node:
            import socket  # here: the window parses these options at start-up, before it needs sockets

            object.__setattr__(self, "node", node_name(socket.gethostname()))
        if not self.prefix:
            object.__setattr__(self, "prefix", f"boinc/{self.node}")
        object.__setattr__(self, "prefix", self.prefix.strip("/"))
        object.__setattr__(self, "discovery_prefix", self.discovery_prefix.strip("/"))
        for what, topic in (("prefix", self.prefix), ("discovery prefix", self.discovery_prefix)):
            if not topic or any(c in topic for c in "#+\0"):
                raise MqttSettingsError(f"the MQTT {what} {topic!r} is not a topic (no '#', '+' or empty levels)")

    @property
    def broker(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def node_name(host: str) -> str:
    """A host name as one topic level and id: the first label, lower case, [a-z0-9_-] only."""
    first = host.strip().split(".")[0].lower()
    return re.sub(r"[^a-z0-9_-]+", "_", first).strip("_") or "host"


def parse_broker(text: str) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT``, ``[IPV6]`` or ``[IPV6]:PORT`` -> (host, port)."""
    text = text.strip()
    m = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\](?::(\d+))?", text) or re.fullmatch(r"([^:\[\]\s]+)(?::(\d+))?", text)
    if m is None:
        raise MqttSettingsError(f"the MQTT broker {text!r} is not HOST[:PORT]")
    port = int(m.group(2)) if m.group(2) else DEFAULT_PORT
    if not 0 < port < 65536:
        raise MqttSettingsError(f"the MQTT broker's port {port} is out of range")
    return m.group(1), port


def settings_from_args(args: argparse.Namespace) -> MqttSettings | None:
    """The settings the options ask for; None when ``--mqtt-broker`` is not given.

    Raises ``MqttSettingsError`` for a broker, prefix or password file that cannot be used.
    """
    if not args.mqtt_broker:
        return None
    host, port = parse_broker(args.mqtt_broker)
    password = ""
    if args.mqtt_password_file is not None:
        try:
            lines = args.mqtt_password_file.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise MqttSettingsError(f"cannot read the MQTT password file {args.mqtt_password_file}: {exc}") from exc
        password = lines[0].rstrip("\r\n") if lines else ""
    return MqttSettings(host=host, port=port, prefix=args.mqtt_prefix, discovery_prefix=args.mqtt_discovery_prefix,
                        user=args.mqtt_user, password=password)
