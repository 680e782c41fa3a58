"""Find scheduler URLs in a project's master page (its home page).

The real client scans the page as text, not as HTML (reference/
scheduler-rpc.md section 1): every ``<scheduler>URL</scheduler>`` (also inside
comments), and every ``<link rel="boinc_scheduler" href="URL">`` written in
exactly that form. URLs are trimmed and XML-unescaped; duplicates are dropped
and document order kept. The page title, if any, gives a provisional project
name. Pure: reads bytes, writes nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from core.xml.text_escape import unescape

MAX_URL_LEN = 2048
_SCHEDULER = re.compile(r"<scheduler>(.*?)</scheduler>", re.S)
_LINK = re.compile(r'<link rel="boinc_scheduler" href="([^"]*)"')
_TITLE = re.compile(r"<title>(.*?)</title>", re.S | re.I)


@dataclass(frozen=True, slots=True)
class MasterPage:
    scheduler_urls: list[str] = field(default_factory=list)  # in document order, no duplicates
    project_name: str = ""  # the page's <title>, if any


def _usable(url: str) -> bool:
    return url.startswith(("http://", "https://")) and len(url) <= MAX_URL_LEN and not any(
        c.isspace() or ord(c) < 32 for c in url
    )


def parse_master_page(html: bytes) -> MasterPage:
    """Scheduler URLs and project name found in ``html`` (possibly none)."""
    text = html.decode("utf-8", errors="replace")
    found: list[tuple[int, str]] = []
    for m in _SCHEDULER.finditer(text):
        found.append((m.start(), unescape(m.group(1).strip())))
    for m in _LINK.finditer(text):
        found.append((m.start(), unescape(m.group(1).strip())))
    found.sort()
    urls = list(dict.fromkeys(u for _, u in found if _usable(u)))
    title = _TITLE.search(text)
    name = unescape(re.sub(r"\s+", " ", title.group(1)).strip()) if title else ""
    return MasterPage(urls, name)
