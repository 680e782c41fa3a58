"""Total_Limit: how many bytes the client may use, from the preferences and the disk.

The algorithm is BOINC's ``allowed_disk_usage`` (prefs.md section 4.1). With
``B`` the bytes the client uses now (project directories, slots and its own
files), ``F`` the free bytes on the data directory's filesystem and ``T`` its
size::

    limit = B + F - disk_min_free_gb * GiB          # leave this much free
    if disk_max_used_pct > 0: limit = min(limit, T * pct / 100)
    if disk_max_used_gb  > 0: limit = min(limit, disk_max_used_gb * GiB)
    Total_Limit = max(limit, 0)

``B + F`` does not change when the client deletes or adds its own files (bytes
only move between "used by us" and "free"), so the limit is stable while the
data manager works; only other programs and the volunteer move it.

Core_Usage is what the client itself uses outside the project directories
(slots, state files, logs); ``all_Projects_limit`` = Total_Limit - Core_Usage is
what projects share.

Preferences come from files and from servers and may be hostile or simply
wrong. Every value is sanitised here, with the problem said in words:
not-a-number or infinite values fall back to the default (an infinite maximum
means "no maximum"), negative values mean "off" (minimum free: zero),
a percentage over 100 is taken as 100.

Reads: ``GlobalPrefs`` (disk_max_used_gb, disk_max_used_pct, disk_min_free_gb)
and a ``DiskMeasurement``. Writes nothing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from core.state.disk import DiskMeasurement as DiskMeasurement  # moved to core/state; kept here too
from core.state.prefs import GIB, GlobalPrefs

DEFAULT_DISK_MAX_USED_PCT = 90.0
DEFAULT_DISK_MIN_FREE_GB = 0.1


class LimitSource(Enum):
    """Which rule of the formula set Total_Limit (the one the volunteer can relax)."""

    MIN_FREE = "keep at least disk_min_free_gb free"
    MAX_USED_PCT = "use at most disk_max_used_pct of the disk"
    MAX_USED_GB = "use at most disk_max_used_gb"
    NO_DISK = "the disk size is unknown"


@dataclass(frozen=True, slots=True)
class DiskLimits:
    """The limits one round of disk decisions works with (bytes).

    Tests may build it directly: ``DiskLimits(total_limit=10e9)`` means a
    10 GB limit, no core usage, nothing else known.
    """

    total_limit: float  # Total_Limit
    core_usage: float = 0.0  # Core_Usage
    source: LimitSource = LimitSource.MIN_FREE  # the rule that set total_limit
    disk_total: float = 0.0  # filesystem size (0 = unknown)
    disk_free: float = 0.0  # filesystem free bytes (0 = unknown)
    client_usage: float = 0.0  # B, all the client's bytes (0 = unknown)
    problems: tuple[str, ...] = ()  # preference or measurement problems, in words

    @property
    def all_projects_limit(self) -> float:
        """aPl: the bytes all projects together may use."""
        return max(self.total_limit - self.core_usage, 0.0)

    @property
    def other_usage(self) -> float:
        """Bytes other programs use on the data directory's filesystem."""
        return max(self.disk_total - self.disk_free - self.client_usage, 0.0)


def _clean_measure(name: str, value: float, problems: list[str]) -> float:
    if not math.isfinite(value) or value < 0:
        problems.append(f"measured {name} is unusable ({value}); taken as 0")
        return 0.0
    return float(value)


def _usable_pref(name: str, value: float, default: float, unit: str, if_negative: str, problems: list[str]) -> float:
    """A disk preference as the limits use it: its default when it is not a finite number, 0 when
    it is negative (``if_negative`` says what that means), each said in ``problems``."""
    if not math.isfinite(value):
        problems.append(f"{name} is not a finite number; the default {default:g}{unit} is used")
        return default
    if value < 0:
        problems.append(f"{name} is negative ({value}); {if_negative}")
        return 0.0
    return value


def compute_limits(
    prefs: GlobalPrefs,
    disk_total: float,
    disk_free: float,
    client_usage: float,
    core_usage: float = 0.0,
    measure_problems: tuple[str, ...] = (),
) -> DiskLimits:
    """Total_Limit and Core_Usage from the preferences and the real disk (bytes)."""
    problems: list[str] = list(measure_problems)
    total = _clean_measure("disk size", disk_total, problems)
    free = _clean_measure("free space", disk_free, problems)
    used = _clean_measure("client usage", client_usage, problems)
    core = min(_clean_measure("client's own usage", core_usage, problems), used)

    max_gb = prefs.disk_max_used_gb
    if math.isnan(max_gb):
        problems.append("disk_max_used_gb is not a number; no maximum in GB is applied")
        max_gb = 0.0
    elif math.isinf(max_gb):
        if max_gb < 0:
            problems.append("disk_max_used_gb is negative; no maximum in GB is applied")
        max_gb = 0.0
    elif max_gb < 0:
        problems.append(f"disk_max_used_gb is negative ({max_gb}); no maximum in GB is applied")
        max_gb = 0.0

    pct = _usable_pref("disk_max_used_pct", prefs.disk_max_used_pct, DEFAULT_DISK_MAX_USED_PCT, "%",
                       "no percentage maximum is applied", problems)
    if pct > 100:
        problems.append(f"disk_max_used_pct is over 100 ({pct}); 100% is used")
        pct = 100.0
    min_free = _usable_pref("disk_min_free_gb", prefs.disk_min_free_gb, DEFAULT_DISK_MIN_FREE_GB, " GB",
                            "0 is used", problems)

    limit = used + free - min_free * GIB
    source = LimitSource.MIN_FREE if total > 0 else LimitSource.NO_DISK
    if pct > 0 and total > 0 and total * pct / 100.0 < limit:
        limit = total * pct / 100.0
        source = LimitSource.MAX_USED_PCT
    if max_gb > 0 and max_gb * GIB < limit:
        limit = max_gb * GIB
        source = LimitSource.MAX_USED_GB
    if min_free * GIB > used + free and total > 0:
        problems.append(
            f"disk_min_free_gb ({min_free:g} GB) is more than the client's files and the free "
            "space together; the client may store nothing"
        )
    return DiskLimits(
        total_limit=max(limit, 0.0),
        core_usage=core,
        source=source,
        disk_total=total,
        disk_free=free,
        client_usage=used,
        problems=tuple(problems),
    )


def limits_from_measurement(prefs: GlobalPrefs, measurement: DiskMeasurement) -> DiskLimits:
    """``compute_limits`` over a measurement from the live adapter or the emulator."""
    return compute_limits(
        prefs,
        measurement.disk_total,
        measurement.disk_free,
        measurement.client_usage,
        measurement.core_usage,
        measurement.problems,
    )
