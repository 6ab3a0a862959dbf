#!/usr/bin/env python3
"""Measures what a JPEG's header says about its last encoder, for every file
of ../shared/messenger (or METALENS_MESSENGER) and for the JPEG camera
originals of ../shared/corpus (or METALENS_CORPUS), and prints one line per
file: the facts scripts/data/platform-fingerprints.tsv is checked against.

Facts, all from the marker segments before the first scan (ITU-T T.81 B.2):
SOFn (process, size, subsampling), DQT (IJG quality if the tables are scaled
Annex K tables, mozjpeg's default "ImageMagick" set, or the tables' digest),
DHT (standard, optimised or progressive), APP0 JFIF density, APP1 EXIF
(present, tag count, Make, a UserComment), APP2 ICC description and
copyright, APP13 IPTC 2:40 Special Instructions, COM.

Run from the package root: python3 scripts/measure-received-copies.py [--corpus]
"""
import base64, csv, hashlib, os, pathlib, struct, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MESSENGER = pathlib.Path(os.environ.get("METALENS_MESSENGER", ROOT / "../shared/messenger")).resolve()
CORPUS = pathlib.Path(os.environ.get("METALENS_CORPUS", ROOT / "../shared/corpus")).resolve()
ZIGZAG = [0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
          14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
          53, 60, 61, 54, 47, 55, 62, 63]
ANNEX_K_LUMA = [16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17,
                22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78,
                87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
ANNEX_K_CHROMA = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47,
                  66, 99, 99, 99, 99, 99, 99] + [99] * 32
# mozjpeg jcparam.c, std_luminance_quant_tbl[3] = std_chrominance_quant_tbl[3] ("From
# http://www.imagemagick.org/discourse-server/viewtopic.php?f=22&t=20333"), the default of its
# JCP_MAX_COMPRESSION profile (quant_tbl_master_idx 3).
MOZJPEG = [16, 16, 16, 18, 25, 37, 56, 85, 16, 17, 20, 27, 34, 40, 53, 75, 16, 20, 24, 31, 43, 62, 91, 135, 18, 27, 31,
           40, 53, 74, 106, 156, 25, 34, 43, 53, 69, 94, 131, 189, 37, 40, 62, 74, 94, 124, 169, 238, 56, 53, 91, 106,
           131, 169, 226, 311, 85, 75, 135, 156, 189, 238, 311, 418]


def scaled(base, quality):
    scale = 5000 // quality if quality < 50 else 200 - 2 * quality
    return [min(max((v * scale + 50) // 100, 1), 255) for v in base]


def family_quality(tables):
    """('ijg', q), ('mozjpeg', q) or (None, None) for tables by slot."""
    if not tables:
        return None, None
    for name, bases in (("ijg", (ANNEX_K_LUMA, ANNEX_K_CHROMA)), ("mozjpeg", (MOZJPEG, MOZJPEG))):
        for q in range(100, 0, -1):
            if all(t == scaled(bases[min(i, 1)], q) for i, t in enumerate(tables)):
                return name, q
    return None, None


def digest(tables):
    return hashlib.sha1(",".join(",".join(map(str, t)) for t in tables).encode()).hexdigest()[:10]


def iptc_special_instructions(payload):
    """IPTC 2:40 inside a Photoshop 3.0 APP13 (resource 0x0404), or '' when there is an IPTC block without it,
    None without IPTC."""
    if not payload.startswith(b"Photoshop 3.0\0"):
        return None
    i = 14
    found = None
    while i + 12 <= len(payload) and payload[i:i + 4] == b"8BIM":
        rid = struct.unpack(">H", payload[i + 4:i + 6])[0]
        nlen = payload[i + 6]
        j = i + 7 + nlen + ((nlen + 1) % 2)
        size = struct.unpack(">I", payload[j:j + 4])[0]
        body = payload[j + 4:j + 4 + size]
        if rid == 0x0404:
            found = found or ""
            k = 0
            while k + 5 <= len(body) and body[k] == 0x1C:
                rec, ds, ln = body[k + 1], body[k + 2], struct.unpack(">H", body[k + 3:k + 5])[0]
                if rec == 2 and ds == 40:
                    found = body[k + 5:k + 5 + ln].decode("latin-1")
                k += 5 + ln
        i = j + 4 + size + (size % 2)
    return found


def icc_text(profile, sig):
    count = struct.unpack(">I", profile[128:132])[0] if len(profile) >= 132 else 0
    for n in range(count):
        s, off, size = struct.unpack(">4sII", profile[132 + 12 * n:144 + 12 * n])
        if s != sig:
            continue
        body = profile[off:off + size]
        if body[:4] == b"desc":
            ln = struct.unpack(">I", body[8:12])[0]
            return body[12:12 + ln].split(b"\0")[0].decode("latin-1")
        if body[:4] == b"mluc":
            num, rec = struct.unpack(">II", body[8:16])
            if num:
                ln, o = struct.unpack(">II", body[20:28])
                return body[o:o + ln].decode("utf-16-be", "replace").rstrip("\0")
        if body[:4] == b"text":
            return body[8:].split(b"\0")[0].decode("latin-1")
    return None


def exif_facts(payload):
    """(tag count in IFD0 and the Exif IFD, Make, UserComment text)."""
    tiff = payload[6:]
    if len(tiff) < 8:
        return 0, None, None
    e = "<" if tiff[:2] == b"II" else ">"

    def ifd(offset):
        if offset + 2 > len(tiff):
            return []
        n = struct.unpack(e + "H", tiff[offset:offset + 2])[0]
        out = []
        for k in range(n):
            p = offset + 2 + 12 * k
            if p + 12 > len(tiff):
                break
            tag, typ, cnt = struct.unpack(e + "HHI", tiff[p:p + 8])
            out.append((tag, typ, cnt, tiff[p + 8:p + 12]))
        return out

    def value(typ, cnt, raw):
        size = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1}.get(typ, 1) * cnt
        if size <= 4:
            return raw[:size]
        off = struct.unpack(e + "I", raw)[0]
        return tiff[off:off + size]

    entries = ifd(struct.unpack(e + "I", tiff[4:8])[0])
    make = comment = None
    count = len(entries)
    for tag, typ, cnt, raw in entries:
        if tag == 0x010F:
            make = value(typ, cnt, raw).rstrip(b"\0").decode("latin-1")
        if tag == 0x8769:
            sub = ifd(struct.unpack(e + "I", raw)[0])
            count += len(sub)
            for t2, ty2, c2, r2 in sub:
                if t2 == 0x9286:
                    text = value(ty2, c2, r2)
                    if text[:8] in (b"ASCII\0\0\0", b"UNICODE\0", b"\0" * 8):
                        text = text[8:]
                    text = text.rstrip(b"\0")
                    try:
                        text = base64.b64decode(text, validate=True)
                    except Exception:
                        pass
                    comment = text.decode("latin-1")[:60]
    return count, make, comment


def measure(path):
    data = open(path, "rb").read()
    if data[:2] != b"\xff\xd8":
        return {"format": "not-jpeg"}
    facts = {"format": "jpeg", "app": [], "icc": b"", "tables": {}, "huffman": [], "exif": None, "iptc": None,
             "com": None, "jfif": None, "xmp": False}
    offset = 2
    while offset + 4 <= len(data) and data[offset] == 0xFF:
        marker = data[offset + 1]
        if marker == 0xFF:
            offset += 1
            continue
        if marker == 0xDA:
            break
        length = struct.unpack(">H", data[offset + 2:offset + 4])[0]
        body = data[offset + 4:offset + 2 + length]
        if 0xE0 <= marker <= 0xEF:
            facts["app"].append(f"APP{marker - 0xE0}")
        if marker == 0xE0 and body.startswith(b"JFIF\0"):
            facts["jfif"] = (body[7], struct.unpack(">H", body[8:10])[0], struct.unpack(">H", body[10:12])[0])
        if marker == 0xE1 and body.startswith(b"Exif\0"):
            facts["exif"] = exif_facts(body)
        if marker == 0xE1 and body.startswith(b"http://ns.adobe.com/xap"):
            facts["xmp"] = True
        if marker == 0xE2 and body.startswith(b"ICC_PROFILE\0"):
            facts["icc"] += body[14:]
        if marker == 0xED:
            facts["iptc"] = iptc_special_instructions(body)
        if marker == 0xFE:
            facts["com"] = body[:40].decode("latin-1")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            facts["sof"] = marker
            facts["height"], facts["width"] = struct.unpack(">HH", body[1:5])
            n = body[5]
            comps = [(body[6 + 3 * k + 1] >> 4, body[6 + 3 * k + 1] & 15) for k in range(n)]
            facts["sub"] = {(2, 2): "4:2:0", (2, 1): "4:2:2", (1, 1): "4:4:4", (1, 2): "4:4:0"}.get(
                (comps[0][0] // comps[1][0], comps[0][1] // comps[1][1])) if n == 3 else "grey"
        if marker == 0xC4:
            i = 0
            while len(body) - i >= 17:
                counts = list(body[i + 1:i + 17])
                facts["huffman"].append((body[i] >> 4, sum(counts)))
                i += 17 + sum(counts)
        if marker == 0xDB:
            i = 0
            while i < len(body):
                precision, slot = body[i] >> 4, body[i] & 15
                size = 128 if precision else 64
                raw = body[i + 1:i + 1 + size]
                values = list(struct.unpack(">64H", raw)) if precision else list(raw)
                natural = [0] * 64
                for k, v in enumerate(values):
                    natural[ZIGZAG[k]] = v
                facts["tables"][slot] = natural
                i += 1 + size
        offset += 2 + length
    tables = [facts["tables"][k] for k in sorted(facts["tables"])]
    facts["family"], facts["quality"] = family_quality(tables)
    facts["digest"] = digest(tables)
    facts["tablelist"] = tables
    progressive = facts.get("sof") in (0xC2, 0xC6)
    complete = all(n == (12 if c == 0 else 162) for c, n in facts["huffman"])
    facts["coding"] = "progressive" if progressive else ("standard" if complete else "optimized")
    icc = facts.pop("icc")
    facts["icc"] = (icc_text(icc, b"desc"), icc_text(icc, b"cprt")) if icc else None
    del facts["tables"], facts["huffman"]
    return facts


def line(name, f):
    if f["format"] != "jpeg":
        return f"{name}\tnot-jpeg"
    tables = f"{f['family']}:{f['quality']}" if f["family"] else f"other:{f['digest']}"
    return "\t".join(map(str, [name, f.get("sof", 0) and hex(f["sof"]), f["coding"], f.get("sub"),
                               max(f.get("width", 0), f.get("height", 0)), tables, f["jfif"], f["icc"], f["exif"],
                               repr(f["iptc"]), f["xmp"], f["com"], ",".join(f["app"])]))


def load_fingerprints():
    rows = list(csv.DictReader(open(ROOT / "scripts/data/platform-fingerprints.tsv"), delimiter="\t"))
    apple = [[list(map(int, r["luma"].split(","))), list(map(int, r["chroma"].split(",")))]
             for r in csv.DictReader(open(ROOT / "scripts/data/encoder-tables.tsv"), delimiter="\t")
             if r["family"] == "apple"]
    return rows, apple


def glob_match(pattern, name):
    """`*` any run, `#` one ASCII digit, anything else itself."""
    if not pattern:
        return not name
    head = pattern[0]
    if head == "*":
        return any(glob_match(pattern[1:], name[i:]) for i in range(len(name) + 1))
    if not name:
        return False
    if head == "#":
        return name[0].isascii() and name[0].isdigit() and glob_match(pattern[1:], name[1:])
    return head == name[0] and glob_match(pattern[1:], name[1:])


def matches(f, row, apple):
    """The fingerprint's rule, as PlatformFingerprint.matches(_:) applies it."""
    if f["format"] != "jpeg":
        return False
    exif = f["exif"]
    if exif and exif[1]:
        return False  # a camera's EXIF: never a platform's output
    if row["process"] != "any" and row["process"] != ("progressive" if f.get("sof") in (0xC2, 0xC6) else "baseline"):
        return False
    coding = "optimized" if f["coding"] in ("optimized", "progressive") else "standard"
    if row["huffman"] != "any" and row["huffman"] != coding:
        return False
    if row["subsampling"] != "any" and row["subsampling"] != f.get("sub"):
        return False
    if row["tables"] != "any":
        ok = False
        for item in row["tables"].split(";"):
            if item == "apple":
                ok |= f["tablelist"] in apple
                continue
            family, qualities = item.split(":")
            low, _, high = qualities.partition("-")
            ok |= f["family"] == family and int(low) <= f["quality"] <= int(high or low)
        if not ok:
            return False
    jfif = f["jfif"]
    if row["jfif"] == "present" and jfif is None:
        return False
    if row["jfif"] not in ("any", "present") and (jfif is None or ":".join(map(str, jfif)) != row["jfif"]):
        return False
    icc = f["icc"]
    if row["icc"] == "none" and icc is not None:
        return False
    if row["icc"] not in ("any", "none"):
        if icc is None or f"{icc[0]}/{icc[1]}" not in row["icc"].split(";"):
            return False
    if row["exif"] == "none" and exif is not None:
        return False
    if row["exif"] == "stub" and exif is None:
        return False
    if row["exif"] == "snapchat" and not (exif and exif[2] and "Snapchat/" in exif[2]):
        return False
    if row["iptc"] == "fbmd" and not (f["iptc"] or "").startswith("FBMD"):
        return False
    if row["long_edge"] != "any":
        edge = max(f.get("width", 0), f.get("height", 0))
        ok = False
        for item in row["long_edge"].split(";"):
            low, _, high = item.partition("-")
            ok |= int(low) <= edge <= int(high or low)
        if not ok:
            return False
    return True


def check(paths):
    rows, apple = load_fingerprints()
    for label, path in paths:
        f = measure(path)
        found = [r["platform"] + "/" + r["variant"] for r in rows if matches(f, r, apple)]
        names = sorted({r["platform"] for r in rows
                        if any(glob_match(p, path.name) for p in r["name_pattern"].split(";"))})
        print(f"{label}\t{path.parent.name}/{path.name}\tname:{','.join(names) or '-'}\tmatch:{'; '.join(found) or '-'}")


def main():
    if "--check" in sys.argv:
        paths = [(r["platform_by_name"], MESSENGER / r["path"])
                 for r in csv.DictReader(open(MESSENGER / "MANIFEST.tsv"), delimiter="\t")]
        paths += [("corpus", CORPUS / "files" / r["relative_path"])
                  for r in csv.DictReader(open(CORPUS / "MANIFEST.tsv"), delimiter="\t")
                  if r["format"] == "JPEG" and not r["relative_path"].split("/")[0].endswith("-malformed")]
        check(paths)
    elif "--corpus" in sys.argv:
        sys.path.insert(0, str(ROOT / "scripts"))
        rows = csv.DictReader(open(CORPUS / "NOTABLE.tsv"), delimiter="\t")
        editing = ["edited", "xmp-history", "xmp-derivedfrom", "camera-raw-settings", "photoshop-irb", "c2pa(bytes)",
                   "c2pa(exiftool)"]
        desktop = ["SIGMA PhotoPro", "FinePix Viewer", "CAMEDIA Master", "Photo Desk", "Nikon Transfer",
                   "PMB Service Uploader", "PIL", "Opanda PowerExif"]
        for row in rows:
            if row["format"] != "JPEG" or row["relative_path"].split("/")[0].endswith("-malformed"):
                continue
            if not row["make"] or row["editor_families"] or any(x in row["flags"] for x in editing):
                continue
            if any(x in row["software_seen"] for x in desktop):
                continue
            print(row["make"] + "|" + row["model"] + "\t" + line(row["relative_path"],
                                                              measure(CORPUS / "files" / row["relative_path"])))
    else:
        for row in csv.DictReader(open(MESSENGER / "MANIFEST.tsv"), delimiter="\t"):
            print(row["platform_by_name"] + "\t" + line(row["path"], measure(MESSENGER / row["path"])))


if __name__ == "__main__":
    main()
