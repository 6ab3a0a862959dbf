#!/bin/sh
# Writes, into $1, what lets the release build link exempi, zlib and the C++
# runtime statically: pkg-config files for exempi-2.0 and zlib that point at
# linker scripts named for metalens (libmetalens-exempi.so → the exempi,
# expat and zlib archives; libmetalens-z.so → zlib's), and libstdc++.so →
# libstdc++.a. The names are metalens's own so that no system library
# directory earlier on the link line can shadow them. A process then starts
# without resolving libstdc++ and exempi (about 1.3 ms of a 10 ms run; see
# docs/BENCHMARKS.md). Debug and test builds keep the shared libraries.
set -eu
out=$(mkdir -p "$1" && cd "$1" && pwd)
multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
lib=/usr/lib/$multiarch
stdcpp=$(clang -print-file-name=libstdc++.a)
for archive in "$lib/libexempi.a" "$lib/libexpat.a" "$lib/libz.a" "$stdcpp"; do
  [ -f "$archive" ] || { echo "static-libs: $archive is missing" >&2; exit 1; }
done
echo "GROUP ( $lib/libexempi.a $lib/libexpat.a $lib/libz.a )" > "$out/libmetalens-exempi.so"
echo "INPUT ( $lib/libz.a )" > "$out/libmetalens-z.so"
echo "INPUT ( $stdcpp )" > "$out/libstdc++.so"
mkdir -p "$out/pkgconfig"
for package in exempi-2.0:metalens-exempi zlib:metalens-z; do
  name=${package%%:*}
  sed -e "s|^Libs:.*|Libs: -L$out -l${package##*:}|" -e "/^Libs.private:/d" \
    "$(pkg-config --variable=pcfiledir "$name")/$name.pc" > "$out/pkgconfig/$name.pc"
done
