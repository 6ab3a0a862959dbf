/// Where a container keeps a C2PA manifest store (PNG `caBX`, WebP `C2PA`,
/// a GIF application extension, TIFF tag 0xCD41, the HEIF `uuid` box), for
/// the format's own section; the store itself is read into
/// `PhotoMetadata.c2pa`.
public struct C2PAPresence: Sendable, Hashable {
  public var offset: Int64
  public var length: Int64

  public init(offset: Int64, length: Int64) {
    self.offset = offset
    self.length = length
  }
}
