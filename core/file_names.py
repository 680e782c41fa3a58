"""The one check of a name a server or a state file gives us before it names a file.

A project file, workunit, task or app name that came from outside (a scheduler reply,
an upload request, a client_state.xml) only ever becomes one path component inside a
directory the client chose. BOINC's ``is_valid_filename`` refuses control characters,
``..`` and a leading ``/``, and its client refuses ``..`` when it parses a file; this
check is stricter, and it is the only one (the scheduler-reply merge, the state reader,
the transfer client, the disk manager's deletions and the demo data server all ask it),
so that a name the reply accepted is never refused later by the download or the disk:
- any path separator, and a drive letter, so no name walks out of its directory;
- ``%`` (BOINC's rule: escaped names are ambiguous on the server);
- a leading dot (``.``, hidden files) and ``:`` (Windows drive letters and NTFS
  alternate streams; a bundle of this client may run there);
- control characters, DEL included, which confuse shells and log lines;
- names over the common file-system limit of one component.
Reads and writes nothing.
"""
from __future__ import annotations

MAX_FILE_NAME_LEN = 255
"""Longest name accepted (the common file-system limit for one component)."""


def file_name_problem(name: str) -> str | None:
    """Why ``name`` may not name a file in a directory of ours, or None if it may."""
    if not name:
        return "empty name"
    if len(name) > MAX_FILE_NAME_LEN:
        return f"name longer than {MAX_FILE_NAME_LEN} characters"
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "absolute path"
    if "/" in name or "\\" in name:
        return "name contains a path separator"
    if ".." in name:
        return "name contains '..'"
    if "%" in name:
        return "name contains '%'"
    if name.startswith("."):
        return "name starts with '.'"
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        return "name contains a control character"
    if ":" in name:
        return "name contains ':'"
    return None
