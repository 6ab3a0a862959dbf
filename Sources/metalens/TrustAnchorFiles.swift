import ArgumentParser
import MetaLensCore

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the `--trust-anchors` PEM files (the command layer reads the
/// files; Core parses them). A file that cannot be read, or holds no
/// certificate, stops the command with status 2 before any image is read.
enum TrustAnchorFiles {
  static func trustList(_ paths: [String], language: Language = .en) throws -> C2PATrustList {
    guard !paths.isEmpty else { return .standard }
    var extra: [(name: String, pem: String)] = []
    for path in paths {
      guard let file = fopen(path, "r") else {
        Output.error(
          Catalogue.of(language).text("cli.trust-anchors", .text(path), .text(String(cString: strerror(errno)))))
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
      extra.append((path, String(decoding: bytes.prefix(Self.maxBytes), as: UTF8.self)))
    }
    do {
      return try C2PATrustList(extra: extra)
    } catch {
      Output.report(error, language: language)
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// A trust-anchor file larger than this is cut (no real list comes near).
  static let maxBytes = 16 << 20
}
