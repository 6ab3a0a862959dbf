/// Where a container keeps a C2PA manifest store (PNG `caBX`, WebP `C2PA`,
/// a GIF application extension). Only its place is noted here; the manifest
/// itself is not read yet.
public struct C2PAPresence: Sendable, Hashable {
  public var offset: Int64
  public var length: Int64

  public init(offset: Int64, length: Int64) {
    self.offset = offset
    self.length = length
  }
}
