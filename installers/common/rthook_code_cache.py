"""PyInstaller runtime hook of the manager window: its code cache and enum builder begun before
anything else.

Custom runtime hooks run before PyInstaller's own, and its PySide6 hook imports PySide6.QtCore
(to check Qt's relocation); begun here, the cache and the builder serve that first import as they
serve the one in ``boinc_gui.app.main`` when the app runs from source
(boinc_gui/runtime/code_cache.py, boinc_gui/runtime/enum_builder.py).
"""


def _begin() -> None:
    try:
        from boinc_gui.runtime import code_cache, enum_builder

        code_cache.begin(code_cache.user_cache_dir())
        enum_builder.install()
    except Exception:  # noqa: BLE001 - without the cache the app starts as it always did
        pass


_begin()
del _begin
