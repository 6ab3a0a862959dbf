/// Tag IDs the tests use, named as ExifTool names them.
public enum TagID {
  public static let imageDescription: UInt16 = 0x010E
  public static let make: UInt16 = 0x010F
  public static let model: UInt16 = 0x0110
  public static let orientation: UInt16 = 0x0112
  public static let software: UInt16 = 0x0131
  public static let modifyDate: UInt16 = 0x0132
  public static let artist: UInt16 = 0x013B
  public static let processingSoftware: UInt16 = 0x000B
  public static let compression: UInt16 = 0x0103
  public static let copyright: UInt16 = 0x8298
  public static let exposureTime: UInt16 = 0x829A
  public static let fNumber: UInt16 = 0x829D
  public static let iso: UInt16 = 0x8827
  public static let exifVersion: UInt16 = 0x9000
  public static let dateTimeOriginal: UInt16 = 0x9003
  public static let createDate: UInt16 = 0x9004
  public static let offsetTime: UInt16 = 0x9010
  public static let offsetTimeOriginal: UInt16 = 0x9011
  public static let shutterSpeedValue: UInt16 = 0x9201
  public static let apertureValue: UInt16 = 0x9202
  public static let focalLength: UInt16 = 0x920A
  public static let makerNote: UInt16 = 0x927C
  public static let userComment: UInt16 = 0x9286
  public static let subSecTimeOriginal: UInt16 = 0x9291
  public static let exifImageWidth: UInt16 = 0xA002
  public static let exifImageHeight: UInt16 = 0xA003
  public static let serialNumber: UInt16 = 0xA431
  public static let lensMake: UInt16 = 0xA433
  public static let lensModel: UInt16 = 0xA434
  public static let gpsLatitudeRef: UInt16 = 0x0001
  public static let gpsLatitude: UInt16 = 0x0002
  public static let gpsLongitudeRef: UInt16 = 0x0003
  public static let gpsLongitude: UInt16 = 0x0004
  public static let gpsAltitude: UInt16 = 0x0006
  public static let gpsTimeStamp: UInt16 = 0x0007
}
