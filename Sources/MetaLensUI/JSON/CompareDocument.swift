import MetaLensCore

/// `metalens compare --json`: the relation, the geometry, the copy's
/// encoding, the regions that differ and the metadata that differs (issue
/// 30, first step). Fractions are rounded to three decimals, so that the
/// document does not change with the last bits of a floating-point sum.
public struct CompareDocument: JSONRepresentable {
  let comparison: PictureComparison

  public init(_ comparison: PictureComparison) { self.comparison = comparison }

  public func write(to json: inout JSONWriter) {
    let comparison = comparison
    json.object { json in
      json.member("copy", object: { Self.file(comparison.copy, sha256: comparison.copySHA256, to: &$0) })
      json.member("copyEncoding", comparison.copy.report.fileOrigin)
      json.member(
        "geometry",
        object: { json in
          if let crop = comparison.crop {
            json.member("crop") { json in
              json.member("height", Self.rounded(crop.height))
              json.member("width", Self.rounded(crop.width))
              json.member("x", Self.rounded(crop.x))
              json.member("y", Self.rounded(crop.y))
            }
          }
          json.member("mirrored", comparison.mirrored)
          json.member("rotation", comparison.quarterTurns * 90)
          json.member("scale", comparison.scale.map(Self.rounded))
        })
      json.member("metadata", array: comparison.metadata) { json, difference in
        json.object { json in
          json.member("copy", difference.copy)
          json.member("field", difference.field)
          json.member("original", difference.original)
        }
      }
      json.member("original", object: { Self.file(comparison.original, sha256: comparison.originalSHA256, to: &$0) })
      json.member("reason", comparison.reason)
      // Only when a file was over the decode limit: most comparisons are not.
      if !comparison.reducedScale.isEmpty {
        json.member("reducedScale", array: comparison.reducedScale) { json, reduced in
          json.object { json in
            json.member("declared") { json in
              json.member("height", reduced.height)
              json.member("width", reduced.width)
            }
            json.member("decoded") { json in
              json.member("height", reduced.decodedHeight)
              json.member("width", reduced.decodedWidth)
            }
            json.member("path", reduced.path)
            json.member("source", reduced.source.rawValue)
          }
        }
      }
      json.member("regions", array: comparison.regions) { json, region in
        json.object { json in
          json.member("height", Self.rounded(region.height))
          json.member("strength", Self.rounded(region.strength))
          json.member("width", Self.rounded(region.width))
          json.member("x", Self.rounded(region.x))
          json.member("y", Self.rounded(region.y))
        }
      }
      json.member("relation", comparison.relation.rawValue)
      json.member("schemaVersion", InspectDocument.schemaVersion)
      json.member("similarity", comparison.similarity.map(Self.rounded))
    }
  }

  static func file(_ inspection: Inspection, sha256: String, to json: inout JSONWriter) {
    json.member("path", inspection.file.path)
    json.member("sha256", sha256)
    json.member("verdict", inspection.report.verdict.rawValue)
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
