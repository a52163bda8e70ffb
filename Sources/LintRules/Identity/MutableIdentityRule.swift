import Linting
import SwiftSyntax

/// Lint: an `Identifiable` type whose `id` is a `var` stored property, or is computed from one.
///
/// Looks at `id` declared in the type body or in an extension; the type's stored properties
/// may come from the file's context. SwiftData `@Model` classes, whose persisted properties
/// must be `var`, are left alone.
struct MutableIdentityRule: LintRule {
    static let description = RuleDescription(
        id: "mutable-identity",
        name: "Identity that can change",
        summary: "an `Identifiable` type's `id` is a `var` stored property or is computed from one",
        rationale: """
            An element keeps one id from the moment it appears until it is gone. A getter such \
            as `var id: String { name }` ties that id to a field the user can rename, so each \
            rename looks to SwiftUI like one row leaving and another arriving: the row drops \
            its state and focus while it is being edited, and animations jump. A stored \
            `var id` invites the same reassignment. Keep the id in a `let` (a server key, or \
            a `UUID` made once with the value) apart from the fields that can change.
            """,
        documentation: "lists/stable-identity.md#ids-that-never-change",
        triggering: [
            RuleExample(
                """
                struct Note: Identifiable {
                    var title: String
                    var body: String
                    var ↓id: String { title }
                }
                """),
            RuleExample(
                """
                struct Contact: Identifiable {
                    var ↓id = UUID()
                    var name: String
                }
                """),
            RuleExample(
                """
                struct User {
                    var email: String
                    let joined: Date
                }
                extension User: Identifiable {
                    var ↓id: String { email.lowercased() }
                }
                """),
            RuleExample(
                """
                final class Folder: Identifiable {
                    var path: String
                    init(path: String) { self.path = path }
                    var ↓id: String { self.path }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Note: Identifiable {
                    let id: UUID
                    var title: String
                }
                """),
            RuleExample(
                """
                struct Article: Identifiable {
                    let url: URL
                    var title: String
                    var id: String { url.absoluteString }
                }
                """),
            RuleExample(
                """
                struct Draft {
                    var id = UUID()  // not Identifiable: no identity contract
                    var text: String
                }
                // struct Note: Identifiable { var title: String; var id: String { title } }
                let sample = "var id: String { title }"
                """),
            RuleExample(
                """
                @Model final class Trip: Identifiable {
                    var id: UUID
                    var name: String
                    init(name: String) { self.id = UUID(); self.name = name }
                }
                """),
            RuleExample(
                """
                struct Row: Identifiable {
                    let key: Int
                    var label: String
                    var id: Int { key }
                    var title: String { label }
                }
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for declaration in file.nodes.declarationGroups {
            let name: String
            if let type = declaration.as(StructDeclSyntax.self) {
                name = type.name.text
            } else if let type = declaration.as(ClassDeclSyntax.self) {
                name = type.name.text
            } else if let type = declaration.as(ExtensionDeclSyntax.self) {
                name = type.extendedType.simpleName
            } else {
                continue
            }
            guard declaration.inheritedNames.contains("Identifiable") || file.types.conforms(name, to: "Identifiable"),
                let info = file.types[name], info.kind != .enum,
                !info.attributes.contains("Model")
            else { continue }
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isInstanceStored else { continue }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                        pattern.identifier.text == "id"
                    else { continue }
                    if binding.isStored {
                        if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                            result.append(violation(at: pattern, in: file, message: Self.storedVar))
                        }
                    } else if let accessor = binding.accessorBlock,
                        let property = Self.mutableSource(of: accessor, in: info)
                    {
                        result.append(violation(at: pattern, in: file, message: Self.computed(from: property)))
                    }
                }
            }
        }
        return result
    }

    /// The first `var` stored property of `info` that the getter reads, if any.
    private static func mutableSource(of accessor: AccessorBlockSyntax, in info: TypeIndex.TypeInfo) -> String? {
        for reference in accessor.descendants(DeclReferenceExprSyntax.self) {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self),
                    base.baseName.tokenKind == .keyword(.self)
                else { continue }
            }
            let name = reference.baseName.text
            if let property = info.storedProperty(named: name), property.isMutable { return name }
        }
        return nil
    }

    private static let storedVar =
        "'id' is a 'var', so it can change after the element is shown; declare it 'let'"
    private static func computed(from property: String) -> String {
        "'id' is computed from the mutable property '\(property)', so editing it changes the identity; store a 'let id'"
    }
}
