/// One box of a HEIF `ipco` (ISO/IEC 23008-12 §9.3): its type and payload,
/// kept so that every property can be decoded when every tag is asked for.
struct HEIFPropertyBox {
  let type: String
  let payload: ArraySlice<UInt8>
}
