import Foundation
import SiteCore
import Yams

/// The optional `handbook.yml` at the project root. Flags given on the command line win.
///
/// ```yaml
/// title: SwiftUI Handbook
/// content: Content
/// theme: Themes/default
/// output: Output
/// base_url: https://handbook.example.com/team/
/// html: sanitize         # or unsafe (raw HTML as written), escape (shown as text)
/// strict: false
/// default_language: swift
/// check: true            # or a mapping: { enabled: true, assume: false }
/// labels:
///   good: [Good, Correct, Prefer]
///   bad: [Bad, Wrong, Avoid]
/// lint:
///   disabled: [self-identity-on-model]
///   only: [foreach-indices-identity, deprecated-api]
///   severity: { deprecated-api: error }
///   documentation: { deprecated-api: "guides/migration.md#colours" }
///   deprecated-api: hard-only   # only API deprecated in a real OS version
///   custom_rules:                       # a team's own rules, see ``CustomRuleSpec``
///     no-print-in-views: { regex: '\bprint\(', message: "log with Logger", documentation: "team/logging.md" }
/// ```
package struct HandbookConfiguration: Sendable, Hashable {
    package var title: String?
    package var content: String?
    package var theme: String?
    package var output: String?
    package var baseURL: String?
    /// `repo_url`: the repository's web page, for "Edit this page" links.
    package var repositoryURL: String?
    /// `edit_uri`: the path below `repo_url` that edits a content file (default `edit/main/<content>/`).
    package var editURI: String?
    /// `last_updated`: show each page's last git commit date (default true; off outside git).
    package var lastUpdated: Bool?
    /// `html`: what raw HTML in pages becomes (`sanitize`, the default; `unsafe`; `escape`).
    package var htmlPolicy: RawHTMLPolicy?
    package var strict: Bool?
    package var defaultLanguage: String?
    package var check: Bool?
    /// `check.assume`: assume declarations for names examples use but nothing declares.
    package var assume: Bool?
    /// Replacement label vocabularies, when given.
    package var goodLabels: [String]?
    package var badLabels: [String]?
    /// Lint rules switched off.
    package var disabledRules: [String]
    /// When given, the only lint rules that run (`lint.only`, or `lint.enabled`).
    package var enabledRules: [String]?
    /// Severity overrides by rule id (`note`, `warning`, `error`).
    package var ruleSeverities: [String: String]
    /// The page (`page.md#anchor`, relative to the content folder) that explains a rule,
    /// by rule id, replacing the rule's own link in findings.
    package var ruleDocumentation: [String: String]
    /// Which deprecations `deprecated-api` reports: `all` (the default) or `hard-only`.
    package var deprecatedAPI: String?
    /// The team's own regular-expression rules (`lint.custom_rules`), in file order.
    package var customRules: [CustomRuleSpec]

    package init() {
        disabledRules = []
        ruleSeverities = [:]
        ruleDocumentation = [:]
        customRules = []
    }

    package static let fileName = "handbook.yml"
    static let knownKeys: Set<String> = [
        "title", "content", "theme", "output", "base_url", "repo_url", "edit_uri", "last_updated", "html", "strict", "default_language",
        "check", "labels", "lint",
    ]

    /// Loads `path` when it exists; returns an empty configuration when it does not.
    /// - Throws: ``HandbookError`` with line and column for invalid YAML or a wrongly typed value.
    package static func load(path: String) throws -> (HandbookConfiguration, [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: path) else { return (HandbookConfiguration(), []) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else {
            throw HandbookError("configuration file is not readable UTF-8 text", path: path)
        }
        return try parse(text, path: path)
    }

    package static func parse(_ text: String, path: String) throws -> (HandbookConfiguration, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
                throw HandbookError("invalid YAML: \(problem)", location: SourceLocation(file: path, line: mark.line, column: mark.column))
            default:
                throw HandbookError("invalid YAML: \(error)", path: path)
            }
        }
        var config = HandbookConfiguration()
        var warnings: [Diagnostic] = []
        guard let node else { return (config, []) }
        guard let mapping = node.mapping else {
            throw HandbookError(
                "configuration must be a mapping of keys to values", location: SourceLocation(file: path, line: 1, column: 1))
        }
        func location(_ n: Node) -> SourceLocation {
            SourceLocation(file: path, line: n.mark?.line ?? 1, column: n.mark?.column ?? 1)
        }
        /// The one warning for a key its section does not know:
        /// `unknown key 'check.x'; expected 'enabled' or 'assume'`.
        func unknownKey(_ path: String, at node: Node, expected: [String]) -> Diagnostic {
            let quoted = expected.map { "'\($0)'" }
            let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] : quoted.joined()
            return Diagnostic(.warning, "unknown key '\(path)'; expected \(list)", at: location(node), source: "config")
        }
        func string(_ value: Node, _ key: String) throws -> String {
            guard let s = value.scalar?.string else { throw HandbookError("'\(key)' must be a single value", location: location(value)) }
            return s
        }
        func bool(_ value: Node, _ key: String) throws -> Bool {
            guard let b = value.bool else { throw HandbookError("'\(key)' must be true or false", location: location(value)) }
            return b
        }
        func strings(_ value: Node, _ key: String) throws -> [String] {
            guard let seq = value.sequence else { throw HandbookError("'\(key)' must be a list", location: location(value)) }
            return try seq.map { try string($0, key) }
        }
        /// One entry of `lint.custom_rules`, validated: a kebab-case id, a regex that
        /// compiles, a message, a known severity, a content-relative page.
        func customRule(id idNode: Node, definition: Node) throws -> (CustomRuleSpec, [Diagnostic]) {
            let id = idNode.string ?? ""
            let key = "lint.custom_rules.\(id)"
            guard CustomRuleSpec.isValidID(id) else {
                throw HandbookError(
                    "custom rule id '\(id)' must be kebab-case (lower-case letters, digits and '-')", location: location(idNode))
            }
            guard let fields = definition.mapping else {
                throw HandbookError("'\(key)' must be a mapping with 'regex' and 'message'", location: location(definition))
            }
            var ruleWarnings: [Diagnostic] = []
            var name: String?, regex: String?, message: String?, documentation: String?
            var severity = Severity.warning
            var triggering: [String] = [], nonTriggering: [String] = []
            for (fieldNode, value) in fields {
                let field = fieldNode.string ?? ""
                switch field {
                case "name": name = try string(value, "\(key).name")
                case "regex":
                    let pattern = try string(value, "\(key).regex")
                    guard !pattern.isEmpty, CustomRuleSpec.isValidRegex(pattern) else {
                        throw HandbookError("'\(key).regex' is not a valid regular expression: \(pattern)", location: location(value))
                    }
                    regex = pattern
                case "message": message = try string(value, "\(key).message")
                case "severity":
                    let text = try string(value, "\(key).severity")
                    guard let parsed = Severity(rawValue: text) else {
                        throw HandbookError("severity '\(text)' must be note, warning or error", location: location(value))
                    }
                    severity = parsed
                case "documentation":
                    let target = try string(value, "\(key).documentation")
                    guard !target.isEmpty, !target.hasPrefix("/"), !target.hasPrefix("#") else {
                        throw HandbookError(
                            "'\(key).documentation' must be a content-relative page like 'page.md#anchor'", location: location(value))
                    }
                    documentation = target
                case "triggering": triggering = try strings(value, "\(key).triggering")
                case "non_triggering", "nonTriggering": nonTriggering = try strings(value, "\(key).non_triggering")
                default:
                    ruleWarnings.append(unknownKey("\(key).\(field)", at: fieldNode, expected: CustomRuleSpec.knownKeys))
                }
            }
            guard let regex else { throw HandbookError("'\(key)' needs a 'regex'", location: location(idNode)) }
            guard let message, !message.isEmpty else { throw HandbookError("'\(key)' needs a 'message'", location: location(idNode)) }
            let rule = CustomRuleSpec(
                id: id, name: name, regex: regex, message: message, severity: severity, documentation: documentation,
                triggering: triggering, nonTriggering: nonTriggering)
            return (rule, ruleWarnings)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = try string(value, key)
            case "content": config.content = try string(value, key)
            case "theme": config.theme = try string(value, key)
            case "output": config.output = try string(value, key)
            case "base_url": config.baseURL = try string(value, key)
            case "repo_url": config.repositoryURL = try string(value, key)
            case "edit_uri": config.editURI = try string(value, key)
            case "last_updated": config.lastUpdated = try bool(value, key)
            case "html":
                let text = try string(value, key)
                guard let policy = RawHTMLPolicy(rawValue: text) else {
                    throw HandbookError("'html' must be 'sanitize', 'unsafe' or 'escape', not '\(text)'", location: location(value))
                }
                config.htmlPolicy = policy
            case "strict": config.strict = try bool(value, key)
            case "default_language": config.defaultLanguage = try string(value, key)
            case "check":
                if let section = value.mapping {
                    for (k, v) in section {
                        switch k.string {
                        case "enabled": config.check = try bool(v, "check.enabled")
                        case "assume": config.assume = try bool(v, "check.assume")
                        default:
                            warnings.append(unknownKey("check.\(k.string ?? "")", at: k, expected: ["enabled", "assume"]))
                        }
                    }
                } else {
                    config.check = try bool(value, key)
                }
            case "labels":
                guard let labels = value.mapping else {
                    throw HandbookError("'labels' must map 'good' and 'bad' to lists", location: location(value))
                }
                for (k, v) in labels {
                    switch k.string {
                    case "good": config.goodLabels = try strings(v, "labels.good")
                    case "bad": config.badLabels = try strings(v, "labels.bad")
                    default:
                        warnings.append(unknownKey("labels.\(k.string ?? "")", at: k, expected: ["good", "bad"]))
                    }
                }
            case "lint":
                guard let lint = value.mapping else { throw HandbookError("'lint' must be a mapping", location: location(value)) }
                for (k, v) in lint {
                    switch k.string {
                    case "disabled": config.disabledRules = try strings(v, "lint.disabled")
                    case "only", "enabled": config.enabledRules = try strings(v, "lint.\(k.string ?? "")")
                    case "documentation":
                        guard let m = v.mapping else {
                            throw HandbookError(
                                "'lint.documentation' must map rule ids to pages like 'page.md#anchor'", location: location(v))
                        }
                        for (rule, page) in m {
                            let target = try string(page, "lint.documentation")
                            guard !target.isEmpty, !target.hasPrefix("/"), !target.hasPrefix("#") else {
                                throw HandbookError(
                                    "'lint.documentation.\(rule.string ?? "")' must be a content-relative page like 'page.md#anchor'",
                                    location: location(page))
                            }
                            config.ruleDocumentation[rule.string ?? ""] = target
                        }
                    case "severity":
                        guard let m = v.mapping else {
                            throw HandbookError("'lint.severity' must map rule ids to severities", location: location(v))
                        }
                        for (rule, sev) in m {
                            let s = try string(sev, "lint.severity")
                            guard Severity(rawValue: s) != nil else {
                                throw HandbookError("severity '\(s)' must be note, warning or error", location: location(sev))
                            }
                            config.ruleSeverities[rule.string ?? ""] = s
                        }
                    case "deprecated-api":
                        let scope = try string(v, "lint.deprecated-api")
                        guard ["all", "hard-only"].contains(scope) else {
                            throw HandbookError("'lint.deprecated-api' must be 'all' or 'hard-only'", location: location(v))
                        }
                        config.deprecatedAPI = scope
                    case "custom_rules":
                        guard let rules = v.mapping else {
                            throw HandbookError("'lint.custom_rules' must map rule ids to rule definitions", location: location(v))
                        }
                        for (idNode, definition) in rules {
                            let (rule, ruleWarnings) = try customRule(id: idNode, definition: definition)
                            guard !config.customRules.contains(where: { $0.id == rule.id }) else {
                                throw HandbookError("custom rule '\(rule.id)' is defined twice", location: location(idNode))
                            }
                            config.customRules.append(rule)
                            warnings += ruleWarnings
                        }
                    default:
                        warnings.append(
                            unknownKey(
                                "lint.\(k.string ?? "")", at: k,
                                expected: ["disabled", "only", "severity", "documentation", "deprecated-api", "custom_rules"]))
                    }
                }
            default:
                warnings.append(
                    Diagnostic(
                        .warning, "unknown configuration key '\(key)'; known keys are \(knownKeys.sorted().joined(separator: ", "))",
                        at: location(keyNode), source: "config"))
            }
        }
        return (config, warnings)
    }
}
