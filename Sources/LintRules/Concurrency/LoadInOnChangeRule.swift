import Linting
import SwiftSyntax

/// Lint: an `onChange(of:)` action that starts a `Task` which stores an awaited result
/// (`Task { bikes = await fleet.bikes(at: newID) }`): a load of what the view shows, which
/// `task(id:)` restarts and cancels by itself.
///
/// A task that only does work (`Task { await store.save(draft) }`, a save the user asked
/// for) is left alone, as is one started by any other action.
struct LoadInOnChangeRule: LintRule {
    static let description = RuleDescription(
        id: "load-in-on-change",
        name: "Load restarted by hand in onChange",
        summary: "an `onChange(of:)` action starts a `Task` that stores what it awaits, instead of `task(id:)`",
        rationale: """
            When the value changes again before the load finishes, the earlier task keeps \
            running: its answer can arrive last and overwrite the newer one, and nothing \
            cancels it when the view goes away. Cancelling a stored task by hand fixes the \
            first half and still forgets the second. `task(id:)` runs the load when the view \
            appears and whenever the value changes, cancelling the previous run first and \
            the last one when the view disappears.
            """,
        documentation: "concurrency/tasks-in-views.md#restart-work-when-an-input-changes-with-taskid",
        triggering: [
            RuleExample(
                """
                List(bikes) { bike in Text(bike.name) }
                    .onChange(of: dockID) { _, newID in
                        ↓Task { bikes = await fleet.bikes(at: newID) }
                    }
                """),
            RuleExample(
                """
                Text(forecast.summary)
                    .onChange(of: city) { _, newCity in
                        forecastTask?.cancel()
                        forecastTask = ↓Task {
                            let latest = await weather.forecast(for: newCity)
                            forecast = latest
                        }
                    }
                """),
            RuleExample(
                """
                Text(total)
                    .onChange(of: basket, initial: true) {
                        ↓Task.detached { total = try await pricing.quote(basket) }
                    }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                List(bikes) { bike in Text(bike.name) }
                    .task(id: dockID) { bikes = await fleet.bikes(at: dockID) }
                """),
            RuleExample(
                """
                TextEditor(text: $draft)
                    .onChange(of: draft) { _, newDraft in
                        Task { await notes.save(newDraft) }
                    }
                """),
            RuleExample(
                """
                Button("Reload") {
                    Task { bikes = await fleet.bikes(at: dockID) }
                }
                """),
            RuleExample(
                """
                Text(query)
                    .onChange(of: query) { _, newQuery in
                        Task { matches = index.matches(for: newQuery) }
                    }
                """),
            RuleExample(
                """
                // .onChange(of: id) { Task { item = await load(id) } } races
                let before = ".onChange(of: id) { Task { item = await load(id) } }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTaskCreation {
            guard let closure = call.nearestClosure, let owner = closure.owningCall,
                owner.call.memberCallee != nil, owner.call.calleeName == "onChange",
                let work = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                Self.storesAwaitedValue(work)
            else { continue }
            result.append(
                violation(
                    at: call.taskToken, in: file,
                    message:
                        "this Task loads what the view shows each time the value changes, and an earlier load may finish last; use 'task(id:)', which cancels the previous run"
                ))
        }
        return result
    }

    /// Whether `closure` assigns what it awaits: `x = await load()`, or a local it awaited
    /// (`let latest = await load()` then `x = latest`).
    private static func storesAwaitedValue(_ closure: ClosureExprSyntax) -> Bool {
        var awaitedLocals: Set<String> = []
        for binding in closure.statements.descendants(PatternBindingSyntax.self) {
            guard let value = binding.initializer?.value, value.containsAwait,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            awaitedLocals.insert(name)
        }
        for sequence in closure.statements.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index + 1 < elements.count else {
                continue
            }
            let value = elements[(index + 1)...]
            if value.contains(where: \.containsAwait) { return true }
            let names =
                value.flatMap { $0.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text) }
                + value.compactMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }
            if names.contains(where: awaitedLocals.contains) { return true }
        }
        return false
    }
}

extension ExprSyntax {
    /// Whether the expression awaits (`await load()`, `try await load()`).
    fileprivate var containsAwait: Bool {
        self.is(AwaitExprSyntax.self) || !descendants(AwaitExprSyntax.self).isEmpty
    }
}
