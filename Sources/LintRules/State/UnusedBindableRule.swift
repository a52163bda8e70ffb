import Linting
import SwiftSyntax

/// Lint: a `@Bindable` property whose view never makes a binding from it (`$model…`). A view
/// whose `body` is left out (empty, or only a comment, as pages elide it) is not judged: the
/// bindings may be in the part not shown.
struct UnusedBindableRule: LintRule {
    static let description = RuleDescription(
        id: "unused-bindable",
        name: "@Bindable without bindings",
        summary: "a `@Bindable` property is never used to create a binding (`$property`)",
        rationale: """
            `@Bindable` exists for one thing: turning the properties of an `@Observable` \
            model into bindings for controls (`$model.name`). Observation tracking does not \
            need it — a view that reads a model passed as a plain `let` updates when the \
            properties it read change. A `@Bindable` that never produces a binding suggests \
            the view edits the model when it only reads it; declare it `let` (or `var`).
            """,
        documentation: "data-flow/state-and-data-flow.md#edit-a-borrowed-model-with-bindable",
        triggering: [
            RuleExample(
                """
                struct GreenhouseTitle: View {
                    ↓@Bindable var greenhouse: Greenhouse
                    var body: some View { Text(greenhouse.name) }
                }
                """),
            RuleExample(
                """
                struct LoanBadge: View {
                    ↓@Bindable var desk: LoanDesk
                    let bindingHint = "$desk.overdue"
                    var body: some View { Text("\\(desk.overdue.count)").badge(desk.overdue.count) }
                }
                """),
            RuleExample(
                """
                struct Eyepiece: View {
                    @Bindable var scope: Telescope
                    ↓@Bindable var log: ObservingLog
                    var body: some View {
                        Toggle("Tracking", isOn: $scope.isTracking)
                        Text(log.lastEntry)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct GreenhouseNameField: View {
                    @Bindable var greenhouse: Greenhouse
                    var body: some View { TextField("Name", text: $greenhouse.name) }
                }
                """),
            RuleExample(
                """
                struct GreenhouseTitle: View {
                    let greenhouse: Greenhouse
                    var body: some View { Text(greenhouse.name) }
                }
                """),
            RuleExample(
                """
                struct Eyepiece: View {
                    @Bindable var scope: Telescope
                    var body: some View { FocusDial(focus: $scope.focus) }
                }
                """),
            RuleExample(
                """
                struct ShelfEditor: View {
                    @Bindable var shelf: Shelf
                    var body: some View {
                        // the form is shown further down the page
                    }
                }
                """),
            RuleExample(
                """
                // @Bindable var model: Model is only needed for $model bindings
                let rule = "@Bindable var model: Model"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard let attribute = variable.attributes.attribute(named: "Bindable"),
                let members = variable.parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let projected = "$" + name
            if Self.hasElidedBody(members) { continue }
            let usesBinding = members.contains { member in
                member.decl.tokens(viewMode: .sourceAccurate).contains { $0.text == projected }
            }
            if !usesBinding {
                result.append(
                    violation(
                        at: attribute, in: file,
                        message: "'\(name)' never makes a binding ('\(projected)…'); a plain 'let' observes the model just as well"))
            }
        }
        return result
    }

    /// Whether the type's `body` is missing or has no statements (only a comment): the page
    /// left it out, so whether it makes bindings is unknown.
    private static func hasElidedBody(_ members: MemberBlockItemListSyntax) -> Bool {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                guard let accessors = binding.accessorBlock?.accessors else { return true }
                switch accessors {
                case .getter(let statements): return statements.isEmpty
                case .accessors(let list): return list.allSatisfy { $0.body?.statements.isEmpty ?? true }
                }
            }
        }
        return true
    }
}
