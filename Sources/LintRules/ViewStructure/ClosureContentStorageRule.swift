import Linting
import SwiftSyntax

/// Lint: a generic `View` that stores its content as a closure (`let content: () -> Content`)
/// instead of the built view (`@ViewBuilder let content: Content`).
struct ClosureContentStorageRule: LintRule {
    static let description = RuleDescription(
        id: "closure-content-storage",
        name: "Container stores a content closure",
        summary: "a `View` stores `() -> Content` instead of `@ViewBuilder let content: Content`",
        rationale: """
            SwiftUI decides whether to re-run a view's `body` by comparing its stored \
            properties. Closures cannot be compared, so a container that stores \
            `() -> Content` is treated as changed on every update of its parent and calls the \
            closure again. Store the built value — `@ViewBuilder let content: Content` — and \
            SwiftUI can compare it and skip work when nothing changed.
            """,
        documentation: "views/view-structure.md#containers-store-built-content",
        triggering: [
            RuleExample(
                """
                struct Card<Content: View>: View {
                    let ↓content: () -> Content
                    var body: some View {
                        VStack { content() }.padding()
                    }
                }
                """),
            RuleExample(
                """
                struct Panel<Header: View, Body: View>: View {
                    var title: String
                    @ViewBuilder var ↓header: () -> Header
                    @ViewBuilder var ↓content: () -> Body
                    var body: some View { VStack { header(); content() } }
                }
                """),
            RuleExample(
                """
                struct Screen<Content>: SwiftUI.View where Content: View {
                    private let ↓makeContent: @MainActor () -> Content
                    init(@ViewBuilder content: @escaping @MainActor () -> Content) { makeContent = content }
                    var body: some View { makeContent() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Card<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View {
                        VStack { content }.padding()
                    }
                }
                """),
            RuleExample(
                """
                struct Row<Content: View>: View {
                    let action: () -> Void
                    let label: Content
                    var body: some View { Button(action: action) { label } }
                }
                """),
            RuleExample(
                """
                struct Loader<Content> {
                    let make: () -> Content  // not a View
                }
                // struct Card<Content: View>: View { let content: () -> Content }
                let text = "let content: () -> Content"
                """),
            RuleExample(
                """
                struct Grid<Item, Cell: View>: View {
                    let items: [Item]
                    let cell: (Item) -> Cell
                    var body: some View { Text("\\(items.count)") }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for structDecl in file.nodes.structs where structDecl.inheritedNames.contains("View") {
            let generics = Set(structDecl.genericParameterClause?.parameters.map(\.name.text) ?? [])
            guard !generics.isEmpty else { continue }
            for member in structDecl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isInstanceStored else { continue }
                for binding in variable.bindings where binding.isStored {
                    guard let type = binding.typeAnnotation?.type,
                        let function = Self.functionType(type),
                        function.parameters.isEmpty,
                        generics.contains(function.returnClause.type.simpleName),
                        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
                    else { continue }
                    result.append(
                        violation(
                            at: pattern, in: file,
                            message: Self.message(pattern.identifier.text, function.returnClause.type.trimmedDescription)))
                }
            }
        }
        return result
    }

    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        return nil
    }

    private static func message(_ name: String, _ content: String) -> String {
        "'\(name)' stores a closure, which SwiftUI cannot compare; store the built view as '@ViewBuilder let \(name): \(content)'"
    }
}
