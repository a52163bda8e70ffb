import Foundation
import TestSupport
import Testing

@testable import SiteCommands

/// `handbook lint` on the LintApp fixture: findings, links, formats, exit codes.
@Suite struct LintCommandTests {
    static let fixture = packageRoot() + "/Tests/SiteCommandsTests/Fixtures/LintApp"

    /// What a run printed and returned.
    struct Run {
        var status: Int32
        var output: String
        var errors: [String]
    }

    /// Copies the fixture into a temporary folder (plus `extra` files) and lints there.
    static func lint(_ arguments: [String], extra: [String: String] = [:]) throws -> Run {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: fixture, to: "LintApp")
        for (path, text) in extra { try dir.write(text, to: "LintApp/" + path) }
        let command = try LintCommand.parse(arguments)
        var output = ""
        var errors: [String] = []
        let status = command.execute(in: dir.path + "/LintApp", output: { output += $0 }, errors: { errors.append($0) })
        return Run(status: status, output: output, errors: errors)
    }

    static let expectedText = """
        Sources/App/ContentView.swift:7:9: warning: 'NavigationView' is deprecated; use 'NavigationStack' or 'NavigationSplitView' instead [deprecated-api] (Output/rules/deprecated-api.html)
        Sources/App/ContentView.swift:9:25: warning: 'notes.indices' identifies rows by position; iterate the elements and identify them by a stable id [foreach-indices-identity] (Output/rules/foreach-indices-identity.html)
        Sources/App/ContentView.swift:22:34: warning: 'foregroundColor' is deprecated; use 'foregroundStyle(_:)' instead [deprecated-api] (Output/rules/deprecated-api.html)
        Sources/App/Note.swift:6:9: warning: 'id' is computed from the mutable property 'title', so editing it changes the identity; store a 'let id' [mutable-identity] (Output/rules/mutable-identity.html)

        """

    /// Without configuration a finding links to its rule's page, which every site has (not
    /// to a page of the shipped handbook, which a team's own handbook does not have).
    @Test func textFindingsLinkToTheRulePages() throws {
        let run = try Self.lint([])
        #expect(run.status == 1)
        #expect(run.output == Self.expectedText)
        #expect(run.errors == ["Linted 4 files (60 lines): 4 findings, 1 suppressed"])
    }

    @Test func skipsHiddenFoldersAndNonSwiftFiles() throws {
        let bad = "let v = Text(\"x\").foregroundColor(.red)\n"
        let run = try Self.lint(["."], extra: [".build/checkouts/Dep.swift": bad, ".hidden/Bad.swift": bad, "notes.txt": bad])
        #expect(run.output == Self.expectedText)
    }

    /// Paths are normalised and relative to the working directory, also beside it.
    @Test func findingsOutsideTheWorkingDirectoryHaveNormalisedRelativePaths() throws {
        let bad = "import SwiftUI\nlet v = Text(\"x\").foregroundColor(.red)\n"
        let run = try Self.lint(["../Other/./Bad.swift", "--format", "json"], extra: ["../Other/Bad.swift": bad])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["path"] as? String } == ["../Other/Bad.swift"])
        let text = try Self.lint(["../Other"], extra: ["../Other/Bad.swift": bad])
        #expect(text.output.hasPrefix("../Other/Bad.swift:2:19: warning: 'foregroundColor' is deprecated"), "\(text.output)")
    }

    @Test func cleanPathExitsZero() throws {
        let run = try Self.lint(["Sources/App/SettingsView.swift"])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == ["Linted 1 file (22 lines): 0 findings"])
    }

    @Test func baseURLReplacesTheOutputFolder() throws {
        let run = try Self.lint(["Sources/App/Note.swift", "--base-url", "https://handbook.example.com/"])
        #expect(run.output.hasSuffix("[mutable-identity] (https://handbook.example.com/rules/mutable-identity.html)\n"))
    }

    @Test func configurationDisablesRulesAndSetsSeverity() throws {
        let config = "lint:\n  disabled: [mutable-identity]\n  severity:\n    deprecated-api: error\n"
        let run = try Self.lint(["Sources"], extra: ["handbook.yml": config])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("Sources/App/ContentView.swift:7:9: error: 'NavigationView' is deprecated") == true)
        #expect(!run.output.contains("mutable-identity"))
    }

    /// A rule id the configuration misspells is named, at its line, with the rule it is
    /// nearest to; the rest of the configuration still applies.
    @Test func misspelledRuleIDsWarnAtTheirLine() throws {
        let config = "lint:\n  disabled: [deprecated-api, mutable-identty]\n  severity:\n    no-such-rule: error\n"
        let run = try Self.lint(["Sources"], extra: ["handbook.yml": config])
        #expect(run.status == 1)
        #expect(
            Array(run.errors.dropLast()) == [
                "handbook.yml:2:30: warning: unknown lint rule 'mutable-identty'; did you mean 'mutable-identity'? [config]",
                "handbook.yml:4:5: warning: unknown lint rule 'no-such-rule' [config]",
            ])
        #expect(!run.output.contains("[deprecated-api]"))
    }

    @Test func deprecatedAPIHardOnlyLeavesSoftDeprecationsOut() throws {
        let run = try Self.lint(["Sources"], extra: ["handbook.yml": "lint:\n  deprecated-api: hard-only\n"])
        #expect(run.status == 1)
        #expect(!run.output.contains("[deprecated-api]"), "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 2)
        let invalid = try Self.lint(["Sources"], extra: ["handbook.yml": "lint:\n  deprecated-api: soft\n"])
        #expect(invalid.status == 2)
        #expect(invalid.errors == ["handbook.yml:2:19: error: 'lint.deprecated-api' must be 'all' or 'hard-only'"])
    }

    @Test func configurationLimitsRulesAndRelinksThem() throws {
        let config = "lint:\n  only: [deprecated-api]\n  documentation:\n    deprecated-api: guides/migration.md#colours\n"
        let run = try Self.lint(["Sources"], extra: ["handbook.yml": config, "Content/guides/migration.md": "# Migration\n\n## Colours\n"])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasSuffix("[deprecated-api] (Output/guides/migration.html#colours)") })
    }

    /// `lint.documentation` relinks a rule only to a page the team's content has.
    @Test func documentationThatIsNotAPageOfTheContentLinksToTheRulePage() throws {
        let config = "lint:\n  only: [deprecated-api]\n  documentation:\n    deprecated-api: views/modern-api.md#colours\n"
        let run = try Self.lint(["Sources"], extra: ["handbook.yml": config, "Content/index.md": "# Team\n"])
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.hasSuffix("[deprecated-api] (Output/rules/deprecated-api.html)") })
        #expect(
            run.errors.first
                == "handbook.yml: warning: 'lint.documentation.deprecated-api' names 'views/modern-api.md', which is not a page of Content; its findings link to the rule's page [lint]"
        )
    }

    @Test func customRulesFromTheConfigurationReportAndLink() throws {
        let config = """
            lint:
              custom_rules:
                use-app-toggle:
                  regex: '\\bToggle\\('
                  message: use AppToggle, which logs the change
                  severity: error
                  documentation: team/controls.md#toggles
            """
        // The team's page exists, so findings link to it (otherwise to the rule's own page).
        let run = try Self.lint(
            ["Sources/App/SettingsView.swift"],
            extra: ["handbook.yml": config, "Content/team/controls.md": "# Controls\n\n## Toggles\n"]
        )
        #expect(run.status == 1)
        #expect(
            run.output
                == "Sources/App/SettingsView.swift:11:17: error: use AppToggle, which logs the change [use-app-toggle] (Output/team/controls.html#toggles)\n"
        )
        #expect(!run.errors.contains { $0.contains("unknown lint rule") })
    }

    @Test func customRulesCanBeDisabledAndMustNotShadowBuiltIns() throws {
        let disabled = "lint:\n  disabled: [use-app-toggle]\n  custom_rules:\n    use-app-toggle: { regex: 'Toggle', message: m }\n"
        #expect(try Self.lint(["Sources/App/SettingsView.swift"], extra: ["handbook.yml": disabled]).status == 0)
        let shadow = "lint:\n  custom_rules:\n    anyview-usage: { regex: 'Toggle', message: m }\n"
        let run = try Self.lint(["Sources/App/SettingsView.swift"], extra: ["handbook.yml": shadow])
        #expect(run.status == 2)
        #expect(run.errors == ["handbook.yml:3:5: error: custom rule 'anyview-usage' has the id of a built-in rule; choose another id"])
    }

    @Test func sarifDescribesRulesAndFindings() throws {
        let run = try Self.lint(["--format", "sarif"])
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "handbook")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // Every rule the linter runs is described once (the catalogue grows; its size is not the point).
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count)
        #expect(rules.count >= 33)
        // helpUri must be an absolute URI: without a base URL there is none to give.
        #expect(rules.allSatisfy { $0["helpUri"] == nil })

        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.count == 5)
        let summary = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let region = location?["region"] as? [String: Any]
            let suppressed = result["suppressions"] != nil ? " suppressed" : ""
            return
                "\(uri):\(region?["startLine"] as? Int ?? 0):\(region?["startColumn"] as? Int ?? 0) \(result["ruleId"] as? String ?? "?") \(result["level"] as? String ?? "?")\(suppressed)"
        }
        #expect(
            summary == [
                "Sources/App/ContentView.swift:7:9 deprecated-api warning",
                "Sources/App/ContentView.swift:9:25 foreach-indices-identity warning",
                // `Größe` is 7 UTF-8 bytes but 5 UTF-16 units: SARIF columns count UTF-16.
                "Sources/App/ContentView.swift:22:32 deprecated-api warning",
                "Sources/App/Note.swift:6:9 mutable-identity warning",
                "Sources/App/LegacyView.swift:5:24 deprecated-api warning suppressed",
            ])
        let ruleIndex = try #require(results.first?["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "deprecated-api")
    }

    @Test func sarifHelpUriIsTheRulePageUnderTheBaseURL() throws {
        let run = try Self.lint(["--format", "sarif"], extra: ["handbook.yml": "base_url: https://team.example.com/handbook/\n"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let driver = try #require((((log["runs"] as? [[String: Any]])?.first?["tool"]) as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let deprecated = try #require(rules.first { $0["id"] as? String == "deprecated-api" })
        #expect(deprecated["helpUri"] as? String == "https://team.example.com/handbook/rules/deprecated-api.html")
        #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://team.example.com/handbook/rules/") == true })
    }

    @Test func jsonListsFindingsAndSuppressions() throws {
        let run = try Self.lint(["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["files"] as? Int == 4)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["ruleID"] as? String ?? "" } == [
                "deprecated-api", "foreach-indices-identity", "deprecated-api", "mutable-identity",
            ])
        #expect(findings[2]["column"] as? Int == 34)
        let suppressed = try #require(document["suppressed"] as? [[String: Any]])
        #expect(suppressed.count == 1)
        #expect(suppressed.first?["path"] as? String == "Sources/App/LegacyView.swift")
    }

    @Test func githubAnnotations() throws {
        let run = try Self.lint(["Sources/App/Note.swift", "--format", "github"])
        #expect(
            run.output
                == "::warning file=Sources/App/Note.swift,line=6,col=9,endLine=6,endColumn=11,title=mutable-identity::'id' is computed from the mutable property 'title', so editing it changes the identity; store a 'let id' (Output/rules/mutable-identity.html)\n"
        )
    }

    @Test func aFileNestedTooDeeplyToParseIsAnErrorNotACrash() throws {
        let deep = "let a = " + String(repeating: "[", count: 10_000) + "1" + String(repeating: "]", count: 10_000) + "\n"
        let (run, seconds) = try measure { try Self.lint(["Sources/App/Deep.swift"], extra: ["Sources/App/Deep.swift": deep]) }
        #expect(seconds < 20)
        #expect(run.status != 0)
        #expect(
            run.errors.first?.hasSuffix(
                "Sources/App/Deep.swift:1:21: error: square brackets nest more than 12 levels deep, too deep to parse safely; the file cannot be linted"
            ) == true,
            "\(run.errors)")
    }

    /// `--format` is parsed as `check`'s is: an unknown format is a usage error before anything runs.
    @Test func formatIsParsedByTheArgumentParser() throws {
        #expect(try LintCommand.parse(["--format", "junit"]).format == .junit)
        do {
            _ = try LintCommand.parse(["--format", "xml"])
            Issue.record("'--format xml' was accepted")
        } catch {
            #expect(LintCommand.exitCode(for: error) == .validationFailure)
            #expect(
                LintCommand.message(for: error)
                    == "The value 'xml' is invalid for '--format <format>'. "
                    + "Please provide one of 'text', 'json', 'junit', 'sarif' or 'github'.")
        }
    }

    /// JUnit: a testsuite per file with findings, a failing testcase per finding, the
    /// suppressed finding a skipped one.
    @Test func junitHasATestcasePerFinding() throws {
        let run = try Self.lint(["--format", "junit"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(run.output.contains(#"<testsuites name="handbook lint" tests="5" failures="4" errors="0" skipped="1">"#))
        #expect(run.output.contains(#"<testsuite name="Sources/App/ContentView.swift" tests="3" failures="3" errors="0" skipped="0">"#))
        #expect(
            run.output.contains(
                #"<testcase name="mutable-identity, line 6" classname="Sources/App/Note.swift" file="Sources/App/Note.swift" line="6">"#))
        #expect(run.output.components(separatedBy: "<failure ").count == 5)
        #expect(run.output.components(separatedBy: "<skipped ").count == 2)
    }

    /// A macOS app has no Dynamic Type: its Xcode project says so, and `--platform` or
    /// `lint.platforms` overrides what the project says.
    @Test func rulesAboutTextSizeFollowThePlatformsTheCodeIsBuiltFor() throws {
        let view = "import SwiftUI\n\nstruct Gauge: View {\n    var body: some View { Text(\"42\").font(.system(size: 13)) }\n}\n"
        func project(_ sdk: String) -> String {
            "// !$*UTF8*$!\n{\n\tbuildSettings = {\n\t\tSDKROOT = \(sdk);\n\t};\n}\n"
        }
        func fires(_ run: Run) -> Bool { run.output.contains("[fixed-font-size]") }

        let mac = try Self.lint(
            ["Sources/Gauge"], extra: ["Sources/Gauge/Gauge.swift": view, "Meters.xcodeproj/project.pbxproj": project("macosx")])
        #expect(!fires(mac), "\(mac.output)")
        #expect(
            mac.errors.contains(
                "note: Meters.xcodeproj builds for macOS only, which has no Dynamic Type: rules about text sizes are off (--platform or lint.platforms says otherwise) [lint]"
            ), "\(mac.errors)")

        let phone = try Self.lint(
            ["Sources/Gauge"], extra: ["Sources/Gauge/Gauge.swift": view, "Meters.xcodeproj/project.pbxproj": project("iphoneos")])
        #expect(fires(phone))
        #expect(!phone.errors.contains { $0.hasPrefix("note:") })

        let both = try Self.lint(
            ["Sources/Gauge", "--platform", "ios"],
            extra: ["Sources/Gauge/Gauge.swift": view, "Meters.xcodeproj/project.pbxproj": project("macosx")])
        #expect(fires(both))
        let configured = try Self.lint(
            ["Sources/Gauge"], extra: ["Sources/Gauge/Gauge.swift": view, "handbook.yml": "lint:\n  platforms: [macOS]\n"])
        #expect(!fires(configured))
        #expect(fires(try Self.lint(["Sources/Gauge"], extra: ["Sources/Gauge/Gauge.swift": view])))

        let unknown = try Self.lint(["Sources/Gauge", "--platform", "palmOS"], extra: ["Sources/Gauge/Gauge.swift": view])
        #expect(unknown.status == 2)
        #expect(unknown.errors.first?.contains("unknown platform 'palmOS' for --platform") == true, "\(unknown.errors)")
        let misconfigured = try Self.lint(
            ["Sources/Gauge"], extra: ["Sources/Gauge/Gauge.swift": view, "handbook.yml": "lint:\n  platforms: [macOS, beOS]\n"])
        #expect(misconfigured.status == 2)
        #expect(misconfigured.errors.first?.contains("unknown platform 'beOS' in 'lint.platforms'") == true, "\(misconfigured.errors)")
    }

    @Test func usageErrorsExitTwo() throws {
        let missing = try Self.lint(["NoSuchFolder"])
        #expect(missing.status == 2)
        #expect(missing.errors == ["NoSuchFolder: error: no such file or folder"])
        let config = try Self.lint([], extra: ["handbook.yml": "lint:\n  severity:\n    deprecated-api: fatal\n"])
        #expect(config.status == 2)
        #expect(config.output == "")
    }

    @Test func executableReportsFindingsAndExitCodes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(folder: Self.fixture, to: "LintApp")
        let app = dir.path + "/LintApp"
        let findings = try runHandbook(["lint"], in: app)
        #expect(findings.exitCode == 1)
        #expect(findings.standardOutput == Self.expectedText)
        #expect(findings.standardError == "Linted 4 files (60 lines): 4 findings, 1 suppressed\n")

        let sarif = try runHandbook(["lint", "Sources", "--format", "sarif"], in: app)
        #expect(sarif.exitCode == 1)
        #expect(!sarif.standardOutput.contains("\"helpUri\""))

        let clean = try runHandbook(["lint", "Sources/App/SettingsView.swift"], in: app)
        #expect(clean.exitCode == 0)
        #expect(clean.standardOutput == "")

        let usage = try runHandbook(["lint", "--format", "xml"], in: app)
        #expect(usage.exitCode == 2)
        #expect(usage.standardError.contains("The value 'xml' is invalid for '--format <format>'"), "\(usage.standardError)")
        let unknownOption = try runHandbook(["lint", "--no-such-option"], in: app)
        #expect(unknownOption.exitCode == 2)
    }
}
