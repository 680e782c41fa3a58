"""Identifier types, so a project URL is never confused with a result name."""
from __future__ import annotations

from typing import NewType

ProjectUrl = NewType("ProjectUrl", str)
"""A project's canonical master URL; the key of everything a project owns."""

ResultName = NewType("ResultName", str)
WorkunitName = NewType("WorkunitName", str)
AppName = NewType("AppName", str)
FileName = NewType("FileName", str)

ResultKey = tuple[ProjectUrl, ResultName]
"""Result names are unique within a project only, so results are keyed by both."""

FileKey = tuple[ProjectUrl, FileName]
WorkunitKey = tuple[ProjectUrl, WorkunitName]
AppKey = tuple[ProjectUrl, AppName]
