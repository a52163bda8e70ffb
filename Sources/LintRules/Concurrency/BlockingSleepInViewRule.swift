import Linting
import SwiftSyntax

/// Lint: `Thread.sleep(…)`, `sleep(…)` or `usleep(…)` in a view or view modifier.
struct BlockingSleepInViewRule: LintRule {
    static let description = RuleDescription(
        id: "blocking-sleep-in-view",
        name: "Blocking sleep in a view",
        summary: "a view blocks its thread with `Thread.sleep`, `sleep` or `usleep`",
        rationale: """
            A view's code runs on the main thread. Sleeping there freezes the whole app — no \
            drawing, no scrolling, no touches — for the full duration, and the watchdog can \
            terminate an app that blocks the main thread for too long. To wait, suspend \
            instead of blocking: `try await Task.sleep(for: .seconds(1))` inside the `task` \
            modifier or a `Task` from an action.
            """,
        documentation: "concurrency/tasks-in-views.md#no-dispatchqueuemain-in-views",
        triggering: [
            RuleExample(
                """
                struct Splash: View {
                    var body: some View {
                        Text("Seed library").onAppear { ↓Thread.sleep(forTimeInterval: 1.5) }
                    }
                }
                """),
            RuleExample(
                """
                struct RetryButton: View {
                    let retry: () -> Void
                    var body: some View {
                        Button("Retry") { ↓sleep(2); retry() }
                    }
                }
                """),
            RuleExample(
                """
                extension View {
                    func debounceTap() { ↓usleep(300_000) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Splash: View {
                    @State private var isReady = false
                    var body: some View {
                        Text("Seed library").task {
                            try? await Task.sleep(for: .seconds(1.5))
                            isReady = true
                        }
                    }
                }
                """),
            RuleExample(
                """
                final class Poller {
                    func waitForDevice() { Thread.sleep(forTimeInterval: 0.1) }
                }
                """),
            RuleExample(
                """
                struct NightMode: View {
                    let sleepSchedule: String
                    var body: some View { Text(sleepSchedule).onAppear { sleepTimer.start() } }
                }
                """),
            RuleExample(
                """
                // Thread.sleep(forTimeInterval: 1) freezes the UI
                let tip = "sleep(1)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            let token: Syntax
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                ["sleep", "usleep"].contains(reference.baseName.text)
            {
                token = Syntax(reference)
            } else if let member = call.memberCallee, member.declName.baseName.text == "sleep",
                let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Thread"
            {
                token = Syntax(base)
            } else {
                continue
            }
            guard call.isInView(types: file.types) else { continue }
            result.append(
                violation(
                    at: token, in: file,
                    message: "this blocks the main thread and freezes the UI; wait with 'try await Task.sleep(for:)' in a task"))
        }
        return result
    }
}
