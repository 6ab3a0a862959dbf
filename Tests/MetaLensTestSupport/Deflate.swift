private import CZlib

/// zlib-compresses bytes for fixtures (zTXt, iCCP, zip bombs).
public enum Deflate {
  public static func compress(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = output.withUnsafeMutableBufferPointer { target in
      bytes.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
      }
    }
    precondition(status == Z_OK, "compress2 failed")
    return Array(output.prefix(Int(length)))
  }
}
