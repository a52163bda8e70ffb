import Linting
import SwiftSyntax

/// Lint: an `@State` count kept beside the `@State` collection it counts (`items` and
/// `itemCount`).
struct StateRepeatingStateRule: LintRule {
    static let description = RuleDescription(
        id: "state-repeating-state",
        name: "State that repeats other state",
        summary: "an `@State` count (`itemCount`) is stored beside the `@State` collection it counts (`items`)",
        rationale: """
            A second source of truth has to be kept in step by hand: every place that \
            appends to or removes from `items` must also update `itemCount`, and the one that \
            forgets shows a wrong number. A value that can be computed from state is not \
            state — read `items.count` where it is shown, or declare a computed property \
            (`var itemCount: Int { items.count }`).
            """,
        documentation: "data-flow/state-and-data-flow.md#choose-the-wrapper-by-who-owns-the-data",
        triggering: [
            RuleExample(
                """
                struct Basket: View {
                    @State private var fruits: [Fruit] = []
                    ↓@State private var fruitCount = 0
                    var body: some View { Text("\\(fruitCount) fruits") }
                }
                """),
            RuleExample(
                """
                @State private var entries: [LogEntry] = []
                ↓@State private var entryCount: Int = 0
                """),
            RuleExample(
                """
                struct Inbox: View {
                    @State private var messages: [Message] = []
                    ↓@State var messageCount = 0
                    @State private var boxes: [Box] = []
                    ↓@State private var boxCount = 0
                    var body: some View { Text("\\(messageCount)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Basket: View {
                    @State private var fruits: [Fruit] = []
                    var fruitCount: Int { fruits.count }
                    var body: some View { Text("\\(fruitCount) fruits") }
                }
                """),
            RuleExample(
                """
                struct Uploader: View {
                    @State private var retryCount = 0
                    @State private var failures: [UploadError] = []
                    var body: some View { Text("\\(retryCount)") }
                }
                """),
            RuleExample(
                """
                struct Pager: View {
                    let pages: [Page]
                    @State private var pageCount = 1
                    var body: some View { Text("\\(pageCount)") }
                }
                """),
            RuleExample(
                """
                // @State private var itemCount = 0 beside @State var items
                let note = "itemCount"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        var namesBySiblings: [SyntaxIdentifier: Set<String>] = [:]
        var counts: [(VariableDeclSyntax, AttributeSyntax, String, SyntaxIdentifier)] = []
        for variable in file.nodes.variables {
            guard
                let attribute = variable.attributes.attribute(named: "State"),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let list = variable.parent?.parent
            else { continue }
            namesBySiblings[list.id, default: []].insert(name)
            if name.hasSuffix("Count"), name.count > 5 { counts.append((variable, attribute, name, list.id)) }
        }
        for (_, attribute, name, list) in counts {
            let base = String(name.dropLast(5))
            let siblings = namesBySiblings[list] ?? []
            guard
                let collection = [base + "s", base + "es", base.hasSuffix("y") ? String(base.dropLast()) + "ies" : ""].first(
                    where: siblings.contains)
            else { continue }
            result.append(
                violation(
                    at: attribute, in: file,
                    message: "'\(name)' repeats '\(collection).count' and can fall out of step; compute it from '\(collection)'"))
        }
        return result
    }
}
