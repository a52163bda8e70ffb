import Linting
import SwiftSyntax

/// Lint: `ForEach` or `List` over `items.indices` or `0..<items.count`.
///
/// An index names a position, not an element. When the array changes, every row after the
/// change gets another element's identity: state moves to the wrong row, animations
/// replay, and reading `items[index]` for a removed row can crash. A constant range
/// (`0..<5`) has no such problem and is not flagged.
struct ForEachIndicesIdentityRule: LintRule {
    static let description = RuleDescription(
        id: "foreach-indices-identity",
        name: "Indices as row identity",
        summary: "`ForEach` or `List` iterates over `x.indices` or `0..<x.count` of dynamic data",
        rationale: """
            Positions are not identities: after an insert, delete or move, every row past the \
            change is matched with a different element, so row state and animations go to the \
            wrong rows, and a row that reads `items[index]` after a removal can crash. Iterate \
            the elements and identify them by a stable id (`ForEach(items)` with `Identifiable`, \
            or `id: \\.someStableKey`); use `enumerated()` with the element's id if the position \
            is needed as data.
            """,
        documentation: "lists/stable-identity.md#never-identify-rows-by-index",
        triggering: [
            RuleExample(
                """
                ForEach(↓items.indices, id: \\.self) { index in
                    Text(items[index].title)
                }
                """),
            RuleExample(
                """
                List(↓0..<model.people.count, id: \\.self) { i in
                    Text(model.people[i].name)
                }
                """),
            RuleExample(
                """
                ForEach(↓Array(items.indices), id: \\.self) { index in
                    TextField("Title", text: $items[index].title)
                }
                """),
            RuleExample(
                """
                ForEach(↓(0..<items.count)) { i in Text(items[i].title) }
                """),
            RuleExample(
                """
                SwiftUI.ForEach(↓0...(items.count - 1), id: \\.self) { Text(items[$0].title) }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ForEach(items) { item in
                    Text(item.title)
                }
                """),
            RuleExample(
                """
                ForEach(0..<5) { star in
                    Image(systemName: star < rating ? "star.fill" : "star")
                }
                """),
            RuleExample(
                """
                // ForEach(items.indices, id: \\.self) would break identity
                ForEach(items, id: \\.id) { item in Text("ForEach(items.indices)") }
                """),
            RuleExample(
                """
                for index in items.indices {
                    print(items[index])
                }
                """),
            RuleExample(
                """
                grid.ForEach(items.indices) { index in print(index) }
                """),
            RuleExample(
                """
                ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let data = call.collectionData else { return nil }
            return Self.isPositional(data)
                ? violation(at: data, in: file, message: Self.message(for: data))
                : nil
        }
    }

    /// `x.indices`, `Array(x.indices)`, `0..<x.count`, `0...x.count - 1`, in parentheses or not.
    static func isPositional(_ expression: ExprSyntax) -> Bool {
        let expression = expression.withoutParentheses
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base != nil && member.declName.baseName.text == "indices"
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.isTypeCall("Array"),
            let only = call.firstUnlabeledArgument, call.arguments.count == 1
        {
            return isPositional(only)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3,
                let op = elements[1].as(BinaryOperatorExprSyntax.self),
                ["..<", "..."].contains(op.operator.text),
                elements[0].withoutParentheses.is(IntegerLiteralExprSyntax.self)
            else { return false }
            return elements[2...].contains { element in
                element.withoutParentheses.descendants(MemberAccessExprSyntax.self).contains {
                    $0.base != nil && $0.declName.baseName.text == "count"
                }
            }
        }
        return false
    }

    private static func message(for data: ExprSyntax) -> String {
        "'\(data.trimmedDescription)' identifies rows by position; iterate the elements and identify them by a stable id"
    }
}
