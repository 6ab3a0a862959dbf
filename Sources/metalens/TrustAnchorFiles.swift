import ArgumentParser
import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the `--trust-anchors` PEM files and the `--trust-list` JSON files
/// (the command layer reads the files; Core parses them). A file that
/// cannot be read, or holds no certificate, stops the command with status 2
/// before any image is read.
enum TrustAnchorFiles {
  static func trustList(_ paths: [String], lists: [String] = [], language: Language = .en) throws -> C2PATrustList {
    guard !paths.isEmpty || !lists.isEmpty else { return .standard }
    let extra = try paths.map { (name: $0, pem: String(decoding: try read($0, language: language), as: UTF8.self)) }
    let documents = try lists.map { (file: $0, json: try read($0, language: language)) }
    do {
      return try C2PATrustList(extra: extra, lists: documents)
    } catch {
      Output.report(error, language: language)
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// The first `maxBytes` of the file at `path`.
  static func read(_ path: String, language: Language) throws -> [UInt8] {
    guard let file = fopen(path, "r") else {
      Output.error(CommandLineWords.trustAnchors(path: path, reason: String(cString: strerror(errno))).text(language))
      throw ExitCode(ExitStatus.usage)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= Self.maxBytes {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return Array(bytes.prefix(Self.maxBytes))
  }

  /// A trust-anchor file larger than this is cut (no real list comes near).
  static let maxBytes = 16 << 20
}
