"""The list of BOINC projects and account managers the attach wizard offers (all_projects_list.xml).

BOINC's client fetches https://boinc.berkeley.edu/project_list.php into
``all_projects_list.xml`` every two weeks (ours does too: core/accounts/project_list_refresh.py);
``get_all_projects_list`` hands its text to managers. We ship a snapshot of BOINC's list in
resources/ (every project and account manager, with the built-in demo project first) and
use the client's copy instead when it has one that parses. The file is outside input:
read through the hardened parser with a cap, every text trimmed, URLs kept only when
they are http(s).

Reads: the two files. Writes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from core.accounts.fetch import check_web_url
from core.errors import XmlInputError
from core.xml.fields import last_child
from core.xml.hardened import parse_xml, read_capped
from core.xml.text_escape import escape

ALL_PROJECTS_LIST_FILE = "all_projects_list.xml"
SHIPPED_LIST = Path(__file__).resolve().parents[2] / "resources" / ALL_PROJECTS_LIST_FILE
MAX_LIST_BYTES = 8 << 20  # the real list is ~400 KB


@dataclass(frozen=True, slots=True)
class ProjectListItem:
    name: str
    url: str
    general_area: str = ""
    specific_area: str = ""
    description: str = ""
    home: str = ""
    platforms: tuple[str, ...] = ()
    is_account_manager: bool = False

    def matches(self, text: str) -> bool:
        """Case-insensitive search over name, areas, description, home and URL."""
        t = text.strip().lower()
        return not t or any(t in f.lower() for f in (self.name, self.general_area, self.specific_area,
                                                     self.description, self.home, self.url))


MAX_PLATFORMS = 1024  # PrimeGrid alone lists ~250 platform/plan-class pairs; Docker's notice reads them all


def _t(e: etree._Element, tag: str, cap: int = 4096) -> str:
    """``tag``'s text ("." is ``e`` itself); a repeated tag's last value wins, as in BOINC's parsers."""
    found = e if tag == "." else last_child(e, tag)
    return "" if found is None else " ".join("".join(found.itertext()).split())[:cap]


def parse_project_list(data: bytes, source: str = ALL_PROJECTS_LIST_FILE) -> list[ProjectListItem]:
    """The projects and account managers of an all_projects_list.xml; raises ``XmlInputError``."""
    root = parse_xml(data, source=source, recover=True)
    if root.tag != "projects":
        raise XmlInputError(f"the list is <{root.tag}>, not <projects>", source=source)
    items: list[ProjectListItem] = []
    for e in root:
        if not isinstance(e.tag, str) or e.tag not in ("project", "account_manager"):
            continue
        url, name = _t(e, "url", 512), _t(e, "name", 256)
        if not name or check_web_url(url):
            continue
        # The last <platforms> block, as for any repeated tag.
        blocks = e.findall("platforms")
        platforms = tuple(_t(p, ".", 64) for p in blocks[-1].iterfind("name")) if blocks else ()
        items.append(ProjectListItem(name, url, _t(e, "general_area", 256), _t(e, "specific_area", 256),
                                     _t(e, "description"), _t(e, "home", 256), platforms[:MAX_PLATFORMS],
                                     e.tag == "account_manager"))
    return items


def load_project_list(client_copy: Path | None = None) -> list[ProjectListItem]:
    """The client's list when it has a usable one, else the shipped snapshot (never raises)."""
    for path in ([client_copy] if client_copy is not None else []) + [SHIPPED_LIST]:
        try:
            items = parse_project_list(read_capped(path, MAX_LIST_BYTES), source=str(path))
        except XmlInputError:
            continue
        if items:
            return items
    return []


def list_text(client_copy: Path | None) -> str:
    """What get_all_projects_list answers: the list in BOINC's layout ("" when there is none).

    Written again from what parsed rather than passed through, so that nothing in the
    file can break out of the GUI RPC reply around it.
    """
    items = load_project_list(client_copy)
    if not items:
        return ""
    out = ["<projects>"]
    for it in items:
        tag = "account_manager" if it.is_account_manager else "project"
        out += [f"<{tag}>", f"    <name>{escape(it.name)}</name>", f"    <url>{escape(it.url)}</url>"]
        if not it.is_account_manager:
            out += [f"    <general_area>{escape(it.general_area)}</general_area>",
                    f"    <specific_area>{escape(it.specific_area)}</specific_area>"]
        out.append(f"    <description>{escape(it.description)}</description>")
        if not it.is_account_manager:
            out.append(f"    <home>{escape(it.home)}</home>")
            if it.platforms:
                out += ["    <platforms>", *(f"        <name>{escape(p)}</name>" for p in it.platforms),
                        "    </platforms>"]
        out.append(f"</{tag}>")
    out.append("</projects>")
    return "\n".join(out) + "\n"
