import Linting
import SwiftSyntax

/// Lint: a custom environment value whose type is a closure, declared with `@Entry` or as an
/// `EnvironmentKey`'s `defaultValue`.
struct ClosureEnvironmentValueRule: LintRule {
    static let description = RuleDescription(
        id: "closure-environment-value",
        name: "Closure as an environment value",
        summary: "a custom environment value (`@Entry` or an `EnvironmentKey`) holds a bare closure",
        rationale: """
            When a view sets an environment value, SwiftUI compares it with the old one to \
            decide which readers must update. Two closures cannot be compared, and a closure \
            written in `body` is a new one on every evaluation, so every view that reads the \
            value updates whenever the view that sets it does. Wrap the closure in an action \
            type, as SwiftUI does with `DismissAction` and `OpenURLAction`: a struct with a \
            `callAsFunction` method that is `Equatable` on what identifies the action, and \
            declare the environment value with that type.
            """,
        documentation: "views/reusable-components.md#read-configuration-from-the-environment",
        triggering: [
            RuleExample(
                """
                extension EnvironmentValues {
                    @Entry var ↓markAsRead: (Letter.ID) -> Void = { _ in }
                }
                """),
            RuleExample(
                """
                extension EnvironmentValues {
                    @Entry var ↓onRetry: (@MainActor @Sendable () async -> Void)? = nil
                    @Entry var ↓confirmBooking = { (slot: Slot) in print(slot) }
                }
                """),
            RuleExample(
                """
                private struct ShelveKey: EnvironmentKey {
                    static let ↓defaultValue: (Book) -> Void = { _ in }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct MarkAsReadAction: Equatable {
                    let id: String
                    let perform: (Letter.ID) -> Void
                    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
                    func callAsFunction(_ letter: Letter.ID) { perform(letter) }
                }
                extension EnvironmentValues {
                    @Entry var markAsRead = MarkAsReadAction(id: "none") { _ in }
                }
                """),
            RuleExample(
                """
                extension EnvironmentValues {
                    @Entry var cardDensity: CardDensity = .regular
                    @Entry var accentName: String = "teal"
                }
                """),
            RuleExample(
                """
                struct Ledger: View {
                    let onSelect: (Entry.ID) -> Void
                    static let defaultValue: (Int) -> Int = { $0 }
                    var body: some View { EmptyView() }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            let isEntry = variable.attributes.contains(attribute: "Entry")
            guard isEntry || Self.isEnvironmentKeyDefault(variable) else { continue }
            for binding in variable.bindings {
                let isClosure =
                    binding.typeAnnotation.map { Self.isFunctionType($0.type) }
                    ?? (binding.initializer?.value.is(ClosureExprSyntax.self) == true)
                guard isClosure else { continue }
                let name = binding.pattern.trimmedDescription
                result.append(
                    violation(
                        at: binding.pattern, in: file,
                        message:
                            "environment value '\(name)' is a closure, which SwiftUI cannot compare, so its readers update whenever it is set; wrap it in an Equatable action type with callAsFunction"
                    ))
            }
        }
        return result
    }

    /// `static let defaultValue` inside a type that conforms to `EnvironmentKey`.
    private static func isEnvironmentKeyDefault(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            variable.bindings.first?.pattern.trimmedDescription == "defaultValue",
            let group = variable.parent?.parent?.parent?.parent?.asProtocol(DeclGroupSyntax.self)
        else { return false }
        return group.inheritedNames.contains("EnvironmentKey")
    }

    /// `(A) -> B`, `@Sendable (A) -> B`, `((A) -> B)?`.
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }
}
