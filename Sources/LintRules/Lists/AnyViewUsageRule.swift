import Linting
import SwiftSyntax

/// Lint: `AnyView(…)` inside a `ForEach`/`List` row, a function or computed property
/// declared to return `AnyView`, or one returning `some View` whose every `return` wraps its
/// branch in `AnyView` only so the branches' types agree.
///
/// An `AnyView` elsewhere (stored once, passed to an API that needs it) is not flagged.
struct AnyViewUsageRule: LintRule {
    static let description = RuleDescription(
        id: "anyview-usage",
        name: "AnyView in rows or as a return type",
        summary: "`AnyView` wraps a list row, a function or property returns `AnyView`, or erases every branch",
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
            RuleExample(
                """
                var forecastIcon: some View {
                    if forecast.isStormy {
                        return ↓AnyView(Image(systemName: "cloud.bolt"))
                    }
                    return AnyView(Text(forecast.summary))
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
                var shelfLabel: some View {
                    if shelf.isEmpty {
                        return AnyView(EmptyView())
                    }
                    let count = shelf.count
                    return Text("\\(count) books").font(.caption).tag(count)
                }
                """),
            RuleExample(
                """
                func sectionHeader(_ title: String) -> some View {
                    let views = titles.map { title -> AnyView in
                        return AnyView(Text(title))
                    }
                    return VStack { ForEach(views.indices, id: \\.self) { views[$0] } }
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
            guard let type = function.signature.returnClause?.type else { continue }
            if Self.isAnyView(type) {
                result.append(violation(at: type, in: file, message: Self.returnMessage))
            } else if let body = function.body, let first = Self.erasedBranches(type: type, body: body) {
                result.append(violation(at: first, in: file, message: Self.branchesMessage))
            }
        }
        for variable in file.nodes.variables {
            for binding in variable.bindings where !binding.isStored {
                guard let type = binding.typeAnnotation?.type else { continue }
                if Self.isAnyView(type) {
                    result.append(violation(at: type, in: file, message: Self.returnMessage))
                } else if let accessors = binding.accessorBlock,
                    let first = Self.erasedBranches(type: type, body: accessors)
                {
                    result.append(violation(at: first, in: file, message: Self.branchesMessage))
                }
            }
        }
        return result
    }

    /// The first `AnyView` call when `type` is `some View` and the body has two or more
    /// `return`s of its own (not a nested closure's), each returning `AnyView(…)`.
    private static func erasedBranches(type: TypeSyntax, body: some SyntaxProtocol) -> ExprSyntax? {
        guard let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some),
            opaque.constraint.trimmedDescription == "View"
        else { return nil }
        let returns = body.descendants(ReturnStmtSyntax.self).filter { statement in
            let closure = statement.enclosing(ClosureExprSyntax.self)
            let function = statement.enclosing(FunctionDeclSyntax.self)
            return closure?.isDescendant(of: body) != true && function?.isDescendant(of: body) != true
        }
        guard returns.count >= 2 else { return nil }
        var erased: [FunctionCallExprSyntax] = []
        for statement in returns {
            guard let call = statement.expression?.as(FunctionCallExprSyntax.self), call.isTypeCall("AnyView") else {
                return nil
            }
            erased.append(call)
        }
        return erased.first?.calledExpression
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
    private static let branchesMessage =
        "every branch is wrapped in 'AnyView' only so the types agree; mark the property or function '@ViewBuilder' and drop the 'return's"
    private static let returnMessage =
        "returning 'AnyView' erases the view's type; return 'some View' and branch with '@ViewBuilder'"
}
