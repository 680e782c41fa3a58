"""A demo project whose every task fails for real (the app exits with status 1), for alert tests."""
from __future__ import annotations

from pathlib import Path

from core.demo import DemoConfig, DemoProject

FAILING_APP = '''#!/usr/bin/env python3
"""Fail as a science application does: say why on stderr and finish with a non-zero status."""
import sys
sys.stderr.write("cannot read the input: simulated corruption\\n")
with open("boinc_finish_called", "w") as f:
    f.write("1\\n")
sys.exit(1)
'''


def failing_project(tmp: Path) -> DemoProject:
    """The demo project serving an app whose every task ends in a computation error."""
    app = tmp / "failing_app"
    app.mkdir()
    (app / "fail.py").write_text(FAILING_APP)
    (app / "fail.py").chmod(0o755)
    (app / "boinc_app.toml").write_text(
        'name = "fails"\nuser_friendly_name = "Always fails"\nversion_num = 100\nmain_program = "fail.py"\n'
        'input_open_name = "in"\noutput_open_name = "out"\nwork_kind = "prime_count"\njob_size = 1000\n'
        "fpops_per_unit = 5e4\nmax_output_bytes = 1000\n")
    project = DemoProject(tmp / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=6, report_immediately=False))
    project.start()
    return project
