import Linting
import SwiftSyntax

/// Lint: a `@Binding` property that its view only reads: never assigned, never mutated
/// through a method, never passed on as `$name`. A view whose `body` is left out is not
/// judged.
struct ReadOnlyBindingRule: LintRule {
    static let description = RuleDescription(
        id: "read-only-binding",
        name: "Binding that is only read",
        summary: "a `@Binding` property is never written, mutated or passed on as a binding",
        rationale: """
            A binding is a promise that the view writes the value back to its owner. A view \
            that only displays the value needs the value, not write access: declare it `let`, \
            and the parent passes `title` instead of `$title`. The view becomes simpler to \
            preview and test (no `.constant(…)`), and readers no longer have to look for the \
            write that never happens.
            """,
        documentation: "data-flow/state-and-data-flow.md#pass-values-to-leaf-views",
        triggering: [
            RuleExample(
                """
                struct TrailName: View {
                    ↓@Binding var name: String
                    var body: some View { Text(name).font(.headline) }
                }
                """),
            RuleExample(
                """
                struct ScoreBoard: View {
                    ↓@Binding var score: Int
                    @Binding var isPaused: Bool
                    var body: some View {
                        HStack {
                            Text("Score \\(score)")
                            Toggle("Paused", isOn: $isPaused)
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct StopList: View {
                    ↓@Binding var stops: [Stop]
                    var body: some View {
                        List(stops) { stop in
                            Text(stop.name)
                        }
                        .badge(stops.count)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct TrailNameField: View {
                    @Binding var name: String
                    var body: some View { TextField("Trail", text: $name) }
                }
                """),
            RuleExample(
                """
                struct Stepper: View {
                    @Binding var count: Int
                    var body: some View {
                        Button("Add") { count += 1 }
                        Button("Clear") { self.count = 0 }
                    }
                }
                """),
            RuleExample(
                """
                struct StopList: View {
                    @Binding var stops: [Stop]
                    var body: some View {
                        List(stops) { Text($0.name) }
                            .toolbar { Button("Shuffle") { stops.shuffle() } }
                    }
                }
                """),
            RuleExample(
                """
                struct Detail: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        // the form is further down the page
                    }
                }
                """),
            RuleExample(
                """
                struct Rating: View {
                    @Binding var stars: Int
                    var body: some View { Text("\\(stars) stars").onTapGesture(perform: reset) }
                }
                extension Rating {
                    func reset() { stars = 0 }
                }
                """),
            RuleExample(
                """
                struct Caption: View {
                    let text: String // not "@Binding var text: String"
                    var body: some View { Text(text) }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard let attribute = variable.attributes.attribute(named: "Binding"),
                let members = variable.parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let body = Self.bodyStatements(members), !body.isEmpty
            else { continue }
            // Members of the type and of its extensions in the file.
            let typeName = variable.enclosing(StructDeclSyntax.self)?.name.text
            let extensionMembers = file.nodes.extensions
                .filter { typeName != nil && $0.extendedType.trimmedDescription == typeName }
                .flatMap { Array($0.memberBlock.members) }
            let isWritten = (Array(members) + extensionMembers).contains { member in
                member.decl.id != variable.id && Self.writes(name, in: member.decl)
            }
            if !isWritten {
                result.append(
                    violation(
                        at: attribute, in: file,
                        message: "'\(name)' is only read; take it as 'let \(name)' and let the parent pass the value"))
            }
        }
        return result
    }

    /// The statements of the type's `body`, or `nil` when it has none.
    private static func bodyStatements(_ members: MemberBlockItemListSyntax) -> CodeBlockItemListSyntax? {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                if case .getter(let statements) = binding.accessorBlock?.accessors { return statements }
                return nil
            }
        }
        return nil
    }

    /// Whether `declaration` uses `$name`, `_name`, `&name`, assigns to `name` (or a part of
    /// it), or calls a method on it (which may mutate it).
    private static func writes(_ name: String, in declaration: DeclSyntax) -> Bool {
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            if text == "$" + name || text == "_" + name { return true }
            guard text == name, token.parent?.is(DeclReferenceExprSyntax.self) == true,
                var expression = token.parent?.as(ExprSyntax.self)
            else { continue }
            // Climb `self.name`, `name.part`, `name[i]`, `name?.part` to the outermost access.
            while let parent = expression.parent {
                if let member = parent.as(MemberAccessExprSyntax.self) {
                    if member.base?.id != expression.id, member.declName.id != expression.id { break }
                    if member.base?.id == expression.id, let call = member.parent?.as(FunctionCallExprSyntax.self),
                        call.calledExpression.id == member.id
                    {
                        return true
                    }
                    expression = ExprSyntax(member)
                } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == expression.id {
                    expression = ExprSyntax(subscriptCall)
                } else if let optional = parent.as(OptionalChainingExprSyntax.self) {
                    expression = ExprSyntax(optional)
                } else if let forced = parent.as(ForceUnwrapExprSyntax.self) {
                    expression = ExprSyntax(forced)
                } else {
                    break
                }
            }
            if expression.parent?.is(InOutExprSyntax.self) == true { return true }
            if let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let index = sequence.elements.firstIndex(where: { $0.id == expression.id }),
                sequence.elements.first?.id == expression.id, sequence.elements.index(after: index) != sequence.elements.endIndex
            {
                let next = sequence.elements[sequence.elements.index(after: index)]
                if next.is(AssignmentExprSyntax.self) { return true }
                if let op = next.as(BinaryOperatorExprSyntax.self)?.operator.text,
                    op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op)
                {
                    return true
                }
            }
        }
        return false
    }
}
