"""Account and statistics files: the real client's, ours, and bad ones."""
from __future__ import annotations

import stat
from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.persist.accounts import (
    AccountFile,
    DailyStatistics,
    StatisticsFile,
    read_account_file,
    read_account_files,
    read_statistics_file,
    trim_statistics,
    write_account_file,
    write_statistics_file,
)
from core.persist.paths import DataDir
from core.persist.state_file import read_client_state

REAL = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle/client_dir_after")
PREFS = """<resource_share>250</resource_share>
<project_specific>
<max_threads>4</max_threads>
</project_specific>
<venue name="work">
  <resource_share>50</resource_share>
</venue>"""
GUI_URLS = """<gui_url>
    <name>Forum</name>
    <url>https://example.org/physics/forum_index.php</url>
</gui_url>"""


def test_reads_the_real_account_and_statistics_files() -> None:
    account = read_account_file(REAL / "account_127.0.0.1_31480.xml")
    assert account.master_url == "http://127.0.0.1:31480/"
    assert account.authenticator == "fixture_auth_0123456789abcdef"
    assert account.project_preferences == "" and account.resource_share is None
    stats = read_statistics_file(REAL / "statistics_127.0.0.1_31480.xml")
    assert stats.master_url == "http://127.0.0.1:31480/"
    assert stats.days == [DailyStatistics(1795219200.0)]


def test_account_round_trip_keeps_preferences_verbatim(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    url = ProjectUrl("https://example.org/physics/")
    path = write_account_file(dd, AccountFile(url, "0123abc", "Example & Co", PREFS, GUI_URLS))
    assert path.name == "account_example.org_physics.xml"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    back = read_account_file(path)
    assert back.project_name == "Example & Co" and back.authenticator == "0123abc"
    assert back.project_preferences == PREFS and back.gui_urls == GUI_URLS
    assert back.resource_share == 250.0
    accounts, warnings = read_account_files(dd)
    assert list(accounts) == [url] and warnings == []


def test_account_file_gives_authenticator_and_share_to_the_state(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    write_account_file(dd, AccountFile(ProjectUrl("https://example.org/physics/"), "key", "", PREFS))
    loaded = read_client_state(dd)
    p = loaded.state.projects[ProjectUrl("https://example.org/physics/")]
    assert p.authenticator == "key" and p.resource_share == 250.0
    assert p.master_url_fetch_pending and p.sched_rpc_pending == 6


def test_bad_account_files_are_skipped_with_warnings(tmp_path: Path) -> None:
    (tmp_path / "account_a.org.xml").write_text("<account><authenticator>x</authenticator></account>")
    (tmp_path / "account_b.org.xml").write_text("<account><master_url>http://b.org/</master_url>"
                                                "<project_preferences><resource_share>lots</resource_share>"
                                                "</project_preferences></account>")
    (tmp_path / "account_c.org.xml").write_text("<!DOCTYPE a [<!ENTITY x 'y'>]><account/>")
    accounts, warnings = read_account_files(DataDir(tmp_path))
    assert accounts == {} and len(warnings) == 3
    assert any("resource_share" in w and "line 1" in w for w in warnings)
    with pytest.raises(XmlInputError):
        read_account_file(tmp_path / "account_c.org.xml")


def test_statistics_round_trip_sorted_and_day_zero_rejected(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    url = ProjectUrl("https://example.org/physics/")
    days = [DailyStatistics(86400.0 * 3, 10.5, 1.25, 2, 0.5), DailyStatistics(86400.0 * 2, 9, 1, 1, 0.25)]
    path = write_statistics_file(dd, StatisticsFile(url, days))
    text = path.read_text().replace("</project_statistics>",
                                    "<daily_statistics><day>0</day></daily_statistics></project_statistics>")
    path.write_text(text)
    back = read_statistics_file(path)
    assert back.days == sorted(days, key=lambda d: d.day)


def test_trim_keeps_a_baseline_at_the_cutoff() -> None:
    day = 86400.0
    now = 100 * day + 5
    days = [DailyStatistics(d * day, user_total_credit=float(d)) for d in (10, 50, 69, 71, 99)]
    kept = trim_statistics(days, now, save_stats_days=30)
    assert [d.day / day for d in kept] == [70, 71, 99]
    assert kept[0].user_total_credit == 69.0
