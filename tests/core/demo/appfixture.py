"""A tiny application directory for demo-project tests: a non-API Python prime counter."""
from __future__ import annotations

from pathlib import Path

APP_SCRIPT = '''#!/usr/bin/env python3
"""Count primes in [start, end) read from "in"; write the count to "out"."""
import math

with open("in") as f:
    start, end = (int(x) for x in f.read().split()[:2])
count = 0
for n in range(max(start, 2), end):
    if n < 4:
        count += 1
        continue
    if n % 2 == 0:
        continue
    for d in range(3, math.isqrt(n) + 1, 2):
        if n % d == 0:
            break
    else:
        count += 1
with open("out", "w") as f:
    f.write(f"{count}\\n")
# A non-API app must leave this marker or the client restarts it as a premature exit.
with open("boinc_finish_called", "w") as f:
    f.write("0\\n")
'''


def make_prime_app(directory: Path, job_size: int = 2000, version_num: int = 100) -> Path:
    """Write the app and its boinc_app.toml into ``directory``; return it."""
    directory.mkdir(parents=True, exist_ok=True)
    script = directory / "primes.py"
    script.write_text(APP_SCRIPT)
    script.chmod(0o755)
    (directory / "boinc_app.toml").write_text(
        'name = "primes"\n'
        'user_friendly_name = "Prime counter (test)"\n'
        f"version_num = {version_num}\n"
        'main_program = "primes.py"\n'
        'input_open_name = "in"\n'
        'output_open_name = "out"\n'
        'work_kind = "prime_count"\n'
        f"job_size = {job_size}\n"
        "fpops_per_unit = 5e4\n"
        "max_output_bytes = 1000\n"
    )
    return directory
