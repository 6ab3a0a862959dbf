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
  /// Too little camera metadata to judge by (no make, model, capture date or
  /// settings), and no definite sign of editing or AI.
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

  /// The highest score a file with this verdict shows, so that the score's
  /// band (80–100, 50–79, 0–49) never tells another story than the verdict:
  /// a possibly edited file is never green, an edited one always red.
  /// `no_metadata` is not capped: its score is shown in no band at all.
  public var highestScore: Int {
    switch self {
    case .likelyOriginal, .noMetadata: 100
    case .possiblyEdited: 79
    case .edited, .aiEdited, .aiGenerated: 49
    }
  }

  /// Whether the score says something about this verdict: a file with too
  /// little metadata is not scored, only described.
  public var isScored: Bool { self != .noMetadata }

  /// The verdict in words.
  public var title: String {
    switch self {
    case .likelyOriginal: "Likely original"
    case .possiblyEdited: "Possibly edited"
    case .edited: "Edited or re-saved"
    case .aiEdited: "Edited with generative AI"
    case .aiGenerated: "AI-generated"
    case .noMetadata: "Not enough metadata"
    }
  }

  /// One line on what the verdict means.
  public var meaning: String {
    switch self {
    case .likelyOriginal:
      "The metadata records a camera or phone capture, with no sign of editing."
    case .possiblyEdited:
      "No editor is named, but some signs suggest the file was changed or re-saved after capture."
    case .edited:
      "The file names an editor or carries an editor's traces: it was changed or re-saved after capture."
    case .aiEdited:
      "The file declares that generative AI changed part of the image."
    case .aiGenerated:
      "The file declares that it was made by a generative AI system."
    case .noMetadata:
      "The file holds too little camera metadata to judge by; stripping is common and proves nothing."
    }
  }
}
