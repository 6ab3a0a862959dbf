import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("probe", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct ForeignGridProbeTests {
  func describe(_ bytes: [UInt8], truth: (Int, Int, Int, Int)?) -> String {
    guard let h = CoefficientReader().read(bytes: bytes).0 else { return "no read" }
    let finder = ForeignGridFinder(profile: h.grid)
    let ex = finder.excess(axis: 0), ey = finder.excess(axis: 1)
    let oh = ForeignGridFinder.offset(ex), ov = ForeignGridFinder.offset(ey)
    let judged = ex.compactMap { $0 }.count
    let strongest = finder.strongest()
    let regionText = strongest.map { r, t in "REGION x\(r.x) y\(r.y) w\(r.width) h\(r.height) pm\(r.permille) s\(r.strength) off\(r.column),\(r.row) tiles\(t)" + (truth.map { " iou " + String(format: "%.2f", Self.iou(r, $0)) } ?? "") } ?? "NONE"
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

  @Test func cameraOriginals() throws {
    let notable = try VerdictCorpusTests.notable()
    var n = 0
    for entry in try Corpus.entries() where entry.format == "JPEG" && !entry.isMalformed {
      guard let row = notable[entry.path], VerdictCorpusTests.isCameraOriginal(row) else { continue }
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
      n += 1
      print("CAM \(entry.path): \(describe(bytes, truth: nil))")
    }
    print("CAM count \(n)")
  }

  @Test func probe() throws {
    let originals = try PastedRegionTests.originals()
    for (index, original) in originals.enumerated() {
      print("ORIG \(original.path): \(describe(original.bytes, truth: nil))")
      let others = originals[(index + 1)...] + originals[..<index]
      guard let donor = others.first(where: { $0.bytes != original.bytes }) else { continue }
      for kind in PastedRegionTests.Kind.allCases {
        guard let (edited, truth) = try? PastedRegionTests.paste(kind, into: original, from: donor) else { continue }
        let w = original.metadata.imageSize!.width, hh = original.metadata.imageSize!.height
        let expect = ((w / 10 - 3) % 8 + 8) % 8, expectV = ((hh / 2 + 1 - 5) % 8 + 8) % 8
        print("  \(kind.rawValue) expect h\(expect) v\(expectV): \(describe(edited, truth: truth))")
      }
    }
  }
}
