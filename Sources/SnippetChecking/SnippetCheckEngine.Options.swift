import Foundation

extension SnippetCheckEngine {
    /// How a check runs.
    package struct Options: Sendable {
        /// What examples are typechecked against.
        package enum Target: Hashable, Sendable {
            /// Handbook's SwiftUI API surface (works everywhere).
            case surface
            /// A real Apple SDK through `xcrun` (`iphonesimulator` or `macosx`; macOS with Xcode only).
            case appleSDK(String)
        }

        /// The project root: the cache goes to `<root>/.handbook-cache/` by default.
        package var projectRoot: URL
        /// Where compiled surfaces and results are kept; nil for `<root>/.handbook-cache`.
        /// A folder that cannot be written is replaced by a temporary one.
        package var cacheDirectory: URL?
        /// `--strict`: unverified examples count as failures (see ``CheckRun/hasFailures(strict:)``).
        package var isStrict: Bool
        /// `--no-cache`: typecheck every example even when a cached result exists.
        package var ignoresCache: Bool
        /// Time limit of one compiler invocation.
        package var timeout: Duration
        /// Time limit of compiling one module of the surface (once per machine and surface).
        package var surfaceTimeout: Duration
        package var target: Target
        /// The surface folder; nil for the one shipped with Handbook.
        package var surfaceDirectory: URL?
        /// The compiler (`swiftc` on `PATH`, or a path).
        package var swiftc: String
        /// The Swift language mode examples are checked in.
        package var languageMode: String
        /// Runs compiler processes (tests inject a counting one).
        package var runner: any ProcessRunner
        /// Whether examples that use names nothing declares are checked again with
        /// assumed declarations (`--no-assume` and `check.assume: false` turn it off).
        package var assumesDeclarations: Bool

        package init(
            projectRoot: URL,
            cacheDirectory: URL? = nil,
            isStrict: Bool = false,
            ignoresCache: Bool = false,
            timeout: Duration = .seconds(120),
            surfaceTimeout: Duration = .seconds(300),
            target: Target = .surface,
            surfaceDirectory: URL? = nil,
            swiftc: String = "swiftc",
            languageMode: String = "5",
            runner: any ProcessRunner = SystemProcessRunner(),
            assumesDeclarations: Bool = true
        ) {
            self.assumesDeclarations = assumesDeclarations
            self.projectRoot = projectRoot
            self.cacheDirectory = cacheDirectory
            self.isStrict = isStrict
            self.ignoresCache = ignoresCache
            self.timeout = timeout
            self.surfaceTimeout = surfaceTimeout
            self.target = target
            self.surfaceDirectory = surfaceDirectory
            self.swiftc = swiftc
            self.languageMode = languageMode
            self.runner = runner
        }
    }
}
