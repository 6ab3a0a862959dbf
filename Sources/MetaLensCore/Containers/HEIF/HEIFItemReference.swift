/// One `iref` entry: items `from` refer to items `to` as `type` (`thmb`: a
/// thumbnail of, `auxl`: an auxiliary image of, `cdsc`: describes, `dimg`:
/// a tile of).
struct HEIFItemReference {
  let type: String
  let from: UInt32
  let to: [UInt32]
}
