import Foundation
import SiteCore

/// A team's own lint rule from `handbook.yml` (`lint.custom_rules`), as SwiftLint's custom
/// rules: a regular expression over code, with a message, a severity and the handbook page
/// that explains it.
///
/// ```yaml
/// lint:
///   custom_rules:
///     no-print-in-views:
///       name: No print in views            # optional; the id by default
///       regex: '\bprint\('                 # matched against code only: comments and string literals are blanked
///       message: log with Logger, not print
///       severity: warning                  # note, warning (default) or error
///       documentation: team/logging.md#no-print   # the page that explains it
///       triggering: ['print(total)']       # optional examples, shown on the rule's page
///       non_triggering: ['logger.info("total")']
/// ```
package struct CustomRuleSpec: Sendable, Hashable {
    package var id: String
    package var name: String?
    package var regex: String
    package var message: String
    package var severity: Severity
    /// Content-relative `page.md#anchor`, when given.
    package var documentation: String?
    package var triggering: [String]
    package var nonTriggering: [String]

    /// Whether `id` is a usable rule id: lower-case letters, digits and `-`, starting with a letter.
    static func isValidID(_ id: String) -> Bool {
        guard let first = id.first, first.isLetter, first.isLowercase else { return false }
        return id.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }

    /// Whether `pattern` compiles as a regular expression.
    static func isValidRegex(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern)) != nil
    }
}

extension CustomRuleSpec {
    private enum Keys: String, ConfigurationKeys {
        case name, regex, message, severity, documentation, triggering
        case nonTriggering = "non_triggering"
        case nonTriggeringCamelCase = "nonTriggering"

        static var aliases: Set<Keys> { [.nonTriggeringCamelCase] }
    }

    /// Decodes the rule `lint.custom_rules.<id>` and validates it: a kebab-case id, a regex
    /// that compiles, a message, a known severity, a content-relative page.
    init(id: String, from decoder: any Decoder) throws {
        guard Self.isValidID(id) else {
            throw decoder.problem(atKey: true, "custom rule id '\(id)' must be kebab-case (lower-case letters, digits and '-')")
        }
        let fields = try decoder.section(Keys.self, "must be a mapping with 'regex' and 'message'")
        guard let regex = try fields.entry(.regex).map(Self.pattern(from:)) else {
            throw decoder.problem(atKey: true, "\(decoder.keyName) needs a 'regex'")
        }
        guard let message = try fields.entry(.message)?.string(), !message.isEmpty else {
            throw decoder.problem(atKey: true, "\(decoder.keyName) needs a 'message'")
        }
        self.id = id
        self.regex = regex
        self.message = message
        name = try fields.entry(.name)?.string()
        severity = try fields.entry(.severity)?.severity() ?? .warning
        documentation = try fields.entry(.documentation)?.contentPage()
        triggering = try fields.entry(.triggering)?.strings() ?? []
        nonTriggering = try (fields.entry(.nonTriggering) ?? fields.entry(.nonTriggeringCamelCase))?.strings() ?? []
    }

    /// The `regex` of a rule, which must compile.
    private static func pattern(from decoder: any Decoder) throws -> String {
        let pattern = try decoder.string()
        guard !pattern.isEmpty, isValidRegex(pattern) else {
            throw decoder.problem("\(decoder.keyName) is not a valid regular expression: \(pattern)")
        }
        return pattern
    }
}
