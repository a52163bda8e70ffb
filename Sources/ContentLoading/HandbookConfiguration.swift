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
    /// `check`, or `check.enabled`: whether `build` checks the examples.
    package var check: Bool?
    /// `check.assume`: assume declarations for names examples use but nothing declares.
    package var assume: Bool?
    /// Replacement label vocabularies, when given.
    package var goodLabels: [String]?
    package var badLabels: [String]?
    /// The `lint:` section.
    package var lint = LintSettings()

    package init() {}

    package static let fileName = "handbook.yml"

    /// Loads `path` when it exists; returns an empty configuration when it does not.
    /// - Parameter builtInRuleIDs: The linter's rules: a rule id `lint` names that is neither
    ///   one of them nor a custom rule gets a warning; a custom rule may not take one's id.
    /// - Throws: ``HandbookError`` with line and column for invalid YAML or a wrongly typed value.
    package static func load(path: String, builtInRuleIDs: Set<String>) throws -> (HandbookConfiguration, [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: path) else { return (HandbookConfiguration(), []) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else {
            throw HandbookError("configuration file is not readable UTF-8 text", path: path)
        }
        return try parse(text, path: path, builtInRuleIDs: builtInRuleIDs)
    }

    /// Decodes `text`, the contents of the file at `path`.
    /// - Parameter builtInRuleIDs: As for ``load(path:builtInRuleIDs:)``; without them rule ids
    ///   are not checked.
    /// - Returns: The configuration, and a warning for each key it does not know (and each
    ///   rule id that is not in `builtInRuleIDs`, when given, nor a custom rule).
    package static func parse(_ text: String, path: String, builtInRuleIDs: Set<String>? = nil) throws -> (
        HandbookConfiguration, [Diagnostic]
    ) {
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
        guard let node else { return (HandbookConfiguration(), []) }
        let userInfo: [CodingUserInfoKey: any Sendable] = builtInRuleIDs.map { [LintSettings.builtInRuleIDsKey: $0] } ?? [:]
        return try ConfigurationDocument(root: node, path: path).decode(HandbookConfiguration.self, userInfo: userInfo)
    }
}

extension HandbookConfiguration: Decodable {
    private enum Keys: String, ConfigurationKeys {
        case title, content, theme, output
        case baseURL = "base_url"
        case repositoryURL = "repo_url"
        case editURI = "edit_uri"
        case lastUpdated = "last_updated"
        case html, strict
        case defaultLanguage = "default_language"
        case check, labels, lint
    }

    private enum CheckKeys: String, ConfigurationKeys {
        case enabled, assume
    }

    private enum LabelKeys: String, ConfigurationKeys {
        case good, bad
    }

    package init(from decoder: any Decoder) throws {
        self.init()
        let file = try decoder.section(Keys.self, "must be a mapping of keys to values")
        title = try file.entry(.title)?.string()
        content = try file.entry(.content)?.string()
        theme = try file.entry(.theme)?.string()
        output = try file.entry(.output)?.string()
        baseURL = try file.entry(.baseURL)?.string()
        repositoryURL = try file.entry(.repositoryURL)?.string()
        editURI = try file.entry(.editURI)?.string()
        lastUpdated = try file.entry(.lastUpdated)?.bool()
        htmlPolicy = try file.entry(.html)?.choice(RawHTMLPolicy.self) {
            "'html' must be 'sanitize', 'unsafe' or 'escape', not '\($0)'"
        }
        strict = try file.entry(.strict)?.bool()
        defaultLanguage = try file.entry(.defaultLanguage)?.string()
        // `check: false`, or a section `check: { enabled: false, assume: false }`.
        if let value = try file.entry(.check) {
            if value.isMapping {
                let section = try value.section(CheckKeys.self, "must be true or false, or a mapping")
                check = try section.entry(.enabled)?.bool()
                assume = try section.entry(.assume)?.bool()
            } else {
                check = try value.bool()
            }
        }
        if let value = try file.entry(.labels) {
            let labels = try value.section(LabelKeys.self, "must map 'good' and 'bad' to lists")
            goodLabels = try labels.entry(.good)?.strings()
            badLabels = try labels.entry(.bad)?.strings()
        }
        lint = try file.entry(.lint).map(LintSettings.init(from:)) ?? LintSettings()
    }
}
