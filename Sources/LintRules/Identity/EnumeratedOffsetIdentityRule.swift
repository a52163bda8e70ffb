import Linting
import SwiftSyntax

/// Lint: `ForEach(items.enumerated(), id: \.offset)` — the position used as identity.
///
/// `enumerated()` is fine when the element supplies the id (`id: \.element.id`); using the
/// offset (`\.offset` or `\.0`) makes the position the identity, with the same failures
/// as iterating `indices`. A constant array of literals (`let steps = ["Wash", "Dry"]`, or
/// the literal itself) never inserts or moves an element, so its offsets are stable and it is
/// not reported.
struct EnumeratedOffsetIdentityRule: LintRule {
    static let description = RuleDescription(
        id: "enumerated-offset-identity",
        name: "Enumeration offset as row identity",
        summary: "`ForEach` over `enumerated()` identifies rows by `\\.offset`",
        rationale: """
            The offset of an enumerated sequence is the element's position, so `id: \\.offset` \
            has the same problem as iterating `indices`: insertions and moves hand row state \
            and animations to other elements. Keep the element's identity as the id \
            (`id: \\.element.id`) and use the offset only as data inside the row.
            """,
        documentation: "lists/stable-identity.md#enumerating-with-the-elements-identity",
        triggering: [
            RuleExample(
                """
                ForEach(items.enumerated(), id: ↓\\.offset) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
                """),
            RuleExample(
                """
                ForEach(Array(items.enumerated()), id: ↓\\.offset) { pair in
                    Text(pair.element.title)
                }
                """),
            RuleExample(
                """
                List(Array(model.people.enumerated()), id: ↓\\.0) { index, person in
                    Text(person.name)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ForEach(items.enumerated(), id: \\.element.id) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
                """),
            RuleExample(
                """
                // ForEach(items.enumerated(), id: \\.offset) is the wrong key
                let label = "id: \\\\.offset"
                ForEach(items) { item in Text(label) }
                """),
            RuleExample(
                """
                ForEach(pages, id: \\.offset) { page in
                    Text(page.title)
                }
                """),
            RuleExample(
                """
                let steps = ["Rinse", "Soak", "Dry"]
                let list = ForEach(Array(steps.enumerated()), id: \\.offset) { index, step in
                    Text("\\(index + 1). \\(step)")
                }
                """),
            RuleExample(
                """
                let rows = items.enumerated().map { ($0.offset, $0.element) }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let data = call.collectionData,
                let id = call.argument(labeled: "id")?.expression.as(KeyPathExprSyntax.self),
                Self.isOffsetKeyPath(id),
                let enumerated = data.descendants(FunctionCallExprSyntax.self).first(where: {
                    $0.calleeName == "enumerated" && $0.receiver != nil && $0.arguments.isEmpty
                }),
                let receiver = enumerated.receiver,
                !Self.isConstantLiteralArray(receiver, in: file)
            else { return nil }
            return violation(at: id, in: file, message: Self.message)
        }
    }

    /// Whether `expression` is an array literal of literals, or the name of a `let` constant
    /// initialized with one in the file or its context.
    private static func isConstantLiteralArray(_ expression: ExprSyntax, in file: LintFile) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return isLiteralArray(array) }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let variables = file.nodes.variables + file.contextTrees.flatMap { NodeIndex(tree: $0).variables }
        return variables.contains { variable in
            variable.bindingSpecifier.tokenKind == .keyword(.let)
                && variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        && binding.initializer?.value.as(ArrayExprSyntax.self).map(isLiteralArray) == true
                }
        }
    }

    private static func isLiteralArray(_ array: ArrayExprSyntax) -> Bool {
        !array.elements.isEmpty
            && array.elements.allSatisfy { element in
                let value = element.expression
                return value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                    || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            }
    }

    private static func isOffsetKeyPath(_ keyPath: KeyPathExprSyntax) -> Bool {
        guard keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property) = keyPath.components.first?.component
        else { return false }
        let name = property.declName.baseName.text
        return name == "offset" || name == "0"
    }

    private static let message =
        "'\\.offset' makes the position the row's identity; use the element's id ('id: \\.element.id')"
}
