/// One box of a JUMBF tree (ISO/IEC 19566-5), as C2PA stores manifests.
///
/// A superbox (`jumb`) starts with a description box (`jumd`) giving its type
/// as a UUID and usually a label (`c2pa`, `c2pa.assertions`,
/// `c2pa.actions.v2`…); the boxes after it are its children. Any other box is
/// a content box (`cbor`, `json`, `uuid`, `bidb`…) whose payload is kept as
/// bytes.
struct JUMBFBox: Sendable {
  /// The four-character box type (`jumb`, `cbor`, `json`…).
  var type: String
  /// A superbox's type UUID (16 bytes), from its description box.
  var typeUUID: [UInt8]?
  /// A superbox's label, from its description box.
  var label: String?
  var children: [JUMBFBox] = []
  /// A content box's payload.
  var payload: ArraySlice<UInt8> = []
  /// Where the whole box lies in the parsed data, header included (indices
  /// of the store's bytes), for the hashes a C2PA claim makes of its boxes.
  var range: Range<Int> = 0..<0
  /// Where the box's contents lie: after its header, and for a superbox
  /// from its description box on.
  var bodyRange: Range<Int> = 0..<0

  var isSuperbox: Bool { type == "jumb" }

  /// The C2PA short name of a superbox type: the first four bytes of its UUID
  /// (`c2pa`, `c2ma`, `c2as`, `c2cl`, `c2cs`…).
  var typeName: String? {
    guard let typeUUID, typeUUID.count == 16 else { return nil }
    return String(decoding: typeUUID.prefix(4), as: UTF8.self)
  }

  /// The first child labelled `label`.
  func child(labelled label: String) -> JUMBFBox? {
    children.first { $0.label == label }
  }

  /// A manifest's claim box: `c2pa.claim.v2`, or a v1 `c2pa.claim`, or
  /// else the superbox of the claim's type (`c2cl`) whatever its label, as
  /// c2pa-rs finds it.
  var claimBox: JUMBFBox? {
    children.first { $0.label == "c2pa.claim.v2" || $0.label == "c2pa.claim" }
      ?? children.first { $0.typeName == "c2cl" }
  }

  /// The first content box of type `type` among the children.
  func content(_ type: String) -> ArraySlice<UInt8>? {
    children.first { $0.type == type }?.payload
  }
}
