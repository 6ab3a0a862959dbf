/// A piece of the text report: a value that renders itself, given a context.
/// It never prints, never reads the environment, and never decides wording
/// or numbers: the presenter does.
public protocol TextComponent: Sendable {
  func render(in context: RenderContext) -> String
}
