import Linting
import SwiftSyntax

/// Lint: a spring written with more bounce than interface motion wants.
///
/// Fires on a literal `bounce:` above 0.4 in `spring(…)` or `Spring(…)`, and on a literal
/// `dampingFraction:` below 0.6 (the same overshoot, spelled the older way). Presets and
/// values read from variables are left alone.
struct ExaggeratedSpringBounceRule: LintRule {
    static let description = RuleDescription(
        id: "exaggerated-spring-bounce",
        name: "Spring with an exaggerated bounce",
        summary: "A spring's bounce is above 0.4 (or its damping fraction below 0.6)",
        rationale: """
            Bounce is how far a spring overshoots before it settles. A little (up to about \
            0.3, what `.bouncy` uses) reads as physical; past 0.4 the view wobbles \
            visibly, takes longer to come to rest and draws the eye to a control rather than \
            to what changed — it suits a game piece or a celebration, not a card, a sheet or \
            a button. Use `.smooth`, `.snappy` or `.bouncy`, or keep `bounce:` at 0.4 or \
            below. `dampingFraction:` is the older spelling of the same thing: a fraction \
            below 0.6 is a bounce above 0.4.
            """,
        documentation: "animation/animation-and-transitions.md#describe-springs-by-duration-and-bounce",
        triggering: [
            RuleExample(
                """
                withAnimation(.spring(duration: 0.45, ↓bounce: 0.65)) {
                    isBadgeShown = true
                }
                """),
            RuleExample(
                """
                Capsule()
                    .frame(width: isOn ? 60 : 30, height: 8)
                    .animation(.spring(response: 0.4, ↓dampingFraction: 0.35), value: isOn)
                """),
            RuleExample(
                """
                let settle = Spring(duration: 0.6, ↓bounce: 0.8)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                withAnimation(.spring(duration: 0.45, bounce: 0.25)) {
                    isBadgeShown = true
                }
                """),
            RuleExample(
                """
                Capsule()
                    .frame(width: isOn ? 60 : 30, height: 8)
                    .animation(.spring(response: 0.4, dampingFraction: 0.8), value: isOn)
                    .animation(.bouncy, value: isHighlighted)
                """),
            RuleExample(
                """
                let settle = Spring(duration: 0.6, bounce: bounceFromSettings)
                let quick = Animation.snappy(duration: 0.2)
                """),
            RuleExample(
                """
                // .spring(duration: 0.5, bounce: 0.9) looked like jelly
                let note = "spring(response: 0.3, dampingFraction: 0.2)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard call.calleeName == "spring" && call.memberCallee != nil || call.isTypeCall("Spring") else { continue }
            if let bounce = call.argument(labeled: "bounce"), let value = Self.number(bounce.expression), value > 0.4 {
                result.append(
                    violation(
                        at: bounce, in: file,
                        message:
                            "a bounce of \(bounce.expression.trimmedDescription) makes the view wobble; keep it at 0.4 or below or use a preset"
                    ))
            } else if let damping = call.argument(labeled: "dampingFraction"), let value = Self.number(damping.expression),
                value < 0.6
            {
                result.append(
                    violation(
                        at: damping, in: file,
                        message:
                            "a damping fraction of \(damping.expression.trimmedDescription) overshoots like a bounce above 0.4; use 0.6 or more or a preset"
                    ))
            }
        }
        return result
    }

    /// A number literal's value.
    private static func number(_ expression: ExprSyntax) -> Double? {
        Double(expression.trimmedDescription)
    }
}
