import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// Reading notices are typed words (`NoticeWording`): every code says what
/// it means in Korean, every notice case has an English sentence without a
/// leftover placeholder, the Korean report says the code's meaning and
/// keeps the English sentence after it, and every code has a case that
/// produces it.
@Suite("Notice words")
struct NoticeWordsTests {
  /// Built afresh for each test, not kept in a `static let`: a notice case
  /// whose payload holds an array is stored with Swift's spare bits in the
  /// pointer, which LeakSanitizer does not recognise, so a global copy alive
  /// at exit reads as a 48-byte leak under `make test-asan`.
  static var samples: [any NoticeWording] {
    var all: [any NoticeWording] = [CredentialNotice.unreadable(code: "claim.malformed", explanation: "e")]
    all +=
      ([
        .extendedChunkTooShort, .extendedUnnamed(guid: "G"), .extendedIncomplete(guid: "G", problem: .missingChunks),
        .tooDeep(label: "the XMP packet", depth: 600), .tooWide(label: "l", widest: 9000, work: 81_000_000),
        .repaired(label: "l", duplicates: ["a"], invalidNames: ["b"]),
        .trimmed(label: "l", leading: 1, trailing: 2, declaration: "<?xml?>"), .rejected(label: "l"),
      ] as [XMPNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .resourceLimit, .trailingData(offset: 8), .resourceTruncated(id: 0x404), .iptcDatasetLimit,
        .iptcTrailingData(offset: 8), .iptcDatasetTruncated(record: 2, number: 5),
      ] as [PhotoshopNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .chunksIncomplete, .tooLarge(size: 9, limit: 8), .tagLimit(count: 9), .textCut(name: "n"),
      ] as [ICCNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .tooShort, .noTIFFHeader, .pointerLoop(group: "ExifIFD", offset: 8, others: 1), .allocationFailed,
        .thumbnailOutside, .makerNoteUnreadable(group: "Canon"),
        .directoryRecovered(group: "GPS", kept: 1, entries: 3, recovered: 2),
      ] as [EXIFNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .strayBytes(count: 3, offset: 2048), .jumbfSegmentTooShort, .jumbfBoxTooLarge(limit: 8),
        .libjpegHeaderUnreadable(error: "e"), .libjpegWarning(warning: "w", count: 2), .noImageData,
        .imageDataCut(offset: 900, start: 600), .imageDataEndUnchecked(limit: 8),
        .headerBudgetReached(limit: 8, offset: 9), .truncated(offset: 9), .segmentLengthInvalid(offset: 9),
        .segmentLimit(limit: 8),
      ] as [JPEGNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .pointerOutside(from: "IFD0", offset: 9, insideHeader: false, fileSize: 8, others: 0),
        .pointerLoop(from: "IFD0", offset: 8, others: 2), .directoryLimit(limit: 8), .readLimitReached(group: "IFD1"),
        .directoryTruncated(group: "IFD1", offset: 8), .entryLimit(group: "IFD0", declared: 9, limit: 8),
        .totalEntryLimit(limit: 8), .directoryOverlaps(group: "SubIFD", offset: 22, other: "IFD0", others: 3),
        .stripsOutsideFile(image: "StripOffsets", group: "IFD0", offset: 9, length: 9, fileSize: 8),
        .c2paWrongType(reason: "r"), .valuesLeftOut(group: "IFD0", values: ["a", "b", "c", "d"]),
        .unknownValueTypes(group: "IFD0", count: 2), .blockTooLarge(name: "XMP", group: "IFD0", length: 9, limit: 8),
        .blockOutsideFile(name: "XMP", group: "IFD0"), .blockPastReadLimit(name: "XMP", group: "IFD0"),
      ] as [TIFFNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .sizeMismatch(claimed: 9, fileSize: 8), .chunkLimit(limit: 8), .budgetReached(offset: 9),
        .emptyChunkType(offset: 9), .chunkTruncated(type: "EXIF", offset: 9, claimed: 9, left: 8),
        .chunkTooLarge(type: "XMP ", offset: 9, length: 9),
      ] as [RIFFNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .chunkLimit(limit: 8), .headerTruncated(offset: 9), .chunkInvalid(offset: 9),
        .chunkTruncated(type: "tEXt", offset: 9, claimed: 9, left: 8), .chunkTypeInvalid(offset: 9),
        .chunkTooLarge(type: "iTXt", offset: 9, length: 9), .noIEND, .budgetReached(offset: 9),
        .firstChunkNotIHDR(type: "IDAT"), .ihdrTooShort(length: 4), .textMalformed(type: "tEXt", offset: 9),
        .textUnreadable(type: "zTXt", keyword: "k", offset: 9, problem: "p"), .textsOverLimit(count: 2),
        .iccpNotInflated, .iccpTooLarge(limit: 8), .iccpDamaged(reason: "r"), .rawProfileUnreadable(keyword: "k"),
      ] as [PNGNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .noTrailer(offset: 9), .blockUnknown(kind: 0x2C, offset: 9), .blockTruncated(offset: 9), .blockLimit,
        .budgetReached(offset: 9), .readError(offset: 9, error: "e"), .iccTooLarge, .c2paAfterImage(offset: 9),
        .c2paTooLarge, .xmpTooLarge(length: 9),
      ] as [GIFNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .boxTruncated(type: "mdat", offset: 9), .boxCorrupt(detail: "d"), .boxLimit, .readLimitReached(offset: 9),
        .itemLimit,
        .miniBox, .noMetaBox, .c2paBoxTooLarge(size: 9), .metaBoxTooLarge(size: 9), .noPrimaryItem,
        .exifOffsetInvalid(item: 2), .itemProblem("the Exif item 2 has no location in 'iloc'"),
        .itemsUnreadable(error: "e"), .childBoxInvalid(parent: "iprp"), .trailingBytes(offset: 9, count: 3),
      ] as [HEIFNotice]).map { $0 as any NoticeWording }
    all +=
      ([
        .notAnalysed(reason: "r"), .tooLarge(limitMiB: 64), .damaged, .unreadable(message: "m"),
        .thumbnailNotCompared(reason: "r"),
      ] as [ImageDataNotice]).map { $0 as any NoticeWording }
    return all
  }

  @Test("every code says what it means in Korean", arguments: ReadingNotice.Code.allCases)
  func code(_ code: ReadingNotice.Code) {
    let (english, korean) = (code.text(.en), code.text(.ko))
    #expect(!english.isEmpty && korean != english, "\(code): \(korean)")
    #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(code): no Hangul")
    #expect(Placeholders.numbers(in: korean).isEmpty && Placeholders.numbers(in: english).isEmpty)
  }

  @Test("every notice has its English sentence, kept after the code's meaning in Korean", arguments: samples.indices)
  func notice(_ index: Int) {
    let notice = ReadingNotice(Self.samples[index])
    #expect(!notice.message.isEmpty)
    #expect(Placeholders.numbers(in: notice.message).isEmpty, "\(notice.message)")
    #expect(notice.words.text(.en) == notice.message)
    #expect(notice.words.text(.ko) == "\(notice.code.text(.ko)) (원문: \(notice.message))")
  }

  @Test("every code is produced by some notice")
  func everyCodeProduced() {
    let produced = Set(Self.samples.map(\.code))
    let unproduced = ReadingNotice.Code.allCases.filter { !produced.contains($0) }
    #expect(unproduced.isEmpty, "codes without a notice: \(unproduced)")
  }

  @Test("notices compare by their words, and the code follows from them")
  func equality() {
    #expect(ReadingNotice(JPEGNotice.truncated(offset: 9)) == ReadingNotice(JPEGNotice.truncated(offset: 9)))
    #expect(ReadingNotice(JPEGNotice.truncated(offset: 9)) != ReadingNotice(JPEGNotice.truncated(offset: 10)))
    #expect(ReadingNotice(HEIFNotice.boxTruncated(type: "mdat", offset: 9)).code == .truncated)
  }
}
