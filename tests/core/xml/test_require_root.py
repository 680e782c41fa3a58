"""A data-directory file whose top element is the wrong one is refused, naming both elements
(core/xml/hardened.require_root, used by the account, statistics, preferences and state readers)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.persist.accounts import read_account_file, read_statistics_file
from core.persist.prefs_file import parse_global_prefs
from core.persist.state_reader import parse_client_state

WRONG = b"<?xml version='1.0'?>\n<cc_config><log_flags/></cc_config>\n"


def test_file_readers_name_the_root_they_found_and_the_one_they_want(tmp_path: Path) -> None:
    path = tmp_path / "account_example.org.xml"
    path.write_bytes(WRONG)
    for read, want in ((read_account_file, "account"), (read_statistics_file, "project_statistics")):
        with pytest.raises(XmlInputError) as caught:
            read(path)
        assert f"root element is <cc_config>, not <{want}>" in str(caught.value)
        assert str(path) in str(caught.value)


def test_document_readers_name_the_root_they_found_and_the_one_they_want() -> None:
    with pytest.raises(XmlInputError, match="root element is <cc_config>, not <global_preferences>"):
        parse_global_prefs(WRONG, source="global_prefs.xml")
    with pytest.raises(XmlInputError, match="root element is <cc_config>, not <client_state>"):
        parse_client_state(WRONG, source="client_state.xml")
