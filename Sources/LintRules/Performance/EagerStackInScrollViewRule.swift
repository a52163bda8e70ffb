import Linting
import SwiftSyntax

/// Lint: a `ScrollView` whose content is a plain `VStack`/`HStack` holding a `ForEach` over a
/// collection or a long literal range (`0..<100`) — not a short literal range or an array, an
/// enum's `allCases`, or values identified by `\.self`, which are short option lists.
struct EagerStackInScrollViewRule: LintRule {
    static let description = RuleDescription(
        id: "eager-stack-in-scroll-view",
        name: "Collection in a plain stack inside ScrollView",
        summary: "a `ScrollView` lays out a `ForEach` over a collection in a `VStack`/`HStack` instead of a lazy stack",
        rationale: """
            A plain `VStack` or `HStack` creates and lays out every child before anything is \
            shown, including the hundreds of rows that are off screen, and does it again when \
            the data changes. Inside a `ScrollView`, `LazyVStack` and `LazyHStack` (or the lazy \
            grids) create rows as they scroll into view. Keep the plain stacks for short, fixed \
            content — a handful of literal views, or `ForEach` over a small literal range — \
            where laziness only adds bookkeeping.
            """,
        documentation: "performance/cheap-body.md#long-content-belongs-in-lazy-stacks",
        triggering: [
            RuleExample(
                """
                ScrollView {
                    ↓VStack(spacing: 8) {
                        ForEach(sightings) { sighting in
                            SightingRow(sighting: sighting)
                        }
                    }
                    .padding()
                }
                """),
            RuleExample(
                """
                struct Filmstrip: View {
                    let frames: [Frame]
                    var body: some View {
                        ScrollView(.horizontal) {
                            ↓HStack {
                                Text("Frames")
                                ForEach(frames) { FrameThumbnail(frame: $0) }
                            }
                        }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    ↓VStack {
                        ForEach(model.sortedPosts, id: \\.id) { post in
                            PostCard(post: post)
                        }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    ↓VStack {
                        ForEach(0..<500) { day in DayRow(day: day) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(sightings) { SightingRow(sighting: $0) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    VStack {
                        ForEach(0..<3) { index in StepBadge(step: index + 1) }
                        ForEach(["Wind", "Rain"], id: \\.self) { Text($0) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(Genre.allCases) { GenreChip(genre: $0) }
                        ForEach(tags, id: \\.self) { TagChip(tag: $0) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.title)
                        Text(article.body)
                    }
                }
                """),
            RuleExample(
                """
                VStack {
                    ForEach(tabs) { TabButton(tab: $0) }
                }
                """),
            RuleExample(
                """
                // ScrollView { VStack { ForEach(items) … } } builds every row up front
                let hint = "LazyVStack"
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("ScrollView") {
            guard let closure = call.contentClosure else { continue }
            for item in closure.topLevelItems {
                guard let stack = item.as(ExprSyntax.self)?.rootCall,
                    let name = stack.calleeName, name == "VStack" || name == "HStack", stack.isTypeCall(name),
                    let content = stack.contentClosure,
                    content.topLevelItems.contains(where: { Self.isForEachOverCollection($0) })
                else { continue }
                result.append(
                    violation(
                        at: stack.calledExpression, in: file,
                        message: "'\(name)' creates every row of this collection up front; use 'Lazy\(name)' inside a ScrollView"))
            }
        }
        return result
    }

    /// A `ForEach` whose data is not a literal range (`0..<3`) or a literal array.
    private static func isForEachOverCollection(_ item: Syntax) -> Bool {
        guard let forEach = item.as(ExprSyntax.self)?.rootCall, forEach.isTypeCall("ForEach"),
            let data = forEach.firstUnlabeledArgument?.withoutParentheses
        else { return false }
        if data.is(ArrayExprSyntax.self) { return false }
        // Plain values identified by themselves, and an enum's cases, are option lists
        // (filter chips, tabs): short and fixed, where a plain stack is right.
        if forEach.argument(labeled: "id")?.expression.trimmedDescription == "\\.self" { return false }
        if data.referencedName == "allCases" { return false }
        if let sequence = data.as(SequenceExprSyntax.self),
            sequence.elements.allSatisfy({ $0.is(IntegerLiteralExprSyntax.self) || $0.is(BinaryOperatorExprSyntax.self) })
        {
            // A literal range is short content unless its bound says otherwise.
            let bounds = sequence.elements.compactMap { $0.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } }
            return (bounds.max() ?? 0) >= longRange
        }
        return true
    }

    /// The length from which a literal range (`0..<100`) is long content rather than a few
    /// fixed items.
    static let longRange = 50
}
