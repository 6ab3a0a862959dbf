import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Issue 30's done-when, on real photos: eight likely-original corpus
/// camera JPEGs (eight makers, phone and compact cameras, 1.9 to 3.9
/// megapixels, portrait and landscape, night, snow, crowds, foliage), and
/// from each, made at test time by the fixture factory (never a committed
/// copy), the copies a lawyer is handed:
/// - messenger-like copies: resized to a long side of 1600 and 1280 pixels
///   (box filter), saved by libjpeg at quality 75, 85 and 95 with optimised
///   Huffman tables and no metadata at all;
/// - a crop (70% × 70% from 15% across, 10% down, of the 1600-pixel copy)
///   and a quarter turn (of the 1280-pixel copy), both saved at quality 85;
/// - a copy with a quarter of each side replaced from another of the eight
///   photos, and one with a quarter of each side cloned from elsewhere in
///   the picture, both then sent as the 1600-pixel quality-85 copy is;
/// - another of the eight photos, sent the same way.
/// The relation must be right on every copy, the changed rectangle found
/// (a region overlapping it by at least a third of their union) on the
/// edited ones, and no region reported on an unchanged one.
@Suite("Compare corpus originals with copies made from them", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct CompareCorpusTests {
  static let paths = [
    "drewnoakes-metadata-extractor-images/jpg/FujiFilm FinePixS5500.jpg",
    "drewnoakes-metadata-extractor-images/jpg/Nikon E990.jpg",
    "drewnoakes-metadata-extractor-images/jpg/Panasonic DMC-LC33 (Lumix).jpg",
    "drewnoakes-metadata-extractor-images/jpg/Sony DSC-P52.jpg",
    "drewnoakes-metadata-extractor-images/jpg/Kodak DC3400.jpg",
    "ianare-exif-samples/jpg/tests/35-empty.jpg",
    "drewnoakes-metadata-extractor-images/jpg/Pentax Optio 330.jpg",
    "drewnoakes-metadata-extractor-images/jpg/HP PhotoSmart C812.jpg",
  ]

  enum Copy: String, CaseIterable, Sendable {
    case sent1600q75, sent1600q85, sent1600q95, sent1280q75, sent1280q85, sent1280q95
    case cropped, turned, replaced, cloned, other
  }

  struct Original: Sendable {
    let path: String
    let bytes: [UInt8]
    let inspection: Inspection
    let size: (width: Int, height: Int)
    /// Its picture resized to a long side of 1600 and 1280 pixels, the
    /// sizes the copies are made from (a debug build resizes slowly).
    let sent1600: ImageFixture
    let sent1280: ImageFixture
  }

  /// Each original read, inspected and decoded once for all its copies.
  static let originals: [String: Original] = {
    var found: [String: Original] = [:]
    for path in paths {
      guard let location = Corpus.location,
        let data = FileManager.default.contents(atPath: location.appendingPathComponent("files/" + path).path),
        let inspection = try? Inspector().inspect(bytes: Array(data), path: path),
        let picture = try? ImageFixture.decoding(Array(data))
      else { continue }
      found[path] = Original(
        path: path, bytes: Array(data), inspection: inspection, size: (picture.width, picture.height),
        sent1600: picture.resized(longSide: 1600), sent1280: picture.resized(longSide: 1280))
    }
    return found
  }()

  @Test("every original is a likely-original camera JPEG of at most 4 megapixels")
  func originalsAreOriginals() throws {
    for path in Self.paths {
      let original = try #require(Self.originals[path], "\(path) missing from the corpus")
      #expect(original.inspection.report.verdict == .likelyOriginal, "\(path)")
      #expect(original.size.width * original.size.height <= 4_000_000, "\(path)")
    }
  }

  @Test(
    "the relation is right, the changed region found, no region on an unchanged copy", arguments: paths, Copy.allCases)
  func copy(path: String, kind: Copy) throws {
    let original = try #require(Self.originals[path])
    let made = try Self.make(kind, from: original)
    let copy = try Inspector().inspect(bytes: made.bytes, path: "\(kind.rawValue).jpg")
    let comparison = try PictureComparer().compare(original.inspection, original.bytes, copy, made.bytes)
    let described = "\(comparison.relation) \(comparison.reason ?? "") regions \(comparison.regions)"
    switch kind {
    case .other:
      #expect(comparison.relation == .unrelated, "\(described)")
    case .replaced, .cloned:
      #expect(comparison.relation == .derived, "\(described)")
      let truth = try #require(made.changed)
      let best = comparison.regions.map { Self.overlap($0, truth) }.max() ?? 0
      #expect(best * 3 >= 1, "best overlap \(best) with \(truth): \(described)")
    default:
      #expect(comparison.relation == .derived, "\(described)")
      #expect(comparison.regions.isEmpty, "\(described)")
    }
    if kind == .turned { #expect(comparison.quarterTurns == 1, "\(comparison.quarterTurns)") }
    if kind == .cropped {
      let window = try #require(comparison.crop, "\(described)")
      #expect(abs(window.x - 0.15) < 0.03 && abs(window.y - 0.1) < 0.03, "\(window)")
      #expect(abs(window.width - 0.7) < 0.03 && abs(window.height - 0.7) < 0.03, "\(window)")
    } else if comparison.relation == .derived {
      #expect(comparison.crop == nil, "\(String(describing: comparison.crop))")
    }
    if case .sent1600q75 = kind, let scale = comparison.scale {
      let long = Double(max(original.size.width, original.size.height))
      #expect(abs(scale - 1600 / long) < 0.01, "scale \(scale)")
    }
  }

  /// A copy and the rectangle changed in it (fractions of the copy).
  struct Made {
    let bytes: [UInt8]
    let changed: PictureRectangle?
  }

  /// The copy of `kind`; the edits are made on the 1600-pixel picture
  /// (the same rectangle, in fractions, as on the original's).
  static func make(_ kind: Copy, from original: Original) throws -> Made {
    let picture = original.sent1600
    let (w, h) = (picture.width, picture.height)
    let size = (width: w / 4, height: h / 4)
    switch kind {
    case .sent1600q75: return Made(bytes: try Self.sent(picture, quality: 75), changed: nil)
    case .sent1600q85: return Made(bytes: try Self.sent(picture, quality: 85), changed: nil)
    case .sent1600q95: return Made(bytes: try Self.sent(picture, quality: 95), changed: nil)
    case .sent1280q75: return Made(bytes: try Self.sent(original.sent1280, quality: 75), changed: nil)
    case .sent1280q85: return Made(bytes: try Self.sent(original.sent1280, quality: 85), changed: nil)
    case .sent1280q95: return Made(bytes: try Self.sent(original.sent1280, quality: 95), changed: nil)
    case .cropped:
      let crop = picture.cropped(x: w * 15 / 100, y: h * 10 / 100, width: w * 70 / 100, height: h * 70 / 100)
      return Made(bytes: try Self.sent(crop), changed: nil)
    case .turned:
      return Made(bytes: try Self.sent(original.sent1280.turnedClockwise()), changed: nil)
    case .replaced:
      let donor = try Self.donor(of: original).sent1600
      let from = (x: donor.width / 2 - size.width / 2, y: donor.height / 2 - size.height / 2)
      let to = (x: w * 15 / 100, y: h * 55 / 100)
      let edited = try picture.pasting(donor, from: from, to: to, size: size)
      return Made(bytes: try Self.sent(edited), changed: Self.rectangle(to, size, w, h))
    case .cloned:
      let from = (x: w * 10 / 100, y: h * 10 / 100)
      let to = (x: w * 60 / 100, y: h * 55 / 100)
      let edited = try picture.pasting(picture, from: from, to: to, size: size)
      return Made(bytes: try Self.sent(edited), changed: Self.rectangle(to, size, w, h))
    case .other:
      return Made(bytes: try Self.sent(try Self.donor(of: original).sent1600), changed: nil)
    }
  }

  /// `picture` saved as the copies are: libjpeg at `quality`, optimised
  /// Huffman tables, 4:2:0, no metadata.
  static func sent(_ picture: ImageFixture, quality: Int = 85) throws -> [UInt8] {
    var copy = picture
    copy.quality = quality
    copy.optimizedHuffman = true
    copy.lumaSampling = (2, 2)
    return try copy.encoded()
  }

  /// The next of the eight photos.
  static func donor(of original: Original) throws -> Original {
    let index = try #require(paths.firstIndex(of: original.path))
    return try #require(originals[paths[(index + 1) % paths.count]])
  }

  static func rectangle(_ at: (x: Int, y: Int), _ size: (width: Int, height: Int), _ w: Int, _ h: Int)
    -> PictureRectangle
  {
    PictureRectangle(
      x: Double(at.x) / Double(w), y: Double(at.y) / Double(h), width: Double(size.width) / Double(w),
      height: Double(size.height) / Double(h))
  }

  /// Intersection over union of a region found and the changed rectangle.
  static func overlap(_ region: ComparedRegion, _ truth: PictureRectangle) -> Double {
    let width = min(region.x + region.width, truth.x + truth.width) - max(region.x, truth.x)
    let height = min(region.y + region.height, truth.y + truth.height) - max(region.y, truth.y)
    let inter = max(0, width) * max(0, height)
    let union = region.width * region.height + truth.width * truth.height - inter
    return union > 0 ? inter / union : 0
  }
}
