import Linting
import SwiftSyntax

/// Lint: a `ForEach` (or `List(data)`) row closure whose top level is not exactly one view:
/// several views, an `if` without a final `else`, or an `if`/`else` or `switch` with a branch
/// that yields no view or several.
///
/// An `if`/`else` and a `switch` are treated alike: both build conditional content, which is
/// one view when every branch is one view.
struct NonUnaryRowRule: LintRule {
    static let description = RuleDescription(
        id: "non-unary-row",
        name: "Row that is not one view",
        summary: "a `ForEach` row produces zero, several or a varying number of top-level views",
        rationale: """
            A `List` asks each `ForEach` how many rows it has. When every element produces \
            exactly one top-level view, SwiftUI can count rows and derive their ids from the \
            data alone. A conditional is fine when each of its branches yields one view: an \
            `if` with an `else` and a `switch` both build conditional content. What breaks the \
            count is a path that yields no view (an `if` without `else`) or several (sibling \
            views, or a branch or `case` holding two views): then the count depends on each \
            element, and SwiftUI evaluates every row's body up front. Give each branch one view, \
            wrap the row in one container (`VStack`, `HStack`, a row view), and filter out \
            elements that should not be rows before `ForEach`.
            """,
        documentation: "lists/stable-identity.md#one-view-per-element",
        triggering: [
            RuleExample(
                """
                ForEach(items) { item in
                    ↓if item.isVisible {
                        ItemRow(item: item)
                    }
                }
                """),
            RuleExample(
                """
                List(messages) { message in
                    ↓switch message.kind {
                    case .text: TextRow(message: message)
                    case .image:
                        ImageRow(message: message)
                        Text(message.caption)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(items) { item in
                    Text(item.title)
                    ↓Divider()
                }
                """),
            RuleExample(
                """
                ForEach(plants) { plant in
                    ↓if plant.isThirsty {
                        PlantRow(plant: plant)
                        WateringReminder(plant: plant)
                    } else {
                        PlantRow(plant: plant)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(readings) { reading in
                    ↓if reading.isStale {
                        StaleReadingRow(reading: reading)
                    } else if reading.isValid {
                        ReadingRow(reading: reading)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(bikes) { bike in
                    ↓switch bike.status {
                    case .docked: BikeRow(bike: bike)
                    case .rented:
                        if bike.isOverdue { OverdueBadge(bike: bike) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ForEach(plants) { plant in
                    VStack {
                        if plant.isThirsty { ThirstyPlantRow(plant: plant) } else { PlantRow(plant: plant) }
                        if plant.hasNote { Text(plant.note) }
                    }
                }
                """),
            RuleExample(
                """
                ForEach(items) { item in
                    let title = item.title.uppercased()
                    Text(title)
                }
                """),
            RuleExample(
                """
                ForEach(plants) { plant in
                    if plant.isThirsty { ThirstyPlantRow(plant: plant) } else { PlantRow(plant: plant) }
                }
                """),
            RuleExample(
                """
                List(messages) { message in
                    switch message.kind {
                    case .text: TextRow(message: message)
                    case .image: ImageRow(message: message)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(bikes) { bike in
                    switch bike.status {
                    case .docked: BikeRow(bike: bike)
                    case .rented:
                        if bike.isOverdue { OverdueRow(bike: bike) } else { BikeRow(bike: bike) }
                    }
                }
                """),
            RuleExample(
                """
                // ForEach(items) { item in if item.isVisible { Row() } }
                VStack {
                    Text("if item.isVisible")
                    if showFooter { Footer() }
                }
                """),
            RuleExample(
                """
                Text("Title")
                    .toolbar {
                        ForEach(actions) { action in
                            ToolbarSpacer()
                            ToolbarItem { Button(action.title) { action.run() } }
                        }
                    }
                """),
            RuleExample(
                """
                Chart {
                    ForEach(points) { point in
                        LineMark(x: .value("Day", point.day), y: .value("Count", point.count))
                        PointMark(x: .value("Day", point.day), y: .value("Count", point.count))
                    }
                }
                """),
            RuleExample(
                """
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
                } else if !ifExpression.branches.allSatisfy(Self.yieldsOneView) {
                    result.append(violation(at: ifExpression.ifKeyword, in: file, message: Self.varyingCount("if")))
                }
            } else if let switchExpression = only.as(SwitchExprSyntax.self),
                !Self.caseBodies(of: switchExpression).allSatisfy(Self.yieldsOneView)
            {
                result.append(violation(at: switchExpression.switchKeyword, in: file, message: Self.varyingCount("switch")))
            }
        }
        return result
    }

    /// Whether a branch (of an `if` or a `case`) yields exactly one view on every path: one
    /// view-producing item, which is itself a conditional only when each of its branches
    /// yields one view.
    private static func yieldsOneView(_ statements: CodeBlockItemListSyntax) -> Bool {
        let views = statements.map(\.item.unwrappedStatement).filter(\.isViewProducing)
        guard views.count == 1, let only = views.first else { return false }
        if let ifExpression = only.as(IfExprSyntax.self) {
            return !ifExpression.lacksFinalElse && ifExpression.branches.allSatisfy(yieldsOneView)
        }
        if let switchExpression = only.as(SwitchExprSyntax.self) {
            return caseBodies(of: switchExpression).allSatisfy(yieldsOneView)
        }
        return true
    }

    /// The statements of each `case` (and `default`) of a `switch`; `#if` blocks among the
    /// cases are not looked into.
    private static func caseBodies(of switchExpression: SwitchExprSyntax) -> [CodeBlockItemListSyntax] {
        switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
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
                let name = container.calleeName
            {
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
    private static func varyingCount(_ keyword: String) -> String {
        "a branch of this '\(keyword)' yields no view or several views, so the row's count varies; make every branch one view or wrap the row in one container"
    }
}
