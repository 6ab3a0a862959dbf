import Testing

/// One format's conformance run: which corpus files (by MANIFEST.tsv's
/// format column), which fields beyond the common EXIF and XMP ones (the
/// format's own image size, named as ExifTool groups it), and how many files
/// the corpus must hold, so that a corpus that lost its files cannot pass.
struct ConformanceProfile: Sendable, CustomTestStringConvertible {
  let name: String
  let formats: Set<String>
  let fields: [String]
  let minimumFiles: Int

  var testDescription: String { name }

  static let all: [ConformanceProfile] = [
    ConformanceProfile(name: "JPEG", formats: ["JPEG"], fields: ["File:ImageWidth", "File:ImageHeight"], minimumFiles: 400),
    ConformanceProfile(
      name: "HEIC/HEIF", formats: ["HEIC", "HEIF"],
      fields: ["File:ImageWidth", "File:ImageHeight", "QuickTime:MajorBrand", "Meta:PrimaryItemReference"],
      minimumFiles: 50),
    ConformanceProfile(
      name: "AVIF", formats: ["AVIF"],
      fields: ["File:ImageWidth", "File:ImageHeight", "QuickTime:MajorBrand", "Meta:PrimaryItemReference"],
      minimumFiles: 20),
  ]
}
