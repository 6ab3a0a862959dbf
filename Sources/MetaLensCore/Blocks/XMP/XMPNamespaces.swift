/// ExifTool's group names for XMP namespaces, so `http://ns.adobe.com/xap/1.0/`
/// is reported as `XMP-xmp` whatever prefix the packet chose.
enum XMPNamespaces {
  /// Namespace URI → the part of the group name after `XMP-`.
  static let groups: [String: String] = [
    "adobe:ns:meta/": "x",
    "http://ns.adobe.com/xap/1.0/": "xmp",
    "http://ns.adobe.com/xap/1.0/mm/": "xmpMM",
    "http://ns.adobe.com/xap/1.0/rights/": "xmpRights",
    "http://ns.adobe.com/xap/1.0/bj/": "xmpBJ",
    "http://ns.adobe.com/xap/1.0/t/pg/": "xmpTPg",
    "http://ns.adobe.com/xmp/1.0/DynamicMedia/": "xmpDM",
    "http://ns.adobe.com/xmp/note/": "xmpNote",
    "http://ns.adobe.com/xap/1.0/PLUS/": "xmpPLUS",
    "http://purl.org/dc/elements/1.1/": "dc",
    "http://purl.org/dc/terms/": "dcterms",
    "http://ns.adobe.com/photoshop/1.0/": "photoshop",
    "http://ns.adobe.com/camera-raw-settings/1.0/": "crs",
    "http://ns.adobe.com/camera-raw-defaults/1.0/": "crd",
    "http://ns.adobe.com/camera-raw-saved-settings/1.0/": "crss",
    "http://ns.adobe.com/tiff/1.0/": "tiff",
    "http://ns.adobe.com/exif/1.0/": "exif",
    "http://ns.adobe.com/exif/1.0/aux/": "aux",
    "http://cipa.jp/exif/1.0/": "exifEX",
    "http://ns.adobe.com/pdf/1.3/": "pdf",
    "http://ns.adobe.com/pdfx/1.3/": "pdfx",
    "http://ns.adobe.com/lightroom/1.0/": "lr",
    "http://ns.adobe.com/album/1.0/": "album",
    "http://ns.adobe.com/hdr-gain-map/1.0/": "hdrgm",
    "http://ns.adobe.com/hdr-metadata/1.0/": "hdr",
    "http://ns.adobe.com/creatorAtom/1.0/": "creatorAtom",
    "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/": "iptcCore",
    "http://iptc.org/std/Iptc4xmpExt/2008-02-29/": "iptcExt",
    "http://ns.useplus.org/ldf/xmp/1.0/": "plus",
    "http://www.metadataworkinggroup.com/schemas/regions/": "mwg-rs",
    "http://www.metadataworkinggroup.com/schemas/keywords/": "mwg-kw",
    "http://www.metadataworkinggroup.com/schemas/collections/": "mwg-coll",
    "http://ns.microsoft.com/photo/1.0": "microsoft",
    "http://ns.microsoft.com/photo/1.0/": "microsoft",
    "http://ns.microsoft.com/photo/1.2/": "MP",
    "http://ns.microsoft.com/photo/1.1": "MP1",
    "http://ns.google.com/photos/1.0/camera/": "GCamera",
    "http://ns.google.com/photos/1.0/container/": "Container",
    "http://ns.google.com/photos/1.0/container/item/": "Item",
    "http://ns.google.com/photos/1.0/depthmap/": "GDepth",
    "http://ns.google.com/photos/1.0/focus/": "GFocus",
    "http://ns.google.com/photos/1.0/image/": "GImage",
    "http://ns.google.com/photos/1.0/panorama/": "GPano",
    "http://ns.google.com/photos/1.0/audio/": "GAudio",
    "http://ns.google.com/photos/1.0/creations/": "GCreations",
    "http://ns.apple.com/faceinfo/1.0/": "apple-fi",
    "http://ns.apple.com/adjustment-settings/1.0/": "aas",
    "http://xmp.gettyimages.com/gift/1.0/": "getty",
    "http://creativecommons.org/ns#": "cc",
    "http://www.digikam.org/ns/1.0/": "digiKam",
    "http://darktable.sf.net/": "darktable",
    "http://ns.acdsee.com/iptc/1.0/": "acdsee",
    "http://www.dji.com/drone-dji/1.0/": "drone-dji",
    "http://prismstandard.org/namespaces/basic/2.0/": "prism",
    "http://ns.fastpictureviewer.com/fpv/1.0/": "fpv",
    "http://ns.photo-mechanic.com/": "photomech",
    "http://ns.iview-multimedia.com/mediapro/1.0/": "mediapro",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
  ]

  /// ExifTool's tag names where they differ from the capitalised property
  /// name, keyed by `group-suffix:property`.
  static let renamed: [String: String] = [
    "exif:ISOSpeedRatings": "ISO", "exif:PixelXDimension": "ExifImageWidth",
    "exif:PixelYDimension": "ExifImageHeight", "exif:ExposureBiasValue": "ExposureCompensation",
    "exif:FocalLengthIn35mmFilm": "FocalLengthIn35mmFormat", "exif:GPSTimeStamp": "GPSDateTime",
    "exif:OECF": "Opto-ElectricConvFactor", "exifEX:BodySerialNumber": "SerialNumber",
    "exifEX:CameraOwnerName": "OwnerName", "exifEX:LensSpecification": "LensInfo",
    "exifEX:InteroperabilityIndex": "InteropIndex", "exifEX:Temperature": "AmbientTemperature",
    "tiff:ImageLength": "ImageHeight", "photoshop:ICCProfile": "ICCProfileName",
    "iptcExt:DigImageGUID": "DigitalImageGUID", "iptcExt:AddlModelInfo": "AdditionalModelInformation",
    "iptcExt:CVterm": "ControlledVocabularyTerm", "iptcExt:EventId": "EventID",
    "iptcExt:IptcLastEdited": "IPTCLastEdited", "iptcExt:RegistryId": "RegistryID",
    "iptcExt:EventExt": "ShownEvent", "iptcExt:DigitalSourcefileType": "DigitalSourceFileType",
    "plus:Version": "PLUSVersion", "crs:Temperature": "ColorTemperature", "crd:Temperature": "ColorTemperature",
    "microsoft:Rating": "RatingPercent", "microsoft:CreatorAppId": "CreatorAppID",
    "mwg-rs:Regions": "RegionInfo", "mwg-kw:Keywords": "KeywordInfo", "MP:RegionInfo": "RegionInfoMP",
    "getty:OriginalFilename": "OriginalFileName", "x:xmptk": "XMPToolkit",
  ]

  /// The family-1 group for a namespace: ExifTool's name, or `XMP-` and the
  /// prefix the packet declared for namespaces ExifTool does not know (when
  /// that prefix is a plain XML name; `XMP-unknown` otherwise).
  static func group(for namespace: String, declaredPrefix: String) -> String {
    if let known = groups[namespace] { return "XMP-" + known }
    let safe = declaredPrefix.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0))
    }
    return "XMP-" + (safe && !declaredPrefix.isEmpty ? declaredPrefix : "unknown")
  }

  /// The tag name ExifTool uses for a property of `group`.
  static func tagName(_ localName: String, inGroup group: String) -> String {
    let suffix = group.dropFirst(4)
    return renamed[suffix + ":" + localName] ?? capitalized(localName)
  }

  /// The name with its first letter in upper case. An ASCII first letter
  /// is changed in the bytes: Character case mapping cost 4,000
  /// instructions a tag.
  static func capitalized(_ name: String) -> String {
    guard let byte = name.utf8.first else { return name }
    if byte < 0x80 {
      guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return name }
      var bytes = Array(name.utf8)
      bytes[0] -= 0x20
      return String(decoding: bytes, as: UTF8.self)
    }
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }
}
