#!/usr/bin/env python3
"""Measures how phones and cameras build their HEIF files and writes the
fingerprints by make and model (issue 33):

  scripts/data/heif-fingerprints.tsv                       the measured table, each row with its source files
  Sources/MetaLensCore/Scoring/HEIFFingerprints+Table.swift the same rows for the scoring rules

Run from the package root: python3 scripts/generate-heif-fingerprints.py
The corpus is METALENS_CORPUS or ../shared/corpus; its ExifTool oracle gives
each file's Make and Model. Only the `meta` box is read, by an independent
walker below (ISO/IEC 14496-12 boxes, ISO/IEC 23008-12 items), so the table
does not rest on metalens's own reader.

Which files: HEIC files of the corpus (malformed sets left out) whose make is
one that writes HEIF in the camera: Apple iPhones, Samsung Galaxy phones,
Canon and Sony cameras (their HEIF modes). A HEIC naming another make (a
Nikon D5300's, a camera from before HEIF) is a conversion and is listed, not
tabled. A row keeps what every file of its model shares: the brands and
auxiliary image types all of them carry, the primary item's type and grid
tile size, the codec box and profile, the hdlr names seen, and the highest
level declared.
"""
import csv, json, os, pathlib, struct, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "scripts/data/heif-fingerprints.tsv"
OUTPUT = ROOT / "Sources/MetaLensCore/Scoring/HEIFFingerprints+Table.swift"
CORPUS = pathlib.Path(os.environ.get("METALENS_CORPUS", ROOT / "../shared/corpus")).resolve()
NATIVE_MAKES = {"apple", "samsung", "canon", "sony"}
MAX_BOXES = 10000


def boxes(data, start, end):
    """(type, payload start, payload end) of each box in data[start:end], bounded."""
    found, position = [], start
    while position + 8 <= end and len(found) < MAX_BOXES:
        size, kind = struct.unpack(">I4s", data[position : position + 8])
        header = 8
        if size == 1:
            if position + 16 > end:
                break
            size = struct.unpack(">Q", data[position + 8 : position + 16])[0]
            header = 16
        elif size == 0:
            size = end - position
        if size < header or position + size > end:
            break
        found.append((kind.decode("latin-1"), position + header, position + size))
        position += size
    return found


def c_string(data, start, end):
    stop = data.find(b"\0", start, end)
    return data[start : stop if stop >= 0 else end].decode("utf-8", "replace")


def structure(path):
    data = path.read_bytes()
    top = {kind: (start, end) for kind, start, end in reversed(boxes(data, 0, len(data)))}
    if "ftyp" not in top or "meta" not in top:
        return None
    start, end = top["ftyp"]
    brands = [data[i : i + 4].decode("latin-1") for i in range(start + 8, end - 3, 4)]
    start, end = top["meta"]
    children = {kind: (s, e) for kind, s, e in reversed(boxes(data, start + 4, end))}
    fields = {"brands": brands, "hdlr": None, "types": {}, "props": [], "assoc": {}, "refs": []}
    if "hdlr" in children:
        s, e = children["hdlr"]
        fields["hdlr"] = c_string(data, s + 24, e) if e > s + 24 else ""
    primary = None
    if "pitm" in children:
        s, e = children["pitm"]
        primary = struct.unpack(">H", data[s + 4 : s + 6])[0] if data[s] == 0 else struct.unpack(">I", data[s + 4 : s + 8])[0]
    if "iinf" in children:
        s, e = children["iinf"]
        for kind, cs, ce in boxes(data, s + (6 if data[s] == 0 else 8), e):
            if kind == "infe" and data[cs] >= 2:
                short = data[cs] == 2
                item = struct.unpack(">H" if short else ">I", data[cs + 4 : cs + (6 if short else 8)])[0]
                at = cs + (8 if short else 10)
                fields["types"][item] = data[at : at + 4].decode("latin-1")
    if "iprp" in children:
        s, e = children["iprp"]
        for kind, cs, ce in boxes(data, s, e):
            if kind == "ipco":
                fields["props"] = [(k, ps, pe) for k, ps, pe in boxes(data, cs, ce)]
            elif kind == "ipma":
                version, flags = data[cs], data[cs + 3]
                count = struct.unpack(">I", data[cs + 4 : cs + 8])[0]
                at = cs + 8
                for _ in range(min(count, MAX_BOXES)):
                    width = 2 if version < 1 else 4
                    item = int.from_bytes(data[at : at + width], "big")
                    n = data[at + width]
                    at += width + 1
                    indexes = []
                    for _ in range(n):
                        if flags & 1:
                            indexes.append(struct.unpack(">H", data[at : at + 2])[0] & 0x7FFF)
                            at += 2
                        else:
                            indexes.append(data[at] & 0x7F)
                            at += 1
                    fields["assoc"].setdefault(item, indexes)
    if "iref" in children:
        s, e = children["iref"]
        width = 2 if data[s] == 0 else 4
        for kind, cs, ce in boxes(data, s + 4, e):
            source = int.from_bytes(data[cs : cs + width], "big")
            count = struct.unpack(">H", data[cs + width : cs + width + 2])[0]
            targets = [int.from_bytes(data[cs + width + 2 + i * width : cs + 2 * width + 2 + i * width], "big") for i in range(count)]
            fields["refs"].append((kind, source, targets))
    return describe(data, fields, primary)


def describe(data, fields, primary):
    def props(item):
        chosen = []
        for index in fields["assoc"].get(item, []):
            if 1 <= index <= len(fields["props"]):
                chosen.append(fields["props"][index - 1])
        return chosen

    def ispe(item):
        for kind, s, e in props(item):
            if kind == "ispe":
                return struct.unpack(">II", data[s + 4 : s + 12])
        return None

    primary_type = fields["types"].get(primary, "")
    coded, tile = primary, None
    if primary_type == "grid":
        tiles = next((t for k, s, t in fields["refs"] if k == "dimg" and s == primary), [])
        if tiles:
            coded, tile = tiles[0], ispe(tiles[0])
    codec, level = "", 0
    for kind, s, e in props(coded):
        if kind == "hvcC" and e - s >= 13:
            codec, level = f"hvcC/{data[s + 1] & 0x1F}", data[s + 12]
        elif kind == "av1C" and e - s >= 2:
            codec, level = f"av1C/{data[s + 1] >> 5}", data[s + 1] & 0x1F
    aux = []
    for kind, source, targets in fields["refs"]:
        if kind == "auxl" and primary in targets:
            for k, s, e in props(source):
                if k == "auxC":
                    aux.append(c_string(data, s + 4, e))
    return {
        "brands": fields["brands"],
        "hdlr": fields["hdlr"] or "",
        "primary": primary_type,
        "tile": f"{tile[0]}x{tile[1]}" if tile else "",
        "codec": codec,
        "level": level,
        "aux": sorted(set(aux)),
        "tmap": "tmap" in fields["types"].values(),
    }


def oracle_tag(tags, name):
    return next((str(v).strip() for k, v in tags.items() if k.split(":")[-1] == name), "")


def measured_files():
    for entry in csv.DictReader(open(CORPUS / "MANIFEST.tsv", encoding="utf-8"), delimiter="\t"):
        if entry["format"].upper() not in {"HEIC", "HEIF", "AVIF"} or "-malformed" in entry["relative_path"].split("/")[0]:
            continue
        oracle = CORPUS / "oracle/exiftool" / (entry["relative_path"] + ".json")
        tags = json.loads(oracle.read_text(encoding="utf-8")) if oracle.exists() else {}
        tags = tags[0] if isinstance(tags, list) and tags else tags
        try:
            facts = structure(CORPUS / "files" / entry["relative_path"])
        except (struct.error, IndexError):
            facts = None
        yield entry, oracle_tag(tags, "Make"), oracle_tag(tags, "Model"), facts


def main():
    if not (CORPUS / "MANIFEST.tsv").exists():
        sys.exit(f"no corpus at {CORPUS}: set METALENS_CORPUS")
    models = {}
    for entry, make, model, facts in measured_files():
        path = entry["relative_path"]
        if not make or not model or facts is None:
            continue
        if make.lower() not in NATIVE_MAKES or entry["format"].upper() != "HEIC":
            print(f"  not tabled (not a make's own HEIF): {path} ({make} {model}, {entry['format']})")
            continue
        models.setdefault((make, model), []).append((path, facts))
    rows = []
    for (make, model), files in sorted(models.items(), key=lambda item: (item[0][0].lower(), item[0][1])):
        facts = [f for _, f in files]
        first = facts[0]["brands"]
        rows.append({
            "make": make,
            "model": model,
            "primary": "|".join(sorted({f["primary"] for f in facts})),
            "tile": "|".join(sorted({f["tile"] for f in facts})),
            "codec": "|".join(sorted({f["codec"] for f in facts})),
            "max_level": str(max(f["level"] for f in facts)),
            "brands": " ".join(b for b in first if all(b in f["brands"] for f in facts)),
            "aux": " ".join(sorted(set.intersection(*(set(f["aux"]) for f in facts)))),
            "hdlr": "|".join(sorted({f["hdlr"] for f in facts})),
            "tmap": "yes" if all(f["tmap"] for f in facts) else "no",
            "files": str(len(files)),
            "sources": "; ".join(path for path, _ in files),
        })
    columns = list(rows[0].keys())
    with open(TABLE, "w", encoding="utf-8", newline="") as out:
        writer = csv.DictWriter(out, columns, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    write_swift(rows)
    print(f"wrote {TABLE.relative_to(ROOT)} and {OUTPUT.relative_to(ROOT)} ({len(rows)} models)")


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_list(values):
    return "[" + ", ".join(swift_string(v) for v in values) + "]"


def write_swift(rows):
    lines = [
        "// Generated by scripts/generate-heif-fingerprints.py from the corpus (scripts/data/heif-fingerprints.tsv); do not edit.",
        "// swift-format-ignore-file",
        "",
        "extension HEIFFingerprints {",
        "  /// How each model measured in the corpus builds its HEIC files, with the files measured.",
        "  static let models: [Entry] = [",
    ]
    for row in rows:
        lines.append(
            "    Entry("
            f"make: {swift_string(row['make'])}, model: {swift_string(row['model'])}, "
            f"primaryTypes: {swift_list(row['primary'].split('|'))}, tileSizes: {swift_list(row['tile'].split('|'))}, "
            f"codecs: {swift_list(row['codec'].split('|'))}, maxLevel: {row['max_level']}, "
            f"brands: {swift_list(row['brands'].split())}, auxiliaryTypes: {swift_list(row['aux'].split())}, "
            f"handlerNames: {swift_list(row['hdlr'].split('|'))}, sources: {swift_list(row['sources'].split('; '))}),"
        )
    lines += ["  ]", "}", ""]
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
