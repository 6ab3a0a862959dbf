/// Why the fixture factory could not build a file.
public enum FixtureError: Error, Equatable {
  case encoder(String)
  case exif(String)
  case io(String)
}
