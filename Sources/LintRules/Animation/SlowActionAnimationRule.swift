import Linting
import SwiftSyntax

/// Lint: `withAnimation` with a duration of a second or more, started from a button's
/// action or a tap.
struct SlowActionAnimationRule: LintRule {
    static let description = RuleDescription(
        id: "slow-action-animation",
        name: "Slow animation after a tap",
        summary: "a button or tap starts an animation that lasts a second or more",
        rationale: """
            The response to a tap should arrive while the finger is still lifting: a change \
            that takes a second or longer makes the control feel slow, and the next tap \
            lands while the views are still moving. Interface feedback lasts a few tenths \
            of a second; `.snappy`, `.smooth` and `.bouncy` are tuned for it, and \
            `spring(duration:bounce:)` with a duration around 0.3 describes a custom one. \
            Keep long, deliberate motion for changes nobody is waiting on.
            """,
        documentation: "animation/animation-and-transitions.md#describe-springs-by-duration-and-bounce",
        triggering: [
            RuleExample(
                """
                Button("Raise sail") {
                    withAnimation(.easeInOut(duration: ↓1.2)) { isRaised.toggle() }
                }
                """),
            RuleExample(
                """
                Image(systemName: "flame")
                    .onTapGesture {
                        withAnimation(.spring(duration: ↓1.5, bounce: 0.2)) {
                            isFiring = true
                        }
                    }
                """),
            RuleExample(
                """
                Button {
                    withAnimation(.linear(duration: ↓2)) { progress = 1 }
                } label: {
                    Label("Fill", systemImage: "drop")
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button("Raise sail") {
                    withAnimation(.snappy) { isRaised.toggle() }
                    withAnimation(.easeOut(duration: 0.25)) { showsFlag = true }
                }
                """),
            RuleExample(
                """
                TideGauge(level: level)
                    .onAppear {
                        withAnimation(.linear(duration: 12).repeatForever(autoreverses: false)) { phase = 1 }
                    }
                """),
            RuleExample(
                """
                Button("Play intro") { intro.start(duration: 3) }
                let slow = Animation.easeInOut(duration: 1.5)
                """),
        ]
    )

    /// The slowest duration, in seconds, still quick enough for tap feedback.
    static let limit = 1.0

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.calleeName == "withAnimation" && call.memberCallee == nil {
            guard let animation = call.arguments.first?.expression, Self.isInTapAction(call) else { continue }
            for argument in animation.descendants(LabeledExprSyntax.self) where argument.label?.text == "duration" {
                guard let seconds = Self.seconds(argument.expression), seconds >= Self.limit else { continue }
                result.append(
                    violation(
                        at: argument.expression, in: file,
                        message:
                            "a \(argument.expression.trimmedDescription)-second animation answers a tap too slowly; use '.snappy', '.smooth' or a spring of about 0.3 seconds"
                    ))
            }
        }
        return result
    }

    private static func seconds(_ expression: ExprSyntax) -> Double? {
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return nil
    }

    /// Whether the call runs in a `Button`'s action or an `onTapGesture` closure.
    private static func isInTapAction(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), let owner = Self.call(owning: closure) {
                if owner.calleeName == "onTapGesture" { return true }
                if owner.isTypeCall("Button") {
                    let isLabel =
                        owner.argument(labeled: "label")?.expression.id == closure.id
                        || (owner.trailingClosure?.id == closure.id && owner.argument(labeled: "action") != nil)
                        || owner.additionalTrailingClosures.contains { $0.closure.id == closure.id }
                    return !isLabel
                }
            }
            if current.is(FunctionDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func call(owning closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        return nil
    }
}
