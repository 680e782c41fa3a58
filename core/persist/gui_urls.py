"""A project's web links (``<gui_urls>``): what managers show as its buttons or menu.

A project sends them in each scheduler reply and the client keeps them in the
project's account file (core/persist/accounts.py keeps the block verbatim). Each
``<gui_url>`` has a ``<name>``, a ``<description>`` and a ``<url>``; links inside
``<ifteam>`` are for team members only. Parsed with the hardened parser; a
repeated tag inside one link keeps its last value (BOINC's rule). The rows carry
``core.api.snapshot.ProjectLink``.
"""
from __future__ import annotations

from functools import lru_cache

from lxml import etree

from core.api.snapshot import ProjectLink
from core.errors import XmlInputError
from core.xml.hardened import parse_xml

SCHEMES = ("http://", "https://")  # a project link opens in the browser: nothing else is followed


def _text(el: etree._Element, tag: str) -> str:
    found = el.findall(tag)
    return (found[-1].text or "").strip() if found else ""


def _links(parent: etree._Element, in_team: bool, out: list[ProjectLink]) -> None:
    for el in parent:
        if el.tag == "gui_url":
            link = ProjectLink(_text(el, "name"), _text(el, "description"), _text(el, "url"))
            if link.name and link.url.lower().startswith(SCHEMES):
                out.append(link)
        elif el.tag == "ifteam" and in_team:
            _links(el, in_team, out)


@lru_cache(maxsize=64)
def parse_gui_urls(inner_xml: str, in_team: bool = False) -> tuple[ProjectLink, ...]:
    """The links of a ``<gui_urls>`` block's inner XML ("" and unreadable text give none)."""
    if not inner_xml.strip():
        return ()
    try:
        root = parse_xml(f"<gui_urls>{inner_xml}</gui_urls>", source="gui_urls")
    except XmlInputError:
        return ()
    out: list[ProjectLink] = []
    _links(root, in_team, out)
    return tuple(out)


def inner_block(block: str) -> str:
    """``<gui_urls>…</gui_urls>`` as sent, without its own tags (what the account file keeps)."""
    text = block.strip()
    start, end = text.find(">"), text.rfind("</gui_urls")
    return text[start + 1:end].strip() if text.startswith("<gui_urls") and start >= 0 and end > start else ""
