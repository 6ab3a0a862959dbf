/// How `Inspector` reads a file.
public struct InspectionOptions: Sendable, Hashable {
  /// The bounds that keep a hostile file cheap.
  public var limits: ReadLimits
  /// Whether to hash the whole file and draw a preview, for a hand-over
  /// report (`--html`); other outputs skip the extra reads.
  public var exhibit: Bool

  public init(limits: ReadLimits = .standard, exhibit: Bool = false) {
    self.limits = limits
    self.exhibit = exhibit
  }
}
