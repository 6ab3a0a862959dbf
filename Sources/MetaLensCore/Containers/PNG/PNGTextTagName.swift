/// The tag name ExifTool gives a PNG text keyword: a few keywords have names
/// of their own; every other is made a tag name by joining its words,
/// dropping characters other than letters, digits, `-` and `_`, and
/// capitalising the first letter (`date:create` → `Datecreate`, `prompt` →
/// `Prompt`). An iTXt language is appended (`Title-en`).
enum PNGTextTagName {
  static let known: [String: String] = [
    "Creation Time": "CreationTime", "create-date": "CreateDate", "modify-date": "ModifyDate",
    "Warning": "PNGWarning", "XML:com.adobe.xmp": "XMP",
    "Raw profile type APP1": "APP1_Profile", "Raw profile type exif": "EXIF_Profile",
    "Raw profile type icc": "ICC_Profile", "Raw profile type icm": "ICC_Profile",
    "Raw profile type iptc": "IPTC_Profile", "Raw profile type xmp": "XMP_Profile",
    "Raw profile type 8bim": "Photoshop_Profile",
  ]

  static func name(keyword: String, language: String = "") -> String {
    let base = known[keyword] ?? generic(keyword)
    return language.isEmpty ? base : base + "-" + standardLanguage(language)
  }

  private static func generic(_ keyword: String) -> String {
    var name = ""
    var capitalizeNext = false
    for character in keyword {
      if character.isWhitespace {
        capitalizeNext = !name.isEmpty || capitalizeNext
        continue
      }
      let piece = capitalizeNext ? character.uppercased() : String(character)
      capitalizeNext = false
      name += piece.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
    if let first = name.first { name = first.uppercased() + name.dropFirst() }
    return name.count < 2 ? "Tag" + name : name
  }

  /// `en-us` → `en-US`, as ExifTool writes language codes.
  private static func standardLanguage(_ language: String) -> String {
    let parts = language.split(separator: "-", omittingEmptySubsequences: false)
    return parts.enumerated().map { index, part in
      index == 0 ? part.lowercased() : (part.count == 2 ? part.uppercased() : part.lowercased())
    }.joined(separator: "-")
  }
}
