import Snippets
import Testing

@testable import SnippetChecking

/// Fragments whose enclosing code the page leaves out in ways a plain view or statement
/// does not cover: each shape is checked with what the wrapper takes for granted on the
/// verdict, and with a real mistake inside it, which still fails on its own line.
extension FragmentShapeTests {
    /// The line (in Markdown) of the first error of `verdict`.
    private func firstErrorLine(_ verdict: Verdict) -> Int? {
        verdict.diagnostics.first { $0.severity == .error }?.location?.line
    }

    @Test func modifierLinesUnderIfAndElseAreEachCheckedOnAViewLeftOut() throws {
        let code = "// Louder while tuning the layout\n#if DEBUG\n.foregroundStyle(.red)\n.font(.title)\n#else\n.padding()\n#endif"
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(
            result.assumed.map(\.declaration) == [
                "each branch of the #if at line 11 modifies the view the page leaves out, checked on its own"
            ])
        // Both branches are typechecked: a mistake in the one the build would skip fails too.
        let inactive = try verdict(code.replacingOccurrences(of: ".font(.title)", with: ".fnt(.title)"))
        #expect(inactive.status == .failed)
        #expect(firstErrorLine(inactive) == 13)
        let active = try verdict(code.replacingOccurrences(of: ".padding()", with: ".paddin()"))
        #expect(active.status == .failed)
        #expect(firstErrorLine(active) == 15)
        // A branch that holds anything but modifier lines is left as written.
        try expectFails("#if DEBUG\n.padding()\nlet inset = \"40\" + 1\n#endif")
    }

    @Test func aContainerShownWithoutItsContentIsGivenAnEmptyOne() throws {
        let code = "// The spacing to use\n.padding()\nVStack(spacing: 12)"
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["the content of VStack(spacing:) at line 12 is left out"])
        // With modifiers after it, too.
        #expect(try verdict("VStack(spacing: 12)\n    .padding()").status == .verified)
        // The call itself is still checked: a wrong label or value fails on its line.
        let failed = try verdict(code.replacingOccurrences(of: "spacing: 12", with: "spacng: 12"))
        #expect(failed.status == .failed)
        #expect(firstErrorLine(failed) == 12)
        try expectFails("VStack(spacing: \"12\")")
        // Without arguments it is not a call shown for its arguments: as written.
        try expectFails("VStack()")
    }

    @Test func statementsThatGiveAPropertyWrapperItsStorageAreTheInitializerOfAViewLeftOut() throws {
        let code =
            "final class Journal {\n    var entries: [String] = []\n}\n// In the view's initializer\nlet journal = Journal()\n_journal = State(wrappedValue: journal)"
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(
            result.assumed.map(\.declaration) == [
                "the statements are the initializer of a view with @State private var journal: Journal, which the page leaves out"
            ])
        let inline = try verdict("final class Journal { }\n_journal = State(wrappedValue: Journal())")
        #expect(inline.status == .verified, "\(inline.status): \(inline.reason ?? "")")
        // A mistake in the value still fails, on its line.
        let failed = try verdict(code.replacingOccurrences(of: "let journal = Journal()", with: "let journal = Journal(pages: 3)"))
        #expect(failed.status == .failed)
        #expect(firstErrorLine(failed) == 14)
    }

    @Test func aLaterVersionOfAViewDoesNotStandForAnEarlierCallWithOtherLabels() throws {
        let refactored = "struct Badge: View {\n    let title: String\n    let tint: Color\n    var body: some View { Text(title) }\n}"
        let first = try verdicts(["Badge(title: \"Ripe\", glows: true)", refactored])
        #expect(first.first?.status == .verified, "\(String(describing: first.first?.status)): \(first.first?.reason ?? "")")
        #expect(first.first?.assumed.map(\.declaration) == ["Badge(title:glows:)"])
        // A near miss of a label the later type has is a typo: it gets that type, and fails.
        let typo = try verdicts(["Badge(titel: \"Ripe\", tint: .red)", refactored])
        #expect(typo.first?.status == .failed)
    }

    /// A page of independent tips uses a view as a placeholder (`Greenhouse()`) that a later
    /// tip declares with fields: not that view, which every call must give its fields.
    @Test func aLaterViewWithFieldsDoesNotStandForAnEarlierCallWithoutArguments() throws {
        let later = "struct Greenhouse: View {\n    let owner: String\n    var body: some View { Text(owner) }\n}"
        let placeholder = "Greenhouse()\n    .padding()"
        let results = try verdicts([placeholder, later])
        #expect(results.first?.status == .verified, "\(String(describing: results.first?.status)): \(results.first?.reason ?? "")")
        #expect(results.first?.assumed.map(\.declaration) == ["Greenhouse()"])
        // Some arguments, one missing: a call of that view, which fails.
        let partial = try verdicts(
            [
                "struct Tray: View {\n    let crop: String\n    let count: Int\n    var body: some View { Text(crop) }\n}",
                "Tray(crop: \"Basil\")",
            ].reversed())
        #expect(partial.first?.status == .failed)
        // Declared once, earlier: its call without arguments is the page's mistake.
        let earlier = try verdicts([later, placeholder])
        #expect(earlier.last?.status == .failed)
        #expect(earlier.last?.assumed.isEmpty == true)
    }

    /// A page of numbered tips declares `Greenhouse` with fields in one tip and uses
    /// `Greenhouse()` as a placeholder in another: each tip stands alone, so the call is to
    /// the tip's own view. Within one tip, or on a page that is one text, it is the page's
    /// mistake; a near miss of a label is a typo of the declared view in any tip.
    @Test func anotherTipsViewDoesNotStandForACallThatContradictsIt() throws {
        let declared = "struct Greenhouse: View {\n    let owner: String\n    var body: some View { Text(owner) }\n}"
        let placeholder = "Greenhouse()\n    .padding()"
        let tips = try verdicts([declared, placeholder], tipsAt: [0, 1])
        #expect(tips.last?.status == .verified, "\(String(describing: tips.last?.status)): \(tips.last?.reason ?? "")")
        #expect(tips.last?.assumed.map(\.declaration) == ["Greenhouse()"])
        let sameTip = try verdicts([declared, placeholder], tipsAt: [0])
        #expect(sameTip.last?.status == .failed)
        #expect(sameTip.last?.assumed.isEmpty == true)
        let typo = try verdicts([declared, "Greenhouse(ownr: \"Ada\")"], tipsAt: [0, 1])
        #expect(typo.last?.status == .failed)
        // A call that fits is still to the declared view, and its mistakes fail.
        let fits = try verdicts([declared, "Greenhouse(owner: 4)"], tipsAt: [0, 1])
        #expect(fits.last?.status == .failed)
    }

    /// A function another example declares with labelled parameters is not what a call
    /// without them means when the page declares the name more than once, or in another tip:
    /// the call is to a helper the example leaves out, assumed. Declared once in the same
    /// text, the call is the page's mistake.
    @Test func aFunctionWithOtherParametersDoesNotStandForACallWithoutThem() throws {
        let one = "func water(bed: String, litres: Int) -> String {\n    bed\n}"
        let two = "func water(bed: String) -> String {\n    bed\n}"
        let call = "func morningRound() {\n    water()\n}"
        let reused = try verdicts([one, two, call])
        #expect(reused.last?.status == .verified, "\(String(describing: reused.last?.status)): \(reused.last?.reason ?? "")")
        #expect(reused.last?.assumed.map(\.declaration) == ["water()"])
        let otherTip = try verdicts([one, call], tipsAt: [0, 1])
        #expect(otherTip.last?.status == .verified, "\(String(describing: otherTip.last?.status)): \(otherTip.last?.reason ?? "")")
        let once = try verdicts([one, call])
        #expect(once.last?.status == .failed)
        // A call that fits one of them gets it: a wrong argument type fails.
        #expect(try verdicts([one, two, "func noon() {\n    print(water(bed: 3))\n}"]).last?.status == .failed)
    }

    /// Static members shown alone, after a page's `extension Seedling { struct Style { … } }`:
    /// the `...` the page left in `Style`, so they are members of `Seedling.Style`, where
    /// `Style` means that type.
    @Test func staticMembersShownAloneBelongToATypeThePageNestsInAnother() throws {
        let view =
            "struct Seedling: View {\n    let style: Style\n    var body: some View { Text(style.name).foregroundStyle(style.tint) }\n}"
        let nested = """
            extension Seedling {
                struct Style {
                    let name: String
                    let tint: Color
                    init(name: String, tint: Color = .green) {
                        self.name = name
                        self.tint = tint
                    }
                }
            }
            """
        let statics =
            "// Fresh from the tray\nstatic var sprout: Style {\n    Style(name: \"Sprout\")\n}\n\nstatic var wilted: Style {\n    Style(name: \"Wilted\", tint: .red)\n}"
        let results = try verdicts([view, nested, statics])
        let last = try #require(results.last)
        #expect(last.status == .verified, "\(last.status): \(last.reason ?? "")")
        #expect(last.assumed.map(\.declaration) == ["the static members are members of Seedling.Style, which the page declares"])
        // Checked against that type: a value of the wrong type fails.
        #expect(
            try verdicts([view, nested, statics.replacingOccurrences(of: "tint: .red", with: "tint: \"red\"")]).last?.status == .failed)
        // The examples after it use the statics, and a misspelled one fails.
        let use = "Seedling(style: .sprout)\n    .padding()"
        let later = try verdicts([view, nested, statics, use])
        #expect(later.last?.status == .verified, "\(String(describing: later.last?.status)): \(later.last?.reason ?? "")")
        #expect(try verdicts([view, nested, statics, use.replacingOccurrences(of: ".sprout", with: ".sprot")]).last?.status == .failed)
        // Without the nested type on the page, nothing is taken for granted.
        #expect(try verdicts([view, statics]).last?.assumed.contains { $0.name == "Seedling.Style" } == false)
    }
}
