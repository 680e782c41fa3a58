"""Table-driven mapping between dataclass fields and BOINC's flat XML elements.

BOINC's files are lists of ``<tag>value</tag>`` lines inside a record element.
A ``Field`` says which tag holds which attribute and how it is written
(``%f`` floats, ``0/1`` booleans, ``<flag/>`` only when true, blocks with the text
on its own lines). ``write_fields`` appends lines to a list of strings (fast
enough for 10,000 results); ``read_fields`` fills an object from an lxml element,
collecting a warning (with the line number) for each value it cannot use, and
hands back the children it does not know so the caller can handle the special
ones and ignore the rest, as BOINC does.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any

from lxml import etree

# Characters XML 1.0 cannot carry; an app's stderr can hold any of them, and one
# would make the whole state file unreadable.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean(text: str) -> str:
    """``text`` with characters XML cannot hold replaced by U+FFFD; CR kept as LF."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _NOT_XML.sub("\ufffd", text)


_NEEDS_WORK = re.compile("[&<>\r\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def esc(text: str) -> str:
    """Element text, escaped and cleaned."""
    if _NEEDS_WORK.search(text) is None:
        return text
    return clean(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def cdata(text: str) -> str:
    """``text`` as CDATA section(s); ``]]>`` inside is split across two sections."""
    return "<![CDATA[" + clean(text).replace("]]>", "]]]]><![CDATA[>") + "]]>"


def fmt_float(value: float) -> str:
    """BOINC's ``%f`` for whole numbers; the shortest exact form otherwise.

    ``%f`` alone would round 1e-7 to 0 and lose digits of large values; strtod
    in the real client reads both forms.
    """
    if value == 0:
        return "0.000000"
    if -1e15 < value < 1e15 and value % 1.0 == 0.0:
        return f"{value:.6f}"
    return repr(float(value))


def scalar_text(value: object, float_text: Callable[[float], str] = fmt_float) -> str:
    """A setting's value as element text: a bool as 1/0, an int as is, a float by ``float_text``,
    anything else as escaped text."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return float_text(value)
    return esc(str(value))


class Kind(Enum):
    STR = "str"  # always written
    OSTR = "ostr"  # written if non-empty
    BLOCK = "block"  # text on its own lines, written if non-empty
    FLOAT = "float"
    OFLOAT = "ofloat"  # written if non-zero
    INT = "int"
    OINT = "oint"  # written if non-zero
    BOOL01 = "bool01"  # 0 or 1
    FLAG = "flag"  # <tag/> if true, absent if false


@dataclass(frozen=True, slots=True)
class Field:
    tag: str
    attr: str
    kind: Kind
    enum: type[IntEnum] | None = None  # convert ints read back to this enum
    read: bool = True  # False: written for other readers, ignored on read (as BOINC)


def _piece(f: Field, indent: str) -> str:
    """Field ``f`` of object ``o`` as a piece of one f-string (see ``record_writer``).

    Tags are identifiers and the indent is spaces, so the literal parts need no
    escaping beyond the newline; optional fields are an expression that yields ''.
    """
    attr = f"o.{f.attr}"
    head, close = f"{indent}<{f.tag}>", f"</{f.tag}>"
    tail = close + "\\n"  # in the literal part of the f-string
    kind = f.kind
    if kind is Kind.FLOAT:
        return f"{head}{{ff({attr})}}{tail}"
    if kind is Kind.STR:
        return f"{head}{{esc({attr})}}{tail}"
    if kind is Kind.INT:
        return f"{head}{{int({attr})}}{tail}"
    if kind is Kind.BOOL01:
        return f"{head}{{'1' if {attr} else '0'}}{tail}"
    # Optional fields: an expression part, where Python 3.11 allows no backslash (NL is "\n").
    if kind is Kind.FLAG:
        return f"{{'{indent}<{f.tag}/>' + NL if {attr} else ''}}"
    if kind is Kind.OFLOAT:
        return f"{{'{head}' + ff({attr}) + '{close}' + NL if {attr} else ''}}"
    if kind is Kind.OSTR:
        return f"{{'{head}' + esc({attr}) + '{close}' + NL if {attr} else ''}}"
    if kind is Kind.OINT:
        return f"{{'{head}' + str(int({attr})) + '{close}' + NL if {attr} else ''}}"
    return f"{{'{head}' + NL + esc({attr}) + NL + '{close}' + NL if {attr} else ''}}"


_WRITERS: dict[tuple[int, str], tuple[Sequence[Field], Callable[[Any], str]]] = {}


def record_writer(fields: Sequence[Field], indent: str = "    ") -> Callable[[Any], str]:
    """A function rendering ``fields`` of one object as one string, compiled once per table.

    One f-string per record instead of a loop over fields, or a chain of ``+``
    that copies the growing string at every field: the state file of 10,000
    results is written several times faster this way.
    """
    # Keyed by identity (hashing the table each call cost more than writing); the
    # table is kept in the value so its id cannot be reused while cached.
    key = (id(fields), indent)
    cached = _WRITERS.get(key)
    if cached is not None and cached[0] is fields:
        return cached[1]
    if indent.strip(" "):
        raise ValueError(f"indent must be spaces, not {indent!r}")
    for f in fields:
        if not (f.tag.isidentifier() and f.attr.isidentifier()):
            raise ValueError(f"bad field {f}")
    body = "".join(_piece(f, indent) for f in fields)
    namespace: dict[str, Any] = {"ff": fmt_float, "esc": esc, "NL": "\n"}
    exec(f'def _write(o):\n    return f"{body}"\n', namespace)  # our own tables only, never outside text
    writer: Callable[[Any], str] = namespace["_write"]
    _WRITERS[key] = (fields, writer)
    return writer


def write_fields(out: list[str], obj: object, fields: Sequence[Field], indent: str = "    ") -> None:
    """Append the lines of ``obj``'s fields to ``out``, in table order."""
    out.append(record_writer(fields, indent)(obj))


def _enum_converter(enum: type[IntEnum]) -> Callable[[str], Any]:
    return lambda text: enum(parse_int(text))


def converter(f: Field) -> Callable[[str], Any]:
    kind = f.kind
    if kind in (Kind.STR, Kind.OSTR, Kind.BLOCK):
        return str
    if kind in (Kind.FLOAT, Kind.OFLOAT):
        return parse_number
    if kind in (Kind.FLAG, Kind.BOOL01):
        return parse_bool
    if f.enum is not None:
        return _enum_converter(f.enum)
    return parse_int


def index(fields: Iterable[Field]) -> dict[str, tuple[str, Callable[[str], Any]]]:
    """Tag → (attribute, converter), for ``read_fields``; write-only fields are left out."""
    return {f.tag: (f.attr, converter(f)) for f in fields if f.read}


def text_of(el: etree._Element) -> str:
    """All text inside ``el`` (CDATA included), stripped as BOINC's parse_str does."""
    if len(el):
        return "".join(el.itertext()).strip()
    return (el.text or "").strip()


def parse_bool(text: str) -> bool:
    """``<x/>`` and ``<x>1</x>`` are true, ``<x>0</x>`` false (BOINC's parse_bool)."""
    if not text:
        return True
    return int(parse_number(text)) != 0


def parse_number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text!r} is not a finite number")
    return value


def number_or(text: str, default: float = 0.0) -> float:
    """``text`` as a finite number, or ``default`` (empty, not a number, infinite or NaN)."""
    try:
        value = float(text)
    except ValueError:
        return default
    return value if math.isfinite(value) else default


def parse_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return int(parse_number(text))


def read_fields(
    el: etree._Element,
    obj: object,
    by_tag: Mapping[str, tuple[str, Callable[[str], Any]]],
    warnings: list[str],
    source: str,
) -> list[etree._Element]:
    """Set ``obj``'s attributes from ``el``'s children; return the children not in the table.

    A value that cannot be converted leaves the attribute as it was and adds a
    warning naming the source, line and element.
    """
    rest: list[etree._Element] = []
    for child in el:
        tag = child.tag
        entry = by_tag.get(tag)
        if entry is None:
            if isinstance(tag, str):
                rest.append(child)
            continue
        text = child.text
        text = text_of(child) if text is None or len(child) else text.strip()
        attr, convert = entry
        try:
            setattr(obj, attr, convert(text))
        except (ValueError, OverflowError):
            warnings.append(
                f"{source}, line {child.sourceline or 0}, <{el.tag}><{tag}>: "
                f"unusable value {text[:40]!r}; kept {getattr(obj, attr)!r}"
            )
    return rest


def last_child(el: etree._Element, tag: str) -> etree._Element | None:
    """The last child named ``tag``: BOINC's parsers assign as they read, so the last of a
    repeated scalar element wins."""
    found = None
    for found in el.iterchildren(tag):  # noqa: B007 -- the loop leaves the last child in it (last wins)
        pass
    return found


def child_text(el: etree._Element, tag: str) -> str:
    """Text of the last child named ``tag`` ("" if none)."""
    found = last_child(el, tag)
    return "" if found is None else text_of(found)
