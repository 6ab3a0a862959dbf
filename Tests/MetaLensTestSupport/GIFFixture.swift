/// A GIF built for one test: header, logical screen (no global color
/// table) and exactly the blocks listed, then the trailer.
public struct GIFFixture: Sendable {
  public enum Block: Sendable {
    /// A 1×1 image whose LZW data is `dataBlocks` one-byte sub-blocks.
    case image(dataBlocks: Int = 1)
    case comment(String)
    /// The XMP application extension: the raw packet and the magic trailer.
    case xmp(String)
    case application(identifier: String, data: [UInt8])
    /// A C2PA manifest store as c2pa-rs writes it (`gif_io.rs`): identifier
    /// `C2PA_GIF`, authentication code 01 00 00, the store in sub-blocks.
    case c2pa([UInt8])
    /// Raw bytes, for damage.
    case raw([UInt8])
  }

  public var version: String
  public var width: UInt16
  public var height: UInt16
  public var blocks: [Block]
  public var trailer: Bool

  public init(version: String = "89a", width: UInt16 = 4, height: UInt16 = 3, _ blocks: [Block], trailer: Bool = true) {
    self.version = version
    self.width = width
    self.height = height
    self.blocks = blocks
    self.trailer = trailer
  }

  public func bytes() -> [UInt8] {
    var output = Array("GIF\(version)".utf8) + Self.u16(width) + Self.u16(height) + [0x70, 0, 0]
    for block in blocks {
      switch block {
      case .image(let dataBlocks):
        output += [0x2C] + Self.u16(0) + Self.u16(0) + Self.u16(1) + Self.u16(1) + [0, 2]
        output += [UInt8](repeating: 0, count: dataBlocks * 2).enumerated().map { $0.offset % 2 == 0 ? 1 : 0 }
        output.append(0)
      case .comment(let text):
        output += [0x21, 0xFE] + Self.subBlocks(Array(text.utf8))
      case .xmp(let packet):
        output += [0x21, 0xFF, 11] + Array("XMP DataXMP".utf8) + Array(packet.utf8) + Self.magicTrailer
      case .application(let identifier, let data):
        output += [0x21, 0xFF, 11] + Array(identifier.utf8.prefix(11)) + Self.subBlocks(data)
      case .c2pa(let store):
        output += [0x21, 0xFF, 11] + Array("C2PA_GIF".utf8) + [1, 0, 0] + Self.subBlocks(store)
      case .raw(let bytes):
        output += bytes
      }
    }
    if trailer { output.append(0x3B) }
    return output
  }

  public func write(named name: String = "fixture.gif") throws -> String {
    try TemporaryFiles.write(bytes(), named: name)
  }

  /// 0x01, 0xFF down to 0x00, and the block terminator: 258 bytes.
  static let magicTrailer: [UInt8] = [0x01] + (0...255).reversed().map { UInt8($0) } + [0]

  static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    while index < data.count {
      let size = min(255, data.count - index)
      output += [UInt8(size)] + data[index..<index + size]
      index += size
    }
    return output + [0]
  }

  static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
}
