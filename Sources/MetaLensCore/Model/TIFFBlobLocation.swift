/// Where a block of bytes sits in a file that metalens notes without reading
/// (a TIFF's C2PA manifest store).
public struct TIFFBlobLocation: Sendable, Hashable {
  public var offset: UInt64
  public var length: UInt64

  public init(offset: UInt64, length: UInt64) {
    self.offset = offset
    self.length = length
  }
}
