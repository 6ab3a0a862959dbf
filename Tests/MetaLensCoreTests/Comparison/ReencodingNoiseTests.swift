import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The copy's own compression, from its luma table (`ReencodingNoise`).
@Suite("The re-encoding noise a copy's quantization tables allow")
struct ReencodingNoiseTests {
  static func inspect(_ bytes: [UInt8]) throws -> Inspection {
    try Inspector().inspect(bytes: bytes, path: "copy")
  }

  /// IJG quality 50 writes Annex K's luma table unscaled: Σ q² = 288,028,
  /// so a block's RMS pixel error is at most √(288028 / 12) / 8 ≈ 19.37.
  @Test("quality 50: Annex K's luma table, an RMS pixel error of √(Σq²/12)/8 ≈ 19.37 grey levels")
  func annexK() throws {
    let noise = try #require(
      ReencodingNoise(copy: Self.inspect(ImageFixture(width: 64, height: 48, quality: 50).encoded())))
    #expect(abs(noise.pixelError - (288_028.0 / 12).squareRoot() / 8) < 1e-9, "\(noise.pixelError)")
    #expect(noise.width == 64 && noise.height == 48)
  }

  @Test("a finer table allows less: quality 95 errs by under a fifth of quality 50's")
  func finerTable() throws {
    let coarse = try #require(
      ReencodingNoise(copy: Self.inspect(ImageFixture(width: 64, height: 48, quality: 50).encoded())))
    let fine = try #require(
      ReencodingNoise(copy: Self.inspect(ImageFixture(width: 64, height: 48, quality: 95).encoded())))
    #expect(fine.pixelError * 5 < coarse.pixelError, "\(fine.pixelError) \(coarse.pixelError)")
  }

  /// A cell of a 1536 × 1152 copy cut 48 × 48 is 32 × 24 pixels, 12
  /// blocks: their errors average, √12 times smaller.
  @Test("a cell's mean errs by the block's RMS over the square root of its blocks")
  func cellAverages() {
    let noise = ReencodingNoise(luma: [UInt16](repeating: 12, count: 64), width: 1536, height: 1152)
    #expect(abs(noise.pixelError - (64.0 * 144 / 12).squareRoot() / 8) < 1e-9)
    #expect(abs(noise.cellError(side: 48) - noise.pixelError / 12.0.squareRoot()) < 1e-9)
    // In the copy's deviation: cells of grey levels 100 and 140 (deviation 20).
    let cells = (0..<48 * 48).map { $0 % 2 == 0 ? 100.0 : 140.0 }
    #expect(abs((noise.cellError(side: 48, cells: cells) ?? 0) - noise.cellError(side: 48) / 20) < 1e-9)
    #expect(noise.cellError(side: 48, cells: [Double](repeating: 7, count: 48 * 48)) == nil)
  }

  @Test("a copy without JPEG tables has no model: the fixed floor holds")
  func notJPEG() throws {
    let png = try Self.inspect(PNGFixture(width: 64, height: 48, []).bytes())
    #expect(ReencodingNoise(copy: png) == nil)
    #expect(RegionFloor(copy: png, copyCells: [1, 2], original: [1, 2], side: 48).compression == nil)
  }
}
