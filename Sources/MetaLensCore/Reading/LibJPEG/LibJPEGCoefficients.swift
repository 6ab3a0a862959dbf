/// How the coefficient pass through libjpeg ended (`LibJPEG.coefficients`):
/// the reader turns each ending into its reading notice.
enum LibJPEGCoefficients {
  /// Counted: the histograms, the DC picture and the kept blocks.
  case decoded(DCTHistograms)
  /// A limit ended the decode (pixels, scans, working memory), with the
  /// shim's reason.
  case overLimit(String)
  /// libjpeg warned that the data is damaged or ran out.
  case damaged
  /// libjpeg could not decode it, with its message.
  case failed(String)
}
