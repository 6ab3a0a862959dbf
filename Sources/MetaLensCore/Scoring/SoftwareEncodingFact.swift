/// The header fact that software, not a camera, encoded a JPEG
/// (`software-encoded`): its evidence value as another tool would print it,
/// and its words in both languages for the flag's text (a Korean report
/// quoted the English value inside its sentence). The tables are named as
/// the Origin row names them (`EncoderTablesWords`).
enum SoftwareEncodingFact: Wording {
  /// The ICC profile Android's system encoder (Skia) writes.
  case androidProfile
  case mozjpeg(quality: Int?)
  case photoshop(quality: Int?)
  /// JFIF beside libjpeg's tables, with Huffman tables made for the image or
  /// progressive scans.
  case ijg(quality: Int?, progressive: Bool)

  var evidence: Evidence {
    switch self {
    case .androidProfile:
      Evidence(source: "JPEG", tag: "APP2 ICC_PROFILE", value: "sRGB, Google Inc. 2016 (Android's encoder)")
    case .mozjpeg, .photoshop: Evidence(source: "JPEG", tag: "DQT", value: text(.en))
    case .ijg: Evidence(source: "JPEG", tag: "APP0, DQT, DHT", value: text(.en))
    }
  }

  func text(_ language: Language) -> String {
    switch self {
    case .androidProfile:
      return language.pick(
        en: "sRGB, Google Inc. 2016 (Android's encoder)", ko: "Android 인코더의 sRGB 프로필(Google Inc. 2016)")
    case .mozjpeg(let quality): return EncoderTablesWords(.mozjpeg, quality: quality).text(language)
    case .photoshop(let quality): return EncoderTablesWords(.photoshop, quality: quality).text(language)
    case .ijg(let quality, let progressive):
      let coding =
        progressive
        ? language.pick(en: "progressive scans", ko: "점진적(progressive) 스캔")
        : language.pick(en: "Huffman tables optimised for the image", ko: "이미지에 맞춰 만든 허프만 테이블")
      return "JFIF, " + EncoderTablesWords(.ijg, quality: quality).text(language) + ", " + coding
    }
  }
}
