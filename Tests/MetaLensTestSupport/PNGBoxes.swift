/// A PNG's chunks named as a `c2pa.hash.boxes` binding names them (c2pa-rs's
/// `png_io.rs`, `get_box_map`: `PNGh` for the 8-byte signature, each chunk
/// by its type, from its length field to the end of its CRC, the `caBX`
/// chunk as `C2PA`, up to IEND), for the fixture factory. Written apart
/// from the validator's `AssetBoxMap` so that the two check each other.
public enum PNGBoxes {
  public static func list(_ file: [UInt8]) -> [JPEGBoxes.Box] {
    var boxes = [JPEGBoxes.Box(name: "PNGh", start: 0, length: 8)]
    var offset = 8
    while offset + 12 <= file.count {
      let length = Int(ContainerRanges.bigEndian(file, offset, 4)) + 12
      let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
      boxes.append(JPEGBoxes.Box(name: type == "caBX" ? "C2PA" : type, start: offset, length: length))
      offset += length
      if type == "IEND" { break }
    }
    return boxes
  }
}
