/// What the rules look at, computed once per file from its metadata.
public struct ScoringContext: Sendable {
  /// A text value found in a tag that names software.
  public struct SoftwareMention: Sendable, Hashable {
    public let evidence: Evidence
    public let text: String
  }

  public let metadata: PhotoMetadata
  /// Every tag that can name the software that wrote the file: IFD0 Software
  /// and ProcessingSoftware, XMP CreatorTool, the softwareAgent of each
  /// xmpMM:History event, XMP-tiff Software, IPTC OriginatingProgram, and
  /// COM text.
  public let softwareMentions: [SoftwareMention]

  public init(_ metadata: PhotoMetadata) {
    self.metadata = metadata
    var mentions: [SoftwareMention] = []
    let simple = [
      ("IFD0", "Software"), ("IFD0", "ProcessingSoftware"), ("XMP-xmp", "CreatorTool"), ("XMP-tiff", "Software"),
      ("IPTC", "OriginatingProgram"),
    ]
    for (group, name) in simple {
      for tag in metadata.tags.tags where tag.group == group && tag.name == name {
        if let text = tag.value.text, !text.trimmed.isEmpty {
          mentions.append(SoftwareMention(evidence: Evidence(source: group, tag: name, value: text), text: text))
        }
      }
    }
    for event in metadata.value("XMP-xmpMM", "History")?.items ?? [] {
      if let agent = event[field: "SoftwareAgent"]?.text, !agent.trimmed.isEmpty {
        mentions.append(
          SoftwareMention(evidence: Evidence(source: "XMP-xmpMM", tag: "History/SoftwareAgent", value: agent), text: agent))
      }
    }
    for tag in metadata.tags.tags where tag.group == "File" && tag.name == "Comment" {
      if let text = tag.value.text, !text.trimmed.isEmpty {
        mentions.append(SoftwareMention(evidence: Evidence(source: "File", tag: "Comment", value: text), text: text))
      }
    }
    self.softwareMentions = mentions
  }

  /// True when the file holds any camera metadata: make, model, capture
  /// date, an exposure setting, or a MakerNote.
  public var hasCameraMetadata: Bool {
    metadata.make != nil || metadata.model != nil || metadata.dateTimeOriginal != nil
      || metadata.exif?.makerNote != nil
      || ["ExposureTime", "FNumber", "ISO", "FocalLength"].contains { metadata.value("ExifIFD", $0) != nil }
  }

  /// True when Make or Model names a camera or phone.
  public var hasCamera: Bool { metadata.make != nil || metadata.model != nil }

  /// Evidence for a tag the file holds, with its value as text.
  public func evidence(_ group: String, _ name: String) -> Evidence? {
    metadata.value(group, name).map { Evidence(source: group, tag: name, value: $0.plainText) }
  }

  /// The mentions that name a program of one of these roles, with the
  /// signature each names.
  public func mentions(of roles: Set<SoftwareSignature.Role>) -> [(SoftwareMention, SoftwareSignature)] {
    softwareMentions.compactMap { mention in
      SoftwareSignatures.match(mention.text, roles: roles).map { (mention, $0) }
    }
  }
}
