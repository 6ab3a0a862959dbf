import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` into the target before every build: the git
/// commit the package was built from, and whether tracked files differed
/// from it, so `metalens --version` and the HTML page name the code that made
/// an exhibit. A prebuild command running `/bin/sh` and `git` (prebuild
/// commands may only run programs that exist before the build); without git,
/// or outside a checkout (a source archive), the commit is empty and the
/// version says "unknown commit" (so does a source archive unpacked inside
/// another repository). The file is rewritten only when it
/// changes, so an unchanged tree does not recompile the target.
@main
struct GitCommit: BuildToolPlugin {
  static let script = """
    dir="$1"; out="$2"; mkdir -p "$out"
    export GIT_OPTIONAL_LOCKS=0
    commit=$(git -C "$dir" rev-parse --verify -q HEAD 2>/dev/null) || commit=""
    # Only the package's own checkout: a source archive unpacked inside
    # another repository must not take that repository's commit.
    top=$(git -C "$dir" rev-parse --show-toplevel 2>/dev/null) || top=""
    [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$dir" && pwd -P)" ] || commit=""
    case "$commit" in *[!0-9a-f]*) commit="" ;; esac
    modified=false
    if [ -n "$commit" ] && [ -n "$(git -C "$dir" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
      modified=true
    fi
    printf '/// Written by the GitCommit plugin at build time.\\nenum BuildCommit {\\n  static let commit = "%s"\\n  static let modified = %s\\n}\\n' \
      "$commit" "$modified" > "$out/BuildCommit.swift.new"
    if cmp -s "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"; then rm -f "$out/BuildCommit.swift.new"
    else mv "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"; fi
    """

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "GitCommit")
    return [
      .prebuildCommand(
        displayName: "Recording the git commit of \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "sh", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }
}
