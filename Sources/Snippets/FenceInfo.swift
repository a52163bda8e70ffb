import SiteCore

/// A code fence's info string, parsed: the language and the example attributes after it.
///
/// The info string is split into words at spaces and tabs. The first word is the
/// language, unless it is itself an attribute (```` ```bad ````), in which case the
/// language is the default one. The words after it are attributes:
///
/// | attribute | meaning |
/// |---|---|
/// | `good`, `bad` | the example's label; wins over label comments and prose labels |
/// | `ignore` | rendered, not checked |
/// | `compile-fail` | must fail to typecheck |
/// | `fragment` | a part that is not meant to stand alone |
/// | `rule=<id>` | a lint rule the example must trip; may repeat, or list ids with `,` |
///
/// Attribute names are matched without regard to case. Anything else is kept in
/// ``unknownAttributes`` and reported by ``diagnostics(in:)`` with the nearest known
/// spelling, e.g. "unknown fence attribute 'compile-fial'; did you mean 'compile-fail'?".
///
/// ```swift
/// let info = FenceInfo("swift bad rule=anyview-usage")
/// info.label        // .bad
/// info.namedRules   // ["anyview-usage"]
/// ```
package struct FenceInfo: Hashable, Sendable {
    /// The attribute names this parser knows, in the order suggestions prefer them.
    package static let knownAttributes = ["good", "bad", "ignore", "compile-fail", "fragment", "rule"]

    /// The languages counted as Swift unless a caller says otherwise.
    package static let defaultSwiftLanguages: Set<String> = ["swift", "Swift"]

    /// The language: the first word, or the default language when the info string is
    /// empty or starts with an attribute.
    package var language: String
    /// Whether the info string named the language itself.
    package var hasExplicitLanguage: Bool
    /// The label set by `good` or `bad`, if any (the first one when both are given).
    package var label: SnippetLabel?
    /// `ignore`, `compile-fail` and `fragment`.
    package var options: SnippetOptions
    /// Rule ids from `rule=` attributes, in order, without duplicates.
    package var namedRules: [String]
    /// Attribute words that are not known, as written (`compile-fial`, `title="x"`).
    package var unknownAttributes: [String]
    /// Problems with known attributes: both `good` and `bad`, `rule` without an id.
    package var problems: [String]

    /// Parses an info string.
    /// - Parameters:
    ///   - info: the text after the opening fence, e.g. `swift bad rule=anyview-usage`.
    ///   - defaultLanguage: the language of a fence whose info names none.
    package init(_ info: String, defaultLanguage: String = "swift") {
        language = defaultLanguage
        hasExplicitLanguage = false
        label = nil
        options = SnippetOptions()
        namedRules = []
        unknownAttributes = []
        problems = []

        var words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, !Self.isAttribute(first) {
            language = first
            hasExplicitLanguage = true
            words.removeFirst()
        }
        for word in words { apply(word) }
    }

    /// Whether the fence's language counts as Swift.
    /// - Parameter swiftLanguages: the spellings that count (``defaultSwiftLanguages``).
    package func isSwift(swiftLanguages: Set<String> = FenceInfo.defaultSwiftLanguages) -> Bool {
        swiftLanguages.contains(language)
    }

    /// Warnings for the unknown attributes and the problems, placed at `location`
    /// (the opening fence).
    package func diagnostics(at location: SourceLocation?) -> [Diagnostic] {
        let unknown = unknownAttributes.map { word -> Diagnostic in
            Diagnostic(.warning, Self.unknownAttributeMessage(word), at: location, source: "snippets.unknown-attribute")
        }
        let others = problems.map { Diagnostic(.warning, $0, at: location, source: "snippets.invalid-attribute") }
        return unknown + others
    }

    // MARK: Parsing

    private static func isAttribute(_ word: String) -> Bool {
        let name = attributeName(word)
        return knownAttributes.contains(name) && (name == "rule") == word.contains("=")
    }

    private static func attributeName(_ word: String) -> String {
        String(word.prefix(while: { $0 != "=" })).lowercased()
    }

    private mutating func apply(_ word: String) {
        let name = Self.attributeName(word)
        let value = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
        switch (name, value) {
        case ("good", nil), ("bad", nil):
            let newLabel: SnippetLabel = name == "good" ? .good : .bad
            if let label, label != newLabel {
                problems.append("conflicting fence attributes 'good' and 'bad'; using '\(label.rawValue)'")
            } else {
                label = newLabel
            }
        case ("ignore", nil): options.isIgnored = true
        case ("compile-fail", nil): options.mustFailToCompile = true
        case ("fragment", nil): options.isFragment = true
        case ("rule", let value?):
            let ids = value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            if ids.isEmpty { problems.append("fence attribute 'rule' needs a rule id: 'rule=<rule-id>'") }
            for id in ids where !namedRules.contains(id) { namedRules.append(id) }
        case ("rule", nil):
            problems.append("fence attribute 'rule' needs a rule id: 'rule=<rule-id>'")
        case (_, _?) where Self.knownAttributes.contains(name):
            problems.append("fence attribute '\(name)' takes no value")
        default:
            unknownAttributes.append(word)
        }
    }

    // MARK: Messages

    static func unknownAttributeMessage(_ word: String) -> String {
        let name = attributeName(word)
        if let suggestion = EditDistance.nearest(to: name, in: knownAttributes) {
            let spelled = suggestion == "rule" ? "rule=" : suggestion
            return "unknown fence attribute '\(word)'; did you mean '\(spelled)'?"
        }
        let known = knownAttributes.map { $0 == "rule" ? "'rule=<rule-id>'" : "'\($0)'" }.joined(separator: ", ")
        return "unknown fence attribute '\(word)'; known attributes are \(known)"
    }
}
