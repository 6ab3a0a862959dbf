#!/usr/bin/env python3
"""Reads every signed fixture the fixture factory makes with c2pa-rs (through
c2pa-python) and with metalens, without trust anchors and with the fixture's
own roots as anchors, and prints a table of the state and failure codes each
reports. Exits 1 when they disagree on any file; a file c2pa-rs refuses to
read (an error, no state) agrees with metalens finding it invalid ("~").

Besides the factory's fixtures, files that c2pa-rs itself signs (through
c2pa-python's Builder, with a root and signer made by openssl): a small DNG,
where c2pa-rs 0.91.3 writes the store into IFD0's tag 0xCD41, and a copy of
it with a byte of its image changed.

The comparison is the one C2PAValidationOracleTests makes on the corpus: the
active manifest's state, its failure codes, and its time-stamp codes of every
kind (but the "legacy" trust c2pa-rs grants a v1 claim's authority); and the
failure codes of the ingredients' deltas (validation_results.ingredientDeltas,
metalens's validation.ingredientDeltas), shown after "ingredients:".

Dev-only (c2pa-python comes from PyPI): `make c2pa-crosscheck` builds the
tools, makes the virtual environment and runs this with its Python.

A fixture written with trust lists (`<name>.trust-list-N.json`, the last
holding its root) is read anchored by metalens with `--trust-list` for each
(c2pa-rs with the root as anchor), and a trusted state must name that list.

usage: c2pa-crosscheck.py FIXTURES_BINARY METALENS_BINARY [NAME_PART]
(with NAME_PART, only the fixtures whose names contain it)
"""

import json
import os
import struct
import subprocess
import sys
import tempfile

import c2pa


def c2pa_rs(path, anchors):
    """c2pa-rs's state, failure codes and time-stamp codes, or an error."""
    try:
        if anchors:
            context = c2pa.Context.from_dict({"trust": {"trust_anchors": anchors}, "verify": {"verify_trust": True}})
            reader = c2pa.Reader(path, context=context)
        else:
            reader = c2pa.Reader(path)
        report = json.loads(reader.json())
    except Exception as error:  # c2pa-rs refuses the file
        return ("error", [str(error).splitlines()[0][:60]], [], [])
    results = (report.get("validation_results") or {}).get("activeManifest") or {}
    failures = sorted(item["code"] for item in results.get("failure", []))
    stamps = sorted(
        item["code"]
        for kind in ("success", "informational", "failure")
        for item in results.get(kind, [])
        if item["code"].startswith("timeStamp.") and not item.get("explanation", "").startswith("legacy")
    )
    deltas = sorted(
        item["code"]
        for delta in (report.get("validation_results") or {}).get("ingredientDeltas") or []
        for item in (delta.get("validationDeltas") or {}).get("failure", [])
    )
    return ((report.get("validation_state") or "none").lower(), failures, stamps, deltas)


def metalens(binary, path, anchors_file, lists=()):
    """metalens's state and codes as c2pa_rs gives c2pa-rs's; with `lists`
    (trust lists in the C2PA's JSON form, the last holding the fixture's
    root), read with `--trust-list` for each instead of `--trust-anchors`,
    and a trusted state must name the last list as the one that trusted
    the signer (else the state reads `trusted-by-another-list`)."""
    arguments = [binary, "inspect", "--json", path]
    if lists:
        arguments[2:2] = [part for item in lists for part in ("--trust-list", item)]
    elif anchors_file:
        arguments[2:2] = ["--trust-anchors", anchors_file]
    out = subprocess.run(arguments, capture_output=True, text=True).stdout
    report = json.loads(out)
    report = report[0] if isinstance(report, list) else report
    validation = report["provenance"]["c2pa"].get("validation") or {}
    state = validation.get("state", "none")
    if lists and state == "trusted":
        named = (validation.get("trust") or {}).get("list") or ""
        if not named.endswith("(" + os.path.basename(lists[-1]) + ")"):
            state = "trusted-by-another-list"
    codes = validation.get("codes", [])
    failures = sorted(code["code"] for code in codes if code["kind"] == "failure")
    stamps = sorted(code["code"] for code in codes if code["code"].startswith("timeStamp."))
    deltas = sorted(
        code["code"]
        for delta in validation.get("ingredientDeltas", [])
        for code in delta["codes"]
        if code["kind"] == "failure"
    )
    return (state, failures, stamps, deltas)


# A certificate profile C2PA accepts, for the files c2pa-python signs itself.
OPENSSL_CONFIG = """[req]
distinguished_name=dn
prompt=no
[dn]
CN=MetaLens c2pa-python Root
[root]
basicConstraints=critical,CA:TRUE
keyUsage=critical,keyCertSign,cRLSign
subjectKeyIdentifier=hash
[leaf]
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=emailProtection
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
"""


def small_dng():
    """A 4x3 DNG: IFD0 a preview page with DNGVersion 1.4 and
    UniqueCameraModel, the raw page in a SubIFD, both on the same strip."""

    def entry(tag, kind, count, value):
        return struct.pack("<HHI", tag, kind, count) + value

    def page(subfile):
        shorts = [(256, 4), (257, 3), (258, 8), (259, 1), (262, 1), (277, 1), (278, 3)]
        return [entry(254, 4, 1, struct.pack("<I", subfile)), entry(273, 4, 1, struct.pack("<I", 8))] + [
            entry(tag, 3, 1, struct.pack("<HH", value, 0)) for tag, value in shorts
        ] + [entry(279, 4, 1, struct.pack("<I", 12))]

    image, model = bytes(range(0x40, 0x4C)), b"MetaLens DNG Model\0"
    first = 8 + len(image)
    model_at = first + 2 + 13 * 12 + 4
    raw_at = model_at + len(model) + len(model) % 2
    entries = page(1) + [
        entry(330, 4, 1, struct.pack("<I", raw_at)),
        entry(0xC612, 1, 4, bytes([1, 4, 0, 0])),
        entry(0xC614, 2, len(model), struct.pack("<I", model_at)),
    ]
    entries.sort(key=lambda item: struct.unpack("<H", item[:2])[0])
    raw = sorted(page(0), key=lambda item: struct.unpack("<H", item[:2])[0])
    return (
        b"II*\0" + struct.pack("<I", first) + image
        + struct.pack("<H", len(entries)) + b"".join(entries) + struct.pack("<I", 0)
        + model + b"\0" * (len(model) % 2)
        + struct.pack("<H", len(raw)) + b"".join(raw) + struct.pack("<I", 0)
    )


def sign_with_c2pa_python(folder):
    """Files c2pa-rs writes itself (c2pa-python's Builder, ES256, a root and
    signer made with openssl): a DNG, to see where c2pa-rs puts the store in
    one (C2PA 2.2's TIFF-based formats). Returns their names."""
    keys = os.path.join(folder, "c2pa-python-keys")
    os.makedirs(keys)

    def openssl(*arguments):
        subprocess.run(["openssl", *arguments], check=True, capture_output=True, cwd=keys)

    with open(os.path.join(keys, "openssl.cnf"), "w") as handle:
        handle.write(OPENSSL_CONFIG)
    openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "root.key")
    openssl("req", "-new", "-x509", "-key", "root.key", "-out", "root.pem", "-days", "3650", "-config",
            "openssl.cnf", "-extensions", "root", "-sha256")
    openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "signer.key")
    openssl("req", "-new", "-key", "signer.key", "-subj", "/CN=MetaLens c2pa-python Signer", "-out", "signer.csr")
    openssl("x509", "-req", "-in", "signer.csr", "-CA", "root.pem", "-CAkey", "root.key", "-CAcreateserial",
            "-out", "signer.pem", "-days", "365", "-sha256", "-extfile", "openssl.cnf", "-extensions", "leaf")
    read = lambda name: open(os.path.join(keys, name), "rb").read()
    signer = c2pa.Signer.from_info(c2pa.C2paSignerInfo(b"es256", read("signer.pem") + read("root.pem"),
                                                       read("signer.key"), None))
    manifest = {
        "claim_generator_info": [{"name": "metalens c2pa-crosscheck", "version": "1"}],
        "assertions": [{"label": "c2pa.actions.v2", "data": {"actions": [{
            "action": "c2pa.created",
            "digitalSourceType": "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture"}]}}],
    }
    name = "c2pa-python-signed.dng"
    source = os.path.join(keys, "unsigned.dng")
    with open(source, "wb") as handle:
        handle.write(small_dng())
    with open(source, "rb") as unsigned, open(os.path.join(folder, name), "wb") as signed:
        c2pa.Builder(manifest).sign(signer, "image/dng", unsigned, signed)
    # And a copy with a byte of its image data changed (the strip after the header).
    changed = bytearray(open(os.path.join(folder, name), "rb").read())
    changed[8 + 3] ^= 0x01
    names = [name, "c2pa-python-signed-image-changed.dng"]
    with open(os.path.join(folder, names[1]), "wb") as handle:
        handle.write(changed)
    for item in names:
        with open(os.path.join(folder, item + ".anchors.pem"), "wb") as handle:
            handle.write(read("root.pem"))
    return names


def show(result):
    state, failures, stamps, deltas = result
    return (
        f"{state} {' '.join(failures) or '-'}"
        + (f" [{' '.join(stamps)}]" if stamps else "")
        + (f" ingredients: {' '.join(deltas)}" if deltas else "")
    )


def main():
    with tempfile.TemporaryDirectory(prefix="metalens-c2pa-crosscheck-") as folder:
        return crosscheck(sys.argv[1], sys.argv[2], folder)


def crosscheck(fixtures, binary, folder):
    subprocess.run([fixtures, "--signed", folder], check=True, capture_output=True)
    part = sys.argv[3] if len(sys.argv) > 3 else ""
    signed = sign_with_c2pa_python(folder)
    names = sorted(
        name
        for name in os.listdir(folder)
        if not name.endswith((".pem", ".json")) and name != "c2pa-python-keys" and part in name
    )
    rows, disagreements = [], 0
    for name in names:
        path = os.path.join(folder, name)
        anchors_file = path + ".anchors.pem"
        with open(anchors_file) as handle:
            anchors = handle.read()
        lists = sorted(
            os.path.join(folder, item) for item in os.listdir(folder) if item.startswith(name + ".trust-list-")
        )
        for mode, pem, pem_file in (("no anchors", None, None), ("anchored", anchors, anchors_file)):
            theirs = c2pa_rs(path, pem)
            ours = metalens(binary, path, pem_file, lists if pem else ())
            same = theirs == ours
            # As in C2PAValidationOracleTests: a file c2pa-rs refuses to read
            # is one metalens must find invalid.
            excused = theirs[0] == "error" and ours[0] == "invalid"
            disagreements += not (same or excused)
            rows.append((name, mode, "=" if same else "~" if excused else "≠", show(theirs), show(ours)))
    width = max(len(row[0]) for row in rows)
    print(f"{'file':<{width}}  {'mode':<10}    c2pa-rs {c2pa.sdk_version()}  |  metalens")
    for name, mode, mark, theirs, ours in rows:
        print(f"{name:<{width}}  {mode:<10} {mark}  {theirs}  |  {ours}")
    print(f"(signed by c2pa-python itself: {', '.join(signed)})")
    print(f"{len(names)} fixtures, {len(rows)} reads: {len(rows) - disagreements} agree, {disagreements} disagree")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
