"""The window's GPU exclusion form edits cc_config.xml's text: kept as written, refused when unreadable."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.persist.cc_config import parse_cc_config
from core.persist.cc_config_exclude import add_gpu_exclusion

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared/cc_config.xml")


def test_an_exclusion_is_added_to_the_real_clients_file_and_read_back() -> None:
    before = FIXTURE.read_text()
    after = add_gpu_exclusion(before, "http://127.0.0.1:1/", 1, "fakegpu", "demo_app")
    assert after.startswith(before[:before.rfind("</options>")])  # the volunteer's text is untouched
    cfg, warnings = parse_cc_config(after.encode())
    assert not warnings
    got = [(e.url, e.device_num, e.type, e.app) for e in cfg.options.exclude_gpu]
    assert got == [("http://127.0.0.1:1/", 1, "fakegpu", "demo_app")]


def test_no_file_becomes_one_and_a_file_without_options_gets_them() -> None:
    assert "<options>" in add_gpu_exclusion("", "http://a/")
    out = add_gpu_exclusion("<cc_config><log_flags><task>1</task></log_flags></cc_config>", "http://a/")
    assert "<log_flags><task>1</task></log_flags><options>" in out and "<url>http://a/</url>" in out


def test_text_that_is_not_a_cc_config_is_refused() -> None:
    with pytest.raises(XmlInputError):
        add_gpu_exclusion("<cc_config><options>", "http://a/")
    with pytest.raises(XmlInputError):
        add_gpu_exclusion("<global_preferences/>", "http://a/")
