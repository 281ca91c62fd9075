#!/usr/bin/env bash
# Builds the one-folder bundle dist/muster/ and, on Linux, dist/muster_<version>_<arch>.deb.
#   packaging/build.sh [PYTHON]     (default: .venv/bin/python; `make package` calls it)
# PyInstaller comes from PyPI (the `package` extra); the .deb is made with dpkg-deb.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-.venv/bin/python}

"$PY" -m app i18n release
"$PY" packaging/make_icons.py build/icons
# No byte-code of the developer's own runs and no cache of an earlier build go in.
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/muster.spec
echo "bundle: dist/muster/ ($(du -sh dist/muster | cut -f1))"

if [ "$(uname -s)" = "Linux" ] && command -v dpkg-deb >/dev/null; then
  packaging/make_deb.sh "$PY"
fi
