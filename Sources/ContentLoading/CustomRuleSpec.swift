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

    package init(
        id: String, name: String? = nil, regex: String, message: String, severity: Severity = .warning,
        documentation: String? = nil, triggering: [String] = [], nonTriggering: [String] = []
    ) {
        self.id = id
        self.name = name
        self.regex = regex
        self.message = message
        self.severity = severity
        self.documentation = documentation
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    static let knownKeys = ["name", "regex", "message", "severity", "documentation", "triggering", "non_triggering"]

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
