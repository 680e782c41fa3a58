"""The exact text inside the root's children, for blocks that must travel back unchanged.

BOINC keeps a few blocks as they were sent, tags and all, and sends them back or
saves them as they came: an account manager's ``<opaque>`` and ``<global_preferences>``
(its client copies the characters between the start and the end tag). lxml hands
out elements, not their text: serialising one again drops comments, rewrites
character references and attribute quotes and turns ``<a></a>`` into ``<a/>``, so a
manager keeping state there would get back something else. This scanner finds the
characters themselves.

It reads only documents that ``core.xml.hardened.parse_xml`` has already accepted as
well-formed, so it needs no error recovery: it skips comments, CDATA sections,
processing instructions and a DOCTYPE, follows the depth of elements, and reports
each child of the root with the text between its tags. Pure; no I/O.
"""
from __future__ import annotations

import re

_NAME = re.compile(r"[^\s/>]+")


def _tag_end(text: str, start: int) -> int:
    """Index of the ``>`` closing the tag that opens at ``start`` (quoted ``>`` skipped)."""
    quote = ""
    for k in range(start + 1, len(text)):
        c = text[k]
        if quote:
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c == ">":
            return k
    return len(text) - 1


def _skip(text: str, j: int) -> int:
    """Past a comment, CDATA section, processing instruction or DOCTYPE at ``j``; -1 if none is there."""
    for opener, closer in (("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")):
        if text.startswith(opener, j):
            end = text.find(closer, j + len(opener))
            return len(text) if end < 0 else end + len(closer)
    if text.startswith("<!", j):  # a DOCTYPE, perhaps with an internal subset in brackets
        depth = 0
        for k in range(j + 2, len(text)):
            c = text[k]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
            elif c == ">" and depth <= 0:
                return k + 1
        return len(text)
    return -1


def root_children(text: str) -> list[tuple[str, str]]:
    """(name, inner text exactly as written) for each child element of the root, in order.

    ``text`` must be a document ``parse_xml`` accepted. An empty element (``<a/>``) has
    inner text "".
    """
    out: list[tuple[str, str]] = []
    depth = 0
    open_name = ""
    inner_start = 0
    i = 0
    while True:
        j = text.find("<", i)
        if j < 0:
            return out
        skipped = _skip(text, j)
        if skipped >= 0:
            i = skipped
            continue
        end = _tag_end(text, j)
        if text.startswith("</", j):
            depth -= 1
            if depth == 1 and open_name:
                out.append((open_name, text[inner_start:j]))
                open_name = ""
            i = end + 1
            continue
        match = _NAME.match(text, j + 1)
        name = match.group(0) if match else ""
        empty = text[end - 1] == "/"
        if depth == 1:
            if empty:
                out.append((name, ""))
            else:
                open_name, inner_start = name, end + 1
        if not empty:
            depth += 1
        i = end + 1


def last_child_contents(text: str, tag: str) -> str | None:
    """The inner text of the root's last child named ``tag`` (BOINC's last-wins), or None."""
    found: str | None = None
    for name, inner in root_children(text):
        if name == tag:
            found = inner
    return found
