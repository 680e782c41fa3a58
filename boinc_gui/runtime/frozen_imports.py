"""In the bundle, imports go straight to the module files (issue 36).

PyInstaller's bootstrap puts a finder of its own (``PyiFrozenFinder``, in its
``pyimod02_importers``) in front of every directory of the bundle: each look-up asks the
bundle's PYZ archive first, then Python's own FileFinder. This bundle has no archive (the
modules are plain ``.pyc`` files in ``_internal/``: ``noarchive``, installers/linux/boinc-gui.spec),
so every look-up ends at the FileFinder, after the finder's own Python-level work (it formats
its trace messages whether or not they are shown). Over the 450-odd imports of a start that
was 4-8 ms before the complete window, measured against a bundle without it under Xvfb.

``direct_file_imports``, called first by the window's runtime hook
(installers/common/rthook_code_cache.py), takes that finder out when its archive is empty, so
that Python's FileFinder, which it would have asked anyway, serves every directory directly. A
bundle built with an archive keeps it. Nothing else of PyInstaller's changes.
"""
from __future__ import annotations

import sys


def direct_file_imports() -> bool:
    """Take PyInstaller's finder out of the import system if its archive is empty; True if it was."""
    importers = sys.modules.get("pyimod02_importers")
    finder = getattr(importers, "PyiFrozenFinder", None)
    toc = getattr(getattr(importers, "pyz_archive", None), "toc", None)
    if not isinstance(finder, type) or toc is None or len(toc):
        return False
    hook = getattr(finder, "path_hook", None)  # a class method: equal to the one PyInstaller put in
    sys.path_hooks[:] = [entry for entry in sys.path_hooks if entry != hook]
    for path, cached in list(sys.path_importer_cache.items()):
        if isinstance(cached, finder):
            del sys.path_importer_cache[path]  # made again, by the next hook, at the next import
    return True
