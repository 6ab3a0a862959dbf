/// A `grid` item's description (ISO/IEC 23008-12 §6.6.2.3.2): its tiles'
/// rows and columns and the picture's size, the tiles laid left to right,
/// top to bottom, in the order of the grid's `dimg` reference, and the
/// picture cut to that size at its right and bottom edges.
struct HEIFGridLayout: Equatable {
  let rows: Int
  let columns: Int
  let width: Int
  let height: Int

  /// nil for an unknown version, a short description, or an empty picture.
  init?(_ description: [UInt8]) {
    var cursor = ByteCursor(description[...])
    guard cursor.u8() == 0, let flags = cursor.u8(), let rows = cursor.u8(), let columns = cursor.u8() else {
      return nil
    }
    // Flag bit 0: 32-bit sizes, else 16-bit.
    let large = flags & 1 == 1
    guard let width = cursor.unsigned(size: large ? 4 : 2), let height = cursor.unsigned(size: large ? 4 : 2),
      width > 0, height > 0
    else { return nil }
    (self.rows, self.columns, self.width, self.height) = (Int(rows) + 1, Int(columns) + 1, Int(width), Int(height))
  }
}
