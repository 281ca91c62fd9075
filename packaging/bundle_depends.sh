#!/usr/bin/env bash
# The Debian packages the bundle's own binaries need from the system, one per line:
#   packaging/bundle_depends.sh [dist/muster]
# Every ELF file in the bundle is read with readelf (other files are passed over); a library it needs (DT_NEEDED) that the
# bundle does not carry is looked up in the linker's cache and then in dpkg's database.
# make_deb.sh writes them as the .deb's Depends, and check_bundle.sh checks the two agree.
# A library found nowhere on this machine is printed to stderr and makes the exit status 1.
set -euo pipefail
BUNDLE=${1:-dist/muster}
[ -d "$BUNDLE" ] || { echo "no bundle at $BUNDLE" >&2; exit 2; }

carried=$(find "$BUNDLE" \( -type f -o -type l \) -printf '%f\n' | sort -u)
needed=$(find "$BUNDLE" -type f \( -name '*.so*' -o -perm -u+x \) -print0 \
  | { xargs -0 readelf -d 2>/dev/null || true; } | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u)
cache=$(ldconfig -p)
missing=0
packages=""
for lib in $needed; do
  grep -qxF "$lib" <<<"$carried" && continue
  # awk reads the whole cache (an early exit would end ldconfig by SIGPIPE, failing the pipe).
  path=$(awk -v l="$lib" '$1 == l && /x86-64|x86_64|AArch64|aarch64/ && !p {p = $NF} END {print p}' <<<"$cache")
  [ -n "$path" ] || path=$(awk -v l="$lib" '$1 == l && !p {p = $NF} END {print p}' <<<"$cache")
  if [ -z "$path" ]; then echo "not found on this machine: $lib" >&2; missing=1; continue; fi
  owner=$(dpkg -S "$(realpath "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)
  [ -n "$owner" ] || { echo "no package owns $path ($lib)" >&2; missing=1; continue; }
  packages+="${owner%%:*}"$'\n'
done
printf '%s' "$packages" | sort -u
exit $missing
