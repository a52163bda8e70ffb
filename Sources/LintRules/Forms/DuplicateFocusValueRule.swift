import Linting
import SwiftSyntax

/// Lint: two views bound to the same focus state with the same value, in one property or
/// function: `.focused($field, equals: .name)` twice, or `.focused($isEditing)` twice.
///
/// Views in different branches of one `if` or `switch` are never on screen together and are
/// left alone (a secure field and its plain twin), as are values computed per element
/// (`equals: field` inside a `ForEach`).
struct DuplicateFocusValueRule: LintRule {
    static let description = RuleDescription(
        id: "duplicate-focus-value",
        name: "Same focus value on two views",
        summary: "two views on screen together are bound to the same `@FocusState` value",
        rationale: """
            `focused(_:equals:)` says which view takes focus when the focus state holds that \
            value. When two visible views share a value, setting it focuses only one of them, \
            which one is not specified, and reading the state cannot tell them apart; a Bool \
            focus state bound to two views has the same problem. Give every focusable view \
            its own case of the focus enum (or its own Bool).
            """,
        documentation: "forms/forms-and-focus.md#move-focus-with-focusstate",
        triggering: [
            RuleExample(
                """
                TextField("Skipper", text: $skipper).focused($crew, equals: .skipper)
                TextField("Mate", text: $mate).focused($crew, equals: ↓.skipper)
                """),
            RuleExample(
                """
                Form {
                    TextField("Harbour", text: $harbour)
                        .focused($field, equals: .harbour)
                    TextField("Berth", text: $berth)
                        .focused($field, equals: ↓.harbour)
                }
                """),
            RuleExample(
                """
                VStack {
                    TextField("Glaze", text: $glaze).focused($isEditing)
                    TextEditor(text: $notes).↓focused($isEditing)
                }
                """),
            RuleExample(
                """
                var body: some View {
                    HStack {
                        TextField("First", text: $first).focused($focus, equals: Field.name)
                        TextField("Last", text: $last).focused($focus, equals: ↓Field.name)
                        TextField("Email", text: $email).focused($focus, equals: .email)
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Form {
                    TextField("Harbour", text: $harbour).focused($field, equals: .harbour)
                    TextField("Berth", text: $berth).focused($field, equals: .berth)
                }
                """),
            RuleExample(
                """
                Group {
                    if showsPassword {
                        TextField("Password", text: $password).focused($field, equals: .password)
                    } else {
                        SecureField("Password", text: $password).focused($field, equals: .password)
                    }
                }
                """),
            RuleExample(
                """
                ForEach(stanzas) { stanza in
                    TextField("Line", text: $draft).focused($focus, equals: stanza.id)
                }
                """),
            RuleExample(
                """
                var compactLayout: some View {
                    TextField("Name", text: $name).focused($field, equals: .name)
                }
                var regularLayout: some View {
                    TextField("Name", text: $name).focused($field, equals: .name)
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var seen: [String: [FunctionCallExprSyntax]] = [:]
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let member = call.memberCallee, member.declName.baseName.text == "focused",
                let binding = call.arguments.first, binding.label == nil,
                binding.expression.trimmedDescription.hasPrefix("$")
            else { continue }
            let value = call.argument(labeled: "equals")?.expression
            if let value, !Self.isFixedCase(value) { continue }
            let key = binding.expression.trimmedDescription + "=" + Self.caseName(value)
            let earlier = seen[key, default: []]
            if earlier.contains(where: { Self.areOnScreenTogether($0, call) }) {
                let marker: Syntax = value.map(Syntax.init) ?? Syntax(member.declName)
                result.append(
                    violation(
                        at: marker, in: file,
                        message:
                            "another view is already bound to '\(binding.expression.trimmedDescription)'\(value.map { " equals \($0.trimmedDescription)" } ?? ""); give each focusable view its own value"
                    ))
            }
            seen[key, default: []].append(call)
        }
        return result
    }

    /// `.name`, `Field.name`: a case written out, the same wherever it appears.
    private static func isFixedCase(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    private static func caseName(_ expression: ExprSyntax?) -> String {
        expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    }

    /// Whether both calls sit in one property, function or closure body and not in two
    /// branches of one `if` or `switch`, nor in two declarations (`var compact`, `var regular`).
    private static func areOnScreenTogether(_ first: FunctionCallExprSyntax, _ second: FunctionCallExprSyntax) -> Bool {
        var ancestors: [SyntaxIdentifier: Syntax] = [:]
        var child: [SyntaxIdentifier: Syntax] = [:]
        var previous = Syntax(first)
        var node = first.parent
        while let current = node {
            ancestors[current.id] = current
            child[current.id] = previous
            previous = current
            node = current.parent
        }
        previous = Syntax(second)
        node = second.parent
        while let current = node, ancestors[current.id] == nil {
            previous = current
            node = current.parent
        }
        guard let common = node else { return false }
        if common.is(IfExprSyntax.self) || common.is(SwitchCaseListSyntax.self) || common.is(SwitchExprSyntax.self)
            || common.is(MemberBlockItemListSyntax.self) || common.is(MemberBlockSyntax.self)
        {
            return false
        }
        if common.is(CodeBlockItemListSyntax.self) {
            let items = [child[common.id], previous].compactMap { $0?.as(CodeBlockItemSyntax.self) }
            if items.contains(where: { $0.item.is(DeclSyntax.self) }) { return false }
        }
        return true
    }
}
