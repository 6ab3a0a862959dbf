#!/usr/bin/env python3
"""Writes Sources/MetaLensCore/Blocks/EXIF/MakerNotes/MakerNoteTagNames+Tables.swift
from ExifTool's tag tables (`exiftool -listx`), so metalens names the MakerNote
tags it decodes exactly as ExifTool does (issue 36).

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
