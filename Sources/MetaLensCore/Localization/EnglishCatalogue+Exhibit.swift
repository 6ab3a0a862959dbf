/// The words of an exhibit (issue 37): case details, the printed pages'
/// footer, the appendix's method and limits, and `--html`'s output advice,
/// in English.
extension EnglishCatalogue {
  static let exhibit: [String: String] = [
    "html.custody.case": "Case",
    "html.custody.examiner": "Examiner",
    "html.custody.note": "Note",
    "exhibit.footer.page": "page {0} of {1}",
    "exhibit.appendix.title": "Appendix: method and limits",
    "exhibit.appendix.intro":
      "How this report was reached, for a reader without MetaLens: the reasoning and limits of each rule that "
      + "fired (the same words as metalens guide), how each check beyond the metadata works, and what this "
      + "examination cannot tell.",
    "exhibit.appendix.rules": "Rules that fired",
    "exhibit.appendix.methods": "How the image data and Content Credentials were checked",
    "exhibit.appendix.source": "Source: {0}.",
    "exhibit.cannot-tell": "What this examination cannot tell",
    "exhibit.method.double-compression.title": "Double compression",
    "exhibit.method.double-compression.text":
      "The quantized DCT coefficients are counted for each low frequency; a JPEG saved a second time with other "
      + "tables leaves a periodic pattern of full and empty values that a single compression does not. The first "
      + "save's step is the one whose predicted pattern fits best.",
    "exhibit.method.double-compression.source":
      "Popescu & Farid 2004, “Statistical tools for digital forensics”, section 3.2; Lukáš & Fridrich 2003, "
      + "“Estimation of primary quantization matrix in double compressed JPEG images”",
    "exhibit.method.quantization-tables.title": "Quantization tables",
    "exhibit.method.quantization-tables.text":
      "The file's quantization tables are compared with those the named model writes in its originals and with "
      + "libjpeg's standard tables at each quality. Tables the model never writes, or standard tables at a lower "
      + "quality than the model uses, are what a program's re-save leaves.",
    "exhibit.method.quantization-tables.source":
      "ITU-T T.81 (JPEG), Annex K; IJG libjpeg, jcparam.c (jpeg_quality_scaling); the tables of camera originals "
      + "in MetaLens's corpus",
    "exhibit.method.huffman-tables.title": "Huffman tables",
    "exhibit.method.huffman-tables.text":
      "The file's Huffman tables are compared with the general tables of ITU-T T.81 Annex K and the complete sets "
      + "camera makers write. Tables made for this one image, defining only the codes it uses, are what programs "
      + "built on libjpeg and lossless optimisers write.",
    "exhibit.method.huffman-tables.source": "ITU-T T.81 (JPEG), Annex K; IJG libjpeg, jchuff.c (optimize_coding)",
    "exhibit.method.thumbnail.title": "EXIF thumbnail against the picture",
    "exhibit.method.thumbnail.text":
      "The thumbnail and the picture are reduced to 24 × 24 grey images (black bars removed, each quarter turn "
      + "tried) and compared by normalised correlation, then window by window. A low correlation, or one region "
      + "far more different than the rest, means the thumbnail does not show the picture as it now is.",
    "exhibit.method.thumbnail.source":
      "Exif 2.32 (CIPA DC-008), the IFD1 thumbnail; the comparison and its thresholds are MetaLens's own, "
      + "measured on its corpus",
    "exhibit.method.duplicated-region.title": "Duplicated regions",
    "exhibit.method.duplicated-region.text":
      "Overlapping 16 × 16 blocks of a small grey version of the picture are matched by their lowest DCT "
      + "coefficients, and each shift many blocks share is checked pixel by pixel to a quarter pixel. A textured "
      + "region that reappears at that one shift is the trace of a clone-stamp or copy-move edit.",
    "exhibit.method.duplicated-region.source":
      "Fridrich, Soukal & Lukáš 2003, “Detection of copy-move forgery in digital images”",
    "exhibit.method.c2pa-signature.title": "Content Credentials: signature and trust",
    "exhibit.method.c2pa-signature.text":
      "The active manifest's claim is checked against its COSE signature, every assertion it lists is hashed "
      + "again, and the signer's certificate chain is followed to the C2PA Trust List or an anchor given on the "
      + "command line. A status names each check with c2pa-rs's code, so another validator can confirm it.",
    "exhibit.method.c2pa-signature.source":
      "C2PA Technical Specification 2.1, Validation; RFC 9052 (COSE); c2pa-rs's validation status codes",
    "exhibit.method.c2pa-binding.title": "Content Credentials: binding to the file",
    "exhibit.method.c2pa-binding.text":
      "The manifest's hard binding (a data, boxes or BMFF hash) is computed again over the file's bytes, leaving "
      + "out the manifest itself. A mismatch means the file changed after it was signed; it does not say what "
      + "changed.",
    "exhibit.method.c2pa-binding.source": "C2PA Technical Specification 2.1, Hard Bindings",
    "cli.html-terminal":
      "--html writes a whole page, pictures included, which a terminal cannot show: write it to a file with "
      + "-o report.html (or > report.html), then open that file in a browser.",
    "cli.output-is-input":
      "{0} is one of the files examined, and metalens never writes over them: give -o another file.",
    "cli.output": "Could not write {0}: {1}.",
  ]
}
