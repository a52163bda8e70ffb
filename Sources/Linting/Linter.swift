/// Runs a set of rules over Swift source and applies configuration and suppressions.
///
/// ```swift
/// let linter = Linter(rules: LintRules.all, configuration: configuration)
/// let result = linter.lint(source: text, path: "App/ContentView.swift")
/// for violation in result.violations { print(violation) }
/// ```
package struct Linter: Sendable {
    /// The rules that run (those the configuration enables): the built-in rules, then the
    /// configuration's custom rules.
    package let rules: [any LintCheck]
    package let configuration: LintConfiguration
    /// The parsed context sources, shared by the copies of this linter.
    package let contextCache: LintFile.ContextCache

    /// - Parameters:
    ///   - rules: The rule types to run, e.g. `LintRules.all`.
    ///   - configuration: Disabled rules, severity overrides and custom rules.
    ///   - contextCache: Where context sources are kept once parsed: the session's (a `serve`
    ///     process keeps one across rebuilds); a new one by default.
    package init(
        rules: [any LintRule.Type], configuration: LintConfiguration = .init(), contextCache: LintFile.ContextCache = .init()
    ) {
        self.configuration = configuration
        self.contextCache = contextCache
        let builtIn: [any LintCheck] =
            rules
            .filter { configuration.isEnabled($0.description.id) }
            .map { $0.init() }
        self.rules = builtIn + configuration.customRules.filter { configuration.isEnabled($0.id) }
    }

    /// Lints one piece of Swift source.
    ///
    /// - Parameters:
    ///   - source: The code to lint.
    ///   - path: The path used in findings (not read).
    ///   - context: Swift sources whose declarations rules may consult (preludes,
    ///     earlier examples); nothing is reported in them.
    /// - Returns: The findings, sorted by position, split into reported and suppressed.
    package func lint(source: String, path: String, context: [String] = []) -> LintResult {
        lint(
            file: LintFile(source: source, path: path, context: context, configuration: configuration, contextCache: contextCache))
    }

    /// Lints an already parsed file.
    package func lint(file: LintFile) -> LintResult {
        var all: [RuleViolation] = []
        for rule in rules {
            let id = rule.ruleDescription.id
            for var violation in rule.violations(in: file) {
                violation.severity = configuration.severity(for: id, default: violation.severity)
                all.append(violation)
            }
        }
        all = Array(Set(all)).sortedByPosition()
        let suppressions = SuppressionMap(tree: file.tree, converter: file.locationConverter)
        if suppressions.isEmpty { return LintResult(violations: all, suppressed: []) }
        var reported: [RuleViolation] = []
        var suppressed: [RuleViolation] = []
        for violation in all {
            if suppressions.suppresses(violation) {
                suppressed.append(violation)
            } else {
                reported.append(violation)
            }
        }
        return LintResult(violations: reported, suppressed: suppressed)
    }

    /// The description of every rule that runs, in order.
    package var descriptions: [RuleDescription] {
        rules.map(\.ruleDescription)
    }

    /// The documentation path (`page.md#anchor`) for `ruleID`, after configuration overrides.
    package func documentation(for ruleID: String) -> String? {
        if let override = configuration.documentationOverrides[ruleID] { return override }
        return descriptions.first { $0.id == ruleID }?.documentation
    }
}

/// What a lint run found.
package struct LintResult: Sendable, Hashable, Codable {
    /// Findings to report, sorted by position.
    package var violations: [RuleViolation]
    /// Findings that a `// handbook:disable` comment turned off, sorted by position.
    package var suppressed: [RuleViolation]

    package init(violations: [RuleViolation], suppressed: [RuleViolation]) {
        self.violations = violations
        self.suppressed = suppressed
    }
}

extension LintResult {
    /// Only the findings that start on `lines`: for code linted together with setup lines
    /// around it, where only the example's own lines count.
    package func restricted(to lines: ClosedRange<Int>) -> LintResult {
        LintResult(
            violations: violations.filter { lines.contains($0.line) },
            suppressed: suppressed.filter { lines.contains($0.line) }
        )
    }
}
