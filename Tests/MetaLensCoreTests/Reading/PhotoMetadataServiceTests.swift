import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("PhotoMetadataService: files, formats and errors")
struct PhotoMetadataServiceTests {
  let service = PhotoMetadataService()

  @Test("a JPEG without any metadata is a report, not an error")
  func noMetadata() throws {
    let metadata = try JPEGFixture().metadata()
    #expect(metadata.file.format == .jpeg)
    #expect(metadata.tags.groups == ["File"])
    #expect(metadata.exif == nil)
    #expect(metadata.notices.isEmpty)
  }

  @Test("the format comes from the bytes, not the name", arguments: ["photo.png", "photo", "photo.JPG.txt"])
  func formatFromMagicBytes(name: String) throws {
    let path = try JPEGFixture().write(named: name)
    let metadata = try service.read(path: path)
    #expect(metadata.file.format == .jpeg)
    #expect(metadata.file.name == name)
  }

  @Test("file facts: path, name and size")
  func fileFacts() throws {
    let fixture = JPEGFixture()
    let path = try fixture.write(named: "facts.jpg")
    let metadata = try service.read(path: path)
    #expect(metadata.file.path == path)
    #expect(metadata.file.size == Int64(try fixture.bytes().count))
  }

  @Test("a missing file")
  func missing() {
    #expect(throws: MetaLensError.notFound(path: "/nonexistent/photo.jpg")) {
      try service.read(path: "/nonexistent/photo.jpg")
    }
  }

  @Test("a directory")
  func directory() throws {
    let folder = try TemporaryFiles.folder().path
    #expect(throws: MetaLensError.isDirectory(path: folder)) { try service.read(path: folder) }
  }

  @Test("devices and FIFOs are refused before any read", arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
  func specialFiles(path: String) {
    #expect(throws: MetaLensError.notRegularFile(path: path)) { try service.read(path: path) }
  }

  @Test("a FIFO with no writer does not hang the read")
  func fifo() throws {
    let path = try TemporaryFiles.folder().appendingPathComponent("pipe").path
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: MetaLensError.notRegularFile(path: path)) { try service.read(path: path) }
  }

  @Test("an empty file, a text file and an unknown binary")
  func notImages() throws {
    let empty = try TemporaryFiles.write([], named: "empty.jpg")
    #expect(throws: MetaLensError.empty(path: empty)) { try service.read(path: empty) }
    let text = try TemporaryFiles.write(Array("hello, world\n".utf8), named: "notes.jpg")
    #expect(throws: MetaLensError.notAnImage(path: text)) { try service.read(path: text) }
  }

  @Test("a known format that this version does not read yet")
  func unsupported() throws {
    let jxl = try TemporaryFiles.write([0xFF, 0x0A] + [UInt8](repeating: 0, count: 30), named: "a.jxl")
    #expect(throws: MetaLensError.unsupportedFormat(path: jxl, format: .jpegXL)) { try service.read(path: jxl) }
  }

  /// Sigma's X3F and Minolta's MRW by ExifTool's magic numbers (`FOVb`,
  /// `\0MRM`/`\0MRI`; the first bytes of ExifTool's own Sigma.x3f and
  /// Minolta.mrw), whatever the file is named: refused as the raws they are,
  /// in both languages, with the raw's hint, not as "not an image".
  @Test(
    "X3F and MRW raws are refused as unsupported raws, not as files that are not images",
    arguments: [
      (Array("FOVb".utf8) + [2, 0, 2, 0] + Array("02001234".utf8), ImageFormat.sigmaX3F, "X3F"),
      ([0] + Array("MRM".utf8) + [0, 0, 0x0A, 0x0C, 0] + Array("PRD".utf8), .minoltaMRW, "MRW"),
      ([0] + Array("MRI".utf8) + [0x0C, 0x0A, 0, 0, 0] + Array("PRD".utf8), .minoltaMRW, "MRW"),
    ])
  func unreadRaw(header: [UInt8], format: ImageFormat, name: String) throws {
    let path = try TemporaryFiles.write(header + [UInt8](repeating: 0, count: 32), named: "raw.bin")
    #expect(throws: MetaLensError.unsupportedFormat(path: path, format: format)) { try service.read(path: path) }
    let error = MetaLensError.unsupportedFormat(path: path, format: format)
    #expect(error.reason(in: .english) == "\(name) files are not supported yet")
    #expect(error.reason(in: .korean) == "\(name) 파일은 아직 지원하지 않음")
    #expect(error.hint(in: .english)?.hasPrefix("inspect the JPEG the camera saved with it") == true)
    #expect(error.hint(in: .korean) != error.hint(in: .english))
  }

  @Test("a file cut before its first segment is truncated")
  func truncatedEarly() throws {
    let bytes = try JPEGFixture(segments: [.exif(ExifReaderTests.camera)]).bytes()
    let path = try TemporaryFiles.write(Array(bytes.prefix(3)), named: "cut.jpg")
    let error = #expect(throws: MetaLensError.self) { try service.read(path: path) }
    #expect(error?.reason.hasPrefix("truncated") == true)
  }

  /// Issue 36: a download cut inside a large APP1 keeps the tags its first
  /// bytes hold; the notice names the segment, and what lay past the cut
  /// (here the thumbnail) is not called missing.
  @Test("a file cut inside its EXIF segment reads what is there, and says where it was cut")
  func truncatedInsideExif() throws {
    let bytes = try SampleFixtures.cameraOriginal.bytes()
    let app1 = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xE1 })
    let length = Int(bytes[app1 + 2]) << 8 | Int(bytes[app1 + 3])
    let cut = app1 + 2 + length / 3
    let path = try TemporaryFiles.write(Array(bytes.prefix(cut)), named: "cut-exif.jpg")
    let metadata = try service.read(path: path)
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
    #expect(metadata.exif?.isCutShort == true)
    #expect(metadata.exif?.thumbnail == nil)
    #expect(
      metadata.noticeMessages.contains {
        $0.hasPrefix("truncated: the file ends at byte \(cut), inside the APP1 (Exif) segment at byte \(app1)")
      }, "\(metadata.noticeMessages)")
    let report = OriginalityScorer().score(metadata)
    let ids = report.flags.map(\.id)
    #expect(!ids.contains("thumbnail-missing") && !ids.contains("makernote-missing"), "\(ids)")
    // Not the camera's whole file, and the notice is the evidence.
    #expect(report.fileOrigin?.state == .cutShort)
    #expect(report.fileOrigin?.evidence.first?.tag == "truncated")
    // The same file whole has its thumbnail, is not cut short, and is the
    // camera's own.
    let whole = try service.read(bytes: bytes)
    #expect(whole.exif?.isCutShort == false)
    #expect(OriginalityScorer().score(whole).fileOrigin?.state == .cameraOriginal)
  }

  @Test("a file cut after its metadata still yields the metadata, with a warning")
  func truncatedAfterMetadata() throws {
    let fixture = JPEGFixture(segments: [.exif(ExifReaderTests.camera)])
    let bytes = try fixture.bytes()
    let exifEnd = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
    let path = try TemporaryFiles.write(Array(bytes.prefix(exifEnd + 10)), named: "cut-later.jpg")
    let metadata = try service.read(path: path)
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
    #expect(metadata.noticeMessages.contains { $0.hasPrefix("truncated") })
    #expect(OriginalityScorer().score(metadata).fileOrigin?.state == .cutShort)
  }

  @Test("a huge file costs what its header costs: the image data is never read")
  func hugeSparseFile() throws {
    let fixture = try JPEGFixture(segments: [.exif(ExifReaderTests.camera)]).bytes()
    let path = try TemporaryFiles.write(fixture, named: "huge.jpg")
    #expect(truncate(path, 3 << 30) == 0)  // 3 GiB, sparse: reading it all would take seconds
    let metadata = try service.read(path: path)
    #expect(metadata.file.size == 3 << 30)
    #expect(metadata.value("IFD0", "Make") == .text("Canon"))
  }

  @Test("bytes in memory read exactly like the same bytes in a file", arguments: SampleFixtures.all.map(\.name))
  func inMemory(name: String) throws {
    let fixture = try #require(SampleFixtures.all.first { $0.name == name }).fixture
    let path = try fixture.write(named: name)
    let fromFile = try service.read(path: path)
    let fromMemory = try service.read(bytes: try fixture.bytes(), path: path)
    #expect(fromMemory == fromFile)
  }

  @Test("empty and unknown bytes in memory are the same errors as files")
  func inMemoryErrors() {
    #expect(throws: MetaLensError.empty(path: "<memory>")) { try service.read(bytes: []) }
    #expect(throws: MetaLensError.notAnImage(path: "<memory>")) { try service.read(bytes: Array("hello".utf8)) }
  }

  @Test("unreadable permissions are a clear error", .enabled(if: getuid() != 0, "root reads everything"))
  func permissionDenied() throws {
    let path = try JPEGFixture().write()
    #expect(chmod(path, 0) == 0)
    #expect(throws: MetaLensError.self) { try service.read(path: path) }
  }
}
