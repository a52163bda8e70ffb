import Foundation
import SiteCore
import SiteRendering
import Snippets

/// Renders a fence as the site shows it, through the theme's `code-block` template, or for
/// Swift its `example-group` template: visible lines only, highlighted, split into its
/// examples, each with a label badge, its verdict, and its diagnostics.
struct ExampleRenderer {
    var theme: Theme
    var extractor: SnippetExtractor
    var highlighter: SwiftHighlighter
    /// Verdicts by snippet id (empty when the check did not run).
    var verdicts: [String: CheckedSnippet]
    /// Whether the check ran; when it did not, badges say "not checked".
    var didCheck: Bool
    /// Relative URL prefix to the site root from the current page.
    var root: String
    /// Rule ids that have a page under `rules/`.
    var rulePages: Set<String>
    /// The label badges, from the theme's `badge` partial.
    var badges: LabelBadges

    func render(_ fence: CodeFence) throws -> String {
        let layout = extractor.layout(of: fence)
        let language = FenceInfo(fence.info, defaultLanguage: extractor.defaultLanguage).language
        guard extractor.isSwift(fence) else {
            return try theme.render(
                "code-block",
                context: CodeBlockContext(language: language.isEmpty ? nil : language, codeHTML: HTMLEscaping.escapeText(layout.code)))
        }
        var blocks: [ExampleGroupContext.Block] = []
        var cursor = 0
        for part in layout.parts {
            if part.lineRange.lowerBound > cursor {
                blocks.append(.init(code: code(layout.lines[cursor..<part.lineRange.lowerBound].map(\.text), kind: "example-setup")))
            }
            blocks.append(.init(example: example(part, lines: Array(layout.lines[part.lineRange]))))
            cursor = max(cursor, part.lineRange.upperBound)
        }
        if cursor < layout.lines.count {
            blocks.append(
                .init(code: code(layout.lines[cursor...].map(\.text), kind: layout.parts.isEmpty ? "example-plain" : "example-trailing")))
        }
        return try theme.render("example-group", context: ExampleGroupContext(fence: fence.index, blocks: blocks))
    }

    /// `nil` for lines that are all blank.
    /// - Parameter flagged: For some lines (by index), what the diagnostics on them say: the
    ///   line is marked in the gutter and the message shown below it (and on hover).
    private func code(_ lines: [String], kind: String, flagged: [Int: [Diagnostic]] = [:]) -> CodeContext? {
        let code = lines.joined(separator: "\n")
        guard !code.allSatisfy(\.isWhitespace) else { return nil }
        let highlighted = highlighter.highlight(code)
        guard !flagged.isEmpty else { return CodeContext(kind: kind, lines: [.init(html: highlighted)]) }
        return CodeContext(
            kind: kind,
            lines: SwiftHighlighter.lines(ofHighlighted: highlighted).enumerated().map { index, line in
                guard let diagnostics = flagged[index] else { return .init(html: line) }
                let severity = [Severity.error, .warning, .note].first { s in diagnostics.contains { $0.severity == s } } ?? .note
                let message = diagnostics.map { "\($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
                return .init(html: line, flag: .init(severity: severity.rawValue, messageHTML: HTMLEscaping.escape(message)))
            })
    }

    /// The lines of a failed or mismatched example that its diagnostics point at, by index
    /// into `lines`: readers never see Markdown line numbers.
    private func flaggedLines(_ lines: [FenceLayout.Line], _ checked: CheckedSnippet?) -> [Int: [Diagnostic]] {
        guard let checked, checked.verdict.status == .failed || checked.verdict.status == .mismatch else { return [:] }
        let indexByLine = Dictionary(lines.enumerated().map { ($1.markdownLine, $0) }, uniquingKeysWith: { a, _ in a })
        var flagged: [Int: [Diagnostic]] = [:]
        for diagnostic in checked.verdict.diagnostics {
            guard let location = diagnostic.location, location.file == checked.snippet.file,
                let index = indexByLine[location.line]
            else { continue }
            flagged[index, default: []].append(diagnostic)
        }
        return flagged
    }

    private func example(_ part: FenceLayout.Part, lines: [FenceLayout.Line]) -> ExampleContext {
        let checked = verdicts[part.snippetID]
        let status = checked?.verdict.status
        let position = part.snippetID.split(separator: "#").last.map(String.init) ?? part.snippetID
        var details: ExampleContext.Details?
        if let checked, !checked.verdict.diagnostics.isEmpty || checked.verdict.reason != nil {
            let diagnostics = checked.verdict.diagnostics
            details = ExampleContext.Details(
                summary: diagnostics.isEmpty ? "Details" : counted(diagnostics.count, "diagnostic"),
                isOpen: status == .failed || status == .mismatch, reasonHTML: checked.verdict.reason.map(HTMLEscaping.escape),
                diagnostics: diagnostics.map { .init(severity: $0.severity.rawValue, textHTML: HTMLEscaping.escape($0.formatted)) },
                hasDiagnostics: !diagnostics.isEmpty)
        }
        return ExampleContext(
            id: "example-" + position.replacingOccurrences(of: ".", with: "-"), position: position, label: part.label.rawValue,
            badge: labelBadge(part.label), status: status?.rawValue ?? "none", isUnchecked: checked == nil && !didCheck,
            verdict: checked.map(verdictBadge), code: code(lines.map(\.text), kind: "example-code", flagged: flaggedLines(lines, checked)),
            details: details)
    }

    private func labelBadge(_ label: SnippetLabel) -> String {
        switch label {
        case .good: badges.good
        case .bad: badges.bad
        case .unlabelled: badges.unlabelled
        }
    }

    private func verdictBadge(_ checked: CheckedSnippet) -> ExampleContext.VerdictBadge {
        let v = checked.verdict
        let text: String
        var rules: [String] = []
        switch (v.status, checked.snippet.label) {
        case (.verified, _) where checked.snippet.options.mustFailToCompile:
            text = "✓ fails to compile, as marked"
        case (.verified, .bad):
            let named = v.firedRules.filter { checked.snippet.namedRules.isEmpty || checked.snippet.namedRules.contains($0) }
            text = "✓ flagged: "
            rules = named.isEmpty ? v.firedRules : named
        case (.verified, .good): text = "✓ verified"
        case (.verified, .unlabelled): text = "✓ compiles"
        case (.mismatch, _): text = "✗ Mismatch"
        case (.failed, _): text = "✗ Failed"
        case (.unverified, _): text = "? Unverified"
        case (.skipped, _): text = "Skipped"
        }
        // The tooltip says why, and what the verdict assumed for names the page never declares.
        let assumed = v.assumed.isEmpty ? nil : "assuming " + v.assumed.map(\.declaration).joined(separator: ", ")
        let tooltip = [v.reason, assumed].compactMap { $0 }.joined(separator: "; ")
        return ExampleContext.VerdictBadge(
            status: v.status.rawValue, text: text,
            rules: rules.map { .init(id: $0, url: rulePages.contains($0) ? HTMLEscaping.encodeURL(root + "rules/" + $0 + ".html") : nil) },
            tooltipHTML: tooltip.isEmpty ? nil : HTMLEscaping.escape(tooltip), hasAssumptions: assumed != nil)
    }
}

/// What the theme's `badge` partial gets: one example's label.
struct BadgeContext {
    /// `good`, `bad` or `unlabelled` (the default theme colours the badge by the example's `example-<label>` class).
    var label: String
    /// What the badge says: `Good`, `Bad`, `Example`; `Flagged`, `Not flagged` on rule pages.
    var text: String
}

/// Every label badge a build shows, rendered once through the theme's `badge` partial (a
/// handbook has thousands of examples and five badges).
struct LabelBadges: Sendable {
    var good, bad, unlabelled: String
    /// The badges of a rule page's examples.
    var flagged, notFlagged: String

    init(theme: Theme) throws {
        func badge(_ label: String, _ text: String) throws -> String {
            try theme.render("badge", context: BadgeContext(label: label, text: text)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        good = try badge("good", "Good")
        bad = try badge("bad", "Bad")
        unlabelled = try badge("unlabelled", "Example")
        flagged = try badge("bad", "Flagged")
        notFlagged = try badge("good", "Not flagged")
    }
}
