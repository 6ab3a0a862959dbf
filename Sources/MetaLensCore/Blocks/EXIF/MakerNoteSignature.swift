/// Recognises a MakerNote's maker from the signature many makers put at its
/// start. Canon and a few others write none; the caller then uses IFD0 Make.
enum MakerNoteSignature {
  private static let signatures: [(prefix: String, maker: String)] = [
    ("Apple iOS", "Apple"), ("Nikon", "Nikon"), ("OLYMPUS", "Olympus"), ("OLYMP", "Olympus"),
    ("OM SYSTEM", "OM Digital Solutions"), ("FUJIFILM", "FUJIFILM"), ("GENERALE", "FUJIFILM"),
    ("SONY", "Sony"), ("Panasonic", "Panasonic"), ("AOC\0", "Pentax"), ("PENTAX", "Pentax"),
    ("LEICA", "Leica"), ("QVC\0", "Casio"), ("SIGMA", "Sigma"), ("FOVEON", "Sigma"), ("KDK", "Kodak"),
    ("RICOH", "Ricoh"), ("Ricoh", "Ricoh"), ("SANYO", "Sanyo"), ("MLT0", "Minolta"), ("HUAWEI", "Huawei"),
    ("SAMSUNG", "Samsung"), ("KYOCERA", "Kyocera"), ("EPSON", "Epson"), ("Hasselblad", "Hasselblad"),
    ("DJI", "DJI"), ("GoPro", "GoPro"), ("Google", "Google"), ("XIAOMI", "Xiaomi"),
  ]

  static func maker(of bytes: [UInt8]) -> String? {
    signatures.first { bytes.starts(with: Array($0.prefix.utf8)) }?.maker
  }
}
