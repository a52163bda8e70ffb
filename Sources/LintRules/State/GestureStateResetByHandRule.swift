import Linting
import SwiftSyntax

/// Lint: a gesture that copies its value into state in `onChanged` and only puts the state
/// back in `onEnded` (`offset = .zero`): a value that lives as long as the gesture, which
/// `@GestureState` resets by itself.
///
/// An `onEnded` that does anything else — commits the value, animates the return — is left
/// alone: there the state outlives the gesture on purpose.
struct GestureStateResetByHandRule: LintRule {
    static let description = RuleDescription(
        id: "gesture-state-reset-by-hand",
        name: "Gesture value reset by hand",
        summary: "a gesture writes its value into state while it changes and only resets it when it ends, the job of `@GestureState`",
        rationale: """
            State that exists only while a finger is down — a drag offset, a pinch scale — \
            has to go back to its start when the gesture ends. Done by hand in `onEnded`, the \
            reset is missed when the gesture is cancelled instead of ended (another gesture \
            wins, the view disappears, a call comes in), and the view stays displaced. \
            `@GestureState` with `updating(_:body:)` holds the value for the gesture's \
            lifetime and returns it to its initial value however the gesture finishes.
            """,
        documentation: "data-flow/state-and-data-flow.md#let-gesture-state-reset-itself",
        triggering: [
            RuleExample(
                """
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .↓onEnded { _ in dragOffset = .zero }
                """),
            RuleExample(
                """
                Image(plant.photoName)
                    .scaleEffect(pinch)
                    .gesture(
                        MagnifyGesture()
                            .onChanged { pinch = $0.magnification }
                            .↓onEnded { _ in
                                pinch = 1
                            }
                    )
                """),
            RuleExample(
                """
                RotateGesture()
                    .onChanged { value in
                        angle = value.rotation
                        isTurning = true
                    }
                    .↓onEnded { _ in
                        angle = .zero
                        isTurning = false
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct DraggableCard: View {
                    @GestureState private var dragOffset = CGSize.zero
                    var body: some View {
                        CardFace()
                            .offset(dragOffset)
                            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                    }
                }
                """),
            RuleExample(
                """
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                        dragOffset = .zero
                    }
                """),
            RuleExample(
                """
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { _ in
                        withAnimation(.bouncy) { dragOffset = .zero }
                    }
                """),
            RuleExample(
                """
                // DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero }
                let manual = "onEnded { _ in offset = .zero }"
                """),
        ]
    )

    static let gestures: Set<String> = [
        "DragGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "onEnded" {
            guard let member = call.memberCallee, let receiver = member.base,
                let ended = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            else { continue }
            let chain = receiver.modifierChain
            guard let root = chain.root?.as(FunctionCallExprSyntax.self), let name = root.calleeName,
                Self.gestures.contains(name), root.isTypeCall(name),
                let changed = chain.modifiers.first(where: { $0.calleeName == "onChanged" }),
                let changing = changed.trailingClosure ?? changed.arguments.first?.expression.as(ClosureExprSyntax.self)
            else { continue }
            let copied = Set(Self.assignments(in: changing.statements).map(\.target))
            let resets = Self.assignments(in: ended.statements)
            guard !resets.isEmpty, resets.count == ended.statements.count,
                resets.allSatisfy({ copied.contains($0.target) && Self.isConstant($0.value) })
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "this state only lives while the gesture does and is reset by hand, which a cancelled gesture skips; use '@GestureState' with 'updating(_:body:)'"
                ))
        }
        return result
    }

    /// The top-level `name = value` statements of a closure body.
    private static func assignments(in statements: CodeBlockItemListSyntax) -> [(target: String, value: ExprSyntax)] {
        statements.compactMap { item in
            guard let sequence = item.item.unwrappedStatement.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            return (elements[0].trimmedDescription, elements[2])
        }
    }

    /// A literal or a bare member (`.zero`, `CGSize.zero`, `1`, `false`, `nil`).
    private static func isConstant(_ value: ExprSyntax) -> Bool {
        let value = value.withoutParentheses
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
        {
            return true
        }
        if let access = value.as(MemberAccessExprSyntax.self) {
            return access.base == nil || access.base?.is(DeclReferenceExprSyntax.self) == true
        }
        return false
    }
}
