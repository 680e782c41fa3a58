"""The MQTT bridge's command-line options, shared by ``boinc-core run`` and ``boinc-gui``.

Apart from ``mqtt_settings`` (which turns them into settings) because the window adds them
before its first paint: this module loads nothing but pathlib, where the settings load
dataclasses and inspect (some 10 ms).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

DEFAULT_DISCOVERY_PREFIX = "homeassistant"


def add_mqtt_arguments(p: Any) -> None:
    """The options on an argparse parser (``boinc-core run`` and ``boinc-gui`` share them)."""
    p.add_argument("--mqtt-broker", metavar="HOST[:PORT]", default="",
                   help="publish the client's state to this MQTT broker, with Home Assistant discovery, and obey "
                   "its commands (default: off; port 1883)")
    p.add_argument("--mqtt-prefix", metavar="TOPIC", default="",
                   help="the client's MQTT topics live under this one (default boinc/<host name>)")
    p.add_argument("--mqtt-user", metavar="NAME", default="", help="user name at the MQTT broker")
    p.add_argument("--mqtt-password-file", metavar="FILE", type=Path, default=None,
                   help="a file holding the MQTT password (first line)")
    p.add_argument("--mqtt-discovery-prefix", metavar="TOPIC", default=DEFAULT_DISCOVERY_PREFIX,
                   help=f"Home Assistant's MQTT discovery prefix (default {DEFAULT_DISCOVERY_PREFIX})")
