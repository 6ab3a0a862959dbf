#!/usr/bin/env bash
# Builds libexif 0.6.24 (the version Debian 12 ships) from its original
# source with sanitizers, as a drop-in libexif.so.12, so that `make test-asan`
# and `make fuzz` check libexif's own memory accesses and let the fuzzer see
# inside it: binaries linked against the system library load this one when
# LD_LIBRARY_PATH names OUT_DIR. (The system library is uninstrumented: ASan
# would only catch its mistakes at malloc/free/memcpy.)
#
# It is upstream 0.6.24 without Debian's backported fixes (the 2026
# maker-note CVEs): the sanitizer runs then show that those bugs cannot be
# reached through metalens on any libexif 0.6.24, patched or not.
#
# Usage: instrumented-libexif.sh OUT_DIR CFLAGS...  (prints OUT_DIR)
set -euo pipefail
out="$1"; shift
version=0.6.24
tarball="libexif_${version}.orig.tar.gz"
sha256=d3fb7c47829ec4d2def39aa38f4c35a0891763448a05dbf216a329a12bf198f9
url="http://deb.debian.org/debian/pool/main/libe/libexif/${tarball}"
cache="$(dirname "$out")"

if [ -f "$out/libexif.so.12" ] && [ "$(cat "$out/cflags" 2>/dev/null)" = "$*" ]; then
  cd "$out" && pwd; exit 0
fi
mkdir -p "$cache"
if ! echo "$sha256  $cache/$tarball" | sha256sum -c --quiet >/dev/null 2>&1; then
  curl -sSfL -o "$cache/$tarball" "$url" >&2
  echo "$sha256  $cache/$tarball" | sha256sum -c --quiet >&2
fi
rm -rf "$out"; mkdir -p "$out/src" "$out/include/libexif"
tar -xzf "$cache/$tarball" -C "$out/src" --strip-components=1
cp "$out"/src/libexif/*.h "$out/include/libexif/"
echo '#include <stdint.h>' > "$out/include/libexif/_stdint.h"
printf '#define GETTEXT_PACKAGE "libexif-12"\n#define HAVE_LOCALTIME_R 1\n' > "$out/include/config.h"
objects=()
while IFS= read -r source; do
  object="$out/$(echo "${source#"$out/src/"}" | tr / _).o"
  "${CC:-clang}" -c -fPIC -O1 -g -w "$@" -I"$out/include" -I"$out/src" -I"$out/src/libexif" "$source" -o "$object" >&2
  objects+=("$object")
done < <(find "$out/src/libexif" -name '*.c' | sort)
"${CC:-clang}" -shared "$@" -Wl,-soname,libexif.so.12 -o "$out/libexif.so.12" "${objects[@]}" -lm
echo "$*" > "$out/cflags"
cd "$out" && pwd
