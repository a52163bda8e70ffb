import SiteCore

/// Everything a reader, the rule tests and the site's rule pages need to know about a rule.
package struct RuleDescription: Sendable {
    /// The stable, kebab-case id users type in `// handbook:disable` and `handbook.yml`.
    package var id: String
    /// A short title, e.g. "Indices as ForEach identity".
    package var name: String
    /// One sentence: what the rule flags.
    package var summary: String
    /// Why the flagged code is a problem and what to write instead.
    package var rationale: String
    /// The severity findings get unless the configuration overrides it.
    package var severity: Severity
    /// The handbook section that explains the rule, relative to `Content/`
    /// (`lists/stable-identity.md#never-identify-rows-by-index`).
    package var documentation: String
    /// What the rule's own setting in `handbook.yml` does, if it has one (Markdown code spans).
    package var configuration: String?
    /// Code the rule must flag, with `↓` before each place a finding must start.
    package var triggering: [RuleExample]
    /// Code the rule must leave alone.
    package var nonTriggering: [RuleExample]

    package init(
        id: String,
        name: String,
        summary: String,
        rationale: String,
        severity: Severity = .warning,
        documentation: String,
        configuration: String? = nil,
        triggering: [RuleExample],
        nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.documentation = documentation
        self.configuration = configuration
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The rule's own page on every built site, relative to the site root (`rules/<id>.html`).
    package var sitePagePath: String { "rules/\(id).html" }

    /// The page part of ``documentation`` (`lists/stable-identity.md`).
    package var documentationPage: String {
        String(documentation.split(separator: "#", maxSplits: 1).first ?? "")
    }

    /// The anchor part of ``documentation`` without `#`, or `nil` when there is none.
    package var documentationAnchor: String? {
        let parts = documentation.split(separator: "#", maxSplits: 1)
        return parts.count == 2 ? String(parts[1]) : nil
    }
}
