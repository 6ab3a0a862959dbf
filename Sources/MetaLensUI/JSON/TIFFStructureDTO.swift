import MetaLensCore

/// The `tiff` object: how a TIFF, BigTIFF or TIFF-based raw is built (byte
/// order, the directories read, the raw format, DNGVersion, whether a C2PA
/// manifest store is present).
struct TIFFStructureDTO: JSONRepresentable {
  let tiff: TIFFStructure

  var json: JSONValue {
    .members([
      ("byteOrder", .string(tiff.byteOrder)),
      ("bigTIFF", .bool(tiff.isBigTIFF)),
      ("rawFormat", tiff.rawFormat.map(JSONValue.string)),
      ("dngVersion", tiff.dngVersion.map(JSONValue.string)),
      ("c2pa", tiff.c2pa.map(ContainerChunkDTO.c2pa)),
      ("directories", .array(tiff.directories.map(Self.directory))),
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
