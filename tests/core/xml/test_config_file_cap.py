"""Local configuration files are capped before they are read (issue 16, item 7).

A 200 MB cc_config.xml took the client from 49 to 460 MB: the reader loaded the whole
file and only then compared its size with the parser's cap. ``read_capped`` checks
the size of the opened file first and never reads more than the cap; cc_config.xml
is read under ``MAX_CONFIG_FILE_BYTES`` (1 MiB). The memory test runs the reader in
a fresh interpreter and compares its peak resident size before and after.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.persist.cc_config import read_cc_config
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml_file, read_capped

REPO = Path(__file__).resolve().parents[3]
MB = 1024 * 1024

_MEASURE = """
import json, resource, sys
from pathlib import Path
from core.persist.cc_config import read_cc_config
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
cc, warnings = read_cc_config(Path(sys.argv[1]))
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"peak_growth_kib": after - before, "warnings": warnings,
                  "max_file_xfers": cc.options.max_file_xfers}))
"""


def _write_big_cc_config(path: Path, size: int) -> None:
    """A well-formed cc_config.xml of ``size`` bytes: one real option and a huge comment."""
    head = b"<cc_config>\n<options><max_file_xfers>3</max_file_xfers></options>\n<!--"
    tail = b"-->\n</cc_config>\n"
    chunk = b"x" * MB
    with open(path, "wb") as f:
        f.write(head)
        left = size - len(head) - len(tail)
        while left > 0:
            f.write(chunk[:left])
            left -= len(chunk)
        f.write(tail)


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss is in KiB on Linux only")
def test_200_mb_cc_config_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "cc_config.xml"
    _write_big_cc_config(path, 200 * MB)
    assert path.stat().st_size == 200 * MB
    proc = subprocess.run([sys.executable, "-c", _MEASURE, str(path)], cwd=REPO, capture_output=True,
                          timeout=120, check=True)
    out = json.loads(proc.stdout)
    # Reading the file at all would add 200 MB to the peak; refusing it adds next to nothing.
    assert out["peak_growth_kib"] < 8 * 1024, out
    assert out["max_file_xfers"] == 8  # BOINC's default: nothing of the refused file was used
    [warning] = out["warnings"]
    assert str(path) in warning
    assert f"the file is {200 * MB} bytes, over the {MAX_CONFIG_FILE_BYTES}-byte limit" in warning
    assert warning.endswith("using defaults")


def test_cc_config_at_the_cap_is_read(tmp_path: Path) -> None:
    path = tmp_path / "cc_config.xml"
    _write_big_cc_config(path, MAX_CONFIG_FILE_BYTES)
    cc, warnings = read_cc_config(path)
    assert cc.options.max_file_xfers == 3 and warnings == []
    _write_big_cc_config(path, MAX_CONFIG_FILE_BYTES + 1)
    cc, warnings = read_cc_config(path)
    assert cc.options.max_file_xfers == 8 and "over the" in warnings[0]


def test_devices_and_pipes_are_refused_unread(tmp_path: Path) -> None:
    link = tmp_path / "cc_config.xml"
    link.symlink_to("/dev/zero")  # an endless file: reading it "until the end" never ends
    with pytest.raises(XmlInputError, match="not a regular file") as info:
        read_capped(link)
    assert str(link) in str(info.value)
    fifo = tmp_path / "global_prefs_override.xml"
    os.mkfifo(fifo)  # no writer: a plain open() would wait for ever
    with pytest.raises(XmlInputError, match="not a regular file"):
        parse_xml_file(fifo)


def test_small_cap_names_file_and_cap(tmp_path: Path) -> None:
    path = tmp_path / "app_config.xml"
    path.write_bytes(b"<app_config/>" + b" " * 100)
    assert read_capped(path, 113) == path.read_bytes()
    with pytest.raises(XmlInputError) as info:
        parse_xml_file(path, cap=112)
    assert str(info.value) == f"{path}: refused: the file is 113 bytes, over the 112-byte limit for this file"
    with pytest.raises(XmlInputError, match="cannot read"):
        read_capped(tmp_path / "missing.xml")
