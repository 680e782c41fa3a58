"""The live ``Sensors`` port: CPU temperature, battery and running programs through psutil.

Whatever psutil cannot tell on this platform reads as "no sensor" (None), never as an
exception or a made-up zero: the rules then say plainly that the condition cannot be
read (core.rules.evaluate).
"""
from __future__ import annotations

import psutil

from core.ports import BatteryReading
from core.rules.evaluate import process_key

# Sensor chips that measure the CPU package or its cores (Linux hwmon driver names);
# a board's other sensors (disks, chipset, Wi-Fi) are read only when none of these exist.
_CPU_CHIPS = ("coretemp", "k10temp", "zenpower", "cpu_thermal", "cpu-thermal", "soc_thermal", "acpitz")


class PsutilSensors:
    def cpu_temperature_c(self) -> float | None:
        try:
            chips = psutil.sensors_temperatures()
        except (AttributeError, NotImplementedError, OSError):
            return None
        cpu = [t.current for name, temps in chips.items() if name in _CPU_CHIPS for t in temps]
        readings = cpu or [t.current for temps in chips.values() for t in temps]
        usable = [float(t) for t in readings if t is not None and -50.0 < t < 150.0]
        return max(usable) if usable else None

    def battery(self) -> BatteryReading | None:
        try:
            b = psutil.sensors_battery()
        except (AttributeError, NotImplementedError, OSError):
            return None
        if b is None:
            return None
        # Unknown plug state: count it as plugged in, as the client's battery rule does.
        return BatteryReading(float(b.percent), True if b.power_plugged is None else bool(b.power_plugged))

    def process_names(self) -> frozenset[str]:
        names: set[str] = set()
        for p in psutil.process_iter(["name"]):
            name = p.info.get("name")
            if name:
                names.add(process_key(str(name)))
        return frozenset(names)
