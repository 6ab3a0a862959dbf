import MetaLensCore
import Testing

@Suite("Tag list lookups")
struct TagListTests {
  static let list = TagList([
    MetadataTag(group: "File", name: "Comment", value: .text("first")),
    MetadataTag(group: "IFD0", name: "Make", value: .text("Canon")),
    MetadataTag(group: "XMP-dc", name: "Comment", value: .text("other group")),
    MetadataTag(group: "File", name: "Comment", value: .text("second")),
  ])

  @Test("every value of a name in a group, in file order; the first for value(_:_:); none when absent")
  func values() {
    #expect(Self.list.values("File", "Comment") == [.text("first"), .text("second")])
    #expect(Self.list.value("File", "Comment") == .text("first"))
    #expect(Self.list.values("IFD0", "Model").isEmpty)
  }
}
