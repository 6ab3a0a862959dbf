/// One of Canon's binary sub-directories (CameraSettings, ShotInfo…): an
/// array of numbers in one MakerNote entry, each index a tag of its own.
/// ExifTool reads them with `ProcessBinaryData` (ExifTool.pm): the value of
/// index `i` starts at byte `i × size of the table's format`, and an index
/// the data does not reach is not there. The tables are generated from
/// Canon.pm (`CanonBinaryTable+Tables.swift`).
///
/// One MakerNote tag may hold one of several tables, chosen as ExifTool's
/// `Condition`s on the main table's entry choose them: ColorData1…11 by the
/// entry's count (0x4001: 582 values on a 20D, 1313 on a 6D), ContrastInfo
/// by its first bytes. The first table whose condition holds is read.
struct CanonBinaryTable: Sendable {
  /// ExifTool's table name (`%Image::ExifTool::Canon::CameraSettings`).
  let name: String
  /// The TIFF field type of the table's entries (its `FORMAT`).
  let format: UInt16
  /// The first int16u must be the data's length in bytes, or ExifTool
  /// skips the directory (Canon.pm `Validate`).
  let validated: Bool
  /// Another first int16u that passes (AFMicroAdj: 0x2C, which Canon DPP
  /// 3.13 keeps when it cuts the data short).
  let alsoValid: Int?
  /// The entry's component counts this table is for (`$count == 582`);
  /// empty: any.
  let counts: [Int]
  /// The bytes the data must start with (`$$valPt =~ /^\x0a\0/`).
  let prefix: [UInt8]
  /// The data must not start with four zero bytes (`$$valPt !~
  /// /^\0\0\0\0/`: a 60D writes zeros where it has nothing).
  let notZeroed: Bool
  /// The indices decoded, in increasing order; an index ExifTool reads
  /// as one of several tags (by the camera model) has each, in its order.
  let tags: [Tag]

  init(
    name: String, format: UInt16, validated: Bool, alsoValid: Int? = nil, counts: [Int] = [],
    prefix: [UInt8] = [], notZeroed: Bool = false, tags: [Tag]
  ) {
    self.name = name
    self.format = format
    self.validated = validated
    self.alsoValid = alsoValid
    self.counts = counts
    self.prefix = prefix
    self.notZeroed = notZeroed
    self.tags = tags
  }

  /// Whether ExifTool reads an entry of `count` components holding `data`
  /// as this table (the main table's `Condition` on the entry).
  func matches(count: Int, data: ArraySlice<UInt8>) -> Bool {
    if !counts.isEmpty, !counts.contains(count) { return false }
    if !data.starts(with: prefix) { return false }
    if notZeroed, data.prefix(4).count == 4, data.prefix(4).allSatisfy({ $0 == 0 }) { return false }
    return true
  }

  /// The table ExifTool reads MakerNote tag `tag` as: the first of its
  /// tables whose condition holds. A table metalens does not decode is
  /// there without tags, so that it still takes the data.
  static func table(for tag: UInt16, count: Int, data: ArraySlice<UInt8>) -> CanonBinaryTable? {
    tables[tag]?.first { $0.matches(count: count, data: data) }
  }

  struct Tag: Sendable {
    /// The array index (ExifTool's tag id in the table).
    let index: Int
    let name: String
    /// The TIFF field type the value is read in.
    let format: UInt16
    /// How many values it holds (`int16s[4]`: a white balance's R, G, G, B).
    let count: Int
    /// When ExifTool keeps the raw value (its `RawConv`).
    let keep: CanonRawConversion
    /// What `-n` prints for a kept value (its `ValueConv`).
    let value: CanonValueConversion
    /// The data member its RawConv sets (`$$self{FocalUnits} = $val`),
    /// read by later conditions and conversions.
    let stores: String?
    /// The data member that must be non-zero for the tag to exist (its
    /// `Condition`, `$$self{FocusDistanceUpper}`).
    let requires: String?
    /// The values a data member must have for the tag to exist (ColorData's
    /// `$$self{ColorDataVersion} == 4 or $$self{ColorDataVersion} == 5`).
    let member: Member?
    /// The camera models it is for (a `Condition` on `$$self{Model}`).
    /// ExifTool takes the first tag of an index whose condition holds.
    let model: CanonModelCondition?
    /// False for a tag that ExifTool would take but metalens does not show
    /// (hidden without `-u`, or a conversion not implemented): it still
    /// claims its index, so the index's later tags are not taken instead.
    let shown: Bool

    init(
      _ index: Int, _ name: String, _ format: UInt16, count: Int = 1, keep: CanonRawConversion = .always,
      value: CanonValueConversion = .none, stores: String? = nil, requires: String? = nil,
      member: Member? = nil, shown: Bool = true, model: CanonModelCondition? = nil
    ) {
      self.index = index
      self.name = name
      self.format = format
      self.count = count
      self.member = member
      self.keep = keep
      self.value = value
      self.stores = stores
      self.requires = requires
      self.model = model
      self.shown = shown
    }

    /// A data member and the values it must have.
    struct Member: Sendable {
      let name: String
      let values: [Int64]

      init(_ name: String, _ values: [Int64]) {
        self.name = name
        self.values = values
      }
    }
  }
}
