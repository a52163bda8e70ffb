import Linting
import SwiftSyntax

/// Lint: a statement in a view's initializer that calls a method for its effect —
/// `store.startSync()`, `Analytics.log(…)` — rather than storing a value.
///
/// Assignments (`self.name = name`, `_draft = State(initialValue: …)`), `Task { }` (its
/// own rule, `task-in-view-initializer`), `super.init`/`self.init`, and checks such as
/// `precondition` are left alone.
struct WorkInViewInitializerRule: LintRule {
    static let description = RuleDescription(
        id: "work-in-view-initializer",
        name: "Side effect in a view's initializer",
        summary: "a view's initializer calls a method for its effect (starting a sync, logging, registering)",
        rationale: """
            A view's initializer runs every time its parent's `body` is evaluated — many \
            times for one view on screen, and for views that are built but never shown. \
            Work started there runs once per evaluation: a sync starts again on every \
            parent update, an event is logged for screens nobody saw. An initializer \
            should only store its inputs. Start work when the view appears, with \
            `task` or `onAppear`, or in the model that owns it.
            """,
        documentation: "concurrency/tasks-in-views.md#keep-initializers-free-of-tasks",
        triggering: [
            RuleExample(
                """
                struct StationBoard: View {
                    @State private var feed = DepartureFeed()
                    init() {
                        ↓feed.connect()
                    }
                    var body: some View { Text(feed.headline) }
                }
                """),
            RuleExample(
                """
                struct PlantDetail: View {
                    let plant: Plant
                    init(plant: Plant) {
                        self.plant = plant
                        ↓Analytics.shared.record("plant-detail", id: plant.id)
                    }
                    var body: some View { Text(plant.name) }
                }
                """),
            RuleExample(
                """
                struct ScanScreen: View {
                    let scanner: Scanner
                    init(scanner: Scanner) {
                        self.scanner = scanner
                        ↓self.scanner.prepare()
                        ↓try? scanner.calibrate()
                    }
                    var body: some View { Text(scanner.status) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct StationBoard: View {
                    @State private var feed = DepartureFeed()
                    var body: some View {
                        Text(feed.headline)
                            .task { await feed.connect() }
                    }
                }
                """),
            RuleExample(
                """
                struct RecipeEditor: View {
                    @State private var title: String
                    let recipe: Recipe
                    init(recipe: Recipe) {
                        self.recipe = recipe
                        _title = State(initialValue: recipe.title.trimmingCharacters(in: .whitespaces))
                        precondition(!recipe.id.isEmpty, "a saved recipe")
                    }
                    var body: some View { TextField("Title", text: $title) }
                }
                """),
            RuleExample(
                """
                final class DepartureFeed {
                    init(station: String) {
                        connect(to: station)
                    }
                    func connect(to station: String) {}
                }
                """),
            RuleExample(
                """
                struct Tile: View {
                    let label: String
                    init(_ label: String) { self.label = label }
                    init(number: Int) { self.init(String(number)) }
                    var body: some View { Text(label) }
                }
                """),
        ]
    )

    /// Calls that check rather than act.
    static let checks: Set<String> = ["precondition", "assert", "assertionFailure", "preconditionFailure", "dispatchPrecondition", "print"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for group in file.nodes.declarationGroups {
            for member in group.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                    initializer.isInView(types: file.types)
                else { continue }
                for item in body.statements {
                    guard let (statement, call) = Self.effectCall(item.item.unwrappedStatement),
                        let name = call.calleeName, !Self.checks.contains(name), !call.isTaskCreation,
                        !Self.isDelegation(call)
                    else { continue }
                    result.append(
                        violation(
                            at: statement, in: file,
                            message:
                                "a view's initializer runs on every update of its parent; start '\(name)' when the view appears ('task' or 'onAppear') or in its model"
                        ))
                }
            }
        }
        return result
    }

    /// The statement and its call, when the statement is a call whose result is unused
    /// (possibly behind `try`/`try?`/`await`).
    private static func effectCall(_ statement: Syntax) -> (ExprSyntax, FunctionCallExprSyntax)? {
        guard var expression = statement.as(ExprSyntax.self) else { return nil }
        let whole = expression
        while true {
            if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else if let awaited = expression.as(AwaitExprSyntax.self) {
                expression = awaited.expression
            } else {
                break
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return (whole, call)
    }

    /// `self.init(…)` and `super.init(…)`.
    private static func isDelegation(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.memberCallee else { return false }
        return member.declName.baseName.tokenKind == .keyword(.`init`)
    }
}
