import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

/// The evidence beside a flag is what a person checks with ExifTool: on the
/// corpus files, each cited value must be one ExifTool prints for the file.
@Suite("Evidence a person can check on the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct EvidenceCorpusTests {
  /// The flags' evidence for the file, scored from its metadata.
  static func evidence(_ entry: Corpus.Entry) throws -> (metadata: PhotoMetadata, evidence: [Evidence]) {
    let metadata = try PhotoMetadataService().read(path: Corpus.filePath(entry))
    return (metadata, OriginalityScorer().score(metadata).flags.flatMap(\.evidence))
  }

  /// Formats whose ExifTool FileType is not the format's plain name: a WebP
  /// is `WEBP` or (with a VP8X chunk) `Extended WEBP`, an animated PNG
  /// `APNG`, a BigTIFF `BTF`.
  @Test("File:FileType evidence on WebP, APNG and BigTIFF files is ExifTool's FileType")
  func fileTypeAsExifTool() throws {
    let entries = try Corpus.entries().filter { ["WebP", "APNG", "BigTIFF"].contains($0.format) && !$0.isMalformed }
    var cited = Set<String>()
    for entry in entries {
      guard let evidence = try? Self.evidence(entry).evidence else { continue }
      let exiftool = try Corpus.exiftool(entry)["File:FileType"] as? String
      for item in evidence where item.source == "File" && item.tag == "FileType" {
        #expect(item.value == exiftool, "\(entry.path): FileType \(item.value), ExifTool \(exiftool ?? "none")")
        cited.insert(item.value)
      }
    }
    // Measured: every WebP and APNG flag cites the type (no camera metadata); BigTIFF as well.
    #expect(cited.isSuperset(of: ["WEBP", "Extended WEBP", "APNG", "BTF"]), "cited: \(cited.sorted())")
  }

  /// Phones and cameras leave the `hdlr` box's name empty, and ExifTool
  /// then prints no HandlerDescription: the HEIF rules cite the box as
  /// ExifTool shows it (QuickTime HandlerType `pict`), never an empty value.
  @Test("HEIF flags cite no empty value, and the hdlr box as ExifTool prints it")
  func heifHandler() throws {
    let entries = try Corpus.entries().filter { ["HEIC", "HEIF", "AVIF"].contains($0.format) && !$0.isMalformed }
    var handlers = 0
    for entry in entries {
      guard let evidence = try? Self.evidence(entry).evidence else { continue }
      let exiftool = try Corpus.exiftool(entry)
      for item in evidence {
        #expect(!item.value.isEmpty, "\(entry.path): \(item.source):\(item.tag) is empty")
        #expect(item.tag != "hdlr", "\(entry.path): hdlr = \(item.value)")
        guard item.source == "QuickTime" else { continue }
        #expect(exiftool["QuickTime:" + item.tag] as? String == item.value, "\(entry.path): \(item.tag)")
        handlers += 1
      }
    }
    // Measured: 17 flags on the corpus HEIFs cite HandlerType.
    #expect(handlers >= 17)
  }

  @Test("File:FileType evidence is the FileType `tags` shows for the file, on every non-JPEG")
  func fileTypeAsTags() throws {
    let entries = try Corpus.entries().filter { $0.format != "JPEG" && !$0.isMalformed }
    var compared = 0
    for entry in entries {
      guard let read = try? Self.evidence(entry) else { continue }
      for item in read.evidence where item.source == "File" && item.tag == "FileType" {
        #expect(item.value == read.metadata.value("File", "FileType")?.text, "\(entry.path)")
        compared += 1
      }
    }
    #expect(compared > 100)
  }
}
