"""A demo project whose app fails on some jobs, for task-history tests on loopback."""
from __future__ import annotations

from pathlib import Path

from core.demo import DemoConfig, DemoProject

# Every third job (by its input's start number) exits with status 3 before writing output:
# a real computation error, decided by the job's own input so each run fails the same jobs.
FAILING_APP = '''#!/usr/bin/env python3
import sys
with open("in") as f:
    start, end = (int(x) for x in f.read().split()[:2])
if (start // (end - start)) % 3 == 1:
    sys.stderr.write("demo failure: this input is refused\\n")
    sys.exit(3)
count = sum(1 for n in range(max(start, 2), end) if all(n % d for d in range(2, int(n ** 0.5) + 1)))
with open("out", "w") as f:
    f.write(f"{count}\\n")
with open("boinc_finish_called", "w") as f:
    f.write("0\\n")
'''


def failing_app_dir(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    script = directory / "sometimes_fails.py"
    script.write_text(FAILING_APP)
    script.chmod(0o755)
    (directory / "boinc_app.toml").write_text(
        'name = "flaky"\nuser_friendly_name = "Flaky primes"\nversion_num = 102\n'
        'main_program = "sometimes_fails.py"\ninput_open_name = "in"\noutput_open_name = "out"\n'
        'work_kind = "prime_count"\njob_size = 2000\nfpops_per_unit = 5e4\nmax_output_bytes = 1000\n')
    return directory


def flaky_project(tmp: Path, **config: object) -> DemoProject:
    """A started demo project on 127.0.0.1 serving the sometimes-failing app."""
    settings: dict[str, object] = {"request_delay_s": 1.0, "job_size": 2000, "ready_jobs": 4, **config}
    project = DemoProject(tmp / "project", config=DemoConfig(**settings),  # type: ignore[arg-type]
                          app_dir=failing_app_dir(tmp / "app"))
    project.start()
    return project


def server_outcomes(project: DemoProject) -> dict[str, int]:
    """Results the project received: name -> exit status."""
    assert project.store is not None
    with project.store.transaction() as db:
        rows = db.execute("SELECT name, exit_status FROM result WHERE received_time > 0").fetchall()
    return {str(n): int(e) for n, e in rows}
