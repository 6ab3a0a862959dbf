import MetaLensCore

/// The `imageData` object: what the JPEG's DCT coefficients say about a
/// second compression, the thumbnail against the picture, a region copied
/// within it, and a region compressed fewer times than the rest.
extension ImageDataAnalysis: JSONValueRepresentable {
  public var json: JSONValue {
    .members([
      ("blocksRead", .int(blocksRead)), ("blocksTotal", .int(blocksTotal)), ("positionsJudged", .int(positionsJudged)),
      ("doubleCompressed", .bool(doubleCompressed)), ("firstQuality", firstQuality.map(JSONValue.int)),
      (
        "thumbnail",
        thumbnail.map {
          .members([
            ("similarity", $0.similarity.map { .double(($0 * 1000).rounded() / 1000) }),
            ("thumbnailAspect", .double(($0.thumbnailAspect * 1000).rounded() / 1000)),
            ("pictureAspect", .double(($0.pictureAspect * 1000).rounded() / 1000)),
            (
              "region",
              $0.region.map {
                .members([
                  ("difference", .double(($0.difference * 100).rounded() / 100)), ("x", .int($0.x)),
                  ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height)),
                ])
              }
            ),
          ])
        }
      ),
      (
        "compressionRegion",
        compressionRegion.map {
          .members([
            ("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height)),
            ("permille", .int($0.permille)), ("strength", .int($0.strength)),
          ])
        }
      ),
      (
        "foreignGridRegion",
        foreignGridRegion.map {
          .members([
            ("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height)),
            ("permille", .int($0.permille)), ("column", .int($0.column)), ("row", .int($0.row)),
            ("strength", .int($0.strength)),
          ])
        }
      ),
      (
        "duplicatedRegion",
        duplicatedRegion.map {
          .members([
            ("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height)),
            ("shiftX", .int($0.shiftX)), ("shiftY", .int($0.shiftY)), ("pixels", .int($0.pixels)),
            ("permille", .int($0.permille)),
          ])
        }
      ),
      (
        "firstSteps",
        .array(
          firstSteps.map {
            .members([
              ("position", .int($0.position)), ("firstStep", .int($0.firstStep)), ("currentStep", .int($0.currentStep)),
              ("fit", .double(($0.fit * 1000).rounded() / 1000)),
            ])
          })
      ),
    ])
  }
}
