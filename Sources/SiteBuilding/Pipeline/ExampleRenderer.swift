import Foundation
import SiteCore
import SiteRendering
import Snippets

/// Renders a Swift fence as the site shows it: visible lines only, highlighted, split into
/// its examples, each with a label badge, its verdict, and its diagnostics.
struct ExampleRenderer {
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

    func render(_ fence: CodeFence) -> String {
        let layout = extractor.layout(of: fence)
        let language = FenceInfo(fence.info, defaultLanguage: extractor.defaultLanguage).language
        let isSwift = extractor.isSwift(fence)
        guard isSwift else {
            let cls = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
            return "<div class=\"code-block\"><pre><code\(cls)>\(HTMLEscaping.escape(layout.code))</code></pre></div>\n"
        }
        var html = "<div class=\"code-block example-group\" data-fence=\"\(fence.index)\">\n"
        var cursor = 0
        for part in layout.parts {
            if part.lineRange.lowerBound > cursor {
                html += pre(layout.lines[cursor..<part.lineRange.lowerBound].map(\.text), cls: "example-setup")
            }
            html += renderPart(part, lines: Array(layout.lines[part.lineRange]))
            cursor = max(cursor, part.lineRange.upperBound)
        }
        if cursor < layout.lines.count {
            html += pre(layout.lines[cursor...].map(\.text), cls: layout.parts.isEmpty ? "example-plain" : "example-trailing")
        }
        return html + "</div>\n"
    }

    /// - Parameter flagged: For some lines (by index), what the diagnostics on them say: the
    ///   line is marked in the gutter and the message shown below it (and on hover).
    private func pre(_ lines: [String], cls: String, flagged: [Int: [Diagnostic]] = [:]) -> String {
        let code = lines.joined(separator: "\n")
        guard !code.allSatisfy(\.isWhitespace) else { return "" }
        var highlighted = highlighter.highlight(code)
        if !flagged.isEmpty {
            highlighted = SwiftHighlighter.lines(ofHighlighted: highlighted).enumerated().map { index, line in
                guard let diagnostics = flagged[index] else { return line }
                let severity = [Severity.error, .warning, .note].first { s in diagnostics.contains { $0.severity == s } } ?? .note
                let message = HTMLEscaping.escape(diagnostics.map { "\($0.severity.rawValue): \($0.message)" }.joined(separator: "\n"))
                return
                    "<span class=\"code-line is-flagged flagged-\(severity.rawValue)\" title=\"\(message)\" data-message=\"\(message)\">\(line)</span>"
            }.joined(separator: "\n")
        }
        return "<pre class=\"\(cls)\"><code class=\"language-swift\">\(highlighted)</code></pre>\n"
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

    private func renderPart(_ part: FenceLayout.Part, lines: [FenceLayout.Line]) -> String {
        let checked = verdicts[part.snippetID]
        let status = checked?.verdict.status
        let position = part.snippetID.split(separator: "#").last.map(String.init) ?? part.snippetID
        let anchor = "example-" + position.replacingOccurrences(of: ".", with: "-")
        var classes = ["example", "example-\(part.label.rawValue)"]
        if let status { classes.append("verdict-\(status.rawValue)") } else { classes.append("verdict-none") }
        var html = "<div class=\"\(classes.joined(separator: " "))\" id=\"\(anchor)\" data-snippet=\"\(HTMLEscaping.escape(position))\">\n"
        html += "<div class=\"example-header\">" + labelBadge(part.label) + verdictBadge(checked) + "</div>\n"
        html += pre(lines.map(\.text), cls: "example-code", flagged: flaggedLines(lines, checked))
        if let checked, !checked.verdict.diagnostics.isEmpty || checked.verdict.reason != nil {
            let diagnostics = checked.verdict.diagnostics
            let summary = diagnostics.isEmpty ? "Details" : counted(diagnostics.count, "diagnostic")
            let open = (status == .failed || status == .mismatch) ? " open" : ""
            html += "<details class=\"example-diagnostics\"\(open)><summary>\(summary)</summary>\n"
            if let reason = checked.verdict.reason {
                html += "<p class=\"verdict-reason\">\(HTMLEscaping.escape(reason))</p>\n"
            }
            if !diagnostics.isEmpty {
                html += "<ul>\n"
                for d in diagnostics {
                    html +=
                        "<li class=\"diagnostic diagnostic-\(d.severity.rawValue)\"><code>\(HTMLEscaping.escape(d.formatted))</code></li>\n"
                }
                html += "</ul>\n"
            }
            html += "</details>\n"
        }
        return html + "</div>\n"
    }

    private func labelBadge(_ label: SnippetLabel) -> String {
        switch label {
        case .good: badges.good
        case .bad: badges.bad
        case .unlabelled: badges.unlabelled
        }
    }

    private func ruleLink(_ id: String) -> String {
        let escaped = HTMLEscaping.escape(id)
        guard rulePages.contains(id) else { return "<code>\(escaped)</code>" }
        return "<a class=\"rule-link\" href=\"\(root)rules/\(escaped).html\"><code>\(escaped)</code></a>"
    }

    private func verdictBadge(_ checked: CheckedSnippet?) -> String {
        guard let checked else {
            return didCheck ? "" : "<span class=\"verdict-badge verdict-none\" title=\"built with --no-check\">not checked</span>"
        }
        let v = checked.verdict
        let text: String
        switch (v.status, checked.snippet.label) {
        case (.verified, _) where checked.snippet.options.mustFailToCompile:
            text = "✓ fails to compile, as marked"
        case (.verified, .bad):
            let rules = v.firedRules.filter { checked.snippet.namedRules.isEmpty || checked.snippet.namedRules.contains($0) }
            text = "✓ flagged: " + (rules.isEmpty ? v.firedRules : rules).map(ruleLink).joined(separator: ", ")
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
        let title = tooltip.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(tooltip))\""
        let marker = assumed == nil ? "" : "<span class=\"verdict-assumed\">*</span>"
        return
            "<span class=\"verdict-badge verdict-\(v.status.rawValue)\(assumed == nil ? "" : " verdict-with-assumptions")\"\(title)>\(text)\(marker)</span>"
    }
}

/// What the theme's `badge` partial gets: one example's label.
struct BadgeContext {
    /// `good`, `bad` or `unlabelled` (the default theme's class is `label-<label>`).
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
