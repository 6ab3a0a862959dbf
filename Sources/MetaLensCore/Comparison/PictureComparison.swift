/// What `metalens compare ORIGINAL COPY` found (issue 30, first step): whether
/// the copy was made from the original, how, and where the two pictures
/// differ beyond what the copy's re-encoding explains.
public struct PictureComparison: Sendable {
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// The same bytes.
    case identical
    /// The same picture, resized, cropped, re-encoded, turned, mirrored
    /// and/or stripped of its metadata.
    case derived
    /// Another picture.
    case unrelated
    /// Neither could be shown: the pictures are alike but not one picture,
    /// or a picture could not be decoded.
    case undetermined
  }

  /// Each file's own inspection; settable like `Inspection.integrity`, so
  /// that a golden can word its rules by their ids (`RuleWordsElided`).
  public var original: Inspection
  public var copy: Inspection
  /// Each file's SHA-256 (lower-case hex), so that a reader can tell which
  /// files were compared.
  public let originalSHA256: String
  public let copySHA256: String
  public let relation: Relation
  /// The copy's long edge over the original's (1 for the same size).
  public let scale: Double?
  /// Clockwise quarter turns that bring the original upright as the copy is.
  public let quarterTurns: Int
  /// The original was mirrored left to right after the turns.
  public let mirrored: Bool
  /// The part of the original the copy shows, in fractions of the original
  /// as its pixels are stored; nil when the copy shows all of it.
  public let crop: PictureRectangle?
  /// How alike the two small pictures are, from -1 to 1 (Pearson
  /// correlation of 48 × 48 block means).
  public let similarity: Double?
  /// Where the pictures differ beyond the re-encoding's noise, strongest
  /// first, in fractions of the copy's picture.
  public let regions: [ComparedRegion]
  /// Each block's difference, in the copy's frame, when the pictures were
  /// compared block by block (derived, or alike but not one picture).
  public let differenceMap: DifferenceMap?
  /// The metadata that differs and matters.
  public let metadata: [MetadataDifference]
  /// Why the relation is undetermined.
  public let why: ComparisonReason?
  /// The files over the decode limit, compared from a smaller picture.
  public let reducedScale: [ReducedScale]

  /// Why the relation is undetermined, in English (the JSON's `reason`).
  public var reason: String? { why?.text(.en) }
}
