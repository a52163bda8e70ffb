import Linting
import SwiftSyntax

/// Lint: a view with a `transition` inside `if flag { }`, where the code changes `flag`
/// without `withAnimation` and nothing animates on `flag`.
struct TransitionWithoutAnimationRule: LintRule {
    static let description = RuleDescription(
        id: "transition-without-animation",
        name: "Transition without an animation",
        summary:
            "a view inside `if flag` has a `transition`, but `flag` is changed without `withAnimation` and no `.animation(_:value: flag)` covers it",
        rationale: """
            A transition describes how a view enters and leaves, but only an animation plays \
            it. When the condition changes outside an animation — `flag.toggle()` in a \
            button's action, with no `withAnimation` around it and no `.animation(_:value: \
            flag)` on a container — the view appears and disappears at once and the \
            transition is ignored. Change the flag in `withAnimation { … }`, or put \
            `.animation(_:value: flag)` on the container that holds the `if`.
            """,
        documentation: "animation/animation-and-transitions.md#transitions-for-views-that-come-and-go",
        triggering: [
            RuleExample(
                """
                Button("Filters") { showsFilters.toggle() }
                if showsFilters {
                    FilterBar()
                        .↓transition(.move(edge: .top))
                }
                """),
            RuleExample(
                """
                struct Toast: View {
                    @State private var isShown = false
                    var body: some View {
                        VStack {
                            if isShown {
                                Text("Saved").↓transition(.opacity)
                            }
                            Button("Save") { isShown = true }
                        }
                    }
                }
                """),
            RuleExample(
                """
                VStack {
                    if self.hasError {
                        ErrorBanner().↓transition(.scale.combined(with: .opacity))
                    }
                }
                .onChange(of: status) { self.hasError = status == .failed }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button("Filters") { withAnimation { showsFilters.toggle() } }
                if showsFilters {
                    FilterBar().transition(.move(edge: .top))
                }
                """),
            RuleExample(
                """
                VStack {
                    if isShown {
                        Text("Saved").transition(.opacity)
                    }
                    Button("Save") { isShown = true }
                }
                .animation(.snappy, value: isShown)
                """),
            RuleExample(
                """
                if isExpanded {
                    DetailPane().transition(.slide)
                }
                """),
            RuleExample(
                """
                // Button { isShown.toggle() } with if isShown { X().transition(.opacity) }
                let reminder = "wrap the toggle in withAnimation"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        var sequences: [SequenceExprSyntax]?
        for call in file.nodes.calls where call.calleeName == "transition" && call.receiver != nil {
            guard let flag = Self.flag(around: call),
                let token = call.memberCallee?.declName.baseName
            else { continue }
            let animated = file.nodes.calls.contains { other in
                other.calleeName == "animation" && other.argument(labeled: "value")?.expression.referencedName == flag
            }
            if animated { continue }
            if sequences == nil { sequences = file.tree.descendants(SequenceExprSyntax.self) }
            let toggles = file.nodes.calls.filter { $0.calleeName == "toggle" && $0.receiver?.referencedName == flag }.map(Syntax.init)
            let assignments = (sequences ?? []).filter { sequence in
                let elements = Array(sequence.elements)
                return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self) && elements[0].referencedName == flag
            }.map(Syntax.init)
            let writes = toggles + assignments
            if !writes.isEmpty, writes.allSatisfy({ !Self.isInsideWithAnimation($0) }) {
                result.append(
                    violation(
                        at: token, in: file,
                        message:
                            "'\(flag)' changes without an animation, so this transition never plays; change it in 'withAnimation' or animate the container on '\(flag)'"
                    ))
            }
        }
        return result
    }

    /// The flag of the nearest `if flag { … }` whose first branch holds the call's view.
    private static func flag(around call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let block = parent.as(CodeBlockSyntax.self) {
                guard let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id,
                    ifExpression.conditions.count == 1,
                    case .expression(let expression) = ifExpression.conditions.first?.condition
                else { return nil }
                let condition = expression.withoutParentheses
                if condition.is(DeclReferenceExprSyntax.self) { return condition.referencedName }
                if let member = condition.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                {
                    return member.declName.baseName.text
                }
                return nil
            }
            node = parent
        }
        return nil
    }

    private static func isInsideWithAnimation(_ node: Syntax) -> Bool {
        var closure = node.nearestClosure
        while let current = closure {
            if let owner = current.owningCall, owner.call.calleeName == "withAnimation" { return true }
            closure = current.nearestClosure
        }
        return false
    }
}
