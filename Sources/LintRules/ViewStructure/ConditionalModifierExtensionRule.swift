import Linting
import SwiftSyntax

/// Lint: a method in `extension View` that takes a `Bool` and returns different views from
/// an `if` on it (the `.if(condition) { … }` helper).
struct ConditionalModifierExtensionRule: LintRule {
    static let description = RuleDescription(
        id: "conditional-modifier-extension",
        name: "Conditional modifier extension",
        summary: "an `extension View` method takes a `Bool` and returns different views via `if`",
        rationale: """
            A helper such as `.if(condition) { $0.padding() }` returns one view type in one \
            branch and another in the other. When the condition flips, SwiftUI sees a \
            different view: the old one is removed and a new one inserted, so state resets \
            and transitions play instead of a smooth change. Apply the modifier always and \
            vary its argument (`.opacity(isOn ? 1 : 0)`, `.padding(isCompact ? 4 : 12)`).
            """,
        documentation: "views/view-structure.md#conditional-modifier-extensions",
        triggering: [
            RuleExample(
                """
                extension View {
                    @ViewBuilder
                    func ↓applying<Changed: View>(when enabled: Bool, _ change: (Self) -> Changed) -> some View {
                        if enabled {
                            change(self)
                        } else {
                            self
                        }
                    }
                }
                """),
            RuleExample(
                """
                extension View {
                    @ViewBuilder
                    func ↓highlighted(_ isOn: Bool) -> some View {
                        if isOn { self.background(Color.yellow) } else { self }
                    }
                }
                """),
            RuleExample(
                """
                extension SwiftUI.View {
                    @ViewBuilder func ↓hidden(when hide: Bool) -> some View {
                        if !hide { self }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                extension View {
                    func highlighted(_ isOn: Bool) -> some View {
                        background(isOn ? Color.yellow : Color.clear)
                    }
                }
                """),
            RuleExample(
                """
                extension View {
                    @ViewBuilder func glassIfAvailable() -> some View {
                        if #available(iOS 26, *) { self.glassEffect() } else { self }
                    }
                }
                """),
            RuleExample(
                """
                extension Text {
                    func emphasized(_ on: Bool) -> Text {
                        if on { return self.bold() }
                        return self
                    }
                }
                // extension View { func applying(when: Bool, ...) ... }
                let snippet = "if enabled { change(self) } else { self }"
                """),
            RuleExample(
                """
                extension View {
                    func badge(count: Int, visible: Bool) -> some View {
                        overlay(alignment: .topTrailing) {
                            Text("\\(count)").opacity(visible ? 1 : 0)
                        }
                    }
                }
                """),
            RuleExample(
                """
                extension View {
                    func showBusyCursor(_ busy: Bool) {
                        if busy { NSCursor.operationNotAllowed.push() } else { NSCursor.pop() }
                    }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for extensionDecl in file.nodes.extensions
        where extensionDecl.extendedType.simpleName == "View" {
            for member in extensionDecl.memberBlock.members {
                // A method that returns nothing builds no view, whatever its `if` does.
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.signature.returnClause != nil,
                    let body = function.body
                else { continue }
                let flags = Set(
                    function.signature.parameterClause.parameters.compactMap { parameter -> String? in
                        guard parameter.type.trimmedDescription == "Bool" else { return nil }
                        return (parameter.secondName ?? parameter.firstName).text
                    })
                guard !flags.isEmpty else { continue }
                let branches = body.statements.map(\.item.unwrappedStatement).compactMap { $0.as(IfExprSyntax.self) }
                let branchesOnFlag = branches.contains { ifExpression in
                    ifExpression.conditions.descendants(DeclReferenceExprSyntax.self).contains { flags.contains($0.baseName.text) }
                }
                if branchesOnFlag {
                    result.append(violation(at: function.name, in: file, message: Self.message(function.name.text)))
                }
            }
        }
        return result
    }

    private static func message(_ name: String) -> String {
        "'\(name)' returns a different view depending on a 'Bool', which replaces the view when it flips; apply the modifier always and vary its value"
    }
}
