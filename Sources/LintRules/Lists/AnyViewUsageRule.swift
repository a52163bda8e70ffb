import Linting
import SwiftSyntax

/// Lint: `AnyView(…)` inside a `ForEach`/`List` row, or a function or computed property
/// declared to return `AnyView`.
///
/// An `AnyView` elsewhere (stored once, passed to an API that needs it) is not flagged.
struct AnyViewUsageRule: LintRule {
    static let description = RuleDescription(
        id: "anyview-usage",
        name: "AnyView in rows or as a return type",
        summary: "`AnyView` wraps a list row, or a function or property returns `AnyView`",
        rationale: """
            `AnyView` erases the view's type, so SwiftUI cannot see the structure inside it: \
            it cannot tell which branch changed, must compare and rebuild the erased content, \
            and in a `List` it has to evaluate every row's body just to know its identity. \
            Return `some View` and build branches with `@ViewBuilder` (`if`/`else`, `switch`), \
            or move the branching into a small row view with one top-level container.
            """,
        documentation: "lists/stable-identity.md#keep-anyview-out-of-rows",
        triggering: [
            RuleExample(
                """
                ForEach(items) { item in
                    ↓AnyView(item.isSpecial ? FeaturedItemRow(item: item) : ItemRow(item: item))
                }
                """),
            RuleExample(
                """
                func badge(for status: Status) -> ↓AnyView {
                    status == .done ? AnyView(Image(systemName: "checkmark")) : AnyView(EmptyView())
                }
                """),
            RuleExample(
                """
                struct Row: View {
                    let item: Item
                    var icon: ↓AnyView { AnyView(Image(systemName: item.symbol)) }
                    var body: some View { icon }
                }
                """),
            RuleExample(
                """
                List(items) { item in
                    HStack {
                        ↓AnyView(Text(item.title))
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ForEach(items) { item in
                    ItemRow(item: item)
                }
                """),
            RuleExample(
                """
                @ViewBuilder func badge(for status: Status) -> some View {
                    if status == .done { Image(systemName: "checkmark") } else { EmptyView() }
                }
                """),
            RuleExample(
                """
                // AnyView(row) hides identity; avoid it in rows
                ForEach(items) { item in
                    Text("AnyView(item)")
                }
                """),
            RuleExample(
                """
                let erased = AnyView(Text("Preview"))
                let stored: AnyView = erased
                """),
            RuleExample(
                """
                ForEach(items) { item in
                    Row(item: item, accessory: item.makeAnyView())
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("AnyView") {
            if Self.isInsideRow(call) {
                result.append(violation(at: call.calledExpression, in: file, message: Self.rowMessage))
            }
        }
        for function in file.nodes.functions {
            if let type = function.signature.returnClause?.type, Self.isAnyView(type) {
                result.append(violation(at: type, in: file, message: Self.returnMessage))
            }
        }
        for variable in file.nodes.variables {
            for binding in variable.bindings where !binding.isStored {
                if let type = binding.typeAnnotation?.type, Self.isAnyView(type) {
                    result.append(violation(at: type, in: file, message: Self.returnMessage))
                }
            }
        }
        return result
    }

    private static func isAnyView(_ type: TypeSyntax) -> Bool {
        type.as(IdentifierTypeSyntax.self)?.name.text == "AnyView"
            || type.as(MemberTypeSyntax.self).map { $0.name.text == "AnyView" && $0.baseType.trimmedDescription == "SwiftUI" } == true
    }

    /// Whether `node` sits inside the row closure of a `ForEach`/`List` with data.
    private static func isInsideRow(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self),
                let call = closure.enclosing(FunctionCallExprSyntax.self),
                call.rowClosure?.id == closure.id
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    private static let rowMessage =
        "'AnyView' in a row hides its structure and identity; return 'some View' and branch with '@ViewBuilder'"
    private static let returnMessage =
        "returning 'AnyView' erases the view's type; return 'some View' and branch with '@ViewBuilder'"
}
