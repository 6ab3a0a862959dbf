/// `metalens guide`: the scoring table in words.
public struct ScoringGuide: TextComponent {
  public let model: GuideViewModel

  public init(model: GuideViewModel) { self.model = model }

  public func render(in context: RenderContext) -> String {
    let width = context.width
    var lines: [String] = [context.styled(model.title, .bold), ""]
    for paragraph in model.introduction {
      lines += TextLayout.wrap(paragraph, to: width) + [""]
    }
    lines += entries(context.catalogue.text(GuideWords.verdicts), model.verdicts, in: context)
    lines += entries(context.catalogue.text(GuideWords.bands), model.bands, in: context)
    for section in model.sections {
      lines.append(context.styled(section.title, .bold))
      for rule in section.rules {
        lines += self.rule(rule, in: context)
      }
      lines.append("")
    }
    lines.append(context.styled(context.catalogue.text(GuideWords.cannotTell), .bold))
    for limit in model.limits {
      lines += TextLayout.hanging("  \(context.symbols.bullet) ", limit, width: width)
    }
    return lines.joined(separator: "\n")
  }

  private func entries(_ title: String, _ entries: [GuideViewModel.Entry], in context: RenderContext) -> [String] {
    let labelWidth = entries.map { TextLayout.width(of: $0.label) }.max() ?? 0
    var lines = [context.styled(title, .bold)]
    for entry in entries {
      let prefix = "  " + TextLayout.pad(entry.label, to: labelWidth) + "  "
      let wrapped = TextLayout.hanging(prefix, entry.title + ": " + entry.text, width: context.width)
      lines += wrapped.enumerated().map { index, line in
        index == 0
          ? "  " + context.styled(TextLayout.pad(entry.label, to: labelWidth), .cyan) + line.dropFirst(prefix.count - 2)
          : line
      }
    }
    return lines + [""]
  }

  private func rule(_ rule: GuideViewModel.Rule, in context: RenderContext) -> [String] {
    let points = String(repeating: " ", count: max(0, 4 - rule.points.count)) + rule.points
    let head = "  " + points + "  "
    let indent = String(repeating: " ", count: head.count)
    let title = TextLayout.hanging(head, "\(rule.id): \(rule.title) [\(rule.severity)]", width: context.width)
    var lines = title.enumerated().map { index, line -> String in
      guard index == 0 else { return line }
      let style: TextStyle = rule.points == "0" ? .dim : .red
      return "  " + context.styled(points, style) + "  " + String(line.dropFirst(head.count))
    }
    lines += TextLayout.hanging(indent + context.catalogue.text(GuideWords.why), rule.explanation, width: context.width)
    lines += TextLayout.hanging(indent + context.catalogue.text(GuideWords.limits), rule.limits, width: context.width)
    return lines
  }
}
