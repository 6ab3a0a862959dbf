/// The exit status table of `--help` and `help inspect`, one place for both;
/// the README's table says the same at length.
enum ExitStatusText {
  static let lines = """
    EXIT STATUS
      0  every file was inspected, whatever its verdict
      1  a file could not be read (missing, not an image, truncated...),
         or the paths hold no image at all
      2  usage error, or no path given
      3  --fail-under N: every file was read, but a score is below N
    """
}
