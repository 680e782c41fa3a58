"""What every platform's PyInstaller spec shares: the data files and what to leave out.

The specs (installers/linux/boinc-gui.spec, installers/windows/boinc-gui.spec,
installers/macos/boinc-gui.spec) put this directory on sys.path and import it.

PySide6 modules the manager really imports (checked by importing every
boinc_gui module and listing sys.modules): QtCore, QtGui, QtWidgets, QtNetwork
(single instance), QtCharts (Disk tab), and for pyqtgraph 0.14 QtOpenGL and
QtOpenGLWidgets (pyqtgraph.Qt.OpenGLHelpers imports them unconditionally).
pyqtgraph also tries QtSvg and QtTest but runs without them (FailedImport
stand-ins), so they are left out. The SVG icons need only Qt's svg image-format and
icon-engine plugins (and libQt6Svg, which they pull in as a binary), which the
QtGui hook collects.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTRY_GUI = str(ROOT / "installers" / "common" / "boinc_gui_main.py")
ENTRY_CORE = str(ROOT / "installers" / "common" / "boinc_core_main.py")
APP_NAME = "boinc-gui"
CORE_NAME = "boinc-core"

# boinc_gui/icons.py, theme.py, app.py and core/demo/server.py find resources/ as
# Path(__file__).parents[1 or 2] / "resources"; frozen, __file__ is
# <bundle>/_internal/<package>/<module>.pyc, so resources/ goes to _internal/resources.
# resources/testapp (C sources for the tests) stays out.
DATAS = [
    (str(ROOT / "resources" / sub), f"resources/{sub}")
    for sub in ("icons", "styles", "scenarios", "demo_app")
] + [
    # The window's catalogues, built by `make translations` (dist depends on it).
    (str(ROOT / "resources" / "translations" / "*.qm"), "resources/translations"),
] + [(str(ROOT / "docs"), "docs")]  # Help > boinc-gui help (F1) opens docs/index.md

# pyqtgraph.Qt.OpenGLHelpers imports these with importlib, out of the analysis' sight.
HIDDEN_IMPORTS = ["PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"]
# The window's own runtime hook, run before PyInstaller's (whose PySide6 hook imports PySide6).
GUI_RUNTIME_HOOKS = [str(ROOT / "installers" / "common" / "rthook_code_cache.py")]

_UNUSED_QT = [
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCanvasPainter", "QtConcurrent", "QtDataVisualization",
    "QtDBus", "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer",
    "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc",
    "QtPdf", "QtPdfWidgets", "QtPositioning",
    "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets",
    "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
]

EXCLUDES = [f"PySide6.{m}" for m in _UNUSED_QT] + [
    # Other Qt bindings pyqtgraph would look for, and things nothing here runs.
    "PyQt5", "PyQt6", "PySide2", "tkinter", "_tkinter", "matplotlib", "scipy", "IPython",
    "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "pyqtgraph.canvas",
    "OpenGL", "pytest", "_pytest", "hypothesis", "mypy", "pytestqt", "setuptools",
    "pip", "pydoc_data", "lib2to3", "test", "unittest.test",
    # lxml parts nothing here uses (core/xml uses lxml.etree only).
    "lxml.objectify", "lxml.html", "lxml.isoschematron", "lxml.html.clean",
    # concurrent.futures' process pool: nothing here uses one (the engine starts
    # applications with subprocess).
    "concurrent.futures.process",
    # httpx's async half: the engine's HTTP is synchronous. httpcore imports anyio when it can
    # (httpcore/_synchronization.py, for async locks only), and anyio's lazy importer reads its
    # own source, which a bundle does not carry, so there it imported all of anyio (some 40
    # modules, 2.2 MB of the window's idle memory) at the first project-list fetch or scheduler
    # request.
    "anyio", "sniffio", "trio",
]
# multiprocessing stays in: pyqtgraph imports it (pyqtgraph/__init__ -> RemoteGraphicsView
# -> multiprocess.parallelizer), and without it the Statistics tab could not be built
# (issue 36). Its PyInstaller runtime hook, which would import it at every start before
# anything else (14 ms, issue 20), is left out instead: it prepares multiprocessing's child
# processes, and nothing here starts one. tests/gui/test_bundle_excludes.py opens every tab
# with these modules blocked. PyInstaller's pkgutil hook imports pkgutil at every start (about
# 1 ms before the window, issue 36) to teach pkgutil.iter_modules its archive; nothing here lists
# a package's modules, and the modules are plain files beside it anyway (noarchive).
RUNTIME_HOOKS_LEFT_OUT = ("pyi_rth_multiprocessing", "pyi_rth_pkgutil")


def scripts(entries):
    """An Analysis' scripts (the entry point and the runtime hooks) less RUNTIME_HOOKS_LEFT_OUT."""
    return [e for e in entries if e[0] not in RUNTIME_HOOKS_LEFT_OUT]

# Shared libraries and plugins the excludes above do not reach (the PySide6 hooks
# collect plugin directories whole). Matched against the destination path.
DROP_BINARIES = (
    "libQt6WebEngine", "libQt6Quick", "libQt6Qml", "libQt63D", "libQt6Multimedia",
    "libQt6Pdf", "libQt6Designer", "libQt6Bluetooth", "libQt6Positioning", "libQt6Location",
    "libQt6Sensors", "libQt6SerialPort", "libQt6Sql", "libQt6VirtualKeyboard",
    "Qt6WebEngine", "Qt6Quick", "Qt6Qml", "Qt63D", "Qt6Multimedia", "Qt6Pdf",
    "plugins/sqldrivers", "plugins/multimedia", "plugins/qmltooling",
    "plugins/position", "plugins/sensors", "plugins/virtualkeyboard",
    "plugins/platforminputcontexts/libqtvirtualkeyboardplugin",
    "plugins/imageformats/libqpdf", "plugins/printsupport",
    # Qt plugins for places the manager does not run (embedded framebuffers, VNC,
    # evdev input, compositor-side Wayland), network-information backends it does not
    # ask for, image formats it does not read (its icons are SVG), and the GTK3 theme
    # (it would drag in cairo, pango and GTK's own libraries).
    "plugins/egldeviceintegrations", "plugins/generic", "plugins/networkinformation",
    "plugins/platforms/libqeglfs", "plugins/platforms/libqlinuxfb", "plugins/platforms/libqminimal",
    "plugins/platforms/libqvnc", "plugins/platforms/libqvkkhrdisplay",
    "plugins/platformthemes/libqgtk3", "libQt6EglFS", "libQt6EglFsKmsSupport",
    "plugins/wayland-graphics-integration-client/libdmabuf-server",
    "plugins/wayland-graphics-integration-client/libdrm-egl-server",
    "plugins/wayland-graphics-integration-client/libshm-emulation-server",
    "plugins/wayland-graphics-integration-client/libvulkan-server",
    "plugins/wayland-shell-integration/libivi-shell", "plugins/wayland-shell-integration/libfullscreen-shell",
    "plugins/wayland-shell-integration/libwl-shell", "libQt6WlShellIntegration",
    "plugins/imageformats/libqtiff", "plugins/imageformats/libqwebp", "plugins/imageformats/libqtga",
    "plugins/imageformats/libqwbmp", "plugins/imageformats/libqicns",
)

# Of Qt's own translations only qtbase_*.qm is read (boinc_gui/i18n.py installs it for the
# window's language: Qt's standard buttons and dialogs); the other modules' are not.
QT_TRANSLATIONS = "Qt/translations/"
QT_TRANSLATIONS_KEPT = "qtbase_"


def keep(entries):
    """The TOC entries (dest, source, kind) whose destination is not dropped."""
    return [e for e in entries if not any(d in e[0].replace("\\", "/") for d in DROP_BINARIES)
            and not _unused_qt_translation(e[0].replace("\\", "/"))]


def _unused_qt_translation(dest):
    if QT_TRANSLATIONS not in dest:
        return False
    return not dest.rsplit("/", 1)[-1].startswith(QT_TRANSLATIONS_KEPT)


def unreachable(binaries, roots=("PySide6", "lib")):
    """Shared libraries (not Python extensions) no kept entry needs any more.

    Dropping a plugin leaves behind the system libraries only it pulled in (libqgtk3
    brings cairo, pango, atk...). Walks DT_NEEDED from every extension module, Qt
    plugin and Qt library still kept, and returns the names of top-level .so files
    nobody reaches. Linux only (uses the ELF headers via PyInstaller's own reader)."""
    import os

    from PyInstaller.depend.bindepend import get_imports

    by_name = {}
    for dest, src, _kind in binaries:
        by_name.setdefault(os.path.basename(dest), (dest, src))
    top = {os.path.basename(d) for d, _s, _k in binaries if "/" not in d.replace("\\", "/")}
    seen = set()
    todo = [(d, s) for d, s, _k in binaries if "/" in d.replace("\\", "/") or d.startswith("libpython")
            or ".cpython-" in d or d.endswith(".abi3.so")]
    while todo:
        dest, src = todo.pop()
        if dest in seen:
            continue
        seen.add(dest)
        try:
            needed = get_imports(src)
        except Exception:  # noqa: BLE001 - unreadable file: keep what it might need
            continue
        for name, _path in needed:
            hit = by_name.get(os.path.basename(name))
            if hit and hit[0] not in seen:
                todo.append(hit)
    return {name for name in top if by_name[name][0] not in seen}
