import Linting
import SwiftSyntax

/// Lint: `ForEach(items.enumerated(), id: \.offset)` — the position used as identity.
///
/// `enumerated()` is fine when the element supplies the id (`id: \.element.id`); using the
/// offset (`\.offset` or `\.0`) makes the position the identity, with the same failures
/// as iterating `indices`.
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
            RuleExample("""
                ForEach(items.enumerated(), id: ↓\\.offset) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
                """),
            RuleExample("""
                ForEach(Array(items.enumerated()), id: ↓\\.offset) { pair in
                    Text(pair.element.title)
                }
                """),
            RuleExample("""
                List(Array(model.people.enumerated()), id: ↓\\.0) { index, person in
                    Text(person.name)
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                ForEach(items.enumerated(), id: \\.element.id) { index, item in
                    Text("\\(index + 1). \\(item.title)")
                }
                """),
            RuleExample("""
                // ForEach(items.enumerated(), id: \\.offset) is the wrong key
                let label = "id: \\\\.offset"
                ForEach(items) { item in Text(label) }
                """),
            RuleExample("""
                ForEach(pages, id: \\.offset) { page in
                    Text(page.title)
                }
                """),
            RuleExample("""
                let rows = items.enumerated().map { ($0.offset, $0.element) }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        file.nodes.calls.compactMap { call in
            guard let data = call.collectionData,
                  let id = call.argument(labeled: "id")?.expression.as(KeyPathExprSyntax.self),
                  Self.isOffsetKeyPath(id),
                  data.descendants(FunctionCallExprSyntax.self).contains(where: {
                      $0.calleeName == "enumerated" && $0.receiver != nil && $0.arguments.isEmpty
                  }) else { return nil }
            return violation(at: id, in: file, message: Self.message)
        }
    }

    private static func isOffsetKeyPath(_ keyPath: KeyPathExprSyntax) -> Bool {
        guard keyPath.root == nil, keyPath.components.count == 1,
              case .property(let property) = keyPath.components.first?.component else { return false }
        let name = property.declName.baseName.text
        return name == "offset" || name == "0"
    }

    private static let message =
        "'\\.offset' makes the position the row's identity; use the element's id ('id: \\.element.id')"
}
