import Linting
import SwiftSyntax

/// Lint: a `List` row built as a stack (`VStack`, `HStack`, `ZStack`) that inserts a child
/// with an `if` that has no `else`.
///
/// Rows are the top-level views of `List { … }`, of `Section` content inside it, and of
/// `ForEach`/`List(data)` row closures. An `if`/`else` that swaps one child for another is
/// not flagged, nor is an `if` directly in the list (that inserts a whole row, which
/// animates).
struct ConditionalRowChildrenRule: LintRule {
    static let description = RuleDescription(
        id: "conditional-row-children",
        name: "Row that grows by inserting children",
        summary: "a `List` row's container inserts or removes children with `if`, so the row resizes without animation",
        rationale: """
            `List` animates rows being inserted and removed, but not an existing row changing \
            size. When a row is a `VStack` whose child appears under an `if`, toggling the \
            condition resizes the row in place and the change jumps instead of animating. Put \
            the optional content in its own row (an `if` directly inside the list), or keep \
            the child present and change it with modifiers.
            """,
        documentation: "lists/animation-and-identity.md#rows-that-resize",
        triggering: [
            RuleExample(
                """
                List {
                    VStack {
                        Text("First")
                        ↓if showContent {
                            Text("Second")
                        }
                    }
                }
                """),
            RuleExample(
                """
                List(items) { item in
                    HStack {
                        Text(item.title)
                        ↓if item.isFavorite { Image(systemName: "star.fill") }
                    }
                    .padding(.vertical, 4)
                }
                """),
            RuleExample(
                """
                List {
                    Section("Orders") {
                        ForEach(orders) { order in
                            VStack(alignment: .leading) {
                                Text(order.title)
                                ↓if expanded.contains(order.id) {
                                    OrderDetail(order: order)
                                }
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List {
                    Text("First")
                    if showContent {
                        Text("Second")
                    }
                }
                """),
            RuleExample(
                """
                List(items) { item in
                    VStack {
                        if item.isSpecial { FeaturedItemRow(item: item) } else { ItemRow(item: item) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    VStack {
                        Text("First")
                        if showContent { Text("Second") }
                    }
                }
                // List { VStack { Text("a"); if show { Text("b") } } }
                let text = "List { VStack { if show { } } }"
                """),
            RuleExample(
                """
                List {
                    VStack {
                        Text("First")
                        Text("Second").opacity(showContent ? 1 : 0)
                    }
                }
                """),
        ]
    )

    static let stacks: Set<String> = ["VStack", "HStack", "ZStack"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("List") {
            guard let closure = call.contentClosure else { continue }
            for row in Self.rows(in: closure.statements) {
                guard let stack = row.as(ExprSyntax.self)?.rootCall,
                    let name = stack.calleeName, Self.stacks.contains(name),
                    stack.calledExpression.is(DeclReferenceExprSyntax.self),
                    let content = stack.contentClosure
                else { continue }
                let children = content.topLevelItems.filter(\.isViewProducing)
                guard children.count >= 2 else { continue }
                for child in children {
                    if let ifExpression = child.as(IfExprSyntax.self), ifExpression.lacksFinalElse {
                        result.append(violation(at: ifExpression.ifKeyword, in: file, message: Self.message(name)))
                    }
                }
            }
        }
        return result
    }

    /// The row views among `statements`, looking through `ForEach` and `Section`.
    private static func rows(in statements: CodeBlockItemListSyntax) -> [Syntax] {
        var rows: [Syntax] = []
        for item in statements.map(\.item.unwrappedStatement) where item.isViewProducing {
            if let call = item.as(ExprSyntax.self)?.rootCall,
                call.isTypeCall("ForEach") || call.isTypeCall("Section"),
                let closure = call.contentClosure
            {
                rows.append(contentsOf: Self.rows(in: closure.statements))
            } else {
                rows.append(item)
            }
        }
        return rows
    }

    private static func message(_ stack: String) -> String {
        "this 'if' inserts a child into the row's '\(stack)', which resizes the row without animation; make the optional content its own row"
    }
}
