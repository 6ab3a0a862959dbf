#!/bin/sh
# Writes, into $1, what lets the release build link exempi and the C++
# runtime statically: a pkg-config file for exempi-2.0 that points at linker
# scripts (libexempi.so → exempi, expat and zlib archives; libstdc++.so →
# libstdc++.a). A process then starts without resolving libstdc++ and exempi
# (about 1 ms of a 10 ms run; see docs/BENCHMARKS.md). Debug and test builds
# keep the shared libraries.
set -eu
out=$(mkdir -p "$1" && cd "$1" && pwd)
multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
lib=/usr/lib/$multiarch
stdcpp=$(clang -print-file-name=libstdc++.a)
for archive in "$lib/libexempi.a" "$lib/libexpat.a" "$lib/libz.a" "$stdcpp"; do
  [ -f "$archive" ] || { echo "static-libs: $archive is missing" >&2; exit 1; }
done
echo "GROUP ( $lib/libexempi.a $lib/libexpat.a $lib/libz.a )" > "$out/libexempi.so"
echo "INPUT ( $stdcpp )" > "$out/libstdc++.so"
mkdir -p "$out/pkgconfig"
sed -e "s|^Libs:.*|Libs: -L$out -lexempi|" "$(pkg-config --variable=pcfiledir exempi-2.0)/exempi-2.0.pc" \
  > "$out/pkgconfig/exempi-2.0.pc"
