import Linting
import SwiftSyntax

/// Lint: `sorted` or `filter` called while a view's body is evaluated, outside the data of a
/// `ForEach`/`List` (which `inline-collection-transform` reports).
struct SortInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "sort-in-body",
        name: "Sorting or filtering in body",
        summary: "`sorted` or `filter` runs over a collection while `body` is evaluated",
        rationale: """
            Everything in `body` runs again on every update of the view — a keystroke in a \
            search field, a toggle elsewhere on the screen. Sorting a collection there costs \
            O(n log n) and filtering O(n) each time, plus a new array, even when the \
            collection did not change. Keep the prepared collection in the model (as a \
            property that is updated when its inputs change), or compute it in \
            `onChange(of:initial:)` into `@State`, and read the result in `body`.
            """,
        documentation: "performance/cheap-body.md#prepare-collections-outside-body",
        triggering: [
            RuleExample(
                """
                struct ShelfView: View {
                    let books: [Book]
                    var body: some View {
                        let ordered = books.↓sorted { $0.title < $1.title }
                        List(ordered) { book in Text(book.title) }
                    }
                }
                """),
            RuleExample(
                """
                struct DockSummary: View {
                    let bikes: [Bike]
                    var body: some View {
                        Text("\\(bikes.↓filter(\\.isAvailable).count) free")
                    }
                }
                """),
            RuleExample(
                """
                struct Constellations: View {
                    let stars: [Star]
                    var body: some View {
                        VStack {
                            let bright = stars.↓filter { $0.magnitude < 2 }.↓sorted(by: { $0.magnitude < $1.magnitude })
                            ForEach(bright) { star in Text(star.name) }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        List(shelf.booksByTitle) { book in Text(book.title) }
                    }
                }
                """),
            RuleExample(
                """
                struct DockSummary: View {
                    let bikes: [Bike]
                    @State private var free: [Bike] = []
                    var body: some View {
                        Text("\\(free.count) free")
                            .onChange(of: bikes, initial: true) { free = bikes.filter(\\.isAvailable) }
                    }
                }
                """),
            RuleExample(
                """
                struct ExportButton: View {
                    let rows: [Row]
                    var body: some View {
                        Button("Export") { export(rows.sorted { $0.date < $1.date }) }
                    }
                }
                """),
            RuleExample(
                """
                // let ordered = books.sorted() would run on every update
                let advice = "books.sorted()"
                """),
        ]
    )

    static let names: Set<String> = ["sorted", "filter"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.base != nil, Self.names.contains(member.declName.baseName.text),
                call.isEvaluatedDuringBody, !Self.isCollectionData(call)
            else { continue }
            let name = member.declName.baseName.text
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'\(name)' runs over the collection on every evaluation of body; prepare the collection in the model or when its input changes"
                ))
        }
        return result
    }

    /// Whether the call is part of the data argument of `ForEach`/`List`.
    private static func isCollectionData(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return owner.collectionData?.id == argument.expression.id
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            node = parent
        }
        return false
    }
}
