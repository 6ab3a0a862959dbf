private import CJPEGShim

/// The one place MetaLensCore calls libjpeg (through CJPEGShim): it reads a
/// JPEG header (SOI to the first SOS) and returns the quantization tables
/// libjpeg holds when the scan begins.
enum LibJPEGHeaderReader {
  struct Header {
    /// Tables by slot, 64 values each in natural order (those defined before
    /// an error too).
    var tables: [(index: Int, values: [UInt16])] = []
    /// libjpeg's error when it could not read the header.
    var error: String?
    /// libjpeg's notices about data it stepped over.
    var warningCount = 0
    var firstWarning: String?
  }

  static func read(_ header: ArraySlice<UInt8>) -> Header {
    var raw = metalens_jpeg_header()
    var limits = metalens_jpeg_limits(
      max_pixels: 0, max_memory: ReadLimits.maxDecoderMemory, max_scans: 0, stop_at_warning: 0)
    let ok = header.withUnsafeBufferPointer { buffer in
      metalens_jpeg_read_header(buffer.baseAddress, buffer.count, &limits, &raw)
    }
    var result = Header()
    result.warningCount = Int(raw.warning_count)
    if raw.warning_count > 0 { result.firstWarning = text(&raw.first_warning) }
    if ok != 1 { result.error = text(&raw.message) }
    withUnsafeBytes(of: &raw.tables) { tableBytes in
      let values = tableBytes.bindMemory(to: UInt16.self)
      withUnsafeBytes(of: &raw.table_present) { presentBytes in
        let present = presentBytes.bindMemory(to: Int32.self)
        for index in 0..<Int(METALENS_JPEG_MAX_TABLES) where present[index] != 0 {
          result.tables.append((index, Array(values[(index * 64)..<(index * 64 + 64)])))
        }
      }
    }
    return result
  }

  /// A NUL-terminated C character array as a Swift string.
  private static func text<T>(_ tuple: inout T) -> String {
    withUnsafeBytes(of: &tuple) { TextDecoding.cString($0) }
  }
}
