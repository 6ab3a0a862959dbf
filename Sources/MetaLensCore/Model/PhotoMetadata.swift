/// Everything metalens read from one file, as plain values.
///
/// `tags` holds what the file says, named as ExifTool names it; the other
/// properties hold facts about how the file is built. Nothing here is invented:
/// a tag appears only when the file contains it.
public struct PhotoMetadata: Sendable, Hashable {
  public var file: FileFacts
  public var tags: TagList
  /// How the container is built (segments, chunks, boxes or directories).
  public var structure: ContainerStructure?
  public var exif: ExifFacts?
  /// The embedded C2PA manifest store (Content Credentials), unverified.
  public var c2pa: C2PAManifestStore?
  /// The primary image's size as the container states it.
  public var imageSize: PixelSize?
  public var photoshopResources: [PhotoshopResource]
  /// Problems met while reading that did not stop the read.
  public var notices: [ReadingNotice]

  public init(
    file: FileFacts, tags: TagList = TagList(), structure: ContainerStructure? = nil, exif: ExifFacts? = nil,
    photoshopResources: [PhotoshopResource] = [], notices: [ReadingNotice] = []
  ) {
    self.file = file
    self.tags = tags
    self.structure = structure
    self.exif = exif
    self.photoshopResources = photoshopResources
    self.notices = notices
  }

  /// The first value of `name` in `group` (`value("IFD0", "Make")`).
  public func value(_ group: String, _ name: String) -> MetadataValue? {
    tags.value(group, name)
  }
}
