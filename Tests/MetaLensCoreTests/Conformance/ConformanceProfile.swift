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
    ConformanceProfile(
      name: "JPEG", formats: ["JPEG"], fields: ["File:ImageWidth", "File:ImageHeight"], minimumFiles: 400),
    ConformanceProfile(
      name: "TIFF", formats: ["TIFF", "BigTIFF"], fields: ["IFD0:ImageWidth", "IFD0:ImageHeight"], minimumFiles: 40),
    ConformanceProfile(
      name: "TIFF-based raw",
      formats: ["DNG", "CR2", "TIFF-RAW(NEF)", "TIFF-RAW(IIQ)", "TIFF-RAW(ARW)", "ORF", "RW2"],
      fields: ["IFD0:ImageWidth", "IFD0:ImageHeight", "File:FileType"], minimumFiles: 5),
    ConformanceProfile(
      name: "PNG", formats: ["PNG", "APNG"],
      fields: [
        "File:FileType", "File:MIMEType", "PNG:ImageWidth", "PNG:ImageHeight", "PNG:BitDepth", "PNG:ColorType",
        "PNG:Interlace", "PNG:AnimationFrames", "PNG:Software", "PNG:Comment", "PNG:Prompt", "PNG:Workflow",
        "PNG:Parameters", "PNG:Title", "PNG:Description", "PNG:Author", "PNG:ModifyDate", "PNG:ProfileName",
      ],
      minimumFiles: 80),
    ConformanceProfile(
      name: "WebP", formats: ["WebP"],
      fields: ["File:FileType", "RIFF:ImageWidth", "RIFF:ImageHeight", "RIFF:WebP_Flags"], minimumFiles: 20),
    ConformanceProfile(
      name: "GIF", formats: ["GIF"],
      fields: [
        "File:FileType", "GIF:GIFVersion", "GIF:ImageWidth", "GIF:ImageHeight", "GIF:FrameCount", "GIF:BitsPerPixel",
        "GIF:AnimationIterations", "File:Comment",
      ],
      minimumFiles: 10),
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
