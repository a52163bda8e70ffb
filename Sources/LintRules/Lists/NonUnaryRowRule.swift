import Linting
import SwiftSyntax

/// Lint: a `ForEach` (or `List(data)`) row closure whose top level is not exactly one view:
/// an `if` without `else`, a `switch`, several views, or an `if`/`else` with several views
/// in a branch.
struct NonUnaryRowRule: LintRule {
    static let description = RuleDescription(
        id: "non-unary-row",
        name: "Row that is not one view",
        summary: "a `ForEach` row produces zero, several or a varying number of top-level views",
        rationale: """
            A `List` asks each `ForEach` how many rows it has. When every element produces \
            exactly one top-level view, SwiftUI can count rows and derive their ids from the \
            data alone. A top-level `if` without `else` (zero or one view), a `switch`, or \
            several sibling views make the count depend on each element, so SwiftUI evaluates \
            every row's body up front. Wrap the row in one container (`VStack`, `HStack`, a \
            row view) and filter out elements that should not be rows before `ForEach`.
            """,
        documentation: "lists/stable-identity.md#one-view-per-element",
        triggering: [
            RuleExample("""
                ForEach(items) { item in
                    ↓if item.isVisible {
                        ItemRow(item: item)
                    }
                }
                """),
            RuleExample("""
                List(messages) { message in
                    ↓switch message.kind {
                    case .text: TextRow(message: message)
                    case .image: ImageRow(message: message)
                    }
                }
                """),
            RuleExample("""
                ForEach(items) { item in
                    Text(item.title)
                    ↓Divider()
                }
                """),
            RuleExample("""
                ForEach(items) { item in
                    ↓if item.isSpecial {
                        SpecialRow(item: item)
                        DetailRow(item: item)
                    } else {
                        RegularRow(item: item)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                ForEach(items) { item in
                    VStack {
                        if item.isSpecial { SpecialRow(item: item) } else { RegularRow(item: item) }
                        if item.hasNote { Text(item.note) }
                    }
                }
                """),
            RuleExample("""
                ForEach(items) { item in
                    let title = item.title.uppercased()
                    Text(title)
                }
                """),
            RuleExample("""
                ForEach(items) { item in
                    if item.isSpecial { SpecialRow(item: item) } else { RegularRow(item: item) }
                }
                """),
            RuleExample("""
                // ForEach(items) { item in if item.isVisible { Row() } }
                VStack {
                    Text("if item.isVisible")
                    if showFooter { Footer() }
                }
                """),
            RuleExample("""
                Text("Title")
                    .toolbar {
                        ForEach(actions) { action in
                            ToolbarSpacer()
                            ToolbarItem { Button(action.title) { action.run() } }
                        }
                    }
                """),
            RuleExample("""
                Chart {
                    ForEach(points) { point in
                        LineMark(x: .value("Day", point.day), y: .value("Count", point.count))
                        PointMark(x: .value("Day", point.day), y: .value("Count", point.count))
                    }
                }
                """),
            RuleExample("""
                items.forEach { item in
                    if item.isVisible { print(item) }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let closure = call.rowClosure, !Self.isInEagerContainer(call) else { continue }
            let views = closure.topLevelItems.filter(\.isViewProducing)
            if views.count > 1 {
                result.append(violation(at: views[1], in: file, message: Self.severalViews))
                continue
            }
            guard let only = views.first else { continue }
            if let ifExpression = only.as(IfExprSyntax.self) {
                if ifExpression.lacksFinalElse {
                    result.append(violation(at: ifExpression.ifKeyword, in: file, message: Self.ifWithoutElse))
                } else if ifExpression.branches.contains(where: { $0.map(\.item.unwrappedStatement).filter(\.isViewProducing).count > 1 }) {
                    result.append(violation(at: ifExpression.ifKeyword, in: file, message: Self.varyingCount))
                }
            } else if let switchExpression = only.as(SwitchExprSyntax.self) {
                result.append(violation(at: switchExpression.switchKeyword, in: file, message: Self.topLevelSwitch))
            }
        }
        return result
    }

    /// Containers that lay out every child eagerly (a `ForEach` there makes no rows), or
    /// whose content is not views at all (chart marks).
    static let eagerContainers: Set<String> = [
        "HStack", "VStack", "ZStack", "Grid", "GridRow", "Chart", "Menu", "Picker", "ControlGroup",
        "ToolbarItemGroup", "ViewThatFits", "Canvas",
    ]

    /// Whether the nearest container whose content holds `call` is an eager one.
    private static func isInEagerContainer(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self),
               let container = closure.parent?.as(FunctionCallExprSyntax.self)
                   ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = container.calleeName {
                // Content of a modifier (`toolbar`, `overlay`, `contextMenu`) is not list rows.
                guard name.first?.isUppercase == true else { return true }
                return eagerContainers.contains(name)
            }
            current = syntax.parent
        }
        return false
    }

    private static let severalViews =
        "the row produces several top-level views; wrap them in one container such as 'VStack' or 'HStack'"
    private static let ifWithoutElse =
        "a top-level 'if' without 'else' makes the row zero or one views; filter the data before 'ForEach' or wrap the row in a container"
    private static let topLevelSwitch =
        "a top-level 'switch' makes the row's shape vary per element; wrap it in one container or a row view"
    private static let varyingCount =
        "the branches of this 'if' produce different numbers of views; wrap the row in one container"
}
