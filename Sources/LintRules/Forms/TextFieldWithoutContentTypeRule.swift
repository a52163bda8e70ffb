import Linting
import SwiftSyntax

/// Lint: a `TextField` or `SecureField` titled as an email address, phone number, user name
/// or password, with no `textContentType` in its modifier chain.
struct TextFieldWithoutContentTypeRule: LintRule {
    static let description = RuleDescription(
        id: "text-field-without-content-type",
        name: "Account field without a content type",
        summary: "an email, phone, user name or password field does not say what it holds with `textContentType`",
        rationale: """
            `textContentType(_:)` tells the system what a field holds. With \
            `.emailAddress`, `.telephoneNumber`, `.username`, `.password` or \
            `.newPassword` the keyboard suggests the person's own address and number and \
            Password AutoFill offers saved accounts or a strong new password. Without it \
            the system guesses from the layout, often not at all. Add `keyboardType` for \
            the matching keyboard (`.emailAddress`, `.phonePad`) as well.
            """,
        documentation: "forms/forms-and-focus.md#let-the-system-fill-in-accounts-and-passwords",
        triggering: [
            RuleExample(
                """
                Form {
                    ↓TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                    ↓SecureField("Password", text: $password)
                }
                """),
            RuleExample(
                """
                ↓TextField("Harbour master's phone number", text: $phone)
                """),
            RuleExample(
                """
                VStack {
                    ↓TextField("User name", text: $login).textInputAutocapitalization(.never)
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                Form {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                }
                """),
            RuleExample(
                """
                TextField("Boat name", text: $boatName)
                TextField("Search harbours", text: $query)
                """),
            RuleExample(
                """
                // TextField("Email", text: $email) needs a content type
                let placeholder = "Email"
                TextField(placeholder, text: $email)
                """),
        ]
    )

    /// Words in a field's title that name account data, lowercased.
    static let accountWords = ["email", "e-mail", "phone", "password", "username", "user name"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("TextField") || call.isTypeCall("SecureField") {
            guard let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.lowercased(),
                Self.accountWords.contains(where: { title.contains($0) }),
                !Self.chainSetsContentType(call)
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "this field asks for account data but sets no 'textContentType'; add one (.emailAddress, .telephoneNumber, .username, .password) so the system can fill it in"
                ))
        }
        return result
    }

    private static func chainSetsContentType(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let modifier = member.parent?.as(FunctionCallExprSyntax.self)
        {
            if member.declName.baseName.text == "textContentType" { return true }
            node = Syntax(modifier)
        }
        return false
    }
}
