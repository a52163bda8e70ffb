import Linting
import SwiftSyntax

/// Lint: an animation with `duration: 0`, used to switch animation off.
struct ZeroDurationAnimationRule: LintRule {
    static let description = RuleDescription(
        id: "zero-duration-animation",
        name: "Zero-duration animation",
        summary: "an animation with `duration: 0` stands in for no animation",
        rationale: """
            An animation of zero duration still is an animation: the change goes through the \
            animation system, completions wait for it, and it replaces an animation an \
            enclosing transaction asked for only by accident of ordering. To make a change \
            without animating it, say so: `.animation(nil, value: count)` on the view, or a \
            transaction that disables animations — `.transaction { $0.disablesAnimations = \
            true }`, or `var transaction = Transaction(); transaction.disablesAnimations = \
            true; withTransaction(transaction) { … }` for one change.
            """,
        documentation: "animation/animation-and-transitions.md#animate-a-view-when-a-value-changes",
        triggering: [
            RuleExample(
                """
                Text("Lap \\(lap)")
                    .animation(↓.linear(duration: 0), value: lap)
                """),
            RuleExample(
                """
                Button("Reset") {
                    withAnimation(↓.easeInOut(duration: 0.0)) { offset = .zero }
                }
                """),
            RuleExample(
                """
                struct Ticker: View {
                    let price: Double
                    var body: some View {
                        Text(price, format: .number)
                            .animation(↓Animation.linear(duration: 0), value: price)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text("Lap \\(lap)")
                    .animation(nil, value: lap)
                """),
            RuleExample(
                """
                Button("Reset") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { offset = .zero }
                }
                """),
            RuleExample(
                """
                Circle()
                    .animation(.linear(duration: 0.2), value: progress)
                    .animation(.spring(duration: 0.4, bounce: 0), value: isPressed)
                """),
            RuleExample(
                """
                // .animation(.linear(duration: 0), value: x) is not "no animation"
                let hack = ".linear(duration: 0)"
                """),
        ]
    )

    static let curves: Set<String> = [
        "linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy",
        "interactiveSpring", "interpolatingSpring", "timingCurve",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, Self.curves.contains(member.declName.baseName.text),
                member.base == nil || member.base?.trimmedDescription == "Animation",
                let duration = call.argument(labeled: "duration")?.expression,
                let number = Double(duration.trimmedDescription), number == 0
            else { continue }
            result.append(
                violation(
                    at: call, in: file,
                    message:
                        "a zero-duration animation still animates; use 'animation(nil, value:)' or a transaction with 'disablesAnimations'")
            )
        }
        return result
    }
}
