"""File-name checks shared by the transfer client and the demo data server.

A file name that came from a server (scheduler reply, upload request) is only
ever used as a single path component inside a directory the caller chose. The
check here is stricter than BOINC's ``is_valid_filename`` (which refuses ``..``,
``%`` and a leading ``/``): it also refuses any path separator, NUL and other
control characters, a leading dot and over-long names, so that no name can walk
out of its directory, hide itself, or confuse a shell or a log line.
Reads and writes nothing.
"""
from __future__ import annotations

MAX_FILE_NAME_LEN = 255
"""Longest name accepted (the common file-system limit for one component)."""


def file_name_problem(name: str) -> str | None:
    """Return why ``name`` is not an acceptable single file name, or None if it is."""
    if not name:
        return "empty file name"
    if len(name) > MAX_FILE_NAME_LEN:
        return f"file name longer than {MAX_FILE_NAME_LEN} characters"
    if "/" in name or "\\" in name:
        return "file name contains a path separator"
    if ".." in name:
        return "file name contains '..'"
    if "%" in name:
        return "file name contains '%'"
    if name.startswith("."):
        return "file name starts with '.'"
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        return "file name contains a control character"
    if ":" in name:
        # Drive letters and NTFS alternate streams on Windows.
        return "file name contains ':'"
    return None
