/// Departures from what c2pa-rs writes, one at a time, for the tests and
/// the cross-check that pin how c2pa-rs reads each (issue 15).
public struct SignedC2PAQuirks: Sendable {
  /// The ES256 signature as a DER `ECDSA-Sig-Value` instead of COSE's raw
  /// r‖s (RFC 9053, 2.1).
  public var derSignature = false
  /// Whether a v1 claim has `dc:format`, which C2PA 1.4 (10.3) requires.
  public var claimFormat = true
  /// In a WebP, whether the exclusion takes in the pad byte after a `C2PA`
  /// chunk of odd size.
  public var exclusionCoversPad = false
  /// In a TIFF, the type of the C2PA tag's entry (its count stays the
  /// store's length in bytes), which c2pa-rs requires to be UNDEFINED (7).
  public var c2paTagType: UInt16 = 7

  public init() {}
}
