import MetaLensCore

/// The page around the reports: one self-contained document, with a
/// Content-Security-Policy that forbids scripts and every remote load (only
/// the inline style sheet and `data:` images are allowed).
public enum HTMLPage {
  static let contentSecurityPolicy =
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

  /// The page's opening; `printCSS` (the printed pages' footers) follows
  /// the style sheet, inside it.
  public static func head(title: String, language: Language = .en, printCSS: String = "") -> String {
    """
    <!DOCTYPE html>
    <html lang="\(language.rawValue)"><head><meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
    <meta name="referrer" content="no-referrer">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLText.escape(title))</title>
    <style>\(HTMLStyle.css)\(printCSS.isEmpty ? "" : "\n" + printCSS)</style></head>
    <body>
    """
  }

  public static let tail = "</body></html>\n"
}
