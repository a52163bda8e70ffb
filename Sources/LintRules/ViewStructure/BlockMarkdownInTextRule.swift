import Linting
import SwiftSyntax

/// Lint: a multi-line string literal given to `Text` whose lines are block Markdown:
/// headings (`# `), list items (`- `, `* `, `1. `), quotes (`> `) or code fences.
struct BlockMarkdownInTextRule: LintRule {
    static let description = RuleDescription(
        id: "block-markdown-in-text",
        name: "Block Markdown in Text",
        summary: "a `Text` literal contains Markdown headings, lists, quotes or code fences, which `Text` shows verbatim",
        rationale: """
            A string literal in `Text` is parsed as Markdown, but only inline Markdown: \
            bold, italic, strikethrough, inline code and links. Block syntax is not \
            rendered: a heading keeps its `#`, list items keep their dashes and sit \
            wherever the line breaks fall, and a code fence shows its backticks. Build \
            the structure from views — a `Text` with a heading font, a `VStack` or `List` \
            of items, each item's text free to use inline Markdown.
            """,
        documentation: "views/text-and-images.md#keep-long-text-readable",
        triggering: [
            RuleExample(
                """
                Text(↓\"\"\"
                    # Tide tables
                    Check the **harbour** board first.
                    \"\"\")
                """),
            RuleExample(
                """
                Text(↓\"\"\"
                    Before firing:
                    - load the shelves
                    - close the bung
                    \"\"\")
                    .font(.body)
                """),
            RuleExample(
                """
                Text(↓\"\"\"
                    1. Warm up
                    2. Sing the \\(hymn.title)
                    \"\"\")
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Text(\"\"\"
                    Check the **harbour** board first,
                    then the [forecast](https://example.com/tides).
                    \"\"\")
                """),
            RuleExample(
                """
                let notes = \"\"\"
                    # Tide tables
                    - high water 06:12
                    \"\"\"
                Text("# Tide tables")
                """),
            RuleExample(
                """
                Text(\"\"\"
                    Temperature: -3 °C
                    Glaze: #4 celadon
                    \"\"\")
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("Text") {
            guard let argument = call.arguments.first, argument.label == nil,
                let literal = argument.expression.as(StringLiteralExprSyntax.self),
                literal.openingQuote.tokenKind == .multilineStringQuote,
                Self.hasBlockMarkdown(literal)
            else { continue }
            result.append(
                violation(
                    at: literal, in: file,
                    message:
                        "Text renders only inline Markdown; these headings, list items, quotes or fences show verbatim — build the structure from views"
                ))
        }
        return result
    }

    private static func hasBlockMarkdown(_ literal: StringLiteralExprSyntax) -> Bool {
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("```") { return true }
            for marker in ["# ", "## ", "### ", "- ", "* ", "> "] where trimmed.hasPrefix(marker) { return true }
            if let dot = trimmed.firstIndex(of: "."), dot > trimmed.startIndex,
                trimmed[trimmed.startIndex..<dot].allSatisfy(\.isNumber),
                trimmed[dot...].hasPrefix(". ")
            {
                return true
            }
            return false
        }
    }
}
