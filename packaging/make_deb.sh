#!/usr/bin/env bash
# Wraps dist/muster/ in a Debian package: dist/muster_<version>_<arch>.deb.
#   packaging/make_deb.sh [PYTHON]
# Layout: the bundle in /opt/muster, /usr/bin/muster a link to it, the desktop entry, the
# AppStream metainfo, the icons at every size and the MIME type of roster files under
# /usr/share. Debian's own triggers (shared-mime-info, desktop-file-utils, hicolor-icon-theme)
# refresh the MIME, desktop and icon caches, so the package needs no maintainer scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-.venv/bin/python}
ID=io.github.muster.Muster
[ -x dist/muster/muster ] || { echo "build the bundle first (packaging/build.sh)" >&2; exit 2; }
[ -d build/icons/hicolor ] || "$PY" packaging/make_icons.py build/icons

VERSION=$("$PY" -c 'import app; print(app.__version__)')
ARCH=$(dpkg --print-architecture)
ROOT=build/deb/muster_${VERSION}_${ARCH}
rm -rf "$ROOT"
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
  "$ROOT/usr/share/metainfo" "$ROOT/usr/share/mime/packages" "$ROOT/usr/share/icons" \
  "$ROOT/usr/share/doc/muster"
cp -a dist/muster "$ROOT/opt/muster"
ln -s /opt/muster/muster "$ROOT/usr/bin/muster"
install -m 644 packaging/$ID.desktop "$ROOT/usr/share/applications/$ID.desktop"
install -m 644 packaging/$ID.metainfo.xml "$ROOT/usr/share/metainfo/$ID.metainfo.xml"
install -m 644 packaging/$ID.mime.xml "$ROOT/usr/share/mime/packages/$ID.xml"
cp -a build/icons/hicolor "$ROOT/usr/share/icons/hicolor"
install -m 644 resources/fonts/LICENSE-DejaVu.txt "$ROOT/usr/share/doc/muster/"
cat > "$ROOT/usr/share/doc/muster/copyright" <<'TEXT'
Muster: GPL-3.0-or-later (see /usr/share/common-licenses/GPL-3).
The bundle in /opt/muster also holds Qt and PySide6 (LGPL-3.0), Python (PSF) and the
libraries listed in /opt/muster/_internal; the fonts are DejaVu (see LICENSE-DejaVu.txt);
the Shatterpoint community data and Legion HQ data keep the licences shown in Muster.
TEXT
find "$ROOT" -type d -exec chmod 755 {} +

SIZE=$(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)
# What the bundle's binaries need from the system, read from them (check_bundle.sh re-checks).
DEPENDS=$(packaging/bundle_depends.sh dist/muster | paste -sd, | sed 's/,/, /g')
cat > "$ROOT/DEBIAN/control" <<TEXT
Package: muster
Version: $VERSION
Architecture: $ARCH
Maintainer: The Muster developers <muster@users.noreply.github.com>
Installed-Size: $SIZE
Depends: $DEPENDS
Recommends: fontconfig, shared-mime-info, desktop-file-utils, hicolor-icon-theme
Section: games
Priority: optional
Homepage: https://github.com/muster/muster
Description: army builder, game tracker and campaign manager for tabletop games
 Muster builds legal strike teams and armies for Star Wars: Shatterpoint and Star Wars:
 Legion from the miniatures you own, prices the fighters Flashpoint players design by the
 rulebook's formulas, keeps the bookkeeping of StarCraft: the board game for two to six
 players, tracks games of all four at the table, keeps league and campaign records, and
 prints card sheets and rosters. English, French and Polish. This package carries its own
 Python and Qt in /opt/muster.
TEXT
dpkg-deb --root-owner-group -Zgzip -z6 --build "$ROOT" "dist/muster_${VERSION}_${ARCH}.deb" >/dev/null
echo "package: dist/muster_${VERSION}_${ARCH}.deb ($(du -h "dist/muster_${VERSION}_${ARCH}.deb" | cut -f1))"
