/// What a JPEG's marker segments say about how it was encoded.
public struct JPEGStructure: Sendable, Hashable {
  /// Every segment from SOI to the first SOS, in file order.
  public var segments: [JPEGSegment]
  /// The first frame header, when there is one before the scan.
  public var frame: JPEGFrame?
  /// The quantization tables in force at the first scan, by slot.
  public var quantizationTables: [QuantizationTable]
  /// ImageMagick's estimate of the whole image's quality.
  public var qualityEstimate: JPEGQualityEstimate?
  /// Offset of the first SOS marker: where the image data begins.
  public var scanOffset: Int?
  /// The Huffman tables defined before the first scan, in file order.
  public var huffmanTables: [HuffmanTable] = []
  /// How many components the first scan carries (its header's first byte).
  public var firstScanComponents: Int?

  public init(
    segments: [JPEGSegment] = [], frame: JPEGFrame? = nil, quantizationTables: [QuantizationTable] = [],
    qualityEstimate: JPEGQualityEstimate? = nil, scanOffset: Int? = nil
  ) {
    self.segments = segments
    self.frame = frame
    self.quantizationTables = quantizationTables
    self.qualityEstimate = qualityEstimate
    self.scanOffset = scanOffset
  }

  /// Whether libjpeg holds every coefficient of the picture while it
  /// decodes (`JPEGFrame.holdsAllCoefficients`).
  public var holdsAllCoefficients: Bool {
    frame?.holdsAllCoefficients(firstScanComponents: firstScanComponents) ?? false
  }

  /// How the encoder chose its Huffman tables, when the header defines any.
  public var huffmanCoding: HuffmanCoding? {
    HuffmanCoding(tables: huffmanTables, progressive: [2, 6].contains(frame?.encodingProcess))
  }

  /// True when every table is an IJG standard table: the file was last saved
  /// by libjpeg or an encoder that copies its tables.
  public var usesIJGStandardTables: Bool {
    !quantizationTables.isEmpty && quantizationTables.allSatisfy(\.isIJGStandard)
  }

  /// True when one DQT segment holds several quantization tables or one DHT
  /// segment several Huffman tables. libjpeg writes each table in its own
  /// segment (`jcmarker.c`, `emit_dqt` and `emit_dht` emit one marker per
  /// table), and so does everything built on it (libjpeg-turbo, PIL,
  /// ImageMagick, GIMP, Skia, cjpeg, jpegtran); camera encoders that pack
  /// the tables into one segment of each kind (Nikon Coolpix, Sony
  /// Cyber-shot, Samsung, Sanyo in the corpus) wrote the file themselves.
  public var tablesShareSegments: Bool {
    let quantization = segments.count { $0.marker == JPEGMarker.dqt }
    let huffman = segments.count { $0.marker == JPEGMarker.dht }
    return (quantization > 0 && quantization < quantizationTables.count)
      || (huffman > 0 && huffman < huffmanTables.count)
  }
}
