import SiteCore

/// The `lint:` section of `handbook.yml`, as written; `build`, `check` and `lint` make the
/// linter's configuration from it.
///
/// ```yaml
/// lint:
///   disabled: [anyview-usage]          # these rules never run
///   only: [deprecated-api]             # optional: run just these (also spelled `enabled`)
///   severity:
///     deprecated-api: error            # note, warning or error
///   documentation:                     # optional: point a rule at another page
///     anyview-usage: views/erasure.md#anyview
///   deprecated-api: hard-only          # optional: only API deprecated in a real OS version
///   platforms: [macOS]                 # optional: what the code is built for (default: what the
///                                      # project's Package.swift or Xcode project says, else any)
///   custom_rules:                      # a team's own rules, see ``CustomRuleSpec``
///     no-print-in-views: { regex: '\bprint\(', message: "log with Logger" }
/// ```
package struct LintSettings: Sendable, Hashable {
    /// Rules switched off (`disabled`).
    package var disabledRules: [String] = []
    /// When given, the only rules that run (`only`, or `enabled`).
    package var enabledRules: [String]?
    /// Severity overrides by rule id (`severity`).
    package var severities: [String: Severity] = [:]
    /// The page (`page.md#anchor`, relative to the content folder) that explains a rule,
    /// by rule id, replacing the rule's own link in findings (`documentation`).
    package var documentation: [String: String] = [:]
    /// Which deprecations `deprecated-api` reports (`deprecated-api`), when given.
    package var deprecations: DeprecationScope?
    /// The team's own regular-expression rules (`custom_rules`), in file order.
    package var customRules: [CustomRuleSpec] = []
    /// The platforms the code is built for (`platforms`), when given.
    package var platforms: Set<ApplePlatform>?

    package init() {}
}

extension LintSettings: Decodable {
    private enum Keys: String, ConfigurationKeys {
        case disabled, only, enabled, severity, documentation
        case deprecations = "deprecated-api"
        case customRules = "custom_rules"
        case platforms

        static var aliases: Set<Keys> { [.enabled] }
    }

    /// The `userInfo` key for the ids of the built-in rules (a `Set<String>`): when the
    /// decoder has them, a rule id the section names that is neither built in nor custom
    /// gets a warning at its line, and a custom rule with a built-in id is an error.
    static let builtInRuleIDsKey = CodingUserInfoKey(rawValue: "handbook.configuration.builtInRuleIDs")!

    package init(from decoder: any Decoder) throws {
        self.init()
        let section = try decoder.section(Keys.self, "must be a mapping")
        // Every rule id the section names, where it names it, for the check at the end.
        var references: [(id: String, codingPath: [any CodingKey])] = []
        func ruleIDs(_ key: Keys) throws -> [String]? {
            guard let list = try section.entry(key) else { return nil }
            let ids = try list.strings()
            references += ids.indices.map { (ids[$0], list.codingPath + [ConfigurationKey(intValue: $0)]) }
            return ids
        }
        disabledRules = try ruleIDs(.disabled) ?? []
        enabledRules = try ruleIDs(.only) ?? ruleIDs(.enabled)
        for (rule, value) in try section.entry(.severity)?.entries("must map rule ids to severities") ?? [] {
            severities[rule] = try value.severity()
            references.append((rule, value.codingPath))
        }
        let pages = try section.entry(.documentation)?.entries("must map rule ids to pages like 'page.md#anchor'") ?? []
        for (rule, value) in pages {
            documentation[rule] = try value.contentPage()
            references.append((rule, value.codingPath))
        }
        deprecations = try section.entry(.deprecations)?.choice(DeprecationScope.self) { _ in
            "'lint.deprecated-api' must be 'all' or 'hard-only'"
        }
        if let list = try section.entry(.platforms) {
            let names = try list.strings()
            let known = ApplePlatform.allCases.map(\.rawValue).joined(separator: ", ")
            platforms = Set(
                try names.map { name in
                    guard let platform = ApplePlatform(name: name) else {
                        throw list.problem("unknown platform '\(name)' in 'lint.platforms'; known platforms: \(known)")
                    }
                    return platform
                })
        }
        let builtIn = decoder.userInfo[Self.builtInRuleIDsKey] as? Set<String>
        // Yams refuses a mapping with a key twice, so each id is defined once.
        let rules = try section.entry(.customRules)?.entries("must map rule ids to rule definitions") ?? []
        customRules = try rules.map { id, value in
            guard builtIn?.contains(id) != true else {
                throw value.problem(atKey: true, "custom rule '\(id)' has the id of a built-in rule; choose another id")
            }
            return try CustomRuleSpec(id: id, from: value)
        }
        if let builtIn, let warnings = decoder.userInfo[ConfigurationWarnings.userInfoKey] as? ConfigurationWarnings {
            let known = builtIn.union(customRules.map(\.id))
            for (id, codingPath) in references where !known.contains(id) {
                let nearest = EditDistance.nearest(to: id, in: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                warnings.warn(at: codingPath, "unknown lint rule '\(id)'\(nearest)")
            }
        }
    }
}
