import Linting
import SwiftSyntax

/// Lint: an initializer that seeds a `@State` property from one of its parameters:
/// `_count = State(initialValue: start)`.
///
/// `StateObject(wrappedValue:)` is left alone: Apple documents it for creating a model
/// from an input, with the same once-only caveat. So is a view that reads the `dismiss`
/// action (or the older `presentationMode`): it is presented — a sheet, a pushed editor —
/// and built anew for each presentation, so its state is a draft of the value it was
/// opened with, which must not follow later changes until it is saved.
struct StateInitializedFromParameterRule: LintRule {
    static let description = RuleDescription(
        id: "state-initialized-from-parameter",
        name: "State seeded from an initializer parameter",
        summary: "an initializer assigns `State(initialValue:)` or `State(wrappedValue:)` built from one of its parameters",
        rationale: """
            SwiftUI keeps a view's state storage for as long as the view has the same \
            identity, and only the first initial value counts. When the parent later passes \
            a different value, the initializer runs again, builds a new `State`, and SwiftUI \
            throws it away in favour of the stored one: the view keeps showing the old value. \
            If the parent owns the value, take a `@Binding` (or a plain `let`); if the view \
            owns an editable copy, reset it explicitly with `onChange(of:)` or give the view \
            a new identity with `.id(value)`.
            """,
        documentation: "data-flow/state-and-data-flow.md#do-not-seed-state-from-the-parent",
        triggering: [
            RuleExample(
                """
                struct RentalTimer: View {
                    @State private var minutes: Int
                    init(minutes: Int) {
                        _minutes = ↓State(initialValue: minutes)
                    }
                    var body: some View { Text("\\(minutes) min") }
                }
                """),
            RuleExample(
                """
                struct RecipeNote: View {
                    @State private var draft: String
                    init(recipe: Recipe) {
                        self._draft = ↓State(wrappedValue: recipe.note)
                    }
                    var body: some View { TextField("Note", text: $draft) }
                }
                """),
            RuleExample(
                """
                struct Gauge: View {
                    @State private var level: Double
                    init(reading value: Double, scale: Double) {
                        _level = ↓State(initialValue: value * scale)
                    }
                    var body: some View { Text("\\(level)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct RentalTimer: View {
                    @State private var minutes = 0
                    let bikeID: Int
                    init(bikeID: Int) {
                        self.bikeID = bikeID
                        _minutes = State(initialValue: 30)
                    }
                    var body: some View { Text("\\(minutes) min") }
                }
                """),
            RuleExample(
                """
                struct RecipeNote: View {
                    @Binding var draft: String
                    init(draft: Binding<String>) { _draft = draft }
                    var body: some View { TextField("Note", text: $draft) }
                }
                """),
            RuleExample(
                """
                struct Shelf: View {
                    @StateObject private var model: ShelfModel
                    init(shelfID: Int) { _model = StateObject(wrappedValue: ShelfModel(id: shelfID)) }
                    var body: some View { Text(model.title) }
                }
                """),
            RuleExample(
                """
                struct TimelinePicker: View {
                    @State private var filter: Filter
                    @State private var store: EditorStore
                    init(initialFilter: Filter, mode: Mode) {
                        _filter = State(initialValue: initialFilter)
                        _store = State(initialValue: EditorStore(mode: mode))
                    }
                    var body: some View { Text(filter.title) }
                }
                """),
            RuleExample(
                """
                struct RenameShelfSheet: View {
                    @Environment(\\.dismiss) private var dismiss
                    @State private var name: String
                    let save: (String) -> Void
                    init(shelf: Shelf, save: @escaping (String) -> Void) {
                        _name = State(initialValue: shelf.name)
                        self.save = save
                    }
                    var body: some View {
                        TextField("Name", text: $name)
                        Button("Save") { save(name); dismiss() }
                    }
                }
                """),
            RuleExample(
                """
                // _count = State(initialValue: start) keeps only the first value
                let tip = "init(start: Int) { _count = State(initialValue: start) }"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("State") {
            guard let argument = call.argument(labeled: "initialValue") ?? call.argument(labeled: "wrappedValue"),
                let initializer = call.enclosing(InitializerDeclSyntax.self)
            else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let used = argument.expression.descendants(DeclReferenceExprSyntax.self)
                .filter { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }
                .map(\.baseName.text)
            // `init(initialFilter:)` says it is a seed; `State(initialValue: Model(id: id))`
            // creates the view's own object from an input, like `StateObject(wrappedValue:)`.
            guard let parameter = used.first(where: { parameters.contains($0) && !$0.hasPrefix("initial") }),
                ObservedObjectCreatedInViewRule.creation(in: argument.expression) == nil,
                !Self.isPresented(initializer)
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "state seeded from the parameter '\(parameter)' keeps its first value; later values from the parent are ignored — take a Binding or reset the state explicitly"
                ))
        }
        return result
    }

    /// Whether the type declaring `initializer` reads `dismiss` or `presentationMode` from
    /// the environment: a presented view, whose seeded state is a draft.
    private static func isPresented(_ initializer: InitializerDeclSyntax) -> Bool {
        guard let group = initializer.enclosing(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else {
            return false
        }
        return group.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let environment = variable.attributes.attribute(named: "Environment")
            else { return false }
            let key = environment.arguments?.trimmedDescription ?? ""
            return key == "\\.dismiss" || key == "\\.presentationMode"
        }
    }
}
