import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// Examples that use sample names their page never declares: the check assumes a
/// declaration from how each name is used, says so, and still fails real mistakes.
///
/// The pages are original fixtures in the styles third-party handbooks use; they are
/// checked by the real compiler against the small test surface.
@Suite struct AssumptionTests {
    func check(_ snippets: [Snippet], assume: Bool = true) throws -> [CheckedSnippet] {
        let options = SnippetCheckEngine.Options(
            projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: TypecheckFixtures.temporaryFolder("cache"),
            surfaceDirectory: TypecheckFixtures.surfaceDirectory, assumesDeclarations: assume
        )
        let byPage = Dictionary(grouping: snippets, by: \.file)
        let pages = byPage.keys.sorted().map { CheckPage(file: $0, snippets: byPage[$0]!) }
        return try SnippetCheckEngine(rules: [], options: options).check(pages: pages, sitePrelude: nil).results
    }

    func one(_ code: String, label: SnippetLabel = .good, assume: Bool = true) throws -> Verdict {
        try #require(try check([TypecheckFixtures.snippet(code, label: label)], assume: assume).first).verdict
    }

    // MARK: Inference rules

    @Test func aCapitalisedCallInAViewBuilderIsAViewWithThoseLabels() throws {
        let verdict = try one("VStack {\n    TrailHeader(title: \"Ridge loop\", distance: 12)\n    Text(\"Start at dawn\")\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["TrailHeader(title:distance:)"])
    }

    @Test func aViewWithTrailingContentTakesAViewBuilder() throws {
        let verdict = try one("BadgeFrame {\n    Text(\"New\")\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["BadgeFrame()"])
    }

    @Test func aNameIteratedByForEachIsACollectionOfIdentifiableElementsWithTheMembersItsClosureReads() throws {
        let verdict = try one("List {\n    ForEach(plants) { plant in\n        Text(plant.commonName)\n    }\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["plants: [element with commonName]"])
    }

    @Test func aBindingBecomesStateOfTheKindItsUsesAsk() throws {
        let verdict = try one(
            "VStack {\n    Button(\"Water\") { wateredCount += 1 }\n    if needsShade {\n        Text(\"Move to shade\")\n    }\n}")
        #expect(verdict.status == .verified)
        #expect(Set(verdict.assumed.map(\.declaration)) == ["needsShade: Bool", "wateredCount: Int"])
    }

    @Test func aNameReadForMembersIsAnObjectWithThoseMembers() throws {
        let verdict = try one(
            "List {\n    ForEach(greenhouse.beds) { bed in\n        Text(bed.title)\n    }\n}\nButton(\"Refresh\") { greenhouse.reload() }"
        )
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["greenhouse: an object with beds, reload()"])
    }

    @Test func aFunctionCalledFromAnActionIsAssumedAsCalled() throws {
        let verdict = try one("Button(\"Sync\") {\n    syncSensors()\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["syncSensors()"])
    }

    @Test func aTypeUsedOnlyAsATypeIsAModel() throws {
        let verdict = try one(
            "struct BedList: View {\n    let beds: [GardenBed]\n    var body: some View {\n        List(beds) { bed in Text(bed.name) }\n    }\n}"
        )
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["GardenBed (other members as text)"])
    }

    @Test func theCompilersExpectedTypeRefinesAnAssumedValue() throws {
        let verdict = try one("Text(\"Seedlings\")\n    .font(headingStyle)")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration).first?.hasPrefix("headingStyle: Font") == true)
    }

    @Test func aDeclarationFromALaterExampleOfThePageIsUsed() throws {
        let first = TypecheckFixtures.snippet(
            "List(harvests) { harvest in HarvestRow(crop: harvest.crop) }", file: "Content/p.md", line: 10, index: 0)
        let second = TypecheckFixtures.snippet(
            "struct HarvestRow: View {\n    let crop: String\n    var body: some View { Text(crop) }\n}", file: "Content/p.md", line: 20,
            index: 1
        )
        let results = try check([first, second])
        #expect(results.map(\.verdict.status) == [.verified, .verified])
        // HarvestRow comes from the page, so only `harvests` is assumed.
        #expect(results[0].verdict.assumed.map(\.name) == ["harvests"])
    }

    @Test func aLabelledInitializerAKnownTypeLacksIsAnAssumedExtension() throws {
        let verdict = try one("Text(\"Compost\")\n    .foregroundStyle(Color(loam: \"5B4636\"))")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Color.init(loam:)"])
    }

    @Test func aStaticMemberAKnownTypeLacksIsAnAssumedExtension() throws {
        let verdict = try one("Text(\"Compost\")\n    .font(.potting)\n    .foregroundStyle(Color.mulchBrown)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Font.potting", "Color.mulchBrown"])
    }

    @Test func aModifierNoViewHasIsAnAssumedViewExtension() throws {
        let verdict = try one("VStack {\n    Text(\"Seed trays\")\n}\n.trayCard(corner: 8)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["View.trayCard()"])
    }

    @Test func namespacesOfAnAssumedThemeAreTypedByWhereTheyAreUsed() throws {
        let verdict = try one("Text(\"Sow\")\n    .font(Greenhouse.Fonts.label)\n    .foregroundStyle(Greenhouse.Colors.fern)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Greenhouse (Colors.fern, Fonts.label)"])
    }

    @Test func theCompilersExpectedTypeRefinesAMemberOfAnAssumedType() throws {
        let code = """
            func sealLabel(for day: Date) -> some View { Text("Sealed") }
            struct Shelf: View {
                let jars: [Jar]
                var body: some View {
                    List(jars.filter(\\.isSealed)) { jar in
                        sealLabel(for: jar.sealedOn)
                    }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Jar (isSealed: Bool, sealedOn: Date; other members as text)"])
    }

    @Test func aNameSetToNilOrBoundWithIfLetIsOptional() throws {
        let verdict = try one(
            "VStack {\n    if let note = draftNote {\n        Text(note)\n    }\n    Button(\"Discard\") { draftNote = nil }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["draftNote: String?"])
    }

    @Test func aValueStandingInAViewBuilderIsAView() throws {
        let verdict = try one("VStack {\n    seedHeader\n    Text(\"Rows\")\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["seedHeader: some View"])
    }

    @Test func theSameAssumedExtensionInTwoExamplesDoesNotCollide() throws {
        // Every example of a run is compiled into one module.
        let first = TypecheckFixtures.snippet("Text(\"A\").foregroundStyle(Color(loam: 1))", file: "Content/a.md", index: 0)
        let second = TypecheckFixtures.snippet("Text(\"B\").foregroundStyle(Color(loam: 2))", file: "Content/b.md", index: 0)
        let results = try check([first, second])
        #expect(results.map(\.verdict.status) == [.verified, .verified])
    }

    @Test func aBindingGivenToFocusedIsFocusStateOverTheCasesItIsComparedWith() throws {
        let fields = try one(
            "VStack {\n    Text(\"Sow\").focused($activeField, equals: .variety)\n    Text(\"Depth\").focused($activeField, equals: .depth)\n}"
        )
        #expect(fields.status == .verified, "\(fields)")
        #expect(fields.assumed.map(\.declaration) == ["activeField: @FocusState (.depth, .variety)?"])
        let flag = try one("Text(\"Sow\").focused($isEditingNote)")
        #expect(flag.status == .verified, "\(flag)")
        #expect(flag.assumed.map(\.declaration) == ["isEditingNote: @FocusState Bool"])
    }

    @Test func anAssumedFunctionReturnsTheTypeItsResultIsAssignedTo() throws {
        let code = """
            struct Sowing: Identifiable {
                let id: Int
            }
            struct SowingList: View {
                @State private var sowings: [Sowing] = []
                var body: some View {
                    List(sowings) { sowing in Text("Row") }
                        .navigationTitle("Sowings")
                }
                func reload() async {
                    sowings = await fetchSowings()
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["fetchSowings() async -> [Sowing]"])
    }

    @Test func aValueReadOnlyForWidthAndHeightIsASize() throws {
        let verdict = try one("print(trayArea.width / trayArea.height)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["trayArea: CGSize"])
    }

    @Test func membersReadThroughAnOptionalChainAreMembers() throws {
        let verdict = try one("VStack {\n    Text(cutting?.variety ?? \"Unknown\")\n    Button(\"Clear\") { cutting = nil }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["cutting: an object with variety?"])
    }

    @Test func aMemberFormattedIsANumberOrADateNotText() throws {
        // Text has no `formatted()`: `weight` (text by its name) is a number here.
        let verdict = try one("VStack {\n    Text(harvest.weight.formatted())\n    Text(harvest.pickedDate.formatted())\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["harvest: an object with pickedDate, weight"])
    }

    @Test func aMisspelledModifierBesideAFormattedMemberStillFails() throws {
        let verdict = try one("Text(harvest.weight.formatted())\n    .paddng()")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aValueOfTheTypeTheCompilerAskedStaysOptionalWhereItIsUsedAsOne() throws {
        // `watering = Task { … }` asks for a task; `watering?.cancel()` for an optional one.
        let verdict = try one("Button(\"Water\") {\n    watering?.cancel()\n    watering = Task { print(\"soaking\") }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["watering: Task<(), Never>?"])
    }

    @Test func aMisspelledModifierBesideAnOptionalTaskStillFails() throws {
        let verdict = try one(
            "Button(\"Water\") {\n    watering?.cancel()\n    watering = Task { print(\"soaking\") }\n}\n.paddng()")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aTernaryBetweenTwoAssumedViewTypesFailsWhateverTheyAre() throws {
        // Two differently named views are two types however the page declares them.
        let verdict = try one(
            "ForEach(beds) { bed in\n    AnyView(bed.isRaised ? RaisedBedRow(bed: bed) : SunkenBedRow(bed: bed))\n}", label: .bad)
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("mismatching types 'RaisedBedRow' and 'SunkenBedRow'") == true)
    }

    @Test func aTernaryBetweenTwoAssumedViewsInABuilderIsVerified() throws {
        let verdict = try one(
            "ForEach(beds) { bed in\n    if bed.isRaised {\n        RaisedBedRow(bed: bed)\n    } else {\n        SunkenBedRow(bed: bed)\n    }\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
    }

    @Test func anEnvironmentValueThePageDeclaresElsewhereTakesTheTypeItIsGiven() throws {
        let code = """
            struct ZoneBadge: View {
                @Environment(\\.hardinessZone) private var hardinessZone
                var body: some View {
                    Text(hardinessZone)
                }
            }
            struct ZoneScreen: View {
                @State private var zone = "7b"
                var body: some View {
                    ZoneBadge().environment(\\.hardinessZone, zone)
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["EnvironmentValues.hardinessZone: String"])
    }

    @Test func anEnvironmentKeyPathMisspellingASurfaceMemberStillFails() throws {
        let verdict = try one("Text(\"Frost\").environment(\\.paddng, 2)")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.diagnostics.contains { $0.message.contains("'paddng'") }, "\(verdict)")
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aMemberBoundWithIfLetIsAnOptionalMember() throws {
        let code = """
            struct PacketLabel: View {
                let packet: SeedPacket
                var body: some View {
                    VStack {
                        Text(packet.variety)
                        if let note = packet.sowingNote {
                            Text(note)
                        }
                    }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["SeedPacket"])
    }

    @Test func aMisspelledModifierBesideAnOptionalMemberStillFails() throws {
        let code = """
            struct PacketLabel: View {
                let packet: SeedPacket
                var body: some View {
                    if let note = packet.sowingNote {
                        Text(note).paddng()
                    }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func whatTheExamplesOwnExtensionOfAnAssumedTypeDeclaresIsNotAssumedAgain() throws {
        let code = """
            extension Seedling: Identifiable {
                var id: String { tag }
            }
            struct Tray: View {
                let seedlings: [Seedling]
                var body: some View {
                    List(seedlings.filter { $0.isHardened }) { seedling in Text(seedling.tag) }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Seedling (tag, isHardened: Bool; other members as text)"])
    }

    @Test func aTypeNamedAsAViewAndCalledOutsideAViewBuilderIsAView() throws {
        let verdict = try one("let screen = AnyView(HarvestDetailView(crop: \"Kale\"))\nprint(screen)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["HarvestDetailView(crop:)"])
    }

    @Test func aValueAssignedInsideAClosureTakesTheAssignedType() throws {
        let verdict = try one("Button(\"Plant\") { plantedOn = Date() }\nText(\"Planted\")")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["plantedOn: Date"])
    }

    @Test func anObjectCreatedForAStateObjectIsAnObservableObjectWithTheMembersItsVariableReads() throws {
        let code = """
            struct PantryScreen: View {
                @StateObject private var pantry = PantryStore()
                var body: some View {
                    Text(pantry.summary)
                    Button("Restock") { pantry.restock() }
                }
            }
            """
        let usage = try #require(UsageCollector.collect(["PantryStore"], in: SourceClassifier.parse(code))["PantryStore"])
        #expect(usage.wantsObservableObject)
        #expect(usage.instanceNames == ["pantry"])
        #expect(Set(usage.members.keys) == ["summary", "restock"])
    }

    @Test func aTypeTheCompilerWantsAsAViewBecomesOne() throws {
        // Called outside a view builder, so only the compiler's request makes it a view.
        let verdict = try one("let preview = AnyView(SproutBadge())")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["SproutBadge()"])
    }

    @Test func aTypeThrownAsAnErrorConformsToError() throws {
        let verdict = try one("func harvest() throws {\n    throw CropFailure()\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["CropFailure: Error (other members as text)"])
    }

    @Test func anImplicitMemberGivenToAnAssumedInitializerIsAStaticMemberOfItsParameter() throws {
        let verdict = try one("VStack {\n    RecipeCard(recipe: .sample)\n    Text(\"Soup\")\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["RecipeCard(recipe:)"])
    }

    @Test func aStaticMemberTheCompilerFindsMissingOnAnAssumedTypeIsAssumed() throws {
        let verdict = try one(
            "struct JarRow: View {\n    @State private var state: JarState = .sealed\n    var body: some View { Text(\"Jar\") }\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["JarState (other members as text)"])
    }

    @Test func aStaticMemberNamedByAKeywordIsDeclaredInBackticks() throws {
        let verdict = try one("let theme = ShelfTheme.default\nlet label = Text(\"Jars\")")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.name) == ["ShelfTheme"])
    }

    @Test func aValueComparedWithImplicitMembersIsAnEnumerationOfThem() throws {
        let verdict = try one(
            "VStack {\n    if tide == .flood || tide == .slack {\n        Text(\"High water\")\n    }\n    Button(\"Turn\") { tide = .ebb }\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["tide: one of .ebb, .flood, .slack"])
    }

    @Test func theCasesOfASwitchOverAnAssumedValueAreItsCases() throws {
        let verdict = try one(
            "VStack {\n    switch tide {\n    case .ebb: Text(\"Low\")\n    case .flood, .slack: Text(\"High\")\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["tide: one of .ebb, .flood, .slack"])
    }

    @Test func theValuesAnObservingClosureComparesAreCasesOfWhatItObserves() throws {
        let verdict = try one(
            "Text(\"Harbour\")\n    .onChange(of: tide) { before, after in\n        if before == .ebb, after != .slack { print(\"turning\") }\n    }"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["tide: one of .ebb, .slack"])
    }

    @Test func textCheckedForEmptinessIsStillText() throws {
        let verdict = try one("VStack {\n    if !seedQuery.isEmpty {\n        Text(seedQuery)\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["seedQuery: String"])
    }

    @Test func aNilArgumentOfAnAssumedCallIsAnOptionalOfAnyType() throws {
        let verdict = try one("Button(\"Sync\") {\n    greenhouse.upload(\"beds\", onDone: nil)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["greenhouse: an object with upload()"])
    }

    @Test func aTypeTheCompilerAsksToBeTransferableIsTransferredAsText() throws {
        let verdict = try one(
            "struct SeedCard: View {\n    let packet: SeedPacket\n    var body: some View {\n        Text(\"Seeds\").draggable(packet)\n    }\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["SeedPacket: Transferable (other members as text)"])
    }

    @Test func aPluralMemberPlottedInAChartCountsSomething() throws {
        // `.value` takes a number, a date or text: `crates` is a count, not a list.
        let verdict = try one(
            "import Charts\n\nChart {\n    BarMark(x: .value(\"Farm\", harvest.farm), y: .value(\"Crates\", harvest.crates))\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["harvest: an object with crates, farm"])
    }

    @Test func aSelectionTakesTheTypeOfTheValuesItsContentTags() throws {
        let verdict = try one(
            "enum Bed: Hashable { case raised, sunken }\n\nPicker(\"Bed\", selection: $bed) {\n    Text(\"Raised\").tag(Bed.raised)\n    Text(\"Sunken\").tag(Bed.sunken)\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["bed: Bed"])
    }

    @Test func theElementsOfACollectionComparedWithANumberAreNumbers() throws {
        let verdict = try one(
            "List {\n    ForEach(orchard.yields.filter { $0 > 40 }, id: \\.self) { crates in\n        Text(String(crates))\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["orchard: an object with yields"])
    }

    @Test func callsChainedOnAnAssumedObjectsCallAreAFluentInterface() throws {
        let verdict = try one("Button(\"Pick\") {\n    orchard.rows(facing: \"south\").ripest(4).harvest()\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["orchard: an object with harvest(), ripest(), rows()"])
    }

    @Test func aVariableBoundToAChainOnAnAssumedTypeHoldsOne() throws {
        let verdict = try one(
            "func plant(row: String) async throws {\n    let bed = Greenhouse.open(row)\n        .bed(3)\n        .tray(\"seedlings\")\n\n    try await bed.water(2)\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Greenhouse (@Observable: bed(), tray(), water())"])
    }

    @Test func aMemberOfAnotherValueIsNoUseOfTheNameItShares() throws {
        // `.title` inside the example's own type is `Font`'s; `$title` below is the binding to assume.
        let verdict = try one(
            "struct Banner {\n    var font: Font { .title }\n}\n\nPicker(\"Heading\", selection: $title) {\n    Text(\"Ridge\").tag(\"Ridge\")\n}"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["title: String"])
    }

    @Test func aNameForAnInstanceOfATypeTheExampleDeclaresIsOne() throws {
        let verdict = try one("final class Greenhouse {\n    var beds: [String] = []\n}\n\nText(\"\\(greenhouse.beds.count) beds\")")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["greenhouse: Greenhouse"])
    }

    @Test func aFocusedValueOfAnAssumedTypeIsAnObservableObjectWithTheMembersItsUnwrappedValueReads() throws {
        let verdict = try one(
            "struct TrayInspector: View {\n    @FocusedValue(TraySelection.self) private var selectedTray\n\n    var body: some View {\n"
                + "        if let tray = selectedTray {\n            Text(\"\\(tray.seedlingCount) seedlings\")\n        } else {\n"
                + "            Text(\"No tray\")\n        }\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["TraySelection (@Observable: seedlingCount)"])
    }

    @Test func aChainBoundToAVariableFromAnAssumedTypeOwnsALinkSpelledLikeAModifier() throws {
        // `toolbag` is one edit from `toolbar`, but its receiver is a `Workshop`, not a view.
        let verdict = try one(
            "func stockBench(named bench: String) async throws {\n    let kit = Workshop\n        .open(bench)\n        .toolbag()\n"
                + "        .drawer(\"chisels\")\n\n    try await kit.sharpen(3)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["Workshop (@Observable: drawer(), sharpen(), toolbag())"])
    }

    @Test func aMemberCalledOnAValueOfAnAssumedTypeIsAMethod() throws {
        // Nothing shows `jar` created: the compiler found `reseal` read as text and called.
        // `jar` is declared a `PreserveJar`, so the `ShelfTag` beside it gets no `reseal()`.
        let verdict = try one(
            "struct PantryShelf: View {\n    let jar: PreserveJar?\n    let tag: ShelfTag\n\n    var body: some View {\n"
                + "        Button(\"Reseal\") { jar?.reseal() }\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(
            verdict.assumed.map(\.declaration) == ["PreserveJar (reseal(); other members as text)", "ShelfTag (other members as text)"])
    }

    @Test func aNameATypeDeclaresIsItsOwnMemberThere() throws {
        // `if let caption` inside `CaptionBanner` reads the banner's optional; the bare
        // `caption` the example lacks is text.
        let verdict = try one(
            "VStack {\n    Text(caption)\n}\n\nstruct CaptionBanner: View {\n    let caption: String?\n\n    var body: some View {\n"
                + "        if let caption {\n            Text(caption)\n        }\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["caption: String"])
    }

    @Test func anAssumedFunctionReturnsWhatThePlaceItsResultGoesAsks() throws {
        let verdict = try one("VStack {\n    Text(\"Basil\")\n        .foregroundStyle(leafTint(for: \"basil\"))\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["leafTint(for:) -> Color"])
    }

    @Test func anAssumedFunctionWhoseResultIsAStyleMappingReturnsAColor() throws {
        // The small test surface has no `ShapeStyle`: the compiler's message is given.
        let snippet = TypecheckFixtures.snippet(
            ".chartStyleScale(domain: beds, mapping: { bed in\n    leafTint(for: bed)\n})\nText(label(for: beds))")
        let function = AssumedDeclaration(
            name: "leafTint", summary: "leafTint(for:)", declaration: "@MainActor fileprivate func leafTint<A0>(for a0: A0) {}",
            isMember: false)
        let other = AssumedDeclaration(
            name: "label", summary: "label(for:)", declaration: "@MainActor fileprivate func label<A0>(for a0: A0) {}", isMember: false)
        let outcome = AssumptionOutcome(assumed: [function, other], refused: [])
        let first = SourceLocation(file: snippet.file, line: snippet.startLine, column: 2)
        #expect(outcome.styledFunction(for: "type '()' cannot conform to 'ShapeStyle'", at: first, in: snippet) == "leafTint")
        // Any other message, or a line that calls no assumed function alone, says nothing.
        #expect(outcome.styledFunction(for: "type '()' cannot conform to 'View'", at: first, in: snippet) == nil)
        let last = SourceLocation(file: snippet.file, line: snippet.startLine + 2, column: 1)
        #expect(outcome.styledFunction(for: "type '()' cannot conform to 'ShapeStyle'", at: last, in: snippet) == nil)
    }

    @Test func aSampleTypeNamedLikeAGenericOfTheFrameworksAndWrittenBareIsThePagesOwn() throws {
        let verdict = try one(
            """
            func tally(_ sheets: [Sheet]) async -> Result {
                var sum = Result()
                for sheet in sheets { sum.record(sheet) }
                return sum
            }
            """, label: .unlabelled)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.map(\.name).sorted() == ["Result", "Sheet"])
    }

    @Test func workOffTheMainActorCallsAssumedFunctionsThereAndReturnsAnAssumedValueAsItsResult() throws {
        let code = """
            @concurrent
            func tally(_ sheets: [Sheet]) async throws -> Tally {
                for sheet in sheets {
                    try Task.checkCancellation()
                    record(sheet)
                }
                return total
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.map(\.declaration).contains("total: Tally"), "\(verdict.assumed.map(\.declaration))")
        #expect(verdict.assumed.map(\.declaration).contains("record(_:)"), "\(verdict.assumed.map(\.declaration))")
        // A real mistake inside it still fails.
        let mistake = "        let pages: Int = \"many\"\n        record(sheet)"
        let wrong = try one(code.replacingOccurrences(of: "        record(sheet)", with: mistake))
        #expect(wrong.status == .failed)
        #expect(AssumptionSynthesizer.leavesMainActor(code))
        #expect(!AssumptionSynthesizer.leavesMainActor("Text(\"factor \\(x)\")\nlet reactor = 1"))
    }

    /// A plain function calls a helper the page leaves out: a synchronous helper runs where
    /// it is called, so it is not held to the main actor the views' helpers are.
    @Test func aSynchronousHelperCalledFromAPlainFunctionRunsWhereItIsCalled() throws {
        let code = "func closeShed(at hour: Int) {\n    lockDoors()\n    let note = describe(hour)\n    print(note)\n}"
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.map(\.declaration).sorted() == ["describe(_:)", "lockDoors()"])
        let wrong = try one(code.replacingOccurrences(of: "print(note)", with: "let hours: Int = note"))
        #expect(wrong.status == .failed)
    }

    /// Statements that use `self` (`self.crates = sorted`, `[weak self] in`) are the body of
    /// a method whose class the page leaves out: its members are assumed from their use.
    @Test func statementsThatUseSelfAreTheBodyOfAMethodOfAClassLeftOut() throws {
        let code = """
            let sorted = try await fetchCrates()
            self.crates = sorted
            scheduleRecount { [weak self] in
                self?.tally = 12
            }
            """
        let verdict = try one(code, label: .unlabelled)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.contains { $0.declaration == "the statements are the body of a method of a class the page leaves out" })
        #expect(verdict.assumed.contains { $0.declaration.hasPrefix("self.crates") }, "\(verdict.assumed.map(\.declaration))")
        // A mistake among them still fails.
        let wrong = try one(code + "\nlet heading = Text(\"Crates\").fnt(.title)", label: .unlabelled)
        #expect(wrong.status == .failed)
        // `Task { … }` starts work: a statement, not a view.
        let task = try one(code.replacingOccurrences(of: "scheduleRecount {", with: "Task {"), label: .unlabelled)
        #expect(task.status == .verified, "\(task.status): \(task.reason ?? "")")
        // `Item.self` and `\.self` are no use of `self`.
        #expect(
            !ResolvedSource(source: "let rows = try JSONDecoder().decode([Row].self, from: data)\nlet ids = rows.map(\\.self)").isMethodBody
        )
    }

    @Test func aLocalBindableCopyOfAPropertyLeftOutAssumesAnObservableObject() throws {
        // Apple's idiom in a view's body: a local `@Bindable` copy of the view's property of
        // the same name, here without the view.
        let idiom = """
            @Bindable var ledger = ledger
            PointsRow(entrant: entrant, points: $ledger[pointsOf: entrant])
            """
        #expect(ResolvedSource(source: idiom).places == [.view, .view])
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                idiom,
                // A misspelled modifier beside it still fails.
                idiom.replacingOccurrences(of: "ledger", with: "tally") + "\n    .paddng(4)",
                // A local read before the line that declares it is no copy: it still fails.
                "let total = subtotal + levy\nlet levy = total / 5\nprint(levy)",
            ],
            cache: TypecheckFixtures.temporaryFolder("bindable-copy-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed, .failed], "\(verdicts.map(\.reason)) \(verdicts[1])")
        #expect(verdicts[0].assumed.contains { $0.declaration == "ledger: an object with [pointsOf:]" }, "\(verdicts[0].assumed)")
        #expect(verdicts[2].reason?.contains("use of local variable 'levy' before its declaration") == true, "\(verdicts[2])")
    }

    @Test func aMethodsResultBoundWithIfLetIsAnOptionalWithTheMembersReadOnIt() throws {
        let roster = """
            struct RosterView: View {
                @State private var teamID: Team.ID?
                @State private var playerIDs = Set<Player.ID>()

                var body: some View {
                    NavigationSplitView {
                        List(league.teams, selection: $teamID) { team in
                            Text(team.name)
                        }
                    } content: {
                        if let team = league.team(id: teamID) {
                            List(team.players, selection: $playerIDs) { player in
                                Text(player.name)
                            }
                        } else {
                            Text("Pick a team")
                        }
                    } detail: {
                        PlayerCard(for: playerIDs)
                    }
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                roster,
                // A misspelled modifier of a known view beside it still fails.
                roster.replacingOccurrences(of: "RosterView", with: "BenchView").replacingOccurrences(
                    of: "Text(\"Pick a team\")", with: "Text(\"Pick a team\").fnt(.title)"),
            ],
            cache: TypecheckFixtures.temporaryFolder("optional-result-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed], "\(verdicts.map(\.reason))")
        #expect(verdicts[0].assumed.contains { $0.declaration == "league: an object with team(), teams" }, "\(verdicts[0].assumed)")
    }

    @Test func aTypeSwitchedOverWithPlainCasesIsAnEnumerationOfThem() throws {
        let shelf = """
            struct ShelfView: View {
                @State private var layout: ShelfLayout = .rows

                var body: some View {
                    VStack {
                        Picker("Layout", selection: $layout) {
                            Label("Rows", systemImage: "list.bullet").tag(ShelfLayout.rows)
                            Label("Tiles", systemImage: "square.grid.3x3").tag(ShelfLayout.tiles)
                        }
                        .pickerStyle(.segmented)
                        switch layout {
                        case .rows: Text("rows")
                        case .tiles: Text("tiles")
                        }
                    }
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                shelf,
                // A misspelled modifier beside it still fails.
                shelf.replacingOccurrences(of: "ShelfView", with: "CrateView").replacingOccurrences(
                    of: "Text(\"rows\")", with: "Text(\"rows\").bld()"),
                // A case the page never names elsewhere is still one of the enumeration's.
                shelf.replacingOccurrences(of: "ShelfView", with: "BinView").replacingOccurrences(
                    of: "case .tiles: Text(\"tiles\")", with: "case .tiles: Text(\"tiles\")\n        case .stacks: Text(\"stacks\")"),
            ],
            cache: TypecheckFixtures.temporaryFolder("switched-enum-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed, .verified], "\(verdicts.map(\.reason))")
        #expect(verdicts[0].assumed.contains { $0.declaration == "ShelfLayout: enum (.rows, .tiles)" }, "\(verdicts[0].assumed)")
        #expect(verdicts[2].assumed.contains { $0.declaration == "ShelfLayout: enum (.rows, .stacks, .tiles)" }, "\(verdicts[2].assumed)")
    }

    @Test func aSampleTypeNamedLikeAFrameworkTypeIsThePagesOwnWhenTheFrameworksFitsNoneOfItsUses() throws {
        let sorter = """
            struct ShelfSorter: View {
                @Binding var order: SortOrder

                var body: some View {
                    Picker("Order", selection: $order) {
                        ForEach(SortOrder.allCases) { choice in
                            Text(choice.title).tag(choice)
                        }
                    }
                }
            }
            """
        let preferences = """
            @Observable final class Preferences {
                var settings: Settings = .init()
                var volume = 0.5
            }

            struct VolumeRow: View {
                @Environment(Preferences.self) private var preferences

                var body: some View {
                    Text("Volume \\(preferences.volume)")
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                sorter,
                // A member Foundation's `SortOrder` has beside one it lacks: the page means
                // Foundation's, so the one it lacks is not assumed (it is reported as an API
                // the surface may lack, never verified).
                sorter.replacingOccurrences(of: "ShelfSorter", with: "CrateSorter").replacingOccurrences(
                    of: "ForEach(SortOrder.allCases) { choice in\n                Text(choice.title).tag(choice)\n            }",
                    with: "Text(\"Oldest\").tag(SortOrder.forward)\n            Text(\"Sideways\").tag(SortOrder.sideways)"),
                // A near miss of a member it has is a typo.
                sorter.replacingOccurrences(of: "ShelfSorter", with: "BinSorter").replacingOccurrences(
                    of: "ForEach(SortOrder.allCases) { choice in\n                Text(choice.title).tag(choice)\n            }",
                    with: "Text(\"Newest\").tag(SortOrder.revrse)\n            Text(\"Oldest\").tag(SortOrder.forwrd)"),
                // An everyday Foundation type is never the page's own: a member it lacks is
                // not assumed.
                "func frameSize(_ frame: Data) -> Int {\n    frame.bytez\n}",
                preferences,
                // A misspelled modifier beside the page's own `Settings` still fails.
                preferences.replacingOccurrences(of: "Preferences", with: "Options").replacingOccurrences(of: "VolumeRow", with: "GainRow")
                    .replacingOccurrences(of: "Text(\"Volume \\(preferences.volume)\")", with: "Text(\"Gain\").fnt(.title)"),
            ],
            cache: TypecheckFixtures.temporaryFolder("shadowed-type-cache"))
        #expect(
            [0, 1, 2, 4, 5].map { verdicts[$0].status } == [.verified, .unverified, .failed, .verified, .failed],
            "\(verdicts.map(\.reason))")
        #expect(verdicts[3].status != .verified, "\(verdicts[3])")
        #expect(verdicts[0].assumed.contains { $0.name == "SortOrder" && $0.declaration.hasSuffix("the page's own, not the framework's") })
        #expect(!verdicts[3].assumed.contains { $0.name == "Data" })
        #expect(verdicts[4].assumed.contains { $0.name == "Settings" && $0.declaration.hasSuffix("the page's own, not the framework's") })
        #expect(!verdicts[1].assumed.contains { $0.name == "SortOrder" } && !verdicts[2].assumed.contains { $0.name == "SortOrder" })
    }

    @Test func aPropertyReadingABindingOfStateNothingDeclaresIsAViewsMember() throws {
        // `$title` is state of a view the page leaves out: the property is that view's, and
        // the state is assumed there.
        let field =
            "private var sizePicker: some View {\n    Picker(\"Size\", selection: $potSize) {\n        Text(\"Small\").tag(1)\n    }\n    .padding()\n}"
        let verdict = try one(field)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.contains { $0.name == "potSize" }, "\(verdict.assumed)")
        // Two branches of different views without `@ViewBuilder` are the page's mistake.
        let branches =
            "private var sizeView: some View {\n    if isLocked {\n        Text(\"Small\")\n    } else {\n        Picker(\"Size\", selection: $potSize) {\n            Text(\"Small\").tag(1)\n        }\n    }\n}"
        let mismatched = try one(branches)
        #expect(mismatched.status == .failed, "\(mismatched.status): \(mismatched.reason ?? "")")
        #expect(try one("@ViewBuilder\n" + branches).status == .verified)
        #expect(try one(field.replacingOccurrences(of: ".padding()", with: ".paddng()")).status == .failed)
    }

    @Test func aSheetsItemBindingIsAnOptionalIdentifiableElement() throws {
        // `Binding<Item?>` names the modifier's generic parameter: no type called `Item` is
        // assumed, an optional identifiable element is.
        let sheet = ".sheet(item: $chosenTray) { tray in\n    TrayDetail(tray: tray)\n        .padding()\n}"
        let verdict = try one(sheet)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.contains { $0.name == "chosenTray" && $0.declaration == "chosenTray: an identifiable element, optional" })
        #expect(try one(sheet.replacingOccurrences(of: ".padding()", with: ".paddin()")).status == .failed)
    }

    @Test func aValueSubscribedToWithSinkIsAPublisherAndItsSubscriptionsAreASet() throws {
        let subscription = """
            weather.sink { [weak self] reading in
                self?.record(reading)
            }
            .store(in: &subscriptions)
            """
        let verdict = try one(subscription)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(
            verdict.assumed.contains { $0.name == "weather" && $0.declaration == "weather: a publisher of strings" }, "\(verdict.assumed)")
        #expect(verdict.assumed.contains { $0.name == "subscriptions" && $0.declaration == "subscriptions: Set<AnyCancellable>" })
        // A misspelled `store(in:)` makes it no publisher's chain: never verified.
        #expect(try one(subscription.replacingOccurrences(of: ".store(in:", with: ".stor(in:")).status != .verified)
        // A mistake beside it still fails.
        #expect(try one(subscription + "\nlet kept: Int = \"three\"").status == .failed)
    }

    @Test func anAssumedValueLookedUpInACollectionIsOfItsElementType() throws {
        let shelf = """
            @Observable final class Shelf {
                var jars: [Jar] = []
            }

            var body: some View {
                JarLabel(isStocked: shelf.jars.contains(jar))
            }
            """
        let verdict = try one(shelf)
        #expect(verdict.status == .verified, "\(verdict.status): \(verdict.reason ?? "")")
        #expect(verdict.assumed.contains { $0.name == "jar" && $0.declaration == "jar: Jar" }, "\(verdict.assumed)")
        // A wrong member on the collection still fails.
        #expect(try one(shelf.replacingOccurrences(of: ".contains(jar)", with: ".contans(jar)")).status == .failed)
    }

    @Test func aMemberOfAnAssumedTypeGivenAsAStyleIsAColor() throws {
        // `Theme` is read through the page's own model, so the member's use in the view does
        // not type it: the compiler's `requires that 'String' conform to 'ShapeStyle'` does.
        let badge = """
            @Observable final class Studio {
                var theme: Theme = .standard
            }

            struct SeedBadge: View {
                @Environment(Studio.self) private var studio

                var body: some View {
                    Text("New").foregroundStyle(studio.theme.accent)
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                badge,
                // A misspelled modifier beside it still fails.
                badge.replacingOccurrences(of: "SeedBadge", with: "SproutBadge").replacingOccurrences(of: "Studio", with: "Atelier")
                    .replacingOccurrences(of: "Text(\"New\")", with: "Text(\"New\").fnt(.title)"),
            ],
            cache: TypecheckFixtures.temporaryFolder("style-member-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed], "\(verdicts.map(\.reason))")
        #expect(verdicts[0].assumed.contains { $0.name == "Theme" && $0.declaration.contains("accent: Color") }, "\(verdicts[0].assumed)")
    }

    @Test func aRoutesMemberStandingInItsDestinationIsAViewAndIfLetMakesItsInitializerFailable() throws {
        let router = """
            struct HarbourView: View {
                @State private var path = NavigationPath()

                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Quay")
                            .navigationDestination(for: Berth.self) { berth in
                                berth.screen
                            }
                    }
                    .onOpenURL { url in
                        if let berth = Berth(address: url) {
                            path.append(berth)
                        }
                    }
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                router,
                // A misspelled modifier on the destination still fails.
                router.replacingOccurrences(of: "HarbourView", with: "DockView").replacingOccurrences(
                    of: "berth.screen", with: "berth.screen.foregroundClr(.red)"),
                // A call not bound with `if let` keeps the memberwise initializer.
                router.replacingOccurrences(of: "HarbourView", with: "PierView").replacingOccurrences(
                    of: "if let berth = Berth(address: url) {", with: "do { let berth = Berth(address: url)"),
            ],
            cache: TypecheckFixtures.temporaryFolder("route-destination-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed, .verified], "\(verdicts.map(\.reason))")
        #expect(verdicts[0].assumed.contains { $0.declaration.hasPrefix("Berth (screen") }, "\(verdicts[0].assumed)")
    }

    @Test func aCallThatFitsNoneOfThePagesVersionsOfASampleTypeIsItsOwn() throws {
        // One `ContentView` per section; the nearest declares its field with a wrapper the
        // surface lacks, so as compiled it needs an argument the call does not give.
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                "struct ContentView: View {\n    var body: some View { Text(\"Hi\") }\n}",
                "struct ContentView: View {\n    @ShelfQuery(path: \"volumes\") var volumes: [String]\n"
                    + "    var body: some View { List(volumes, id: \\.self) { Text($0) } }\n}",
                "WindowGroup {\n    ContentView()\n        .tint(.orange)\n}",
                // A near miss of a label one of them has is a typo, and still fails.
                "WindowGroup {\n    ContentView(volums: [\"Ada\"])\n}",
            ],
            cache: TypecheckFixtures.temporaryFolder("sample-type-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed, .verified, .failed], "\(verdicts.map(\.reason))")
        #expect(verdicts[2].assumed.map(\.declaration) == ["ContentView()"], "\(verdicts[2].assumed)")
        #expect(verdicts[3].reason?.contains("volums") == true, "\(verdicts[3])")
    }

    // MARK: Guardrails

    @Test func aWrongMemberOfSwiftsResultAndABareEverydayGenericStillFail() throws {
        // Against the real surface, where Swift's `Result` is itself.
        let verdicts = try TypecheckFixtures.pageVerdicts(
            ["func parse() -> Result<Int, any Error> {\n    .succes(1)\n}", "func shelves() -> Array {\n    []\n}"],
            cache: TypecheckFixtures.temporaryFolder("generic-cache"))
        #expect(verdicts.map(\.status) == [.failed, .failed], "\(verdicts.map(\.reason))")
        let assumed = verdicts.flatMap(\.assumed)
        #expect(assumed.isEmpty)
    }

    @Test func aModifiersNearTypoOnAnUnboundChainFromAnAssumedTypeStillFails() throws {
        // Not bound to a variable, the chain's result may be a view: `toolbag` misspells `toolbar`.
        let verdict = try one("Button(\"Open\") {\n    Workshop.open(\"bench\").toolbag()\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("cannot call value of non-function type 'String'") == true)
    }

    @Test func callingATextPropertyOfTheExamplesOwnTypeStillFails() throws {
        // `LidStyle` is assumed beside it; `label` is `PreserveJar`'s own text, not a method.
        let verdict = try one(
            "struct PreserveJar {\n    var label: String\n}\n\nstruct PantryShelf: View {\n    let jar: PreserveJar\n    let lid: LidStyle\n\n"
                + "    var body: some View {\n        Button(\"Reseal\") { print(jar.label()) }\n    }\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason == "does not compile: cannot call value of non-function type 'String'")
    }

    @Test func aMisspelledModifierGivenAnAssumedFunctionsResultStillFails() throws {
        let verdict = try one("VStack {\n    Text(\"Basil\")\n        .foregroundStyl(leafTint(for: \"basil\"))\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'foregroundStyl'") == true)
    }

    @Test func aMisspelledImplicitMemberGivenToAnAssumedInitializerStillFails() throws {
        // One edit from `Font.headline`: no static member is assumed for it.
        let verdict = try one("VStack {\n    RecipeCard(style: .headlin)\n}")
        #expect(verdict.status == .failed)
        #expect(verdict.reason == "does not compile: cannot infer contextual base in reference to member 'headlin'")
    }

    @Test func twoStaticMembersOneEditApartAreNotAssumed() throws {
        // `.seald` beside `.sealed`: one of them is a typo, so neither is assumed and the errors stand.
        let verdict = try one(
            "struct JarRow: View {\n    @State private var state: JarState = .seald\n    @State private var next: JarState = .sealed\n"
                + "    var body: some View { Text(\"Jar\") }\n}")
        // (The small test surface reports the unassumed members as surface gaps; the real one fails them.)
        #expect(verdict.status != .verified)
        #expect(verdict.reason?.contains("'seald'") == true)
    }

    @Test func aMisspelledCaseComparedWithAnAssumedValueStillFails() throws {
        // One edit from `Font.headline`: no case is assumed for it, and its error stands.
        let verdict = try one("VStack {\n    if tide == .headlin {\n        Text(\"High water\")\n    }\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'headlin'") == true)
    }

    @Test func twoCasesOneEditApartAreNotAssumed() throws {
        // `.flowng` beside `.flowing`: one of them is a typo, so neither is a case.
        let verdict = try one("VStack {\n    if tide == .flowing || tide == .flowng {\n        Text(\"Rising\")\n    }\n}")
        // (The small test surface reports the unassumed members as surface gaps; the real one fails them.)
        #expect(verdict.status != .verified, "\(verdict)")
        #expect(verdict.reason?.contains("'flowng'") == true)
        #expect(verdict.assumed.map(\.declaration) == ["tide: String"])
    }

    @Test func aValueBothIteratedAndShownAsTextIsNotAssumed() throws {
        // Text has characters, not elements with members: the uses contradict each other.
        let verdict = try one("VStack {\n    ForEach(seedQuery) { seed in\n        Text(seed.name)\n    }\n    Text(seedQuery)\n}")
        #expect(verdict.status != .verified, "\(verdict)")
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aMisspelledModifierBesideANilArgumentStillFails() throws {
        let verdict = try one("Button(\"Sync\") {\n    greenhouse.upload(\"beds\", onDone: nil)\n}\n.paddng()")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aMisspelledModifierEndingAChainOnAnAssumedObjectStillFails() throws {
        // A view's modifier (and a near-typo of one) ends no fluent chain: its error stands.
        let verdict = try one("orchard.row(facing: \"south\").paddng()")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aBindingUsedInsideTheExamplesOwnTypeIsStillNotAssumed() throws {
        // A view the example declares in full would declare its own state: nothing is added to it.
        let verdict = try one(
            "struct BannerForm: View {\n    var body: some View {\n        Picker(\"Heading\", selection: $title) {\n            Text(\"Ridge\").tag(\"Ridge\")\n        }\n    }\n}"
        )
        #expect(verdict.status != .verified, "\(verdict)")
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aMemberTheExamplesTypeLacksStillFailsOnAnInstanceOfIt() throws {
        let verdict = try one("final class Greenhouse {\n    var beds: [String] = []\n}\n\nText(\"\\(greenhouse.trays.count) trays\")")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("has no member 'trays'") == true)
    }

    @Test func aBindingToAPlainPropertyTheExampleDeclaresStillFails() throws {
        // `draft` is declared without `@State`, so `$draft` is the page's mistake, not a sample name.
        let verdict = try one(
            "struct NoteForm: View {\n    var draft = \"\"\n    var body: some View { Text(\"Note\") }\n"
                + "    func bind() { _ = $draft }\n}")
        #expect(verdict.status == .failed)
        #expect(verdict.reason?.contains("'$draft'") == true)
    }

    @Test func aConformanceThePagesOwnTypeLacksStillFails() throws {
        let verdict = try one("struct Crate {}\nlet boxed = AnyView(Crate())")
        #expect(verdict.status == .failed)
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aMisspelledTypeIsNotAssumed() throws {
        let verdict = try one("Vstack {\n    Text(\"Compost\")\n}")
        #expect(verdict.status == .failed)
        #expect(verdict.reason == "does not compile: cannot find 'Vstack' in scope; did you mean 'VStack'?")
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aMisspelledModifierStillFails() throws {
        let verdict = try one("Text(\"Mulch\").paddng()")
        #expect(verdict.status == .failed)
        #expect(verdict.reason == "does not compile: value of type 'Text' has no member 'paddng'; did you mean 'padding'?")
    }

    @Test func aWrongMemberOfAKnownTypeStillFailsBesideAnAssumedName() throws {
        let verdict = try one("VStack {\n    Text(bedName).fnt(.title)\n}")
        #expect(verdict.status == .failed)
        #expect(verdict.reason == "does not compile: value of type 'Text' has no member 'fnt'; did you mean 'font'?")
        #expect(verdict.assumed.map(\.declaration) == ["bedName: String"])
    }

    @Test func aMisspelledMemberOfAKnownTypeIsNoExtension() throws {
        // One edit from `Font.headline`, and one from `Text`'s `font`: typos, not extensions.
        let misspelledStatic = try one("Text(\"Mulch\").font(.headlin)")
        #expect(misspelledStatic.status == .failed)
        #expect(misspelledStatic.assumed.isEmpty)
        let misspelledProperty = try one("Text(\"Mulch\").fnt")
        #expect(misspelledProperty.status == .failed)
        #expect(misspelledProperty.assumed.isEmpty)
    }

    @Test func aMemberAnotherSurfaceTypeHasIsNoExtension() throws {
        // `headline` is a real `Font` member: on `Color` it is a mistake, not the page's extension.
        // (The surface-gap check may still call it missing from the surface: never verified.)
        let verdict = try one("Text(\"Mulch\").foregroundStyle(Color.headline)")
        #expect(verdict.status != .verified)
        #expect(verdict.assumed.isEmpty)
    }

    @Test func anInitializerWithAMisspelledOrOnlyRealLabelsIsNoExtension() throws {
        // `sed` is a near-typo of `red`; `spacing` is a real label: a real initializer called wrongly.
        let misspelled = try one("Text(\"Mulch\").foregroundStyle(Color(sed: 1))")
        #expect(misspelled.status == .failed)
        #expect(misspelled.assumed.isEmpty)
        let realLabels = try one("Text(\"Mulch\").foregroundStyle(Color(spacing: 1))")
        #expect(realLabels.status == .failed)
        #expect(realLabels.assumed.isEmpty)
    }

    @Test func aNearNameInsideTheTypeItIsNearIsAnotherViewNotATypo() throws {
        // Read as `SeedTrayView`, the call would make the view contain itself.
        let inside = try one(
            "struct SeedTrayView: View {\n    let crop: String\n    var body: some View {\n        VStack {\n            Text(crop)\n            SeedTraysView(limit: 3)\n        }\n    }\n}"
        )
        #expect(inside.status == .verified, "\(inside.reason ?? "")")
        #expect(inside.assumed.map(\.declaration) == ["SeedTraysView(limit:)"])
        // Outside it, the same near name is a typo of the page's view, and fails.
        let outside = try one(
            "struct SeedTrayView: View {\n    var body: some View { Text(\"Basil\") }\n}\nstruct Bench: View {\n    var body: some View { SeedTraysView() }\n}"
        )
        #expect(outside.status == .failed)
        #expect(outside.assumed.isEmpty)
    }

    @Test func aMemberOfTheExamplesOwnTypeIsNeverAssumed() throws {
        let verdict = try one("struct Tray {\n    var cells = 12\n}\nlet tray = Tray()\nlet label: String = tray.cellCount")
        #expect(verdict.status == .failed)
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aNameWhoseUsesContradictEachOtherIsNotAssumed() throws {
        let verdict = try one("VStack {\n    if isPruned { Text(\"Pruned\") }\n    ForEach(isPruned) { branch in Text(branch.label) }\n}")
        #expect(verdict.status == .unverified)
        #expect(verdict.reason?.contains("no declaration could be assumed for 'isPruned' (its uses contradict each other") == true)
    }

    @Test func noAssumeChecksTheExampleAsWritten() throws {
        // Without assumptions an unknown, non-typo name is reported as a surface gap.
        let verdict = try one("VStack {\n    TrailHeader(title: \"Ridge loop\")\n}", assume: false)
        #expect(verdict.status == .unverified)
        #expect(verdict.reason == "API not in the surface ('TrailHeader')")
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aBadExamplesRuleStillSeesTheCodeAsWritten() throws {
        // Lint runs on the example's own lines, never on the assumed declarations.
        let verdict = try one("VStack {\n    TrailHeader(title: \"Ridge loop\")\n}", label: .bad)
        #expect(verdict.status == .unverified)
        #expect(verdict.reason == "no rule recognises this example")
        #expect(verdict.assumed.map(\.declaration) == ["TrailHeader(title:)"])
    }

    // MARK: Compile-fail by the example's own words

    @Test(arguments: [
        ("// Bad - this won't compile", "let total: Int = \"twelve\""),
        ("// Bad", "let total: Int = \"twelve\" // error: cannot convert value"),
        ("// ❌ Compile error", "let total: Int = \"twelve\""),
    ])
    func aBadExampleThatSaysItDoesNotCompileIsHeldToIt(label: String, code: String) throws {
        let extractor = SnippetExtractor()
        let fence = CodeFence(
            file: "Content/c.md", index: 0, info: "swift", code: label + "\n" + code + "\n", fenceLine: 4, codeStartLine: 5
        )
        let snippets = extractor.extract(fence).snippets
        let snippet = try #require(snippets.first)
        #expect(snippet.label == .bad)
        #expect(snippet.options.mustFailToCompile)
        let results = try check([snippet])
        #expect(results.first?.verdict.status == .verified)
    }
}

/// The shapes real pages use that are not a plain view or statement.
@Suite struct FragmentShapeTests {
    private func check(_ code: String, label: SnippetLabel = .unlabelled) throws -> Verdict {
        let options = SnippetCheckEngine.Options(
            projectRoot: TypecheckFixtures.temporaryFolder("project"), cacheDirectory: TypecheckFixtures.temporaryFolder("cache"),
            surfaceDirectory: TypecheckFixtures.surfaceDirectory
        )
        let page = CheckPage(file: "Content/test.md", snippets: [TypecheckFixtures.snippet(code, label: label)])
        return try #require(try SnippetCheckEngine(rules: [], options: options).check(pages: [page], sitePrelude: nil).results.first)
            .verdict
    }

    @Test(arguments: [
        "func refreshable(action: @escaping @Sendable () async -> Void) -> some View",
        "init(_ title: String, isOn: Binding<Bool>)\nvar isEnabled: Bool { get }",
        "struct Shelf<Content> where Content: View",
        ".shelfStyle(_ tint: Color = .green, isCompact: Bool = false)",
    ])
    func aBlockOfSignaturesIsSkippedWithItsReason(code: String) throws {
        let verdict = try check(code)
        #expect(verdict.status == .skipped)
        #expect(verdict.reason == "declaration-only: API signatures without bodies are shown, not compiled")
    }

    @Test func aModifierCalledWithADotIsNoSignature() throws {
        let verdict = try check(".padding()")
        #expect(verdict.status == .verified)
    }

    @Test func aLabelledSignatureIsStillChecked() throws {
        // A good example is code the page vouches for: a missing body is a real mistake.
        let verdict = try check("func water() -> Int", label: .good)
        #expect(verdict.status == .failed)
    }

    @Test func aTopLevelIfOfViewsIsViewContent() throws {
        let verdict = try check("if isSunny {\n    Text(\"Open the vents\")\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["isSunny: Bool"])
    }

    @Test func chartMarksAreWrappedInAChart() throws {
        let verdict = try check("BarMark()")
        #expect(verdict.status == .verified, "\(verdict)")
    }

    @Test func aMarkStandingInAViewBuilderFailsAsOnAMac() throws {
        let verdict = try check("VStack {\n    BarMark()\n}")
        #expect(verdict.status == .failed)
    }

    @Test func aFragmentOfScenesIsTheBodyOfAScene() throws {
        #expect(try check("WindowGroup {\n    Text(\"Greenhouse\")\n}").status == .verified)
    }

    @Test func codeLeftOutWithAnEllipsisIsUnverifiedNotFailed() throws {
        // No value fits where the `...` stands: unverified, with the reason.
        let verdict = try check("let readings: [Double] = ...\nfor reading in ... { print(reading) }", label: .good)
        #expect(verdict.status == .unverified)
        #expect(verdict.reason == "the example leaves code out ('...'), so it cannot be compiled as shown")
    }

    @Test func aViewShownWithoutItsBodyIsCheckedWithAStubAndSaysSo() throws {
        let verdict = try check("struct SeedPacket: View {\n    let variety: String\n    @State private var isOpen = false\n}")
        #expect(verdict.status == .verified)
        #expect(verdict.assumed.map(\.declaration) == ["SeedPacket.body (left out on the page)"])
        // Its other lines are still checked.
        #expect(try check("struct SeedPacket: View {\n    let variety: Strng\n}").status == .failed)
    }
}
