import MetaLensCore

/// The `jpeg` object: segments, frame, quantization and Huffman tables, and
/// quality.
extension JPEGStructure: JSONRepresentable {
  public var json: JSONValue {
    .members([
      ("segments", .array(segments.map(Self.segment))),
      ("frame", frame.map(Self.frame)),
      (
        "quantizationTables",
        .array(
          quantizationTables.map {
            .members([
              ("estimatedQuality", .int($0.estimatedQuality)), ("ijgStandard", .bool($0.isIJGStandard)),
              ("index", .int($0.index)), ("values", .array($0.values.map(JSONValue.int))),
            ])
          })
      ),
      (
        "quality",
        qualityEstimate.map {
          .members([("estimate", .int($0.quality)), ("exact", .bool($0.isExact)), ("method", .string("imagemagick"))])
        }
      ),
      ("ijgStandardTables", .bool(usesIJGStandardTables)),
      ("huffman", huffmanCoding.map { huffman($0, tables: huffmanTables) }),
      ("scanOffset", scanOffset.map(JSONValue.int)),
    ])
  }

  /// How the encoder chose its Huffman tables, and each table's symbol count.
  func huffman(_ coding: HuffmanCoding, tables: [HuffmanTable]) -> JSONValue {
    let kind =
      switch coding {
      case .standard: "standard"
      case .fixed: "fixed"
      case .optimized: "optimized"
      case .progressive: "progressive"
      }
    return .members([
      ("coding", .string(kind)), ("signature", .string(coding.signature)),
      (
        "tables",
        .array(
          tables.map {
            .members([
              ("class", .string($0.tableClass == 0 ? "DC" : "AC")), ("complete", .bool($0.isComplete)),
              ("slot", .int($0.slot)), ("symbols", .int($0.symbols.count)),
            ])
          })
      ),
    ])
  }

  /// Keys in sorted order: a batch writes tens of thousands of segments, and
  /// `members` then only checks the order.
  static func segment(_ segment: JPEGSegment) -> JSONValue {
    .members([
      ("comment", segment.comment.map(JSONValue.string)), ("identifier", segment.identifier.map(JSONValue.string)),
      ("label", segment.label.map(JSONValue.string)), ("length", .int(segment.length)),
      ("marker", .string(segment.name)), ("offset", .int(segment.offset)),
    ])
  }

  static func frame(_ frame: JPEGFrame) -> JSONValue {
    .members([
      ("marker", .string(JPEGMarker.name(of: frame.marker))), ("process", .string(frame.process)),
      ("encodingProcess", .int(frame.encodingProcess)), ("width", .int(frame.width)), ("height", .int(frame.height)),
      ("bitsPerSample", .int(frame.bitsPerSample)), ("subsampling", frame.subsampling.map(JSONValue.string)),
      (
        "components",
        .array(
          frame.components.map {
            .members([
              ("horizontalSampling", .int($0.horizontalSampling)), ("id", .int($0.id)),
              ("quantizationTable", .int($0.quantizationTable)), ("verticalSampling", .int($0.verticalSampling)),
            ])
          })
      ),
    ])
  }
}
