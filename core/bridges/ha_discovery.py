"""Home Assistant MQTT discovery: the topics and the retained configs that make the entities.

Each entity's config goes to ``<discovery prefix>/<component>/<node id>/<object id>/config``,
retained, so Home Assistant finds it whenever it starts; all of them belong to one
device ("BOINC on <host>") and follow the bridge's availability topic, which the broker
sets to ``offline`` by itself (the last will) when the bridge goes silent. The entities:

- sensors: tasks running, waiting and ready to report, the credit (user and host, total
  and recent average), the run mode, why computing is suspended, the last command's
  answer, and the progress of the task in each slot;
- a binary sensor "Computing suspended";
- a switch "Computing": off sets the run mode to "never", on to "according to
  preferences" (and ends a snooze);
- buttons: "Snooze" (an hour, unless the message says otherwise) and "Soft stop".

The topic layout under the bridge's prefix (``Topics``) is what the commands and the
state use too; docs/automation.md shows the messages.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from core.bridges.mqtt_settings import MqttSettings

ONLINE, OFFLINE = "online", "offline"


@dataclass(frozen=True, slots=True)
class Topics:
    """The bridge's own topics under its prefix."""

    prefix: str

    @property
    def availability(self) -> str:
        return f"{self.prefix}/availability"

    @property
    def state(self) -> str:
        return f"{self.prefix}/state"

    def slot(self, n: int) -> str:
        return f"{self.prefix}/slot/{n}"

    @property
    def computing(self) -> str:
        """The switch's command topic: ON, OFF, or JSON ``{"state": "OFF", "reason": "..."}``."""
        return f"{self.prefix}/command/computing"

    @property
    def snooze(self) -> str:
        """PRESS (the default length), minutes, 0 / RESUME (end it), or JSON ``{"minutes": .., "reason": ..}``."""
        return f"{self.prefix}/command/snooze"

    @property
    def soft_stop(self) -> str:
        return f"{self.prefix}/command/soft_stop"

    @property
    def result(self) -> str:
        """The answer to the last command, in words (not retained)."""
        return f"{self.prefix}/command/result"

    @property
    def commands(self) -> tuple[str, ...]:
        return (self.computing, self.snooze, self.soft_stop)


def node_id(settings: MqttSettings) -> str:
    """The device's id, from the prefix ("boinc/kitchen" -> "boinc_kitchen"): two clients on one
    computer, each under a prefix of its own, are two devices."""
    return re.sub(r"[^a-z0-9_-]+", "_", settings.prefix.lower()).strip("_") or "boinc"


def _device(settings: MqttSettings, host_name: str, version: str) -> dict[str, Any]:
    return {"identifiers": [node_id(settings)], "name": f"BOINC on {host_name}", "manufacturer": "boinc-gui",
            "model": "BOINC-compatible client", "sw_version": version}


def discovery_messages(settings: MqttSettings, host_name: str, slots: int, version: str = "",
                       ) -> list[tuple[str, str]]:
    """(topic, JSON config) of every entity, ``slots`` progress sensors included."""
    t = Topics(settings.prefix)
    nid = node_id(settings)
    common = {"availability_topic": t.availability, "payload_available": ONLINE, "payload_not_available": OFFLINE,
              "device": _device(settings, host_name, version), "origin": {"name": "boinc-gui"}}
    out: list[tuple[str, str]] = []

    def add(component: str, object_id: str, config: dict[str, Any]) -> None:
        body = {**config, "unique_id": f"{nid}_{object_id}", "object_id": f"{nid}_{object_id}", **common}
        out.append((f"{settings.discovery_prefix}/{component}/{nid}/{object_id}/config",
                    json.dumps(body, sort_keys=True)))

    def sensor(object_id: str, name: str, field: str, **extra: Any) -> None:
        add("sensor", object_id, {"name": name, "state_topic": t.state,
                                  "value_template": f"{{{{ value_json.{field} }}}}", **extra})

    sensor("tasks_running", "Tasks running", "tasks_running", state_class="measurement", icon="mdi:cpu-64-bit")
    sensor("tasks_waiting", "Tasks waiting", "tasks_waiting", state_class="measurement", icon="mdi:tray-full")
    sensor("tasks_ready_to_report", "Tasks ready to report", "tasks_ready_to_report", state_class="measurement",
           icon="mdi:tray-arrow-up")
    for field, name, kind in (("user_total_credit", "Credit (user, total)", "total_increasing"),
                              ("user_expavg_credit", "Credit (user, recent average)", "measurement"),
                              ("host_total_credit", "Credit (this computer, total)", "total_increasing"),
                              ("host_expavg_credit", "Credit (this computer, recent average)", "measurement")):
        sensor(field, name, field, state_class=kind, unit_of_measurement="credits", icon="mdi:trophy-outline")
    sensor("run_mode", "Run mode", "run_mode", icon="mdi:cog-play")
    add("sensor", "suspend_reason", {
        "name": "Suspend reason", "state_topic": t.state, "icon": "mdi:pause-circle-outline",
        "value_template": "{{ value_json.suspend_reason if value_json.suspend_reason else 'not suspended' }}"})
    add("sensor", "last_command", {"name": "Last command", "state_topic": t.result, "icon": "mdi:message-reply-text",
                                   "entity_category": "diagnostic"})
    add("binary_sensor", "suspended", {"name": "Computing suspended", "state_topic": t.state,
                                       "value_template": "{{ value_json.suspended }}", "payload_on": "ON",
                                       "payload_off": "OFF", "icon": "mdi:pause-octagon"})
    add("switch", "computing", {"name": "Computing", "state_topic": t.state, "command_topic": t.computing,
                                "value_template": "{{ value_json.computing }}", "payload_on": "ON",
                                "payload_off": "OFF", "state_on": "ON", "state_off": "OFF", "icon": "mdi:atom"})
    add("button", "snooze", {"name": f"Snooze {settings.snooze_minutes:g} minutes", "command_topic": t.snooze,
                             "payload_press": "PRESS", "icon": "mdi:sleep"})
    add("button", "soft_stop", {"name": "Soft stop", "command_topic": t.soft_stop, "payload_press": "PRESS",
                                "icon": "mdi:stop-circle-outline"})
    out.extend(slot_messages(settings, host_name, range(slots), version))
    return out


def slot_messages(settings: MqttSettings, host_name: str, slots: range, version: str = "") -> list[tuple[str, str]]:
    """The progress sensors of ``slots`` (a slot that appears later gets its own then)."""
    t = Topics(settings.prefix)
    nid = node_id(settings)
    common = {"availability_topic": t.availability, "payload_available": ONLINE, "payload_not_available": OFFLINE,
              "device": _device(settings, host_name, version), "origin": {"name": "boinc-gui"}}
    out = []
    for n in slots:
        body = {"name": f"Slot {n} progress", "state_topic": t.slot(n), "json_attributes_topic": t.slot(n),
                "value_template": "{{ value_json.progress }}", "unit_of_measurement": "%",
                "state_class": "measurement", "icon": "mdi:progress-clock", "unique_id": f"{nid}_slot_{n}",
                "object_id": f"{nid}_slot_{n}_progress", **common}
        out.append((f"{settings.discovery_prefix}/sensor/{nid}/slot_{n}/config", json.dumps(body, sort_keys=True)))
    return out
