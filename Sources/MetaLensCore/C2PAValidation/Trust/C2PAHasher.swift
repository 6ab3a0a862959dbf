internal import Crypto

/// The three hash functions C2PA names, by name.
///
/// The crypto boundary of the hash bindings: swift-crypto is imported only
/// in `Trust/` and `TimeStamps/`, and the data, boxes and BMFF bindings, the
/// Merkle trees and the hashed URIs hash through `C2PAHasher` and
/// `c2paDigest` here instead of importing it, so the rooms that touch keys
/// and digests are the ones to audit. It sits in `Trust/` because that room
/// already imports Crypto for `VerifyingKey`.
enum C2PAHashers {
  static func make(_ name: String) -> (any C2PAHasher)? {
    switch name {
    case "sha256": SHA256()
    case "sha384": SHA384()
    case "sha512": SHA512()
    default: nil
    }
  }
}

/// The three hash functions C2PA names, behind one interface.
protocol C2PAHasher {
  mutating func add(_ bytes: [UInt8])
  func digestBytes() -> [UInt8]
}

extension SHA256: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

extension SHA384: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

extension SHA512: C2PAHasher {
  mutating func add(_ bytes: [UInt8]) { update(data: bytes) }
  func digestBytes() -> [UInt8] { Array(finalize()) }
}

/// `bytes` hashed with a C2PA algorithm name, or nil for an unknown one.
func c2paDigest(_ bytes: ArraySlice<UInt8>, algorithm: String) -> [UInt8]? {
  switch algorithm {
  case "sha256": Array(SHA256.hash(data: bytes))
  case "sha384": Array(SHA384.hash(data: bytes))
  case "sha512": Array(SHA512.hash(data: bytes))
  default: nil
  }
}
