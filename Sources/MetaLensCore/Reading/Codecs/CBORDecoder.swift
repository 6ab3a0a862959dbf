/// A bounded CBOR decoder (RFC 8949) for the data in C2PA manifests.
///
/// Written here because no maintained Swift CBOR library is among the
/// packages this project may use, and because every length in a hostile file
/// must be checked against what is left before anything is allocated: a
/// length is never trusted to size a buffer, nesting stops at
/// `ReadLimits.maxCBORDepth`, and the number of items at
/// `ReadLimits.maxCBORItems`.
struct CBORDecoder {
  enum Failure: Error, Equatable, CustomStringConvertible {
    case truncated
    case tooDeep
    case tooManyItems
    case malformed(String)

    var description: String {
      switch self {
      case .truncated: "the CBOR data ends inside an item"
      case .tooDeep: "the CBOR data nests deeper than \(ReadLimits.maxCBORDepth) levels"
      case .tooManyItems: "the CBOR data holds more than \(ReadLimits.maxCBORItems) items"
      case .malformed(let detail): "malformed CBOR: \(detail)"
      }
    }
  }

  private let bytes: ArraySlice<UInt8>
  private var position: Int
  private var items = 0

  private init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.position = bytes.startIndex
  }

  /// Decodes the first data item of `bytes`; bytes after it are ignored.
  static func decode(_ bytes: some Collection<UInt8>) -> Result<CBORValue, Failure> {
    var decoder = CBORDecoder(ArraySlice(bytes))
    do {
      return .success(try decoder.item(depth: 0))
    } catch {
      return .failure(error)
    }
  }

  private mutating func byte() throws(Failure) -> UInt8 {
    guard position < bytes.endIndex else { throw .truncated }
    defer { position += 1 }
    return bytes[position]
  }

  private mutating func take(_ count: UInt64) throws(Failure) -> ArraySlice<UInt8> {
    guard count <= UInt64(bytes.endIndex - position) else { throw .truncated }
    let end = position + Int(count)
    defer { position = end }
    return bytes[position..<end]
  }

  private mutating func argument(_ info: UInt8) throws(Failure) -> UInt64 {
    switch info {
    case 0..<24: return UInt64(info)
    case 24...27:
      var value: UInt64 = 0
      for byte in try take(1 << (info - 24)) { value = value << 8 | UInt64(byte) }
      return value
    default: throw .malformed("reserved additional information \(info)")
    }
  }

  private mutating func item(depth: Int) throws(Failure) -> CBORValue {
    guard depth <= ReadLimits.maxCBORDepth else { throw .tooDeep }
    items += 1
    guard items <= ReadLimits.maxCBORItems else { throw .tooManyItems }
    let initial = try byte()
    let major = initial >> 5
    let info = initial & 0x1F
    if info == 31 { return try indefinite(major: major, depth: depth) }
    switch major {
    case 0: return .unsigned(try argument(info))
    case 1: return .negative(try argument(info))
    case 2: return .bytes(Array(try take(try argument(info))))
    case 3: return .text(String(decoding: try take(try argument(info)), as: UTF8.self))
    case 4:
      let count = try argument(info)
      // Each item takes at least one byte: a count beyond what is left is a lie.
      guard count <= UInt64(bytes.endIndex - position) else { throw .truncated }
      var array: [CBORValue] = []
      for _ in 0..<count { array.append(try item(depth: depth + 1)) }
      return .array(array)
    case 5:
      let count = try argument(info)
      guard count <= UInt64(bytes.endIndex - position) / 2 else { throw .truncated }
      var pairs: [(CBORValue, CBORValue)] = []
      for _ in 0..<count { pairs.append((try item(depth: depth + 1), try item(depth: depth + 1))) }
      return .map(pairs)
    case 6: return .tagged(try argument(info), try item(depth: depth + 1))
    default: return try simple(info)
    }
  }

  private mutating func simple(_ info: UInt8) throws(Failure) -> CBORValue {
    switch info {
    case 20: return .bool(false)
    case 21: return .bool(true)
    case 22: return .null
    case 23: return .undefined
    case 24: return .simple(try byte())
    case 25: return .float(Self.half(UInt16(try argument(info))))
    case 26: return .float(Double(Float(bitPattern: UInt32(try argument(info)))))
    case 27: return .float(Double(bitPattern: try argument(info)))
    case 0..<20: return .simple(info)
    default: throw .malformed("reserved simple value \(info)")
    }
  }

  /// Indefinite-length strings, arrays and maps, ended by a break (0xFF).
  private mutating func indefinite(major: UInt8, depth: Int) throws(Failure) -> CBORValue {
    var chunks: [UInt8] = []
    var array: [CBORValue] = []
    var pairs: [(CBORValue, CBORValue)] = []
    while true {
      guard position < bytes.endIndex else { throw .truncated }
      if bytes[position] == 0xFF {
        position += 1
        break
      }
      switch major {
      case 2, 3:
        guard case let chunk = try item(depth: depth + 1), let part = chunk.bytes ?? chunk.text.map({ Array($0.utf8) })
        else { throw .malformed("an indefinite string holds something other than a string") }
        chunks += part
      case 4: array.append(try item(depth: depth + 1))
      case 5: pairs.append((try item(depth: depth + 1), try item(depth: depth + 1)))
      default: throw .malformed("indefinite length on major type \(major)")
      }
    }
    switch major {
    case 2: return .bytes(chunks)
    case 3: return .text(String(decoding: chunks, as: UTF8.self))
    case 4: return .array(array)
    default: return .map(pairs)
    }
  }

  /// An IEEE 754 half-precision float.
  private static func half(_ bits: UInt16) -> Double {
    let exponent = Int(bits >> 10 & 0x1F)
    let mantissa = Double(bits & 0x3FF)
    let sign: Double = bits & 0x8000 != 0 ? -1 : 1
    switch exponent {
    case 0: return sign * mantissa * 0x1p-24
    case 31: return mantissa == 0 ? sign * .infinity : .nan
    default: return sign * (1 + mantissa / 1024) * Double(sign: .plus, exponent: exponent - 15, significand: 1)
    }
  }
}
