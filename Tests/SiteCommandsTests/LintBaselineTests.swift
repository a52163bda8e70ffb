import Foundation
import Linting
import TestSupport
import Testing

@testable import SiteCommands

/// `handbook lint --fail-on` and the baseline (`--write-baseline`, `--baseline`).
@Suite struct LintBaselineTests {
    /// A copy of the LintApp fixture (4 findings, all warnings) to lint several times.
    final class App {
        let dir: TemporaryDirectory
        var root: String { dir.path + "/LintApp" }

        init() throws {
            dir = try TemporaryDirectory(prefix: "handbook-baseline")
            try dir.copy(folder: LintCommandTests.fixture, to: "LintApp")
        }

        deinit { dir.remove() }

        func lint(_ arguments: [String]) throws -> LintCommandTests.Run {
            let command = try LintCommand.parse(arguments)
            var output = ""
            var errors: [String] = []
            let status = command.execute(in: root, output: { output += $0 }, errors: { errors.append($0) })
            return LintCommandTests.Run(status: status, output: output, errors: errors)
        }

        /// Replaces `old` with `new` in a file of the app.
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let file = root + "/" + path
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    @Test func failOnErrorIgnoresWarnings() throws {
        let app = try App()
        #expect(try app.lint([]).status == 1)
        #expect(try app.lint(["--fail-on", "warning"]).status == 1)
        let errorsOnly = try app.lint(["--fail-on", "error"])
        #expect(errorsOnly.status == 0)
        #expect(errorsOnly.output == LintCommandTests.expectedText, "findings are still reported")

        try app.dir.write("lint:\n  severity: { mutable-identity: error }\n", to: "LintApp/handbook.yml")
        #expect(try app.lint(["--fail-on", "error"]).status == 1)
        #expect(throws: (any Error).self) { try LintCommand.parse(["--fail-on", "fatal"]) }
    }

    @Test func aBaselineAcceptsExistingFindingsAndFailsOnNewOnes() throws {
        let app = try App()
        let written = try app.lint(["--write-baseline", "lint-baseline.json"])
        #expect(written.status == 0)
        #expect(written.errors.last == "Wrote 4 findings to the baseline lint-baseline.json")
        let baseline = try LintBaseline(contentsOf: app.root + "/lint-baseline.json")
        #expect(
            baseline.findings.map(\.rule).sorted() == ["deprecated-api", "deprecated-api", "foreach-indices-identity", "mutable-identity"])
        #expect(baseline.findings.allSatisfy { $0.file.hasPrefix("Sources/App/") && $0.line.count == 16 })

        let clean = try app.lint(["--baseline", "lint-baseline.json"])
        #expect(clean.status == 0)
        #expect(clean.output == "")
        #expect(clean.errors.last == "Linted 4 files (60 lines): 0 findings, 1 suppressed, 4 in the baseline")

        // Lines added above the findings move them; they stay in the baseline.
        try app.edit("Sources/App/ContentView.swift", "import SwiftUI\n", "import SwiftUI\n\n// A comment.\n// Another one.\n")
        let moved = try app.lint(["--baseline", "lint-baseline.json"])
        #expect(moved.status == 0)
        #expect(moved.output == "")

        // A new finding fails, and only it is reported.
        try app.edit(
            "Sources/App/ContentView.swift", "Text(\"Größe \\(count)\").foregroundColor(.red)",
            "Text(\"Größe \\(count)\").foregroundColor(.red).foregroundColor(.blue)")
        let fresh = try app.lint(["--baseline", "lint-baseline.json"])
        #expect(fresh.status == 1)
        #expect(fresh.output.split(separator: "\n").count == 2, "the edited line's two findings are new: \(fresh.output)")
        #expect(fresh.output.contains("ContentView.swift:25:"))
        #expect(fresh.errors.last?.hasSuffix("3 in the baseline") == true)
    }

    @Test func aSecondCopyOfABaselinedLineIsNew() throws {
        let app = try App()
        #expect(try app.lint(["--write-baseline", "b.json"]).status == 0)
        try app.edit(
            "Sources/App/ContentView.swift",
            "                ForEach(notes.indices, id: \\.self) { index in\n                    Text(notes[index].title)\n                }\n",
            "                ForEach(notes.indices, id: \\.self) { index in\n                    Text(notes[index].title)\n                }\n                ForEach(notes.indices, id: \\.self) { index in\n                    Text(notes[index].title)\n                }\n"
        )
        let run = try app.lint(["--baseline", "b.json"])
        #expect(run.status == 1)
        #expect(run.output.contains("ContentView.swift:12:") && run.output.contains("[foreach-indices-identity]"))
        #expect(run.output.split(separator: "\n").count == 1)
    }

    @Test func aBaselineThatIsNotOneIsAUsageError() throws {
        let app = try App()
        try app.dir.write("not json", to: "LintApp/bad.json")
        let run = try app.lint(["--baseline", "bad.json"])
        #expect(run.status == 2)
        #expect(run.errors.last?.contains("not a lint baseline") == true)
        #expect(try app.lint(["--baseline", "missing.json"]).status == 2)
    }
}
