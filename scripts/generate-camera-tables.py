#!/usr/bin/env python3
"""Writes Sources/MetaLensCore/ImageData/CameraTables+Data.swift: for each camera
and phone model among the JPEG originals of the shared corpus, the
quantization tables its files carry and how they chose their Huffman tables.

Source: ../shared/corpus (or METALENS_CORPUS): NOTABLE.tsv (made from the
ExifTool oracle) for format, make, model, software and editing traces. An original is a well-formed JPEG that names a make and a
model, whose software names no editor, and that carries no editing trace
(XMP history, derived-from, Camera Raw settings, Photoshop resources, C2PA)
nor desktop software. The tables are read from the files' DQT and DHT segments
(ITU-T T.81 B.2.4), up to the first scan.

A file whose entropy-coded picture (the bytes from the first SOS marker to the
last EOI, T.81 B.2.1) is found, byte for byte, in corpus JPEGs naming two or
more different make|model pairs is nobody's original: it is a library's test
picture with a camera's EXIF grafted on (exiv2's 150-px q80 picture under 18
models, ExifTool's t/images picture under 27, jhead's xp-mess/xp-stuff2), and
its tables are the library's encoder's, not the camera's. Such files are left
out; the same picture under one model only (jhead's thumbnail-rewritten copies
of a camera's file) keeps the camera's scan and is kept.

A file whose picture is not the size its EXIF records (ExifImageWidth and
ExifImageHeight, in the ExifTool oracle, against the frame's size, either way
round) was resized by whatever holds it: a camera writes its own picture's
size. Such files are left out too (when this was added, 103 of the 189
candidates, 56 of them not already left out as shared pictures: the test
suites' thumbnail-sized copies, exif.org's halved samples, ExifTool's 8 x 8
placeholders; the table went from 100 models and 130 files to 63 and 74):
their tables were the resizing tool's, and a copy resized the same way read
as "the model's own tables" (the audit of issue 36: jhead's S40.jpg, "seen in
5 originals", all downsized copies).

Run from the package root: python3 scripts/generate-camera-tables.py
"""
import collections, csv, hashlib, json, os, pathlib, struct

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = pathlib.Path(os.environ.get("METALENS_CORPUS", ROOT / "../shared/corpus")).resolve()
OUTPUT = ROOT / "Sources/MetaLensCore/ImageData/CameraTables+Data.swift"
EDITING_FLAGS = ["edited", "xmp-history", "xmp-derivedfrom", "camera-raw-settings", "photoshop-irb", "c2pa(bytes)",
                 "c2pa(exiftool)"]
DESKTOP = ["SIGMA PhotoPro", "FinePix Viewer", "CAMEDIA Master", "Photo Desk", "Nikon Transfer", "PMB Service Uploader",
           "PIL", "Opanda PowerExif"]
ZIGZAG = [0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
          14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
          53, 60, 61, 54, 47, 55, 62, 63]


ANNEX_K_COUNTS = [
    [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
    [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D], [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
]


def huffman_signature(huffman, progressive):
    """As HuffmanCoding.signature: standard, fixed-<FNV-1a>, optimized or progressive."""
    if not huffman:
        return None
    if progressive:
        return "progressive"
    if not all(len(symbols) == (12 if cls == 0 else 162) for cls, _, _, symbols in huffman):
        return "optimized"
    def annex_k(cls, counts, symbols):
        return counts in ANNEX_K_COUNTS[2:] if cls else counts in ANNEX_K_COUNTS[:2] and symbols == list(range(12))
    if all(annex_k(cls, counts, symbols) for cls, _, counts, symbols in huffman):
        return "standard"
    digest = 0x811C9DC5
    for cls, slot, counts, symbols in sorted(huffman, key=lambda t: (t[0], t[1])):
        for byte in [cls << 4 | slot] + counts + symbols:
            digest = ((digest ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"fixed-{digest:08x}"


def header_segments(data):
    """Each marker segment before the first scan, as (marker, offset, length),
    then the first SOS itself (its length None): the walk both readers below
    follow (ITU-T T.81 B.1.1.4)."""
    offset = 2
    while offset + 4 <= len(data) and data[offset] == 0xFF:
        marker = data[offset + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            offset += 2
            continue
        if marker == 0xDA:
            yield marker, offset, None
            return
        length = struct.unpack(">H", data[offset + 2:offset + 4])[0]
        yield marker, offset, length
        offset += 2 + length


def first_scan(data):
    """Offset of the first SOS marker, or None when there is none."""
    return next((offset for marker, offset, length in header_segments(data) if length is None), None)


def picture_digest(path):
    """SHA-256 of the bytes from the first SOS to the last EOI: the coded picture
    without the metadata a tool can graft on; None for a file with no scan (a
    header kept alone names no picture)."""
    data = open(path, "rb").read()
    start = first_scan(data)
    if start is None:
        return None
    end = data.rfind(b"\xff\xd9")
    return hashlib.sha256(data[start:end + 2 if end >= start else len(data)]).hexdigest()


def tables(path):
    """DQT tables in natural order, by table slot, and the Huffman signature,
    up to the first scan."""
    data = open(path, "rb").read()
    found = {}
    huffman = []
    progressive = False
    for marker, offset, length in header_segments(data):
        if length is None:
            break
        if marker in (0xC2, 0xC6):
            progressive = True
        if marker == 0xC4:
            body = data[offset + 4:offset + 2 + length]
            i = 0
            while len(body) - i >= 17:
                counts = list(body[i + 1:i + 17])
                if len(body) - i - 17 < sum(counts):
                    break
                huffman.append((body[i] >> 4, body[i] & 15, counts, list(body[i + 17:i + 17 + sum(counts)])))
                i += 17 + sum(counts)
        if marker == 0xDB:
            body = data[offset + 4:offset + 2 + length]
            i = 0
            while i < len(body):
                precision, slot = body[i] >> 4, body[i] & 15
                size = 128 if precision else 64
                raw = body[i + 1:i + 1 + size]
                values = list(struct.unpack(">64H", raw)) if precision else list(raw)
                if len(values) == 64:
                    natural = [0] * 64
                    for k, v in enumerate(values):
                        natural[ZIGZAG[k]] = v
                    found[slot] = natural
                i += 1 + size
    return [found[k] for k in sorted(found)], huffman_signature(huffman, progressive)


def resized(path):
    """True when the ExifTool oracle gives an EXIF size and a frame size
    that differ (either way round)."""
    oracle = CORPUS / "oracle" / "exiftool" / (path + ".json")
    if not oracle.exists():
        return False
    tags = json.loads(oracle.read_text(encoding="utf-8"))
    tags = tags[0] if isinstance(tags, list) else tags
    sizes = [tags.get(name) for name in
             ("ExifIFD:ExifImageWidth", "ExifIFD:ExifImageHeight", "File:ImageWidth", "File:ImageHeight")]
    if not all(isinstance(size, int) for size in sizes):
        return False
    return sorted(sizes[:2]) != sorted(sizes[2:])


def key(make, model):
    return (make.strip().lower() + "|" + model.strip().lower())


models = {}
rows = [row for row in csv.DictReader(open(CORPUS / "NOTABLE.tsv"), delimiter="\t")
        if row["format"] == "JPEG" and not row["relative_path"].split("/")[0].endswith("-malformed")
        and row["make"].strip() and row["model"].strip()]
digests = {row["relative_path"]: picture_digest(CORPUS / "files" / row["relative_path"]) for row in rows}
namers = collections.defaultdict(set)
for row in rows:
    if digests[row["relative_path"]]:
        namers[digests[row["relative_path"]]].add(key(row["make"], row["model"]))
shared = 0
shrunk = 0
kept = []  # (model, table set) of each original the table is made from
for row in rows:
    path = row["relative_path"]
    if row["editor_families"]:
        continue
    if any(flag in row["flags"] for flag in EDITING_FLAGS) or any(name in row["software_seen"] for name in DESKTOP):
        continue
    if digests[path] and len(namers[digests[path]]) > 1:
        shared += 1
        continue
    if resized(path):
        shrunk += 1
        continue
    found, coding = tables(CORPUS / "files" / path)
    if not found:
        continue
    entry = models.setdefault(key(row["make"], row["model"]), {"files": 0, "sets": [], "huffman": []})
    entry["files"] += 1
    kept.append((key(row["make"], row["model"]), repr(found)))
    if found not in entry["sets"]:
        entry["sets"].append(found)
    if coding and coding not in entry["huffman"]:
        entry["huffman"].append(coding)

# Leave-one-out: the table is made from the very files it is then tested on, so an
# original whose model has no other original with its tables is "the model's own
# tables" only because it is in the table. Counted so the in-sample share is known.
pairs = collections.Counter(kept)
alone = sum(1 for pair in kept if pairs[pair] == 1)
lines = [
    "// Generated by scripts/generate-camera-tables.py from the JPEG originals of the shared corpus; do not edit.",
    "// swift-format-ignore-file",
    "",
    "extension CameraTables {",
    f"  /// {len(models)} models from {sum(m['files'] for m in models.values())} originals: \"make|model\" (lower case) to",
    "  /// \"files;sets;huffman\", sets separated by `|`, tables of a set by `/`, values (natural order) by `,`;",
    "  /// huffman: the `HuffmanCoding.signature`s of the originals, separated by `,`.",
    "  /// Kept as text so the compiler does not type-check thousands of literals.",
    f"  /// Leave-one-out: {len(kept) - alone} of the {len(kept)} originals carry a table set another original of their",
    f"  /// model also carries; for the other {alone}, `camera-model-tables` on that very file is in-sample.",
    "  static let corpus: [String: String] = [",
]
for name in sorted(models):
    entry = models[name]
    sets = "|".join("/".join(",".join(map(str, table)) for table in tables_) for tables_ in entry["sets"])
    swift_name = name.replace("\\", "\\\\").replace('"', '\\"')
    huffman = ",".join(sorted(entry["huffman"]))
    lines.append(f'    "{swift_name}": "{entry["files"]};{sets};{huffman}",')
lines += ["  ]", "}", ""]
OUTPUT.write_text("\n".join(lines), encoding="utf-8")
print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(models)} models, {sum(m['files'] for m in models.values())} files; "
      f"left out {shared} files whose picture is named by several models and {shrunk} resized ones; "
      f"leave-one-out: {len(kept) - alone} of {len(kept)} originals share their table set with another of their model")
