from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.xml import parse_xml, parse_xml_file


def test_parses_plain_document() -> None:
    root = parse_xml(b"<a><b>1</b></a>")
    assert root.findtext("b") == "1"


def test_malformed_names_source_and_line() -> None:
    with pytest.raises(XmlInputError) as info:
        parse_xml(b"<a>\n<b>\n</a>", source="reply")
    assert info.value.line == 3
    assert "reply" in str(info.value)


def test_entity_declarations_refused() -> None:
    bomb = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><x>&b;</x>'
    with pytest.raises(XmlInputError, match="entities"):
        parse_xml(bomb)


def test_external_entity_never_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    doc = f'<!DOCTYPE x SYSTEM "file://{secret}"><x>&xxe;</x>'.encode()
    try:
        root = parse_xml(doc, recover=True)
    except XmlInputError:
        return
    assert "TOP-SECRET" not in (root.text or "")


def test_recover_mode_tolerates_unescaped_ampersand() -> None:
    root = parse_xml(b"<reply><message>Tom & Jerry</message></reply>", recover=True)
    assert root.tag == "reply"


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(XmlInputError, match="cannot read"):
        parse_xml_file(tmp_path / "nope.xml")
