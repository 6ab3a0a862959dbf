import MetaLensCore

/// The `jpeg` object: segments, frame, quantization tables and quality.
struct JPEGStructureDTO: Encodable {
  struct Segment: Encodable {
    let marker: String
    let offset: Int
    let length: Int
    let identifier: String?
    let comment: String?
    let label: String?
  }

  struct Component: Encodable {
    let id: Int
    let horizontalSampling: Int
    let verticalSampling: Int
    let quantizationTable: Int
  }

  struct Frame: Encodable {
    let marker: String
    let process: String
    let encodingProcess: Int
    let width: Int
    let height: Int
    let bitsPerSample: Int
    let subsampling: String?
    let components: [Component]
  }

  struct Table: Encodable {
    let index: Int
    let values: [UInt16]
    let estimatedQuality: Int
    let ijgStandard: Bool
  }

  struct Quality: Encodable {
    let estimate: Int
    let exact: Bool
    let method: String
  }

  let segments: [Segment]
  let frame: Frame?
  let quantizationTables: [Table]
  let quality: Quality?
  let ijgStandardTables: Bool
  let scanOffset: Int?

  init(_ jpeg: JPEGStructure) {
    segments = jpeg.segments.map {
      Segment(
        marker: $0.name, offset: $0.offset, length: $0.length, identifier: $0.identifier, comment: $0.comment,
        label: $0.label)
    }
    frame = jpeg.frame.map { frame in
      Frame(
        marker: JPEGMarker.name(of: frame.marker), process: frame.process, encodingProcess: frame.encodingProcess,
        width: frame.width, height: frame.height, bitsPerSample: frame.bitsPerSample, subsampling: frame.subsampling,
        components: frame.components.map {
          Component(
            id: $0.id, horizontalSampling: $0.horizontalSampling, verticalSampling: $0.verticalSampling,
            quantizationTable: $0.quantizationTable)
        })
    }
    quantizationTables = jpeg.quantizationTables.map {
      Table(index: $0.index, values: $0.values, estimatedQuality: $0.estimatedQuality, ijgStandard: $0.isIJGStandard)
    }
    quality = jpeg.qualityEstimate.map { Quality(estimate: $0.quality, exact: $0.isExact, method: "imagemagick") }
    ijgStandardTables = jpeg.usesIJGStandardTables
    scanOffset = jpeg.scanOffset
  }
}
