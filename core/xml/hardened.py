"""The one hardened XML parser for everything that comes from outside.

Scheduler replies, master pages, preference files, GUI RPC requests and emulator
scenarios all go through here: no entity expansion, no DTD loading, no network, a
size cap, and a clear ``XmlInputError`` (naming the source and line) instead of an
lxml exception. Files are read through ``read_capped``: the cap is checked on the
open file before anything is read, and no more than the cap is ever read, so a huge
or endless file (a 200 MB cc_config.xml, a link to /dev/zero) costs nothing. Real
project servers send text with unescaped ``&`` and ``<`` in messages;
``recover=True`` is available for those callers, and it still never expands
entities.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from lxml import etree

from core.errors import XmlInputError

MAX_XML_BYTES = 64 * 1024 * 1024
"""Larger inputs are refused before parsing (a client_state.xml with 100k results is ~60 MB)."""

MAX_CONFIG_FILE_BYTES = 1024 * 1024
"""Cap for the volunteer's own configuration files (cc_config.xml, the preference files,
app_config.xml). Real ones are a few KB; parsing a file this size costs a few MB at most."""


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


def _too_big(size: int, cap: int) -> str:
    return f"refused: the file is {size} bytes, over the {cap}-byte limit for this file"


def read_capped(path: Path | str, cap: int = MAX_XML_BYTES) -> bytes:
    """The bytes of a regular file no larger than ``cap``, or ``XmlInputError`` naming the file.

    The size is taken from the opened file (so a swap between a check and the
    open cannot slip a larger file in) and the read stops one byte past the cap
    (so a file growing meanwhile is still refused). Devices, pipes and
    directories are refused without reading: they have no size to check.
    """
    p = Path(path)
    # O_NONBLOCK: opening a FIFO would otherwise wait for a writer.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except OSError as exc:
        raise XmlInputError(f"cannot read: {exc.strerror or exc}", source=str(p)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise XmlInputError("refused: not a regular file", source=str(p))
        if st.st_size > cap:
            raise XmlInputError(_too_big(st.st_size, cap), source=str(p))
        chunks: list[bytes] = []
        got = 0
        while got <= cap:
            chunk = os.read(fd, min(cap + 1 - got, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > cap:
            raise XmlInputError(f"refused: the file grew past the {cap}-byte limit for this file while being read",
                                source=str(p))
        return b"".join(chunks)
    except OSError as exc:
        raise XmlInputError(f"cannot read: {exc.strerror or exc}", source=str(p)) from None
    finally:
        os.close(fd)


def parse_xml_file(path: Path | str, *, recover: bool = False, cap: int = MAX_XML_BYTES) -> etree._Element:
    """Read (at most ``cap`` bytes) and parse a file; errors name the file."""
    data = read_capped(path, cap)
    return parse_xml(data, source=str(path), recover=recover)


def require_root(root: etree._Element, tag: str, source: str = "") -> etree._Element:
    """``root`` when it is a ``<tag>`` element; else XmlInputError naming both tags."""
    if root.tag != tag:
        raise XmlInputError(f"root element is <{root.tag}>, not <{tag}>", source=source)
    return root
