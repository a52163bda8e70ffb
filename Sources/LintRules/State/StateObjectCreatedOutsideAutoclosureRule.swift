import Linting
import SwiftSyntax

/// Lint: an initializer that creates an object first and then hands the finished object to
/// `StateObject(wrappedValue:)`: the object is built on every initialization.
struct StateObjectCreatedOutsideAutoclosureRule: LintRule {
    static let description = RuleDescription(
        id: "state-object-created-outside-autoclosure",
        name: "StateObject given an object built beforehand",
        summary: "an initializer creates an object in a local and passes it to `StateObject(wrappedValue:)`",
        rationale: """
            `StateObject(wrappedValue:)` takes an autoclosure: SwiftUI calls it once, for the \
            first initialization of the view, and ignores it afterwards. An object created \
            before the call — `let model = Model(id: id)` and then \
            `_model = StateObject(wrappedValue: model)` — is built on every initialization, \
            which is every update of the parent, and thrown away each time but the first, \
            along with any work its initializer starts. Write the creation inside the call, \
            `_model = StateObject(wrappedValue: Model(id: id))`, so it stays in the autoclosure.
            """,
        documentation: "data-flow/state-and-data-flow.md#the-owner-creates-the-model",
        triggering: [
            RuleExample(
                """
                struct TripView: View {
                    @StateObject private var planner: TripPlanner
                    init(trip: Trip) {
                        let planner = TripPlanner(trip: trip)
                        _planner = ↓StateObject(wrappedValue: planner)
                    }
                    var body: some View { Text(planner.title) }
                }
                """),
            RuleExample(
                """
                struct Inbox: View {
                    @StateObject var store: MailStore
                    init(account: Account) {
                        let store = MailStore(account: account)
                        store.prefetch()
                        self._store = ↓StateObject(wrappedValue: store)
                    }
                    var body: some View { List(store.messages) { Text($0.subject) } }
                }
                """),
            RuleExample(
                """
                struct Meter: View {
                    @StateObject private var sampler: Sampler
                    init() {
                        let made = Sampler.shared.copy()
                        _sampler = ↓StateObject(wrappedValue: made)
                    }
                    var body: some View { Text("\\(sampler.level)") }
                }
                """),
            RuleExample(
                """
                // An initializer's statements, shown without the initializer.
                let tally = VoteTally(motion: motion)
                _tally = ↓StateObject(wrappedValue: tally)
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct TripView: View {
                    @StateObject private var planner: TripPlanner
                    init(trip: Trip) {
                        _planner = StateObject(wrappedValue: TripPlanner(trip: trip))
                    }
                    var body: some View { Text(planner.title) }
                }
                """),
            RuleExample(
                """
                struct TripView: View {
                    @StateObject private var planner: TripPlanner
                    init(planner: @autoclosure @escaping () -> TripPlanner) {
                        _planner = StateObject(wrappedValue: planner())
                    }
                    var body: some View { Text(planner.title) }
                }
                """),
            RuleExample(
                """
                struct Gauge: View {
                    @StateObject private var model: GaugeModel
                    init(shared: GaugeModel) {
                        _model = StateObject(wrappedValue: shared)
                    }
                    var body: some View { Text(model.label) }
                }
                """),
            RuleExample(
                """
                // An initializer's statements, shown without the initializer.
                _tally = StateObject(wrappedValue: VoteTally(motion: motion))
                """),
            RuleExample(
                """
                // A local made in a function shown on its own is not this fragment's.
                func makeTally(for motion: Motion) -> VoteTally {
                    let tally = VoteTally(motion: motion)
                    return tally
                }
                _tally = StateObject(wrappedValue: tally)
                """),
            RuleExample(
                """
                // let m = Model(); _m = StateObject(wrappedValue: m) builds m every time
                let warning = "StateObject(wrappedValue: model)"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("StateObject") {
            // In an initializer, or in its statements shown without it (a page's fragment).
            guard let argument = call.argument(labeled: "wrappedValue")?.expression.as(DeclReferenceExprSyntax.self),
                let statements = call.enclosing(InitializerDeclSyntax.self)?.body?.statements ?? call.fileScopeStatements
            else { continue }
            let name = argument.baseName.text
            let createdHere = statements.contains { item in
                guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        && binding.initializer?.value.is(FunctionCallExprSyntax.self) == true
                }
            }
            if createdHere {
                result.append(
                    violation(
                        at: call.calledExpression, in: file,
                        message:
                            "'\(name)' is created before 'StateObject(wrappedValue:)', so it is built on every initialization; create it inside the call"
                    ))
            }
        }
        return result
    }
}
