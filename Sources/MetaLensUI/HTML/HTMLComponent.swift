/// A piece of the hand-over page, drawn from the same view model as the text
/// report: a value with `render(in:) -> String`, like `TextComponent`.
public protocol HTMLComponent: Sendable {
  func render(in context: HTMLContext) -> String
}
