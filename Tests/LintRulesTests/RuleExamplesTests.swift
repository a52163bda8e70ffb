import LintRules
import Linting
import Testing

/// One rule, as a test argument named by its id.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: any LintRule.Type
    var testDescription: String { rule.description.id }
}

/// Runs every rule's own examples (SwiftLint's model): non-triggering examples are clean,
/// triggering examples fire exactly at their `↓` markers, both still hold after a
/// multibyte line, and triggering code inside a comment or a string does not fire.
@Suite struct RuleExamplesTests {
    static let cases = LintRules.all.map(RuleCase.init)

    @Test(arguments: cases)
    func examplesBehaveAsDescribed(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        let linter = Linter(rules: [ruleCase.rule])
        #expect(description.triggering.count >= 3, "\(description.id) needs at least 3 triggering examples")
        #expect(description.nonTriggering.count >= 3, "\(description.id) needs at least 3 non-triggering examples")

        for example in description.nonTriggering {
            for (prefix, shift) in Self.prefixes {
                let found = linter.lint(source: prefix + example.source, path: "example.swift").violations
                #expect(
                    found.isEmpty,
                    "non-triggering example fired\(shift > 0 ? " after a multibyte line" : ""): \(found)",
                    sourceLocation: example.sourceLocation
                )
            }
        }

        for example in description.triggering {
            let markers = example.markers
            #expect(!markers.isEmpty, "triggering example has no ↓ marker", sourceLocation: example.sourceLocation)
            for (prefix, shift) in Self.prefixes {
                let found = linter.lint(source: prefix + example.source, path: "example.swift").violations
                let positions = found.map { RuleExample.Position(line: $0.line - shift, column: $0.column) }.sorted()
                #expect(
                    positions == markers.sorted(),
                    "fired at \(positions), expected \(markers)\(shift > 0 ? " after a multibyte line" : ""): \(found.map(\.message))",
                    sourceLocation: example.sourceLocation
                )
                #expect(found.allSatisfy { $0.ruleID == description.id })
            }
            for (wrapper, wrapped) in Self.wrappings(of: example.source) {
                let found = linter.lint(source: wrapped, path: "example.swift").violations
                #expect(found.isEmpty, "fired inside \(wrapper): \(found)", sourceLocation: example.sourceLocation)
            }
        }
    }

    /// Text put in front of every example, and how many lines it adds.
    static let prefixes: [(String, Int)] = [("", 0), ("// café ✅ — naïve\n", 1)]

    /// The example commented out, and turned into a string literal.
    static func wrappings(of source: String) -> [(String, String)] {
        [
            ("a block comment", "/*\n\(source)\n*/\n"),
            ("line comments", source.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }.joined(separator: "\n")),
            ("a string literal", "let example = #\"\"\"\n\(source)\n\"\"\"#\n"),
        ]
    }
}

extension RuleExample {
    /// Where the example is written, for test failures.
    var sourceLocation: Testing.SourceLocation {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return Testing.SourceLocation(fileID: "LintRules/\(fileName)", filePath: file, line: line, column: 1)
    }
}
