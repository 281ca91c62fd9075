#!/usr/bin/env bash
# Runs the built bundle as a player would, without the source tree or its Python:
#   packaging/check_bundle.sh [dist/muster/muster]
# the smoke test (the window opens offscreen, and its Qt is the bundle's own), a start in
# French and in Polish, `validate` on a roster, `print roster` (the PDF's text read back with
# pdftotext), `share decode`, and, when the tools are installed, the desktop entry, the
# AppStream metainfo and the .deb's contents; no link in the bundle may dangle, and the .deb
# depends on exactly the system libraries its binaries need (bundle_depends.sh, readelf). Any
# failure stops with a line saying which.
set -euo pipefail
cd "$(dirname "$0")/.."
MUSTER=$(realpath "${1:-dist/muster/muster}")
WORK=$(mktemp -d /tmp/muster-bundle-check.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
fail() { echo "bundle check FAILED: $*" >&2; exit 1; }
# A clean home, no source tree on any path, no Python of the developer's.
run() { (cd "$WORK" && env -u PYTHONPATH -u PYTHONHOME -u VIRTUAL_ENV MUSTER_HOME="$WORK/home" \
  QT_QPA_PLATFORM=offscreen "$MUSTER" "$@"); }
# The same, with the system's language set to LOCALE (as a French or Polish desktop starts it).
run_in() { local locale=$1; shift; (cd "$WORK" && env -u PYTHONPATH -u PYTHONHOME -u VIRTUAL_ENV \
  -u LC_ALL -u LC_MESSAGES LANG="$locale" MUSTER_HOME="$WORK/home" QT_QPA_PLATFORM=offscreen \
  "$MUSTER" "$@"); }

BUNDLE_DIR=$(dirname "$MUSTER")
dangling=$(find "$BUNDLE_DIR" -xtype l)
[ -z "$dangling" ] || fail "dangling links in the bundle: $(tr '\n' ' ' <<<"$dangling")"
needs=$(packaging/bundle_depends.sh "$BUNDLE_DIR") || fail "a library the bundle needs is not on this machine"

out=$(run --version) && [ "${out#Muster }" != "$out" ] || fail "--version printed '$out'"
out=$(run --smoke-test 2>"$WORK/err") || fail "--smoke-test: $(cat "$WORK/err")"
[ "$out" = "ok" ] || fail "--smoke-test printed '$out'"

for locale in fr_FR pl_PL; do
  out=$(run_in "$locale.UTF-8" --smoke-test 2>"$WORK/err") \
    || fail "start in $locale: $(cat "$WORK/err")"
  [ "$out" = "ok" ] || fail "start in $locale printed '$out'"
done

cat > "$WORK/team.muster.json" <<'JSON'
{
  "format": "muster.roster/1",
  "system": "shatterpoint",
  "name": "Republic Vanguard",
  "squads": [
    {"primary": "general-anakin-skywalker", "secondary": "cc-7567-captain-rex",
     "support": "501st-clone-troopers"},
    {"primary": "count-dooku-separatist-leader", "secondary": "jango-fett-bounty-hunter",
     "support": "b1-battle-droids"}
  ]
}
JSON
out=$(run validate team.muster.json --lang fr) || fail "validate: exit $?"
grep -q "Republic Vanguard : légal" <<<"$out" || fail "validate in French printed: $out"
out=$(run validate team.muster.json --lang pl --format json) || fail "validate json: exit $?"
grep -q '"legal": true' <<<"$out" || fail "validate --format json printed: $out"

run print roster team.muster.json -o team.pdf --lang pl >/dev/null || fail "print roster: exit $?"
text=$(pdftotext "$WORK/team.pdf" -) || fail "the roster PDF cannot be read"
for word in "Republic Vanguard" "Anakin" "Dooku" "Oddział"; do
  grep -q "$word" <<<"$text" || fail "the roster PDF lacks '$word'"
done

code=$(run share encode team.muster.json --as spt) || fail "share encode: exit $?"
run share decode "muster://open/$code" -o decoded.json || fail "share decode of a link"
grep -q "general-anakin-skywalker" "$WORK/decoded.json" || fail "the decoded link lost its units"
echo "bundle: --version, smoke test, French and Polish starts, validate, print roster, share: ok"

if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate packaging/io.github.muster.Muster.desktop || fail "desktop entry"
  echo "desktop entry: ok"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net packaging/io.github.muster.Muster.metainfo.xml >/dev/null \
    || fail "appstreamcli validate"
  echo "AppStream metainfo: ok"
fi
deb=$(ls dist/muster_*.deb 2>/dev/null | head -n 1 || true)
if [ -n "$deb" ]; then
  listing=$(dpkg-deb --contents "$deb")
  for f in ./usr/bin/muster ./opt/muster/muster ./usr/share/applications/io.github.muster.Muster.desktop \
    ./usr/share/metainfo/io.github.muster.Muster.metainfo.xml \
    ./usr/share/mime/packages/io.github.muster.Muster.xml \
    ./usr/share/icons/hicolor/256x256/apps/io.github.muster.Muster.png; do
    grep -q " $f" <<<"$listing" || fail "$deb lacks $f"
  done
  # The package depends on exactly what the bundle's binaries need (readelf), nothing more.
  declared=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//' | sort -u)
  [ "$declared" = "$needs" ] || fail "$deb depends on '$(paste -sd' ' <<<"$declared")', \
the bundle needs '$(paste -sd' ' <<<"$needs")'"
  echo "package $deb: ok"
fi
