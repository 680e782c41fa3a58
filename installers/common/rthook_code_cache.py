"""PyInstaller runtime hook of the manager window: imports straight to the module files, extension
modules bound lazily, and its code cache and enum builder begun, before anything else.

Custom runtime hooks run before PyInstaller's own, and its PySide6 hook imports PySide6.QtCore
(to check Qt's relocation); begun here, the cache and the builder serve that first import as they
serve the one in ``boinc_gui.app.main`` when the app runs from source
(boinc_gui/runtime/code_cache.py, boinc_gui/runtime/enum_builder.py). PyInstaller's finder,
which this bundle's imports only pass through, is taken out first
(boinc_gui/runtime/frozen_imports.py). Extension modules imported from then on, PySide6's first,
are bound on each function's first call (boinc_gui/runtime/dynamic_loading.py), as from source.
"""


def _begin() -> None:
    try:
        from boinc_gui.runtime.frozen_imports import direct_file_imports

        direct_file_imports()
    except Exception:  # noqa: BLE001 - without it the imports go through PyInstaller's finder, as they did
        pass
    try:
        from boinc_gui.runtime.dynamic_loading import bind_lazily

        bind_lazily()
    except Exception:  # noqa: BLE001 - without it PySide6 is bound as Python binds it, all at once
        pass
    try:
        from boinc_gui.runtime import code_cache, enum_builder

        code_cache.begin(code_cache.user_cache_dir())
        enum_builder.install()
    except Exception:  # noqa: BLE001 - without the cache the app starts as it always did
        pass


_begin()
del _begin
