import Foundation
import MetaLensTestSupport
import Testing

@Suite("Hints that help, and standard input")
struct HintTests {
  static let cr3 = [0, 0, 0, 0x18] + Array("ftypcrx ".utf8) + [0, 0, 0, 1] + Array("crx isom".utf8)
  static let raf = Array("FUJIFILMCCD-RAW 0201FF383501".utf8) + [UInt8](repeating: 0, count: 8)
  static let x3f = Array("FOVb".utf8) + [2, 0, 2, 0] + [UInt8](repeating: 0, count: 32)
  static let mrw = [0] + Array("MRM".utf8) + [0, 0, 0x0A, 0x0C] + [UInt8](repeating: 0, count: 32)

  @Test(
    "a raw metalens cannot read yet: inspect the camera's JPEG or use ExifTool, never convert",
    arguments: [("a.cr3", cr3), ("b.raf", raf), ("c.x3f", x3f), ("d.mrw", mrw)])
  func rawHint(name: String, bytes: [UInt8]) throws {
    let path = try TemporaryFiles.write(bytes, named: name)
    let result = try CommandRunner.run([path])
    #expect(result.status == 1)
    #expect(result.standardError.contains("files are not supported yet"))
    #expect(result.standardError.contains("inspect the JPEG the camera saved with it, or this file with ExifTool"))
    #expect(!result.standardError.contains("convert it to JPEG"))
  }

  @Test("not an image: the hint lists the formats metalens reads")
  func formatsListed() throws {
    let result = try CommandRunner.run(["Package.swift"])
    for format in ["JPEG", "PNG", "WebP", "GIF", "HEIC", "TIFF", "DNG"] {
      #expect(result.standardError.contains(format), "\(format)")
    }
  }

  @Test("- reads the image from standard input, reported as -", arguments: [["-"], ["--json", "-"], ["--csv", "-"]])
  func standardInput(options: [String]) throws {
    let photo = try SampleFixtures.phoneWithGPS.bytes()
    let result = try CommandRunner.run(options, input: photo)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    switch options.first {
    case "--json":
      let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
      #expect((document?["file"] as? [String: Any])?["path"] as? String == "-")
    case "--csv": #expect(result.standardOutput.contains("\n-,JPEG,100,likely_original,"))
    default: #expect(result.standardOutput.hasPrefix("-\n") && result.standardOutput.contains("Apple iPhone 15 Pro"))
    }
  }

  /// A stream longer than the 32 MiB metalens keeps is not a file cut at
  /// 32 MiB: here a whole JPEG whose picture data runs past the bound (it was
  /// called cut short, possibly edited).
  @Test("a JPEG piped in past the read limit is not called cut at the limit")
  func standardInputPastTheLimit() throws {
    let photo = try SampleFixtures.phoneWithGPS.bytes()
    var offset = 2
    while photo[offset + 1] != 0xDA { offset += 2 + (Int(photo[offset + 2]) << 8 | Int(photo[offset + 3])) }
    let scanStart = offset + 2 + (Int(photo[offset + 2]) << 8 | Int(photo[offset + 3]))
    let long = Array(photo[..<scanStart]) + [UInt8](repeating: 0x11, count: 33 << 20) + Array(photo[scanStart...])
    let result = try CommandRunner.run(["--metadata-only", "--json", "-"], input: long)
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("file-cut-short"))
    #expect(result.standardOutput.contains("jpeg_image_data_end_unchecked"))
  }

  /// The same for a HEIF whose last box runs past the bound: its end was not
  /// seen, so the box is not called cut (`ByteWindow.sizeIsExact`); the
  /// same bytes in a file are whole.
  @Test("a HEIF piped in past the read limit is not called cut at the limit")
  func standardInputHEIFPastTheLimit() throws {
    var fixture = HEIFFixture(width: 64, height: 48)
    fixture.exifTIFF = Array(try ExifFixture([.init(.ifd0, TagID.make, .ascii("Canon"))]).block().dropFirst(6))
    let free = [UInt8](repeating: 0, count: 33 << 20)
    let long = fixture.bytes() + ISOBMFFBoxes.box("free", free)
    let piped = try CommandRunner.run(["--metadata-only", "--json", "-"], input: long)
    #expect(piped.status == 0)
    #expect(!piped.standardOutput.contains("file-cut-short"))
    #expect(!piped.standardOutput.contains("runs past the end of the file"))
    let file = try CommandRunner.run(["--metadata-only", "--json", try TemporaryFiles.write(long, named: "long.heic")])
    #expect(!file.standardOutput.contains("file-cut-short"))
  }

  @Test("- with nothing piped in: an error, not a wait; on a terminal, how to pipe")
  func standardInputMissing() throws {
    let empty = try CommandRunner.run(["-"], input: [])
    #expect(empty.status == 1)
    #expect(empty.standardError.hasPrefix("metalens: -: empty file"))
    let terminal = try TerminalBehaviourTests.runInTerminal(["-"])
    #expect(terminal.status == 1)
    #expect(terminal.standardOutput.contains("standard input is a terminal"))
    #expect(terminal.standardOutput.contains("metalens - < photo.jpg"))
  }
}
