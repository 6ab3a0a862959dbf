import MetaLensCore

/// The `jpeg` object: segments, frame, quantization and Huffman tables, and
/// quality. Keys in sorted order: a batch writes tens of thousands of
/// segments.
extension JPEGStructure: JSONRepresentable {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      if let frame {
        json.key("frame")
        Self.write(frame, to: &json)
      }
      if let huffmanCoding {
        json.key("huffman")
        Self.write(huffmanCoding, tables: huffmanTables, to: &json)
      }
      json.member("ijgStandardTables", usesIJGStandardTables)
      if let qualityEstimate {
        json.member("quality") { json in
          json.member("estimate", qualityEstimate.quality)
          json.member("exact", qualityEstimate.isExact)
          json.member("method", "imagemagick")
        }
      }
      json.member("quantizationTables", array: quantizationTables) { json, table in
        json.object { json in
          json.member("estimatedQuality", table.estimatedQuality)
          json.member("ijgStandard", table.isIJGStandard)
          json.member("index", table.index)
          json.member("values", array: table.values) { $0.value($1) }
        }
      }
      json.member("scanOffset", scanOffset)
      json.member("segments", array: segments) { Self.write($1, to: &$0) }
    }
  }

  /// How the encoder chose its Huffman tables, and each table's symbol count.
  static func write(_ coding: HuffmanCoding, tables: [HuffmanTable], to json: inout JSONWriter) {
    let kind =
      switch coding {
      case .standard: "standard"
      case .fixed: "fixed"
      case .optimized: "optimized"
      case .progressive: "progressive"
      }
    json.object { json in
      json.member("coding", kind)
      json.member("signature", coding.signature)
      json.member("tables", array: tables) { json, table in
        json.object { json in
          json.member("class", table.tableClass == 0 ? "DC" : "AC")
          json.member("complete", table.isComplete)
          json.member("slot", table.slot)
          json.member("symbols", table.symbols.count)
        }
      }
    }
  }

  static func write(_ segment: JPEGSegment, to json: inout JSONWriter) {
    json.object { json in
      json.member("comment", segment.comment)
      json.member("identifier", segment.identifier)
      json.member("label", segment.label)
      json.member("length", segment.length)
      json.member("marker", segment.name)
      json.member("offset", segment.offset)
    }
  }

  static func write(_ frame: JPEGFrame, to json: inout JSONWriter) {
    json.object { json in
      json.member("bitsPerSample", frame.bitsPerSample)
      json.member("components", array: frame.components) { json, component in
        json.object { json in
          json.member("horizontalSampling", component.horizontalSampling)
          json.member("id", component.id)
          json.member("quantizationTable", component.quantizationTable)
          json.member("verticalSampling", component.verticalSampling)
        }
      }
      json.member("encodingProcess", frame.encodingProcess)
      json.member("height", frame.height)
      json.member("marker", JPEGMarker.name(of: frame.marker))
      json.member("process", frame.process)
      json.member("subsampling", frame.subsampling)
      json.member("width", frame.width)
    }
  }
}
