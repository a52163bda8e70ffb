import Linting
import SwiftSyntax

/// Lint: a `Task { … }` created directly inside the `task` modifier's action.
struct NestedTaskInTaskModifierRule: LintRule {
    static let description = RuleDescription(
        id: "nested-task-in-task-modifier",
        name: "Unstructured Task inside the task modifier",
        summary: "the action of `.task { }` wraps its work in another `Task { }`",
        rationale: """
            The `task` modifier's action already runs in a task that SwiftUI cancels when the \
            view disappears (or when the `id` changes). Wrapping the work in `Task { }` starts \
            a second, unstructured task that does not inherit that cancellation: the outer \
            task ends at once, and the inner one keeps running after the view is gone. \
            `await` the work directly in the action; for several things at once, use \
            `async let` or a task group, which are cancelled with their parent.
            """,
        documentation: "concurrency/tasks-in-views.md#await-inside-the-task-modifier",
        triggering: [
            RuleExample(
                """
                Text(status)
                    .task {
                        ↓Task { status = await telescope.slew(to: target) }
                    }
                """),
            RuleExample(
                """
                List(loans) { loan in Text(loan.title) }
                    .task(id: memberID) {
                        ↓Task.detached { await reminders.schedule(for: memberID) }
                        await reload()
                    }
                """),
            RuleExample(
                """
                Color.green.task(priority: .low) {
                    for plot in plots {
                        ↓Task { await sensors.calibrate(plot) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(status)
                    .task { status = await telescope.slew(to: target) }
                """),
            RuleExample(
                """
                List(loans) { loan in Text(loan.title) }
                    .task(id: memberID) {
                        async let due = reminders.due(for: memberID)
                        async let holds = catalogue.holds(for: memberID)
                        summary = await "\\(due.count) due, \\(holds.count) holds"
                    }
                """),
            RuleExample(
                """
                Button("Calibrate") {
                    Task { await sensors.calibrateAll() }
                }
                """),
            RuleExample(
                """
                // .task { Task { ... } } escapes cancellation
                let example = ".task { Task { await work() } }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTaskCreation {
            // Through loops and conditions, but not through other closures.
            guard let owner = call.nearestClosure?.owningCall, owner.call.memberCallee != nil,
                owner.call.calleeName == "task"
            else { continue }
            result.append(
                violation(
                    at: call.taskToken, in: file,
                    message:
                        "this Task escapes the 'task' modifier's cancellation; await the work directly (use 'async let' or a task group for parallel work)"
                ))
        }
        return result
    }
}
