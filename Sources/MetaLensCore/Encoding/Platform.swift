/// A messenger or social network whose re-encoding of a photo can be told
/// from the file's header (Giudice, Paratore, Moltisanti and Battiato, "A
/// classification engine for image ballistics of social data", ICIAP 2017,
/// arXiv 1610.06347: platforms leave their own tables, sizes and metadata).
public enum Platform: String, Sendable, Hashable, CaseIterable {
  case kakaotalk
  case whatsapp
  case telegram
  case signal
  case line
  case wechat
  /// Facebook, Instagram and Messenger: Meta's CDN writes the same marks.
  case meta
  case snapchat
  case x
  case viber

  /// Whether the sender can send the file as taken, so that the report can
  /// tell the person who asked how to get it. KakaoTalk: photo quality
  /// "Original" or "send as file" keep the EXIF (`../shared/reference/
  /// platforms.md`, after jooi1124.tistory.com/470); Telegram: a photo sent
  /// as a file is not compressed (tdesktop issues #6520, #30516). For the
  /// others no source we hold says so, and the report asks in general terms.
  public var keepsOriginalsOnRequest: Bool {
    switch self {
    case .kakaotalk, .telegram: true
    case .whatsapp, .signal, .line, .wechat, .meta, .snapchat, .x, .viber: false
    }
  }

  /// The platform's name as people write it.
  public var displayName: String {
    switch self {
    case .kakaotalk: "KakaoTalk"
    case .whatsapp: "WhatsApp"
    case .telegram: "Telegram"
    case .signal: "Signal"
    case .line: "LINE"
    case .wechat: "WeChat"
    case .meta: "Facebook, Instagram or Messenger"
    case .snapchat: "Snapchat"
    case .x: "X"
    case .viber: "Viber"
    }
  }
}
