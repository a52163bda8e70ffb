import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// Fragments that stand inside a builder the page leaves out, code a page leaves out or
/// writes as prose, two ways shown in one block, and declarations several examples share.
/// Each shape is checked with a real mistake inside it too: that still fails.
extension FragmentShapeTests {
    /// The verdicts of a page of examples, in order (each later example sees the earlier).
    /// - Parameter tipsAt: On a page of independent tips, the indices of the examples that
    ///   start a tip (each is under a numbered heading of its own).
    func verdicts(_ codes: [String], label: SnippetLabel = .unlabelled, tipsAt: [Int] = []) throws -> [Verdict] {
        let options = SnippetCheckEngine.Options(
            projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: TypecheckFixtures.temporaryFolder("cache"),
            surfaceDirectory: TypecheckFixtures.surfaceDirectory
        )
        var line = 10
        let snippets = codes.enumerated().map { index, code in
            defer { line += code.split(separator: "\n", omittingEmptySubsequences: false).count + 3 }
            return TypecheckFixtures.snippet(code, line: line, index: index, label: label)
        }
        let tipStarts = tipsAt.map { snippets[$0].startLine - 2 }
        let page = CheckPage(file: "Content/test.md", snippets: snippets, tipStarts: tipStarts)
        return try SnippetCheckEngine(rules: [], options: options).check(pages: [page], sitePrelude: nil).results.map(\.verdict)
    }

    func verdict(_ code: String, label: SnippetLabel = .unlabelled) throws -> Verdict {
        try #require(try verdicts([code], label: label).first)
    }

    /// Expects `code` to fail: a real mistake inside a supported shape.
    func expectFails(_ code: String, label: SnippetLabel = .unlabelled, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let result = try verdict(code, label: label)
        #expect(result.status == .failed, "\(result.status): \(result.reason ?? "")", sourceLocation: sourceLocation)
    }

    // MARK: Builders a fragment stands inside

    @Test func aCommentBeforeScenesKeepsThemScenes() throws {
        let code = "// The main window\nWindowGroup {\n    Text(\"Greenhouse\")\n}\n.windowStyle(.hiddenTitleBar)"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: ".hiddenTitleBar", with: ".hiddenTitleBr"))
    }

    @Test func aCommentBeforeMarksKeepsThemChartContent() throws {
        #expect(try verdict("// Rainfall per day\nBarMark()").status == .verified)
        // A misspelled mark is never assumed, in chart content as anywhere. (A label the
        // mark lacks would be assumed as the page's own extension and reported as such.)
        try expectFails("// Rainfall per day\nBarMrk()")
    }

    @Test func axisMarksGoInsideAChartAxis() throws {
        #expect(try verdict("AxisMarks(position: .leading) { _ in\n    AxisGridLine()\n}").status == .verified)
        try expectFails("AxisMarks(position: .leadng) { _ in\n    AxisGridLine()\n}")
    }

    @Test func partsOfAnAxisMarkGoInsideAxisMarks() throws {
        #expect(try verdict("AxisGridLine()\nAxisTick(length: 4)\nAxisValueLabel()").status == .verified)
        try expectFails("AxisGridLine()\nAxisTick(length: \"long\")")
    }

    @Test func toolbarItemsGoInsideAToolbar() throws {
        #expect(try verdict("ToolbarItem(placement: .primaryAction) {\n    Button(\"Water\") { }\n}").status == .verified)
        try expectFails("ToolbarItem(placement: .primaryActon) {\n    Button(\"Water\") { }\n}")
    }

    @Test func commandsGoInsideTheCommandsOfAScene() throws {
        #expect(try verdict("CommandMenu(\"Garden\") {\n    Button(\"Water all\") { }\n}").status == .verified)
        try expectFails("CommandMenu(\"Garden\") {\n    Button(\"Water all\") { }.paddin()\n}")
    }

    @Test func sceneModifiersShownAloneModifyAScene() throws {
        #expect(try verdict("// Size the window to its content\n.windowResizability(.contentSize)").status == .verified)
        try expectFails(".windowResizability(.contentSzie)")
        let commands = ".commands {\n    CommandMenu(\"Garden\") {\n        Button(\"Water all\") { }\n    }\n}"
        #expect(try verdict(commands).status == .verified)
    }

    @Test func aBodyOfScenesShownAloneIsAnAppsBody() throws {
        let code = "var body: some Scene {\n    WindowGroup {\n        Text(\"Greenhouse\")\n    }\n}"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "Text(\"Greenhouse\")", with: "Text(\"Greenhouse\").fnt(.title)"))
    }

    // MARK: Code left out, and prose

    @Test func anEllipsisWhereAValueGoesIsCodeLeftOutOfTheTypeItsPlaceNeeds() throws {
        let code =
            "func badge(isNew: Bool) -> AnyView {\n    if isNew {\n        return AnyView(...)\n    }\n    return AnyView(Text(\"Seed\"))\n}"
        let leftOut = try verdict(code, label: .good)
        #expect(leftOut.status == .verified, "\(leftOut.status): \(leftOut.reason ?? "")")
        #expect(leftOut.assumed.map(\.declaration) == ["the code left out at line 12 is a value of the type its place needs"])
        #expect(try verdict("let readings: [Double] = ...\nlet total = readings.reduce(0, +)").status == .verified)
        // A value the code shown never reads may be read by the code left out; with nothing
        // left out, a good example's unused value is a warning that makes it a mismatch.
        let unread = "@ViewBuilder\nfunc seedTag(_ count: Int?) -> some View {\n    if let count {\n        Text(...)\n    }\n}"
        let unreadLeftOut = try verdict(unread, label: .good)
        #expect(unreadLeftOut.status == .verified, "\(unreadLeftOut.status): \(unreadLeftOut.reason ?? "")")
        let unreadShown = try verdict(unread.replacingOccurrences(of: "Text(...)", with: "Text(\"Sale\")"), label: .good)
        #expect(unreadShown.status == .mismatch, "\(unreadShown.status): \(unreadShown.reason ?? "")")
        // A place no value fits (a sequence of no known type): unverified, not failed.
        let nothingFits = try verdict("for reading in ... {\n    print(reading)\n}", label: .good)
        #expect(nothingFits.status == .unverified)
        #expect(nothingFits.reason == VerdictJudge.leftOutReason)
        // A mistake on a line of its own still fails, beside a `...`.
        try expectFails("VStack {\n    Text(...)\n        .paddin()\n}", label: .good)
        try expectFails("let readings: [Double] = ...\nlet total: String = readings.reduce(0, +)")
        // A range is not code left out.
        try expectFails("let few = Array((0...).prefix(\"3\"))")
    }

    @Test func aContentClosureLeftOutTakesTheArgumentItsViewGives() throws {
        // `ForEach(beds) { /* ... */ }`: the row left out takes the element; the verdict says
        // the code at that line is left out.
        let rows = """
            struct BedList: View {
                let beds: [Bed]

                var body: some View {
                    VStack {
                        ForEach(beds) { /* ... */ }
                    }
                    .padding()
                }
            }
            """
        let leftOut = try verdict(rows, label: .good)
        #expect(leftOut.status == .verified, "\(leftOut.status): \(leftOut.reason ?? "")")
        #expect(leftOut.assumed.contains { $0.declaration == "the body left out at line 15 takes the one argument its view gives" })
        try expectFails(rows.replacingOccurrences(of: ".padding()", with: ".paddin()"), label: .good)
        // The rest of that line is the page's own code: a mistake there still fails.
        try expectFails(rows.replacingOccurrences(of: "ForEach(beds)", with: "ForEach(beds.prefix(\"3\"))"), label: .good)
    }

    @Test func aSyntaxErrorAboveTheCodeLeftOutIsThePagesOwn() throws {
        let shown = """
            struct BedList: View {
                private var openBeds: [Bed] {
                    beds.filter({ $0.isOpen })
                }

                var body: some View {
                    List(openBeds) { bed in
                        ...
                    }
                }
            }
            """
        // The collection filtered into a `[Bed]` holds beds (assumed, and said so).
        let clean = try verdict(shown, label: .good)
        #expect(clean.status == .verified, "\(clean.status): \(clean.reason ?? "")")
        #expect(clean.assumed.contains { $0.name == "beds" && $0.declaration.contains("[Bed]") }, "\(clean.assumed)")
        // A stray parenthesis above the `...`: the parser read it before the code left out,
        // so nothing left out caused it.
        let stray = try verdict(shown.replacingOccurrences(of: "$0.isOpen })", with: "$0.isOpen }))"), label: .good)
        #expect(stray.status == .failed, "\(stray.status): \(stray.reason ?? "")")
        #expect(stray.reason?.hasPrefix("syntax error: unexpected code ')'") == true, "\(stray.reason ?? "")")
        // Below the code left out, the parser may still be recovering from it: unverified.
        let below = try verdict("VStack {\n    ...\n}\nText(\"Basil\"))", label: .good)
        #expect(below.status == .unverified, "\(below.status): \(below.reason ?? "")")
        #expect(below.reason == VerdictJudge.leftOutReason)
    }

    @Test func aLineThatOnlyMarksCodeLeftOutIsDroppedAndTheVerdictSaysSo() throws {
        let code = "VStack {\n    Text(\"Basil\")\n    ...\n    Text(\"Thyme\")\n}"
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["the code left out at line 12 is not needed"])
        #expect(try verdict("ForEach(1...3, id: \\.self) { _ in\n    …\n}").status == .verified)
        // A mistake beside it still fails, on its own line.
        let failed = try verdict("VStack {\n    ...\n}\n.paddin()")
        #expect(failed.status == .failed)
        #expect(failed.diagnostics.first { $0.severity == .error }?.location?.line == 13)
        try expectFails("func stock() -> Int {\n    let seeds: Int = \"12\"\n    ...\n    return seeds\n}")
    }

    @Test func aBodyWhoseResultIsLeftOutIsCodeLeftOut() throws {
        // Nothing but the marker, or code before it: what the body returns is left out.
        #expect(try verdict("func header() -> some View {\n    ...\n}").reason == VerdictJudge.leftOutReason)
        #expect(try verdict("func header() -> some View {\n    let title = \"Basil\"\n    ...\n}").reason == VerdictJudge.leftOutReason)
        #expect(
            try verdict("func header() -> some View {\n    let title = \"Basil\"\n    // more rows\n}").reason == VerdictJudge.leftOutReason
        )
        // A body that is all there and returns nothing still fails.
        try expectFails("func header() -> some View {\n    let title = \"Basil\"\n}")
        try expectFails("func header() -> some View {\n    ...\n}\nlet count: Int = \"3\"")
    }

    @Test func anEditorPlaceholderIsCodeLeftOut() throws {
        let placeholder = try verdict("Text(<#title#>)")
        #expect(placeholder.status == .verified, "\(placeholder.status): \(placeholder.reason ?? "")")
        #expect(placeholder.assumed.map(\.declaration) == ["the code left out at line 10 is a value of the type its place needs"])
        try expectFails("VStack {\n    Text(\"Basil\"))\n    Text(<#title#>)\n}")
    }

    @Test func aBodyLeftOutButForAPlaceholderCommentIsCodeLeftOut() throws {
        #expect(try verdict("func header() -> some View {\n    // more views\n}").reason == VerdictJudge.leftOutReason)
        try expectFails("func header() -> some View {\n    // more views\n}\nlet count: Int = \"3\"")
        // Only errors about the empty body: a mistake on its line still fails.
        try expectFails("func header() -> some View { /* ... */ }; let count: Int = \"3\"")
    }

    @Test func aDecisionTreeInACodeBlockIsProse() throws {
        let tree = "Does the view own the value?\n├─ YES → @State private var\n└─ NO → @Binding var"
        let prose = try verdict(tree)
        #expect(prose.status == .unverified)
        #expect(prose.reason == VerdictJudge.proseReason)
        try expectFails("Text(\"Basil\"))")
    }

    // MARK: Two ways in one block

    @Test func aTypeDeclaredTwiceIsTwoWaysCheckedApart() throws {
        let code =
            "struct PlantView: View {\n    @State private var water = 1\n}\n\n// Or\nstruct PlantView: View {\n    @Binding var water: Int\n}"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "water: Int", with: "water: Strin"))
    }

    @Test func aMemberDeclaredTwiceIsTwoWaysCheckedApart() throws {
        let code = "@State private var count = 0\n\nText(\"Seeds\")\n\n// When the parent owns it:\n@Binding var count: Int"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "@Binding var count: Int", with: "@State private var count: Int = \"none\""))
    }

    @Test func aConstantBoundTwiceIsTwoWaysCheckedApart() throws {
        let code = "// Short\nlet label = Text(\"Basil\")\n\n// Long\nlet label = Text(\"Sweet basil\")"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "Text(\"Sweet basil\")", with: "Text(7)"))
    }

    // MARK: Macros and page-wide declarations

    @Test func anEntryWithoutATypeTakesItsValuesType() throws {
        let code =
            "struct WaterAction { func callAsFunction() { } }\nextension EnvironmentValues {\n    @Entry var water = WaterAction()\n}"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "WaterAction()\n}", with: "WaterAction(litres: 2)\n}"))
    }

    @Test func anExtensionMemberShownAgainReplacesTheEarlierOne() throws {
        let first = "extension EnvironmentValues {\n    var bedTint: Color {\n        get { .red }\n        set { }\n    }\n}"
        let again = first.replacingOccurrences(of: ".red", with: ".secondary")
        #expect(try verdicts([first, again]).map(\.status) == [.verified, .verified])
        let wrong = first.replacingOccurrences(of: ".red", with: ".secondery")
        let statuses = try verdicts([first, wrong])
        #expect(statuses.map(\.status) == [.verified, .failed], "\(statuses)")
    }

    @Test func aSubscriptLabelBringsItsExtension() throws {
        let subscriptDeclaration =
            "extension Collection {\n    subscript(safe index: Index) -> Element? {\n        indices.contains(index) ? self[index] : nil\n    }\n}"
        let use = "let seeds = [\"basil\"]\nlet first = seeds[safe: 0]"
        #expect(try verdicts([subscriptDeclaration, use]).map(\.status) == [.verified, .verified])
        let wrong = use.replacingOccurrences(of: "safe:", with: "sfe:")
        #expect(try verdicts([subscriptDeclaration, wrong]).map(\.status) == [.verified, .failed])
    }

    @Test func aClassShownWithoutItsInitializerIsAnExcerpt() throws {
        let excerpt =
            "final class Greenhouse {\n    let name: String\n    var beds: [String]\n}\n\nextension Greenhouse {\n    func describe() -> String { name }\n}"
        let shown = try verdict(excerpt)
        #expect(shown.status == .unverified)
        #expect(
            shown.reason
                == "the example shows 'Greenhouse' without the initializer its stored properties need, so it cannot be compiled as shown")
        // An example that creates one uses an initializer that does not exist.
        try expectFails(excerpt + "\n\nlet house = Greenhouse()")
        // Its other lines are still checked.
        try expectFails(excerpt.replacingOccurrences(of: "{ name }", with: "{ name + 1 }"))
    }

    @Test func publicExtensionMembersOfTwoExamplesDoNotClash() throws {
        let first = "extension EnvironmentValues {\n    public var bedTint: Color {\n        get { .red }\n        set { }\n    }\n}"
        let again = first.replacingOccurrences(of: ".red", with: ".secondary")
        #expect(try verdicts([first, again]).map(\.status) == [.verified, .verified])
        let wrong = first.replacingOccurrences(of: ".red", with: ".secondery")
        #expect(try verdicts([first, wrong]).map(\.status) == [.verified, .failed])
    }

    @Test func aSampleNameThePageReusesIsNotHeldToAnotherSectionsDeclaration() throws {
        let first = "struct ContentView: View {\n    var body: some View { Text(\"Beds\") }\n}"
        let second = "struct ContentView: View {\n    var body: some View { Text(\"Seeds\") }\n}"
        let preview = "VStack {\n    ContentView(isWatered: true)\n}"
        let statuses = try verdicts([first, second, preview])
        #expect(statuses.map(\.status) == [.verified, .verified, .verified], "\(statuses)")
        #expect(statuses.last?.assumed.map(\.declaration) == ["ContentView(isWatered:)"])
        // A name the page declares once is its declaration: a call that does not fit fails.
        let row = "struct SeedRow: View {\n    let name: String\n    var body: some View { Text(name) }\n}"
        #expect(try verdicts([row, "VStack {\n    SeedRow(title: \"Basil\")\n}"]).map(\.status) == [.verified, .failed])
    }

    @Test func viewsThatShowWhatStatementsBuiltAreTheirResult() throws {
        let code = "var label = \"Basil\"\nlabel += \" (sweet)\"\n\nText(label)"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "Text(label)", with: "Text(label.count)"))
    }

    @Test func modifiersAfterABlankLineBelowAStatementModifyAViewLeftOut() throws {
        let code = "func refill() { }\nrefill()\n\n// Then on the row\n.padding()\n.font(.title)"
        #expect(try verdict(code).status == .verified)
        let failed = try verdict(code.replacingOccurrences(of: ".font(.title)", with: ".fnt(.title)"))
        #expect(failed.status == .failed)
        #expect(failed.diagnostics.first { $0.severity == .error }?.location?.line == 15)
        try expectFails(code.replacingOccurrences(of: "refill()\n", with: "refill(3)\n"))
        // Below a property: the parser read the modifier as one of its value.
        let property = "@State private var title = \"Basil\"\n\n.navigationTitle(title)"
        #expect(try verdict(property).status == .verified)
        try expectFails("@State private var count = 3\n\n.navigationTitle(count)")
        // Below a property without a value: as written, it does not even parse.
        let optional = "@State private var picked: String?\n\n.navigationTitle(picked ?? \"Basil\")"
        #expect(try verdict(optional).status == .verified)
        let unwrapped = try verdict("@State private var picked: String?\n\n.navigationTitle(picked)")
        #expect(unwrapped.status == .failed)
        #expect(unwrapped.diagnostics.first { $0.severity == .error }?.location?.line == 12)
    }

    @Test func modifiersBelowACommentThatStandsForAViewModifyAViewLeftOut() throws {
        let code = "VStack {\n    // The plant's photo\n    .padding()\n    .font(.title)\n}"
        #expect(try verdict(code).status == .verified)
        let failed = try verdict(code.replacingOccurrences(of: ".font(.title)", with: ".fnt(.title)"))
        #expect(failed.status == .failed)
        #expect(failed.diagnostics.first { $0.severity == .error }?.location?.line == 13)
        // Without the comment nothing stands for the view: a mistake.
        try expectFails("VStack {\n    .padding()\n}")
    }

    @Test func statementsThatReturnAValueAreTheBodyOfAFunctionLeftOut() throws {
        let code = "let names = [\"Basil\", \"Thyme\"]\nguard let first = names.first else { return nil }\nprint(first)"
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["the statements are the body of a function that returns a value"])
        try expectFails(code.replacingOccurrences(of: "names.first", with: "names.frist"))
        // A bare `return` beside it: no single function fits, as written.
        try expectFails(code + "\nif names.isEmpty { return }")
        // A `return` inside a closure is the closure's own.
        #expect(try verdict("let counts = [1, 2].map { value in\n    return value * 2\n}\nprint(counts)").assumed.isEmpty)
    }

    @Test func aGestureShownAloneIsTheArgumentOfAGestureModifier() throws {
        #expect(try verdict("// Double tap to water\nTapGesture(count: 2)\n    .onEnded { }").status == .verified)
        try expectFails("TapGesture(count: \"2\")\n    .onEnded { }")
    }

    @Test func aLineThatHoldsAStatementIsAStatement() throws {
        let code = "var label = \"Basil\"; label += \"!\"\nText(label)"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "Text(label)", with: "Text(label.count)"))
    }

    @Test func anEntryWhoseValueIsASiblingConstantTakesItsType() throws {
        let code =
            "struct WaterAction { }\nextension EnvironmentValues {\n    @Entry var water = _defaultWater\n    private static let _defaultWater = WaterAction()\n}"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "WaterAction()\n}", with: "WaterAction(litres: 1)\n}"))
    }

    @Test func codeForIOSIsCheckedAsTheSurfacesPlatform() throws {
        let code =
            "func header() -> some View {\n    #if os(iOS)\n    Text(\"Garden\")\n    #elseif os(macOS)\n    Text(\"Garden for Mac\")\n    #endif\n}"
        #expect(try verdict(code).status == .verified)
        try expectFails(code.replacingOccurrences(of: "Text(\"Garden\")", with: "Text(7)"))
    }
}
