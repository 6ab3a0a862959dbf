/// An item property from `ipco`, the ones metalens reads decoded and the
/// others by type.
enum HEIFProperty {
  /// `ispe`: the image's width and height.
  case spatialExtent(width: UInt32, height: UInt32)
  /// `auxC`: the URN naming an auxiliary image's role (alpha, depth, gain map).
  case auxiliaryType(String)
  /// `colr` of type `prof` or `rICC`: an ICC profile.
  case iccProfile(ArraySlice<UInt8>)
  case other(String)
}
