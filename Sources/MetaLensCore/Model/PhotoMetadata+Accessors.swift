/// Typed views of the tags that the scorer and the report use most.
extension PhotoMetadata {
  /// A text tag, trimmed, or nil when missing or blank.
  public func text(_ group: String, _ name: String) -> String? {
    guard let text = value(group, name)?.text?.trimmed, !text.isEmpty else { return nil }
    return text
  }

  public var make: String? { cameraName("IFD0", "Make") }
  public var model: String? { cameraName("IFD0", "Model") }

  /// A make or model as cameras write them. ComfyUI's WebP writer stores its
  /// workflow and prompt JSON in Make and Model (`workflow:{…}`,
  /// `prompt:{…}`), which name no camera: text holding a JSON object (a
  /// brace) is no camera's name, so the summary names no camera and no
  /// camera rule fires on it; the tags keep it, and the generator rule shows
  /// it as evidence (issue 36). A long name is still a name (a fixture's
  /// 67-byte model).
  func cameraName(_ group: String, _ name: String) -> String? {
    guard let text = text(group, name), !text.contains("{") else { return nil }
    return text
  }
  public var software: String? { text("IFD0", "Software") }

  /// When the shutter fired: ExifIFD DateTimeOriginal with its sub-seconds
  /// and offset.
  public var dateTimeOriginal: ExifDateTime? {
    dateTime("ExifIFD", "DateTimeOriginal", subSeconds: "SubSecTimeOriginal", offset: "OffsetTimeOriginal")
  }

  /// When the image was digitised: ExifIFD CreateDate.
  public var createDate: ExifDateTime? {
    dateTime("ExifIFD", "CreateDate", subSeconds: "SubSecTimeDigitized", offset: "OffsetTimeDigitized")
  }

  /// When the file was last changed: IFD0 ModifyDate.
  public var modifyDate: ExifDateTime? {
    dateTime("IFD0", "ModifyDate", subSeconds: "SubSecTime", offset: "OffsetTime")
  }

  /// The EXIF GPS position in signed decimal degrees.
  public var gpsPosition: GPSPosition? { GPSPosition(tags: tags) }

  private func dateTime(_ group: String, _ name: String, subSeconds: String, offset: String) -> ExifDateTime? {
    guard let value = text(group, name) else { return nil }
    return ExifDateTime(value: value, subSeconds: text("ExifIFD", subSeconds), offset: text("ExifIFD", offset))
  }
}
