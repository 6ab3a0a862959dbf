/// Parses JUMBF boxes with every length checked against the data and bounded
/// nesting and box count (`ReadLimits.maxJUMBFDepth`, `maxJUMBFBoxes`).
struct JUMBFParser {
  enum Failure: Error, Equatable, CustomStringConvertible {
    case badLength(offset: Int)
    case tooDeep
    case tooManyBoxes
    case noDescription(offset: Int)

    var description: String {
      switch self {
      case .badLength(let offset): "a JUMBF box at byte \(offset) has a length beyond its data"
      case .tooDeep: "JUMBF boxes nest deeper than \(ReadLimits.maxJUMBFDepth) levels"
      case .tooManyBoxes: "more than \(ReadLimits.maxJUMBFBoxes) JUMBF boxes"
      case .noDescription(let offset): "the JUMBF superbox at byte \(offset) has no description box"
      }
    }
  }

  private var boxes = 0

  /// Parses the boxes that fill `data`.
  static func parse(_ data: ArraySlice<UInt8>) -> Result<[JUMBFBox], Failure> {
    var parser = JUMBFParser()
    do {
      return .success(try parser.boxes(in: data, depth: 0))
    } catch {
      return .failure(error)
    }
  }

  private mutating func boxes(in data: ArraySlice<UInt8>, depth: Int) throws(Failure) -> [JUMBFBox] {
    guard depth <= ReadLimits.maxJUMBFDepth else { throw .tooDeep }
    var result: [JUMBFBox] = []
    var offset = data.startIndex
    while data.endIndex - offset >= 8 {
      boxes += 1
      guard boxes <= ReadLimits.maxJUMBFBoxes else { throw .tooManyBoxes }
      let reader = BinaryReader(data[offset...])
      guard let length32 = reader.u32(0) else { throw .badLength(offset: offset) }
      var header = 8
      var length = Int(length32)
      if length32 == 1 {
        guard let large = reader.u64(8), large <= UInt64(data.endIndex - offset) else {
          throw .badLength(offset: offset)
        }
        length = Int(large)
        header = 16
      } else if length32 == 0 {
        length = data.endIndex - offset  // to the end of the data
      }
      guard length >= header, length <= data.endIndex - offset else { throw .badLength(offset: offset) }
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = data[offset + header..<offset + length]
      var box = try box(type: type, offset: offset, body: body, depth: depth)
      box.range = offset..<offset + length
      box.bodyRange = offset + header..<offset + length
      result.append(box)
      offset += length
    }
    return result
  }

  private mutating func box(type: String, offset: Int, body: ArraySlice<UInt8>, depth: Int) throws(Failure) -> JUMBFBox
  {
    var box = JUMBFBox(type: type)
    guard type == "jumb" else {
      box.payload = body
      return box
    }
    var children = try boxes(in: body, depth: depth + 1)
    guard let description = children.first, description.type == "jumd", description.payload.count >= 17 else {
      throw .noDescription(offset: offset)
    }
    children.removeFirst()
    let payload = description.payload
    box.typeUUID = Array(payload.prefix(16))
    let toggles = payload[payload.startIndex + 16]
    if toggles & 0x02 != 0 {
      let rest = payload.dropFirst(17)
      let end = rest.firstIndex(of: 0) ?? rest.endIndex
      box.label = String(decoding: rest[..<end], as: UTF8.self)
    }
    box.children = children
    return box
  }
}
