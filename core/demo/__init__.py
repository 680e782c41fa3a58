"""The embedded demo project: a BOINC-protocol project server on loopback.

``DemoProject`` (server.py) serves a master page, a scheduler, downloads and
uploads for one application directory, signs the app with its own key, makes
jobs (plain, or chained for workunit affinity), validates results, grants
credit, and steers files it stores on hosts (store, delete, send back). See
docs/demo-project.md.
"""
from __future__ import annotations

from core.demo.appdir import AppDescription, AppDirError, load_app_dir
from core.demo.scheduler import DemoConfig
from core.demo.server import DEFAULT_APP_DIR, DemoProject
from core.policy.work_send import WorkSendPolicy

__all__ = ["DEFAULT_APP_DIR", "AppDescription", "AppDirError", "DemoConfig", "DemoProject", "WorkSendPolicy",
           "load_app_dir"]
