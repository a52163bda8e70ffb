import Linting
import SwiftSyntax

/// Lint: a `Task { … }` created directly inside a `withAnimation` closure.
struct TaskInWithAnimationRule: LintRule {
    static let description = RuleDescription(
        id: "task-in-with-animation",
        name: "Task inside withAnimation",
        summary: "`withAnimation { Task { … } }` starts a task whose changes are not animated",
        rationale: """
            `withAnimation` animates the state changes made *while its closure runs*. A \
            `Task` created inside it only schedules work: the closure returns at once, the \
            transaction ends, and the changes the task makes later happen without animation. \
            Do the async work first and animate the change it produces: \
            `let result = await load()` followed by `withAnimation { items = result }`, inside \
            the task.
            """,
        documentation: "animation/animation-and-transitions.md#animate-the-change-not-the-work",
        triggering: [
            RuleExample(
                """
                Button("Reload") {
                    withAnimation {
                        ↓Task { bikes = await fleet.load() }
                    }
                }
                """),
            RuleExample(
                """
                .onChange(of: filter) {
                    withAnimation(.snappy) {
                        isLoading = true
                        ↓Task.detached { await index.rebuild() }
                    }
                }
                """),
            RuleExample(
                """
                func refresh() {
                    withAnimation(.easeInOut(duration: 0.3), {
                        ↓Task(priority: .userInitiated) { stars = await catalogue.brightest() }
                    })
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Button("Reload") {
                    Task {
                        let loaded = await fleet.load()
                        withAnimation { bikes = loaded }
                    }
                }
                """),
            RuleExample(
                """
                .task(id: filter) {
                    let results = await index.search(filter)
                    withAnimation(.snappy) { matches = results }
                }
                """),
            RuleExample(
                """
                withAnimation { isExpanded.toggle() }
                Task { await analytics.log("expanded") }
                """),
            RuleExample(
                """
                // withAnimation { Task { … } } animates nothing
                let note = "withAnimation { Task { } }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTaskCreation {
            guard let owner = call.nearestClosure?.owningCall, owner.call.memberCallee == nil,
                owner.call.calleeName == "withAnimation"
            else { continue }
            result.append(
                violation(
                    at: call.taskToken, in: file,
                    message:
                        "the task's changes happen after 'withAnimation' returns and are not animated; await the work, then animate the change"
                ))
        }
        return result
    }
}
