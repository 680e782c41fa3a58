"""Account files (``account_<ESC>.xml``, section 5) and statistics files (section 6).

An account file holds a project's identity: master URL, authenticator, name,
the raw ``<project_preferences>`` block from the scheduler (kept verbatim so it
can be echoed and re-sent), and the ``<gui_urls>`` block. A statistics file
holds one ``DailyStatistics`` per UTC day. Both are written atomically through
a fixed temporary name, as BOINC does (``temp_acct.xml``, ``temp_stats.xml``),
and read through the hardened parser.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.persist.atomic import write_atomic
from core.persist.paths import DataDir, canonicalize_master_url
from core.xml.fields import child_text, esc, fmt_float, last_child, parse_number, text_of
from core.xml.hardened import parse_xml_file, require_root


@dataclass(slots=True)
class AccountFile:
    master_url: ProjectUrl
    authenticator: str
    project_name: str = ""  # informational; the state file's name wins
    project_preferences: str = ""  # inner XML of <project_preferences>, verbatim
    gui_urls: str = ""  # inner XML of <gui_urls>, verbatim
    resource_share: float | None = None  # from project_preferences, if given there


def _inner_xml(el: etree._Element) -> str:
    """The serialized children and text of ``el``, without its own tags."""
    parts = [el.text or ""]
    for child in el:
        parts.append(etree.tostring(child, encoding="unicode", with_tail=True))
    return "".join(parts).strip()


def render_account_file(account: AccountFile) -> bytes:
    prefs = account.project_preferences.strip()
    parts = [
        "<account>\n",
        f"    <master_url>{esc(account.master_url)}</master_url>\n",
        f"    <authenticator>{esc(account.authenticator)}</authenticator>\n",
    ]
    if account.project_name:
        parts.append(f"    <project_name>{esc(account.project_name)}</project_name>\n")
    parts.append(f"<project_preferences>\n{prefs + chr(10) if prefs else ''}</project_preferences>\n")
    if account.gui_urls.strip():
        parts.append(f"<gui_urls>\n{account.gui_urls.strip()}\n</gui_urls>\n")
    parts.append("</account>\n")
    return "".join(parts).encode("utf-8")


def write_account_file(datadir: DataDir, account: AccountFile) -> Path:
    """Write ``account_<ESC>.xml`` atomically (via ``temp_acct.xml``); returns its path.

    ``project_preferences`` and ``gui_urls`` are written as given: they must be
    XML fragments (they come from a scheduler reply that was already parsed).
    """
    path = datadir.account_file(account.master_url)
    write_atomic(path, render_account_file(account), temp=datadir.root / "temp_acct.xml", mode=0o600)
    return path


def read_account_file(path: Path) -> AccountFile:
    """Parse one account file; raises ``XmlInputError`` if it is unusable."""
    root = require_root(parse_xml_file(path), "account", str(path))
    url = child_text(root, "master_url")
    auth = child_text(root, "authenticator")
    if not url:
        raise XmlInputError("no master_url", source=str(path), element="master_url")
    account = AccountFile(ProjectUrl(canonicalize_master_url(url)), auth, child_text(root, "project_name"))
    prefs = root.find("project_preferences")
    if prefs is not None:
        account.project_preferences = _inner_xml(prefs)
        share = last_child(prefs, "resource_share")
        if share is not None:
            try:
                value = parse_number(text_of(share))
            except ValueError:
                raise XmlInputError(
                    f"resource_share {text_of(share)[:40]!r} is not a number",
                    source=str(path), line=share.sourceline or 0, element="resource_share",
                ) from None
            account.resource_share = max(value, 0.0)
    gui_urls = root.find("gui_urls")
    if gui_urls is not None:
        account.gui_urls = _inner_xml(gui_urls)
    return account


def read_account_files(datadir: DataDir) -> tuple[dict[ProjectUrl, AccountFile], list[str]]:
    """Every ``account_*.xml`` in the data dir, by canonical URL, plus warnings.

    Unreadable files and duplicates are reported and skipped; files are never
    renamed or deleted here (BOINC renames misnamed ones; the caller may).
    """
    accounts: dict[ProjectUrl, AccountFile] = {}
    warnings: list[str] = []
    if not datadir.root.is_dir():
        return accounts, warnings
    for path in sorted(datadir.root.glob("account_*.xml")):
        if not path.is_file():
            continue
        try:
            account = read_account_file(path)
        except XmlInputError as exc:
            warnings.append(f"account file skipped: {exc}")
            continue
        if account.master_url in accounts:
            warnings.append(f"{path}: second account file for {account.master_url}; ignored")
            continue
        accounts[account.master_url] = account
    return accounts, warnings


# ---------------------------------------------------------------- statistics


@dataclass(frozen=True, slots=True)
class DailyStatistics:
    day: float  # start of the UTC day, Unix seconds
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0


_STAT_FIELDS = ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit")


@dataclass(slots=True)
class StatisticsFile:
    master_url: ProjectUrl
    days: list[DailyStatistics] = field(default_factory=list)  # sorted by day


def render_statistics_file(stats: StatisticsFile) -> bytes:
    parts = ["<project_statistics>\n", f"    <master_url>{esc(stats.master_url)}</master_url>\n"]
    for d in stats.days:
        parts.append(f"    <daily_statistics>\n        <day>{fmt_float(d.day)}</day>\n")
        for name in _STAT_FIELDS:
            parts.append(f"        <{name}>{fmt_float(getattr(d, name))}</{name}>\n")
        parts.append("    </daily_statistics>\n")
    parts.append("</project_statistics>\n")
    return "".join(parts).encode("utf-8")


def write_statistics_file(datadir: DataDir, stats: StatisticsFile) -> Path:
    """Write ``statistics_<ESC>.xml`` atomically (via ``temp_stats.xml``)."""
    path = datadir.statistics_file(stats.master_url)
    write_atomic(path, render_statistics_file(stats), temp=datadir.root / "temp_stats.xml")
    return path


def read_statistics_file(path: Path) -> StatisticsFile:
    """Parse a statistics file; records with day 0 or bad numbers are rejected, the rest sorted."""
    root = require_root(parse_xml_file(path), "project_statistics", str(path))
    stats = StatisticsFile(ProjectUrl(canonicalize_master_url(child_text(root, "master_url"))))
    for rec in root.iter("daily_statistics"):
        try:
            values = {name: parse_number(child_text(rec, name) or "0") for name in ("day", *_STAT_FIELDS)}
        except ValueError:
            continue
        if values["day"] <= 0:
            continue
        stats.days.append(DailyStatistics(**values))
    stats.days.sort(key=lambda d: d.day)
    return stats


def trim_statistics(days: list[DailyStatistics], now: float, save_stats_days: int = 30) -> list[DailyStatistics]:
    """Keep ``save_stats_days`` of history; the oldest kept record moves to the cut-off day.

    Cut-off = start of today (UTC) − save_stats_days days (BOINC's trim_statistics).
    """
    cutoff = (now // 86400) * 86400 - save_stats_days * 86400.0
    older = [d for d in days if d.day < cutoff]
    newer = [d for d in days if d.day >= cutoff]
    if older:
        last = older[-1]
        baseline = DailyStatistics(cutoff, last.user_total_credit, last.user_expavg_credit,
                                   last.host_total_credit, last.host_expavg_credit)
        if not newer or newer[0].day != cutoff:
            newer.insert(0, baseline)
    return newer
