import MetaLensCore

/// The compact table of a batch: a header and one line per file, streamed as
/// files finish. The path is the column people grep and click, so it takes
/// the room left by the others and is never cut when `cutsPaths` is false
/// (stdout is a pipe or a file of unknown width). Score, verdict and path
/// always; the strongest sign from 80 columns, wider from 100; camera and
/// capture time from 140. Long values are elided, paths from the left so
/// the file name stays. Headers, verdicts and signs are worded in the
/// context's language; the verdict column is as wide as its longest word.
public struct BatchTable: Sendable {
  public let context: RenderContext
  /// Whether paths are elided to fit `context.width`.
  public let cutsPaths: Bool

  public init(context: RenderContext, cutsPaths: Bool = true) {
    self.context = context
    self.cutsPaths = cutsPaths
  }

  private var showsSign: Bool { context.width >= 80 }
  private var showsCamera: Bool { context.width >= 140 }
  /// 22 columns at 80, growing by one for every two columns past 100, up to
  /// 40 (the longest titles).
  private var signWidth: Int { min(40, 22 + max(0, context.width - 100) / 2) }
  private static let scoreWidth = 5
  /// The longest verdict word of the language (15 in English).
  private var verdictWidth: Int {
    let words = Verdict.allCases.map { BatchWords.verdict($0) } + [.error]
    return words.map { TextLayout.width(of: context.catalogue.text($0)) }.max() ?? 15
  }
  private static let cameraWidth = 16
  private static let capturedWidth = 16

  public var header: String {
    let words = context.catalogue
    return context.styled(
      line(
        score: words.text(BatchWords.headerScore), verdict: words.text(BatchWords.headerVerdict),
        sign: words.text(BatchWords.headerSign), camera: words.text(BatchWords.headerCamera),
        captured: words.text(BatchWords.headerCaptured), path: words.text(BatchWords.headerPath)), .bold)
  }

  public func render(_ row: BatchRow) -> String {
    let score = row.score.isEmpty ? "" : row.score + (row.hasNotices ? context.symbols.warning : " ")
    let catalogue = context.catalogue
    let verdict = catalogue.text(BatchWords.verdict(ofRow: row.verdict))
    let sign =
      row.failure?.reason(in: catalogue) ?? row.signTitle.map(catalogue.text) ?? ""
    let rendered = line(
      score: score, verdict: verdict, sign: TerminalSafe.escape(sign), camera: TerminalSafe.escape(row.camera),
      captured: TerminalSafe.escape(row.captured), path: TerminalSafe.escape(row.path))
    guard context.color else { return rendered }
    let style: TextStyle
    switch row.band {
    case .high?: style = .green
    case .medium?: style = .yellow
    case .low?: style = .red
    case nil: style = row.verdict == BatchPresenter.errorVerdict ? .magenta : .dim
    }
    return context.styled(String(rendered.prefix(Self.scoreWidth)), style) + String(rendered.dropFirst(Self.scoreWidth))
  }

  private func line(score: String, verdict: String, sign: String, camera: String, captured: String, path: String)
    -> String
  {
    var columns = [
      String(repeating: " ", count: max(0, Self.scoreWidth - TextLayout.width(of: score))) + score,
      cell(verdict, verdictWidth),
    ]
    if showsSign { columns.append(cell(sign, signWidth)) }
    if showsCamera {
      columns.append(cell(camera, Self.cameraWidth))
      columns.append(cell(captured, Self.capturedWidth))
    }
    let used = columns.reduce(0) { $0 + TextLayout.width(of: $1) + 2 }
    var text = (columns + [cutsPaths ? fitted(path, to: max(8, context.width - used)) : path]).joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }

  /// `path`, elided from the left to `room` columns when longer.
  private func fitted(_ path: String, to room: Int) -> String {
    guard TextLayout.width(of: path) > room else { return path }
    let ellipsis = context.symbols.ellipsis
    return ellipsis
      + String(TextLayout.truncate(String(path.reversed()), to: room - ellipsis.count, ellipsis: "").reversed())
  }

  private func cell(_ text: String, _ width: Int) -> String {
    TextLayout.pad(TextLayout.truncate(text, to: width, ellipsis: context.symbols.ellipsis), to: width)
  }
}
