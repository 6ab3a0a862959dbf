/// libjpeg's reason for not making a picture, in its own words.
struct LibJPEGFailure: Error {
  let message: String
}
