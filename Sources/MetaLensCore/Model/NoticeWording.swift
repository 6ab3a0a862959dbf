/// The words of a reading notice: an enum per reading area (`JPEGNotice`,
/// `TIFFNotice`…, beside the readers that meet the problem) whose cases
/// carry the file's numbers and names, not a sentence. The code is derived
/// from the case, so it cannot disagree with the words.
///
/// The English sentence, with those numbers, is what JSON carries (as
/// before typed notices, byte for byte). Other languages say what the code
/// means (`ReadingNotice.Code`'s words, English and Korean side by side) and
/// keep the English sentence after it as the technical detail, so no number
/// or name from the file is lost in translation.
public protocol NoticeWording: Wording {
  /// The stable code JSON readers key on.
  var code: ReadingNotice.Code { get }
  /// The English sentence with the file's numbers in it.
  var english: String { get }
}

extension NoticeWording {
  public func text(_ language: Language) -> String {
    language.pick(en: english, ko: "\(code.text(.ko)) (원문: \(english))")
  }
}
