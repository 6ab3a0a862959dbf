import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The camera table is learnt from camera originals only (issue 36): a
/// library's test picture with a camera's EXIF grafted on teaches the model
/// the library's tables, and a re-save with those tables then reads as the
/// model's own.
@Suite("Camera table from the corpus", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct CameraTablesCorpusTests {
  @Test("no model is in the table whose only corpus files are a picture several models name")
  func sharedPicturesTeachNothing() throws {
    let files = try SharedPictures.files()
    let byModel = Dictionary(grouping: files, by: \.model)
    let onlyShared = byModel.filter { $0.value.allSatisfy(\.shared) }.keys.sorted()
    // exiv2's picture is named by 18 models, ExifTool's by 27.
    #expect(onlyShared.count >= 30, "\(onlyShared)")
    let learnt = onlyShared.filter { CameraTables.corpus[$0] != nil }
    #expect(learnt.isEmpty, "models learnt from a shared test picture: \(learnt)")
  }

  @Test(
    "a Kodak DC210 original saved again at quality 80 does not carry the model's own tables",
    arguments: HardDirectionResaveTests.Kind.allCases)
  func kodakResave(kind: HardDirectionResaveTests.Kind) throws {
    let path = "ianare-exif-samples/jpg/exif-org/kodak-dc210.jpg"
    let entry = try #require(try Corpus.entries().first { $0.path == path })
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.filePath(entry))))
    let original = try Inspector().inspect(bytes: bytes, path: path)
    #expect(original.report.verdict == .likelyOriginal)
    let resaved = try HardDirectionResaveTests.resave((path, bytes, original.metadata), kind: kind)
    let report = try Inspector().inspect(bytes: resaved, path: path).report
    #expect(!report.flags.contains { $0.id == "camera-model-tables" }, "\(report.flags.map(\.id))")
    #expect(report.verdict != .likelyOriginal, "\(report.verdict): \(report.flags.map(\.id))")
  }
}
