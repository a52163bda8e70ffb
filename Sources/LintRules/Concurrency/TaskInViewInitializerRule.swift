import Linting
import SwiftSyntax

/// Lint: a view's initializer that starts a `Task`.
struct TaskInViewInitializerRule: LintRule {
    static let description = RuleDescription(
        id: "task-in-view-initializer",
        name: "Task started in a view's initializer",
        summary: "the initializer of a `View` creates a `Task`",
        rationale: """
            A view's initializer runs every time its parent's `body` is evaluated — often \
            many times for one view on screen, and sometimes for views that never appear. \
            A `Task` started there runs once per initialization, is never cancelled, and \
            cannot safely write to the view's state. Start the work with the `task` modifier \
            (`task(id:)` when it depends on an input), which runs it for the view's lifetime \
            on screen and cancels it afterwards.
            """,
        documentation: "concurrency/tasks-in-views.md#keep-initializers-free-of-tasks",
        triggering: [
            RuleExample(
                """
                struct ForecastCard: View {
                    let station: String
                    init(station: String) {
                        self.station = station
                        ↓Task { await Prefetcher.shared.warm(station) }
                    }
                    var body: some View { Text(station) }
                }
                """),
            RuleExample(
                """
                struct LoanBadge: View {
                    let loanID: Int
                    init(loanID: Int) {
                        self.loanID = loanID
                        ↓Task.detached(priority: .low) { await Analytics.track(loanID) }
                    }
                    var body: some View { Text("#\\(loanID)") }
                }
                """),
            RuleExample(
                """
                struct Planter { let name: String }
                extension PlanterRow {
                    init(planter: Planter) {
                        self.planter = planter
                        ↓Task(priority: .utility) { await Thumbnails.render(planter.name) }
                    }
                }
                struct PlanterRow: View {
                    let planter: Planter
                    var body: some View { Text(planter.name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ForecastCard: View {
                    let station: String
                    @State private var forecast = ""
                    var body: some View {
                        Text(forecast)
                            .task(id: station) { forecast = await Forecasts.load(station) }
                    }
                }
                """),
            RuleExample(
                """
                @MainActor final class Fleet {
                    init() {
                        Task { await self.refresh() }
                    }
                    func refresh() async {}
                }
                """),
            RuleExample(
                """
                struct LoanBadge: View {
                    let loanID: Int
                    var body: some View {
                        Button("Renew") { Task { await Loans.renew(loanID) } }
                    }
                }
                """),
            RuleExample(
                """
                // init(id:) { Task { await load(id) } } runs on every parent update
                let caution = "Task { } in init"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTaskCreation {
            guard let initializer = call.enclosing(InitializerDeclSyntax.self), initializer.isInView(types: file.types) else { continue }
            result.append(
                violation(
                    at: call.taskToken, in: file,
                    message: "a view's initializer runs on every update of its parent; start this work with the 'task' modifier instead"))
        }
        return result
    }
}
