import Linting
import SwiftSyntax

/// Lint: `@State` holding an instance of a class that conforms to `ObservableObject` (and
/// is not `@Observable`), where the class is declared in the file or its context.
struct StateHoldingObservableObjectRule: LintRule {
    static let description = RuleDescription(
        id: "state-holding-observable-object",
        name: "ObservableObject held in @State",
        summary: "a `@State` property holds a class that conforms to `ObservableObject` rather than using `@Observable`",
        rationale: """
            `@State` keeps an object alive across view updates, but it does not subscribe to \
            an `ObservableObject`'s `objectWillChange` publisher: changes to its `@Published` \
            properties do not update the view. This is a common half-finished migration. \
            Either keep the `ObservableObject` and own it with `@StateObject`, or finish the \
            migration: mark the class `@Observable`, drop `ObservableObject` and `@Published`, \
            and keep it in `@State`.
            """,
        documentation: "data-flow/state-and-data-flow.md#migrating-from-observableobject",
        triggering: [
            RuleExample(
                """
                final class Greenhouse: ObservableObject {
                    @Published var humidity = 0.4
                }
                struct HumidityDial: View {
                    ↓@State private var greenhouse = Greenhouse()
                    var body: some View { Text("\\(greenhouse.humidity)") }
                }
                """),
            RuleExample(
                """
                final class LoanDesk: ObservableObject { @Published var overdue: [String] = [] }
                struct DeskView: View {
                    ↓@State private var desk: LoanDesk = .init()
                    var body: some View { Text("\\(desk.overdue.count)") }
                }
                """),
            RuleExample(
                """
                class Observatory {}
                extension Observatory: ObservableObject {}
                struct Dome: View {
                    ↓@State private var site: Observatory = Observatory()
                    var body: some View { EmptyView() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                final class Greenhouse: ObservableObject {
                    @Published var humidity = 0.4
                }
                struct HumidityDial: View {
                    @StateObject private var greenhouse = Greenhouse()
                    var body: some View { Text("\\(greenhouse.humidity)") }
                }
                """),
            RuleExample(
                """
                @Observable final class LoanDesk { var overdue: [String] = [] }
                struct DeskView: View {
                    @State private var desk = LoanDesk()
                    var body: some View { Text("\\(desk.overdue.count)") }
                }
                """),
            RuleExample(
                """
                struct Dome: View {
                    @State private var angle = Angle.zero
                    @State private var name = "North dome"
                    var body: some View { Text(name) }
                }
                """),
            RuleExample(
                """
                // @State private var store = Store() would not observe an ObservableObject
                let hint = "@State private var store = Store()"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard let wrapper = variable.attributes.attribute(named: "State"),
                let binding = variable.bindings.first,
                let typeName = Self.typeName(of: binding),
                file.types.conforms(typeName, to: "ObservableObject"),
                file.types[typeName]?.attributes.contains("Observable") != true
            else { continue }
            result.append(
                violation(
                    at: wrapper, in: file,
                    message:
                        "'\(typeName)' is an ObservableObject; '@State' keeps it alive but does not observe it — use '@StateObject', or make it '@Observable'"
                ))
        }
        return result
    }

    /// The declared type name, else the type of an initializer call `Name(…)`.
    private static func typeName(of binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type {
            return type.as(OptionalTypeSyntax.self)?.wrappedType.simpleName ?? type.simpleName
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return reference.baseName.text
    }
}
