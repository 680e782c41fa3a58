"""Reading GUI RPC requests the lenient way BOINC's own server does.

The real server does not parse a request as an XML document: it takes the first
tag as the envelope (unchecked), the second as the operation (``op`` or ``op/``),
and scans for argument tags anywhere, ignoring order and unknown tags,
stripping whitespace and unescaping the five entities, ``&#NN;`` and CDATA
(gui-rpc.md 1.2). boinccmd and BOINC Manager rely on that leniency, so a
strict XML parser would refuse requests the real client accepts. This module
is therefore a small bounded scanner (regular expressions over text already
capped at 100 000 bytes by the server), not an XML parser: it never builds a
tree, expands entities or follows references, so hostile input can only make
it find nothing.

Reads: the request text (bytes before the 0x03 terminator, decoded). Writes
nothing.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

_TAG = re.compile(r"<([^<>]*)>")
_CHAR_REF = re.compile(r"&#(x[0-9a-fA-F]{1,6}|[0-9]{1,7});")
_ENTITIES = {"&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'"}


def unescape(text: str) -> str:
    """BOINC's xml_unescape plus CDATA unwrapping."""
    if "<![CDATA[" in text:
        text = re.sub(r"<!\[CDATA\[(.*?)\]\]>", lambda m: m.group(1), text, flags=re.S)
    for ent, ch in _ENTITIES.items():
        text = text.replace(ent, ch)

    def ref(m: re.Match[str]) -> str:
        raw = m.group(1)
        code = int(raw[1:], 16) if raw[0] == "x" else int(raw)
        return chr(code) if 0 < code < 0x110000 and not 0xD800 <= code <= 0xDFFF else ""

    text = _CHAR_REF.sub(ref, text)
    return text.replace("&amp;", "&")


@dataclass(frozen=True, slots=True)
class Request:
    """One decoded request: the op name as written (maybe with a trailing '/')."""

    text: str
    op_raw: str  # "" when the request has no second tag

    @property
    def op(self) -> str:
        return self.op_raw.rstrip("/").strip()

    def has(self, literal: str) -> bool:
        return literal in self.text

    def string(self, tag: str, default: str = "") -> str:
        m = re.search(rf"<{re.escape(tag)}>(.*?)</{re.escape(tag)}>", self.text, re.S)
        return unescape(m.group(1).strip()) if m else default

    def integer(self, tag: str, default: int = 0) -> int:
        raw = self.string(tag, "")
        if not raw:
            return default if f"<{tag}>" not in self.text else 0
        m = re.match(r"[+-]?\d{1,18}", raw)
        return int(m.group(0)) if m else 0

    def number(self, tag: str, default: float = 0.0) -> float:
        raw = self.string(tag, "")
        try:
            value = float(raw) if raw else default
        except ValueError:
            return 0.0
        return value if math.isfinite(value) else 0.0

    def flag(self, tag: str) -> bool:
        """``<tag/>`` or ``<tag>N</tag>`` with N != 0 (XML_PARSER::parse_bool)."""
        if f"<{tag}/>" in self.text:
            return True
        raw = self.string(tag, "")
        m = re.match(r"[+-]?\d+", raw)
        return bool(m and int(m.group(0)))

    def between(self, tag: str) -> str:
        """Raw text between ``<tag>`` and ``</tag>`` (set_cc_config, prefs override)."""
        start = self.text.find(f"<{tag}>")
        if start < 0:
            return ""
        start += len(tag) + 2
        end = self.text.find(f"</{tag}>", start)
        return self.text[start:end if end >= 0 else len(self.text)].strip()


def parse_request(data: bytes) -> Request:
    """Decode the bytes before the terminator and find the op (never raises)."""
    text = data.decode("utf-8", errors="replace").replace("\x00", "")
    tags = _TAG.finditer(text)
    next(tags, None)  # the envelope, unchecked, as BOINC does
    second = next(tags, None)
    op_raw = ""
    if second is not None:
        content = second.group(1).strip()
        op_raw = content.split()[0] if content else ""
    return Request(text=text, op_raw=op_raw)
