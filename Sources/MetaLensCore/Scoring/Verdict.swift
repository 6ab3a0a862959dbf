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
  /// Not the camera's original file: the picture was encoded again (by a
  /// messenger, a platform, an editor's export or a converter), with no sign
  /// that its content changed (issue 29).
  case reEncoded = "re_encoded"
  /// Too little camera metadata to judge by (no make, model, capture date or
  /// settings), and no sign of editing, re-encoding or AI.
  case noMetadata = "no_metadata"

  /// Which verdict wins when several apply: declared AI generation beats AI
  /// editing, which beats definite editing, then probable editing, then a
  /// re-encoded copy. Missing metadata comes last but one: it must never
  /// silence evidence that is there (a transplanted thumbnail in a file with
  /// no capture settings is possibly edited, a messenger's copy with no EXIF
  /// a re-encoded copy); `no_metadata` is left for a file about which nothing
  /// can be said.
  public var precedence: Int {
    switch self {
    case .aiGenerated: 6
    case .aiEdited: 5
    case .edited: 4
    case .possiblyEdited: 3
    case .reEncoded: 2
    case .noMetadata: 1
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
    case .possiblyEdited, .reEncoded: 79
    case .edited, .aiEdited, .aiGenerated: 49
    }
  }

  /// The lowest score a file with this verdict shows: a re-encoded copy with
  /// no sign of change stays in the middle band, whatever metadata the
  /// re-encoding removed (the missing-metadata rules' points would otherwise
  /// paint a messenger's copy red, the colour of a definite edit).
  public var lowestScore: Int {
    switch self {
    case .reEncoded: 50
    case .likelyOriginal, .possiblyEdited, .edited, .aiEdited, .aiGenerated, .noMetadata: 0
    }
  }

  /// Whether the score says something about this verdict: a file with too
  /// little metadata is not scored, only described.
  public var isScored: Bool { self != .noMetadata }

  /// The verdict in words, in English (JSON, `guide --json`).
  public var title: String { VerdictWords.title(self).text(.en) }

  /// One line on what the verdict means, in English.
  public var meaning: String { VerdictWords.meaning(self).text(.en) }
}
