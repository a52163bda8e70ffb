import Foundation
import TestSupport
import Testing

/// `make install` into a temporary prefix, then a new handbook from `handbook init`, checked and
/// built from outside the checkout: the installed tool finds its theme and surface by itself.
@Suite(.serialized) struct InstallTests {
    /// The environment of a user's shell: none of the variables that point Handbook at a checkout.
    static let cleanEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["HANDBOOK_SHARE", "HANDBOOK_DEFAULT_THEME", "HANDBOOK_CACHE_DIR", "HANDBOOK_EXECUTABLE"] {
            environment.removeValue(forKey: name)
        }
        environment["NO_COLOR"] = "1"
        return environment
    }()

    /// Runs `executable` with exactly ``cleanEnvironment``.
    static func run(_ executable: String, _ arguments: [String], in directory: String, timeout: TimeInterval = 900) throws -> ProgramResult
    {
        try runProgram(
            "/usr/bin/env", ["-i"] + cleanEnvironment.map { "\($0.key)=\($0.value)" } + [executable] + arguments, in: directory,
            timeout: timeout)
    }

    @Test(.timeLimit(.minutes(30)))
    func anInstalledHandbookStartsChecksAndBuildsANewHandbookAnywhere() throws {
        let dir = try TemporaryDirectory(prefix: "handbook-install")
        defer { dir.remove() }
        let prefix = dir.path + "/prefix"
        // The debug build `swift build --build-tests` made (a release build takes many minutes).
        let binDirectory = URL(fileURLWithPath: handbookExecutablePath()).deletingLastPathComponent().path
        let install = try Self.run(
            "make", ["install", "CONFIG=debug", "NO_BUILD=1", "BIN_DIR=\(binDirectory)", "PREFIX=\(prefix)"],
            in: packageRoot(), timeout: 300)
        #expect(install.exitCode == 0, "make install: \(install.standardOutput)\(install.standardError)")
        let handbook = prefix + "/bin/handbook"
        for path in ["bin/handbook", "share/handbook/Themes/default/templates", "share/handbook/Surface/SwiftUI"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + path), "\(path) is not installed")
        }

        // `handbook init` into an empty folder, run from another folder.
        try dir.write("", to: "elsewhere/.keep")
        try FileManager.default.createDirectory(atPath: dir.path + "/book", withIntermediateDirectories: true)
        let initialized = try Self.run(handbook, ["init", dir.path + "/book"], in: dir.path + "/elsewhere")
        #expect(initialized.exitCode == 0, "init: \(initialized.standardError)")
        #expect(initialized.standardOutput.contains("handbook check"))
        #expect(FileManager.default.fileExists(atPath: dir.path + "/book/Content/lists/row-identity.md"))

        let book = dir.path + "/book"
        let check = try Self.run(handbook, ["check", "--format", "json", "--report", "report.json"], in: book)
        #expect(check.exitCode == 0, "check: \(check.standardOutput)\(check.standardError)")
        let report = try #require(dir.read("book/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals["examples"] == 2 && totals["verified"] == 2 && totals["good"] == 1 && totals["bad"] == 1, "\(totals)")
        let examples = try #require(json["examples"] as? [[String: Any]])
        let bad = try #require(examples.first { $0["label"] as? String == "bad" })
        #expect(bad["rules"] as? [String] == ["foreach-indices-identity"])
        #expect(FileManager.default.fileExists(atPath: book + "/.handbook-cache"))

        let build = try Self.run(handbook, ["build"], in: book)
        #expect(build.exitCode == 0, "build: \(build.standardOutput)\(build.standardError)")
        #expect(build.standardOutput.contains("2 examples (2 verified)"), "\(build.standardOutput)")
        for page in ["index.html", "lists/row-identity.html", "404.html"] {
            #expect(FileManager.default.fileExists(atPath: book + "/Output/" + page), "\(page) was not built")
        }
        let html = try #require(dir.read("book/Output/lists/row-identity.html"))
        #expect(html.contains("Rows that keep their identity"))
        #expect(!build.standardError.contains("theme folder does not exist"))

        let uninstall = try Self.run("make", ["uninstall", "PREFIX=\(prefix)"], in: packageRoot(), timeout: 60)
        #expect(uninstall.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: handbook))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/handbook"))
    }
}
