/// One of Canon's binary sub-directories (CameraSettings, ShotInfo…): an
/// array of numbers in one MakerNote entry, each index a tag of its own.
/// ExifTool reads them with `ProcessBinaryData` (ExifTool.pm): the value of
/// index `i` starts at byte `i × size of the table's format`, and an index
/// the data does not reach is not there. The tables are generated from
/// Canon.pm (`CanonBinaryTable+Tables.swift`).
struct CanonBinaryTable: Sendable {
  /// ExifTool's table name (`%Image::ExifTool::Canon::CameraSettings`).
  let name: String
  /// The TIFF field type of the table's entries (its `FORMAT`).
  let format: UInt16
  /// The first int16u must be the data's length in bytes, or ExifTool
  /// skips the directory (Canon.pm `Validate`).
  let validated: Bool
  /// The indices decoded, in increasing order; an index ExifTool reads
  /// as one of several tags (by the camera model) has each, in its order.
  let tags: [Tag]

  struct Tag: Sendable {
    /// The array index (ExifTool's tag id in the table).
    let index: Int
    let name: String
    /// The TIFF field type the value is read in.
    let format: UInt16
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
    /// The camera models it is for (a `Condition` on `$$self{Model}`).
    /// ExifTool takes the first tag of an index whose condition holds.
    let model: CanonModelCondition?
    /// False for a tag that ExifTool would take but metalens does not show
    /// (hidden without `-u`, or a conversion not implemented): it still
    /// claims its index, so the index's later tags are not taken instead.
    let shown: Bool

    init(
      _ index: Int, _ name: String, _ format: UInt16, keep: CanonRawConversion = .always,
      value: CanonValueConversion = .none, stores: String? = nil, requires: String? = nil,
      shown: Bool = true, model: CanonModelCondition? = nil
    ) {
      self.index = index
      self.name = name
      self.format = format
      self.keep = keep
      self.value = value
      self.stores = stores
      self.requires = requires
      self.model = model
      self.shown = shown
    }
  }
}
