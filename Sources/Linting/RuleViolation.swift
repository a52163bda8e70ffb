import SiteCore

/// One finding of one rule: where it is (1-based lines, UTF-8 columns) and what is wrong.
package struct RuleViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id of the rule that fired.
    package var ruleID: String
    package var severity: Severity
    /// What is wrong and what to do instead.
    package var message: String
    /// Where the finding starts: 1-based line.
    package var line: Int
    /// Where the finding starts: 1-based column in UTF-8 bytes.
    package var column: Int
    /// Where the finding ends (exclusive): 1-based line.
    package var endLine: Int
    /// Where the finding ends (exclusive): 1-based column in UTF-8 bytes.
    package var endColumn: Int

    package init(
        ruleID: String,
        severity: Severity,
        message: String,
        line: Int,
        column: Int,
        endLine: Int,
        endColumn: Int
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// `line:col: severity: message [rule-id]`.
    package var description: String {
        "\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// The finding as a ``Diagnostic`` in `file`: from its start to its end, with its rule id as
    /// the source, linking to `url` (the rule's page) when there is one.
    package func diagnostic(file: String, url: String? = nil) -> Diagnostic {
        Diagnostic(
            severity,
            message,
            at: SourceLocation(file: file, line: line, column: column),
            source: ruleID,
            end: SourceLocation(file: file, line: endLine, column: endColumn),
            url: url
        )
    }
}

extension Array where Element == RuleViolation {
    /// Sorted by position, then rule id, so output is stable.
    package func sortedByPosition() -> [RuleViolation] {
        sorted { ($0.line, $0.column, $0.ruleID, $0.message) < ($1.line, $1.column, $1.ruleID, $1.message) }
    }
}
