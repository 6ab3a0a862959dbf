/// One colour component of a JPEG frame.
public struct JPEGComponent: Sendable, Hashable {
  public let id: Int
  public let horizontalSampling: Int
  public let verticalSampling: Int
  public let quantizationTable: Int

  public init(id: Int, horizontalSampling: Int, verticalSampling: Int, quantizationTable: Int) {
    self.id = id
    self.horizontalSampling = horizontalSampling
    self.verticalSampling = verticalSampling
    self.quantizationTable = quantizationTable
  }
}
