/// The exit status table of `--help` and `help inspect`, one place for both;
/// the README's table says the same at length.
enum ExitStatusText {
  static let lines = """
    EXIT STATUS
      0  every file was inspected, whatever its verdict
      1  a file could not be read (missing, not an image, truncated...),
         the paths hold no image at all, or the output could not be written
      2  usage error, or no path given
      3  --fail-under N: every file was read, but a score is below N
      130, 143  stopped by SIGINT or SIGTERM; the records printed are whole
      141  the reader of stdout left (| head)
    """
}
