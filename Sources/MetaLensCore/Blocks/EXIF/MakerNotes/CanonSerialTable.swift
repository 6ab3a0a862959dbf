/// One of Canon's serial sub-directories (AFInfo, AFInfo2): values one
/// after another, where an array's length is an earlier value (the number
/// of AF points). ExifTool reads them with Canon.pm `ProcessSerialData`:
/// each index starts where the one before ended, and reading stops at the
/// first value the data does not hold. The tables are generated from
/// Canon.pm (`CanonSerialTable+Tables.swift`); an index may be one of
/// several tags by the camera model (PrimaryAFPoint on PowerShots), the
/// first whose condition holds, and reading stops where none does.
struct CanonSerialTable: Sendable {
  /// ExifTool's table name (`%Image::ExifTool::Canon::AFInfo2`).
  let name: String
  /// What ExifTool checks before it reads the data at all.
  let check: Check
  /// The indices 0, 1, 2… in order.
  let tags: [Tag]

  enum Check: Sendable {
    /// Canon.pm `ValidateAFInfo`: at least 24 bytes, a known number of AF
    /// points, and an image size with a plausible aspect ratio.
    case afInfo
    /// The first int16u is the data's length in bytes (Canon.pm `Validate`),
    /// and the data does not start with four zero bytes (the Condition of
    /// MakerNote tag 0x0026: a 60D MOV thumbnail's are all zeros).
    case lengthNotZeroed
  }

  /// How many values an index holds.
  enum Count: Sendable {
    case one
    /// `int16u[8]`.
    case fixed(Int)
    /// `[$val{i}]`: the value of index `i`.
    case value(of: Int)
    /// `[int(($val{i}+15)/16)+plus]`: one int16 per 16 AF points, a bit each.
    case sixteenths(of: Int, plus: Int = 0)
  }

  /// A data member a tag's Condition wants unset (`not $$self{AFInfo3}`)
  /// or, with `value`, unset or not that value (`not $$self{AFInfoCount}
  /// or $$self{AFInfoCount} != 36`).
  struct Unset: Sendable {
    let member: String
    let value: Int64?

    init(_ member: String, _ value: Int64?) {
      self.member = member
      self.value = value
    }

    /// Whether the condition holds with `members` as they stand.
    func holds(_ members: [String: Int64]) -> Bool {
      let current = members[member] ?? 0
      return current == 0 || (value != nil && current != value)
    }
  }

  struct Tag: Sendable {
    let index: Int
    let name: String
    /// The TIFF field type of each value.
    let format: UInt16
    let count: Count
    /// False for an index ExifTool reads but shows only with `-u`
    /// (AFInfoSize): its bytes are still passed over.
    let shown: Bool
    /// The data members its Condition wants unset.
    let unless: [Unset]
    /// The camera models it is for; an index whose variants all fail ends
    /// the reading (ExifTool knows no layout past it).
    let model: CanonModelCondition?

    init(
      _ index: Int, _ name: String, _ format: UInt16, count: Count = .one, shown: Bool = true, unless: [Unset] = [],
      model: CanonModelCondition? = nil
    ) {
      self.index = index
      self.name = name
      self.format = format
      self.count = count
      self.shown = shown
      self.unless = unless
      self.model = model
    }
  }
}
