import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("JPEG structure: segments, frame and quantization tables")
struct JPEGStructureTests {
  @Test("every segment before the scan, with offsets, lengths and APPn identifiers")
  func segments() throws {
    let exif = ExifFixture([.init(.ifd0, TagID.make, .ascii("Canon"))])
    let fixture = JPEGFixture(segments: [
      .jfif, .exif(exif), .xmp(XMPReaderTests.packet("")), .adobe, .ducky(quality: 60), .comment("hello"),
      .raw(marker: 0xEB, payload: Array("JP".utf8) + [0, 1, 0, 0, 0, 1]),
    ])
    let bytes = try fixture.bytes()
    let jpeg = try #require(try fixture.metadata().jpeg)
    let names = jpeg.segments.map(\.name)
    #expect(Array(names.prefix(8)) == ["SOI", "APP0", "APP1", "APP1", "APP14", "APP12", "COM", "APP11"])
    #expect(names.last == "SOS")
    #expect(names.contains("DQT") && names.contains("SOF0") && names.contains("DHT"))
    #expect(
      jpeg.segments.compactMap(\.identifier).prefix(6) == [
        "JFIF", "Exif", "http://ns.adobe.com/xap/1.0/", "Adobe", "Ducky", "JP",
      ])
    #expect(jpeg.segments.first { $0.marker == 0xFE }?.comment == "hello")
    for segment in jpeg.segments where segment.length > 0 {
      #expect(bytes[segment.offset] == 0xFF && bytes[segment.offset + 1] == segment.marker)
      #expect(Int(bytes[segment.offset + 2]) << 8 | Int(bytes[segment.offset + 3]) == segment.length)
    }
    #expect(jpeg.scanOffset == jpeg.segments.last?.offset)
  }

  @Test(
    "frame: coding process, size and chroma subsampling",
    arguments: [
      (false, 2, 2, "4:2:0", "baseline"), (true, 2, 1, "4:2:2", "progressive"), (false, 1, 1, "4:4:4", "baseline"),
    ])
  func frame(progressive: Bool, horizontal: Int, vertical: Int, subsampling: String, process: String) throws {
    let image = ImageFixture(width: 80, height: 40, progressive: progressive, lumaSampling: (horizontal, vertical))
    let metadata = try JPEGFixture(image: image).metadata()
    let frame = try #require(metadata.jpeg?.frame)
    #expect(frame.width == 80 && frame.height == 40)
    #expect(frame.process == process)
    #expect(frame.subsampling == subsampling)
    #expect(metadata.value("File", "ImageWidth") == .integer(80))
    #expect(metadata.value("File", "YCbCrSubSampling") == .text("\(horizontal) \(vertical)"))
    #expect(metadata.value("File", "EncodingProcess") == .integer(progressive ? 2 : 0))
  }

  @Test(
    "libjpeg's tables are IJG standard tables; the quality is estimated exactly",
    arguments: [10, 35, 50, 75, 90, 95, 100])
  func standardTables(quality: Int) throws {
    let jpeg = try #require(try JPEGFixture(image: ImageFixture(quality: quality)).metadata().jpeg)
    #expect(jpeg.quantizationTables.map(\.index) == [0, 1])
    #expect(jpeg.quantizationTables.allSatisfy { $0.isIJGStandard && $0.estimatedQuality == quality })
    #expect(jpeg.usesIJGStandardTables)
    #expect(jpeg.qualityEstimate == JPEGQualityEstimate(quality: quality, isExact: true))
    #expect(jpeg.quantizationTables[0].values == QualityEstimator.scaled(QualityEstimator.luminance, quality: quality))
  }

  @Test("a camera's own tables are not IJG standard tables")
  func customTables() throws {
    let luma = QualityEstimator.scaled(QualityEstimator.luminance, quality: 92).enumerated().map { index, value in
      index % 7 == 3 ? value + 1 : value
    }
    let chroma = [UInt16](repeating: 3, count: 64)
    let jpeg = try #require(try JPEGFixture(image: ImageFixture(tables: (luma, chroma))).metadata().jpeg)
    #expect(jpeg.quantizationTables.map(\.values) == [luma, chroma])
    #expect(!jpeg.quantizationTables[0].isIJGStandard)
    #expect(jpeg.quantizationTables[0].estimatedQuality == 92)
    #expect(!jpeg.usesIJGStandardTables)
  }

  @Test("the nearest IJG quality is the one an exhaustive search finds, ties going to the higher quality")
  func nearestQualityMatchesExhaustiveSearch() {
    var generator = SystemRandomNumberGenerator()
    var tables: [[UInt16]] = (1...100).map { QualityEstimator.scaled(QualityEstimator.luminance, quality: $0) }
    tables += (0..<200).map { _ in (0..<64).map { _ in UInt16.random(in: 1...255, using: &generator) } }
    tables += [[UInt16](repeating: 1, count: 64), [UInt16](repeating: 255, count: 64), [2, 2, 2]]
    for slot in [0, 1] {
      let base = slot == 0 ? QualityEstimator.luminance : QualityEstimator.chrominance
      for table in tables {
        var expected = (quality: 0, distance: Int.max)
        for quality in 1...100 {
          let distance = zip(QualityEstimator.scaled(base, quality: quality), table).reduce(0) {
            $0 + abs(Int($1.0) - Int($1.1))
          }
          if distance <= expected.distance { expected = (quality, distance) }
        }
        let found = QualityEstimator.nearestIJGQuality(table, slot: slot)
        #expect(found.quality == expected.quality, "slot \(slot), table \(table)")
        #expect(found.exact == (expected.distance == 0 && table.count == 64))
      }
    }
  }

  @Test("greyscale images have one component and one table")
  func greyscale() throws {
    let metadata = try JPEGFixture(image: ImageFixture(grayscale: true)).metadata()
    #expect(metadata.jpeg?.frame?.components.count == 1)
    #expect(metadata.jpeg?.quantizationTables.count == 1)
    #expect(metadata.jpeg?.qualityEstimate == JPEGQualityEstimate(quality: 90, isExact: true))
    #expect(metadata.value("File", "YCbCrSubSampling") == nil)
  }

  @Test("JFIF, Adobe APP14, Ducky and COM become tags")
  func smallSegments() throws {
    let metadata = try JPEGFixture(segments: [.jfif, .adobe, .ducky(quality: 60), .comment("Made with a test")])
      .metadata()
    #expect(metadata.value("JFIF", "JFIFVersion") == .text("1 1"))
    #expect(metadata.value("JFIF", "XResolution") == .integer(72))
    #expect(metadata.value("Adobe", "DCTEncodeVersion") == .integer(100))
    #expect(metadata.value("Ducky", "Quality") == .integer(60))
    #expect(metadata.value("File", "Comment") == .text("Made with a test"))
  }
}
