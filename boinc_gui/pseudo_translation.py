"""A pseudo-translation: every string of ours 40 % longer and accented, to find what a real
language would cut or garble before a translator does.

German runs about a third longer than English and some strings of Finnish or Russian half
again; a window that shows the pseudo-translation uncut will show them. Accents above and
below the letters show a text drawn in a box too low, and any English still visible is a
string that escaped ``tr()``.

``pseudo_text`` keeps what the code needs intact: Qt's and Python's placeholders (%1, %n,
%L1, {name}, printf's %s), ``&`` mnemonics (and ``&&``), HTML tags and entities, so that
the placeholder check of ``i18n.CheckedTranslator`` accepts every line. ``write_catalogue``
fills a .ts from pyside6-lupdate with it; pyside6-lrelease compiles it as any other
(tests/gui/test_pseudo_translation.py does both, then renders every window with it).
"""
from __future__ import annotations

import math
import re
from pathlib import Path

from lxml import etree

from core.xml.hardened import parse_xml_file

__all__ = ["GROWTH", "pseudo_text", "write_catalogue"]

GROWTH = 0.4
"""How much longer each string gets."""

_ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķłɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶŁṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))
_FILLER = "ŵîđé ţéẋţ "  # what the added length reads as; spaces let it wrap as words do
# Kept as they are: placeholders, mnemonics, tags, entities.
_KEEP = re.compile(r"%L?\d{1,2}|%n|%[-+ #0]*\d*(?:\.\d+)?[sdfgieEcxX]|%%|\{[A-Za-z_][A-Za-z0-9_]*\}"
                   r"|&[a-zA-Z]+;|&#\d+;|&&|&(?=\w)|<[^>]*>")


def pseudo_text(source: str) -> str:
    """``source`` accented and made ``GROWTH`` longer, its placeholders, mnemonics and tags kept."""
    if not source.strip():
        return source
    out = []
    last = 0
    for m in _KEEP.finditer(source):
        out.append("".join(_ACCENTED.get(c, c) for c in source[last:m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append("".join(_ACCENTED.get(c, c) for c in source[last:]))
    text = "".join(out)
    visible = len(_KEEP.sub("", source))
    extra = max(1, math.ceil(visible * GROWTH))
    pad = (_FILLER * (extra // len(_FILLER) + 1))[:extra]
    # Before a trailing ellipsis or colon, so "Preferences…" stays a menu entry that opens a dialog.
    tail = re.search(r"(…|:|\.\.\.)$", text)
    if tail:
        return text[:tail.start()] + " " + pad.rstrip() + tail.group(0)
    return text + " " + pad.rstrip()


def write_catalogue(extracted: Path, out: Path, language: str = "en") -> int:
    """Fill every message of ``extracted`` (a .ts from pyside6-lupdate) with its pseudo-translation
    (each plural form too) into ``out``, for ``language``; returns how many messages."""
    root = parse_xml_file(extracted)
    root.set("language", language)
    count = 0
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        translation = etree.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for _ in range(2):
                etree.SubElement(translation, "numerusform").text = pseudo_text(source)
        else:
            translation.text = pseudo_text(source)
        count += 1
    out.write_bytes(etree.tostring(root.getroottree(), xml_declaration=True, encoding="utf-8",
                                   doctype="<!DOCTYPE TS>"))
    return count
