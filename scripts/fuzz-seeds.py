#!/usr/bin/env python3
"""Seeds for the fuzz targets in Fuzz/, cut from the shared corpus and Fixtures/.

Each target gets what its parser reads: `file` the start of every corpus file
(JPEGs up to their first scan), `exif` every Exif APP1 payload and the start of
every TIFF file, `xmp` every XMP packet, `photoshop` every APP13 payload, `icc`
every ICC profile chunk, `c2pa` every C2PA store joined from its APP11 segments, `imageData` the
entropy-coded data after the first SOS of every JPEG, `header` every JPEG's segments between SOI and
that SOS (`compare` starts from its kept seeds only: each of its inputs is two inspections, a
decode and a crop search, about a second under ASan, and 400 corpus seeds took CI's whole budget).
Seeds are written to <out>/<target>/<sha1> (deduplicated);
nothing from the corpus is copied into the project."""
import hashlib, os, re, sys

HEAD = 64 << 10  # bytes kept from files that are not JPEG


def jpeg_segments(data):
    """(marker, payload) of every segment before the first scan."""
    if data[:2] != b"\xff\xd8":
        return
    pos = 2
    while pos + 4 <= len(data):
        if data[pos] != 0xFF:
            return
        marker = data[pos + 1]
        if marker == 0xFF:
            pos += 1
            continue
        if marker in (0x01, 0xD8) or 0xD0 <= marker <= 0xD7:
            pos += 2
            continue
        length = int.from_bytes(data[pos + 2:pos + 4], "big")
        yield marker, data[pos + 4:pos + 2 + length], pos + 2 + length
        if marker == 0xDA:
            return
        pos += 2 + length


def seeds(data):
    """(target, seed) pairs found in one file."""
    segments = list(jpeg_segments(data))
    if segments:
        yield "file", data[:segments[-1][2] + 16]
        if segments[-1][0] == 0xDA:
            yield "imageData", data[segments[-1][2]:segments[-1][2] + 65000]
            sos = segments[-1][2] - len(segments[-1][1]) - 4
            yield "header", data[2:sos][:256 << 10]
    else:
        yield "file", data[:HEAD]
    if data[:4] in (b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+"):
        yield "exif", data[:HEAD]
    for marker, payload, _ in segments:
        if marker == 0xE1 and payload.startswith(b"Exif\x00\x00"):
            yield "exif", payload[6:]
        elif marker == 0xE1 and payload.startswith(b"http://ns.adobe.com/xap/1.0/\x00"):
            yield "xmp", payload[29:]
        elif marker == 0xED and payload.startswith(b"Photoshop 3.0\x00"):
            yield "photoshop", payload[14:]
        elif marker == 0xE2 and payload.startswith(b"ICC_PROFILE\x00"):
            yield "icc", payload[14:]
    stores = {}
    for marker, payload, _ in segments:
        if marker == 0xEB and payload[:2] == b"JP" and len(payload) >= 16:
            instance, sequence = payload[2:4], int.from_bytes(payload[4:8], "big")
            header = 16 if payload[8:12] == b"\x00\x00\x00\x01" else 8
            stores.setdefault(instance, []).append((sequence, payload[8:8 + header], payload[8 + header:]))
    for parts in stores.values():
        parts.sort()
        yield "c2pa", parts[0][1] + b"".join(body for _, _, body in parts)
    if not segments:
        for match in re.finditer(rb"<\?xpacket begin.{0,200000}?<\?xpacket end[^>]*>", data[:4 << 20], re.S):
            yield "xmp", match.group(0)


def main(out, sources):
    counts = {}
    for source in sources:
        for folder, _, names in os.walk(source):
            for name in names:
                try:
                    with open(os.path.join(folder, name), "rb") as handle:
                        data = handle.read(32 << 20)
                except OSError:
                    continue
                for target, seed in seeds(data):
                    if not seed:
                        continue
                    path = os.path.join(out, target, hashlib.sha1(seed).hexdigest())
                    if not os.path.exists(path):
                        os.makedirs(os.path.dirname(path), exist_ok=True)
                        with open(path, "wb") as handle:
                            handle.write(seed)
                        counts[target] = counts.get(target, 0) + 1
    for target in sorted(counts):
        print(f"{target}: {counts[target]} new seeds")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: fuzz-seeds.py OUT SOURCE...")
    main(sys.argv[1], [s for s in sys.argv[2:] if os.path.isdir(s)])
