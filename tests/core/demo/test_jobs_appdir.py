"""The validator's prime count and the app-directory description rules."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.demo import AppDirError, load_app_dir
from core.demo.jobs import check_output, count_primes
from tests.core.demo.appfixture import make_prime_app


def _naive(a: int, b: int) -> int:
    return sum(1 for n in range(max(a, 2), b) if all(n % d for d in range(2, int(n**0.5) + 1)))


@pytest.mark.parametrize("a,b", [(0, 2), (0, 3), (0, 100), (97, 98), (1000, 1200), (10**6, 10**6 + 500), (5, 5)])
def test_count_primes_matches_naive(a: int, b: int) -> None:
    assert count_primes(a, b) == _naive(a, b)


def test_check_output(tmp_path: Path) -> None:
    out = tmp_path / "o"
    out.write_text("25\n")
    assert check_output("prime_count", 0, 100, out)[0]
    out.write_text("24\n")
    assert not check_output("prime_count", 0, 100, out)[0]
    out.write_text("x\n")
    assert not check_output("prime_count", 0, 100, out)[0]
    assert not check_output("prime_count", 0, 100, tmp_path / "missing")[0]
    assert check_output("any_output", 0, 0, out)[0]


def test_app_dir_description_and_refusals(tmp_path: Path) -> None:
    d = make_prime_app(tmp_path / "app", job_size=123)
    desc = load_app_dir(d)
    assert (desc.name, desc.main_program, desc.job_size, desc.files) == ("primes", "primes.py", 123, ("primes.py",))
    assert desc.physical_name("primes.py") == "primes_100_primes.py"
    assert desc.api_version == ""
    (d / "boinc_app.toml").write_text('main_program = "primes.py"\napi_version = "7.20.0"\n')
    assert load_app_dir(d).api_version == "7.20.0"
    (d / "boinc_app.toml").write_text('main_program = "primes.py"\napi_version = "7.20</api_version>"\n')
    with pytest.raises(AppDirError):
        load_app_dir(d)
    (d / "boinc_app.toml").write_text('main_program = "../evil"\n')
    with pytest.raises(AppDirError):
        load_app_dir(d)
    (d / "boinc_app.toml").write_text('files = ["missing.bin"]\nmain_program = "primes.py"\n')
    with pytest.raises(AppDirError):
        load_app_dir(d)
    (d / "boinc_app.toml").write_text("not toml [")
    with pytest.raises(AppDirError):
        load_app_dir(d)
    with pytest.raises(AppDirError):
        load_app_dir(tmp_path / "nothing")
