/// A textured part of the picture that appears a second time elsewhere in
/// it: the trace a clone-stamp or copy-move edit leaves (Fridrich, Soukal &
/// Lukáš 2003, "Detection of Copy-Move Forgery in Digital Images").
/// Places are in percent of the picture as stored, so a person can find
/// both regions in any viewer.
public struct DuplicatedRegion: Sendable, Hashable {
  /// The source region's bounding box.
  public let x: Int
  public let y: Int
  public let width: Int
  public let height: Int
  /// Where its copy is, relative to it.
  public let shiftX: Int
  public let shiftY: Int
  /// The matched textured area, in pixels of the small picture compared
  /// (at most 192 on its longer side), and in tenths of a percent of it.
  public let pixels: Int
  public let permille: Int

  public init(x: Int, y: Int, width: Int, height: Int, shiftX: Int, shiftY: Int, pixels: Int, permille: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.shiftX = shiftX
    self.shiftY = shiftY
    self.pixels = pixels
    self.permille = permille
  }

  /// Large enough, in both measures, to be a copy rather than chance.
  public var counts: Bool { pixels >= Self.minimumPixels && permille >= Self.minimumPermille }

  /// The smallest match that counts as a copy, in picture pixels and as a
  /// share of the picture. Measured on the corpus's 482 well-formed JPEGs:
  /// the largest match in a file without a copy is 62 pixels, 0.2% of its
  /// picture (a NEF's preview). A sixteenth of a camera original copied to
  /// another place in it (`CorpusEditsTests`) matches 0.5–4% when what was
  /// copied is textured, and next to nothing when it is sky or a wall.
  public static let minimumPixels = 64
  public static let minimumPermille = 5
}
