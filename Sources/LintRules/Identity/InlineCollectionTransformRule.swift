import Linting
import SwiftSyntax

/// Lint: `ForEach(items.filter { … })`, `List(items.sorted())` — the data is rebuilt inline.
///
/// A bare `reversed()` is left alone: on a bidirectional collection it returns a lazy
/// `ReversedCollection` that copies nothing. It counts only when copied into `Array(…)`.
struct InlineCollectionTransformRule: LintRule {
    static let description = RuleDescription(
        id: "inline-collection-transform",
        name: "Collection transformed inside ForEach",
        summary: "`filter`, `sorted`, `map`, `compactMap`, or `reversed()` copied into an `Array`, applied inline to `ForEach`/`List` data",
        rationale: """
            The data expression runs on every evaluation of `body`, so the collection is \
            filtered, sorted or mapped again — into a new array — each time anything in the \
            view changes, and a `map` that builds values can hand SwiftUI new identities each \
            time. (`reversed()` alone is a lazy view and costs nothing; `Array(x.reversed())` \
            copies.) Prepare the \
            collection outside the view builder — in the model, in a property that is updated \
            when its inputs change, or with `onChange(of:)` — and give `ForEach` the result.
            """,
        documentation: "lists/stable-identity.md#prepare-the-data-outside-foreach",
        triggering: [
            RuleExample(
                """
                ForEach(items.↓filter { $0.isEnabled }) { item in
                    ItemRow(item: item)
                }
                """),
            RuleExample(
                """
                List(model.people.↓sorted { $0.name < $1.name }) { person in
                    Text(person.name)
                }
                """),
            RuleExample(
                """
                ForEach(Array(messages.↓reversed())) { message in
                    MessageRow(message: message)
                }
                """),
            RuleExample(
                """
                ForEach(rows.↓compactMap(\\.value), id: \\.self) { Text($0) }
                """),
            RuleExample(
                """
                ForEach(items.lazy.↓filter(\\.isDone).↓map(\\.title), id: \\.self) { Text($0) }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ForEach(enabledItems) { item in
                    ItemRow(item: item)
                }
                .onChange(of: items) { _, newItems in
                    enabledItems = newItems.filter { $0.isEnabled }
                }
                """),
            RuleExample(
                """
                ForEach(items) { item in
                    Text(item.tags.map(\\.name).joined(separator: ", "))
                }
                """),
            RuleExample(
                """
                // ForEach(items.filter { $0.isEnabled }) would re-filter on every update
                let label = "ForEach(items.sorted())"
                ForEach(model.visibleItems) { item in Text(label) }
                """),
            RuleExample(
                """
                let sorted = people.sorted { $0.name < $1.name }
                Picker("Person", selection: $selection) {
                    Text("None").tag(nil as Person.ID?)
                }
                """),
            RuleExample(
                """
                ForEach(0..<5) { index in Text("\\(index)") }
                """),
            RuleExample(
                """
                List(logEntries.reversed()) { entry in
                    Text(entry.message)
                }
                """),
        ]
    )

    static let transforms: Set<String> = ["filter", "sorted", "map", "compactMap", "reversed", "flatMap"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let data = call.collectionData else { continue }
            for token in Self.transformTokens(in: data) {
                result.append(violation(at: token, in: file, message: Self.message(token.text)))
            }
        }
        return result
    }

    /// The transform calls along the data's call chain (not inside closures or arguments).
    private static func transformTokens(in expression: ExprSyntax) -> [TokenSyntax] {
        var tokens: [TokenSyntax] = []
        var current: ExprSyntax? = expression.withoutParentheses
        var copiedIntoArray = false
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.memberCallee {
                    let name = member.declName.baseName.text
                    if member.base != nil, transforms.contains(name), name != "reversed" || copiedIntoArray {
                        tokens.append(member.declName.baseName)
                    }
                    current = member.base
                } else if call.isTypeCall("Array"), call.arguments.count == 1, let only = call.firstUnlabeledArgument {
                    copiedIntoArray = true
                    current = only.withoutParentheses
                } else {
                    current = nil
                }
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                current = nil
            }
        }
        return tokens.reversed()
    }

    private static func message(_ name: String) -> String {
        "'\(name)' rebuilds the rows' data on every body evaluation; prepare the collection outside 'ForEach'"
    }
}
