/// What the evidence says about a file, as one word. It follows from the
/// strongest evidence, not from the score alone.
public enum Verdict: String, Sendable, Hashable, CaseIterable, Codable {
  /// Camera metadata and no sign of editing.
  case likelyOriginal = "likely_original"
  /// No definite sign of editing, but probable ones.
  case possiblyEdited = "possibly_edited"
  /// A definite sign: an editor named, editing history, an editor's segment.
  case edited
  /// The file declares that generative AI changed part of it.
  case aiEdited = "ai_edited"
  /// The file declares that generative AI made it.
  case aiGenerated = "ai_generated"
  /// No camera metadata at all, and no definite sign of editing or AI.
  case noMetadata = "no_metadata"

  /// Which verdict wins when several apply: declared AI generation beats AI
  /// editing, which beats definite editing; a file with nothing to judge is
  /// `no_metadata` rather than possibly edited.
  public var precedence: Int {
    switch self {
    case .aiGenerated: 5
    case .aiEdited: 4
    case .edited: 3
    case .noMetadata: 2
    case .possiblyEdited: 1
    case .likelyOriginal: 0
    }
  }

  /// The verdict in words.
  public var title: String {
    switch self {
    case .likelyOriginal: "Likely original"
    case .possiblyEdited: "Possibly edited"
    case .edited: "Edited or re-saved"
    case .aiEdited: "Edited with generative AI"
    case .aiGenerated: "AI-generated"
    case .noMetadata: "No camera metadata"
    }
  }

  /// One line on what the verdict means.
  public var meaning: String {
    switch self {
    case .likelyOriginal:
      "The metadata looks like a camera or phone original, with no sign of editing."
    case .possiblyEdited:
      "No editor is named, but some signs suggest the file was changed or re-saved after capture."
    case .edited:
      "The file names an editor or carries an editor's traces: it was changed or re-saved after capture."
    case .aiEdited:
      "The file declares that generative AI changed part of the image."
    case .aiGenerated:
      "The file declares that it was made by a generative AI system."
    case .noMetadata:
      "The file holds no camera metadata, so there is little to judge by; stripping is common and proves nothing."
    }
  }
}
