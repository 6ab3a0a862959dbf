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
    "Canon": {"ImageUniqueID", "Categories", "SerialNumber", "BatteryType"},
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
            names.setdefault(tag_id, (tag.get("name"), FORMATS.get(tag.get("type"), 0)))
    return names

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
# Serial tables (Canon.pm ProcessSerialData): AF point arrays whose length
# is an earlier value.
CANON_SERIAL = ["AFInfo", "AFInfo2"]
CANON_TABLES = ["CameraSettings", "FocalLength", "ShotInfo", "Panorama", "FileInfo", "SensorInfo", "Processing", "AspectInfo"]

PERL_DUMP = r'''
use strict; use warnings; use Image::ExifTool; use Image::ExifTool::Canon; use JSON::PP;
sub info { my $i = shift; return { Name => $i } unless ref $i eq 'HASH'; my %o;
  for my $k (qw(Name Format Condition RawConv ValueConv Unknown Hook Mask SubDirectory)) {
    next unless exists $$i{$k}; my $v = $$i{$k}; $o{$k} = ref $v ? ref $v : $v; } \%o }
my %out; my $main = \%Image::ExifTool::Canon::Main;
for my $id (sort { $a <=> $b } grep /^\d+$/, keys %$main) {
  my $e = $$main{$id}; next unless ref $e eq 'HASH' and ref $$e{SubDirectory} eq 'HASH';
  (my $t = $$e{SubDirectory}{TagTable} // '') =~ s/^Image::ExifTool::Canon:://;
  next unless grep { $_ eq $t } @ARGV;
  next if $out{$t};  # (AFInfo2 is also AFInfo3's table, 0x003c: the first tag's)
  no strict 'refs'; my $table = \%{"Image::ExifTool::Canon::$t"};
  my %tags = map { my $x = $$table{$_}; ($_ => (ref $x eq 'ARRAY' ? [ map { info($_) } @$x ] : [ info($x) ])) }
    grep /^\d+$/, keys %$table;
  $out{$t} = { id => $id + 0, Validate => $$e{SubDirectory}{Validate}, Condition => $$e{Condition},
    FORMAT => $$table{FORMAT}, binary => ($$table{PROCESS_PROC} // 0) == \&Image::ExifTool::ProcessBinaryData ? 1 : 0,
    serial => ($$table{PROCESS_PROC} // 0) == \&Image::ExifTool::Canon::ProcessSerialData ? 1 : 0,
    other => [ grep { !/^(Validate|TagTable)$/ } keys %{$$e{SubDirectory}} ], tags => \%tags };
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
}

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

def canon_variant(index, tag, table_format):
    """The Swift initialiser of one variant of an index (a tag ExifTool
    chooses by its Condition), or the reason it is left out."""
    member = model = None
    if "Condition" in tag:
        m = re.fullmatch(r"\$\$self\{(\w+)\}", tag["Condition"].strip())
        if m:
            member = m.group(1)
        else:
            model = model_condition(tag["Condition"])
            if model is None:
                return None, "Condition " + " ".join(tag["Condition"].split())[:60]
    for key in ("Unknown", "Hook", "Mask", "SubDirectory"):
        if key in tag:
            return None, f"{key}"
    fmt = FORMATS.get(tag.get("Format", table_format))
    if fmt is None or fmt in (2, 7):
        return None, f"Format {tag.get('Format')}"
    raw = tag.get("RawConv")
    keep = raw_keep(raw)
    if keep is None:
        return None, "RawConv " + raw[:60]
    stores = re.search(r"\$\$self\{(\w+)\}\s*=\s*\$val", raw or "")
    conversion = value_conv(tag.get("ValueConv"))
    if conversion is None:
        return None, "ValueConv " + " ".join(tag["ValueConv"].split())[:60]
    args = [str(index), f'"{tag["Name"]}"', str(fmt)]
    if keep != ".always":
        args.append(f"keep: {keep}")
    if conversion != ".none":
        args.append(f"value: {conversion}")
    if stores:
        args.append(f'stores: "{stores.group(1)}"')
    if member:
        args.append(f'requires: "{member}"')
    if model:
        args.append(f"model: {model}")
    return ".init(" + ", ".join(args) + ")", None

def canon_tag(index, variants, table_format):
    """The Swift initialisers of one index, or the reason it is left out.
    ExifTool takes the first variant whose Condition holds; a variant
    metalens cannot convert (or an Unknown one, hidden without -u) still
    claims the index when its Condition on the Model holds, so it is kept
    as a variant that shows nothing (`shown: false`)."""
    entries, reasons, shown = [], [], False
    for tag in variants:
        swift, reason = canon_variant(index, tag, table_format)
        if swift:
            entries.append(swift)
            shown = True
            continue
        reasons.append(reason)
        condition = " ".join(tag.get("Condition", "").split())
        model = model_condition(condition) if condition else None
        if len(variants) == 1 or (condition and model is None) or "$$self{" in (tag.get("RawConv") or ""):
            return None, reason
        args = [str(index), f'"{tag["Name"]}"', "0", "shown: false"] + ([f"model: {model}"] if model else [])
        entries.append(".init(" + ", ".join(args) + ")")
    if not shown:
        return None, reasons[0]
    return entries, None

VALIDATE = "Image::ExifTool::Canon::Validate($dirData,$subdirStart,$size)"
dump = json.loads(
    subprocess.run(["perl", "-e", PERL_DUMP, *CANON_TABLES, *CANON_SERIAL], capture_output=True, check=True).stdout)
tables = []
for name in CANON_TABLES:
    table = dump[name]
    assert table["binary"] and not table["other"] and table["Condition"] is None, name
    assert table["Validate"] in (None, VALIDATE), name
    entries, left, reasons, kept = [], [], [], 0
    for index in sorted(table["tags"], key=int):
        swift, reason = canon_tag(int(index), table["tags"][index], table["FORMAT"])
        if swift:
            entries.extend(swift)
            kept += 1
        else:
            left.append(f'{table["tags"][index][0]["Name"]} ({reason})')
            reasons.append(f'{table["tags"][index][0]["Name"]} ({reason.split()[0]})')
    print(f"Canon::{name}: {kept} tags kept, left out: " + "; ".join(left), file=sys.stderr)
    body = "\n".join(f"        {e}," for e in entries)
    tables.append(
        f"    // Canon::{name}, MakerNote tag 0x{table['id']:04X}: {kept} of {len(table['tags'])} indices\n"
        + (f"    // (left out: {', '.join(reasons)})\n" if reasons else "")
        +
        f"    0x{table['id']:04X}: CanonBinaryTable(\n"
        f"      name: \"{name}\", format: {FORMATS[table['FORMAT']]}, validated: {'true' if table['Validate'] else 'false'},\n"
        f"      tags: [\n{body}\n      ]),")
with open("Sources/MetaLensCore/Blocks/EXIF/MakerNotes/CanonBinaryTable+Tables.swift", "w") as out:
    out.write(f"""// Generated by scripts/generate-makernote-tag-names.py from ExifTool {version}'s
// Perl tag tables (Canon.pm: %Image::ExifTool::Canon::{", ".join(CANON_TABLES)}).
// Do not edit by hand.
// swift-format-ignore-file

extension CanonBinaryTable {{
  /// Canon's binary sub-directories metalens decodes, by the MakerNote tag
  /// that holds each: every index whose conversions under `exiftool -n`
  /// CanonBinaryDecoder implements, named and typed as ExifTool's table says.
  static let tables: [UInt16: CanonBinaryTable] = [
{chr(10).join(tables)}
  ]
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
    m = re.fullmatch(r"int16[su]\[int\(\(\$val\{(\d+)\}\+15\)/16\)\]", fmt)
    if m and int(m.group(1)) in singles:
        return f".sixteenths(of: {m.group(1)})"
    return None

serial_tables = []
for name in CANON_SERIAL:
    table = dump[name]
    assert table["serial"] and not table["other"], name
    check = SERIAL_CHECKS[(table["Validate"], table["Condition"])]
    entries, singles, stop = [], set(), None
    index = 0
    while str(index) in table["tags"]:
        variants = table["tags"][str(index)]
        tag = variants[0]
        fmt = tag.get("Format")
        count = serial_count(fmt, singles)
        raw = tag.get("RawConv")
        stores_only = raw is None or re.fullmatch(r"\$\$self\{\w+\} = \$val", raw)
        if (len(variants) > 1 or count is None or "Condition" in tag or not stores_only
                or any(k in tag for k in ("ValueConv", "Hook", "Mask", "SubDirectory"))):
            stop = f'{tag["Name"]} ({"variants" if len(variants) > 1 else "Condition" if "Condition" in tag else "layout"})'
            break
        ftype = FORMATS[(fmt or table["FORMAT"]).split("[")[0]]
        if count == ".one":
            singles.add(index)
        args = [str(index), f'"{tag["Name"]}"', str(ftype)]
        if count != ".one":
            args.append(f"count: {count}")
        if tag.get("Unknown"):
            args.append("shown: false")
        entries.append(".init(" + ", ".join(args) + ")")
        index += 1
    print(f"Canon::{name}: {len(entries)} indices read, stopping at " + (stop or "the end"), file=sys.stderr)
    body = "\n".join(f"        {e}," for e in entries)
    serial_tables.append(
        f"    // Canon::{name}, MakerNote tag 0x{table['id']:04X}: indices 0-{len(entries) - 1} of {len(table['tags'])}"
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
