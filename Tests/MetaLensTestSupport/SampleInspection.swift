import Foundation
import MetaLensCore

/// A sample of `Fixtures/` inspected through the front door `inspect` uses
/// (`Inspector`: metadata, then the content stages, C2PA validation and
/// the image data), and reported under its path relative to the package,
/// so that a golden shows what a user sees and not where the checkout is.
public enum SampleInspection {
  public static func inspect(
    _ sample: String, options: InspectionOptions = InspectionOptions(), addingNotices notices: [ReadingNotice] = []
  ) throws -> Inspection {
    let path = CommandRunner.packageRoot.appendingPathComponent("Fixtures/\(sample)").path
    let inspection = try Inspector(options: options).inspect(path)
    var metadata = inspection.metadata
    metadata.file = FileFacts(path: "Fixtures/\(sample)", size: metadata.file.size, format: metadata.file.format)
    metadata.notices += notices
    // Scored again only for added notices, which the verdict weighs.
    let report =
      notices.isEmpty ? inspection.report : OriginalityScorer().score(metadata, analysis: inspection.analysis)
    return Inspection(metadata: metadata, analysis: inspection.analysis, report: report, exhibit: inspection.exhibit)
  }
}
