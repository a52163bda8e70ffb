import Foundation
import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

/// Fragments that show part of a view, or sample data another section of the page declares
/// differently: what is assumed for them, and the mistakes that still fail beside them.
extension AssumptionTests {
    // MARK: Members of the view a fragment belongs to

    @Test func aMemberReadOnSelfInAFragmentIsAMemberOfItsView() throws {
        let verdict = try one("Button(\"Reset\") {\n    self.seedTally = 0\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["self.seedTally: Int"])
    }

    @Test func aMethodCalledOnSelfInAFragmentIsAMethodOfItsView() throws {
        let verdict = try one("Button(\"Rake\") {\n    self.rakeLeaves()\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["self.rakeLeaves()"])
    }

    @Test func aStaticReadOnSelfInAFragmentIsAStaticOfItsView() throws {
        let verdict = try one("Button(\"Seed\") {\n    guard trays.isEmpty else { return }\n    trays = Self.starterTrays\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(
            Set(verdict.assumed.map(\.declaration)) == ["trays: [an identifiable element]", "Self.starterTrays: [an identifiable element]"])
        // A static near a view's modifier is a typo, and fails.
        let misspelled = try one("Button(\"Seed\") {\n    _ = Self.paddng\n}")
        #expect(misspelled.status == .failed)
        #expect(misspelled.assumed.isEmpty)
    }

    @Test func aMisspelledModifierCalledOnSelfStillFails() throws {
        let verdict = try one("Button(\"Rake\") {\n    _ = self.paddng()\n}")
        #expect(verdict.status == .failed)
        #expect(verdict.reason?.contains("'paddng'") == true)
        #expect(verdict.assumed.isEmpty)
    }

    @Test func aNameGivenToOnReceiveIsAPublisherThatNeverFails() throws {
        let verdict = try one(".onReceive(compostTimer) { tick in\n    self.lastTurned = tick\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["compostTimer: a publisher of dates", "self.lastTurned: Date"])
    }

    @Test func aPropertyOfTheViewLeftOutMayShareAViewMethodsName() throws {
        // The page's view has an `offset` property, which hides `View.offset(x:y:)`.
        let verdict = try one("Button(\"Raise the trellis\") {\n    self.offset = 24\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["offset"])
    }

    @Test func aBareNameAssignedInAFragmentMayShareAViewMethodsName() throws {
        // `offset = -12` without `self.`: a global would not hide `View.offset(x:y:)`, so the
        // view's own property is assumed.
        let verdict = try one(
            "Button(\"Lower the trellis\") {\n    offset = -12\n    Task { offset = 0 }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["offset"])
    }

    @Test func aMisspelledModifierBesideABareViewMethodNameStillFails() throws {
        let verdict = try one("Button(\"Lower the trellis\") {\n    offset = -12\n}\n.paddng()")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aBareNameReadAsAnArgumentInAFragmentMayShareAViewMethodsName() throws {
        // `searchSuggestions` is a `View` method too: the compiler reads the method as the
        // collection, so the view's own property is assumed, and said as such.
        let fragment = """
            .searchable(text: $seedQuery) {
                ForEach(searchSuggestions) { hint in
                    Text(hint.title).searchCompletion(hint.title)
                }
            }
            """
        let verdicts = try TypecheckFixtures.pageVerdicts(
            [
                fragment,
                // A misspelled modifier beside it still fails.
                fragment.replacingOccurrences(of: ".searchCompletion(", with: ".searchCompleton("),
                // In a view the page shows, the method given where a collection belongs is its mistake.
                "struct SeedSearch: View {\n    var body: some View {\n        List {\n            ForEach(searchSuggestions) { hint in\n"
                    + "                Text(hint.title)\n            }\n        }\n    }\n}",
            ],
            cache: TypecheckFixtures.temporaryFolder("method-read-as-value-cache"))
        #expect(verdicts.map(\.status) == [.verified, .failed, .failed], "\(verdicts.map(\.reason))")
        #expect(
            verdicts[0].assumed.contains { $0.name == "searchSuggestions" && $0.declaration.hasPrefix("self.") }, "\(verdicts[0].assumed)")
    }

    @Test func assigningBareToAViewMethodInAViewThePageShowsStillFails() throws {
        let verdict = try one(
            "struct TrellisCard: View {\n    var body: some View {\n        Button(\"Raise\") { offset = 24 }\n    }\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("is a method") == true)
    }

    @Test func assigningToAViewMethodInAViewThePageShowsStillFails() throws {
        let verdict = try one(
            "struct TrellisCard: View {\n    var body: some View {\n        Button(\"Raise\") { self.offset = 24 }\n    }\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("is a method") == true)
    }

    @Test func anAssumedMethodWhoseResultThePageIgnoresDoesNotWarn() throws {
        // The assumed static method returns its type; a call that ignores the result must not
        // warn, or a good example would be a mismatch over a guess.
        let verdict = try one(
            "Button(\"Arm frost alerts\") {\n    FrostWatch.arm(for: bedName)\n    let level = FrostWatch.level(of: bedName)\n"
                + "    print(level)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(!verdict.assumed.isEmpty)
    }

    @Test func aMethodGivenAsAnActionIsAMethod() throws {
        let verdict = try one("VStack {\n    Button(\"Water\", action: sprinkler.start)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["sprinkler: an object with start()"])
    }

    // MARK: Views kept in names the page does not show

    @Test func aChainOfModifiersOnAnUndeclaredNameIsAView() throws {
        let verdict = try one("bedBanner\n    .padding()\n    .font(.title)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["bedBanner: some View"])
    }

    @Test func anImagesOwnMethodMakesTheUndeclaredNameAnImage() throws {
        let verdict = try one("if showsPhoto {\n    seedPacket\n        .resizable()\n        .padding()\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["seedPacket: Image", "showsPhoto: Bool"])
    }

    @Test func aMisspelledModifierLaterInTheChainStillFails() throws {
        let verdict = try one("bedBanner\n    .padding()\n    .fnot(.title)")
        #expect(verdict.status == .failed)
        #expect(verdict.reason?.contains("'fnot'") == true)
    }

    @Test func aModifierWrittenWithoutItsDotIsCalledOnTheView() throws {
        let verdict = try one("navigationTitle(\"Beds\")")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.isEmpty)
    }

    // MARK: Names the compiler or the page knows otherwise

    @Test func aCalledNameNearAProtocolIsNoMisspellingOfIt() throws {
        // `ChartContent` is a protocol: nothing calls it, so `CartContent()` is the page's view.
        let verdict = try one("VStack {\n    CartContent()\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["CartContent()"])
    }

    @Test func aValueTheCompilerFindsAsALowercaseTypeIsTheExamplesValue() throws {
        // `struct entry` of the C library: the compiler says "type", the page means a value.
        let messages = [
            "type 'entry' has no member 'date'; did you mean 'data'?",
            "initializer for conditional binding must have Optional type, not 'user.Type'",
            "type 'Font' has no member 'headlin'",
        ]
        let findings = messages.map { message in
            CompileFinding(diagnostic: Diagnostic(.error, message, at: SourceLocation(file: "p.md", line: 3, column: 1), source: "swiftc"))
        }
        let result = CompileResult(status: .checked, findings: findings)
        #expect(AssumptionOutcome.missingNames(in: result) == ["entry", "user"])
    }

    @Test func anIfLetShorthandMakesTheNameOptional() throws {
        let verdict = try one("if let gardener {\n    Text(gardener)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["gardener: String?"])
    }

    @Test func aCollectionMemberReadBesideOtherMembersIsAMember() throws {
        let verdict = try one("VStack {\n    Text(tray.label)\n    Text(\"\\(tray.count) cells\")\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["tray: an object with count, label"])
    }

    @Test func aValueGivenWhereAThrowingClosureMayGoIsAClosureThatDoesNotThrow() throws {
        let verdict = try one("let ordered = [3, 1, 2].sorted(by: plantingOrder)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["plantingOrder: (Int, Int) -> Bool"])
    }

    @Test func aMethodCalledOnASharedInstanceIsTheTypesMethod() throws {
        let verdict = try one("VStack {\n    Button(\"Harvest\") {\n        GreenhouseLog.shared.record(\"kale\")\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["GreenhouseLog (@Observable: record())"])
    }

    // MARK: Sample data of another section

    @Test func aNameAnotherSectionsDeclarationLacksIsAssumedForTheExampleThatUsesIt() throws {
        // `BedRow` comes from the first example, which never declares `Bed` either.
        let first = TypecheckFixtures.snippet(
            "struct BedRow: View {\n    let bed: Bed\n    var body: some View { Text(\"Bed\") }\n}", file: "Content/p.md", line: 10,
            index: 0)
        let second = TypecheckFixtures.snippet(
            "List(beds) { bed in\n    BedRow(bed: bed)\n}", file: "Content/p.md", line: 20, index: 1, label: .unlabelled)
        let results = try check([first, second])
        #expect(results.map(\.verdict.status) == [.verified, .verified], "\(results.map(\.verdict))")
        #expect(Set(results[1].verdict.assumed.map(\.name)) == ["Bed", "beds"])
    }

    @Test func anotherSectionsSampleValueThatDoesNotFitIsAssumedFromThisUse() throws {
        let first = TypecheckFixtures.snippet("let beds = [\"North\", \"South\"]", file: "Content/p.md", line: 10, index: 0)
        let second = TypecheckFixtures.snippet(
            "List(beds) { bed in\n    Text(bed.soil)\n}", file: "Content/p.md", line: 20, index: 1, label: .unlabelled)
        let results = try check([first, second])
        #expect(results.map(\.verdict.status) == [.verified, .verified], "\(results.map(\.verdict))")
        #expect(results[1].verdict.assumed.map(\.declaration) == ["beds: [element with soil]"])
    }

    @Test func anotherSectionsSampleValueThatFitsIsUsedAsDeclared() throws {
        let first = TypecheckFixtures.snippet("let beds = [\"North\", \"South\"]", file: "Content/p.md", line: 10, index: 0)
        let second = TypecheckFixtures.snippet("Text(beds[0])", file: "Content/p.md", line: 20, index: 1, label: .unlabelled)
        let results = try check([first, second])
        #expect(results.map(\.verdict.status) == [.verified, .verified])
        #expect(results[1].verdict.assumed.isEmpty)
    }

    @Test func aWrongMemberOfAnotherSectionsTypeStillFails() throws {
        // A type the page declares is binding: only sample values are assumed again.
        let first = TypecheckFixtures.snippet("struct Bed: Identifiable {\n    let id: Int\n    let soil: String\n}", file: "Content/p.md")
        let second = TypecheckFixtures.snippet(
            "let bed = Bed(id: 1, soil: \"loam\")\nprint(bed.siol)", file: "Content/p.md", line: 20, index: 1, label: .unlabelled)
        let results = try check([first, second])
        #expect(results[1].verdict.status == .failed)
        #expect(results[1].verdict.reason?.contains("'siol'") == true)
    }

    // MARK: What the place a name is used in asks of it

    @Test func aPublishersValuesAreOfTheAssumedNameTheyAreAssignedTo() throws {
        let verdict = try one(
            ".onReceive(moistureFeed) { reading in\n    if self.soilLevel != reading {\n        self.soilLevel = reading\n    }\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["moistureFeed: a publisher of Double", "self.soilLevel: Double"])
    }

    @Test func aMisspelledModifierBesideAnAssumedPublisherStillFails() throws {
        let verdict = try one("Text(\"Soil\")\n    .paddng()\n    .onReceive(moistureFeed) { reading in self.soilLevel = reading }")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'paddng'") == true)
    }

    @Test func aValueAViewIsAskedForIsAView() throws {
        let verdict = try one("let renderer = ImageRenderer(content: seedPacketCard)\nrenderer.scale = 2")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["seedPacketCard: some View"])
    }

    @Test func aValueGivenToTheEnvironmentIsAnObservableObject() throws {
        let verdict = try one("Text(\"Beds\")\n    .environment(gardenPlanner)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["gardenPlanner: an object"])
    }

    @Test func aTypeKeptInAppStorageIsStoredAsText() throws {
        let code = """
            struct SortSettings: View {
                @AppStorage("bedSort") private var bedSort = BedSort.byName
                var body: some View {
                    Text(bedSort.title)
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["BedSort: RawRepresentable (other members as text)"])
    }

    @Test func anAssumedCollectionMemberHoldsWhatIsAppendedToIt() throws {
        let code = """
            struct NoteEditor: View {
                @Binding var bed: RaisedBed
                @State private var draft = ""
                var body: some View {
                    Button("Add") { bed.notes.append(draft) }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["RaisedBed (notes; other members as text)"])
    }

    @Test func anAssumedMemberTakesTheTypeItIsAssignedTo() throws {
        let code = """
            struct Label: Identifiable {
                let id: Int
            }
            struct LabelEditor: View {
                let bed: RaisedBed
                @State private var labels: [Label] = []
                var body: some View {
                    Button("Load") { labels = bed.labels }
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["RaisedBed (labels; other members as text)"])
    }

    @Test func aValueAssignedAnAliasedTypeTakesTheTypeItStandsFor() throws {
        let verdict = try one("Button(\"Time\") {\n    elapsed = Date().timeIntervalSinceNow\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["elapsed: Double"])
    }

    @Test func theIdentifierTypeOfAnAssumedModelIsNoNamespace() throws {
        let code = """
            struct TrayLink: View {
                var tray: SeedTray
                var idType: Any.Type = SeedTray.ID.self
                var body: some View { Text("\\(tray.id)") }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["SeedTray (id; other members as text)"])
    }

    @Test func theControllerARepresentableMakesIsAPlatformController() throws {
        let code = """
            struct SoilScanner: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> SoilScanController {
                    SoilScanController()
                }
                func updateUIViewController(_ controller: SoilScanController, context: Context) {}
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["SoilScanController: UIViewController"])
    }

    @Test func aStructureDecodedFromDataIsDecodable() throws {
        let verdict = try one(
            "let payload = Data()\nlet forecast = try? JSONDecoder().decode(FrostForecast.self, from: payload)\nprint(forecast?.night ?? \"\")"
        )
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["FrostForecast: Decodable (other members as text)"])
    }

    @Test func aWrongMemberOfAKnownTypeBesideAnAssumedDecodableStillFails() throws {
        let verdict = try one(
            "let payload = Data()\nlet forecast = try? JSONDecoder().decode(FrostForecast.self, from: payload)\nprint(payload.cuont)")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'cuont'") == true)
    }

    @Test func aMethodThatIsAllOfAFiltersClosureAnswersYesOrNo() throws {
        let verdict = try one("let suitable = seedPackets.filter { $0.suits(bedSoil) }\nprint(suitable.count)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["bedSoil: String", "seedPackets: [element with suits()]"])
    }

    @Test func aMemberComparedToSortElementsKeepsTheKindItsNameSays() throws {
        let verdict = try one("List(beds.sorted { $0.title < $1.title }) { bed in\n    Text(bed.title)\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["beds: [element with title]"])
    }

    @Test func anAssumedMethodReturnsWhatTheFunctionReturningItsResultDeclares() throws {
        let code = """
            struct Trail {
                let name: String
            }
            struct TrailLoader {
                func load() async throws -> Trail {
                    return try await trailService.fetchTrail()
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["trailService: an object with fetchTrail()"])
    }

    @Test func theOptionalBranchOfAConditionTakesTheTypeAsked() throws {
        let verdict = try one("Text(\"Beds\")\n    .tint(isThemed ? accentTint : nil)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["accentTint: Color", "isThemed: Bool"])
    }

    @Test func anArgumentGivenToAnAssumedInitializerKeepsItsType() throws {
        let code = """
            struct GardenStore {}
            struct PlannerScreen: View {
                @State private var planner: BedPlanner
                init(store: GardenStore) {
                    _planner = State(wrappedValue: BedPlanner(store: store))
                }
                var body: some View { Text("Plan") }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["BedPlanner"])
    }

    @Test func aStaticMethodReturnsTheTypeItsResultIsAssignedTo() throws {
        let code = """
            struct Seed: Identifiable {
                let id: Int
            }
            @Observable final class SeedSearch {
                var found: [Seed] = []
                func run(_ text: String) async throws {
                    found = try await SeedCatalog.search(text)
                }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["SeedCatalog"])
    }

    @Test func aValueAnExporterSavesIsAFileDocument() throws {
        let code = """
            Text("Field notes")
                .fileExporter(isPresented: $isExporting, document: fieldNotes, contentType: .plainText) { result in
                    print(result)
                }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["fieldNotes: a FileDocument", "isExporting: Bool"])
    }

    @Test func anIdentifierGivenToAnAssumedInitializerIsItsIdentity() throws {
        let code = """
            struct BedDetail: View {
                @State private var planner: BedPlanner
                init(bedID: UUID) {
                    _planner = State(wrappedValue: BedPlanner(id: bedID))
                }
                var body: some View { Text("Bed") }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.name) == ["BedPlanner"])
    }

    @Test func aPreferenceKeyHoldsTheValueGivenWithIt() throws {
        let verdict = try one("Text(plotName)\n    .preference(key: PlotNameKey.self, value: plotName)")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["PlotNameKey: PreferenceKey (String)", "plotName: String"])
    }

    @Test func aPreferenceKeyWhoseValueIsReadForYHoldsAPoint() throws {
        let code = """
            .onPreferenceChange(TrellisShiftKey.self) { shift in
                isTrellisRaised = shift.y > 40
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(Set(verdict.assumed.map(\.declaration)) == ["TrellisShiftKey: PreferenceKey (CGPoint)", "isTrellisRaised: Bool"])
    }

    @Test func aPreferenceKeyWhoseValueIsReadForWidthAndHeightHoldsASize() throws {
        let code = """
            .onPreferenceChange(CanopyKey.self) { canopy in
                print(canopy.width, canopy.height)
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["CanopyKey: PreferenceKey (CGSize)"])
    }

    @Test func aPreferencePointGivenWhereATruthValueBelongsStillFails() throws {
        let code = """
            .onPreferenceChange(TrellisShiftKey.self) { shift in
                let isRaised: Bool = shift.y
                print(isRaised)
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.reason?.contains("'Bool'") == true, "\(verdict)")
    }

    @Test func theClassADelegateAdaptorNamesIsAnApplicationDelegate() throws {
        let code = """
            struct GreenhouseRoot: View {
                @UIApplicationDelegateAdaptor(GreenhouseDelegate.self) private var delegate
                var body: some View { Text("Greenhouse") }
            }
            """
        let verdict = try one(code)
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["GreenhouseDelegate: NSObject, UIApplicationDelegate"])
    }

    @Test func anActionNamedLikeACLibraryFunctionIsThePagesOwn() throws {
        // `select` is also the C library's `select(_:_:_:_:_:)`: called without arguments, the
        // page's own action.
        let verdict = try one("Button(\"Bed 4\") {\n    select()\n}")
        #expect(verdict.status == .verified, "\(verdict)")
        #expect(verdict.assumed.map(\.declaration) == ["select()"])
    }

    @Test func aStandardFunctionCalledWithoutItsArgumentsStillFails() throws {
        let verdict = try one("Button(\"Depth\") {\n    print(abs())\n}")
        #expect(verdict.status == .failed, "\(verdict)")
        #expect(verdict.assumed.isEmpty)
    }
}
