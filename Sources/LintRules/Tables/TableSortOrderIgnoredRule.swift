import Linting
import SwiftSyntax

/// Lint: `Table(…, sortOrder: $order)` where nothing in the file sorts by `order` or reacts
/// to it changing.
///
/// The table counts as handled when the file has an `onChange(of: order)`, a
/// `sort(using:)`/`sorted(using:)` that uses `order`, or a `didSet` on `order`.
struct TableSortOrderIgnoredRule: LintRule {
    static let description = RuleDescription(
        id: "table-sort-order-ignored",
        name: "Table sort order never applied",
        summary: "a `Table` binds `sortOrder:` but the data is never re-sorted when it changes",
        rationale: """
            `Table` only records which column the user clicked and in which direction; it does \
            not reorder the rows. If nothing sorts the data when the sort order changes, the \
            headers show a sort indicator while the rows stay as they were. Re-sort in \
            `.onChange(of: sortOrder)` with `sort(using:)`, or derive the rows with \
            `sorted(using: sortOrder)`.
            """,
        documentation: "tables/tables.md#sorting",
        triggering: [
            RuleExample(
                """
                struct RecipeBox: View {
                    @State private var recipes: [Recipe] = Recipe.favourites
                    @State private var order = [KeyPathComparator(\\Recipe.minutes)]
                    var body: some View {
                        Table(recipes, ↓sortOrder: $order) {
                            TableColumn("Recipe", value: \\.title)
                            TableColumn("Minutes", value: \\.minutes) { Text("\\($0.minutes)") }
                        }
                    }
                }
                """),
            RuleExample(
                """
                Table(model.rows, selection: $selection, ↓sortOrder: $model.sortOrder) {
                    TableColumn("Title", value: \\.title)
                }
                // rows.sort(using: sortOrder)
                """),
            RuleExample(
                """
                struct Orders: View {
                    @State var orders: [Order]
                    @State var sortOrder = [KeyPathComparator(\\Order.date)]
                    var body: some View {
                        Table(orders, ↓sortOrder: $sortOrder) {
                            TableColumn("Date", value: \\.date) { Text($0.date, style: .date) }
                        }
                        .onChange(of: orders) { _, new in print("sort(using: sortOrder)", new) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct RecipeBox: View {
                    @State private var recipes: [Recipe] = Recipe.favourites
                    @State private var columnOrder = [KeyPathComparator(\\Recipe.title)]
                    var body: some View {
                        Table(recipes, sortOrder: $columnOrder) {
                            TableColumn("Recipe", value: \\.title)
                        }
                        .onChange(of: columnOrder) { _, clicked in
                            recipes.sort(using: clicked)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct ObservingLog: View {
                    let sessions: [Session]
                    @State private var order = [KeyPathComparator(\\Session.night, order: .reverse)]
                    var body: some View {
                        Table(sessions.sorted(using: order), sortOrder: $order) {
                            TableColumn("Night", value: \\.night) { Text($0.night, style: .date) }
                            TableColumn("Target", value: \\.target)
                        }
                    }
                }
                """),
            RuleExample(
                """
                @Observable final class Model {
                    var rows: [Row] = []
                    var sortOrder = [KeyPathComparator(\\Row.title)] {
                        didSet { rows.sort(using: sortOrder) }
                    }
                }
                let table = Table(model.rows, sortOrder: $model.sortOrder) { TableColumn("Title", value: \\.title) }
                """),
            RuleExample(
                """
                // Table(sessions, sortOrder: $order) needs a re-sort
                Table(sessions) {
                    TableColumn("Target", value: \\.target)
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        let calls = file.nodes.calls
        for call in calls where call.isTypeCall("Table") {
            guard let argument = call.argument(labeled: "sortOrder"), let label = argument.label,
                let name = argument.expression.referencedName
            else { continue }
            if Self.isHandled(name, calls: calls, file: file) { continue }
            result.append(violation(at: label, in: file, message: Self.message(name)))
        }
        return result
    }

    private static func isHandled(_ name: String, calls: [FunctionCallExprSyntax], file: LintFile) -> Bool {
        for call in calls {
            switch call.calleeName {
            case "onChange":
                if let of = call.argument(labeled: "of"), Self.mentions(of.expression, name) { return true }
            case "sort", "sorted":
                if let using = call.argument(labeled: "using"), Self.mentions(using.expression, name) { return true }
            default:
                break
            }
        }
        for variable in file.nodes.variables {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if case .accessors(let accessors) = binding.accessorBlock?.accessors,
                    accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })
                {
                    return true
                }
            }
        }
        return false
    }

    private static func mentions(_ expression: ExprSyntax, _ name: String) -> Bool {
        expression.descendants(DeclReferenceExprSyntax.self).contains {
            $0.baseName.text == name || $0.baseName.text == "$" + name
        }
    }

    private static func message(_ name: String) -> String {
        "'Table' does not sort its rows; re-sort the data when '\(name)' changes, e.g. in '.onChange(of: \(name))' with 'sort(using:)'"
    }
}
