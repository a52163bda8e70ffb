import Linting
import SwiftSyntax

/// Lint: a view shown by `if flag { … }` whose modifiers read `flag` again — in an
/// `animation(_:value: flag)` or a `flag ? a : b`. Inside the branch the flag is always true.
struct ConditionReadInsideItsBranchRule: LintRule {
    static let description = RuleDescription(
        id: "condition-read-inside-its-branch",
        name: "Modifier reads the condition that shows the view",
        summary: "a view inside `if flag { }` animates on `flag` or picks a value with `flag ? … : …`",
        rationale: """
            A view inside `if flag { … }` exists only while `flag` is true. A modifier on it \
            that reads `flag` never sees it change: `flag ? 1 : 0` is always the first value, \
            and `.animation(.spring, value: flag)` is inserted with the view and removed with \
            it, so it animates neither the insertion nor the removal. To animate the view \
            coming and going, give it a `transition` and change `flag` in `withAnimation` (or \
            put `.animation(_:value: flag)` on the container that holds the `if`); to fade or \
            blur a view that stays, drop the `if` and keep the ternary.
            """,
        documentation: "animation/animation-and-transitions.md#transitions-for-views-that-come-and-go",
        triggering: [
            RuleExample(
                """
                if showsLegend {
                    MapLegend()
                        .transition(.move(edge: .bottom))
                        .↓animation(.snappy, value: showsLegend)
                }
                """),
            RuleExample(
                """
                struct Drawer: View {
                    let isOpen: Bool
                    var body: some View {
                        if isOpen {
                            ToolPalette()
                                .↓opacity(isOpen ? 1 : 0)
                                .↓offset(y: isOpen ? 0 : 40)
                        }
                    }
                }
                """),
            RuleExample(
                """
                VStack {
                    if self.isEditing {
                        Text("Editing")
                            .↓foregroundStyle(self.isEditing ? .orange : .secondary)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                VStack {
                    if showsLegend {
                        MapLegend().transition(.move(edge: .bottom))
                    }
                }
                .animation(.snappy, value: showsLegend)
                """),
            RuleExample(
                """
                ToolPalette()
                    .opacity(isOpen ? 1 : 0)
                    .offset(y: isOpen ? 0 : 40)
                """),
            RuleExample(
                """
                if isEditing {
                    TextField("Title", text: $title)
                        .onSubmit { isEditing = false }
                        .onChange(of: isFocused) { isEditing = isFocused }
                } else {
                    Text(isEditing ? "?" : title)
                }
                """),
            RuleExample(
                """
                if let note {
                    Text(note.title).opacity(note.isDraft ? 0.5 : 1)
                }
                """),
            RuleExample(
                """
                if isValid {
                    total = isValid ? price : 0 // not a view
                }
                let text = "if isOpen { Panel().opacity(isOpen ? 1 : 0) }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let flag = Self.condition(around: call) else { continue }
            let (modifiers, root) = ExprSyntax(call).modifierChain
            guard let rootCall = root?.as(FunctionCallExprSyntax.self), rootCall.calleeName?.first?.isUppercase == true else { continue }
            for modifier in modifiers.reversed() {
                guard let name = modifier.memberCallee?.declName.baseName,
                    !Self.exempt(name.text),
                    modifier.arguments.contains(where: { Self.reads($0.expression, flag) })
                else { continue }
                result.append(
                    violation(
                        at: name, in: file,
                        message:
                            "inside 'if \(flag)' the flag is always true, so '\(name.text)' never sees it change; animate the insertion with a transition, or drop the 'if' and keep the modifier"
                    ))
            }
        }
        return result
    }

    /// Modifiers whose arguments react to the flag at a later time, not while the view shows.
    private static func exempt(_ name: String) -> Bool {
        name.hasPrefix("on") || name.hasPrefix("task")
    }

    /// For a call that is a whole statement of the first branch of `if flag { … }` (a plain
    /// Boolean name, or `self.flag`), the flag's name.
    private static func condition(around call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        if let statement = node.parent?.as(ExpressionStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
            let block = item.parent?.parent?.as(CodeBlockSyntax.self),
            let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id,
            ifExpression.conditions.count == 1,
            case .expression(let expression) = ifExpression.conditions.first?.condition
        else { return nil }
        let condition = expression.withoutParentheses
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = condition.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether `expression` reads `flag` (as `flag` or `self.flag`) outside any closure.
    private static func reads(_ expression: ExprSyntax, _ flag: String) -> Bool {
        if expression.is(ClosureExprSyntax.self) { return false }
        return expression.descendants(DeclReferenceExprSyntax.self).contains { reference in
            guard reference.baseName.text == flag,
                reference.enclosing(ClosureExprSyntax.self).map({ !$0.isDescendant(of: expression) }) ?? true
            else { return false }
            // `note.flag` names another value's property; `self.flag` is the flag.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            }
            return true
        }
    }
}
