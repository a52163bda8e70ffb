import Linting
import SwiftSyntax

/// Lint: a counting `Text` — `Text(date, style: .timer)` or `Text(timerInterval:)` — without
/// `monospacedDigit()` (or a monospaced font) in its modifier chain.
struct TimerTextWithoutMonospacedDigitsRule: LintRule {
    static let description = RuleDescription(
        id: "timer-text-without-monospaced-digits",
        name: "Counting text with proportional digits",
        summary: "a `Text` that counts every second uses proportional digits, so it changes width as it ticks",
        rationale: """
            The system font draws digits at their own widths: a 1 is narrower than a 0. A \
            timer text redraws every second, so its width changes with each tick and \
            everything laid out around it shifts, and centred or trailing text wobbles. \
            `monospacedDigit()` keeps the font but gives every digit the same width; apply \
            it to the counting `Text` or to a container above it.
            """,
        documentation: "views/text-and-images.md#let-times-update-themselves",
        triggering: [
            RuleExample(
                """
                ↓Text(firing.start, style: .timer)
                    .font(.title2)
                """),
            RuleExample(
                """
                HStack {
                    Image(systemName: "sailboat")
                    ↓Text(timerInterval: race.start...race.end, countsDown: true)
                }
                """),
            RuleExample(
                """
                Label {
                    ↓Text(rehearsal.end, style: .timer)
                } icon: { Image(systemName: "metronome") }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(firing.start, style: .timer)
                    .font(.title2)
                    .monospacedDigit()
                """),
            RuleExample(
                """
                Text(timerInterval: race.start...race.end)
                    .font(.system(.body, design: .monospaced))
                Text(race.start, style: .date)
                """),
            RuleExample(
                """
                VStack {
                    Text(rehearsal.end, style: .timer)
                    Text(rehearsal.start, style: .relative)
                }
                .monospacedDigit()
                """),
            RuleExample(
                """
                // Text(firing.start, style: .timer) wobbles without monospaced digits
                let label = "Text(firing.start, style: .timer)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Text") {
            let counts =
                call.argument(labeled: "timerInterval") != nil
                || ["timer"].contains(
                    call.argument(labeled: "style")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            guard counts, !Self.hasMonospacedDigits(above: call) else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "this Text counts every second with proportional digits and changes width as it ticks; add '.monospacedDigit()'"
                ))
        }
        return result
    }

    /// Whether `monospacedDigit()`, `monospaced()` or a monospaced font design applies to the
    /// text: in its own modifier chain or in the chain of any enclosing view.
    private static func hasMonospacedDigits(above call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax? = Syntax(call)
        while let current = node {
            if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let modifier = member.parent?.as(FunctionCallExprSyntax.self)
            {
                let name = member.declName.baseName.text
                if name == "monospacedDigit" || name == "monospaced" { return true }
                if name == "font" || name == "fontDesign", modifier.arguments.description.contains("monospaced") { return true }
            }
            if current.is(MemberBlockItemSyntax.self) || current.is(FunctionDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
