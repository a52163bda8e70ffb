import SiteCore

/// Which rules run and how serious their findings are, as set in `handbook.yml`:
///
/// ```yaml
/// lint:
///   disabled: [anyview-usage]          # these rules never run
///   only: [deprecated-api]             # optional: run just these
///   severity:
///     deprecated-api: error            # note, warning or error
///   documentation:                     # optional: point a rule at another page
///     anyview-usage: views/erasure.md#anyview
///   deprecated-api: hard-only          # optional: only API deprecated in a real OS version
/// ```
package struct LintConfiguration: Sendable, Equatable {
    /// Which deprecations the `deprecated-api` rule reports.
    package enum Deprecations: String, Sendable, CaseIterable {
        /// Soft deprecations too (API deprecated "in a future release", which Xcode does not
        /// warn about, such as `foregroundColor`): the default.
        case all
        /// Only API deprecated in a real OS version, which Xcode warns about.
        case hardOnly = "hard-only"
    }

    /// Rules that never run.
    package var disabledRules: Set<String>
    /// When set, only these rules run (before ``disabledRules`` is applied).
    package var enabledRules: Set<String>?
    /// Severity per rule id, replacing the rule's default.
    package var severityOverrides: [String: Severity]
    /// Content-relative `page.md#anchor` per rule id, replacing the rule's own.
    package var documentationOverrides: [String: String]
    /// Which deprecations `deprecated-api` reports (`lint.deprecated-api`).
    package var deprecations: Deprecations = .all
    /// The team's own rules (`custom_rules`), run after the built-in ones.
    package var customRules: [CustomRule]

    package init(
        disabledRules: Set<String> = [],
        enabledRules: Set<String>? = nil,
        severityOverrides: [String: Severity] = [:],
        documentationOverrides: [String: String] = [:],
        customRules: [CustomRule] = []
    ) {
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
        self.severityOverrides = severityOverrides
        self.documentationOverrides = documentationOverrides
        self.customRules = customRules
    }

    /// Reads the `lint:` section of `handbook.yml`, already decoded into plain values
    /// (`[String: Any]` as Yams produces it).
    ///
    /// - Parameter dictionary: The section's keys: `disabled`, `only` (or `enabled`),
    ///   `severity`, `documentation`, `deprecated-api`. Unknown keys are an error, so typos do
    ///   not pass silently.
    /// - Throws: ``HandbookError`` naming the key when a value has the wrong shape or a
    ///   severity is not `note`, `warning` or `error`.
    package init(dictionary: [String: Any]) throws {
        self.init()
        for (key, value) in dictionary {
            switch key {
            case "disabled":
                disabledRules = Set(try Self.strings(value, key: key))
            case "only", "enabled":
                enabledRules = Set(try Self.strings(value, key: key))
            case "severity":
                guard let map = value as? [String: Any] else {
                    throw HandbookError("'lint.severity' must map rule ids to 'note', 'warning' or 'error'")
                }
                for (id, raw) in map {
                    guard let text = raw as? String, let severity = Severity(rawValue: text.lowercased()) else {
                        throw HandbookError("'lint.severity.\(id)' must be 'note', 'warning' or 'error'")
                    }
                    severityOverrides[id] = severity
                }
            case "documentation":
                guard let map = value as? [String: Any] else {
                    throw HandbookError("'lint.documentation' must map rule ids to 'page.md#anchor'")
                }
                for (id, raw) in map {
                    guard let text = raw as? String else {
                        throw HandbookError("'lint.documentation.\(id)' must be a string like 'page.md#anchor'")
                    }
                    documentationOverrides[id] = text
                }
            case "deprecated-api":
                guard let text = value as? String, let scope = Deprecations(rawValue: text) else {
                    throw HandbookError("'lint.deprecated-api' must be 'all' or 'hard-only'")
                }
                deprecations = scope
            default:
                throw HandbookError(
                    "unknown key 'lint.\(key)'; expected 'disabled', 'only', 'severity', 'documentation' or 'deprecated-api'")
            }
        }
    }

    /// Whether the rule `id` runs.
    package func isEnabled(_ id: String) -> Bool {
        if let enabledRules, !enabledRules.contains(id) { return false }
        return !disabledRules.contains(id)
    }

    /// The severity findings of `id` get.
    package func severity(for id: String, default fallback: Severity) -> Severity {
        severityOverrides[id] ?? fallback
    }

    /// `description` as configured: its severity and documentation page replaced by the
    /// overrides, so rule pages say what findings will say.
    package func applied(to description: RuleDescription) -> RuleDescription {
        var description = description
        description.severity = severity(for: description.id, default: description.severity)
        if let documentation = documentationOverrides[description.id] { description.documentation = documentation }
        return description
    }

    /// Rule ids the configuration names that are neither in `known` nor custom rules,
    /// sorted: likely typos.
    package func unknownRuleIDs(known: Set<String>) -> [String] {
        let named =
            disabledRules
            .union(enabledRules ?? [])
            .union(severityOverrides.keys)
            .union(documentationOverrides.keys)
        return named.subtracting(known).subtracting(customRules.map(\.id)).sorted()
    }

    private static func strings(_ value: Any, key: String) throws -> [String] {
        if let list = value as? [String] { return list }
        if let list = value as? [Any] {
            return try list.map {
                guard let text = $0 as? String else {
                    throw HandbookError("'lint.\(key)' must be a list of rule ids")
                }
                return text
            }
        }
        if let single = value as? String { return [single] }
        throw HandbookError("'lint.\(key)' must be a list of rule ids")
    }
}
