import MetaLensCore

/// The `tiff` object: how a TIFF, BigTIFF or TIFF-based raw is built (byte
/// order, the directories read, the raw format, DNGVersion, whether a C2PA
/// manifest store is present).
extension TIFFStructure: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("byteOrder", .string(byteOrder)),
      ("bigTIFF", .bool(isBigTIFF)),
      ("rawFormat", rawFormat.map(JSONValue.string)),
      ("dngVersion", dngVersion.map(JSONValue.string)),
      ("c2pa", c2pa.map(\.json)),
      ("directories", .array(directories.map(Self.directory))),
    ])
  }

  private static func directory(_ info: TIFFDirectoryInfo) -> JSONValue {
    .members([
      ("group", .string(info.group)),
      ("offset", .int(Int(clamping: info.offset))),
      ("entryCount", .int(info.entryCount)),
      ("byteSize", .int(info.byteSize)),
      ("subfileType", info.subfileType.map { .int(Int(clamping: $0)) }),
      ("width", info.imageSize.map { .int(Int(clamping: $0.width)) }),
      ("height", info.imageSize.map { .int(Int(clamping: $0.height)) }),
    ])
  }
}
