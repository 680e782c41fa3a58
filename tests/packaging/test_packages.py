"""What the .deb and the tarball hold, checked with dpkg and the freedesktop validators."""
from __future__ import annotations

import configparser
import os
import struct
import subprocess
from pathlib import Path

import pytest

from tests.packaging.conftest import METAINFO_ID, VERSION, Packages, dpkg_install, need

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path} is not a PNG"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def test_control_fields_and_no_maintainer_scripts(packages: Packages, tmp_path: Path) -> None:
    need("dpkg-deb", "dpkg")
    fields = subprocess.run(["dpkg-deb", "-f", str(packages.deb), "Package", "Version", "Architecture", "Depends"],
                            capture_output=True, text=True, check=True).stdout
    assert "Package: boinc-gui" in fields and f"Version: {VERSION}" in fields
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    assert f"Architecture: {arch}" in fields
    # Nothing runs as root on install, upgrade or removal, so nothing can touch a
    # volunteer's data directory: the control archive holds the control file only.
    control = tmp_path / "DEBIAN"
    subprocess.run(["dpkg-deb", "-e", str(packages.deb), str(control)], check=True)
    assert sorted(p.name for p in control.iterdir()) == ["control"]


def test_depends_are_debian_packages_here(packages: Packages) -> None:
    """Every package the .deb depends on exists in Debian (is known to dpkg or apt here)."""
    depends = subprocess.run(["dpkg-deb", "-f", str(packages.deb), "Depends"],
                             capture_output=True, text=True, check=True).stdout
    names = [d.strip().split(" ")[0] for d in depends.replace("\n", " ").split(",") if d.strip()]
    assert "python3" in names and "libxcb-cursor0" in names
    unknown = [n for n in names if subprocess.run(["dpkg-query", "-W", n], capture_output=True).returncode != 0
               and subprocess.run(["apt-cache", "show", n], capture_output=True).returncode != 0]
    assert not unknown, f"not Debian packages: {unknown}"


def test_layout_links_and_icons(installed_root: Path) -> None:
    r = installed_root
    for prog in ("boinc-gui", "boinc-core"):
        exe = r / "opt" / "boinc-gui" / prog
        assert exe.is_file() and os.access(exe, os.X_OK)
        link = r / "usr" / "bin" / prog
        assert link.is_symlink() and os.readlink(link) == f"/opt/boinc-gui/{prog}"
    for size in ICON_SIZES:
        png = r / "usr/share/icons/hicolor" / f"{size}x{size}" / "apps" / "boinc-gui.png"
        assert png_size(png) == (size, size)
    svg = r / "usr/share/icons/hicolor/scalable/apps/boinc-gui.svg"
    assert svg.read_text().lstrip().startswith("<svg") or "<svg" in svg.read_text()[:300]
    assert (r / "usr/share/doc/boinc-gui/copyright").is_file()


def test_desktop_entry_is_valid_and_launches_the_installed_program(installed_root: Path) -> None:
    validate = need("desktop-file-validate", "desktop-file-utils")
    desktop = installed_root / "usr/share/applications/boinc-gui.desktop"
    proc = subprocess.run([validate, str(desktop)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(desktop)
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Terminal"] == "false"
    assert (installed_root / "usr/bin" / d["Exec"].split()[0]).is_symlink()
    assert d["Icon"] == "boinc-gui"


def test_appstream_metainfo_is_valid(installed_root: Path) -> None:
    appstreamcli = need("appstreamcli", "appstream")
    metainfo = installed_root / "usr/share/metainfo" / f"{METAINFO_ID}.metainfo.xml"
    proc = subprocess.run([appstreamcli, "validate", "--no-net", "--pedantic", str(metainfo)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = metainfo.read_text()
    assert "<launchable type=\"desktop-id\">boinc-gui.desktop</launchable>" in text
    assert f'<release version="{VERSION}"' in text and "@" not in text.split("<releases>")[1]


def test_bundle_leaves_out_unused_qt_and_keeps_what_the_app_needs(installed_root: Path) -> None:
    bundle = installed_root / "opt" / "boinc-gui"
    files = [p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file()]
    unwanted = ("WebEngine", "Qt63D", "Qt3D", "QtQuick", "Qt6Quick", "QtQml", "Qt6Qml", "Multimedia", "Qt6Pdf",
                "QtPdf", "Designer", "libqgtk3", "tkinter", "resources/testapp", "_internal/anyio/")
    assert not [f for f in files if any(u in f for u in unwanted)]
    # Qt's translations: only qtbase's (Qt's standard buttons and dialogs), and ours beside them.
    qt_translations = [f for f in files if "Qt/translations/" in f]
    assert qt_translations and all(f.rsplit("/", 1)[-1].startswith("qtbase_") for f in qt_translations)
    assert "qtbase_de.qm" in {f.rsplit("/", 1)[-1] for f in qt_translations}
    assert [f for f in files if f.endswith("resources/translations/boinc_gui_de.qm")]
    needed = ("PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqoffscreen.so",
              "PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
              "PySide6/QtCharts.abi3.so", "PySide6/QtNetwork.abi3.so",
              "resources/icons/app.svg", "resources/styles/dark.qss", "resources/scenarios/demo.xml",
              "resources/demo_app/demo_app.py")
    missing = [n for n in needed if f"_internal/{n}" not in files]
    assert not missing, missing


def test_removal_leaves_the_volunteers_data_alone(packages: Packages, tmp_path: Path) -> None:
    """dpkg --purge in a throwaway root removes /opt/boinc-gui and nothing in the home directory."""
    need("dpkg", "dpkg")
    root = dpkg_install(tmp_path / "root", packages.deb)
    data = root / "home" / "volunteer" / ".local" / "share" / "boinc-gui"
    data.mkdir(parents=True)
    (data / "client_state.xml").write_text("<client_state/>\n")
    (data / "gui_rpc_auth.cfg").write_text("secret\n")
    flags = [] if os.geteuid() == 0 else ["--force-not-root"]
    proc = subprocess.run(["dpkg", f"--root={root}", "--log=/dev/null", *flags, "--purge", "boinc-gui"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not (root / "opt" / "boinc-gui").exists() and not (root / "usr" / "bin" / "boinc-gui").is_symlink()
    assert (data / "client_state.xml").read_text() == "<client_state/>\n"
    assert (data / "gui_rpc_auth.cfg").read_text() == "secret\n"
