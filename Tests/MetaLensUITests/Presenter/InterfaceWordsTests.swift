import MetaLensCore
import MetaLensTestSupport
import Testing

@testable import MetaLensUI

/// The report's, page's, guide's, batch's and compare's typed words: each
/// is said in Korean (not the English pasted in, unless it is the same on
/// purpose: a name, a code, a punctuation mark), and none keeps a catalogue
/// placeholder. A missing Korean is already a compile error.
@Suite("Typed words in the interface")
struct InterfaceWordsTests {
  /// The same in both languages on purpose.
  static let sameInBoth: Set<String> = ["SHA-256", ".", "AI", "FIFO"]

  static let samples: [any Wording] =
    ([
      HTMLWords.title, .titleOfFile(path: "p"), .unreadable(reason: "r"), .batchScore, .batchVerdict, .batchSign,
      .batchFile, .custodyFile, .custodyPath, .custodySize, .custodySHA256, .custodyExamined, .custodyTool,
      .custodyOptions, .notComputed, .readOnly, .dctTitle, .dctLabel, .dctCaption(values: 9), .pictures,
      .pictureDecoded, .pictureOriginal, .pictureThumbnail, .noPreview(note: "n"), .nothingToDraw, .tagsTitle,
      .tagsSummary(count: 3), .tagsGroup, .tagsTag, .tagsValue,
    ] as [HTMLWords]).map { $0 as any Wording }
    + ([
      ReportWords.readWithNotices(count: 2), .summary, .flags, .positives, .map, .footer, .camera, .lens, .exposure,
      .captured, .dimensions, .location, .software, .provenance, .ai, .file, .origin, .picture,
      .equivalentFocalLength(millimetres: 28), .prompt(cut: "c"), .declaredAI, .unscored, .noticesTitle,
      .noticesIntro, .moreNotices(ellipsis: "…", hidden: 2),
    ] as [ReportWords]).map { $0 as any Wording }
    + ([
      GuideWords.title, .startsAt(baseScore: 100), .verdictFollowsEvidence,
      .scoreFollowsVerdict(possiblyEdited: 79, edited: 49), .verdicts, .bands, .none, .notScored,
      .notScoredText(verdict: "v", gauge: "g"), .why, .limits, .cannotTell, .jpegOnly, .high, .medium, .low, .info,
      .notice, .warning, .critical,
    ] as [GuideWords]).map { $0 as any Wording }
    + Verdict.allCases.map { BatchWords.verdict($0) }
    + ([
      BatchWords.inspected(count: 2), .error, .headerScore, .headerVerdict, .headerSign, .headerCamera,
      .headerCaptured, .headerPath, .count(count: 2, verdict: "v"), .unreadable(count: 1),
      .withNotices(count: 1, mark: "!"), .skipped(count: 1), .end, .listing, .timeLeft(duration: "d"),
      .rate(filesPerSecond: 3),
    ] as [BatchWords]).map { $0 as any Wording }
    + PictureChange.State.allCases.map { PictureChangeWords(PictureChange(state: $0, evidence: [], limit: nil)) }
    + ([
      FileOriginWords.cameraOriginal, .metadataRewritten, .cutShort, .reEncoded(how: " (h)"),
      .reEncodedLike(how: " (h)", platforms: "p"), .edited, .generated, .longEdge(pixels: 1600),
      .platform(name: "n", variant: "v"), .or,
    ] as [FileOriginWords]).map { $0 as any Wording }
    + ([.ijg, .mozjpeg, .apple, .photoshop, .camera, .unknown] as [EncoderIdentity.Family]).flatMap {
      [EncoderTablesWords($0, quality: 90), EncoderTablesWords($0, quality: nil)]
    }.map { $0 as any Wording }
    + ([
      CompareWords.identical, .derived, .unrelated, .undetermined, .original(path: "p"), .copy(path: "p"),
      .reason(why: "w"), .geometry(percent: 50, degrees: 90), .crop(width: 60, height: 60, x: 20, y: 13), .mirrored,
      .encoding(copy: "c"), .noRegions, .regions(count: 2),
      .region(x: 1, y: 2, width: 3, height: 4, strength: "5.0"), .noMetadataDifference, .metadataDiffers, .absent,
      .pageTitle, .originalLabel, .copyLabel, .fieldLabel, .originalPicture, .alignedOriginal, .copyAsStored,
      .differenceMap, .regionsTitle, .metadataTitle, .field(name: "camera"), .present,
    ] as [CompareWords]).map { $0 as any Wording }
    + ([
      CredentialsWords.title, .signedBy, .actions, .ingredients, .failed, .by(agent: "a"), .untitled,
      .ingredientFailure(ingredient: "i", failure: "f"), .timeStamps, .timeStamp(manifest: "m", time: "t"),
      .unreadableTimeStamp(manifest: "m"), .certificateStatus, .stapledOCSP(count: 1), .softBindings,
      .watermark(algorithm: "a", over: "o"), .fingerprint(algorithm: "a", over: "o"),
      .unlistedBinding(algorithm: "a", over: "o"), .unnamedBinding(over: "o"), .wholeContent, .region,
      .timespan(start: "1", end: "2"),
    ] as [CredentialsWords]).map { $0 as any Wording }
    + ([
      IdentityWords.heading, .assertedBy(name: "n", issuer: "i", outcome: "o"),
      .assertedBy(name: "n", issuer: nil, outcome: "o"), .unnamed, .valid, .unverified, .invalid(failures: "f"),
    ] as [IdentityWords]).map { $0 as any Wording }
    + ([
      ExhibitWords.custodyCase, .custodyExaminer, .custodyNote, .footerPage(page: "3", pages: "9"), .appendixTitle,
      .appendixIntro, .appendixRules, .appendixMethods, .appendixSource("s"), .cannotTell, .regionsMap,
    ] as [ExhibitWords]).map { $0 as any Wording }
    + (0..<3).flatMap { row in (0..<3).map { RegionWords.line(number: 1, row: row, column: $0, share: 12) } }

  @Test("every sample is said in Korean", arguments: samples.indices)
  func korean(_ index: Int) {
    let words = Self.samples[index]
    let (english, korean) = (words.text(.en), words.text(.ko))
    #expect(!korean.allSatisfy { $0 == " " }, "\(words)")
    guard !Self.sameInBoth.contains(english) else { return }
    #expect(korean != english, "\(words): \(korean)")
  }

  @Test("every examination method is named, explained and sourced in Korean", arguments: ExaminationMethod.allCases)
  func method(_ method: ExaminationMethod) {
    for words in [method.title, method.howItWorks] {
      let (english, korean) = (words(.en), words(.ko))
      #expect(korean != english, "\(method): \(korean)")
      #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(method): no Hangul")
    }
    #expect(!method.source(.ko).isEmpty && !method.source(.en).isEmpty)
    #expect(Placeholders.numbers(in: method.howItWorks(.ko)).isEmpty)
  }

  @Test("no sentence keeps a catalogue placeholder", arguments: samples.indices)
  func placeholders(_ index: Int) {
    for language in Language.allCases {
      let text = Self.samples[index].text(language)
      #expect(Placeholders.numbers(in: text).isEmpty, "\(text)")
    }
  }
}
