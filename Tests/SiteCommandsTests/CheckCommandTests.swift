import Foundation
import TestSupport
import Testing

/// `handbook check` and the verdicts on the built site, through the executable. These run
/// the real compiler against the surface; the compiled surface is shared through
/// HANDBOOK_CACHE_DIR so it is built once for the suite.
@Suite(.serialized) struct CheckCommandTests {
    static let root = packageRoot()
    static let fixture = root + "/Tests/SiteCommandsTests/Fixtures/CheckSite"
    static let cache = NSTemporaryDirectory() + "handbook-test-cache"
    static let environment = ["HANDBOOK_CACHE_DIR": cache]

    func site(withBroken: Bool) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.copy(folder: Self.fixture + "/Content", to: "Content")
        if !withBroken { try FileManager.default.removeItem(atPath: dir.path + "/Content/broken.md") }
        return dir
    }

    @Test func passingContentExitsZeroWithSummary() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        let result = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.last == "2 passed, 0 failed, 1 skipped")
        #expect(lines.contains("3 examples: 1 good, 1 bad, 1 unlabelled; 2 verified, 0 mismatch, 0 failed, 0 unverified, 1 skipped"))
    }

    /// `--verbose` adds one timing line per stage on standard error, and changes nothing else.
    @Test func verbosePrintsEveryStageOnceInOrder() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        let quiet = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        let result = try runHandbook(["check", "--verbose"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == quiet.standardOutput)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.replacing(/: \d+\.\d{3} s$/, with: "") } == ["stage prepare", "stage wrap", "stage typecheck", "stage judge"])
    }

    @Test func verboseNamesTheStageThatStoppedTheCheck() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        // A compiler that runs but compiles nothing: the surface cannot be built, so the check
        // cannot run at all.
        try dir.write(
            """
            #!/bin/sh
            if [ "$1" = "--version" ]; then echo "Swift version 0.0 (stand-in)"; exit 0; fi
            echo "error: this stand-in compiles nothing" >&2
            exit 1
            """, to: "bin/swiftc")
        chmod(dir.path + "/bin/swiftc", 0o755)
        let environment = [
            "PATH": dir.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HANDBOOK_CACHE_DIR": dir.path + "/cache",
        ]
        let result = try runHandbook(["check", "--verbose"], in: dir.path, environment: environment)
        #expect(result.exitCode == 2, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("stage prepare: failed\n"), "\(result.standardError)")
    }

    /// No compiler on `PATH`: no verdict rests on a typecheck that never ran. Each example is
    /// unverified with why (a syntax error still fails), the build still makes the site, and
    /// `--strict` fails.
    @Test func withoutACompilerEveryExampleIsUnverifiedWithTheReason() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        try dir.write("# Broken\n\n```swift\nlet broken = \n```\n", to: "Content/syntax.md")
        let environment = Self.environment.merging(["PATH": dir.path + "/no-such-folder"]) { _, new in new }
        let warning =
            "warning: cannot run 'swiftc': No such file or directory; no example is typechecked, each is unverified (install Swift, or pass --no-check) [check.compiler]"

        let check = try runHandbook(["check"], in: dir.path, environment: environment)
        #expect(check.exitCode == 1, "\(check.standardOutput)\n\(check.standardError)")
        #expect(check.standardOutput.hasPrefix(warning + "\n"), "\(check.standardOutput)")
        #expect(check.standardOutput.contains("0 verified, 0 mismatch, 1 failed, 2 unverified, 1 skipped"), "\(check.standardOutput)")
        #expect(
            check.standardOutput.contains(
                ": the compiler could not be run (cannot run 'swiftc': No such file or directory) [check.unverified]"),
            "\(check.standardOutput)")
        #expect(check.standardOutput.contains("Content/syntax.md:4:1: error: failed: unlabelled example, line 4: syntax error"))

        try FileManager.default.removeItem(atPath: dir.path + "/Content/syntax.md")
        #expect(try runHandbook(["check"], in: dir.path, environment: environment).exitCode == 0)
        #expect(try runHandbook(["check", "--strict"], in: dir.path, environment: environment).exitCode == 1)
        try dir.copy(folder: BuildCommandTests.minimalTheme, to: "Themes/default")
        let build = try runHandbook(["build"], in: dir.path, environment: environment)
        #expect(build.exitCode == 0, "\(build.standardError)")
        #expect(build.standardError.contains(warning), "\(build.standardError)")
        #expect(build.standardOutput.contains("(2 unverified, 1 skipped)"), "\(build.standardOutput)")
    }

    @Test func badExamplesMayNameACustomRuleWhichGetsARulePage() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        try dir.write(
            """
            lint:
              custom_rules:
                no-fixed-fruit:
                  name: No fixed fruit
                  regex: 'Fruit\\(id: \\d+, name: "'
                  message: load fruit from the catalogue
                  documentation: index.md
                  triggering: ['Fruit(id: 3, name: "Fig")']
            """, to: "handbook.yml")
        try dir.write(
            """
            # Fixed fruit

            ```swift
            // Bad [no-fixed-fruit] - a literal fruit
            let fig = Fruit(id: 3, name: "Fig")
            ```

            ```swift
            // Good - no literal fruit, and the rule's words in a string do not count
            let label = "Fruit(id: 3, name: \\"Fig\\")"
            ```
            """, to: "Content/custom.md")
        let result = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 0, "\(result.standardOutput)\n\(result.standardError)")
        #expect(result.standardOutput.contains("5 examples: 2 good, 2 bad, 1 unlabelled; 4 verified"), "\(result.standardOutput)")
        let build = try runHandbook(["build"], in: dir.path, environment: Self.environment)
        #expect(build.exitCode == 0, "\(build.standardOutput)\n\(build.standardError)")
        let page = try #require(dir.read("Output/rules/no-fixed-fruit.html"))
        #expect(page.contains("No fixed fruit"))
        #expect(page.contains("load fruit from the catalogue"))
        #expect(try #require(dir.read("Output/rules/index.html")).contains("no-fixed-fruit"))
    }

    @Test func aSyntaxErrorFailsWithItsMarkdownLine() throws {
        let dir = try site(withBroken: true)
        defer { dir.remove() }
        let result = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("Content/broken.md:7:"), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("2 passed, 1 failed, 1 skipped\n"))
    }

    @Test func jsonReportListsEveryExampleWithLabelAndLines() throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        let result = try runHandbook(["check", "--format", "json"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let examples = try #require(json?["examples"] as? [[String: Any]])
        let summary = examples.map { "\($0["label"]!) \($0["startLine"]!)-\($0["endLine"]!) \($0["status"]!)" }
        #expect(summary == ["good 5-11 verified", "bad 16-24 verified", "unlabelled 28-28 skipped"])
    }

    @Test func reportFileKeepsTheSummaryOnStandardOutput() throws {
        let dir = try site(withBroken: true)
        defer { dir.remove() }
        let result = try runHandbook(["check", "--format", "junit", "--report", "report.xml"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasSuffix("2 passed, 1 failed, 1 skipped\n"))
        let xml = try #require(dir.read("report.xml"))
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<failure"))
    }

    @Test(arguments: [["check", "--format", "yaml"], ["check", "--bogus"], ["check", "--page", "nope.md"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let dir = try site(withBroken: false)
        defer { dir.remove() }
        let result = try runHandbook(arguments, in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 2, "\(result.standardError)")
        #expect(!result.standardError.isEmpty)
    }

    /// A misspelled member gets a "did you mean" (the compiler gives none against the
    /// surface), and the built page marks the lines the diagnostics point at, with their
    /// messages: readers never see Markdown line numbers.
    @Test func anIndentedBlockThatIsNotSwiftIsUnverifiedButIndentedSwiftIsStillChecked() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A page copied from a rendered site: a nested list flattened into an indented block.
        try dir.write(
            """
            # Copied

            Navigation:

                * Framework
                *     * Stack

            And an indented Swift example with a real mistake:

                let count: Int = "three"

            """, to: "Content/index.md")
        let check = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput.contains(
                "Content/index.md:5:5: warning: unverified: unlabelled example, lines 5-6: an indented code block names no language"),
            "\(check.standardOutput)")
        #expect(
            check.standardOutput.contains(
                "Content/index.md:10:22: error: cannot convert value of type 'String' to specified type 'Int' [swiftc]"),
            "\(check.standardOutput)")
    }

    @Test func aMisspelledMemberIsSuggestedAndItsLineMarkedOnThePage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            """
            # Typo

            ```swift
            // Good - padded text
            struct Card: View {
                var body: some View {
                    Text("Hello")
                        .paddding()
                }
            }
            ```

            """, to: "Content/index.md")
        let check = try runHandbook(["check"], in: dir.path, environment: Self.environment)
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput.contains(
                "Content/index.md:8:14: error: value of type 'Text' has no member 'paddding'; did you mean 'padding'? [swiftc]"),
            "\(check.standardOutput)")

        let build = try runHandbook(["build", "--theme", Self.root + "/Themes/default"], in: dir.path, environment: Self.environment)
        #expect(build.exitCode == 0, "\(build.standardError)")
        let page = try #require(dir.read("Output/index.html"))
        let message = "error: value of type 'Text' has no member 'paddding'; did you mean 'padding'?"
        let marked = "<span class=\"code-line is-flagged flagged-error\" title=\"\(message)\" data-message=\"\(message)\">"
        #expect(page.contains(marked + "            .paddding()</span>"), "\(page)")
        // Only that line.
        #expect(page.components(separatedBy: "class=\"code-line is-flagged").count == 2)
    }

    @Test func builtSiteShowsABadgeOnEveryExampleAndTheFailure() throws {
        let dir = try site(withBroken: true)
        defer { dir.remove() }
        let result = try runHandbook(["build", "--theme", Self.root + "/Themes/default"], in: dir.path, environment: Self.environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let index = try #require(dir.read("Output/index.html"))
        #expect(index.components(separatedBy: "class=\"example ").count - 1 == 3)
        #expect(index.components(separatedBy: "<span class=\"verdict-badge").count - 1 == 3)
        #expect(index.contains("✓ verified"))
        #expect(index.contains("✓ flagged: <a class=\"rule-link\" href=\"rules/foreach-indices-identity.html\">"))
        let broken = try #require(dir.read("Output/broken.html"))
        #expect(broken.contains(" verdict-failed\" id=\"example-"))
        #expect(broken.contains("✗ Failed"))
        #expect(broken.contains("expected &#39;)&#39;") || broken.contains("expected ')'"), "\(broken)")
        #expect(SiteLinkWalker.problems(in: dir.path + "/Output") == [])
    }
}
