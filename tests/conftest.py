from __future__ import annotations

import os

# Qt must never need a display in tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No test reaches boinc.berkeley.edu for its project list (core/accounts/project_list_refresh.py).
os.environ.setdefault("BOINC_GUI_PROJECT_LIST_URL", "")
