/// The command line's words (errors, hints, the first screen), in English.
extension EnglishCatalogue {
  static let commandLine: [String: String] = [
    "error.not_found.reason": "no such file",
    "error.is_directory.reason": "is a directory",
    "error.not_regular_file.reason": "not a regular file (FIFO, device or socket); refused without reading",
    "error.unreadable.reason": "cannot be read: {0}",
    "error.empty.reason": "empty file",
    "error.not_an_image.reason": "not an image (unrecognised file signature)",
    "error.unsupported_format.reason": "{0} files are not supported yet",
    "error.truncated.reason": "truncated: {0}",
    "error.corrupt.reason": "corrupt: {0}",
    "error.not_found.hint": "check the path and its spelling",
    "error.is_directory.hint": "pass the image files inside it",
    "error.unreadable.hint": "check the file's permissions",
    "error.not_an_image.hint":
      "metalens reads JPEG, PNG, WebP, GIF, HEIC/HEIF/AVIF, TIFF, DNG and TIFF-based raws; the name's extension is "
      + "not used",
    "error.unsupported_format.hint.raw":
      "inspect the JPEG the camera saved with it, or this file with ExifTool; a converted copy would carry the "
      + "converter's traces, not the camera's",
    "error.unsupported_format.hint": "inspect it with ExifTool meanwhile",
    "error.truncated.hint": "the copy is incomplete; fetch the file again",
    "cli.error": "metalens: {0}: {1}",
    "cli.error.hint": "metalens: {0}: {1} ({2})",
    "cli.did-you-mean": "did you mean `metalens {0}`?",
    "cli.no-images": "metalens: no images found",
    "cli.no-images.recursive": " (sub-folders are only searched with -r)",
    "cli.symlink-loop": "metalens: {0}: symlink loop, not followed",
    "cli.output-failed": "metalens: cannot write the output: {0} ({1})",
    "cli.output-failed.full": "free some space, or write the output elsewhere",
    "cli.output-failed.hint": "check where stdout goes",
    "cli.interrupted": "metalens: interrupted after {0} of {1} files",
    "cli.resumed": "metalens: resumed: {0} already recorded",
    "cli.resume-torn": "metalens: {0}: its last line is cut (a run that was stopped); ignored",
    "cli.resume-unreadable": "metalens: {0}: cannot read the records to resume from ({1})",
    "cli.resume-hash": "--resume needs --hash: only records with size and mtime tell a file already recorded.",
    "cli.resume-format": "--resume reads NDJSON or CSV; add --ndjson or --csv (the format FILE was written in).",
    "cli.files-from": "metalens: {0}: cannot read the list of files ({1})",
    "cli.fields": "--fields takes CSV column names separated by commas: {0}.",
    "cli.fields-csv": "--fields chooses CSV columns; add --csv.",
    "cli.null": "-0 (--null) separates the names of --files-from; add --files-from FILE.",
    "cli.special-entry": "metalens: {0}: {1}, skipped",
    "cli.special-entry.fifo": "a FIFO",
    "cli.special-entry.dangling": "a symlink to nothing",
    "cli.special-entry.other": "not a regular file",
    "cli.missing-path": "Missing expected argument '<path> ...' (or --files-from FILE).",
    "cli.trust-anchors": "metalens: {0}: cannot read the trust anchors ({1})",
    "cli.unknown-option":
      "metalens: unknown option '{0}' (for a file whose name starts with a dash, put -- before it: metalens -- {0})",
    "cli.fail-under": "--fail-under takes a score from 0 to 100.",
    "cli.jobs": "--jobs takes a number from 1 to 256.",
    "cli.ext": "--ext needs at least one extension, such as --ext jpg,jpeg.",
    "cli.full": "--full applies to the text report; leave it out with --json, --ndjson, --csv or --html.",
    "cli.first-screen": """
    MetaLens tells whether a photo is an original, or edited, re-saved,
    stripped or AI-generated, from what the file says about itself
    (EXIF, XMP, IPTC, C2PA...), and shows the evidence for its verdict.
    It only reads files: nothing is changed, nothing is sent anywhere.

    Try:
      metalens photo.jpg                      the report for one photo
      metalens -r folder --csv > report.csv   one CSV row per photo in folder
      metalens guide                          how the score is computed

    More: metalens --help, metalens help inspect, and README.md.
    """,
  ]
}
