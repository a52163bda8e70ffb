import Testing

@testable import Snippets

@Suite struct LabelVocabularyTests {
    static let vocabulary = LabelVocabulary.standard

    /// Every way of writing what follows a label word that makes a firm label.
    static let firmTails = [
        "", " - stable identity", " -- stable identity", ": stable identity", " — stable identity",
        " – stable identity", "- stable", "--stable", ":stable", " --", " :", ".", "-",
    ]

    static let goodWords = LabelVocabulary.defaultGoodWords
    static let badWords = LabelVocabulary.defaultBadWords

    @Test(arguments: goodWords, firmTails) func everyGoodSpelling(word: String, tail: String) throws {
        let match = try #require(Self.vocabulary.matchComment("// \(word)\(tail)"))
        #expect(match.label == .good)
        #expect(match.word == word)
        #expect(match.isFirm)
        #expect(match.text == "\(word)\(tail)".trimmingSpaces())
    }

    @Test(arguments: badWords, firmTails) func everyBadSpelling(word: String, tail: String) throws {
        let match = try #require(Self.vocabulary.matchComment("// \(word)\(tail)"))
        #expect(match.label == .bad)
        #expect(match.word == word)
        #expect(match.isFirm)
    }

    @Test(arguments: goodWords + badWords) func anyCase(word: String) throws {
        for spelling in [word.lowercased(), word.uppercased(), word.prefix(1).uppercased() + word.dropFirst().lowercased()] {
            let match = try #require(Self.vocabulary.matchComment("// \(spelling) - x"), "\(spelling)")
            #expect(match.word == word)
        }
    }

    @Test(arguments: goodWords + badWords) func noSpaceAfterSlashesAndIndentedComments(word: String) {
        #expect(Self.vocabulary.matchComment("//\(word): x")?.word == word)
        #expect(Self.vocabulary.matchComment("    // \(word)")?.word == word)
    }

    @Test func detailIsTheTextAfterTheSeparator() throws {
        let match = try #require(Self.vocabulary.matchComment("// Good - stable identity"))
        #expect(match.detail == "stable identity")
        #expect(match.text == "Good - stable identity")
        #expect(Self.vocabulary.matchComment("// Good")?.detail == nil)
    }

    @Test func ruleIdsInBrackets() throws {
        let one = try #require(Self.vocabulary.matchComment("// Bad [foreach-indices-identity] - indices as identity"))
        #expect(one.label == .bad)
        #expect(one.namedRules == ["foreach-indices-identity"])
        #expect(one.detail == "indices as identity")
        let two = try #require(Self.vocabulary.matchComment("// Avoid [anyview-usage, non-unary-row]: erasure"))
        #expect(two.namedRules == ["anyview-usage", "non-unary-row"])
        #expect(two.detail == "erasure")
        let bare = try #require(Self.vocabulary.matchComment("// Bad [anyview-usage]"))
        #expect(bare.namedRules == ["anyview-usage"])
        #expect(bare.detail == nil)
        let noSeparator = try #require(Self.vocabulary.matchComment("// Bad[anyview-usage] erases types"))
        #expect(noSeparator.isFirm)
        #expect(noSeparator.detail == "erases types")
    }

    @Test func malformedRuleListIsNoLabel() {
        #expect(Self.vocabulary.matchComment("// Bad [unclosed") == nil)
        #expect(Self.vocabulary.matchComment("// Bad [] - x") == nil)
        #expect(Self.vocabulary.matchComment("// Bad [two words]") == nil)
    }

    @Test(arguments: [
        ("// ✅ stable identity", SnippetLabel.good), ("// ❌ indices", .bad), ("// ✅", .good),
        ("// ❌: indices", .bad), ("// ✅\u{FE0F} with selector", .good), ("// ❌Bad", .bad),
    ])
    func emojiLabelsTakeAnyText(line: String, label: SnippetLabel) throws {
        let match = try #require(Self.vocabulary.matchComment(line))
        #expect(match.label == label)
        #expect(match.isFirm)
    }

    @Test(arguments: ["// Don’t - curly apostrophe", "// DON'T: shout", "// don‘t"])
    func apostropheVariants(line: String) {
        #expect(Self.vocabulary.matchComment(line)?.word == "Don't")
    }

    @Test func multiWordEntriesAllowSeveralSpaces() {
        #expect(Self.vocabulary.matchComment("// Also   right - x")?.word == "Also right")
        #expect(Self.vocabulary.matchComment("// not optimal")?.label == .bad)
        #expect(Self.vocabulary.matchComment("// ANTI-PATTERN: x")?.label == .bad)
    }

    @Test func longestWordWins() {
        #expect(Self.vocabulary.matchComment("// Don't - x")?.word == "Don't")
        #expect(Self.vocabulary.matchComment("// Fixed: x")?.word == "Fixed")
        #expect(Self.vocabulary.matchComment("// Preferred")?.word == "Preferred")
    }

    @Test(arguments: ["// Avoid doing X here", "// Bad things happen", "// Do this instead", "// Before iOS 17 we wrote"])
    func wordPlusTextIsALooseLabel(line: String) throws {
        let match = try #require(Self.vocabulary.matchComment(line))
        #expect(!match.isFirm)
    }

    @Test(arguments: [
        "// Badge count", "// Done", "// Dont", "// Goodness", "// Fixes the bug", "// Do not use indices",
        "// Better not to", "// Good, but slower", "// Good. More", "/// Good - doc comment", "let good = 1",
        "// The good way", "// good_identity", "/* Good */", "// Right-hand side", "// Do-nothing loop", "//",
    ])
    func notLabels(line: String) {
        #expect(Self.vocabulary.matchComment(line) == nil)
    }

    @Test func vocabularyIsConfigurable() {
        let custom = LabelVocabulary(goodWords: ["Yes"], badWords: ["Nope", "Bad"])
        #expect(custom.matchComment("// yes - fine")?.label == .good)
        #expect(custom.matchComment("// NOPE")?.label == .bad)
        #expect(custom.matchComment("// Good - x") == nil)
    }

    // MARK: Prose

    @Test(arguments: [
        ("Avoid:", SnippetLabel.bad), ("Prefer this:", .good), ("**Bad**", .bad), ("Good:", .good), ("*Avoid*:", .bad),
        ("**Bad:**", .bad), ("__Good__", .good), ("Don't do this:", .bad), ("Good", .good), ("**Bad example**", .bad),
        ("Better:", .good), ("Before:", .bad), ("After:", .good), ("✅ Correct:", .good), ("Do this instead:", .good),
        ("Bad [anyview-usage]:", .bad), ("  Avoid:  ", .bad), ("Not optimal:", .bad),
        ("Also right, keyed:", .good), ("Bad [anyview-usage, stable-identity, state-private]:", .bad),
        ("** Avoid **", .bad), ("**Incorrect (the row re-renders on every keystroke):**", .bad),
        ("**Correct (one formatter for the whole list):**", .good), ("✅ Read the tint from the asset catalogue.", .good),
        ("⛔️ Reading the tint by its string name can silently fail.", .bad), ("🆗 Works, with more code than needed.", .bad),
    ])
    func proseLabels(paragraph: String, label: SnippetLabel) throws {
        let match = try #require(Self.vocabulary.matchProse(paragraph))
        #expect(match.label == label)
    }

    @Test func proseLabelKeepsRulesAndCleanText() throws {
        let match = try #require(Self.vocabulary.matchProse("**Bad [anyview-usage]**:"))
        #expect(match.namedRules == ["anyview-usage"])
        #expect(match.text == "Bad [anyview-usage]")
    }

    @Test(arguments: [
        "Before iOS 17, you had to write the following:", "Avoid this pattern because it recreates every row",
        "**Bad** because it recreates views", "Good things come to those who wait.", "Do not do this:",
        "Avoid:\nsecond line", "The good way:", "Goodness:", "", "Also right, with a key path and more:",
        "Prefer a stable identity for every row in the list: the list then animates changes.",
        "Correct (as of iOS 17) behaviour depends on the identity each row keeps across updates of the list.",
    ])
    func proseThatIsNoLabel(paragraph: String) {
        #expect(Self.vocabulary.matchProse(paragraph) == nil)
    }
}
