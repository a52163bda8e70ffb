import Foundation

/// Finds what Handbook reads at run time besides the user's project: the default theme and
/// the SwiftUI API surface. This is the one place that knows where they live.
///
/// Candidate roots, in order; the first root that holds a resource wins:
/// 1. `$HANDBOOK_SHARE`, a folder laid out like an install's share folder (or a checkout);
/// 2. `<prefix>/share/handbook` for an executable in `<prefix>/bin` (what `make install` writes);
/// 3. the checkout the executable was built in: a folder up to six levels above it holding
///    `Package.swift` (`<checkout>/.build/debug/handbook`, the SwiftPM plugin's tool).
///
/// Inside a root, the default theme is `Themes/default`, and the surface is `Surface` (an
/// install) or `Sources/SnippetChecking/Resources/Surface` (a checkout). When no root has the
/// surface, the snippet checker falls back to SwiftPM's resource bundle.
///
/// Install layout (`make install PREFIX=/usr/local`):
/// ```
/// /usr/local/bin/handbook
/// /usr/local/share/handbook/Themes/default/…
/// /usr/local/share/handbook/Surface/…
/// ```
package struct HandbookResources: Sendable {
    /// The environment variable that names a share folder explicitly.
    package static let shareVariable = "HANDBOOK_SHARE"

    /// The folders searched, best first.
    package var roots: [URL]

    package init(roots: [URL]) {
        self.roots = roots
    }

    /// The roots for a process: from its environment and the path of its executable.
    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    ) {
        var roots: [URL] = []
        if let share = environment[Self.shareVariable], !share.isEmpty {
            roots.append(URL(fileURLWithPath: share))
        }
        if !executable.isEmpty {
            let path = executable.contains("/") ? executable : Self.searchPath(executable, environment: environment)
            if let path {
                let binary = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                let binDirectory = binary.deletingLastPathComponent()
                roots.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/handbook"))
                var folder = binDirectory
                for _ in 0..<6 {
                    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                        roots.append(folder)
                        break
                    }
                    folder.deleteLastPathComponent()
                }
            }
        }
        self.roots = roots
    }

    /// The default theme folder, or nil when no root has one.
    package var defaultTheme: URL? {
        first(["Themes/default"], containing: "templates")
    }

    /// The SwiftUI API surface folder (one subfolder per module), or nil.
    package var surface: URL? {
        first(["Surface", "Sources/SnippetChecking/Resources/Surface"], containing: "SwiftUI")
    }

    /// The first `root/candidate` that holds `marker`.
    private func first(_ candidates: [String], containing marker: String) -> URL? {
        for root in roots {
            for candidate in candidates {
                let url = root.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path) {
                    return url.standardizedFileURL
                }
            }
        }
        return nil
    }

    /// Where `PATH` finds a bare command name (a shell ran `handbook`, not `/usr/bin/handbook`).
    private static func searchPath(_ name: String, environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
