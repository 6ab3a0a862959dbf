import Foundation

/// A JPEG built for one test: an image encoded by libjpeg, with exactly the
/// segments the test lists inserted after SOI, in order.
public struct JPEGFixture: Sendable {
  public var image: ImageFixture
  public var segments: [FixtureSegment]

  public init(image: ImageFixture = ImageFixture(), segments: [FixtureSegment] = []) {
    self.image = image
    self.segments = segments
  }

  public func bytes() throws(FixtureError) -> [UInt8] {
    let encoded = try image.encoded()
    var output: [UInt8] = [0xFF, 0xD8]
    for segment in segments { output += try segment.bytes() }
    output += encoded.dropFirst(2)
    return output
  }

  /// Writes the fixture to a new file in a private temporary folder and
  /// returns its path.
  public func write(named name: String = "fixture.jpg") throws -> String {
    try TemporaryFiles.write(try bytes(), named: name)
  }
}
