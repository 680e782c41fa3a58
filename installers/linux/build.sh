#!/usr/bin/env bash
# Build the Linux bundle and its two packages (make dist runs this from the repository root):
#   dist/boinc-gui/                          PyInstaller one-folder bundle: boinc-gui + boinc-core
#   dist/boinc-gui-VERSION-linux-MACHINE.tar.gz   the bundle, runs from wherever it is unpacked
#   dist/boinc-gui_VERSION_ARCH.deb          the bundle under /opt/boinc-gui, menu entry,
#                                            hicolor icons, AppStream metainfo, /usr/bin links
# Needs: the virtualenv with the dist extra (pyinstaller), dpkg-deb, tar; strip (binutils),
# desktop-file-validate and appstreamcli are used when present. No network is used here.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
PY=${PY:-$ROOT/.venv/bin/python}
HERE=$ROOT/installers/linux
DIST=$ROOT/dist
WORK=$ROOT/build
NICE=${NICE:-nice -n 10}

VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(dpkg --print-architecture)
MACHINE=$(uname -m)
BUNDLE=$DIST/boinc-gui
METAINFO_ID=io.github.boincgui.manager

say() { printf '== %s\n' "$*"; }

say "PyInstaller bundle (boinc-gui $VERSION)"
rm -rf "$BUNDLE"
$NICE "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK/pyinstaller" "$HERE/boinc-gui.spec" 2>&1 \
  | grep -v -e 'Library not found' -e 'pyqtgraph.opengl' -e 'Hidden import "lxml.html' || true
[ -x "$BUNDLE/boinc-gui" ] && [ -x "$BUNDLE/boinc-core" ] || { echo "build.sh: the bundle was not built" >&2; exit 1; }

# Strip symbol tables from the shared libraries (saves ~30 MB). Not the two programs
# (PyInstaller appends their archive to the ELF file) and not the libraries auditwheel
# vendored into wheels (stripping numpy's OpenBLAS breaks it: "ELF load command not
# page-aligned", and the Statistics tab with it). Those sit in *.libs directories, or, with
# PyInstaller 6.22, straight in _internal/; either way their names end in auditwheel's
# hash (libscipy_openblas64_-32a4b2a6.so). Wheels come stripped anyway.
HASHED='*-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f].so*'
if command -v strip >/dev/null; then
  say "strip"
  find "$BUNDLE/_internal" -type f \( -name '*.so' -o -name '*.so.*' \) -not -path '*.libs/*' -not -name "$HASHED" -print0 \
    | xargs -0 -r $NICE strip --strip-unneeded 2>/dev/null || true
fi

say "smoke test: boinc-core --help"
"$BUNDLE/boinc-core" --help >/dev/null

say "tarball"
TARBALL=$DIST/boinc-gui-$VERSION-linux-$MACHINE.tar.gz
$NICE tar -C "$DIST" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" boinc-gui

say "Debian package"
PKG=$WORK/deb/boinc-gui_${VERSION}_$ARCH
rm -rf "$PKG"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
         "$PKG/usr/share/metainfo" "$PKG/usr/share/doc/boinc-gui"
cp -a "$BUNDLE" "$PKG/opt/boinc-gui"
ln -s /opt/boinc-gui/boinc-gui "$PKG/usr/bin/boinc-gui"
ln -s /opt/boinc-gui/boinc-core "$PKG/usr/bin/boinc-core"
install -m 644 "$HERE/boinc-gui.desktop" "$PKG/usr/share/applications/boinc-gui.desktop"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u +%Y-%m-%d)/" "$HERE/$METAINFO_ID.metainfo.xml" \
  > "$PKG/usr/share/metainfo/$METAINFO_ID.metainfo.xml"
chmod 644 "$PKG/usr/share/metainfo/$METAINFO_ID.metainfo.xml"
QT_QPA_PLATFORM=offscreen "$PY" "$HERE/render_icons.py" "$ROOT/resources/icons/app.svg" \
  "$PKG/usr/share/icons/hicolor"
install -m 644 "$HERE/copyright" "$PKG/usr/share/doc/boinc-gui/copyright"
# No maintainer scripts at all: the hicolor and desktop-file triggers refresh the icon
# cache and menu, and nothing may touch the volunteers' data directories (in their
# homes: ~/.local/share/boinc-gui) on install, upgrade or removal.
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
# The xcb libraries are bundled, but app.py checks that the loader finds them before
# Qt starts (boinc_gui/app.py library_loadable), so the package depends on them; python3 runs the
# embedded demo project's science application (#!/usr/bin/env python3).
DEPENDS="libc6, python3, libegl1, libgl1, libxkbcommon0, libfontconfig1, libdbus-1-3, libxcb-cursor0, \
libxkbcommon-x11-0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-xinerama0, libxcb-randr0, \
libxcb-render-util0, libxcb-image0"
cat > "$PKG/DEBIAN/control" <<EOF
Package: boinc-gui
Version: $VERSION
Section: science
Priority: optional
Architecture: $ARCH
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Maintainer: The boinc-gui developers <boinc-gui@localhost>
Description: desktop manager for volunteer computing (BOINC-compatible)
 One program gives your spare CPU and disk to science projects, shared fairly
 among them by the resource shares you choose, without missing deadlines and
 without filling your disk. Inside it runs a BOINC-compatible client engine, so
 it works with BOINC projects and with boinccmd, boinctui and BOINC Manager.
 .
 This package holds a self-contained bundle (Python and Qt included) under
 /opt/boinc-gui, with the boinc-gui and boinc-core commands in /usr/bin.
EOF
DEB=$DIST/boinc-gui_${VERSION}_$ARCH.deb
$NICE dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null

if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$PKG/usr/share/applications/boinc-gui.desktop"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --pedantic "$PKG/usr/share/metainfo/$METAINFO_ID.metainfo.xml" >/dev/null
fi

say "sizes"
du -sh "$BUNDLE" | sed 's/\t/  bundle (unpacked): /'
ls -l "$TARBALL" "$DEB" | awk '{printf "%s  %.1f MB\n", $NF, $5 / 1048576}'
