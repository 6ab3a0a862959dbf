import ArgumentParser

/// When to colour the output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}
