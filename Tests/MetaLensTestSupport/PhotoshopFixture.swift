/// Builds Photoshop image resources and IPTC-IIM datasets for APP13 fixtures.
public enum PhotoshopFixture {
  /// `8BIM` resource blocks with empty names.
  public static func resources(_ resources: [(id: UInt16, data: [UInt8])]) -> [UInt8] {
    resources.flatMap { resource in
      var block = Array("8BIM".utf8) + [UInt8(resource.id >> 8), UInt8(resource.id & 0xFF), 0, 0]
      block += FixtureSegment.bigEndian32(UInt32(resource.data.count)) + resource.data
      if resource.data.count % 2 == 1 { block.append(0) }
      return block
    }
  }

  /// An IPTC-IIM block: record 2 (application) datasets with text values.
  public static func iptc(_ datasets: [(number: UInt8, text: String)]) -> [UInt8] {
    datasets.flatMap { dataset in
      let value = Array(dataset.text.utf8)
      return [0x1C, 2, dataset.number, UInt8(value.count >> 8), UInt8(value.count & 0xFF)] + value
    }
  }

  /// Resource 0x0406: Photoshop's JPEG "Save As" quality (stored as quality − 4).
  public static func jpegQuality(_ quality: Int16) -> (id: UInt16, data: [UInt8]) {
    let stored = UInt16(bitPattern: quality - 4)
    return (0x0406, [UInt8(stored >> 8), UInt8(stored & 0xFF), 0, 0, 0, 1])
  }
}
