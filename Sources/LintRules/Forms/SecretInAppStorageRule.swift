import Linting
import SwiftSyntax

/// Lint: an `@AppStorage` string or data property whose key or name says it holds a secret
/// (`token`, `password`, `secret`, `apiKey`, `credential`).
struct SecretInAppStorageRule: LintRule {
    static let description = RuleDescription(
        id: "secret-in-app-storage",
        name: "Secret kept in AppStorage",
        summary: "a token, password or key is stored with `@AppStorage`, that is, in user defaults",
        rationale: """
            `@AppStorage` reads and writes `UserDefaults`: a property list in the app's \
            container, unencrypted, included in unencrypted backups and readable by anyone \
            with the device's files. Access tokens, passwords and API keys belong in the \
            keychain (Security framework's `SecItemAdd` and `SecItemCopyMatching`, or a \
            small wrapper around them); keep only a flag such as \"is signed in\" in \
            `@AppStorage`.
            """,
        documentation: "forms/forms-and-focus.md#let-the-system-fill-in-accounts-and-passwords",
        triggering: [
            RuleExample(
                """
                struct HarbourLogin: View {
                    ↓@AppStorage("harbourAccessToken") private var accessToken = ""
                    var body: some View { Text("Signed in") }
                }
                """),
            RuleExample(
                """
                ↓@AppStorage("kiln.api_key") private var kilnKey: String?
                ↓@AppStorage("choir") private var choirPassword: String = ""
                """),
            RuleExample(
                """
                ↓@AppStorage("credentials", store: .shared) private var credentials: Data?
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                @AppStorage("hasAccessToken") private var hasAccessToken = false
                @AppStorage("showsPasswordHint") private var showsPasswordHint: Bool = true
                """),
            RuleExample(
                """
                @AppStorage("tokenRefreshInterval") private var tokenRefreshInterval = 3600
                @AppStorage("harbourName") private var harbourName = ""
                """),
            RuleExample(
                """
                // @AppStorage("accessToken") would keep the token in plain text
                let key = "accessToken"
                @State private var password = ""
                """),
        ]
    )

    /// Words (lowercased, without `_`, `-` and `.`) that name a secret.
    static let secretWords = ["token", "password", "passwd", "secret", "apikey", "credential", "privatekey"]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for variable in file.nodes.variables {
            guard
                let attribute = variable.attributes.attribute(named: "AppStorage"),
                let binding = variable.bindings.first, Self.holdsText(binding)
            else { continue }
            let key =
                attribute.firstStringArgument ?? ""
            let names = [key, binding.pattern.trimmedDescription].map(Self.normalized)
            guard let word = Self.secretWords.first(where: { word in names.contains { $0.contains(word) } }) else { continue }
            result.append(
                violation(
                    at: attribute, in: file,
                    message:
                        "'\(binding.pattern.trimmedDescription)' looks like a \(word), and @AppStorage keeps it unencrypted in user defaults; store it in the keychain"
                ))
        }
        return result
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." }
    }

    /// A `String` or `Data` property (optional or not), or one initialised with a string literal.
    private static func holdsText(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type {
            let base = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
            return ["String", "Data"].contains(base.simpleName)
        }
        return binding.initializer?.value.is(StringLiteralExprSyntax.self) == true
    }
}
