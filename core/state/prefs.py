"""Global preferences (``global_prefs.xml``), typed, with BOINC's defaults.

Field names are the XML element names (../shared/reference/prefs.md section 2);
units are those stored in the XML (days, minutes, percent, GiB). Derived values
that policies use come from the properties at the bottom, which apply BOINC's
clamping rules, so a hostile or absurd file can never make a policy divide by
zero or fetch an unbounded amount of work.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, fields

GIB = float(1 << 30)


@dataclass(frozen=True, slots=True)
class DayPrefs:
    """One weekday's own daily windows (``<day_prefs>``), replacing the everyday ones.

    ``day_of_week`` 0 = Sunday .. 6 = Saturday, as in BOINC. A window whose start
    equals its end is unset for that day, so the everyday window applies to it.
    """

    day_of_week: int
    start_hour: float = 0.0
    end_hour: float = 0.0
    net_start_hour: float = 0.0
    net_end_hour: float = 0.0


@dataclass(slots=True)
class GlobalPrefs:
    run_on_batteries: bool = False
    run_if_user_active: bool = True
    run_gpu_if_user_active: bool = False
    idle_time_to_run: float = 3.0  # minutes
    suspend_if_no_recent_input: float = 0.0  # minutes, 0 = off
    suspend_cpu_usage: float = 25.0  # percent, 0 = off
    niu_suspend_cpu_usage: float = 50.0
    start_hour: float = 0.0
    end_hour: float = 0.0
    net_start_hour: float = 0.0
    net_end_hour: float = 0.0
    leave_apps_in_memory: bool = False
    confirm_before_connecting: bool = True
    hangup_if_dialed: bool = False
    dont_verify_images: bool = False
    work_buf_min_days: float = 0.1
    work_buf_additional_days: float = 0.5
    max_ncpus_pct: float = 0.0  # 0 = all CPUs
    niu_max_ncpus_pct: float = 100.0
    max_cpus: int = 0  # parsed, unused (as in BOINC)
    cpu_usage_limit: float = 100.0  # percent of CPU time (duty cycle)
    niu_cpu_usage_limit: float = 100.0
    cpu_scheduling_period_minutes: float = 60.0
    disk_interval: float = 60.0  # seconds between checkpoints
    disk_max_used_gb: float = 0.0  # 0 = off
    disk_max_used_pct: float = 90.0  # 0 = off
    disk_min_free_gb: float = 0.1
    vm_max_used_pct: float = 100.0
    ram_max_used_busy_pct: float = 50.0
    ram_max_used_idle_pct: float = 90.0
    max_bytes_sec_up: float = 0.0  # 0 = unlimited
    max_bytes_sec_down: float = 0.0
    daily_xfer_limit_mb: float = 0.0
    daily_xfer_period_days: int = 0
    network_wifi_only: bool = False
    battery_charge_min_pct: float = 90.0
    battery_max_temperature: float = 40.0
    source_project: str = ""
    source_scheduler: str = ""
    mod_time: float = 0.0
    host_specific: bool = False
    day_prefs: tuple[DayPrefs, ...] = ()  # per-weekday windows; at most one per day

    # ---- derived values (BOINC's clamping rules) ----

    # The policies read these two several times a poll: written out, with the same
    # results as max(_finite(...) ...) bit for bit (max(a, b) is a unless b > a).
    @property
    def work_buf_min_s(self) -> float:
        """Low-water mark of the work buffer, at least 180 s (prefs.md 4.8)."""
        d = self.work_buf_min_days
        low = (d if _isfinite(d) else 0.0) * 86400.0
        return 180.0 if low < 180.0 else low

    @property
    def work_buf_total_s(self) -> float:
        """High-water mark: min + additional, at least 1 s."""
        e = self.work_buf_additional_days
        if not _isfinite(e):
            e = 0.0
        extra = (0.0 if e < 0.0 else e) * 86400.0
        d = self.work_buf_min_days
        low = (d if _isfinite(d) else 0.0) * 86400.0
        total = (180.0 if low < 180.0 else low) + extra
        return 1.0 if total < 1.0 else total

    @property
    def cpu_scheduling_period_s(self) -> float:
        minutes = _finite(self.cpu_scheduling_period_minutes, 60.0)
        return (minutes if minutes >= 0.0001 else 60.0) * 60.0

    @property
    def cpu_usage_fraction(self) -> float:
        """Duty cycle in (0, 1] while the volunteer is at the computer; out-of-range limits mean none."""
        return effective_cpu_usage_limit(self.cpu_usage_limit) / 100.0

    def cpu_usage_limit_now(self, user_active: bool) -> float:
        """The CPU-time limit in force, percent (prefs.md 4.4): ``niu_cpu_usage_limit``
        while the volunteer is away (if set), else ``cpu_usage_limit``."""
        pct = self.cpu_usage_limit
        if not user_active and self.niu_cpu_usage_limit >= 0:
            pct = self.niu_cpu_usage_limit
        return effective_cpu_usage_limit(pct)

    def cpu_window(self, weekday: int) -> tuple[float, float]:
        """(start, end) hours computing is allowed on ``weekday`` (0 = Sunday)."""
        for d in self.day_prefs:
            if d.day_of_week == weekday and d.start_hour != d.end_hour:
                return d.start_hour, d.end_hour
        return self.start_hour, self.end_hour

    def net_window(self, weekday: int) -> tuple[float, float]:
        """(start, end) hours network use is allowed on ``weekday`` (0 = Sunday)."""
        for d in self.day_prefs:
            if d.day_of_week == weekday and d.net_start_hour != d.net_end_hour:
                return d.net_start_hour, d.net_end_hour
        return self.net_start_hour, self.net_end_hour

    def usable_cpus(self, ncpus: int, user_active: bool = True) -> int:
        """CPUs the client may use (prefs.md 4.5)."""
        pct = self.max_ncpus_pct
        if not user_active and self.niu_max_ncpus_pct >= 0:
            pct = self.niu_max_ncpus_pct
        elif pct == 100.0 or pct == 0.0:  # the usual preferences; the policies ask every poll
            return ncpus if ncpus > 1 else 1
        pct = min(max(_finite(pct, 0.0), 0.0), 100.0)
        n = ncpus
        if pct != 0:
            n = math.floor(ncpus * pct / 100.0)
        return max(n, 1)

    def problems(self) -> list[str]:
        """Values out of range, in words; BOINC's clamping still applies to them."""
        out: list[str] = []
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, float) and not math.isfinite(value):
                out.append(f"{f.name} is not a finite number")
            elif isinstance(value, (int, float)) and not isinstance(value, bool) and value < 0:
                out.append(f"{f.name} is negative ({value})")
        if self.disk_max_used_pct > 100:
            out.append(f"disk_max_used_pct is over 100 ({self.disk_max_used_pct})")
        if self.cpu_usage_limit > 100:
            out.append(f"cpu_usage_limit is over 100 ({self.cpu_usage_limit})")
        return out


# What each preference holds, for the readers of preference files. Written out instead of
# read from the dataclass's annotations: under ``from __future__ import annotations`` those
# are strings ("bool"), but mypyc compiles this class (core/emulator/compiled.py) and its
# fields' types become the classes themselves (bool), so a reader comparing with "bool"
# took BOINC's ``<run_if_user_active/>`` for a number in one tree and not in the other.
# tests/core/emulator/test_empty_booleans.py checks the table against the annotations.
PREF_KINDS: dict[str, str] = {
    "run_on_batteries": "bool", "run_if_user_active": "bool", "run_gpu_if_user_active": "bool",
    "idle_time_to_run": "float", "suspend_if_no_recent_input": "float", "suspend_cpu_usage": "float",
    "niu_suspend_cpu_usage": "float", "start_hour": "float", "end_hour": "float", "net_start_hour": "float",
    "net_end_hour": "float", "leave_apps_in_memory": "bool", "confirm_before_connecting": "bool",
    "hangup_if_dialed": "bool", "dont_verify_images": "bool", "work_buf_min_days": "float",
    "work_buf_additional_days": "float", "max_ncpus_pct": "float", "niu_max_ncpus_pct": "float",
    "max_cpus": "int", "cpu_usage_limit": "float", "niu_cpu_usage_limit": "float",
    "cpu_scheduling_period_minutes": "float", "disk_interval": "float", "disk_max_used_gb": "float",
    "disk_max_used_pct": "float", "disk_min_free_gb": "float", "vm_max_used_pct": "float",
    "ram_max_used_busy_pct": "float", "ram_max_used_idle_pct": "float", "max_bytes_sec_up": "float",
    "max_bytes_sec_down": "float", "daily_xfer_limit_mb": "float", "daily_xfer_period_days": "int",
    "network_wifi_only": "bool", "battery_charge_min_pct": "float", "battery_max_temperature": "float",
    "source_project": "str", "source_scheduler": "str", "mod_time": "float", "host_specific": "bool",
}
"""Every field of GlobalPrefs but ``day_prefs`` (a block): "bool", "int", "float" or "str"."""


_isfinite = math.isfinite


def _finite(value: float, default: float) -> float:
    return value if math.isfinite(value) else default


def effective_cpu_usage_limit(pct: float) -> float:
    """The limit BOINC applies, percent: outside (0.005, 99.99] or not a number means 100 (none).

    The one rule for the estimator, the emulator and the live throttle alike.
    """
    if not math.isfinite(pct) or pct < 0.005 or pct > 99.99:
        return 100.0
    return pct


_NON_NEGATIVE = frozenset({"work_buf_min_days", "work_buf_additional_days", "max_cpus", "disk_interval",
                           "max_bytes_sec_up", "max_bytes_sec_down"})


def pref_rule(name: str) -> str:
    """BOINC's limit on ``name`` in words (what ``clamp_pref`` enforces), "" when it sets none."""
    if name in _NON_NEGATIVE:
        return "it cannot be negative"
    if name == "max_ncpus_pct":
        return "it must be 0 to 100"
    if name in ("niu_max_ncpus_pct", "niu_cpu_usage_limit"):
        return "it must be above 0 and at most 100; anything else means 100"
    if name == "cpu_usage_limit":
        return "it must be above 0 and at most 100; anything else is ignored"
    if name == "cpu_scheduling_period_minutes":
        return "below 0.0001 it means 60"
    if name in ("ram_max_used_busy_pct", "ram_max_used_idle_pct"):
        return "0 means 100"
    if name in ("daily_xfer_limit_mb", "daily_xfer_period_days"):
        return "a negative value is ignored"
    return ""


def clamp_pref(name: str, value: float, current: float) -> float:
    """The value BOINC keeps when a preference file or a manager sets ``name`` to ``value``
    (prefs.md section 2, "Parse rule"); ``current`` is kept where BOINC ignores the value."""
    if name in _NON_NEGATIVE:
        return max(value, 0.0)
    if name == "max_ncpus_pct":
        return min(max(value, 0.0), 100.0)
    if name in ("niu_max_ncpus_pct", "niu_cpu_usage_limit"):
        return 100.0 if value <= 0 or value > 100 else value
    if name == "cpu_usage_limit":
        return value if 0 < value <= 100 else current
    if name == "cpu_scheduling_period_minutes":
        return 60.0 if value < 0.0001 else value
    if name in ("ram_max_used_busy_pct", "ram_max_used_idle_pct"):
        return 100.0 if value == 0 else value
    if name in ("daily_xfer_limit_mb", "daily_xfer_period_days"):
        return value if value >= 0 else current
    return value
