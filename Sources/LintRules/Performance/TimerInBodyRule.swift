import Linting
import SwiftSyntax

/// Lint: a `Timer` (or its publisher) created while a view's body is evaluated.
struct TimerInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "timer-in-body",
        name: "Timer created in body",
        summary: "`Timer.publish`, `Timer.scheduledTimer` or `Timer(…)` is created while `body` is evaluated",
        rationale: """
            `body` runs on every update of the view. A timer created there is a new timer each \
            time: its publisher restarts (so it may never fire, or fire at the wrong moment), \
            and a scheduled timer keeps running after the evaluation that made it, one more \
            per update. For output that follows the clock, use `TimelineView(.periodic(from: \
            .now, by: 1))` and its `context.date`; for periodic work, loop in the `task` \
            modifier (`try await Task.sleep(for: .seconds(1))`), which SwiftUI cancels with \
            the view; or create the publisher once, in a stored property.
            """,
        documentation: "performance/cheap-body.md#read-the-clock-through-a-timeline",
        triggering: [
            RuleExample(
                """
                struct Countdown: View {
                    @State private var left = 10
                    var body: some View {
                        Text("\\(left)")
                            .onReceive(↓Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                                left -= 1
                            }
                    }
                }
                """),
            RuleExample(
                """
                struct Pulse: View {
                    var body: some View {
                        let ticks = ↓Timer.publish(every: 0.5, on: .main, in: .default)
                        Circle().onReceive(ticks.autoconnect()) { _ in }
                    }
                }
                """),
            RuleExample(
                """
                struct Clock: View {
                    @State private var now = Date.now
                    var body: some View {
                        let _ = ↓Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in now = .now }
                        Text(now, style: .time)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Countdown: View {
                    @State private var left = 10
                    let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                    var body: some View {
                        Text("\\(left)").onReceive(ticks) { _ in left -= 1 }
                    }
                }
                """),
            RuleExample(
                """
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time)
                }
                """),
            RuleExample(
                """
                Button("Start") {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in finish() }
                }
                """),
            RuleExample(
                """
                // Timer.publish(every: 1, on: .main, in: .common) in body restarts per update
                let advice = "TimelineView"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            let isTimer: Bool
            if let member = call.memberCallee, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer" {
                isTimer = ["publish", "scheduledTimer"].contains(member.declName.baseName.text)
            } else {
                isTimer = call.isTypeCall("Timer")
            }
            guard isTimer, call.isEvaluatedDuringBody else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "a new timer is created on every evaluation of body; use TimelineView, a loop in 'task', or a publisher stored once"
                ))
        }
        return result
    }
}
