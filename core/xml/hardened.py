"""The one hardened XML parser for everything that comes from outside.

Scheduler replies, master pages, preference files, GUI RPC requests and emulator
scenarios all go through here: no entity expansion, no DTD loading, no network,
a size cap, and a clear ``XmlInputError`` (naming the source and line) instead of
an lxml exception. Real project servers send text with unescaped ``&`` and ``<``
in messages; ``recover=True`` is available for those callers, and it still never
expands entities.
"""
from __future__ import annotations

from pathlib import Path

from lxml import etree

from core.errors import XmlInputError

MAX_XML_BYTES = 64 * 1024 * 1024
"""Larger inputs are refused before parsing (a client_state.xml with 100k results is ~60 MB)."""


def _parser(recover: bool) -> etree.XMLParser:
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
        recover=recover,
    )


def parse_xml(data: bytes | str, *, source: str = "", recover: bool = False) -> etree._Element:
    """Parse ``data`` and return its root element, or raise ``XmlInputError``."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_XML_BYTES:
        raise XmlInputError(f"refused: {len(raw)} bytes is over the {MAX_XML_BYTES}-byte limit", source=source)
    if b"<!ENTITY" in raw:
        # Entity declarations have no place in any BOINC document; refusing them
        # outright closes the billion-laughs and external-entity doors.
        raise XmlInputError("refused: the document declares entities", source=source)
    try:
        root = etree.fromstring(raw, _parser(recover))
    except etree.XMLSyntaxError as exc:
        line = exc.lineno or 0
        raise XmlInputError(f"malformed XML: {exc.msg}", source=source, line=line) from None
    if root is None:
        raise XmlInputError("empty document", source=source)
    return root


def parse_xml_file(path: Path | str, *, recover: bool = False) -> etree._Element:
    """Read and parse a file; errors name the file."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_XML_BYTES:
            raise XmlInputError(f"refused: {size} bytes is over the {MAX_XML_BYTES}-byte limit", source=str(p))
        data = p.read_bytes()
    except OSError as exc:
        raise XmlInputError(f"cannot read: {exc.strerror or exc}", source=str(p)) from None
    return parse_xml(data, source=str(p), recover=recover)
