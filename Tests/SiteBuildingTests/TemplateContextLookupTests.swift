import Testing

@testable import SiteBuilding

/// The contexts that name their keys for speed (`MustacheParent+Contexts.swift`) answer every
/// stored property as reflection would, so a property added later is not lost to templates.
@Suite struct TemplateContextLookupTests {
    /// The stored properties of `value` that `child` does not answer with their value (or with
    /// `nil` for an absent optional).
    static func unanswered(_ value: Any, _ child: (String) -> Any?) -> [String] {
        Mirror(reflecting: value).children.compactMap { label, stored -> String? in
            guard let label else { return nil }
            let mirror = Mirror(reflecting: stored)
            let expected: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : stored
            switch (expected, child(label)) {
            case (nil, nil): return nil
            case (let expected?, let answered?):
                return String(describing: expected) == String(describing: answered) ? nil : label
            default: return label
            }
        }
    }

    static let line = CodeContext.Line(html: "<span class=\"k\">let</span> a = 1", flag: .init(severity: "error", messageHTML: "error: no"))
    static let code = CodeContext(kind: "example-code", lines: [line])
    static let entry = NavigationContext.Entry(
        isGap: false, isPage: false, isSection: true, isOpen: true, title: "Lists", url: "lists/index.html", hasURL: true,
        path: "lists/index.html", hasPath: true, isCurrent: true, entries: [])

    @Test func everyStoredPropertyIsAnswered() {
        #expect(Self.unanswered(Self.line, Self.line.child(named:)).isEmpty)
        let plain = CodeContext.Line(html: "x")
        #expect(Self.unanswered(plain, plain.child(named:)).isEmpty)
        #expect(Self.unanswered(Self.code, Self.code.child(named:)).isEmpty)
        #expect(Self.unanswered(Self.entry, Self.entry.child(named:)).isEmpty)
        let example = ExampleContext(
            id: "example-1-1", position: "1.1", label: "good", badge: "<span>Good</span>", status: "verified", isUnchecked: false,
            verdict: .init(status: "verified", text: "✓ verified", rules: [], tooltipHTML: "why", hasAssumptions: false),
            code: Self.code, details: .init(summary: "Details", isOpen: false, reasonHTML: "why", diagnostics: [], hasDiagnostics: false))
        #expect(Self.unanswered(example, example.child(named:)).isEmpty)
        let bare = ExampleContext(
            id: "example-1-2", position: "1.2", label: "bad", badge: "", status: "none", isUnchecked: true, verdict: nil, code: nil,
            details: nil)
        #expect(Self.unanswered(bare, bare.child(named:)).isEmpty)
        #expect(Self.entry.child(named: "nothing") == nil)
    }
}
