/// The compact table of a batch: a header and one line per file, streamed as
/// files finish. Columns appear as the width allows: score, verdict and path
/// always; the strongest sign from 80 columns; camera and capture time from
/// 110. Long values are elided, paths from the left so the file name stays.
public struct BatchTable: Sendable {
  public let context: RenderContext

  public init(context: RenderContext) { self.context = context }

  private var showsSign: Bool { context.width >= 80 }
  private var showsCamera: Bool { context.width >= 110 }
  private static let signWidth = 22
  private static let cameraWidth = 16
  private static let capturedWidth = 16

  public var header: String {
    context.styled(
      line(
        score: "SCORE", verdict: "VERDICT", sign: "STRONGEST SIGN", camera: "CAMERA", captured: "CAPTURED", path: "PATH"
      ), .bold)
  }

  public func render(_ row: BatchRow) -> String {
    let rendered = line(
      score: row.score, verdict: row.verdict, sign: TerminalSafe.escape(row.sign),
      camera: TerminalSafe.escape(row.camera),
      captured: TerminalSafe.escape(row.captured), path: TerminalSafe.escape(row.path))
    guard context.color else { return rendered }
    let style: TextStyle
    switch row.band {
    case .high?: style = .green
    case .medium?: style = .yellow
    case .low?: style = .red
    case nil: style = row.verdict == BatchPresenter.errorVerdict ? .magenta : .dim
    }
    let scoreWidth = 5
    return context.styled(String(rendered.prefix(scoreWidth)), style) + String(rendered.dropFirst(scoreWidth))
  }

  private func line(score: String, verdict: String, sign: String, camera: String, captured: String, path: String)
    -> String
  {
    let ellipsis = context.symbols.ellipsis
    var columns = [String(repeating: " ", count: max(0, 5 - score.count)) + score, cell(verdict, 15)]
    if showsSign { columns.append(cell(sign, Self.signWidth)) }
    if showsCamera {
      columns.append(cell(camera, Self.cameraWidth))
      columns.append(cell(captured, Self.capturedWidth))
    }
    let used = columns.reduce(0) { $0 + TextLayout.width(of: $1) + 2 }
    let room = max(8, context.width - used)
    let shownPath =
      TextLayout.width(of: path) <= room
      ? path
      : ellipsis
        + String(TextLayout.truncate(String(path.reversed()), to: room - ellipsis.count, ellipsis: "").reversed())
    var text = (columns + [shownPath]).joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }

  private func cell(_ text: String, _ width: Int) -> String {
    TextLayout.pad(TextLayout.truncate(text, to: width, ellipsis: context.symbols.ellipsis), to: width)
  }
}
