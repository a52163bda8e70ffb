import Linting
import SwiftSyntax

/// Lint: a search filter that matches what people typed with `contains(_:)`.
///
/// Fires on `x.contains(query)` inside a `filter`, `first`, `contains(where:)` or similar
/// closure, when the argument is named like search text (`searchText`, `query`,
/// `model.searchTerm`), with or without `lowercased()` on either side.
struct ExactMatchSearchRule: LintRule {
    static let description = RuleDescription(
        id: "exact-match-search",
        name: "Search by exact contains",
        summary: "search results are filtered with `contains(_:)`, which matches case and accents exactly",
        rationale: """
            `contains(_:)` compares characters exactly: \"creme\" does not find \"Crème brûlée\", \
            and lowercasing both sides fixes case but neither accents nor other \
            locale rules, while allocating two new strings per element. \
            `localizedStandardContains(_:)` is the search the system uses in Finder and \
            Files: it ignores case and diacritics and follows the current locale. Use it for \
            anything people type into a search field.
            """,
        documentation: "navigation/toolbars-and-search.md#filter-search-results-outside-body",
        triggering: [
            RuleExample(
                """
                let matches = glazes.filter { $0.name.↓contains(searchText) }
                """),
            RuleExample(
                """
                let visible = harbours.filter { harbour in
                    harbour.title.lowercased().↓contains(model.query.lowercased())
                }
                """),
            RuleExample(
                """
                if let first = hymns.first(where: { $0.firstLine.↓contains(searchQuery) }) {
                    open(first)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                let matches = glazes.filter { $0.name.localizedStandardContains(searchText) }
                """),
            RuleExample(
                """
                let isRecent = recentSearches.contains(searchText)
                let picked = harbours.filter { selectedIDs.contains($0.id) }
                """),
            RuleExample(
                """
                let tagged = hymns.filter { $0.tags.contains(.evening) }
                let hasQuery = url.absoluteString.contains("?")
                """),
        ]
    )

    /// Higher-order calls whose closure decides which elements match.
    static let matchingCalls: Set<String> = [
        "filter", "first", "firstIndex", "last", "lastIndex", "contains", "allSatisfy", "removeAll", "drop", "prefix", "count",
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "contains",
                call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                call.trailingClosure == nil,
                let name = Self.unfolded(argument.expression).referencedName,
                Self.isSearchTextName(name),
                Self.isInsideMatchingClosure(call)
            else { continue }
            result.append(
                violation(
                    at: member.declName, in: file,
                    message:
                        "'contains(\(name))' matches case and accents exactly; use 'localizedStandardContains(_:)' to search as the system does"
                ))
        }
        return result
    }

    /// The expression without trailing `lowercased()` / `uppercased()` calls.
    private static func unfolded(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression.withoutParentheses
        while let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.memberCallee, ["lowercased", "uppercased"].contains(member.declName.baseName.text),
            let base = member.base
        {
            current = base.withoutParentheses
        }
        return current
    }

    private static func isSearchTextName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("search") || lowered.contains("query")
    }

    private static func isInsideMatchingClosure(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = call.enclosing(ClosureExprSyntax.self) else { return false }
        var node = closure.parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) {
            if current.is(CodeBlockItemSyntax.self) { return false }
            node = current.parent
        }
        guard let outer = node?.as(FunctionCallExprSyntax.self), let name = outer.calleeToken?.text else { return false }
        return matchingCalls.contains(name)
    }
}
