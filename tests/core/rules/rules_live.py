"""Helpers for the rules' live tests: a live client with sensors the test can turn."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from pathlib import Path

from core.api.commands import CommandResult
from core.api.snapshot import ClientSnapshot
from core.client.live import LiveClient
from core.client.session import LiveSession, SessionOptions
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.ports import BatteryReading
from core.rules.sensors import PsutilSensors
from core.state import GlobalPrefs
from tests.core.client.e2e import FAST_PREFS, wait_for


@dataclass
class DialSensors:
    """The Sensors port with a temperature and a battery the test sets (running programs are the real ones).

    Read on the engine thread, set on the test's: single attribute reads and writes.
    """

    temperature_c: float | None = None
    battery_reading: BatteryReading | None = None
    reads: list[str] = field(default_factory=list)

    def cpu_temperature_c(self) -> float | None:
        self.reads.append("temperature")
        return self.temperature_c

    def battery(self) -> BatteryReading | None:
        self.reads.append("battery")
        return self.battery_reading

    def process_names(self) -> frozenset[str]:
        self.reads.append("processes")
        return PsutilSensors().process_names()


def start_client(data: Path, sensors: DialSensors, rules_xml: str | None = None,
                 prefs: GlobalPrefs = FAST_PREFS) -> LiveClient:
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, prefs)
    if rules_xml is not None:
        (data / "rules.xml").write_text(rules_xml)
    client = LiveClient(data, SessionOptions(seed=1, sensors=sensors), probe_attach=False)
    client.start()
    assert client.wait_opened(30)
    return client


def recheck(client: LiveClient) -> None:
    """Make the engine read the host (and so the rules) at its next pass, not up to 5 s later."""
    def go(s: LiveSession, now: float) -> CommandResult:
        s.refresh_availability()
        return CommandResult(True)
    assert client.inspect(go).result(timeout=30).ok
    client.wake()


def snapshot_where(client: LiveClient, pred: object, timeout_s: float, what: str) -> ClientSnapshot:
    assert callable(pred)
    box: list[ClientSnapshot] = []

    def ok() -> bool:
        snap = client.poll_snapshot()
        if snap is not None and pred(snap):
            box.append(snap)
            return True
        return False
    wait_for(ok, timeout_s, what)
    return box[0]


def log_bodies(client: LiveClient, text: str = "") -> list[str]:
    log = client.session.eventlog
    assert log is not None
    return [m.body for m in log.messages_since(0) if text in m.body]


def window_around_now(minutes: int = 60) -> tuple[str, str]:
    """A HH:MM window holding the local time now (never crossing midnight, so tests stay simple)."""
    t = time.localtime()
    now_min = t.tm_hour * 60 + t.tm_min
    start = max(0, now_min - minutes)
    end = min(24 * 60, now_min + minutes + 1)
    return f"{start // 60:02d}:{start % 60:02d}", f"{end // 60:02d}:{end % 60:02d}"


def window_not_now() -> tuple[str, str]:
    """A HH:MM window that does not hold the local time now (the 2 hours 6 hours from now)."""
    t = time.localtime()
    start = (t.tm_hour + 6) % 24
    return f"{start:02d}:00", f"{(start + 2) % 24:02d}:00"


def today() -> str:
    return ("sun", "mon", "tue", "wed", "thu", "fri", "sat")[(time.localtime().tm_wday + 1) % 7]


INF = math.inf
