import Foundation
import TestSupport
import Testing

/// Runs the built `handbook` executable end to end and checks stdout, stderr and exit code.
@Suite(.serialized) struct BuildCommandTests {
    static let root = packageRoot()
    static let fixtureContent = root + "/Tests/SiteBuildingTests/Fixtures/Site/Content"
    static let minimalTheme = root + "/Tests/SiteBuildingTests/Fixtures/MinimalTheme"

    @Test func buildsAFixtureFolder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixtureContent, to: "Content")
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        let summary = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(summary.hasPrefix("Built 4 pages into Output: 0 errors, 0 warnings in "), "\(summary)")
        #expect(summary.hasSuffix("s"))
        #expect(dir.read("Output/guides/identity.html") != nil)
        #expect(dir.read("Output/.handbook-output") != nil)
    }

    /// `--verbose` adds one timing line per stage on standard error, in the order they ran.
    @Test func verbosePrintsEveryStageOnceInOrder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixtureContent, to: "Content")
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        let result = try runHandbook(["build", "--no-check", "--verbose"], in: dir.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.wholeMatch(of: /stage [a-z]+: \d+\.\d{3} s/) != nil }, "\(lines)")
        #expect(
            lines.map { $0.replacing(/: .*/, with: "") }
                == ["stage load", "stage extract", "stage check", "stage render", "stage index", "stage links", "stage write"])
        #expect(result.standardOutput.hasPrefix("Built 4 pages into Output: 0 errors, 0 warnings in "))
    }

    @Test func verboseNamesTheStageThatStoppedTheBuild() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixtureContent, to: "Content")
        try dir.write("{{#page}}\n", to: "Themes/default/templates/page.mustache")
        let result = try runHandbook(["build", "--no-check", "--verbose"], in: dir.path)
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("\nstage load: failed\nBuild failed;"), "\(result.standardError)")
    }

    @Test func flagsWinOverTheConfigurationFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixtureContent, to: "Docs")
        try dir.copy(folder: Self.minimalTheme, to: "Theme")
        try dir.write("title: Team Handbook\ncontent: Docs\ntheme: Theme\noutput: FromConfig\ncheck: false\n", to: "handbook.yml")
        let first = try runHandbook(["build"], in: dir.path)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(dir.read("FromConfig/index.html")?.contains("Team Handbook") == true)
        let second = try runHandbook(["build", "--output", "FromFlag"], in: dir.path)
        #expect(second.exitCode == 0, "\(second.standardError)")
        #expect(dir.read("FromFlag/index.html") != nil)
    }

    @Test func brokenLinkIsAWarningAndAnErrorWithStrict() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Home\n\nA [broken](nowhere.md) link.\n", to: "Content/index.md")
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        let relaxed = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(relaxed.exitCode == 0)
        #expect(
            relaxed.standardError
                == "Content/index.md:3:3: warning: broken link: 'nowhere.md' is not a page or file of the site [links.broken-link]\n")
        #expect(relaxed.standardOutput.contains("0 errors, 1 warning"))

        let before = snapshotTree(dir.path + "/Output")
        let strict = try runHandbook(["build", "--no-check", "--strict"], in: dir.path)
        #expect(strict.exitCode == 1)
        #expect(strict.standardError.contains("Content/index.md:3:3: error: broken link"))
        #expect(strict.standardError.contains("Build failed with 1 error; the output folder was left unchanged."))
        #expect(snapshotTree(dir.path + "/Output") == before)
    }

    /// Diagnostics print paths normalised and relative to the working directory, however
    /// the content folder was named.
    @Test func diagnosticsPrintPathsRelativeToTheWorkingDirectory() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Home\n\nA [broken](nowhere.md) link.\n", to: "site/Content/index.md")
        try dir.copy(folder: Self.minimalTheme, to: "work/Themes/default")
        let result = try runHandbook(["build", "--no-check", "--content", dir.path + "/work/../site/./Content"], in: dir.path + "/work")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "../site/Content/index.md:3:3: warning: broken link: 'nowhere.md' is not a page or file of the site [links.broken-link]\n"
        )
    }

    @Test func badFrontMatterExitsNonZeroWithLocation() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("---\ntitle: \"unterminated\n---\n# Hi\n", to: "Content/index.md")
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Content/index.md:"), "\(result.standardError)")
        #expect(result.standardError.contains("error: invalid YAML in front matter"))
        #expect(result.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/Output"))
    }

    @Test func missingContentFolderExplainsItself() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        // A configuration error, as for every command (not a failed build).
        #expect(result.exitCode == 2)
        #expect(result.standardError.hasPrefix("Content: error: content folder does not exist"))
    }

    /// `handbook.yml` reaches the site: a re-graded rule shows its severity on its page.
    @Test func ruleSeverityFromTheConfigurationShowsOnTheRulePage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixtureContent, to: "Content")
        try dir.copy(folder: Self.minimalTheme, to: "Themes/default")
        try dir.write("lint:\n  severity:\n    deprecated-api: error\n", to: "handbook.yml")
        let result = try runHandbook(["build", "--no-check"], in: dir.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let page = try #require(dir.read("Output/rules/deprecated-api.html"))
        #expect(page.contains("<span class=\"severity-badge severity-error\">error</span>"))
    }

    @Test func invalidConfigurationIsAUsageError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("strict: maybe\n", to: "handbook.yml")
        let result = try runHandbook(["build"], in: dir.path)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("handbook.yml:1:9: error: 'strict' must be true or false"))
    }

    @Test(arguments: [["--help"], ["build", "--help"]])
    func helpIsAvailable(_ arguments: [String]) throws {
        let result = try runHandbook(arguments, in: NSTemporaryDirectory())
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("USAGE: handbook"))
    }
}
