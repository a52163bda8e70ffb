import SwiftSyntax

/// A check that looks at one Swift file and reports the places where it sees a problem.
///
/// A rule is a small value with a static ``description`` (its id, explanation, and the
/// examples that test it) and a ``violations(in:)`` method. Rules never print and never
/// read files: the ``Linter`` hands each rule a parsed ``LintFile`` and applies the
/// configuration (disabled rules, severity overrides) and suppression comments itself.
///
/// ```swift
/// struct NoFooRule: LintRule {
///     static let description = RuleDescription(id: "no-foo", ...)
///     func violations(in file: LintFile) -> [RuleViolation] { ... }
/// }
/// ```
package protocol LintRule: LintCheck {
    /// The rule's stable id, explanation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule. Rules carry no state of their own.
    init()
}

/// Anything the ``Linter`` can run: a built-in ``LintRule``, or a rule made from
/// configuration such as a team's ``CustomRule``.
package protocol LintCheck: Sendable {
    /// The rule's id, explanation and examples.
    var ruleDescription: RuleDescription { get }
    /// The places in `file` where the rule fires, in any order.
    ///
    /// Use ``LintRule/violation(at:in:message:)`` to build each one, so the id, severity
    /// and range are filled in the same way for every rule.
    func violations(in file: LintFile) -> [RuleViolation]
}

extension LintRule {
    package var ruleDescription: RuleDescription { Self.description }
}

extension LintRule {
    /// A violation of this rule covering `node` (without its surrounding trivia).
    ///
    /// - Parameters:
    ///   - node: The syntax the finding points at; the report starts where it starts.
    ///   - file: The file being linted, which converts positions to lines and columns.
    ///   - message: What is wrong and what to do instead: lower-case, no trailing period.
    package func violation(
        at node: some SyntaxProtocol,
        in file: LintFile,
        message: String
    ) -> RuleViolation {
        let start = file.location(of: node.positionAfterSkippingLeadingTrivia)
        let end = file.location(of: node.endPositionBeforeTrailingTrivia)
        return RuleViolation(
            ruleID: Self.description.id,
            severity: Self.description.severity,
            message: message,
            line: start.line,
            column: start.column,
            endLine: end.line,
            endColumn: end.column
        )
    }
}
