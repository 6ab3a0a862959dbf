/// The facts a person asks first about a photo: which camera, which lens,
/// which exposure, when, how big, where, saved by what. Facts only, each nil
/// when the file does not say.
public struct PhotoSummary: Sendable, Hashable {
  public let make: String?
  public let model: String?
  public let lens: String?
  /// Seconds.
  public let exposureTime: Double?
  public let fNumber: Double?
  public let iso: Int64?
  /// Millimetres.
  public let focalLength: Double?
  public let focalLengthIn35mm: Int64?
  public let captured: ExifDateTime?
  public let width: Int64?
  public let height: Int64?
  public let position: GPSPosition?
  /// IFD0 Software, or XMP CreatorTool when Software is absent.
  public let software: String?
  public let format: ImageFormat
  public let fileSize: Int64

  public init(_ metadata: PhotoMetadata) {
    make = metadata.make
    model = metadata.model
    lens = metadata.text("ExifIFD", "LensModel") ?? metadata.text("XMP-aux", "Lens")
    exposureTime = metadata.value("ExifIFD", "ExposureTime")?.number
    fNumber = metadata.value("ExifIFD", "FNumber")?.number
    iso = metadata.value("ExifIFD", "ISO")?.integer
    focalLength = metadata.value("ExifIFD", "FocalLength")?.number
    focalLengthIn35mm = metadata.value("ExifIFD", "FocalLengthIn35mmFormat")?.integer
    captured = metadata.dateTimeOriginal ?? metadata.createDate
    width = metadata.imageSize?.width
    height = metadata.imageSize?.height
    position = metadata.gpsPosition
    software = metadata.software ?? metadata.text("XMP-xmp", "CreatorTool")
    format = metadata.file.format
    fileSize = metadata.file.size
  }

  /// Make and model without the make repeated ("Canon" + "Canon EOS R6" is
  /// "Canon EOS R6"; "Apple" + "iPhone 15 Pro" is "Apple iPhone 15 Pro").
  public var camera: String? {
    switch (make, model) {
    case (nil, nil): return nil
    case (let make?, nil): return make
    case (nil, let model?): return model
    case (let make?, let model?):
      let brand = make.split(separator: " ").first.map(String.init) ?? make
      return model.lowercased().hasPrefix(brand.lowercased()) ? model : make + " " + model
    }
  }

  /// Width × height in millions of pixels. In floating point: both sides
  /// come from the file, and two declared 0xFFFFFFFF sides overflow Int64
  /// (a 56-byte TIFF, PNG or HEIF once trapped the process here).
  public var megapixels: Double? {
    guard let width, let height else { return nil }
    return Double(width) * Double(height) / 1_000_000
  }
}
