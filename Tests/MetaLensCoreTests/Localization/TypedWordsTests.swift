import MetaLensCore
import MetaLensTestSupport
import Testing

/// Core's typed words (`Wording`): every verdict, kind, band, limit, provenance
/// sentence and read failure is
/// said in Korean, not left in English, and no sentence keeps a catalogue
/// placeholder (`{0}`) from before the words were typed. A missing case is
/// a compile error; these catch a Korean pasted from the English.
@Suite("Typed words in Core")
struct TypedWordsTests {
  static let samples: [any Wording] =
    Verdict.allCases.flatMap { [VerdictWords.title($0), VerdictWords.meaning($0)] as [any Wording] }
    + RuleKind.allCases.map { TableWords.kind($0) }
    + ScoringRules.Band.allCases.map { TableWords.band($0) }
    + TableWords.Limit.allCases.map { TableWords.limit($0) }
    + [
      ProvenanceWords.state(words: "x"), ProvenanceWords.notChecked, ProvenanceWords.trusted, ProvenanceWords.valid,
      ProvenanceWords.invalidChanged, ProvenanceWords.invalid, ProvenanceWords.signedBy(signer: "x"),
      ProvenanceWords.unreadable, ProvenanceWords.removed(reference: "x"), ProvenanceWords.remote(reference: "x"),
      ProvenanceWords.noManifest, ProvenanceWords.emptyStore, ProvenanceWords.validAndTrusted(list: "x"),
      ProvenanceWords.aTrustList, ProvenanceWords.validNotTrusted, ProvenanceWords.validSignerTrusted,
      ProvenanceWords.validSignerTrustedBut(list: "l", failure: "f"), ProvenanceWords.contentChanged,
      ProvenanceWords.tampered, ProvenanceWords.invalidBecause(failure: "x"), ProvenanceWords.aCheckFailed,
      ProvenanceWords.brokenIngredient(reason: "x"), ProvenanceWords.ingredientSignature,
      ProvenanceWords.ingredientManifestChanged, ProvenanceWords.ingredientAssertionChanged,
    ]
    + ([
      .notFound, .isDirectory, .notRegularFile, .unreadable(reason: "r"), .empty, .notAnImage,
      .unsupportedFormat(format: "JP2"), .truncated(detail: "d"), .corrupt(detail: "d"),
      .pictureNotDecoded(format: "PNG"), .compareTheJPEG, .checkThePath,
      .passTheFilesInside, .checkPermissions, .formatsRead, .inspectTheCameraJPEG, .useExifTool, .fetchAgain,
    ] as [ErrorWords]).map { $0 as any Wording }
    + ([
      .alike, .overLimit(path: "p", width: 30_000, height: 20_000, limit: 200_000_000), .limit(path: "p", detail: "d"),
      .undecodable(path: "p", decoder: "libjpeg"), .decoder(path: "p", decoder: "libheif", message: "m"),
      .decoderUnavailable(path: "p", decoder: "libheif", detail: "libheif.so.1: cannot open shared object file"),
      .animated(path: "p", decoder: "libwebp"),
    ] as [ComparisonReason]).map { $0 as any Wording }

  @Test("every sample is said in Korean, not copied from the English", arguments: samples.indices)
  func korean(_ index: Int) {
    let words = Self.samples[index]
    let english = words.text(.en)
    let korean = words.text(.ko)
    #expect(!korean.allSatisfy { $0 == " " }, "\(words)")
    #expect(korean != english, "\(words): \(korean)")
    #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "no Hangul in \(korean)")
  }

  @Test("every rule has its title, explanation and limits in Korean", arguments: ScoringRules.all.map(\.id))
  func rule(_ id: String) throws {
    let rule = try #require(ScoringRules.rule(id))
    for (english, korean) in [
      (rule.title, rule.korean.title), (rule.explanation, rule.korean.explanation), (rule.limits, rule.korean.limits),
    ] {
      #expect(korean != english, "\(id): \(korean)")
      #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(id): no Hangul")
      #expect(Placeholders.numbers(in: korean).isEmpty, "\(id): \(korean)")
    }
  }

  @Test("no sentence keeps a catalogue placeholder", arguments: samples.indices)
  func placeholders(_ index: Int) {
    for language in Language.allCases {
      let text = Self.samples[index].text(language)
      #expect(Placeholders.numbers(in: text).isEmpty, "\(text)")
    }
  }

  @Test("typed words are worded by the catalogue of their language and compared by value")
  func message() {
    let words = AnyWording(VerdictWords.title(.edited))
    #expect(Catalogue.english.text(words) == "Edited or re-saved")
    #expect(Catalogue.korean.text(words) == "편집됨 (재저장 포함)")
    #expect(words == AnyWording(VerdictWords.title(.edited)))
    #expect(words != AnyWording(VerdictWords.title(.aiEdited)))
    #expect(words != AnyWording(VerbatimWords("Edited or re-saved")))
  }
}
