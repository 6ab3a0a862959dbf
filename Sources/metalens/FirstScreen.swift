/// What `metalens` alone prints: what it answers, three commands to start
/// with and where to read more, instead of an error and the whole help.
/// It is printed on stdout with exit status 2, so a script whose list of
/// paths came out empty (`metalens $files`) does not pass for a clean run.
enum FirstScreen {
  static let text = """
    MetaLens tells whether a photo is an original, or edited, re-saved,
    stripped or AI-generated, from what the file says about itself
    (EXIF, XMP, IPTC, C2PA...), and shows the evidence for its verdict.
    It only reads files: nothing is changed, nothing is sent anywhere.

    Try:
      metalens photo.jpg                      the report for one photo
      metalens -r folder --csv > report.csv   one CSV row per photo in folder
      metalens guide                          how the score is computed

    More: metalens --help, metalens help inspect, and README.md.
    """
}
