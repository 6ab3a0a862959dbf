/// A C2PA credential that could not be checked, with the status code and
/// explanation that say why (`C2PAValidation.unreadable`).
enum CredentialNotice: NoticeWording {
  case unreadable(code: String, explanation: String)

  var code: ReadingNotice.Code { .c2paUnreadable }

  var english: String {
    switch self {
    case .unreadable(let code, let explanation): "the C2PA credential could not be checked: \(code): \(explanation)"
    }
  }
}
