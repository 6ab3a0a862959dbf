import Foundation
import MetaLensCore
import MetaLensTestSupport
import Testing

@Suite("Listing a batch: folders, symlinks and entries that cannot be read")
struct FileCollectorTests {
  static func items(_ inputs: [String], recursive: Bool = true) -> [BatchItem] {
    Array(FileCollector(inputs: inputs, options: BatchOptions(recursive: recursive)))
  }

  static func files(_ items: [BatchItem]) -> [String] {
    items.compactMap { item in
      guard case .file(let path, _) = item else { return nil }
      return (path as NSString).lastPathComponent
    }
  }

  static func loops(_ items: [BatchItem]) -> [String] {
    items.compactMap { item in
      guard case .loop(let path) = item else { return nil }
      return path
    }
  }

  @Test("a folder reached through several symlinks is walked once; a loop back up is still reported")
  func symlinkDAG() throws {
    // d0/{x,y} -> d1, d1/{x,y} -> d2…: 2^6 routes to d6 without the set of
    // folders entered.
    let root = try TemporaryFiles.folder()
    let levels = 6
    for level in 0...levels {
      let folder = root.appendingPathComponent("d\(level)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: folder.appendingPathComponent("file\(level).jpg"))
      let target = level < levels ? "../d\(level + 1)" : "../d0"
      for link in level < levels ? ["x", "y"] : ["up"] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(link).path, withDestinationPath: target)
      }
    }
    let items = Self.items([root.appendingPathComponent("d0").path])
    #expect(Self.files(items) == (0...levels).map { "file\($0).jpg" })
    #expect(Self.loops(items).map { ($0 as NSString).lastPathComponent } == ["up"])
  }

  @Test("each path named is walked in full, even when named twice")
  func folderNamedTwice() throws {
    let root = try TemporaryFiles.folder()
    try Data("x".utf8).write(to: root.appendingPathComponent("a.jpg"))
    #expect(Self.files(Self.items([root.path, root.path])) == ["a.jpg", "a.jpg"])
  }
}
