"""What a message on one of the bridge's command topics asks the client to do (pure).

The switch (``<prefix>/command/computing``): ``OFF`` sets the run mode to "never", ``ON``
to "according to preferences" (an "always" stays) and ends a snooze. The snooze button
(``<prefix>/command/snooze``): ``PRESS`` snoozes for the default length, a number for that
many minutes, ``0`` or ``RESUME`` ends the snooze. Any of them may be JSON instead, with a
reason of the automation's own: ``{"state": "OFF", "reason": "electricity price above
0.30"}``, ``{"minutes": 30, "reason": "..."}``; without one, the reason is "Home Assistant".
The soft-stop button (``<prefix>/command/soft_stop``) sends the client's soft stop (each
running task suspended after its next checkpoint, then the run mode "never" with the reason).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Literal

from core.api.commands import Command, SetRunMode, Snooze, SoftStop
from core.api.snapshot import ClientSnapshot
from core.state import RunMode

MAX_PAYLOAD = 4096
"""Bytes: a command is a word or a small JSON object; anything longer is refused unread."""
MAX_SNOOZE_MINUTES = 7 * 24 * 60.0

Kind = Literal["computing", "snooze", "soft_stop"]


@dataclass(frozen=True, slots=True)
class Plan:
    """The commands to submit (in order) and what they do, in words; none = refused."""

    commands: tuple[Command, ...]
    action: str  # "suspend computing (Home Assistant)", or the refusal


def _fields(payload: bytes) -> dict[str, Any] | str:
    """A JSON object's fields, or the payload as one stripped word; a refusal's words as ValueError."""
    if len(payload) > MAX_PAYLOAD:
        raise ValueError(f"message longer than {MAX_PAYLOAD} bytes")
    try:
        text = payload.decode("utf-8").strip()
    except UnicodeDecodeError as exc:
        raise ValueError("message is not UTF-8 text") from exc
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError as exc:
            raise ValueError(f"message is not valid JSON ({exc})") from exc
        if not isinstance(obj, dict):
            raise ValueError("JSON message is not an object")
        return obj
    return text


def _reason(fields: dict[str, Any] | str, default: str) -> str:
    if isinstance(fields, dict) and isinstance(fields.get("reason"), str) and fields["reason"].strip():
        return str(fields["reason"]).strip()
    return default


def _minutes(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError(f"{value!r} is not a number of minutes")
    try:
        minutes = float(value)
    except ValueError as exc:
        raise ValueError(f"{value!r} is not a number of minutes") from exc
    if not math.isfinite(minutes) or not 0 <= minutes <= MAX_SNOOZE_MINUTES:
        raise ValueError(f"{value!r} minutes is not between 0 and {MAX_SNOOZE_MINUTES:g}")
    return minutes


def plan(kind: Kind, payload: bytes, snap: ClientSnapshot | None, default_reason: str,
         snooze_minutes: float) -> Plan:
    """The plan for one message; a message that cannot be read is a refusal (no commands)."""
    try:
        fields = _fields(payload)
        reason = _reason(fields, default_reason)
        if kind == "computing":
            return _computing(fields, reason, snap)
        if kind == "snooze":
            return _snooze(fields, reason, snooze_minutes)
        return _soft_stop(reason)
    except ValueError as exc:
        return Plan((), f"refused: {exc}")


def _computing(fields: dict[str, Any] | str, reason: str, snap: ClientSnapshot | None) -> Plan:
    word = fields.get("state", "") if isinstance(fields, dict) else fields
    word = word.strip().upper() if isinstance(word, str) else ""
    if word == "OFF":
        duration_s = 0.0
        if isinstance(fields, dict) and "minutes" in fields:
            duration_s = 60.0 * _minutes(fields["minutes"])
        for_how_long = f" for {duration_s / 60:g} minutes" if duration_s else ""
        return Plan((SetRunMode(RunMode.NEVER, duration_s, reason),), f"suspend computing{for_how_long} ({reason})")
    if word == "ON":
        out: list[Command] = []
        if snap is None or snap.activity.run_mode != RunMode.ALWAYS:
            out.append(SetRunMode(RunMode.AUTO, 0.0, reason))
        if snap is not None and snap.activity.snooze_until is not None:
            out.append(Snooze(0, reason))
        return Plan(tuple(out), f"resume computing ({reason})")
    raise ValueError(f"the computing switch takes ON or OFF, not {word or 'nothing'!r}")


def _snooze(fields: dict[str, Any] | str, reason: str, default_minutes: float) -> Plan:
    if isinstance(fields, dict):
        minutes = _minutes(fields["minutes"]) if "minutes" in fields else default_minutes
    elif fields.upper() in ("", "PRESS", "ON"):
        minutes = default_minutes
    elif fields.upper() in ("RESUME", "OFF"):
        minutes = 0.0
    else:
        minutes = _minutes(fields)
    if minutes <= 0:
        return Plan((Snooze(0, reason),), f"end the snooze ({reason})")
    return Plan((Snooze(60.0 * minutes, reason),), f"snooze {minutes:g} minutes ({reason})")


def _soft_stop(reason: str) -> Plan:
    """The client's soft stop (core/engine/soft_stop.py) with the message's or the bridge's reason."""
    return Plan((SoftStop(reason),), f"soft stop ({reason})")
