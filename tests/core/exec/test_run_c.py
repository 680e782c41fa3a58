"""Progress, suspend/resume, quit/restart and finish with the C test app built against libboinc."""
from __future__ import annotations

import pytest

from tests.core.exec.run_cases import (  # noqa: F401  (imported tests and fixture are used here)
    app_path,
    test_progress_from_shmem_and_finish,
    test_quit_and_restart_from_checkpoint,
    test_suspend_stops_cpu_and_resume_continues,
)

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def kind() -> str:
    return "c"
