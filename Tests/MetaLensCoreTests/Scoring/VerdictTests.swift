import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Verdicts follow the strongest evidence; scores add up")
struct VerdictTests {
  static func report(_ fixture: JPEGFixture) throws -> OriginalityReport {
    OriginalityScorer().score(try fixture.metadata())
  }

  @Test(
    "the verdict of each sample",
    arguments: [
      ("camera-original.jpg", Verdict.likelyOriginal), ("edited-photoshop.jpg", .edited),
      ("ai-generated.jpg", .aiGenerated),
      ("stripped.jpg", .noMetadata), ("phone-gps.jpg", .likelyOriginal), ("long-values.jpg", .noMetadata),
    ])
  func samples(name: String, verdict: Verdict) throws {
    let fixture = try #require(SampleFixtures.all.first { $0.name == name }?.fixture)
    #expect(try Self.report(fixture).verdict == verdict)
  }

  /// A camera that signs its captures and writes no thumbnail: trusted, the
  /// missing thumbnail is its design and the file is a likely original;
  /// merely valid (a certificate anyone can make), the sign still speaks.
  @Test(
    "a trusted signed capture without a thumbnail is likely original; a merely valid one possibly edited",
    arguments: [true, false])
  func signedCaptureMissingThumbnail(trusted: Bool) throws {
    let fixture = SignedC2PAFixture(
      actions: [.init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("digitalCapture"))],
      leading: [.exif(RuleCase.camera(thumbnail: false))])
    let trust = try C2PATrustList(extra: trusted ? [("root.pem", fixture.anchorPEM)] : [])
    let inspection = try Inspector(options: InspectionOptions(trust: trust)).inspect(
      bytes: try fixture.bytes(), path: "signed.jpg")
    let ids = inspection.report.flags.map(\.id)
    #expect(ids.contains("c2pa-signed-capture"), "\(ids)")
    #expect(ids.contains("thumbnail-missing") == !trusted, "\(ids)")
    #expect(inspection.report.verdict == (trusted ? .likelyOriginal : .possiblyEdited))
  }

  @Test("declared AI generation beats editing")
  func aiBeatsEditing() throws {
    let fixture = RuleCase.original(
      RuleCase.software("Adobe Photoshop 25.1"), [RuleCase.digitalSourceType("trainedAlgorithmicMedia")])
    #expect(try Self.report(fixture).verdict == .aiGenerated)
  }

  @Test("AI editing beats plain editing")
  func aiEditedBeatsEditing() throws {
    let fixture = RuleCase.original(
      RuleCase.software("Adobe Photoshop 25.1"), [RuleCase.digitalSourceType("compositeWithTrainedAlgorithmicMedia")])
    #expect(try Self.report(fixture).verdict == .aiEdited)
  }

  @Test("a definite sign beats probable ones")
  func definiteBeatsProbable() throws {
    let fixture = RuleCase.original(
      RuleCase.camera(makerNote: false, thumbnail: false), [.comment("Created with GIMP")])
    let report = try Self.report(fixture)
    #expect(report.verdict == .edited)
    #expect(report.flags.contains { $0.id == "makernote-missing" })
  }

  @Test("probable signs alone: possibly edited")
  func probableOnly() throws {
    #expect(try Self.report(RuleCase.original(RuleCase.camera(makerNote: false))).verdict == .possiblyEdited)
  }

  @Test("no camera metadata and nothing else: no_metadata, not edited")
  func nothingToJudge() throws {
    #expect(try Self.report(JPEGFixture(image: ImageFixture(quality: 80))).verdict == .noMetadata)
  }

  @Test("a messenger's copy with no metadata left: a re-encoded copy, scored in the middle band, not no_metadata")
  func messengerCopy() throws {
    let report = try Self.report(PlatformIdentifierTests.kakaoTalk())
    #expect(report.verdict == .reEncoded)
    #expect(report.band == .medium)
    #expect(report.fileOrigin?.state == .reEncoded)
    #expect(report.flags.contains { $0.id == "platform-reencoded" })
    // The second question apart: nothing says the picture changed, and the
    // report says why that is not proof.
    #expect(report.pictureChange == PictureChange(state: .noSign, evidence: [], limit: .reEncoded))
  }

  @Test("a transplanted thumbnail in a file with no capture settings: possibly edited, not no_metadata")
  func transplantWithoutCaptureSettings() throws {
    var exif = RuleCase.camera(date: false)
    exif.entries.removeAll { $0.tag == TagID.exposureTime }
    exif.thumbnail = try ImageFixture.thumbnail(width: 64, height: 48).encoded()
    let bytes = try JPEGFixture(image: RuleCase.thumbnailPicture, segments: [.exif(exif)]).bytes()
    let report = try Inspector().inspect(bytes: bytes).report
    #expect(report.flags.contains { $0.id == "thumbnail-content-mismatch" })
    #expect(report.flags.contains { $0.id == "capture-evidence-incomplete" })
    #expect(report.verdict == .possiblyEdited)
    #expect(report.pictureChange?.state == .changed)
    #expect(report.pictureChange?.evidence.isEmpty == false)
  }

  /// Issue 36: a paste found by its grid was flagged while the Picture row
  /// read "no sign that the picture was changed".
  @Test(
    "every sign placed on the picture answers the picture question: changed, with its evidence",
    arguments: (RuleCase.signs + RuleCase.context + RuleCase.regions).filter {
      $0.fires && PictureRegion.locatedRules.contains($0.rule)
    })
  func locatedSignsChangeThePicture(_ rule: RuleCase) throws {
    let report = try Inspector().inspect(bytes: try rule.bytes()).report
    let flag = try #require(report.flags.first { $0.id == rule.rule })
    #expect(report.pictureChange?.state == .changed)
    #expect(flag.evidence.allSatisfy { report.pictureChange?.evidence.contains($0) == true })
    #expect(report.regions.contains { $0.rule == rule.rule })
  }

  /// Issue 36: the finding said a converter definitely carried the EXIF
  /// over while the verdict read "possibly edited".
  @Test("a camera's EXIF carried into a PNG: a re-encoded copy, as its finding says")
  func convertedCopy() throws {
    let report = OriginalityScorer().score(
      try PhotoMetadataService().read(bytes: try RuleCase.png(RuleCase.camera(), colorType: 3)()))
    #expect(report.flags.contains { $0.id == "device-format-mismatch" })
    #expect(report.verdict == .reEncoded)
    #expect(report.fileOrigin?.state == .reEncoded)
  }

  @Test("a generative fill whose tool is Firefly is edited with AI, not AI-generated (issue 36)")
  func generativeFill() throws {
    let fill = RuleCase.original(
      RuleCase.software("Adobe Firefly"), [RuleCase.digitalSourceType("compositeWithTrainedAlgorithmicMedia")])
    let report = try Self.report(fill)
    #expect(report.verdict == .aiEdited)
    let edit = try #require(report.flags.first { $0.id == "ai-edited-source-type" })
    #expect(edit.evidence.contains { $0.value == "Adobe Firefly" })
  }

  @Test("dates agree: only the dates the file holds are named (issue 36)")
  func datesNamed() throws {
    let exif = RuleCase.camera([.init(.exif, TagID.createDate, .ascii("2024:05:01 14:30:00"))])
    let flag = try #require(try Self.report(RuleCase.original(exif)).flags.first { $0.id == "dates-consistent" })
    #expect(flag.detail == "DateTimeOriginal and CreateDate agree (2024:05:01 14:30:00).")
    #expect(!flag.evidence.contains { $0.tag == "ModifyDate" })
  }

  @Test("no camera metadata but an editor named: edited")
  func strippedButEdited() throws {
    #expect(
      try Self.report(JPEGFixture(segments: [.comment("CREATOR: gd-jpeg v1.0 (using IJG JPEG v62), quality = 75")]))
        .verdict == .edited)
    #expect(try Self.report(RuleCase.original(RuleCase.software("GIMP 2.10"))).pictureChange?.state == .edited)
  }

  @Test(
    "likely original must be earned: one typed tag does not make a stripped file original",
    arguments: [
      ("a capture date only", [RuleCase.dateTimeOriginal]),
      ("an exposure time only", [ExifFixture.Entry(.exif, TagID.exposureTime, .rational([(1, 100)]))]),
      (
        "make and model only",
        [.init(.ifd0, TagID.make, .ascii("Apple")), .init(.ifd0, TagID.model, .ascii("iPhone 15"))]
      ),
    ])
  func earned(_ label: String, entries: [ExifFixture.Entry]) throws {
    let report = try Self.report(RuleCase.original(ExifFixture(entries)))
    #expect(report.verdict == .noMetadata)
    #expect(report.band == nil, "not scored, so shown in no band colour")
    #expect(report.score < ScoringRules.Band.high.range.lowerBound)
  }

  @Test("the score's band is the verdict's: possibly edited is never green, edited never yellow")
  func bandFollowsVerdict() throws {
    let probable = try Self.report(RuleCase.original(RuleCase.camera(makerNote: false)))
    #expect(probable.verdict == .possiblyEdited && probable.band == .medium)
    let edited = try Self.report(RuleCase.original(RuleCase.software("GIMP 2.10")))
    #expect(edited.verdict == .edited && edited.band == .low && edited.score == Verdict.edited.highestScore)
  }

  @Test("a metadata tool over the camera's own tables is possibly edited; over libjpeg's tables, edited")
  func metadataToolVersusReencoding() throws {
    #expect(try Self.report(RuleCase.original(RuleCase.software("Nikon Transfer 2.0"))).verdict == .possiblyEdited)
    let reencoded = RuleCase.original(RuleCase.software("Nikon Transfer 2.0"), image: ImageFixture(quality: 90))
    #expect(try Self.report(reencoded).verdict == .edited)
    #expect(try Self.report(RuleCase.original(RuleCase.software("Adobe Lightroom Classic 13.2"))).verdict == .edited)
  }

  @Test("the score is 100 plus every flag's points, never below 0 nor above the verdict's highest score")
  func scoreArithmetic() throws {
    for (_, fixture) in SampleFixtures.all {
      let report = try Self.report(fixture)
      let points = ScoringRules.baseScore + report.flags.reduce(0) { $0 + $1.points }
      let expected = max(report.verdict.lowestScore, min(report.verdict.highestScore, points))
      #expect(report.score == expected)
      #expect((0...100).contains(report.score))
    }
  }

  @Test("flags are ordered strongest first, positive evidence last")
  func ordering() throws {
    let report = try Self.report(SampleFixtures.editedInPhotoshop)
    let severities = report.signs.map(\.severity)
    #expect(severities == severities.sorted(by: >))
    #expect(report.flags.suffix(report.positives.count).allSatisfy { $0.kind == .positive })
  }
}
