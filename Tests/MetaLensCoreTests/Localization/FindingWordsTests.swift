import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Every rule family's findings (`<Area>Findings`) are said in Korean, not
/// the English pasted in, with no `{0}` placeholder left from the keyed
/// catalogues; the device-format reasons the table words in English have
/// their Korean too.
@Suite("Finding words")
struct FindingWordsTests {
  static let samples: [any Wording] = {
    var all: [any Wording] = []
    all +=
      ([
        .editorSoftware(source: "IFD0", tag: "Software", family: "GIMP", role: .editor, others: ["exiftool"]),
        .editorSoftware(source: "IFD0", tag: "Software", family: "dcraw", role: .converter, others: []),
        .editorSoftware(source: "IFD0", tag: "Software", family: "exiftool", role: .metadataTool, others: []),
        .editorSoftware(source: "IFD0", tag: "Software", family: "Firefly", role: .generator, others: []),
        .photoshopSaveQuality(quality: 10), .photoshopSaveQuality(quality: nil), .saveForWeb(quality: "60"),
        .saveForWeb(quality: nil), .photoshopHistory(empty: false), .photoshopHistory(empty: true),
        .cameraRawSettings(count: 3), .xmpHistoryEdits(count: 1),
        .xmpHistoryEdits(count: 2), .c2paEditActions(count: 1), .c2paEditActions(count: 2), .derivedFrom,
      ] as [EditingFindings]).map { $0 as any Wording }
    all +=
      ([
        .generatedSourceType(signed: true), .generatedSourceType(signed: false), .editedSourceType,
        .systemFields(system: "Midjourney"), .systemFields(system: nil), .generatorParameters(generator: "ComfyUI"),
        .generatorParameters(generator: nil), .generatorSoftware(source: "PNG", tag: "Software", family: "NovelAI"),
      ] as [AIFindings]).map { $0 as any Wording }
    all +=
      ([
        .captureEvidenceIncomplete(missing: ["Make", "exposure settings"]), .metadataRewritten(family: "exiftool"),
        .deviceFormatMismatch(make: "Canon", format: .png), .deviceFormatMismatch(make: "Canon", format: .webp),
        .deviceFormatMismatch(make: "Canon", format: .gif), .rawConverted(original: "IMG_0001.CR2"),
      ] as [CaptureFindings]).map { $0 as any Wording }
    all +=
      ([
        .noCameraMetadata, .gpsPresent(coordinates: "1, 2"), .gpsAbsent, .noSoftwareTag, .serialNumber,
        .c2paManifest(count: 1, generator: "g", signer: "s", state: .valid),
        .c2paManifest(count: 2, generator: nil, signer: nil, state: nil), .c2paManifestRemote,
        .c2paManifestUnreadable(problem: "p"), .c2paManifestUnreadable(problem: nil),
        .digitalSourceType(term: "screenCapture"), .makerNotePresent(length: 30, maker: "Apple"),
        .makerNotePresent(length: 30, maker: nil),
        .datesConsistent(names: ["DateTimeOriginal"], original: "2024:05:01"),
        .cameraQuantizationTables, .declaredCapture,
      ] as [ContextFindings]).map { $0 as any Wording }
    all +=
      ([
        .platformReencoded(named: ["WhatsApp (a)", "Signal (b)"], shared: ["Telegram"], originals: ["WhatsApp"]),
        .softwareEncoded(.androidProfile), .softwareEncoded(.mozjpeg(quality: 75)),
        .softwareEncoded(.photoshop(quality: nil)),
        .softwareEncoded(.ijg(quality: 80, progressive: false)),
        .softwareEncoded(.ijg(quality: nil, progressive: true)),
      ] as [CopyFindings]).map { $0 as any Wording }
    all +=
      ([
        .contentChanged, .credentialTampered, .credentialRemoved, .signedCapture(trustList: "C2PA"),
        .signedCapture(trustList: nil),
      ] as [CredentialFindings]).map { $0 as any Wording }
    all +=
      ([
        .structureMismatch(
          model: "iPhone 12",
          differences: [
            .noGrid(itemType: "hvc1", modelTiles: "512x512"), .handlerName("h"),
            .codingBrand("heic", modelBrand: "heix"),
          ],
          originals: 2),
        .structureMatchesModel(model: "iPhone 12", originals: 1), .libraryEncoded(handler: "libheif"),
        .gainMapDropped(gain: "1.2"),
      ] as [HEIFFindings]).map { $0 as any Wording }
    all +=
      ([
        .doubleCompression(periodic: 5, judged: 9, firstQuality: 80),
        .modelQualityMismatch(model: nil, lowest: 90, quality: 75),
        .huffmanReencoded(model: "EOS 5D", seen: "Annex K standard", originals: 3),
        .cameraModelTables(model: "X", originals: 1),
        .thumbnailContentMismatch(similarity: 40), .thumbnailRegionChanged(left: 1, right: 2, top: 3, bottom: 4),
        .thumbnailMatches,
      ] as [ImageDataFindings]).map { $0 as any Wording }
    all +=
      ([
        .modifiedAfterCapture(gap: 90_000, original: "2024:05:01 10:00:00", modified: "2024:05:02 11:00:00"),
        .exifSizeMismatch(width: 1, height: 2, imageWidth: 3, imageHeight: 4),
        .thumbnailAspectMismatch(
          width: 160, height: 120, ratio: "4:3", imageWidth: 16, imageHeight: 9, imageRatio: "16:9"),
        .thumbnailMissing(make: "Canon"), .ijgStandardTables(qualities: "90"), .jfifBeforeExif,
        .makerNoteMissing(make: "Canon"), .captureDateMissing,
      ] as [ProbableFindings]).map { $0 as any Wording }
    all +=
      ([
        .compressionDiffers(left: "1.0", right: "2.0", top: "3.0", bottom: "4.0"),
        .gridDiffers(left: "1.0", right: "2.0", top: "3.0", bottom: "4.0", column: 5, row: 3),
        .duplicated(left: 1, right: 2, top: 3, bottom: 4, shiftX: 5, shiftY: 6),
      ] as [RegionFindings]).map { $0 as any Wording }
    return all
  }()

  @Test("every finding is said in Korean, with no placeholder left", arguments: samples.indices)
  func korean(_ index: Int) {
    let words = Self.samples[index]
    let (english, korean) = (words.text(.en), words.text(.ko))
    #expect(!english.isEmpty && korean != english, "\(words): \(korean)")
    #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "no Hangul in \(korean)")
    #expect(Placeholders.numbers(in: korean).isEmpty && Placeholders.numbers(in: english).isEmpty, "\(words)")
  }

  /// A signer or generator whose name ends in a full stop ends the Korean
  /// sentence once ("서명: Adobe Inc.", not "Adobe Inc..").
  @Test("a name ending in a full stop does not double it in Korean")
  func nameEndingInFullStop() {
    let korean = ContextFindings.c2paManifest(count: 1, generator: "Editor Co.", signer: "Adobe Inc.", state: .trusted)
      .text(.ko)
    #expect(!korean.contains(".."), "\(korean)")
    #expect(korean.contains("서명: Adobe Inc. ") && korean.contains("작성: Editor Co. "), "\(korean)")
  }

  @Test("every container no camera writes has its reason in Korean", arguments: DeviceFormats.foreign.map(\.format))
  func deviceFormatReason(_ format: ImageFormat) {
    let korean = CaptureFindings.reason(format, .ko)
    #expect(korean != CaptureFindings.reason(format, .en), "\(format)")
    #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(format)")
  }
}
