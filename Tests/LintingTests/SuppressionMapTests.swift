import Linting
import SiteCore
import SwiftParser
import SwiftSyntax
import Testing

/// `// handbook:` comments turn rules off: on their line, the next line, or a span of lines.
@Suite struct SuppressionMapTests {
    func map(_ source: String) -> SuppressionMap {
        let tree = Parser.parse(source: source)
        return SuppressionMap(tree: tree, converter: SourceLocationConverter(fileName: "Row.swift", tree: tree))
    }

    /// Whether a finding of `rule` on `line` is suppressed.
    func suppresses(_ map: SuppressionMap, _ rule: String, onLine line: Int) -> Bool {
        map.suppresses(
            RuleViolation(ruleID: rule, severity: .warning, message: "m", line: line, column: 1, endLine: line, endColumn: 2))
    }

    @Test func aFileWithoutCommandsSuppressesNothing() {
        let suppressions = map("let title = \"Inbox\" // a plain comment\n")
        #expect(suppressions.isEmpty)
        #expect(!suppresses(suppressions, "print-in-body", onLine: 1))
    }

    @Test func aCommandAfterCodeCoversItsLineOnly() {
        let suppressions = map("let a = 1 // handbook:disable print-in-body\nlet b = 2\n")
        #expect(suppresses(suppressions, "print-in-body", onLine: 1))
        #expect(!suppresses(suppressions, "print-in-body", onLine: 2))
        #expect(!suppresses(suppressions, "anyview-usage", onLine: 1))
    }

    @Test func disableNextLineCoversTheFollowingLine() {
        let suppressions = map("let a = 1\n// handbook:disable-next-line anyview-usage\nlet b = 2\nlet c = 3\n")
        #expect(!suppresses(suppressions, "anyview-usage", onLine: 2))
        #expect(suppresses(suppressions, "anyview-usage", onLine: 3))
        #expect(!suppresses(suppressions, "anyview-usage", onLine: 4))
    }

    @Test func aCommandOnItsOwnLineRunsToTheMatchingEnable() {
        let source = """
            let a = 1
            // handbook:disable date-in-body
            let b = 2
            let c = 3
            // handbook:enable date-in-body
            let d = 4
            """
        let suppressions = map(source)
        #expect(!suppresses(suppressions, "date-in-body", onLine: 1))
        #expect(suppresses(suppressions, "date-in-body", onLine: 3))
        #expect(suppresses(suppressions, "date-in-body", onLine: 4))
        #expect(!suppresses(suppressions, "date-in-body", onLine: 6))
    }

    @Test func aDisableNeverEnabledRunsToTheEndOfTheFile() {
        let suppressions = map("// handbook:disable sort-in-body\nlet a = 1\n\n\nlet b = 2\n")
        #expect(suppresses(suppressions, "sort-in-body", onLine: 5))
        #expect(suppresses(suppressions, "sort-in-body", onLine: 500))
    }

    @Test func severalIdsAllAndAReasonAfterTheIds() {
        let suppressions = map(
            """
            let a = 1 // handbook:disable print-in-body, date-in-body - logging while we debug
            let b = 2 // handbook:disable all
            """)
        #expect(suppresses(suppressions, "print-in-body", onLine: 1))
        #expect(suppresses(suppressions, "date-in-body", onLine: 1))
        // Words after the ids are the reason, not more ids.
        #expect(!suppresses(suppressions, "logging", onLine: 1))
        #expect(suppresses(suppressions, "anything-at-all", onLine: 2))
    }

    @Test func blockCommentsCountAndUnknownVerbsDoNot() {
        let suppressions = map("let a = 1 /* handbook:disable timer-in-body */\nlet b = 2 // handbook:silence timer-in-body\n")
        #expect(suppresses(suppressions, "timer-in-body", onLine: 1))
        #expect(!suppresses(suppressions, "timer-in-body", onLine: 2))
    }
}
