"""A project's web links (<gui_urls>): parsed with BOINC's rules, kept only when they can open."""
from __future__ import annotations

from pathlib import Path

from core.api.snapshot import ActivityStatus, ProjectLink
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.ids import ProjectUrl
from core.persist import DataDir, read_client_state
from core.persist.accounts import AccountFile, write_account_file
from core.persist.gui_urls import inner_block, parse_gui_urls
from core.state import RunMode

BLOCK = """<gui_urls>
<gui_url>
    <name>Forum</name>
    <name>Message boards</name>
    <description>Talk with other volunteers</description>
    <url>https://example.org/forum_index.php</url>
</gui_url>
<ifteam>
    <gui_url><name>Team</name><description>Your team</description><url>https://example.org/team.php</url></gui_url>
</ifteam>
<gui_url><name>Local</name><url>file:///etc/passwd</url></gui_url>
</gui_urls>"""


def test_links_in_order_last_name_wins_team_links_for_team_members_only() -> None:
    inner = inner_block(BLOCK)
    assert inner.startswith("<gui_url>") and not inner.endswith("</gui_urls>")
    forum = ProjectLink("Message boards", "Talk with other volunteers", "https://example.org/forum_index.php")
    assert parse_gui_urls(inner) == (forum,)
    assert parse_gui_urls(inner, True) == (forum, ProjectLink("Team", "Your team", "https://example.org/team.php"))


def test_unreadable_or_empty_blocks_give_no_links() -> None:
    assert parse_gui_urls("") == ()
    assert parse_gui_urls("<gui_url><name>x</name><url>https://a/</url>") == ()  # unclosed: refused whole
    assert inner_block("<other>1</other>") == ""


def test_links_come_back_from_the_account_file_at_start(tmp_path: Path) -> None:
    """A restart shows the links before the project's next reply: the account file keeps them."""
    dd = DataDir(tmp_path)
    dd.ensure()
    url = ProjectUrl("https://example.org/physics/")
    write_account_file(dd, AccountFile(url, "key", "Physics", "", inner_block(BLOCK)))
    state = read_client_state(dd).state
    snap = build_snapshot(state, 1000.0, None,
                          SnapshotInputs(ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)))
    assert [link.name for link in snap.projects[0].links] == ["Message boards"]
