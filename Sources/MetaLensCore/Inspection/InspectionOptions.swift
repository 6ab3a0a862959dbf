/// How `Inspector` reads a file.
public struct InspectionOptions: Sendable, Hashable {
  /// The bounds that keep a hostile file cheap.
  public var limits: ReadLimits

  public init(limits: ReadLimits = .standard) {
    self.limits = limits
  }
}
