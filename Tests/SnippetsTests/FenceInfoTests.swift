import SiteCore
import Testing

@testable import Snippets

@Suite struct FenceInfoTests {
    @Test func readsLanguageAndEveryAttribute() {
        let info = FenceInfo("swift bad ignore compile-fail fragment rule=anyview-usage rule=non-unary-row")
        #expect(info.language == "swift")
        #expect(info.hasExplicitLanguage)
        #expect(info.label == .bad)
        #expect(info.options == SnippetOptions(isIgnored: true, mustFailToCompile: true, isFragment: true))
        #expect(info.namedRules == ["anyview-usage", "non-unary-row"])
        #expect(info.unknownAttributes.isEmpty)
        #expect(info.problems.isEmpty)
    }

    @Test func emptyInfoTakesTheDefaultLanguage() {
        #expect(FenceInfo("").language == "swift")
        #expect(FenceInfo("   ").isSwift())
        #expect(FenceInfo("", defaultLanguage: "text").language == "text")
        #expect(!FenceInfo("", defaultLanguage: "text").isSwift())
    }

    @Test func anAttributeInFirstPlaceKeepsTheDefaultLanguage() {
        let info = FenceInfo("good rule=x")
        #expect(info.language == "swift")
        #expect(!info.hasExplicitLanguage)
        #expect(info.label == .good)
        #expect(info.namedRules == ["x"])
    }

    @Test(arguments: ["swift", "Swift"]) func swiftSpellings(language: String) {
        #expect(FenceInfo(language).isSwift())
    }

    @Test(arguments: ["objc", "bash", "text", "swiftui", "SWIFT"]) func otherLanguagesAreNotSwift(language: String) {
        #expect(!FenceInfo(language).isSwift())
    }

    @Test func swiftLanguagesAreConfigurable() {
        #expect(FenceInfo("SWIFT").isSwift(swiftLanguages: ["SWIFT"]))
    }

    @Test func attributeNamesIgnoreCase() {
        let info = FenceInfo("swift BAD Compile-Fail")
        #expect(info.label == .bad)
        #expect(info.options.mustFailToCompile)
    }

    @Test func ruleValuesMayListSeveralIdsAndRepeat() {
        let info = FenceInfo("swift rule=a,b rule=a rule=c")
        #expect(info.namedRules == ["a", "b", "c"])
    }

    @Test func unknownAttributeSuggestsTheNearestKnownOne() {
        let info = FenceInfo("swift compile-fial")
        #expect(info.unknownAttributes == ["compile-fial"])
        let location = SiteCore.SourceLocation(file: "Content/a.md", line: 4, column: 1)
        #expect(
            info.diagnostics(at: location) == [
                Diagnostic(
                    .warning, "unknown fence attribute 'compile-fial'; did you mean 'compile-fail'?", at: location,
                    source: "snippets.unknown-attribute"
                )
            ])
    }

    @Test(arguments: [
        ("bda", "'bad'"), ("goood", "'good'"), ("ingore", "'ignore'"), ("fragmnet", "'fragment'"),
        ("rules=x", "'rule='"), ("compilefail", "'compile-fail'"),
    ])
    func nearMissSpellings(word: String, suggestion: String) {
        let message = FenceInfo.unknownAttributeMessage(word)
        #expect(message == "unknown fence attribute '\(word)'; did you mean \(suggestion)?")
    }

    @Test func farOffAttributeListsTheKnownOnes() {
        #expect(
            FenceInfo.unknownAttributeMessage("title=\"Demo\"") == "unknown fence attribute 'title=\"Demo\"'; "
                + "known attributes are 'good', 'bad', 'ignore', 'compile-fail', 'fragment', 'rule=<rule-id>'")
    }

    @Test func conflictingLabelsAndMissingRuleIdsAreProblems() {
        let info = FenceInfo("swift good bad rule rule=")
        #expect(info.label == .good)
        #expect(
            info.problems == [
                "conflicting fence attributes 'good' and 'bad'; using 'good'",
                "fence attribute 'rule' needs a rule id: 'rule=<rule-id>'",
                "fence attribute 'rule' needs a rule id: 'rule=<rule-id>'",
            ])
        #expect(info.diagnostics(at: nil).map(\.source) == Array(repeating: "snippets.invalid-attribute", count: 3))
    }

    @Test func editDistanceCountsASwapOnce() {
        #expect(EditDistance.between("compile-fial", "compile-fail") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("Good", "good") == 0)
        #expect(EditDistance.nearest(to: "zzz", in: FenceInfo.knownAttributes) == nil)
    }

    /// The bounded form (for scanning many names) agrees within its limit and stops above it.
    @Test func editDistanceWithALimit() {
        #expect(EditDistance.between("paddding", "padding", limit: 2) == 1)
        #expect(EditDistance.between("padingg", "padding", limit: 2) == 2)
        #expect(EditDistance.between("frame", "padding", limit: 2) == 3)
        #expect(EditDistance.nearest(to: "paddding", in: ["opacity", "padding", "position"]) == "padding")
    }
}
