import Linting
import SwiftSyntax

/// Lint: a `@State` or `@StateObject` property of a type that is not `private` (or
/// `fileprivate`).
///
/// `@Previewable @State var` in a `#Preview` is left alone: it belongs to the preview, which
/// has no callers.
struct NonPrivateStateRule: LintRule {
    static let description = RuleDescription(
        id: "non-private-state",
        name: "State that is not private",
        summary: "a `@State` or `@StateObject` property is not declared `private`",
        rationale: """
            State belongs to the view that declares it: SwiftUI creates its storage once, the \
            first time the view appears, and keeps it for the view's lifetime. A non-private \
            `@State` shows up in the memberwise initializer, so a parent can pass a value in — \
            and that value is used only the first time; later values from the parent are \
            silently ignored. Declare state `private`, give it an initial value, and let the \
            parent pass data as a plain `let`, a `@Binding`, or an observable model instead.
            """,
        documentation: "data-flow/state-and-data-flow.md#keep-state-private",
        triggering: [
            RuleExample(
                """
                struct SeedTray: View {
                    ↓@State var isWatered = false
                    var body: some View { Toggle("Watered", isOn: $isWatered) }
                }
                """),
            RuleExample(
                """
                struct LoanList: View {
                    ↓@StateObject var loans = LoanStore()
                    ↓@State public var filter = ""
                    var body: some View { Text(filter) }
                }
                """),
            RuleExample(
                """
                struct Dome: View {
                    ↓@State internal var angle: Double
                    var body: some View { Text("\\(angle)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SeedTray: View {
                    @State private var isWatered = false
                    var body: some View { Toggle("Watered", isOn: $isWatered) }
                }
                """),
            RuleExample(
                """
                struct LoanList: View {
                    @StateObject private var loans = LoanStore()
                    @State fileprivate var filter = ""
                    @Binding var selection: Int
                    var body: some View { Text(filter) }
                }
                """),
            RuleExample(
                """
                #Preview {
                    @Previewable @State var isOn = true
                    Toggle("Lamp", isOn: $isOn)
                }
                """),
            RuleExample(
                """
                // @State var isOn = false would be settable by callers
                let note = "@State var isOn = false"
                """),
        ]
    )

    static let wrappers: Set<String> = ["State", "StateObject"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard
                let wrapper = variable.attributes.first(where: {
                    Self.wrappers.contains($0.as(AttributeSyntax.self)?.attributeName.simpleName ?? "")
                }),
                !variable.attributes.contains(attribute: "Previewable"),
                !variable.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }),
                variable.parent?.is(MemberBlockItemSyntax.self) == true
            else { continue }
            let name = variable.bindings.first?.pattern.trimmedDescription ?? "property"
            let attribute = wrapper.trimmedDescription
            result.append(
                violation(
                    at: wrapper, in: file,
                    message:
                        "'\(attribute)' property '\(name)' is not private; a caller could set it through the initializer, and later values would be ignored"
                ))
        }
        return result
    }
}
