#!/usr/bin/env python3
"""Writes Sources/MetaLensCore/Blocks/EXIF/MakerNotes/MakerNoteTagNames+Tables.swift
from ExifTool's tag tables (`exiftool -listx`), so metalens names the MakerNote
tags it decodes exactly as ExifTool does (issue 36), and
CanonBinaryTable+Tables.swift from Canon.pm's binary tables (see the end).

Only the leaf tags of each maker's main directory are taken: ExifTool's -listx
leaves out the tags that open a sub-directory (Canon's CameraSettings, Nikon's
PreviewIFD…), whose contents need the maker module's own conversions. Tags of
type '?' (ExifTool decodes them by code, not by format) are left out as well,
and so are the tags listed in NOT_RAW below, whose values ExifTool converts even
under -n (its ValueConv): metalens would show another number. Run it again when
moving to a newer ExifTool."""
import subprocess
import xml.etree.ElementTree as ET

# Family-1 group and main table of each maker metalens decodes.
MAKERS = [
    ("Apple", "Apple::Main"), ("Canon", "Canon::Main"), ("Casio", "Casio::Type2"),
    ("FujiFilm", "FujiFilm::Main"), ("Minolta", "Minolta::Main"), ("Nikon", "Nikon::Main"),
    ("Olympus", "Olympus::Main"), ("Panasonic", "Panasonic::Main"), ("Pentax", "Pentax::Main"),
    ("Ricoh", "Ricoh::Main"), ("Samsung", "Samsung::Type2"), ("Sanyo", "Sanyo::Main"),
    ("Sigma", "Sigma::Main"), ("Sony", "Sony::Main"),
]

# Tags whose value ExifTool converts even under -n (a ValueConv, a Format or
# a byte order that -listx does not show), found by comparing metalens with
# the corpus oracle (`exiftool -j -G1 -n`, ExifTool 12.57) on 2026-11-26:
# every tag that disagreed in a well-formed file. metalens leaves them out
# rather than show another number; the MakerNote stays listed as binary.
NOT_RAW = {
    "Canon": {"ImageUniqueID", "Categories", "BatteryType"},
    "Casio": {"PreviewImage", "Contrast", "Saturation", "Sharpness", "FirmwareDate", "ObjectDistance"},
    "FujiFilm": {"ImageCount", "NoiseReduction", "GEImageSize"},
    "Minolta": {"ColorMode"},
    "Nikon": {"RetouchHistory", "FlashExposureBracketValue", "FlashExposureComp", "PictureControlData",
              "ExternalFlashExposureComp", "ExposureTuning", "PowerUpTime", "NikonCaptureOffsets",
              "DateStampMode", "ToningEffect", "MakerNoteVersion", "ExposureDifference", "LensFStops", "ProgramShift", "ShootingMode"},
    "Olympus": {"ColorMatrix", "BlueBalance", "RedBalance", "ApertureValue", "ISOValue", "ShutterSpeedValue", "SceneDetectData"},
    "Panasonic": {"FirmwareVersion", "TimeSincePowerOn", "InternalSerialNumber", "BabyName", "Location",
                  "RecognizedFaceFlags", "Title", "Transform"},
    "Pentax": {"DSPFirmwareVersion", "Date", "ExposureCompensation", "ExposureTime", "FNumber", "FocalLength",
               "Time", "CPUFirmwareVersion", "EffectiveLV", "SensorSize", "ShutterCount", "AFPointsInFocus",
               "ColorMatrixA", "ColorMatrixB", "ColorMatrixA2", "ColorMatrixB2", "ColorTempCloudy",
               "ColorTempDaylight", "ColorTempFlash", "ColorTempFluorescentD", "ColorTempFluorescentN",
               "ColorTempFluorescentW", "ColorTempShade", "ColorTempTungsten", "ImageEditing", "BlueBalance",
               "RedBalance", "SensitivityAdjust", "DigitalZoom", "LightReading"},
    "Sanyo": {"DigitalZoom", "SpecialMode", "MakerNoteOffset", "FlashMode"},
    "Sigma": {"ColorAdjustment", "Contrast", "ExposureCompensation", "Highlight", "Quality", "Saturation",
              "Shadow", "Sharpness", "X3FillLight"},
    "Sony": {"FullImageSize", "HDR", "LensSpec", "PixelShiftInfo", "PreviewImageSize", "Quality"},
}

# ExifTool's format names as TIFF field types: ExifTool reads a MakerNote
# value in its table's format, whatever type the entry declares.
FORMATS = {"int8u": 1, "string": 2, "int16u": 3, "int32u": 4, "rational64u": 5, "int8s": 6, "undef": 7,
           "int16s": 8, "int32s": 9, "rational64s": 10, "float": 11, "double": 12}

def main_table(group, name):
    xml = subprocess.run(["exiftool", "-listx", f"-{group}:all"], capture_output=True, check=True).stdout
    names = {}
    for t in ET.fromstring(xml).findall("table"):
        if t.get("name") != name:
            continue
        for tag in t.findall("tag"):
            try:
                tag_id = int(tag.get("id"))
            except ValueError:
                continue
            if tag.get("type") == "?" or tag.get("name") in NOT_RAW.get(group, set()):
                continue
            fmt = FORMATS.get(tag.get("type"), 0)
            if tag_id in stored_format.get(group, set()):
                fmt = 0
            names.setdefault(tag_id, (tag.get("name"), fmt))
    return names

# -listx's type is the tag's Writable format when it has no Format of its own,
# and ExifTool reads such a tag in the entry's own type (Canon's SerialNumber
# is an int32u, but a string where a camera wrote one). For Canon the Perl
# table says which tags have a Format; the others are read as stored.
STORED_FORMAT_PERL = r'''
use Image::ExifTool; use Image::ExifTool::Canon; my $t = \%Image::ExifTool::Canon::Main;
for my $id (grep /^\d+$/, keys %$t) { my $e = $$t{$id}; my @v = ref $e eq 'ARRAY' ? @$e : ($e);
  print "$id\n" unless grep { ref $_ eq 'HASH' and $$_{Format} } @v; }
'''
stored_format = {"Canon": {int(x) for x in subprocess.run(
    ["perl", "-e", STORED_FORMAT_PERL], capture_output=True, text=True, check=True).stdout.split()}}

version = subprocess.run(["exiftool", "-ver"], capture_output=True, text=True, check=True).stdout.strip()
cases = []
for group, table in MAKERS:
    names = main_table(group, table)
    entries = [f'0x{k:04X}: .init("{v[0]}", {v[1]})' for k, v in sorted(names.items())]
    lines = ["      " + ", ".join(entries[i:i + 4]) + "," for i in range(0, len(entries), 4)]
    body = "\n".join(lines) if lines else "      :"
    cases.append(f"    // {table}: {len(names)} tags\n    \"{group}\": [\n{body}\n    ],")
with open("Sources/MetaLensCore/Blocks/EXIF/MakerNotes/MakerNoteTagNames+Tables.swift", "w") as out:
    out.write(f"""// Generated by scripts/generate-makernote-tag-names.py from ExifTool {version}'s tag
// tables. Do not edit by hand.
// swift-format-ignore-file

extension MakerNoteTagNames {{
  /// The leaf tags of each maker's main MakerNote directory, by ExifTool
  /// group, named as ExifTool names them, with the TIFF field type ExifTool
  /// reads each in (0: the entry's own).
  static let tables: [String: [UInt16: MakerNoteTagNames.Tag]] = [
{chr(10).join(cases)}
  ]
}}
""")

# --- Canon's binary sub-directories (issue 36) ---------------------------------
# -listx names a binary table's tags but not their conversions, so these are
# read from ExifTool's Perl tables themselves (%Image::ExifTool::Canon::*):
# each index's Name, Format, Condition, RawConv and ValueConv. A tag is kept
# only when every conversion ExifTool applies under -n is one that
# CanonBinaryDecoder implements (the dictionaries below, matched on ExifTool's
# own expression text); any other tag is left out and listed on stderr.
# A MakerNote tag may hold one of several tables (0x4001: ColorData1..11, by
# the entry's count, `$count == 582`): all are listed in ExifTool's order, a
# table not decoded as one without tags, so that it still takes the data. A
# binary sub-directory inside a binary table (ColorData4's ColorCoefs) is read
# as the parent's indices from its own, cut to its length.
# Serial tables (Canon.pm ProcessSerialData): AF point arrays whose length
# is an earlier value.
CANON_SERIAL = ["AFInfo", "AFInfo2"]
CANON_TABLES = ["CameraSettings", "FocalLength", "ShotInfo", "Panorama", "FileInfo", "SensorInfo", "Processing",
                "AspectInfo", "TimeInfo", "MyColors", "CropInfo", "FaceDetect1", "FaceDetect3", "ContrastInfo",
                "ColorBalance", "MeasuredColor", "LightingOpt", "MultiExp", "HDRInfo", "VignettingCorr2", "Ambience",
                "AFMicroAdj"] + [f"ColorData{n}" for n in range(1, 12)]

PERL_DUMP = r'''
use strict; use warnings; use Image::ExifTool; use Image::ExifTool::Canon; use JSON::PP;
sub info { my $i = shift; return { Name => $i } unless ref $i eq 'HASH'; my %o;
  for my $k (qw(Name Format Condition RawConv ValueConv Unknown Hook Mask SubDirectory)) {
    next unless exists $$i{$k}; my $v = $$i{$k};
    $o{$k} = ref $v eq 'CODE' ? 'CODE ' . (B::svref_2object($v)->GV->NAME)
      : ref $v eq 'HASH' ? ($$v{TagTable} // 'HASH') : ref $v ? ref $v : $v; } \%o }
use B;
sub table { my $t = shift; no strict 'refs'; my $table = \%{"Image::ExifTool::Canon::$t"};
  my %tags = map { my $x = $$table{$_}; ($_ => (ref $x eq 'ARRAY' ? [ map { info($_) } @$x ] : [ info($x) ])) }
    grep /^\d+$/, keys %$table;
  return { FORMAT => $$table{FORMAT},
    binary => ($$table{PROCESS_PROC} // 0) == \&Image::ExifTool::ProcessBinaryData ? 1 : 0,
    serial => ($$table{PROCESS_PROC} // 0) == \&Image::ExifTool::Canon::ProcessSerialData ? 1 : 0,
    tags => \%tags } }
my %out; my $main = \%Image::ExifTool::Canon::Main;
for my $id (sort { $a <=> $b } grep /^\d+$/, keys %$main) {
  my $entries = ref $$main{$id} eq 'ARRAY' ? $$main{$id} : [ $$main{$id} ];
  for my $e (@$entries) {
    next unless ref $e eq 'HASH' and ref $$e{SubDirectory} eq 'HASH';
    (my $t = $$e{SubDirectory}{TagTable} // '') =~ s/^Image::ExifTool::Canon:://;
    next unless grep { $_ eq $t } @ARGV;
    next if $out{$t};  # (AFInfo2 is also AFInfo3's table, 0x003c: the first tag's)
    my $d = table($t);
    # the sub-directories of a binary table (ColorData4's ColorCoefs)
    for my $v (map { @$_ } values %{$$d{tags}}) {
      next unless $$v{SubDirectory} and $$v{SubDirectory} =~ /^Image::ExifTool::Canon::(\w+)$/;
      $$v{SubTable} = table($1);
    }
    # the entry's place among the tag's variants (ColorData1..N by count)
    my ($place) = grep { $$entries[$_] == $e } 0..$#$entries;
    $out{$t} = { %$d, id => $id + 0, place => $place, Validate => $$e{SubDirectory}{Validate},
      siblings => [ map { [ $$_{Name}, $$_{Condition} ] } @$entries ],
      Condition => $$e{Condition}, other => [ grep { !/^(Validate|TagTable)$/ } keys %{$$e{SubDirectory}} ] };
  }
}
print JSON::PP->new->canonical->encode(\%out);
'''

import json
import re
import sys

# RawConv: when ExifTool drops the value (returns undef), as Swift.
RAW_KEEP = {
    "$val==-1 ? undef : $val": ".notEqual(-1)",
    "$val == 0x7fff ? undef : $val": ".notEqual(0x7fff)",
    "$val==0 ? undef : $val": ".nonZero",
    "$val ? $val : undef": ".nonZero",
    "$val ? $$self{LensType}=$val : undef": ".nonZero",
    "($$self{FocusDistanceUpper} = $val) || undef": ".nonZero",
    "($$self{FocusDistanceUpper2} = $val) || undef": ".nonZero",
    "$$self{FocalUnits} = $val": ".always",
    "$val > 0 ? $val : undef": ".positive",
    "$val<=0 ? undef : $val": ".positive",
    "$val >= 0 ? $val : undef": ".nonNegative",
    "$val<0 ? undef : $val": ".nonNegative",
    "$val < 0 ? undef : $val": ".nonNegative",
    "$val < 40 ? undef : $val": ".atLeast(40)",
    "$val || undef": ".nonZero",
    # ExposureTime's `or $$self{FILE_TYPE} eq "CRW"`: metalens reads no CRW
    # file (its MakerNote is no TIFF directory), so only the value decides.
    '($val or $$self{FILE_TYPE} eq "CRW") ? $val : undef': ".nonZero",
}
# RawConvs that keep a zero for some models (the pattern is Perl's, matched
# as CanonModelCondition matches it).
RAW_KEEP_MODEL = [
    (r"\(\$val > (-?\d+) and \(\$val or \$\$self\{Model\}=~/([^/]+)/\)\)\? \$val : undef",
     lambda m: f'.nonZeroOrModel("{swift_string(m.group(2))}", above: {m.group(1)})'),
    (r"\(\$\$self\{Model\}=~/([^/]+)/ or \$val\) \? \$val : undef",
     lambda m: f'.nonZeroOrModel("{swift_string(m.group(1))}", above: nil)'),
]

def swift_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')

def raw_keep(text):
    if text is None:
        return ".always"
    if text in RAW_KEEP:
        return RAW_KEEP[text]
    # Only stores the value as a data member (`$$self{ColorDataVersion} = $val`).
    if re.fullmatch(r"\$\$self\{\w+\}\s*=\s*\$val", text):
        return ".always"
    for pattern, swift in RAW_KEEP_MODEL:
        m = re.fullmatch(pattern, text)
        if m:
            return swift(m)
    return None

def model_condition(text):
    """A Condition on `$$self{Model}` alone (`=~`/`!~` matches joined by
    `and`, then `or`, as Perl binds them) as CanonModelCondition, or None."""
    clauses = []
    for clause in re.split(r"\s+or\s+", " ".join(text.split())):
        matches = []
        for atom in re.split(r"\s+and\s+", clause):
            m = re.fullmatch(r"\$\$self\{Model\}\s*(=~|!~)\s*/([^/]+)/", atom)
            if not m:
                return None
            matches.append(f'.init("{swift_string(m.group(2))}", {"true" if m.group(1) == "=~" else "false"})')
        clauses.append("[" + ", ".join(matches) + "]")
    return ".init(anyOf: [" + ", ".join(clauses) + "])"
CANON_EV = "Image::ExifTool::Canon::CanonEv($val)"
VALUE_CONV = {
    CANON_EV: ".canonEV",
    f"exp({CANON_EV}*log(2)/2)": ".aperture",
    f"exp(-{CANON_EV}*log(2))": ".exposureTime",
    "exp($val/32*log(2))*100": ".iso(divisor: 1)",
    "exp($val/32*log(2))*100/32": ".iso(divisor: 32)",
    f"exp(-{CANON_EV}*log(2))*1000/32": ".scaledExposureTime(times: 1000, per: 32)",
    # Canon.pm's CameraISO(): a lookup of the old codes, or the ISO in the
    # low 14 bits when bit 14 is set.
    "Image::ExifTool::Canon::CameraISO($val)": ".cameraISO",
}
# ValueConvs of an array (`int16s[4]`…), applied to each number.
ARRAY_VALUE_CONV = {None: ".none", "CODE SwapWords": ".swapWords"}

def value_conv(text):
    if text is None:
        return ".none"
    if text in VALUE_CONV:
        return VALUE_CONV[text]
    m = re.fullmatch(r"\$val / (\d+)(?: ([+-]) (\d+))?", text) or re.fullmatch(r"\$val()(?: ([+-]) (\d+))", text)
    if m:
        offset = 0 if m.group(2) is None else int(m.group(3)) * (1 if m.group(2) == "+" else -1)
        return f".linear(divisor: {int(m.group(1) or 1)}, offset: {offset})"
    m = re.fullmatch(r"\$val \* (\d+\.\d+) / (\d+)", text)
    if m:
        return f".scaled(factor: {m.group(1)}, divisor: {m.group(2)})"
    m = re.fullmatch(r"\$val / \(\$\$self\{(\w+)\} \|\| 1\)", text)
    if m:
        return f'.perMember("{m.group(1)}")'
    return None

def member_values(text):
    """`$$self{X} == 4 or $$self{X} == 5` (ColorData's version) as the
    member's name and values, or None."""
    atoms = [re.fullmatch(r"\$\$self\{(\w+)\}\s*==\s*(-?\d+)", a) for a in re.split(r"\s+or\s+", " ".join(text.split()))]
    if not all(atoms) or len({a.group(1) for a in atoms}) != 1:
        return None
    return f'.init("{atoms[0].group(1)}", [{", ".join(a.group(2) for a in atoms)}])'

def tag_format(text, table_format):
    """The TIFF type and count of ExifTool's `int16s` or `int16s[4]`."""
    m = re.fullmatch(r"(\w+)(?:\[(\d+)\])?", text or table_format or "int8u")
    fmt = FORMATS.get(m.group(1)) if m else None
    return (fmt, int(m.group(2) or 1)) if fmt is not None else (None, 0)

def canon_variant(index, tag, table_format, limit=None):
    """The Swift initialiser of one variant of an index (a tag ExifTool
    chooses by its Condition), or the reason it is left out. `limit`: the
    bytes of the sub-directory a flattened tag lies in, from its index."""
    member = model = values = None
    if "Condition" in tag:
        m = re.fullmatch(r"\$\$self\{(\w+)\}", tag["Condition"].strip())
        if m:
            member = m.group(1)
        elif member_values(tag["Condition"]):
            values = member_values(tag["Condition"])
        else:
            model = model_condition(tag["Condition"])
            if model is None:
                return None, "Condition " + " ".join(tag["Condition"].split())[:60]
    for key in ("Unknown", "Hook", "Mask", "SubDirectory"):
        if key in tag:
            return None, f"{key}"
    fmt, count = tag_format(tag.get("Format"), table_format)
    # One rational (AFMicroAdjValue): its two int32s, divided as ExifTool's
    # GetRational64s divides them.
    rational = fmt in (5, 10) and count == 1 and "ValueConv" not in tag and "RawConv" not in tag
    if rational:
        fmt, count = (4 if fmt == 5 else 9), 2
    if fmt is None or fmt in (2, 7, 5, 10, 11, 12):
        return None, f"Format {tag.get('Format')}"
    if limit is not None:
        # ReadValue shortens an array to what its directory holds.
        count = min(count, limit // TYPE_SIZES[fmt])
        if count < 1:
            return None, "past its sub-directory"
    raw = tag.get("RawConv")
    keep = raw_keep(raw)
    if keep is None:
        return None, "RawConv " + raw[:60]
    if count > 1 and keep != ".always":
        return None, "RawConv of an array"
    stores = re.search(r"\$\$self\{(\w+)\}\s*=\s*\$val", raw or "")
    if rational:
        conversion = ".rational"
    elif count > 1 or tag.get("Format", "").endswith("]"):
        conversion = ARRAY_VALUE_CONV.get(tag.get("ValueConv"))
    else:
        conversion = value_conv(tag.get("ValueConv"))
    if conversion is None:
        return None, "ValueConv " + " ".join(tag["ValueConv"].split())[:60]
    args = [str(index), f'"{tag["Name"]}"', str(fmt)]
    if count > 1 or tag.get("Format", "").endswith("]") or rational:
        args.append(f"count: {count}")
    if keep != ".always":
        args.append(f"keep: {keep}")
    if conversion != ".none":
        args.append(f"value: {conversion}")
    if stores:
        args.append(f'stores: "{stores.group(1)}"')
    if member:
        args.append(f'requires: "{member}"')
    if values:
        args.append(f"member: {values}")
    if model:
        args.append(f"model: {model}")
    return ".init(" + ", ".join(args) + ")", None

TYPE_SIZES = {1: 1, 6: 1, 3: 2, 8: 2, 4: 4, 9: 4}

def canon_tag(index, variants, table_format, limit=None):
    """The Swift initialisers of one index, or the reason it is left out.
    ExifTool takes the first variant whose Condition holds; a variant
    metalens cannot convert (or an Unknown one, hidden without -u) still
    claims the index when its Condition on the Model holds, so it is kept
    as a variant that shows nothing (`shown: false`)."""
    entries, reasons, shown = [], [], False
    for tag in variants:
        swift, reason = canon_variant(index, tag, table_format, limit)
        if swift:
            entries.append(swift)
            shown = True
            continue
        reasons.append(reason)
        condition = " ".join(tag.get("Condition", "").split())
        model = model_condition(condition) if condition else None
        values = member_values(condition) if condition else None
        if len(variants) == 1 or (condition and model is None and values is None) or "$$self{" in (tag.get("RawConv") or ""):
            return None, reason
        args = [str(index), f'"{tag["Name"]}"', "0"] + ([f"member: {values}"] if values else []) + [
            "shown: false"] + ([f"model: {model}"] if model else [])
        entries.append(".init(" + ", ".join(args) + ")")
    if not shown:
        return None, reasons[0]
    return entries, None

def flattened(index, tag, table):
    """A binary sub-directory inside a binary table (ColorData4's ColorCoefs
    at 0x3f, `undef[210]`) in the same FORMAT: its tags as the parent's
    indices from `index`, each cut to the sub-directory's bytes, as
    ProcessBinaryData reads the sub-directory's data alone. None when it
    cannot be read so."""
    sub = tag.get("SubTable")
    m = re.fullmatch(r"undef\[(\d+)\]", tag.get("Format", ""))
    if (sub is None or "Unknown" in tag or "Condition" in tag or not sub["binary"] or not m
            or (sub["FORMAT"] or "int8u") != (table["FORMAT"] or "int8u")):
        return None
    step = TYPE_SIZES[FORMATS[table["FORMAT"] or "int8u"]]
    length = int(m.group(1))
    out = {}
    for sub_index in sorted(sub["tags"], key=int):
        start = int(sub_index) * step
        if start >= length:
            continue
        out[index + int(sub_index)] = (sub["tags"][sub_index], length - start)
    return out

SELECT_VALUEPT = {
    "$$valPt !~ /^\\0\\0\\0\\0/": "notZeroed: true",
    "$$valPt =~ /^\\x0a\\0/": "prefix: [0x0A, 0x00]",
}

def selection(condition):
    """The main entry's Condition, which chooses the table: by the entry's
    count (ColorData1..N) or by its first bytes. None when unknown."""
    if condition is None:
        return ""
    text = " ".join(condition.split())
    counts = re.findall(r"\$count == (\d+)", text)
    if counts and re.fullmatch(r"\$count == \d+(?: or \$count == \d+)*", text):
        return f"counts: [{', '.join(counts)}]"
    return SELECT_VALUEPT.get(text)

VALIDATE = "Image::ExifTool::Canon::Validate($dirData,$subdirStart,$size)"
VALIDATES = {
    VALIDATE: "true",
    # AFMicroAdj: DPP 3.13 cuts it to 0x14 bytes, so 0x2c passes too.
    "Image::ExifTool::Canon::Validate($dirData,$subdirStart,$size,0x2c)": "true, alsoValid: 0x2C",
}

dump = json.loads(
    subprocess.run(["perl", "-e", PERL_DUMP, *CANON_TABLES, *CANON_SERIAL], capture_output=True, check=True).stdout)
by_id = {}
for name in CANON_TABLES:
    table = dump[name]
    assert table["binary"] and not table["other"], name
    assert table["Validate"] in (None, *VALIDATES), name
    select = selection(table["Condition"])
    if select is None:
        print(f"Canon::{name}: left out (Condition {table['Condition']})", file=sys.stderr)
        continue
    tags = {int(i): (v, None) for i, v in table["tags"].items()}
    for index, (variants, _) in list(tags.items()):
        if len(variants) == 1 and (inner := flattened(index, variants[0], table)) is not None:
            del tags[index]
            assert not set(inner) & set(tags), name
            tags.update(inner)
    entries, left, reasons, kept = [], [], [], 0
    for index in sorted(tags):
        variants, limit = tags[index]
        swift, reason = canon_tag(index, variants, table["FORMAT"], limit)
        if swift:
            entries.extend(swift)
            kept += 1
        else:
            left.append(f'{variants[0]["Name"]} ({reason})')
            reasons.append(f'{variants[0]["Name"]} ({reason.split()[0]})')
    print(f"Canon::{name}: {kept} tags kept, left out: " + "; ".join(left), file=sys.stderr)
    body = "\n".join(f"          {e}," for e in entries)
    validated = VALIDATES[table["Validate"]] if table["Validate"] else "false"
    options = ", ".join(x for x in [f"validated: {validated}", select] if x)
    by_id.setdefault(table["id"], {})[table["place"]] = (
        f"        // Canon::{name}: {kept} of {len(tags)} indices\n"
        + (f"        // (left out: {', '.join(reasons)})\n" if reasons else "")
        + f"        CanonBinaryTable(\n"
        f"          name: \"{name}\", format: {FORMATS[table['FORMAT'] or 'int8u']}, {options},\n"
        f"          tags: [\n{body}\n          ]),", table["siblings"])
tables = []
for tag_id in sorted(by_id):
    places = by_id[tag_id]
    siblings = next(iter(places.values()))[1]
    # The main entry's other tables, which metalens does not decode, still
    # take the data when their Condition holds: ExifTool reads the first.
    items = []
    for place, (sibling, condition) in enumerate(siblings):
        if place in places:
            items.append(places[place][0])
            continue
        select = selection(condition)
        assert select is not None, (tag_id, sibling)
        options = ", ".join(x for x in ["validated: false", select] if x)
        items.append(f"        // Canon::{sibling}: not decoded\n"
                     f"        CanonBinaryTable(name: \"{sibling}\", format: 1, {options}, tags: []),")
    tables.append(f"    0x{tag_id:04X}: [\n" + "\n".join(items) + "\n      ],")
# CameraISO's codes: a lexical hash inside Canon.pm's CameraISO(), which
# no table exposes, so read from the module's source text.
canon_pm = subprocess.run(["perl", "-MImage::ExifTool::Canon", "-e", "print $INC{'Image/ExifTool/Canon.pm'}"],
                          capture_output=True, text=True, check=True).stdout
iso_block = re.search(r"sub CameraISO\(.*?my %isoLookup = \((.*?)\);", open(canon_pm).read(), re.S).group(1)
iso_codes = []
for code, value in re.findall(r"^\s*(\d+)\s*=>\s*('[^']*'|\d+),", iso_block, re.M):
    iso_codes.append(f"{code}: " + (f".integer({value})" if value.isdigit() else f'.text("{value[1:-1]}")'))
assert len(iso_codes) >= 8, iso_codes
with open("Sources/MetaLensCore/Blocks/EXIF/MakerNotes/CanonBinaryTable+Tables.swift", "w") as out:
    out.write(f"""// Generated by scripts/generate-makernote-tag-names.py from ExifTool {version}'s
// Perl tag tables (Canon.pm: %Image::ExifTool::Canon::{", ".join(CANON_TABLES)}).
// Do not edit by hand.
// swift-format-ignore-file

extension CanonBinaryTable {{
  /// Canon's binary sub-directories metalens decodes, by the MakerNote tag
  /// that holds each: every index whose conversions under `exiftool -n`
  /// CanonBinaryDecoder implements, named and typed as ExifTool's table says.
  /// A tag's tables are in ExifTool's order: the first whose condition
  /// holds (`CanonBinaryTable.matches`) is the one read.
  static let tables: [UInt16: [CanonBinaryTable]] = [
{chr(10).join(tables)}
  ]
}}

extension CanonValueConversion {{
  /// The codes of Canon.pm's `CameraISO()` (its `%isoLookup`).
  static let cameraISOCodes: [Int64: MetadataValue] = [{", ".join(iso_codes)}]
}}
""")

# --- Canon's serial sub-directories (AFInfo, AFInfo2) ---------------------------
# ProcessSerialData reads index after index, each where the previous ended, so
# an index is only read if every earlier one's size is known: the generated
# table stops at the first index with a Condition, a conversion or a Format
# other than a count taken from an earlier value.
SERIAL_CHECKS = {
    ("Image::ExifTool::Canon::ValidateAFInfo($dirData,$subdirStart,$size)", "$$self{AFInfoCount} = $count"): ".afInfo",
    (VALIDATE, "$$valPt !~ /^\\0\\0\\0\\0/"): ".lengthNotZeroed",
}

def serial_count(fmt, singles):
    if fmt is None:
        return ".one"
    m = re.fullmatch(r"int16[su]\[\$val\{(\d+)\}\]", fmt)
    if m and int(m.group(1)) in singles:
        return f".value(of: {m.group(1)})"
    m = re.fullmatch(r"int16[su]\[int\(\(\$val\{(\d+)\}\+15\)/16\)(?:\+(\d+))?\]", fmt)
    if m and int(m.group(1)) in singles:
        return f".sixteenths(of: {m.group(1)}" + (f", plus: {m.group(2)})" if m.group(2) else ")")
    m = re.fullmatch(r"int16[su]\[(\d+)\]", fmt)
    if m:
        return f".fixed({m.group(1)})"
    return None

def serial_condition(text):
    """A serial tag's Condition as Swift arguments: matches on the Model and
    data members that must not be set (`not $$self{AFInfo3}`) or not have a
    value (`(not $$self{AFInfoCount} or $$self{AFInfoCount} != 36)`), joined
    by `and`. None when it is anything else."""
    if text is None:
        return []
    text = " ".join(text.split())
    models, unless = [], []
    for atom in re.split(r" and (?![^(]*\))", text):
        m = re.fullmatch(r"\$\$self\{Model\} (=~|!~) /([^/]+)/", atom)
        if m:
            models.append(f'.init("{swift_string(m.group(2))}", {"true" if m.group(1) == "=~" else "false"})')
            continue
        m = re.fullmatch(r"not \$\$self\{(\w+)\}", atom)
        if m:
            unless.append(f'.init("{m.group(1)}", nil)')
            continue
        m = re.fullmatch(r"\(not \$\$self\{(\w+)\} or \$\$self\{(\w+)\} != (\d+)\)", atom)
        if m and m.group(1) == m.group(2) and m.group(3) != "0":
            unless.append(f'.init("{m.group(1)}", {m.group(3)})')
            continue
        return None
    args = []
    if unless:
        args.append(f"unless: [{', '.join(unless)}]")
    if models:
        args.append(f"model: .init(anyOf: [[{', '.join(models)}]])")
    return args

serial_tables = []
for name in CANON_SERIAL:
    table = dump[name]
    assert table["serial"] and not table["other"], name
    check = SERIAL_CHECKS[(table["Validate"], table["Condition"])]
    entries, singles, stop = [], set(), None
    index = 0
    read = 0
    while str(index) in table["tags"] and stop is None:
        variants = table["tags"][str(index)]
        # ExifTool takes the first variant whose Condition holds and stops
        # where none does (ProcessSerialData: `GetTagInfo(...) or last`);
        # an Unknown one is read for its size but not shown.
        chosen = []
        for tag in variants:
            fmt = tag.get("Format")
            count = serial_count(fmt, singles)
            raw = tag.get("RawConv")
            stores_only = raw is None or re.fullmatch(r"\$\$self\{\w+\} = \$val", raw)
            condition = serial_condition(tag.get("Condition"))
            if (count is None or condition is None or not stores_only
                    or any(k in tag for k in ("ValueConv", "Hook", "Mask", "SubDirectory"))):
                stop = f'{tag["Name"]} ({"Condition" if condition is None else "layout"})'
                break
            ftype = FORMATS[(fmt or table["FORMAT"]).split("[")[0]]
            args = [str(index), f'"{tag["Name"]}"', str(ftype)]
            if count != ".one":
                args.append(f"count: {count}")
            if tag.get("Unknown"):
                args.append("shown: false")
            chosen.append(".init(" + ", ".join(args + condition) + ")")
            if count == ".one" and len(variants) == 1:
                singles.add(index)
        if stop:
            break
        entries.extend(chosen)
        read += 1
        index += 1
    print(f"Canon::{name}: {read} indices read, stopping at " + (stop or "the end"), file=sys.stderr)
    body = "\n".join(f"        {e}," for e in entries)
    serial_tables.append(
        f"    // Canon::{name}, MakerNote tag 0x{table['id']:04X}: indices 0-{read - 1} of {len(table['tags'])}"
        + (f" (stops at {stop})" if stop else "") + "\n"
        f"    0x{table['id']:04X}: CanonSerialTable(\n"
        f"      name: \"{name}\", check: {check},\n"
        f"      tags: [\n{body}\n      ]),")
with open("Sources/MetaLensCore/Blocks/EXIF/MakerNotes/CanonSerialTable+Tables.swift", "w") as out:
    out.write(f"""// Generated by scripts/generate-makernote-tag-names.py from ExifTool {version}'s
// Perl tag tables (Canon.pm: %Image::ExifTool::Canon::{", ".join(CANON_SERIAL)}).
// Do not edit by hand.
// swift-format-ignore-file

extension CanonSerialTable {{
  /// Canon's serial sub-directories metalens decodes, by the MakerNote tag
  /// that holds each: the indices whose place and size are known from
  /// earlier values, named and typed as ExifTool's table says.
  static let tables: [UInt16: CanonSerialTable] = [
{chr(10).join(serial_tables)}
  ]
}}
""")
