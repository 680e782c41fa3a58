"""PyInstaller runtime hook of the manager window: its code cache begun before anything else.

Custom runtime hooks run before PyInstaller's own, and its PySide6 hook imports PySide6.QtCore
(to check Qt's relocation); begun here, the cache serves that first import as it serves the one
in ``boinc_gui.app.main`` when the app runs from source (boinc_gui/runtime/code_cache.py).
"""


def _begin() -> None:
    try:
        from boinc_gui.runtime import code_cache

        code_cache.begin(code_cache.user_cache_dir())
    except Exception:  # noqa: BLE001 - without the cache the app starts as it always did
        pass


_begin()
del _begin
