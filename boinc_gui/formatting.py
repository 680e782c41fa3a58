"""Volunteer-facing formatting of numbers, sizes, spans and client times.

BOINC Manager's conventions where volunteers know them (H:MM:SS spans, "---"
for none, "%.3f%%" progress); plain words elsewhere. Client times of an
emulated client are simulated seconds since its clock started, so they are
shown as "day N, HH:MM:SS" rather than as 1970 dates. Sizes follow BOINC
Manager's convention (and the disk manager's, core/disk/policy.py): a "GB"
is 2^30 bytes, a "MB" 2^20, a "KB" 2^10, everywhere in the window.

Numbers, dates and times follow QLocale's default, which boinc_gui/i18n.py sets to the
window's language: "1.234,50" and "29.11.26 07:30:00" in German, "1,234.50" in English.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QSettings

from core.spans import format_span

__all__ = [
    "format_span",
    "format_bytes",
    "format_number",
    "format_g",
    "format_rate",
    "format_client_time",
    "format_count",
    "format_credit",
    "format_countdown",
    "format_progress",
    "CLIENT_TIME_SAMPLE",
    "fill",
    "translate",
]

EMULATED_EPOCH_LIMIT = 1e9
"""Client times below this are an emulator's clock, not Unix time."""


def _number(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals in the language's digits, separators and groups."""
    return QLocale().toString(float(value), "f", decimals)


translate = QCoreApplication.translate
"""Qt's translation by context; pyside6-lupdate extracts ``translate("context", "text")`` calls."""

_ARG = re.compile(r"%(\d{1,2})")


def fill(text: str, *values: object) -> str:
    """Qt's ``QString.arg`` for a translated ``str``: %1, %2… replaced in one pass (a value that
    itself holds "%2" stays as it is), in whatever order the translation puts them."""
    def one(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if 0 <= i < len(values) else m.group(0)
    return _ARG.sub(one, text)


def format_number(value: float, decimals: int) -> str:
    """A figure with ``decimals`` decimals in the language's digits ("12,5" in German)."""
    return _number(value, decimals)


def format_g(value: float) -> str:
    """A figure as ``%g`` writes it (no trailing zeros), in the language's digits."""
    return QLocale().toString(float(value), "g", 6)


def format_count(n: int) -> str:
    """A count in the language's digits and groups ("12,345"; "12.345" in German). Qt's C locale
    writes no group separator, so there the English grouping is kept."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return f"{n:,}"
    return locale.toString(int(n))


def format_bytes(n: float) -> str:
    """BOINC Manager's sizes: binary multiples named KB, MB, GB, TB (as the disk manager's words)."""
    if n < 0:
        return "---"
    for unit, size in (("TB", float(1 << 40)), ("GB", float(1 << 30)), ("MB", float(1 << 20)), ("KB", 1024.0)):
        if n >= size:
            return f"{_number(n / size, 2)} {unit}"
    return fill(translate("formatting", "%1 bytes"), _number(n, 0))


def format_rate(bps: float) -> str:
    return f"{_number(bps / 1024, 2)} KBps" if bps > 0 else "---"


def format_credit(value: float) -> str:
    return _number(value, 2)


def format_progress(fraction: float) -> str:
    return f"{_number(fraction * 100, 3)}%"


CLIENT_TIME_SAMPLE = "Wed 30 Sep 2026 23:59:59"
"""The widest text ``format_client_time`` gives, for sizing columns that show it."""


def format_client_time(t: float, now: float | None = None) -> str:
    """An instant on the client's clock, to the second as BOINC shows it: a local date and
    time, or "day N, HH:MM:SS" on an emulator's clock."""
    if t <= 0:
        return "---"
    if t < EMULATED_EPOCH_LIMIT:
        day, rest = divmod(int(t), 86400)
        h, rest = divmod(rest, 3600)
        return fill(translate("formatting", "day %1, %2"), day + 1, f"{h:02d}:{rest // 60:02d}:{rest % 60:02d}")
    locale = QLocale()
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(t)), _date_time_format(locale, seconds=True))


def format_short_date_time(t: float) -> str:
    """An instant as the language writes a short date and time, to the minute (an alert's
    time, a deadline in a sentence)."""
    locale = QLocale()
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(t)), _date_time_format(locale, seconds=False))


def format_short_date(day: QDate) -> str:
    """A day as the language writes a short date."""
    locale = QLocale()
    return locale.toString(day, _date_format(locale))


def _date_format(locale: QLocale) -> str:
    """The language's short date; ISO 8601 where there is no language (the C or POSIX locale,
    LANG unset or C): Qt's own short date for it, "1 12 2026", reads either way round."""
    if locale.language() == QLocale.Language.C:
        return "yyyy-MM-dd"
    return locale.dateFormat(QLocale.FormatType.ShortFormat)


def _date_time_format(locale: QLocale, seconds: bool) -> str:
    """The language's short date and time; to the second if asked (a short time stops at minutes)."""
    clock = locale.timeFormat(QLocale.FormatType.ShortFormat)
    if seconds and "s" not in clock:
        clock = clock.replace("mm", "mm:ss", 1)
    return f"{_date_format(locale)} {clock}"


def format_countdown(until: float | None, now: float) -> str:
    """Remaining time of a snooze or temporary mode: "00:42:10", "until resumed" or ""."""
    if until is None:
        return ""
    if until == float("inf"):
        return translate("formatting", "until resumed")
    return format_span(max(until - now, 0.0))


def setting_bool(settings: QSettings, key: str, default: bool) -> bool:
    """A boolean from QSettings without ``type=bool`` (which upsets refcounts in PySide6 6.x)."""
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)
