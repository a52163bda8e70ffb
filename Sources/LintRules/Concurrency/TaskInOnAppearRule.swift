import Linting
import SwiftSyntax

/// Lint: `onAppear` whose action starts a `Task { … }` (or `Task.detached`).
struct TaskInOnAppearRule: LintRule {
    static let description = RuleDescription(
        id: "task-in-on-appear",
        name: "Task started in onAppear",
        summary: "an `onAppear` action creates an unstructured `Task` instead of using the `task` modifier",
        rationale: """
            A `Task` created in `onAppear` belongs to nobody: it keeps running after the view \
            disappears, and nothing cancels it when the view goes away or appears again, so \
            a slow load can finish into a screen the user already left, or two loads can \
            race. The `task(priority:_:)` modifier starts the same work before the view \
            appears and cancels it when the view disappears; `task(id:)` also restarts it \
            when a value changes.
            """,
        documentation: "concurrency/tasks-in-views.md#start-work-with-the-task-modifier",
        triggering: [
            RuleExample(
                """
                List(bikes) { bike in Text(bike.name) }
                    .onAppear {
                        ↓Task { await fleet.refresh() }
                    }
                """),
            RuleExample(
                """
                Text(reading)
                    .onAppear(perform: {
                        ↓Task(priority: .background) { reading = await sensor.latest() }
                    })
                """),
            RuleExample(
                """
                Color.clear.onAppear {
                    log("appeared")
                    ↓Task.detached { await catalogue.warmCache() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(bikes) { bike in Text(bike.name) }
                    .task { await fleet.refresh() }
                """),
            RuleExample(
                """
                Text(reading)
                    .onAppear { appearances += 1 }
                    .task(id: sensorID) { reading = await sensor.latest() }
                """),
            RuleExample(
                """
                Button("Reload") {
                    Task { await fleet.refresh() }
                }
                """),
            RuleExample(
                """
                Text(status)
                    .onAppear { dismissTask = Task { await autoDismiss() } }
                    .onDisappear { dismissTask?.cancel() }
                """),
            RuleExample(
                """
                // .onAppear { Task { await load() } } is not cancelled
                let before = ".onAppear { Task { await load() } }"
                """),
        ]
    )

    /// `loadTask = Task { … }`, `let task = Task { … }`: the view keeps the task to cancel it.
    private static func isStored(_ call: FunctionCallExprSyntax) -> Bool {
        if call.parent?.is(InitializerClauseSyntax.self) == true { return true }
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTaskCreation {
            guard let closure = call.nearestClosure, let owner = closure.owningCall,
                owner.call.memberCallee != nil, owner.call.calleeName == "onAppear",
                !Self.isStored(call)
            else { continue }
            result.append(
                violation(
                    at: call.taskToken, in: file,
                    message:
                        "a Task started in 'onAppear' is never cancelled; use the 'task' modifier, which cancels it when the view disappears"
                ))
        }
        return result
    }
}
