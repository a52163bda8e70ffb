import Linting
import SwiftSyntax

/// Lint: `.animation(_:value: x)` placed before (inside) a modifier that reads `x`: the
/// animation only covers the modifiers above it in the chain.
struct AnimationBeforeChangedModifierRule: LintRule {
    static let description = RuleDescription(
        id: "animation-before-changed-modifier",
        name: "Animation applied before the modifier it should animate",
        summary: "`.animation(_:value: x)` comes before a modifier that changes with `x`, so that change is not animated",
        rationale: """
            `animation(_:value:)` animates the changes made by the modifiers between the view \
            and itself — the ones written above it. A modifier written after it (outside it) \
            is not covered (a second `animation` further down decides for it instead): in `.animation(.default, value: isWide).frame(width: isWide ? 300 \
            : 120)` the frame jumps. Move the `animation` modifier below every modifier that \
            reads the value, or change the value in `withAnimation`.
            """,
        documentation: "animation/animation-and-transitions.md#animate-a-view-when-a-value-changes",
        triggering: [
            RuleExample(
                """
                Capsule()
                    .↓animation(.smooth, value: isWide)
                    .frame(width: isWide ? 300 : 120, height: 44)
                """),
            RuleExample(
                """
                struct Badge: View {
                    let unread: Int
                    var body: some View {
                        Text("\\(unread)")
                            .scaleEffect(unread > 9 ? 1.2 : 1)
                            .↓animation(.bouncy, value: unread)
                            .background(unread == 0 ? Color.clear : Color.red, in: .capsule)
                    }
                }
                """),
            RuleExample(
                """
                Image(systemName: "chevron.right")
                    .↓animation(.easeInOut, value: model.isExpanded)
                    .rotationEffect(.degrees(model.isExpanded ? 90 : 0))
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Capsule()
                    .frame(width: isWide ? 300 : 120, height: 44)
                    .animation(.smooth, value: isWide)
                """),
            RuleExample(
                """
                Text("\\(unread)")
                    .contentTransition(.numericText(value: Double(unread)))
                    .animation(.snappy, value: unread)
                    .onChange(of: unread) { lastChange = .now }
                    .sensoryFeedback(.increase, trigger: unread)
                """),
            RuleExample(
                """
                Capsule()
                    .frame(width: isWide ? 300 : 120, height: 44)
                    .animation(.smooth, value: isWide)
                    .foregroundStyle(isWide ? .green : .gray)
                    .animation(nil, value: isWide)
                """),
            RuleExample(
                """
                Toggle("Wide", isOn: $isWide)
                    .animation(.smooth, value: isWide)
                    .padding()
                """),
            RuleExample(
                """
                // .animation(.default, value: x).frame(width: x) animates nothing
                let order = ".frame(width: x).animation(.default, value: x)"
                """),
            RuleExample(
                """
                Label("Saved", systemImage: "checkmark")
                    .opacity(showsReceipt ? 1 : 0)
                    .animation(.easeOut, value: showsReceipt)
                    .allowsHitTesting(showsReceipt)
                """),
        ]
    )

    /// Modifiers that read the value without drawing it: actions, presentations, feedback, hit testing.
    static let nonVisual: Set<String> = [
        "id", "tag", "sensoryFeedback", "sheet", "fullScreenCover", "popover",
        "alert", "confirmationDialog", "navigationDestination", "help", "keyboardShortcut", "contentTransition",
        "allowsHitTesting", "contentShape",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "animation" && call.receiver != nil {
            guard let value = call.argument(labeled: "value")?.expression.withoutParentheses,
                value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            else { continue }
            let valueText = value.trimmedDescription
            var outers: [FunctionCallExprSyntax] = []
            var outer = call.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
            while let modifier = outer {
                outers.append(modifier)
                outer = modifier.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
            }
            // A later `animation` (or `transaction`) decides for the modifiers before it.
            if outers.contains(where: { $0.calleeName == "animation" || $0.calleeName == "transaction" }) { continue }
            let uncovered = outers.first { modifier in
                guard let name = modifier.calleeName else { return false }
                return !Self.nonVisual.contains(name) && !name.hasPrefix("on") && !name.hasPrefix("task")
                    && !name.hasPrefix("accessibility")
                    && modifier.arguments.contains(where: { Self.reads($0.expression, valueText) })
            }
            if let name = uncovered?.calleeName, let token = call.memberCallee?.declName.baseName {
                result.append(
                    violation(
                        at: token, in: file,
                        message:
                            "'\(name)' comes after 'animation(_:value: \(valueText))', so its change is not animated; move 'animation' below it"
                    ))
            }
        }
        return result
    }

    /// Whether `expression` mentions `value` (a name or a member path) outside closures.
    private static func reads(_ expression: ExprSyntax, _ value: String) -> Bool {
        if expression.is(ClosureExprSyntax.self) { return false }
        let candidates: [ExprSyntax] =
            expression.descendants(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
            + expression.descendants(MemberAccessExprSyntax.self).map(ExprSyntax.init)
        return candidates.contains { candidate in
            guard candidate.trimmedDescription == value else { return false }
            if let member = candidate.parent?.as(MemberAccessExprSyntax.self), member.declName.id == candidate.id { return false }
            var node = candidate.parent
            while let current = node, current.id != expression.id {
                if current.is(ClosureExprSyntax.self) { return false }
                node = current.parent
            }
            return true
        }
    }
}
