"""The tree stays lint-clean (ruff, configured in pyproject.toml): its verdict is part of the suite.

And every ``noqa`` that silences a rule says why, after its codes (``# noqa: B023 -- called
within this iteration``): a bare one hides a finding without telling the next reader whether it
was looked at. ruff itself refuses a ``noqa`` without codes (PGH004) and one no rule needs (RUF100).
"""
from __future__ import annotations

import importlib.util
import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

LINTED = ("core", "boinc_gui", "tests", "bench", "installers", "resources")

NOQA = re.compile(r"#\s*noqa\b(?::\s*[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)?(?P<why>.*)$", re.IGNORECASE)


def _python_files() -> list[Path]:
    return [path for top in LINTED for path in sorted((ROOT / top).rglob("*.py"))]


def unjustified_noqa(source: str) -> list[tuple[int, str]]:
    """(line, comment) of each ``noqa`` comment with nothing said after its codes."""
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type != tokenize.COMMENT:
            continue
        m = NOQA.search(tok.string)
        if m is not None and not m.group("why").strip(" -—–:;()"):
            found.append((tok.start[0], tok.string))
    return found


def test_the_justification_check_tells_a_reason_from_none() -> None:
    assert unjustified_noqa("x = 1  # noqa: E501\n") == [(1, "# noqa: E501")]
    assert unjustified_noqa("import os  # noqa\n") == [(1, "# noqa")]
    assert unjustified_noqa("x = 1  # noqa: E501, B023 --\n") == [(1, "# noqa: E501, B023 --")]
    assert unjustified_noqa("x = 1  # noqa: E501 -- a table row\n") == []
    assert unjustified_noqa("x = 1  # noqa: A002 (http.server's name)\n") == []
    assert unjustified_noqa("s = '# noqa: E501'\n") == []  # a string, not a comment


@pytest.mark.slow
def test_the_tree_passes_ruff() -> None:
    if importlib.util.find_spec("ruff") is None:
        pytest.fail("ruff is not installed: `make test` installs it (pip install -e '.[test]')")
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", *LINTED],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_every_noqa_says_why() -> None:
    bare = [f"{path.relative_to(ROOT)}:{line}: {comment}"
            for path in _python_files() for line, comment in unjustified_noqa(path.read_text(encoding="utf-8"))]
    assert not bare, "a noqa without a reason after its codes:\n" + "\n".join(bare)
