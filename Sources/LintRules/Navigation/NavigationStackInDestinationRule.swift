import Linting
import SwiftSyntax

/// Lint: a `NavigationStack` (or `NavigationView`) built inside a navigation destination —
/// the closure of `navigationDestination` or a `NavigationLink`'s destination.
struct NavigationStackInDestinationRule: LintRule {
    static let description = RuleDescription(
        id: "navigation-stack-in-destination",
        name: "NavigationStack inside a pushed destination",
        summary: "a view pushed onto a navigation stack wraps itself in another `NavigationStack`",
        rationale: """
            A destination that is pushed already lives in the stack that pushed it. A second \
            `NavigationStack` inside it starts a new, nested stack: its title bar stacks under \
            the outer one, links inside it push onto the inner stack, and the outer path no \
            longer describes what is on screen. Only the root of a navigation hierarchy — and \
            the root of a sheet or full-screen cover, which is a new presentation — creates a \
            `NavigationStack`.
            """,
        documentation: "navigation/navigation-and-presentation.md#one-stack-per-hierarchy",
        triggering: [
            RuleExample(
                """
                List(books) { book in NavigationLink(book.title, value: book) }
                    .navigationDestination(for: Book.self) { book in
                        ↓NavigationStack {
                            BookDetail(book: book)
                        }
                    }
                """),
            RuleExample(
                """
                NavigationLink("Settings") {
                    ↓NavigationStack { SettingsForm() }
                }
                """),
            RuleExample(
                """
                NavigationLink(destination: {
                    VStack { ↓NavigationStack(path: $innerPath) { Text("Nested") } }
                }, label: { Text("Open") })
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                NavigationStack {
                    List(books) { book in NavigationLink(book.title, value: book) }
                        .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
                }
                """),
            RuleExample(
                """
                Button("New loan") { isAdding = true }
                    .sheet(isPresented: $isAdding) {
                        NavigationStack { NewLoanForm() }
                    }
                """),
            RuleExample(
                """
                NavigationLink {
                    SettingsForm()
                } label: {
                    Label("Settings", systemImage: "gear")
                }
                """),
            RuleExample(
                """
                // .navigationDestination { NavigationStack { … } } nests stacks
                let note = "NavigationStack inside a destination"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("NavigationStack") || call.isTypeCall("NavigationView") {
            guard let closure = call.nearestClosure, Self.isInPushedDestination(closure) else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message: "a pushed destination already lives in a navigation stack; drop this inner NavigationStack"))
        }
        return result
    }

    /// Walks out through view-building closures until a destination (pushed: flag) or a
    /// presentation (a new root: fine).
    private static func isInPushedDestination(_ start: ClosureExprSyntax) -> Bool {
        var closure: ClosureExprSyntax? = start
        while let current = closure {
            guard let owner = current.owningCall, let name = owner.call.calleeName else { return false }
            if owner.call.memberCallee != nil, name == "navigationDestination" { return true }
            if name == "NavigationLink", owner.call.memberCallee == nil { return owner.label != "label" }
            if owner.call.memberCallee != nil, ClosureExprSyntax.screenPresenters.contains(name) { return false }
            closure = current.nearestClosure
        }
        return false
    }
}
