import SiteCore

/// Which rules run and how serious their findings are: the linter's reading of the `lint:`
/// section of `handbook.yml` (see `LintSettings`, which decodes it), with custom rules compiled.
package struct LintConfiguration: Sendable, Equatable {
    /// Rules that never run.
    package var disabledRules: Set<String>
    /// When set, only these rules run (before ``disabledRules`` is applied).
    package var enabledRules: Set<String>?
    /// Severity per rule id, replacing the rule's default.
    package var severityOverrides: [String: Severity]
    /// Content-relative `page.md#anchor` per rule id, replacing the rule's own.
    package var documentationOverrides: [String: String]
    /// Which deprecations `deprecated-api` reports (`lint.deprecated-api`).
    package var deprecations: DeprecationScope
    /// The team's own rules (`custom_rules`), run after the built-in ones.
    package var customRules: [CustomRule]
    /// The platforms the linted code is built for, when known (`lint.platforms`, `lint
    /// --platform`, or the project's own settings); `nil` when any platform may run it.
    package var platforms: Set<ApplePlatform>?

    /// Whether the code may run where text follows Dynamic Type: rules about text sizes stay
    /// quiet for code built for macOS alone, which has no Dynamic Type.
    package var hasDynamicType: Bool { platforms.map { $0.contains(where: \.hasDynamicType) } ?? true }

    package init(
        disabledRules: Set<String> = [],
        enabledRules: Set<String>? = nil,
        severityOverrides: [String: Severity] = [:],
        documentationOverrides: [String: String] = [:],
        deprecations: DeprecationScope = .all,
        customRules: [CustomRule] = [],
        platforms: Set<ApplePlatform>? = nil
    ) {
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
        self.severityOverrides = severityOverrides
        self.documentationOverrides = documentationOverrides
        self.deprecations = deprecations
        self.customRules = customRules
        self.platforms = platforms
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
}
