/// ANSI SGR attributes the report uses.
public enum TextStyle: Int, Sendable {
  case bold = 1
  case dim = 2
  case red = 31
  case green = 32
  case yellow = 33
  case blue = 34
  case magenta = 35
  case cyan = 36
}
