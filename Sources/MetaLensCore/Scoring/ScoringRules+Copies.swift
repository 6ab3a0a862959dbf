/// Rules that say a file is a copy encoded again — a messenger's, a social
/// network's, a library's — from its JPEG header alone (issue 29): not the
/// camera's original file, whatever is or is not left of its metadata, and
/// no sign by itself that the picture was changed. They work with
/// `--metadata-only`; `docs/RECEIVED-COPIES.md` lists the fingerprints and
/// what they were measured on.
extension ScoringRules {
  static let platformReencoded = ScoringRule(
    id: "platform-reencoded", kind: .copy, points: -25, category: .editing,
    title: "Re-encoded as a messenger or social network does",
    explanation: """
      The header matches what a messenger or social network writes when it re-encodes a photo: its \
      quantization tables at its quality, Huffman tables made for the image or progressive scans, the segments \
      it keeps and drops, its ICC profile and a long edge on its size ladder (Giudice et al., "image \
      ballistics of social data", ICIAP 2017). No camera writes them together, so this is not the camera's \
      original file. The re-encoding removes the metadata too, so its absence says nothing of the sender.
      """,
    limits: """
      "Consistent with", never "made by": Android's system encoder and libjpeg write the same headers for any \
      app, and the report names who else does. Platforms change their encoders; the table knows the outputs \
      measured in metalens's samples. The re-encoding hides what happened to the picture before it was sent: \
      compare the copy with the sender's original. The file's name is weak evidence, never a match. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard !context.platforms.isEmpty else { return nil }
    let named = context.platforms.map { "\($0.platform.displayName) (\($0.variant))" }.uniqued()
    let shared = context.platforms.compactMap(\.sharedWith).uniqued()
    let originals = context.platforms.map(\.platform).filter(\.keepsOriginalsOnRequest).uniqued()
    return ScoringRule.Finding(
      Message(
        "rule.platform-reencoded.detail", alternatives(named),
        .message(shared.isEmpty ? .empty : Message("rule.platform-reencoded.shared", .list(shared.map { .text($0) }))),
        .message(
          originals.isEmpty
            ? .empty : Message("rule.platform-reencoded.original", .list(originals.map { .text($0.displayName) })))),
      evidence: context.platforms.flatMap { match in
        match.facts.map { Evidence(source: "JPEG", tag: $0.marker, value: $0.value) }
      }.uniqued())
  }

  static let softwareEncoded = ScoringRule(
    id: "software-encoded", kind: .copy, points: -25, category: .editing,
    title: "Encoded by a program, not a camera",
    explanation: """
      A file that names no camera was encoded by software when its header shows what no camera writes: \
      mozjpeg's or Photoshop's quantization tables; Android's system encoder's ICC profile ("sRGB", Google Inc. \
      2016); or libjpeg's standard tables with a JFIF header and Huffman tables made for the image or \
      progressive scans, as libjpeg and ImageMagick save. It is a copy made by a converter, an editor's export, \
      a web service or an app, not a camera's original file.
      """,
    limits: """
      Says which encoder, not what it was given: a converter re-encodes an untouched photo as readily as an \
      edited one. Cameras write libjpeg's tables too (Canon's optimise their Huffman tables), so a file with \
      those tables and no JFIF header, or general Huffman tables in one scan, is not flagged: it may be a \
      camera's file with its metadata removed. A lossless rewrite (jpegtran -optimize) looks like a re-encode \
      here. A file that names a camera is judged by the camera-table rules instead. JPEG only.
      """,
    jpegOnly: true
  ) { context in
    guard context.platforms.isEmpty, !context.hasCamera, let encoding = context.encoding,
      let encoder = context.encoder, let evidence = softwareEvidence(encoding, encoder)
    else { return nil }
    return ScoringRule.Finding(
      Message("rule.software-encoded.detail", .text(evidence.value)), evidence: [evidence])
  }

  /// The header fact that software, not a camera, encoded a file; nil when
  /// a camera could have written it with its metadata removed since. The
  /// camera originals of the corpus carry neither mozjpeg's nor Photoshop's
  /// tables nor Android's profile (`CameraOriginalsEncodingTests`), and none
  /// a JFIF header beside libjpeg's tables with optimised or progressive
  /// coding: libjpeg writes JFIF by default, an EXIF-stripping tool
  /// (exiftool -all=) removes it.
  static func softwareEvidence(_ encoding: JPEGEncoding, _ encoder: EncoderIdentity) -> Evidence? {
    let quality = encoder.quality.map { " at quality \($0)" } ?? ""
    if encoding.iccDescription == "sRGB" && encoding.iccCopyright == "Google Inc. 2016" {
      return Evidence(source: "JPEG", tag: "APP2 ICC_PROFILE", value: "sRGB, Google Inc. 2016 (Android's encoder)")
    }
    switch encoder.family {
    case .mozjpeg: return Evidence(source: "JPEG", tag: "DQT", value: "mozjpeg's tables\(quality)")
    case .photoshop: return Evidence(source: "JPEG", tag: "DQT", value: "Adobe Photoshop's tables\(quality)")
    case .ijg where encoding.jfif != nil && (encoder.huffman == .optimized || encoder.progressive):
      let coding = encoder.progressive ? "progressive scans" : "Huffman tables optimised for the image"
      return Evidence(source: "JPEG", tag: "APP0, DQT, DHT", value: "JFIF, IJG tables\(quality), \(coding)")
    default: return nil
    }
  }
}

extension ScoringRules {
  /// "A or B or C" in the reader's language: platforms that share a
  /// fingerprint are alternatives, not a list.
  static func alternatives(_ items: [String]) -> MessageArgument {
    guard let first = items.first else { return .text("") }
    return items.dropFirst().reduce(MessageArgument.text(first)) {
      .message(Message("rule.platform-reencoded.or", $0, .text($1)))
    }
  }
}

extension Array where Element: Hashable {
  /// The elements in their order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
