/// A sequential (baseline) colour JPEG whose three components come in
/// three scans of their own, written by hand as `MeanOnlyJPEG` is: libjpeg
/// holds such a file's coefficients whole, as it does a progressive one's
/// (libjpeg-turbo `jdinput.c`, `initial_setup`: a first scan with fewer
/// components than the frame sets `has_multiple_scans`), though its frame
/// header (SOF0) says sequential. Any declared size in a few hundred bytes:
/// each scan's data is a few blocks of mid grey (DC category 0, then
/// end-of-block), then the data ends.
public enum SeparateScansJPEG {
  public static func declaring(width: Int, height: Int) -> [UInt8] {
    precondition(width > 0 && width <= 65_535 && height > 0 && height <= 65_535)
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 8, count: 64)
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF)]
    bytes += [UInt8(width >> 8), UInt8(width & 0xFF), 0x03]
    for component in 1...3 { bytes += [UInt8(component), 0x11, 0x00] }
    // Table K.3's DC code lengths; the AC table holds end-of-block alone.
    let dcCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0xFF, 0xC4, 0x00, 0x1F, 0x00] + dcCounts + (0...11).map { UInt8($0) }
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00]
    for component in 1...3 {
      bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, UInt8(component), 0x00, 0x00, 0x3F, 0x00]
      bytes += [UInt8](repeating: 0, count: 16)
    }
    return bytes + [0xFF, 0xD9]
  }
}
