import Foundation
import MetaLensTestSupport
import Testing

@testable import MetaLensCore

@Suite("Listing a batch: folders, symlinks and entries that cannot be read")
struct FileCollectorTests {
  static func items(_ inputs: [String]) -> [BatchItem] {
    Array(FileCollector(inputs: inputs, options: BatchOptions(recursive: true)))
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

  static func problems(_ items: [BatchItem]) -> [MetaLensError] {
    items.compactMap { item in
      guard case .problem(let error) = item else { return nil }
      return error
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
    // Walked from their parent: a link from d0 to ../d1 leads out of d0.
    let items = Self.items([root.path])
    #expect(Self.files(items) == (0...levels).map { "file\($0).jpg" })
    #expect(Self.loops(items).map { ($0 as NSString).lastPathComponent } == ["up"])
  }

  static func specials(_ items: [BatchItem]) -> [String: SpecialEntry] {
    Dictionary(
      uniqueKeysWithValues: items.compactMap { item in
        guard case .special(let path, let kind) = item else { return nil }
        return ((path as NSString).lastPathComponent, kind)
      })
  }

  @Test("a symlink out of the folder given is named, not followed; one inside is followed; --follow-links follows both")
  func symlinkOutside() throws {
    let evidence = try TemporaryFiles.folder()
    let elsewhere = try TemporaryFiles.folder()
    try Data("x".utf8).write(to: elsewhere.appendingPathComponent("private.jpg"))
    try Data("x".utf8).write(to: evidence.appendingPathComponent("photo.jpg"))
    let inner = evidence.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: inner.appendingPathComponent("kept.jpg"))
    let links = [
      ("root", "/"), ("outside", elsewhere.path), ("file-outside.jpg", elsewhere.path + "/private.jpg"),
      ("sideways", "../" + evidence.lastPathComponent + "/inner"), ("up-and-out", "../" + elsewhere.lastPathComponent),
    ]
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: evidence.appendingPathComponent(name).path, withDestinationPath: target)
    }
    let items = Self.items([evidence.path])
    #expect(Self.files(items) == ["kept.jpg", "photo.jpg"])
    #expect(
      Self.specials(items) == [
        "root": .linkOutside, "outside": .linkOutside, "file-outside.jpg": .linkOutside, "up-and-out": .linkOutside,
      ])
    let followed = Array(
      FileCollector(inputs: [evidence.path], options: BatchOptions(recursive: true, followLinksOutside: true))
        .prefix(200))
    #expect(Self.files(followed).contains("private.jpg"))
    #expect(Self.specials(followed).values.allSatisfy { $0 != .linkOutside })
  }

  /// Issue 60: a sub-folder of 95 photos went unmentioned without -r.
  @Test("without -r a sub-folder is named as not searched, its files not read; with -r it is walked")
  func subfolderWithoutRecursion() throws {
    let root = try TemporaryFiles.folder()
    try Data("x".utf8).write(to: root.appendingPathComponent("a.jpg"))
    let kakao = root.appendingPathComponent("kakao")
    try FileManager.default.createDirectory(at: kakao, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: kakao.appendingPathComponent("b.jpg"))
    let flat = Array(FileCollector(inputs: [root.path], options: BatchOptions(recursive: false)))
    #expect(Self.files(flat) == ["a.jpg"])
    #expect(Self.specials(flat) == ["kakao": .subfolder])
    let walked = Self.items([root.path])
    #expect(Self.files(walked) == ["a.jpg", "b.jpg"])
    #expect(Self.specials(walked).isEmpty)
  }

  @Test("each path named is walked in full, even when named twice")
  func folderNamedTwice() throws {
    let root = try TemporaryFiles.folder()
    try Data("x".utf8).write(to: root.appendingPathComponent("a.jpg"))
    #expect(Self.files(Self.items([root.path, root.path])) == ["a.jpg", "a.jpg"])
  }

  /// Creates `name` (raw bytes, not necessarily UTF-8) in `folder` with
  /// `bytes` in it, below FileManager, which only takes strings.
  static func create(_ name: [UInt8], in folder: Int32, bytes: [UInt8] = Array("x".utf8)) throws {
    let descriptor = (name + [0]).withUnsafeBytes { raw -> Int32 in
      guard let base = raw.baseAddress else { return -1 }
      return openat(folder, base.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_EXCL, 0o644)
    }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(write(descriptor, bytes, bytes.count) == bytes.count)
  }

  @Test("a name that is not UTF-8 is a problem telling to rename it, not a file silently left out")
  func invalidUTF8Name() throws {
    let root = try TemporaryFiles.folder()
    let folder = open(root.path, O_RDONLY | O_DIRECTORY)
    defer { close(folder) }
    try Self.create(Array("caf".utf8) + [0xE9] + Array(".jpg".utf8), in: folder)
    try Self.create(Array("ok.jpg".utf8), in: folder)
    let items = Self.items([root.path])
    #expect(Self.files(items) == ["ok.jpg"])
    let problem = try #require(Self.problems(items).first)
    #expect(problem.path == root.path + "/caf\u{FFFD}.jpg")
    #expect(problem.reason.contains("not valid UTF-8"))
    #expect(problem.hint?.contains("rename") == true)
    #expect(items.count == 2)
  }

  @Test("a path longer than PATH_MAX is a problem, not a silent gap")
  func pathTooLong() throws {
    let root = try TemporaryFiles.folder()
    defer { _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", root.path]).waitUntilExit() }
    // 20 levels of 250-byte names: about 5,000 bytes, made with *at calls
    // relative to the level above since no full path of them can be used.
    var folder = open(root.path, O_RDONLY | O_DIRECTORY)
    let name = String(repeating: "a", count: 250)
    for _ in 0..<20 {
      try #require(mkdirat(folder, name, 0o755) == 0)
      let inner = openat(folder, name, O_RDONLY | O_DIRECTORY)
      close(folder)
      folder = inner
      try #require(folder >= 0)
    }
    try Self.create(Array("deep.jpg".utf8), in: folder)
    close(folder)
    let items = Self.items([root.path])
    let problem = try #require(Self.problems(items).first)
    #expect(items.count == 1)
    #expect(problem.code == "unreadable")
    #expect(problem.reason.contains("longer than the system allows"))
    #expect(problem.path.utf8.count > Int(PATH_MAX))
  }

  @Test(
    "a folder that can be listed but not entered: each file found is a problem",
    .enabled(if: getuid() != 0, "root enters every folder"))
  func listedNotEntered() throws {
    let root = try TemporaryFiles.folder()
    try Data("x".utf8).write(to: root.appendingPathComponent("a.jpg"))
    try Data("x".utf8).write(to: root.appendingPathComponent("b.jpg"))
    #expect(chmod(root.path, 0o644) == 0)
    defer { chmod(root.path, 0o755) }
    let problems = Self.problems(Self.items([root.path]))
    #expect(problems.map { ($0.path as NSString).lastPathComponent } == ["a.jpg", "b.jpg"])
    #expect(problems.allSatisfy { $0.reason == "cannot be read: permission denied" })
  }

  @Test(
    "a folder that cannot be listed: one problem, worded once", .enabled(if: getuid() != 0, "root lists every folder"))
  func notListable() throws {
    let root = try TemporaryFiles.folder()
    #expect(chmod(root.path, 0) == 0)
    defer { chmod(root.path, 0o755) }
    let problems = Self.problems(Self.items([root.path]))
    #expect(problems.map(\.reason) == ["cannot be read: listing the folder failed: permission denied"])
  }

  @Test("the listing error's wording: no double 'cannot', strerror's text in lower case")
  func listingWording() {
    let error = MetaLensError.listing(folder: "photos", code: EACCES)
    #expect(error.reason == "cannot be read: listing the folder failed: permission denied")
    #expect(error.hint == "check the folder's permissions")
  }
}
