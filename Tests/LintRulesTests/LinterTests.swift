import Foundation
import LintRules
import Linting
import SiteCore
import Testing

/// The engine around the rules: suppression comments, configuration, context sources.
@Suite struct LinterTests {
    let linter = Linter(rules: LintRules.all)

    @Test func reportsLineAndUTF8Column() throws {
        let result = linter.lint(source: "let x = 1\nText(\"é✅\").foregroundColor(.red)\n", path: "A.swift")
        let violation = try #require(result.violations.first)
        #expect(result.violations.count == 1)
        #expect(violation.ruleID == "deprecated-api")
        // `Text("é✅").` is 6 + 2 + 3 + 3 = 14 bytes, so the name starts at byte 15.
        #expect((violation.line, violation.column, violation.endLine, violation.endColumn) == (2, 15, 2, 30))
    }

    @Test func disableAtEndOfLineSuppressesThatLineOnly() {
        let source = """
            Text("a").foregroundColor(.red) // handbook:disable deprecated-api - legacy screen
            Text("b").foregroundColor(.red)
            """
        let result = linter.lint(source: source, path: "A.swift")
        #expect(result.violations.map(\.line) == [2])
        #expect(result.suppressed.map(\.line) == [1])
    }

    @Test func disableNextLine() {
        let source = """
            // handbook:disable-next-line deprecated-api
            Text("a").foregroundColor(.red)
            Text("b").foregroundColor(.red)
            """
        let result = linter.lint(source: source, path: "A.swift")
        #expect(result.violations.map(\.line) == [3])
        #expect(result.suppressed.map(\.line) == [2])
    }

    @Test func disableAndEnableBlock() {
        let source = """
            // handbook:disable deprecated-api, anyview-usage
            Text("a").foregroundColor(.red)
            NavigationView { Text("b") }
            // handbook:enable deprecated-api
            Text("c").foregroundColor(.red)
            """
        let result = linter.lint(source: source, path: "A.swift")
        #expect(result.violations.map(\.line) == [5])
        #expect(result.suppressed.map(\.line) == [2, 3])
    }

    @Test func disableAllAndOtherRulesStillFire() {
        let all = linter.lint(source: "Text(\"a\").foregroundColor(.red) // handbook:disable all\n", path: "A.swift")
        #expect(all.violations.isEmpty && all.suppressed.count == 1)
        let other = linter.lint(source: "Text(\"a\").foregroundColor(.red) // handbook:disable anyview-usage\n", path: "A.swift")
        #expect(other.violations.count == 1 && other.suppressed.isEmpty)
    }

    @Test func suppressionInsideStringIsNotACommand() {
        let source = "let s = \"// handbook:disable all\"; Text(s).foregroundColor(.red)\n"
        #expect(linter.lint(source: source, path: "A.swift").violations.count == 1)
    }

    @Test func configurationDisablesRulesAndOverridesSeverity() throws {
        let configuration = LintConfiguration(disabledRules: ["anyview-usage"], severityOverrides: ["deprecated-api": .error])
        let configured = Linter(rules: LintRules.all, configuration: configuration)
        #expect(!configured.rules.contains { $0.ruleDescription.id == "anyview-usage" })
        let result = configured.lint(source: "func f() -> AnyView { AnyView(Text(\"a\").foregroundColor(.red)) }\n", path: "A.swift")
        #expect(result.violations.map(\.ruleID) == ["deprecated-api"])
        #expect(result.violations.first?.severity == .error)
    }

    @Test func configurationOnlyListAndDocumentationOverride() throws {
        let configuration = LintConfiguration(
            enabledRules: ["non-unary-row"], documentationOverrides: ["non-unary-row": "guide/rows.md#one-view"])
        let configured = Linter(rules: LintRules.all, configuration: configuration)
        #expect(configured.rules.count == 1)
        #expect(configured.documentation(for: "non-unary-row") == "guide/rows.md#one-view")
    }

    /// `deprecated-api` reports soft deprecations (which Xcode does not warn about) unless
    /// the configuration limits it to API deprecated in a real OS version.
    @Test func deprecatedAPICanBeLimitedToHardDeprecations() throws {
        let source = """
            struct V: View {
                @State var on = false
                var body: some View {
                    NavigationView {
                        Text("a").foregroundColor(.red)
                            .onChange(of: on, perform: { _ in })
                            .animation(.easeIn)
                    }
                }
            }

            """
        let all = Linter(rules: LintRules.all).lint(source: source, path: "A.swift").violations.filter { $0.ruleID == "deprecated-api" }
        #expect(all.count == 4)
        let configuration = LintConfiguration(deprecations: .hardOnly)
        let hard = Linter(rules: LintRules.all, configuration: configuration).lint(source: source, path: "A.swift").violations
        #expect(
            hard.filter { $0.ruleID == "deprecated-api" }.map(\.message) == [
                "'onChange(of:perform:)' is deprecated; use 'onChange(of:initial:_:)' with a closure taking no or two values (old and new) instead",
                "'animation(_:)' is deprecated; use 'animation(_:value:)' or 'withAnimation' instead",
            ])
    }

    @Test func contextDeclarationsInformRulesButAreNotLinted() {
        let context = """
            struct Person: Hashable { var name: String; var email: String }
            let people: [Person] = []
            struct Note: Identifiable { var title: String }
            let bad = Text("x").foregroundColor(.red)
            """
        let example = """
            ForEach(people, id: \\.self) { Text($0.name) }
            extension Note { var id: String { title } }
            """
        let result = linter.lint(source: example, path: "Example.swift", context: [context])
        #expect(result.violations.map(\.ruleID).sorted() == ["mutable-identity", "self-identity-on-model"])
        #expect(result.violations.allSatisfy { $0.line <= 2 })
        let alone = linter.lint(source: example, path: "Example.swift")
        #expect(alone.violations.isEmpty)
    }

    @Test func restrictingToAnExamplesLines() {
        let source = "Text(\"setup\").foregroundColor(.red)\nNavigationView { Text(\"a\") }\nText(\"b\").cornerRadius(4)\n"
        let result = linter.lint(source: source, path: "A.swift").restricted(to: 2...2)
        #expect(result.violations.map(\.line) == [2])
    }

    @Test func resultIsCodable() throws {
        let result = linter.lint(source: "NavigationView { Text(\"a\") }\n", path: "A.swift")
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(LintResult.self, from: data) == result)
    }
}
