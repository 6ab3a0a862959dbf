/// The frame header (SOFn) of a JPEG: coding process, size and components.
public struct JPEGFrame: Sendable, Hashable {
  /// The SOF marker's second byte (0xC0 baseline, 0xC2 progressive…).
  public let marker: UInt8
  public let width: Int
  public let height: Int
  public let bitsPerSample: Int
  public let components: [JPEGComponent]

  public init(marker: UInt8, width: Int, height: Int, bitsPerSample: Int, components: [JPEGComponent]) {
    self.marker = marker
    self.width = width
    self.height = height
    self.bitsPerSample = bitsPerSample
    self.components = components
  }

  /// ExifTool's `EncodingProcess`: the SOF marker number (0 baseline DCT,
  /// 1 extended, 2 progressive, 3 lossless, 9–11 the arithmetic variants…).
  public var encodingProcess: Int { Int(marker) - 0xC0 }

  /// Progressive frames (SOF2, SOF6, SOF10, SOF14) spread each block over
  /// several scans, so a decoder holds every coefficient of the image until
  /// the last one (ITU-T T.81, G.1). A sequential frame may also be split
  /// into non-interleaved scans; that is not known before its scans are read.
  public var isProgressive: Bool { [0xC2, 0xC6, 0xCA, 0xCE].contains(marker) }

  /// Whether libjpeg holds every coefficient of the picture while it
  /// decodes, given how many components the first scan carries (the scan
  /// header's first byte, T.81 B.2.3): a progressive frame, or a sequential
  /// one whose components come in separate scans (`jdinput.c`
  /// `initial_setup`: `comps_in_scan < num_components` sets
  /// `has_multiple_scans`). A frame read in one interleaved scan streams a
  /// row of blocks at a time.
  func holdsAllCoefficients(firstScanComponents: Int?) -> Bool {
    isProgressive || (firstScanComponents.map { $0 < components.count } ?? false)
  }

  /// A word for the coding process.
  public var process: String {
    switch marker {
    case 0xC0: "baseline"
    case 0xC1: "extended"
    case 0xC2: "progressive"
    case 0xC3: "lossless"
    case 0xC9: "extended-arithmetic"
    case 0xCA: "progressive-arithmetic"
    case 0xCB: "lossless-arithmetic"
    default: "hierarchical"
    }
  }

  /// Chroma subsampling as ExifTool's `YCbCrSubSampling` ("2 2" for 4:2:0):
  /// the luma sampling factors relative to the first chroma component.
  public var subsamplingFactors: (horizontal: Int, vertical: Int)? {
    guard components.count == 3 else { return nil }
    let luma = components[0]
    let chroma = components[1]
    guard chroma.horizontalSampling > 0, chroma.verticalSampling > 0,
      luma.horizontalSampling % chroma.horizontalSampling == 0,
      luma.verticalSampling % chroma.verticalSampling == 0
    else { return nil }
    return (luma.horizontalSampling / chroma.horizontalSampling, luma.verticalSampling / chroma.verticalSampling)
  }

  /// Chroma subsampling in J:a:b notation ("4:2:0"), when it has a name.
  public var subsampling: String? {
    guard let factors = subsamplingFactors else { return components.count == 1 ? "greyscale" : nil }
    switch (factors.horizontal, factors.vertical) {
    case (1, 1): return "4:4:4"
    case (2, 1): return "4:2:2"
    case (2, 2): return "4:2:0"
    case (1, 2): return "4:4:0"
    case (4, 1): return "4:1:1"
    case (4, 2): return "4:1:0"
    default: return nil
    }
  }
}
