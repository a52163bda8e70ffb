import LintRules
import Linting
import SiteCore
import Testing

/// A team's `custom_rules`: a regular expression over code only, reported like a built-in
/// rule, configurable and suppressible like one.
@Suite struct CustomRuleTests {
    static func noPrint(severity: Severity = .warning) throws -> CustomRule {
        try CustomRule(
            id: "no-print-in-views", name: "No print in views", regex: #"\bprint\("#,
            message: "log with Logger, not print", severity: severity, documentation: "team/logging.md#no-print",
            triggering: ["print(total)"], nonTriggering: [#"logger.info("print(total)")"#])
    }

    static func lint(_ source: String, _ configuration: LintConfiguration) -> [RuleViolation] {
        Linter(rules: LintRules.all, configuration: configuration).lint(source: source, path: "App.swift").violations
            .filter { $0.ruleID == "no-print-in-views" }
    }

    @Test func matchesCodeAtTheMatchStart() throws {
        let source = """
            // café ✅ — print( in a comment
            let note = "print(total) in a string"
            func total() { let t = 1; print(t) }
            /* print( */ let x = 1
            """
        let found = Self.lint(source, LintConfiguration(customRules: [try Self.noPrint()]))
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:27"])
        #expect(found.first?.message == "log with Logger, not print")
        #expect(found.first?.severity == .warning)
    }

    @Test func multilineAndRawStringsAreNotSearched() throws {
        let source = #"""
            let a = """
                print(1)
                """
            let b = #"print(2)"#
            """#
        #expect(Self.lint(source, LintConfiguration(customRules: [try Self.noPrint()])).isEmpty)
    }

    @Test func severityDisablingAndSuppressionWorkAsForBuiltInRules() throws {
        let rule = try Self.noPrint(severity: .note)
        let source = "func f() {\n    print(1)\n    print(2) // handbook:disable no-print-in-views\n}\n"
        let graded = Self.lint(source, LintConfiguration(severityOverrides: ["no-print-in-views": .error], customRules: [rule]))
        #expect(graded.map(\.line) == [2])
        #expect(graded.first?.severity == .error)
        #expect(Self.lint(source, LintConfiguration(disabledRules: ["no-print-in-views"], customRules: [rule])).isEmpty)
        #expect(Self.lint(source, LintConfiguration(enabledRules: ["deprecated-api"], customRules: [rule])).isEmpty)
    }

    @Test func describesItselfForTheRulePageAndLinks() throws {
        let linter = Linter(rules: LintRules.all, configuration: LintConfiguration(customRules: [try Self.noPrint()]))
        let description = try #require(linter.descriptions.last)
        #expect(description.id == "no-print-in-views")
        #expect(description.name == "No print in views")
        #expect(description.documentationPage == "team/logging.md")
        #expect(description.documentationAnchor == "no-print")
        #expect(description.triggering.map(\.source) == ["print(total)"])
        #expect(linter.documentation(for: "no-print-in-views") == "team/logging.md#no-print")
    }

    @Test func ownExamplesBehaveAsDescribed() throws {
        let rule = try Self.noPrint()
        let configuration = LintConfiguration(customRules: [rule])
        for example in rule.triggeringExamples {
            #expect(Self.lint(example, configuration).count == 1, "\(example)")
        }
        for example in rule.nonTriggeringExamples {
            #expect(Self.lint(example, configuration).isEmpty, "\(example)")
        }
    }

    @Test func anInvalidPatternIsAnError() {
        #expect(throws: HandbookError.self) { try CustomRule(id: "broken", regex: "(", message: "m") }
    }
}
