import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("probe", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ForeignGridProbeTests {
  func dump(_ h: DCTHistograms, _ name: String, truth: (Int, Int, Int, Int)?) {
    let dir = "/tmp/gridDump/"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var header = "\(name)\t\(h.grid.columns)\t\(h.grid.rows)"
    if let t = truth { header += "\t\(t.0)\t\(t.1)\t\(t.2)\t\(t.3)" }
    let base = dir + name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "_")
    try? header.write(toFile: base + ".txt", atomically: true, encoding: .utf8)
    let data = h.grid.sums.withUnsafeBufferPointer { Data(buffer: $0) } + h.grid.blocks.withUnsafeBufferPointer { Data(buffer: $0) }
    try? data.write(to: URL(fileURLWithPath: base + ".bin"))
  }

  func describe(_ bytes: [UInt8], truth: (Int, Int, Int, Int)?, name: String = "") -> String {
    guard let h = CoefficientReader().read(bytes: bytes).0 else { return "no read" }
    let finder = ForeignGridFinder(profile: h.grid)
    let ex = finder.excess(axis: 0, radius: 2), ey = finder.excess(axis: 1, radius: 2)
    let oh = ForeignGridFinder.offset(ex).map { ($0, 0) }, ov = ForeignGridFinder.offset(ey).map { ($0, 0) }
    let judged = ex.compactMap { $0 }.count
    let strongest = finder.find()
    let regionText = strongest.map { r in "REGION x\(r.x) y\(r.y) w\(r.width) h\(r.height) pm\(r.permille) s\(r.strength) off\(r.column),\(r.row)" + (truth.map { " iou " + String(format: "%.2f", Self.iou(r, $0)) } ?? "") } ?? "NONE"
    var line = regionText + " | tiles \(h.grid.columns)x\(h.grid.rows) judged \(judged) h \(oh.map { "\($0.0):\($0.1)" } ?? "-") v \(ov.map { "\($0.0):\($0.1)" } ?? "-")"
    // mean excess at each offset inside and outside truth
    if let truth {
      for (axis, e) in [(0, ex), (1, ey)] {
        var best = ""
        for k in 0..<7 {
          var inS: Float = 0, inN = 0, outS: Float = 0, outN = 0
          for y in 0..<h.grid.rows { for x in 0..<h.grid.columns {
            guard let t = e[y * h.grid.columns + x] else { continue }
            let px = (x * 1000 + 500) / h.grid.columns, py = (y * 1000 + 500) / h.grid.rows
            let inside = px >= truth.0 && px < truth.0 + truth.2 && py >= truth.1 && py < truth.1 + truth.3
            if inside { inS += t[k]; inN += 1 } else { outS += t[k]; outN += 1 }
          } }
          best += String(format: " %d:%.2f/%.2f", k + 1, inS / Float(max(inN, 1)), outS / Float(max(outN, 1)))
        }
        _ = best
      }
    } else {
      var maxOut: Float = 0
      for case let t? in ex { maxOut = max(maxOut, t.max()!) }
      line += String(format: " max %.2f", maxOut)
    }
    return line
  }

  static func iou(_ r: ForeignGridRegion, _ truth: (Int, Int, Int, Int)) -> Double {
    PastedRegionTests.overlap(CompressionRegion(x: r.x, y: r.y, width: r.width, height: r.height, permille: 0, strength: 0), truth)
  }

  @Test(.disabled()) func cameraOriginals() throws {
    let notable = try VerdictCorpusTests.notable()
    var n = 0
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      guard let row = notable[entry.path], VerdictCorpusTests.isCameraOriginal(row) else { continue }
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
      n += 1
      print("CAM \(entry.path): \(describe(bytes, truth: nil, name: "CAM " + entry.path))")
    }
    print("CAM count \(n)")
  }

  @Test func probe() throws {
    let originals = try PastedRegionTests.originals()
    for (index, original) in originals.enumerated() {
      print("ORIG \(original.path): \(describe(original.bytes, truth: nil, name: "ORIG " + original.path))")
      let others = originals[(index + 1)...] + originals[..<index]
      guard let donor = others.first(where: { $0.bytes != original.bytes }) else { continue }
      for kind in PastedRegionTests.Kind.allCases {
        guard let (edited, truth) = try? PastedRegionTests.paste(kind, into: original, from: donor) else { continue }
        if original.path.hasSuffix("A80.jpg") { try Data(edited).write(to: URL(fileURLWithPath: "/tmp/a80-\(kind.rawValue).jpg")); print("A80 truth", truth) }
        let w = original.metadata.imageSize!.width, hh = original.metadata.imageSize!.height
        let expect = ((w / 10 - 3) % 8 + 8) % 8, expectV = ((hh / 2 + 1 - 5) % 8 + 8) % 8
        print("  \(kind.rawValue) expect h\(expect) v\(expectV): \(describe(edited, truth: truth, name: kind.rawValue + " " + original.path))")
      }
    }
  }
}
extension ForeignGridProbeTests {
  @Test func donorDump() throws {
    let path = Corpus.location!.appendingPathComponent("files/drewnoakes-metadata-extractor-images/jpg/Canon PowerShot S230.jpg")
    var source = try ImageFixture.decoding(Array(try Data(contentsOf: path)))
    source.quality = 75
    let enc = try source.encoded()
    try Data(enc).write(to: URL(fileURLWithPath: "/tmp/s230-75.jpg"))
    source = try ImageFixture.decoding(enc)
    try Data(source.sourcePixels).write(to: URL(fileURLWithPath: "/tmp/s230-75.rgb"))
    print("DONOR", source.width, source.height, source.grayscale)
  }
}
