import ArgumentParser
import MetaLensCore

/// `--lang ko|en`.
extension Language: ExpressibleByArgument {}
