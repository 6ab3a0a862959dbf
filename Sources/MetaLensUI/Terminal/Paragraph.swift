/// Plain text wrapped to the width, optionally in a style.
public struct Paragraph: TextComponent {
  public let text: String
  public let style: TextStyle?

  public init(_ text: String, style: TextStyle? = nil) {
    self.text = text
    self.style = style
  }

  public func render(in context: RenderContext) -> String {
    TextLayout.wrap(TerminalSafe.escape(text), to: context.width).map { line in
      style.map { context.styled(line, $0) } ?? line
    }.joined(separator: "\n")
  }
}
