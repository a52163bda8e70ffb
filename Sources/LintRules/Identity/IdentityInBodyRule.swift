import Linting
import SwiftSyntax

/// Lint: `UUID()` or `.map { Model(…) }` evaluated inside `body`.
///
/// Only code that runs while `body` is evaluated counts: closures handed to actions
/// (`Button` actions, `onTapGesture`, `task`, `onChange`, …) run later and are skipped. A
/// `.map` is flagged only when it builds a type known to be `Identifiable`.
struct IdentityInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "identity-in-body",
        name: "Identity created in body",
        summary: "`UUID()` or `.map { Model(...) }` creates ids or models while `body` is evaluated",
        rationale: """
            `body` runs whenever the view's inputs change. Values built there — a `UUID()`, or \
            models made by mapping raw data — get new ids every time, so SwiftUI sees a \
            completely new collection on every update: rows lose their state and everything \
            animates as replaced. Create ids together with the data, in the model or in state \
            that outlives `body`.
            """,
        documentation: "lists/stable-identity.md#create-ids-with-the-data-not-in-body",
        triggering: [
            RuleExample(
                """
                struct Item: Identifiable { let id = UUID(); let title: String }
                struct TitlesView: View {
                    let titles: [String]
                    var body: some View {
                        List(titles.↓map { Item(title: $0) }) { item in Text(item.title) }
                    }
                }
                """),
            RuleExample(
                """
                struct BadgeView: View {
                    var body: some View {
                        Text("New").id(↓UUID())
                    }
                }
                """),
            RuleExample(
                """
                struct Row: Identifiable { let id: UUID; let name: String }
                struct NamesView: View {
                    let names: [String]
                    var body: some View {
                        let rows = names.↓map { Row(id: ↓UUID(), name: $0) }
                        VStack {
                            ForEach(rows) { row in Text(row.name) }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Item: Identifiable { let id = UUID(); var title: String }
                struct AddView: View {
                    @State private var items: [Item] = []
                    var body: some View {
                        Button("Add") { items.append(Item(title: "New")) }
                        Button { items.append(Item(title: "\\(UUID())")) } label: { Text("Add") }
                        List(items) { item in Text(item.title) }
                            .task { items = ["a", "b"].map { Item(title: $0) } }
                    }
                }
                """),
            RuleExample(
                """
                struct Item: Identifiable { let id = UUID(); let title: String }
                @Observable final class Store {
                    var items: [Item] = ["a"].map { Item(title: $0) }
                }
                """),
            RuleExample(
                """
                struct TitlesView: View {
                    let titles: [String]
                    var body: some View {
                        // titles.map { Item(title: $0) } would make new ids on every pass
                        Text("UUID()")
                        ForEach(titles.map { Text($0) }.indices, id: \\.self) { Text(titles[$0]) }
                    }
                }
                """),
            RuleExample(
                """
                struct Session {
                    var body: String { UUID().uuidString }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                let type = binding.typeAnnotation?.type, type.trimmedDescription.hasSuffix("View"),
                let accessor = binding.accessorBlock
            else { continue }
            for call in accessor.descendants(FunctionCallExprSyntax.self) where Self.runsDuringBody(call, within: accessor) {
                if call.isTypeCall("UUID"), call.arguments.isEmpty, call.trailingClosure == nil {
                    result.append(violation(at: call.calledExpression, in: file, message: Self.uuidMessage))
                } else if call.calleeName == "map", call.receiver != nil, let member = call.memberCallee,
                    let built = Self.builtType(of: call), file.types.conforms(built, to: "Identifiable")
                {
                    result.append(violation(at: member.declName, in: file, message: Self.mapMessage(built)))
                }
            }
        }
        return result
    }

    /// The type a `.map { Type(...) }` closure builds, when its only statement is that call.
    private static func builtType(of call: FunctionCallExprSyntax) -> String? {
        guard let closure = call.trailingClosure ?? call.firstUnlabeledArgument?.as(ClosureExprSyntax.self),
            closure.statements.count == 1,
            let built = closure.topLevelItems.first?.as(FunctionCallExprSyntax.self),
            let name = built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// Modifiers and calls whose closures run later, not while `body` is evaluated.
    static let deferredClosureOwners: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive",
        "onSubmit", "refreshable", "onDelete", "onMove", "onInsert", "onDrop", "onOpenURL", "onCommit",
        "onEnded", "onChanged", "onContinuousHover", "onHover", "withAnimation", "withTransaction",
        "Task", "sink", "perform", "onKeyPress", "dropDestination", "onPreferenceChange", "asyncAfter",
        "onScrollGeometryChange", "onGeometryChange", "onScrollPhaseChange", "fileImporter", "alert",
    ]

    /// Whether `node` runs while `body` is evaluated: every closure between it and `body`
    /// is view content, not an action handed to SwiftUI for later.
    private static func runsDuringBody(_ node: some SyntaxProtocol, within accessor: AccessorBlockSyntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != accessor.id {
            if let closure = syntax.as(ClosureExprSyntax.self), isDeferred(closure) { return false }
            current = syntax.parent
        }
        return true
    }

    private static func isDeferred(_ closure: ClosureExprSyntax) -> Bool {
        var label: String?
        var owner: FunctionCallExprSyntax?
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            owner = call
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = element.label.text
            owner = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            // A closure stored or called directly is not view content.
            return true
        }
        guard let owner, let name = owner.calleeName else { return true }
        if label == "action" || label == "perform" { return true }
        if deferredClosureOwners.contains(name) { return true }
        if name == "Button" || name == "AsyncButton" {
            // `Button("Title") { action }` and `Button { action } label: { … }`: the trailing
            // closure is the action unless an `action:` argument is given.
            return label == nil && owner.argument(labeled: "action") == nil
        }
        // Collection methods (`map`, `filter`, `sorted`) run their closures now.
        return false
    }

    private static let uuidMessage =
        "'UUID()' in 'body' makes a new identity on every update; create ids once, with the data"
    private static func mapMessage(_ type: String) -> String {
        "mapping to '\(type)' in 'body' creates new identities on every update; build the models once, outside 'body'"
    }
}
