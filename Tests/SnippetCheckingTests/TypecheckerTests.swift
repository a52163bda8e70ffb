import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// These run the real compiler against the small test surface: all examples of a test go
/// through one `swiftc` invocation, like a real check.
@Suite struct TypecheckerTests {
    private func errors(_ result: CompileResult?) -> [Diagnostic] {
        (result?.findings ?? []).map(\.diagnostic).filter { $0.severity == .error }
    }

    @Test func reportsEachExamplesErrorsAtItsMarkdownLinesInOneInvocation() throws {
        let misspelled = TypecheckFixtures.snippet("VStack {\n    Text(\"café\").padingg()\n}", file: "Content/a.md", line: 10, index: 0)
        let label = TypecheckFixtures.snippet("VStack(spasing: 4) {\n    Text(\"x\")\n}", file: "Content/a.md", line: 20, index: 1)
        let mismatch = TypecheckFixtures.snippet(
            "struct Row: View {\n    let count: Int\n    var body: some View { Text(count) }\n}", file: "Content/b.md", line: 5, column: 4,
            index: 0)
        let clean = TypecheckFixtures.snippet("Text(\"fine\")", file: "Content/b.md", line: 30, index: 1)
        let (_, report) = try TypecheckFixtures.typecheck([misspelled, label, mismatch, clean])
        #expect(report.invocations.count == 1)

        let first = errors(report.results[misspelled.id])
        #expect(first.map(\.message) == ["value of type 'Text' has no member 'padingg'"])
        // `    Text("café").` is 18 bytes (é is 2): `padingg` starts at column 19.
        #expect(first.first?.location == SourceLocation(file: "Content/a.md", line: 11, column: 19))

        let second = errors(report.results[label.id])
        #expect(second.first?.message.hasPrefix("incorrect argument label in call") == true)
        #expect(second.first?.location == SourceLocation(file: "Content/a.md", line: 20, column: 7))

        let third = errors(report.results[mismatch.id])
        #expect(third.first?.message == "cannot convert value of type 'Int' to expected argument type 'String'")
        #expect(third.first?.location == SourceLocation(file: "Content/b.md", line: 7, column: 3 + 32))

        #expect(report.results[clean.id] == CompileResult(status: .checked, findings: [], isProven: true))
        let everything = report.results.values.flatMap(\.findings).map(\.diagnostic) + report.runDiagnostics
        #expect(!everything.contains { "\($0.formatted) \($0.notes)".contains("handbook-typecheck") })
    }

    @Test func marksDeprecationWarnings() throws {
        let snippet = TypecheckFixtures.snippet("Text(\"old\")\n    .foregroundColor(.red)")
        let (_, report) = try TypecheckFixtures.typecheck([snippet])
        let findings = try #require(report.results[snippet.id]).findings
        #expect(findings.count == 1)
        #expect(findings.first?.isDeprecation == true)
        #expect(findings.first?.diagnostic.severity == .warning)
        #expect(findings.first?.diagnostic.location == SourceLocation(file: "Content/test.md", line: 11, column: 6))
        #expect(findings.first?.diagnostic.notes.first?.message == "use 'foregroundStyle(_:)' instead")
    }

    @Test func examplesDeclaringTheSameTypeDoNotClash() throws {
        let bad = TypecheckFixtures.snippet(
            "struct ContentView: View {\n    var body: some View { Text(\"a\") }\n}", line: 10, index: 0, label: .bad)
        let good = TypecheckFixtures.snippet(
            "struct ContentView: View {\n    var body: some View { Text(\"b\").padding() }\n}", line: 20, index: 1)
        let (_, report) = try TypecheckFixtures.typecheck([bad, good])
        #expect(report.results[bad.id]?.findings == [])
        #expect(report.results[good.id]?.findings == [])
    }

    @Test func articlePageBuildsOnEarlierExamples() throws {
        let page = try String(contentsOf: TypecheckFixtures.folder.appendingPathComponent("Pages/article.md"), encoding: .utf8)
        let snippets = Self.fences(in: page, file: "Content/article.md")
        #expect(snippets.count == 4)
        let (_, report) = try TypecheckFixtures.typecheck(snippets)
        for snippet in snippets {
            #expect(report.results[snippet.id]?.findings == [], "\(snippet.id): \(report.results[snippet.id]?.findings ?? [])")
        }
    }

    @Test func splitsLargeRunsOverSeveralInvocations() throws {
        let surface = try TypecheckFixtures.preparedSurface.get()
        let wrapper = ExampleWrapper(preludes: [], surface: surface.index)
        let snippets = (0..<5).map { TypecheckFixtures.snippet($0 == 3 ? "Text(3)" : "Text(\"\($0)\")", line: 10 * $0 + 1, index: $0) }
        var checker = Typechecker(target: .surface(moduleDirectory: surface.moduleDirectory), splitThreshold: 2, maximumInvocations: 2)
        checker.runner = CountingRunner()
        let report = try checker.typecheck(snippets.map(wrapper.wrap))
        #expect(report.invocations.count == 2)
        #expect(report.results.count == 5)
        #expect(errors(report.results[snippets[3].id]).count == 1)
        #expect(snippets.indices.filter { $0 != 3 }.allSatisfy { report.results[snippets[$0].id]?.findings == [] })
    }

    @Test func aTimeoutIsAResultNotAHang() throws {
        let surface = try TypecheckFixtures.preparedSurface.get()
        let wrapper = ExampleWrapper(preludes: [], surface: surface.index)
        let snippet = TypecheckFixtures.snippet("Text(\"slow\")")
        let checker = Typechecker(
            swiftc: "sleep", target: .surface(moduleDirectory: surface.moduleDirectory), timeout: .milliseconds(300), extraFlags: [])
        // `sleep -I <dir> -typecheck …` fails fast, so use a runner that really sleeps.
        var slow = checker
        slow.runner = SleepingRunner()
        let start = ContinuousClock.now
        let report = try slow.typecheck([wrapper.wrap(snippet)])
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(report.results[snippet.id]?.status == .timedOut)
        #expect(report.results[snippet.id]?.reason == "typechecking timed out after 0.3 s (the compiler was stopped)")
    }

    @Test func timeoutKillsTheWholeProcessGroup() throws {
        let start = ContinuousClock.now
        let output = try SystemProcessRunner().run(
            SwiftcInvocation(executable: "sh", arguments: ["-c", "sleep 30 & sleep 30; wait"]), timeout: .milliseconds(200)
        )
        #expect(output.timedOut)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// The Swift fences of a Markdown page, one snippet each (labels from `// Good`/`// Bad`).
    static func fences(in page: String, file: String) -> [Snippet] {
        var snippets: [Snippet] = []
        var current: [SnippetLine]?
        for (offset, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let lines = current {
                    let first = lines.first?.text.lowercased() ?? ""
                    let label: SnippetLabel = first.hasPrefix("// bad") ? .bad : first.hasPrefix("// good") ? .good : .unlabelled
                    snippets.append(
                        Snippet(
                            id: "\(file)#\(snippets.count).0", file: file, fenceIndex: snippets.count, partIndex: 0, label: label,
                            labelText: nil, namedRules: [], options: .init(), lines: lines,
                            startLine: lines.first?.markdownLine ?? offset, endLine: lines.last?.markdownLine ?? offset
                        ))
                    current = nil
                } else {
                    current = []
                }
            } else if current != nil {
                current?.append(SnippetLine(text: String(line), markdownLine: offset + 1))
            }
        }
        return snippets
    }
}

/// Stands in for a compiler that never finishes.
struct SleepingRunner: ProcessRunner {
    func run(_ invocation: SwiftcInvocation, timeout: Duration) throws -> ProcessOutput {
        try SystemProcessRunner().run(SwiftcInvocation(executable: "sleep", arguments: ["30"]), timeout: timeout)
    }
}
