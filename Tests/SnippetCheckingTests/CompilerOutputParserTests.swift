import Foundation
import SiteCore
import Testing

@testable import SnippetChecking

@Suite struct CompilerOutputParserTests {
    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/CompilerOutput/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func readsErrorsWarningsAndNotesFromCapturedOutput() throws {
        let diagnostics = CompilerOutputParser.parse(try fixture("errors-and-warnings.txt"))
        #expect(diagnostics.count == 4)
        let first = try #require(diagnostics.first)
        #expect(first.path == "/tmp/handbook-typecheck-1234/Example0000.swift")
        #expect(first.line == 4)
        #expect(first.column == 25)
        #expect(first.severity == .error)
        #expect(first.message == "value of type 'Text' has no member 'padingg'")
        #expect(first.group == nil)

        #expect(diagnostics[1].message == "incorrect argument label in call (have 'spasing:_:', expected 'spacing:_:')")
        #expect(diagnostics[1].column == 7)

        let deprecation = diagnostics[2]
        #expect(deprecation.severity == .warning)
        #expect(deprecation.message == "'foregroundColor' is deprecated: renamed to 'foregroundStyle(_:)'")
        #expect(deprecation.group == "DeprecatedDeclaration")
        #expect(deprecation.isDeprecation)
        #expect(deprecation.notes.map(\.message) == ["use 'foregroundStyle(_:)' instead"])

        #expect(diagnostics[3].group == "no-usage")
        #expect(!diagnostics[3].isDeprecation)
    }

    @Test func keepsDriverErrorsWithoutAPlace() throws {
        let diagnostics = CompilerOutputParser.parse(try fixture("driver-error.txt"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.path == nil)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.hasPrefix("error opening input file") == true)
    }

    @Test func ignoresSourceAndCaretLines() {
        let output = """
            /x/A.swift:2:5: error: cannot find 'foo' in scope
            let message = "warning: not a diagnostic"
                ^~~
            error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            """
        let diagnostics = CompilerOutputParser.parse(output)
        #expect(
            diagnostics.map(\.message) == [
                "cannot find 'foo' in scope", "unable to load standard library for target 'x86_64-unknown-linux-gnu'",
            ])
        #expect(diagnostics.map(\.path) == ["/x/A.swift", nil])
    }

    @Test func keepsColonsInPaths() {
        let diagnostics = CompilerOutputParser.parse("/tmp/a:b/E.swift:3:9: warning: something odd\n")
        #expect(diagnostics.first?.path == "/tmp/a:b/E.swift")
        #expect(diagnostics.first?.line == 3)
        #expect(diagnostics.first?.column == 9)
    }
}
