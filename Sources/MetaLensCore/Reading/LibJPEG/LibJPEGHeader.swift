/// What libjpeg read of a JPEG header (`LibJPEG.header`): the quantization
/// tables it holds when the scan begins, and its error and warnings.
struct LibJPEGHeader {
  /// Tables by slot, 64 values each in natural order (those defined before
  /// an error too).
  var tables: [(index: Int, values: [UInt16])] = []
  /// libjpeg's error when it could not read the header.
  var error: String?
  /// libjpeg's notices about data it stepped over.
  var warningCount = 0
  var firstWarning: String?
}
