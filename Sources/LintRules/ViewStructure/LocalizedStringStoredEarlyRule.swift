import Linting
import SwiftSyntax

/// Lint: `String(localized:)` passed to a model's `String` property.
///
/// Fires when `String(localized:)` is the argument for a stored property declared `String` (or
/// `String?`) in a struct or class of the same file — a value kept and shown later. A
/// `String(localized:)` used at once (assigned to a local, logged, passed to a function) is
/// left alone.
struct LocalizedStringStoredEarlyRule: LintRule {
    static let description = RuleDescription(
        id: "localized-string-stored-early",
        name: "Localized string resolved before it is stored",
        summary: "A model stores the result of `String(localized:)` in a `String` property instead of a `LocalizedStringResource`",
        rationale: """
            `String(localized:)` looks the key up when it runs, in the process's locale, \
            and the model then keeps that one translation. A value made now and shown \
            later — a tip, a queued notification, a suggestion from a model — is shown in \
            whatever language was current when it was created, even if the view that shows \
            it has another locale, and a preview or test cannot switch it. Store a \
            `LocalizedStringResource`: it keeps the key, table and bundle, and `Text` \
            resolves it when it draws, in the view's locale.
            """,
        documentation: "views/text-and-images.md#format-values-inside-text",
        triggering: [
            RuleExample(
                """
                struct TideNotice { let message: String }
                let notice = TideNotice(message: ↓String(localized: "High tide in one hour"))
                """),
            RuleExample(
                """
                final class HarbourTip {
                    var title: String?
                    init(title: String?) { self.title = title }
                }
                let tip = HarbourTip(title: ↓String(localized: "Moor stern-to"))
                """),
            RuleExample(
                """
                struct LogbookHint {
                    var heading: String
                    var detail: String
                }
                let hints = [
                    LogbookHint(heading: ↓String(localized: "Log the wind"), detail: ↓String(localized: "Every watch"))
                ]
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct TideNotice { let message: LocalizedStringResource }
                let notice = TideNotice(message: "High tide in one hour")
                """),
            RuleExample(
                """
                let title = String(localized: "Tide tables", comment: "Screen title")
                logger.info("Showing \\(title)")
                """),
            RuleExample(
                """
                struct TideNotice { let count: Int; let label: String }
                // TideNotice(label: String(localized: "High tide")) resolves too early
                let notice = TideNotice(count: 2, label: "raw-\\(String(localized: "key"))")
                let other = Alarm(message: String(localized: "Unknown type"))
                """),
        ]
    )

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls where call.isTypeCall("String") && call.argument(labeled: "localized") != nil {
            guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let typeName = owner.calleeName, owner.isTypeCall(typeName),
                Self.storesString(type: typeName, property: label, in: file)
            else { continue }
            result.append(
                violation(
                    at: call, in: file,
                    message:
                        "'\(typeName).\(label)' keeps the translation of the moment it was made; store a 'LocalizedStringResource' and let Text resolve it"
                ))
        }
        return result
    }

    /// Whether a struct or class named `type` in the file declares a stored property
    /// `property` of type `String` or `String?`.
    private static func storesString(type: String, property: String, in file: LintFile) -> Bool {
        guard let info = file.types[type], info.kind == .struct || info.kind == .class,
            info.storedProperty(named: property) != nil
        else { return false }
        let groups: [any DeclGroupSyntax] =
            file.tree.descendants(StructDeclSyntax.self).filter { $0.name.text == type }
            + file.tree.descendants(ClassDeclSyntax.self).filter { $0.name.text == type }
        return groups.contains { group in
            group.memberBlock.members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.contains { binding in
                    guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
                        let annotation = binding.typeAnnotation?.type.trimmedDescription
                    else { return false }
                    return annotation == "String" || annotation == "String?"
                }
            }
        }
    }
}
