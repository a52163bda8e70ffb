import Testing

@testable import SnippetChecking

/// Copies of shared declarations lose their bodies but keep their lines, signatures and
/// accessors; the full declarations are typechecked once in their own file.
@Suite struct BodyStubberTests {
    @Test func bodiesBecomeFatalErrorOnTheSameLines() {
        let source = """
            struct Row: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.headline)
                }
                init(title: String) {
                    self.title = title
                }
                func describe() -> String { "row \\(title)" }
            }
            """
        let stubbed = BodyStubber.stubbingBodies(in: source)
        #expect(
            stubbed.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!stubbed.contains("Text(title)"))
        #expect(!stubbed.contains("self.title = title"))
        #expect(stubbed.contains("var body: some View { fatalError() "))
        #expect(stubbed.contains("init(title: String) { fatalError() "))
        #expect(stubbed.contains("func describe() -> String { fatalError() }"))
        #expect(stubbed.contains("let title: String"))
    }

    @Test func explicitAccessorsKeepTheirKeywordsSoMutabilityStays() {
        let source = "var count: Int {\n    get { storage }\n    set { storage = newValue }\n}\nvar seen = 0 { didSet { log(seen) } }"
        let stubbed = BodyStubber.stubbingBodies(in: source)
        #expect(stubbed.contains("get { fatalError() }"))
        #expect(stubbed.contains("set { fatalError() }"))
        #expect(stubbed.contains("var seen = 0 { didSet { fatalError() } }"))
    }

    @Test func initialValuesAndOtherOpaqueResultsAreKept() {
        let source = "static let samples = [Item(id: 1)]\nfunc shape() -> some Shape { Circle() }\nlet make = { (x: Int) in x * 2 }"
        #expect(BodyStubber.stubbingBodies(in: source) == source)
    }

    @Test func codeThatDoesNotParseIsLeftAlone() {
        let source = "struct Broken { func f( { }"
        #expect(BodyStubber.stubbingBodies(in: source) == source)
    }

    @Test(arguments: [
        ([10, 1, 1, 1, 1, 1, 1, 1, 1, 1], 2),
        ([5, 5, 5, 5, 5], 2),
        ([3, 9, 4, 1, 7, 7], 3),
    ])
    func balancedGroupsSplitTheWorkEvenlyAndKeepOrder(sizes: [Int], count: Int) {
        let groups = Typechecker.balancedGroups(sizes: sizes, count: count)
        #expect(groups.flatMap { $0 }.sorted() == Array(sizes.indices))
        for group in groups { #expect(group == group.sorted()) }
        let loads = groups.map { $0.reduce(0) { $0 + sizes[$1] } }
        #expect(loads.max()! - loads.min()! <= sizes.max()!)
    }
}

@Suite struct EstimatedCostTests {
    @Test func observableTypesWeighMoreThanTheirSize() {
        let plain = "struct Store {\n    var items: [Int] = []\n}"
        let observable = "@Observable\nfinal class Store {\n    var items: [Int] = []\n}"
        #expect(Typechecker.estimatedCost(of: observable) - Typechecker.estimatedCost(of: plain) > 50_000)
    }

    @Test func otherAttributesStartingWithObservableAreNotTheMacro() {
        let source = "@ObservableObjectLike struct A {}\n@Observable2 struct B {}"
        #expect(Typechecker.estimatedCost(of: source) == 12_000 + 8 * source.utf8.count)
    }

    @Test func twoMacroTypesCountTwice() {
        let one = "@Observable class A {}"
        let two = one + "\n" + one
        #expect(Typechecker.estimatedCost(of: two) - Typechecker.estimatedCost(of: one) == 90_000 + 8 * (one.utf8.count + 1))
    }
}
