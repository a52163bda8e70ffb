import Linting
import SwiftSyntax

/// Lint: `.transaction { $0.addAnimationCompletion … }` without `value:`.
struct TransactionCompletionWithoutValueRule: LintRule {
    static let description = RuleDescription(
        id: "transaction-completion-without-value",
        name: "Animation completion in a transaction without a value",
        summary: "`.transaction { … addAnimationCompletion … }` has no `value:`, so it is not tied to the change it follows",
        rationale: """
            `transaction(_:)` without a value rewrites every transaction that passes through \
            the view, for any change of anything below it. A completion added there is \
            attached to whichever update comes by, not to the change you meant, so it runs \
            once, late, or for the wrong change. `transaction(value:_:)` (iOS 17) applies the \
            closure only when that value changes; for an animation started in an action, pass \
            the completion to `withAnimation(_:completionCriteria:_:completion:)`.
            """,
        documentation: "animation/animation-and-transitions.md#animate-a-view-when-a-value-changes",
        triggering: [
            RuleExample(
                """
                Circle()
                    .scaleEffect(pulse ? 1.1 : 1)
                    .↓transaction { transaction in
                        transaction.addAnimationCompletion { pulses += 1 }
                    }
                """),
            RuleExample(
                """
                struct Flip: View {
                    @State private var isFlipped = false
                    @State private var flips = 0
                    var body: some View {
                        CardFace(isFlipped: isFlipped)
                            .↓transaction {
                                $0.addAnimationCompletion(criteria: .removed) { flips += 1 }
                            }
                    }
                }
                """),
            RuleExample(
                """
                Gauge(value: level) { Text("Level") }
                    .↓transaction({ $0.addAnimationCompletion { settled = true } })
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Circle()
                    .scaleEffect(pulse ? 1.1 : 1)
                    .transaction(value: pulse) { transaction in
                        transaction.addAnimationCompletion { pulses += 1 }
                    }
                """),
            RuleExample(
                """
                Button("Flip") {
                    withAnimation(.bouncy) { isFlipped.toggle() } completion: { flips += 1 }
                }
                """),
            RuleExample(
                """
                List(stops) { StopRow(stop: $0) }
                    .transaction { $0.animation = nil }
                """),
            RuleExample(
                """
                // .transaction { $0.addAnimationCompletion { } } fires for any update
                let note = "addAnimationCompletion"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "transaction" && call.memberCallee != nil {
            guard call.argument(labeled: "value") == nil,
                let closure = call.allClosures.first?.closure,
                closure.descendants(FunctionCallExprSyntax.self).contains(where: { $0.calleeName == "addAnimationCompletion" }),
                let token = call.memberCallee?.declName.baseName
            else { continue }
            result.append(
                violation(
                    at: token, in: file,
                    message: "this completion is not tied to a change; use 'transaction(value:_:)' or 'withAnimation(_:_:completion:)'"))
        }
        return result
    }
}
