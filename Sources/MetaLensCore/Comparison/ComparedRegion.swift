/// A part of the copy's picture that differs from the original more than the
/// rest does: a rectangle in fractions of the copy's width and height (0–1,
/// from the top left), and how far it stands out, in multiples of the
/// typical difference between the two pictures.
public struct ComparedRegion: Sendable, Hashable {
  public let x: Double
  public let y: Double
  public let width: Double
  public let height: Double
  public let strength: Double
}
