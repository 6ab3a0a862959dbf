import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

/// The MakerNote tags metalens decodes (issue 36) against ExifTool's on
/// every well-formed corpus file: each decoded tag that ExifTool also
/// reports must have its value. metalens decodes the leaf tags of each
/// maker's main directory and Canon's binary sub-directories
/// (`scripts/generate-makernote-tag-names.py`), so it finds a part of what
/// ExifTool reads (printed, not asserted); what it shows must agree, and a
/// Canon sub-directory tag ExifTool does not show at all is a defect too. Where ExifTool moves a Canon note's offset base
/// (MakerNotes.pm `FixBase`, "Adjusted MakerNotes base"), metalens moves it
/// too (`MakerNoteReader`), and those files are compared like the others.
@Suite("MakerNote tags against ExifTool", .enabled(if: Corpus.isAvailable, "the corpus is absent"))
struct MakerNoteConformanceTests {
  static let groups: Set<String> = [
    "Apple", "Canon", "Casio", "FujiFilm", "Minolta", "Nikon", "Olympus", "Panasonic", "Pentax", "Ricoh", "Samsung",
    "Sanyo", "Sigma", "Sony",
  ]

  /// The corpus formats whose notes are read: the JPEG family's, and the
  /// TIFF-based raws' (`TIFFTagDecoder.makerNote`; "TIFF-RAW(NEF)" and the
  /// like are matched by their prefix).
  static let formats: Set<String> = ["JPEG", "HEIC", "HEIF", "WebP", "PNG", "CR2", "DNG", "ORF", "RW2"]

  /// ExifTool doubts its own offsets and reads empty values ("Possibly
  /// incorrect maker notes offsets (fix by -262?)" on a PowerShot S300):
  /// metalens moves the base as the warning proposes and reads the text.
  static func offsetsDoubted(_ oracle: [String: Any]) -> Bool {
    (oracle["ExifTool:Warning"] as? String)?.contains("Possibly incorrect maker notes offsets") ?? false
  }

  @Test("every MakerNote tag metalens decodes has ExifTool's value")
  func agreement() throws {
    let entries = try Corpus.entries().filter { Self.formats.contains($0.format) || $0.format.hasPrefix("TIFF") }
      .filter { !$0.isMalformed }
    var decoded: [String: (compared: Int, agree: Int, oracle: Int)] = [:]
    var differ: [String] = []
    // Files whose MakerNote ExifTool groups otherwise (a Pentax Optio 430RS's
    // note is Casio's): where ExifTool reads the note, ours is in its group.
    var misgrouped: [String] = []
    // Canon's binary sub-directories (CanonBinaryDecoder): found and agreeing,
    // and shown where ExifTool shows no such tag.
    let binaryNames = Set(CanonBinaryTable.tables.values.joined().flatMap { $0.tags.filter(\.shown).map(\.name) })
      .union(CanonSerialTable.tables.values.flatMap { $0.tags.filter(\.shown).map(\.name) })
    var binary = (compared: 0, agree: 0, oracle: 0, extra: [String]())
    for entry in entries {
      let oracle = try Corpus.exiftool(entry)
      guard !Self.offsetsDoubted(oracle),
        let metadata = try? PhotoMetadataService(options: .allTags).read(path: Corpus.filePath(entry))
      else { continue }
      let oracleGroups = Set(oracle.keys.compactMap { $0.split(separator: ":").first.map(String.init) })
        .intersection(Self.groups)
      let ourGroups = Self.groups.filter { !metadata.tags.tags(in: $0).isEmpty }
      if !oracleGroups.isEmpty, !ourGroups.isSubset(of: oracleGroups) {
        misgrouped.append("\(entry.path): \(ourGroups.sorted()) where ExifTool has \(oracleGroups.sorted())")
      }
      for group in Self.groups {
        let ours = metadata.tags.tags(in: group)
        decoded[group, default: (0, 0, 0)].oracle += oracle.keys.filter { $0.hasPrefix(group + ":") }.count
        // A name twice in a group (Sony's two DynamicRangeOptimizer tags):
        // ExifTool's JSON keeps one, so any of ours may be the one.
        let readsCanon = oracle.keys.contains { $0.hasPrefix("Canon:") }
        let inBinary = { (name: String) in group == "Canon" && binaryNames.contains(name) }
        binary.oracle += oracle.keys.filter { $0.hasPrefix(group + ":") && inBinary(String($0.dropFirst(6))) }.count
        for name in Set(ours.map(\.name)).sorted() {
          guard let theirs = oracle[group + ":" + name] else {
            // (Only where ExifTool read the note: on a few files it stops
            // at a "JPEG format error" before any metadata.)
            if inBinary(name), readsCanon { binary.extra.append("\(entry.path) Canon:\(name)") }
            continue
          }
          let candidates = ours.filter { $0.name == name }.map(\.value)
          decoded[group, default: (0, 0, 0)].compared += 1
          if inBinary(name) { binary.compared += 1 }
          if candidates.contains(where: { OracleComparison.agreesAsTag($0, theirs) }) {
            decoded[group, default: (0, 0, 0)].agree += 1
            if inBinary(name) { binary.agree += 1 }
          } else {
            differ.append("\(entry.path) \(group):\(name): \(candidates[0].plainText.prefix(40)) vs \(theirs)")
          }
        }
      }
    }
    let rows = decoded.sorted { $0.key < $1.key }.map { group, count in
      "  \(group): \(count.agree)/\(count.compared) agree (ExifTool reads \(count.oracle) in this group)"
    }
    print("MakerNote tags decoded over \(entries.count) corpus files:\n" + rows.joined(separator: "\n"))
    print(
      "  of which Canon's binary sub-directories: \(binary.agree)/\(binary.compared) agree (ExifTool reads "
        + "\(binary.oracle) of their names); shown where ExifTool has none: \(binary.extra.count)")
    let compared = decoded.values.reduce(0) { $0 + $1.compared }
    let agree = decoded.values.reduce(0) { $0 + $1.agree }
    // 5,459 before the tags that depend on the camera model, SensorInfo,
    // Processing, AspectInfo and the AF point arrays; 6,080 after; 6,394
    // with ColorData, CameraISO, PrimaryAFPoint, SerialNumber and 14 more
    // sub-directories (issue 36); 6,441 with the Pentax note that marks
    // the wrong byte order (exiv2-bug884c.jpg: 47 more, all agreeing); 6,458
    // with the Optio 430RS's note read as Casio's (17 more, all agreeing);
    // about 6,680 with the notes of the TIFF-based raws (`TIFFTagDecoder.makerNote`:
    // CanonRaw.cr2's 129, Panasonic.rw2's, Nikon.nef's and IMG_1361.dng's);
    // 6,810 with the note a DNG keeps in DNGPrivateData (DNG.dng's 128 of
    // ExifTool's 129 Canon tags, `DNGMakerNote`).
    #expect(compared >= 6805, "MakerNote tags compared: \(compared)")
    // The disagreements (3): jhead's iptc1.jpg and iptc2.jpg hold an
    // Olympus note of garbled bytes whose CameraType, CameraID and
    // SerialNumber ExifTool prints with `?` for each byte that is not UTF-8;
    // metalens reads such bytes as Latin-1 (`TextDecoding`), losing none.
    #expect(Double(agree) >= 0.998 * Double(compared), "disagreements: \(differ.prefix(10))")
    #expect(misgrouped.isEmpty, "MakerNote grouped otherwise than ExifTool: \(misgrouped)")
    // Canon's sub-directories (issue 36): 3,587 found on the corpus with
    // the raws' and DNG.dng's notes, 3,349 before them (2,420
    // before the model-dependent tags, SensorInfo, Processing, AspectInfo,
    // AFInfo and AFInfo2; 3,045 before ColorData, CameraISO, PrimaryAFPoint…),
    // all agreeing; no tag ExifTool does not show.
    #expect(binary.compared >= 3580, "Canon sub-directory tags compared: \(binary.compared)")
    #expect(binary.agree == binary.compared, "disagreements: \(differ.prefix(10))")
    #expect(binary.extra.isEmpty, "shown where ExifTool shows none: \(binary.extra.prefix(10))")
    for group in ["Apple", "Canon", "FujiFilm", "Nikon", "Panasonic", "Sony"] {
      #expect((decoded[group]?.compared ?? 0) >= 50, "\(group): too few tags decoded")
    }
  }
}
