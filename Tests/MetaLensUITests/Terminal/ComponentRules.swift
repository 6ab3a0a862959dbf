@testable import MetaLensCore

/// Rules written out for the component goldens, apart from the scoring
/// table: the components' layout is pinned with these words, so a change
/// to a real rule's words rewrites the goldens that pin that rule (the
/// guide in each language, the samples it fires on) and not every layout
/// golden (issue 34, "one rule wording change rewrites seven goldens").
/// One of each kind a report draws differently; their checks never run.
enum ComponentRules {
  static let generator = rule(
    "generator-software", .ai, -90, .ai, "An image generator is named",
    explanation: "Software, CreatorTool or the editing history names an AI image generator.",
    limits: """
      A name is only a claim; a real generator's output often carries no name at all. A generator named beside \
      a declared AI edit (Photoshop's generative fill records Firefly as the action's software agent) is the \
      edit's tool: the file is AI-edited, not AI-generated.
      """)
  static let editor = rule(
    "editor-software", .definite, -50, .editing, "An editor or converter is named",
    explanation: """
      Cameras and phones write their firmware version in Software; editors, raw converters and image \
      libraries write their own name there, in XMP CreatorTool or in the editing history when they save the file.
      """,
    limits: """
      It tells which program saved the file, not what it changed: a metadata tool may leave the pixels \
      alone, and an editor may only have rotated or resized. Names can be written by anyone.
      """)
  static let standardTables = rule(
    "ijg-standard-tables", .copy, -15, .editing, "Re-saved with libjpeg's standard tables",
    explanation: """
      libjpeg, and the many programs built on it, quantize with the Annex K example tables scaled to a \
      quality setting; most cameras use tables of their own.
      """,
    limits: "Many compacts, Samsung and most Android phones encode with the standard tables themselves.")
  static let noLocation = rule(
    "gps-absent", .neutral, 0, .missing, "No location",
    explanation: "Many cameras have no GPS, and many people turn location off.",
    limits: "Its absence says nothing about editing.")
  static let makerNote = rule(
    "makernote-present", .positive, 0, .provenance, "Camera MakerNote present",
    explanation:
      "The maker's private EXIF block survives intact only when the file was not re-written by most editors.",
    limits: "Some editors keep MakerNotes, and they can be copied.")

  /// Every rule above, in the table's order of kinds.
  static let all = [generator, editor, standardTables, noLocation, makerNote]

  private static func rule(
    _ id: String, _ kind: RuleKind, _ points: Int, _ category: FlagCategory, _ title: String, explanation: String,
    limits: String
  ) -> ScoringRule {
    ScoringRule(
      id: id, kind: kind, points: points, category: category, title: title, explanation: explanation, limits: limits,
      korean: RuleWords(title: title, explanation: explanation, limits: limits)
    ) { _ in nil }
  }
}
