import Foundation
import TestSupport
import Testing

/// The SwiftPM command plugin on a package that depends on Handbook by path: `swift package
/// handbook init`, then `check` (the verdict summary) and `build`.
///
/// Slow: SwiftPM builds the `handbook` tool for the temporary package. Its build folder is kept
/// in `.build/plugin-test/` so that later runs rebuild only what changed.
@Suite struct PluginTests {
    @Test(.timeLimit(.minutes(60)))
    func swiftPackageHandbookChecksAndBuildsAPackagesHandbook() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-plugin")
        defer { dir.remove() }
        let root = packageRoot()
        try dir.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "TeamApp",
                dependencies: [.package(path: "\(root)")],
                targets: [.target(name: "TeamApp")]
            )

            """, to: "Package.swift")
        try dir.write("public let teamName = \"Team\"\n", to: "Sources/TeamApp/TeamApp.swift")
        let scratch = root + "/.build/plugin-test"
        func swiftPackage(_ arguments: [String]) throws -> ProgramResult {
            var environment: [String: String] = [:]
            // The test's own variables must not leak into the plugin's run.
            for name in ["HANDBOOK_SHARE", "HANDBOOK_DEFAULT_THEME"] { environment[name] = "" }
            return try runProgram(
                "/usr/bin/env",
                ["swift", "package", "--scratch-path", scratch, "--allow-writing-to-package-directory", "handbook"] + arguments,
                in: dir.path, environment: environment, timeout: 3000)
        }

        let initialized = try swiftPackage(["init"])
        #expect(initialized.exitCode == 0, "\(initialized.standardOutput)\(initialized.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/Content/lists/row-identity.md"))

        let check = try swiftPackage(["check"])
        #expect(check.exitCode == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.contains("2 passed, 0 failed"), "\(check.standardOutput)")

        let build = try swiftPackage(["build"])
        #expect(build.exitCode == 0, "\(build.standardOutput)\(build.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/Output/lists/row-identity.html"))

        // A failing example fails the command.
        try dir.write("# Broken\n\n```swift\nlet x: Int = \"text\"\n```\n", to: "Content/broken.md")
        let failing = try swiftPackage(["check"])
        #expect(failing.exitCode != 0)
        #expect(failing.standardOutput.contains("1 failed"), "\(failing.standardOutput)")
    }
}
