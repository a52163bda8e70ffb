import Foundation
import SiteCore
import SwiftSyntax

/// A team's own rule from `handbook.yml` (`lint.custom_rules`): a regular expression matched
/// against a file's code, with comments and string literals blanked out first, so a pattern
/// mentioned in a comment or a string does not fire.
///
/// Each match is one finding, at the match's start, with the rule's message and severity.
///
/// ```swift
/// let rule = try CustomRule(id: "no-print", regex: #"\bprint\("#, message: "log with Logger")
/// Linter(rules: LintRules.all, configuration: LintConfiguration(customRules: [rule]))
/// ```
package struct CustomRule: LintCheck, Hashable {
    package let id: String
    package let name: String
    package let pattern: String
    package let message: String
    package let severity: Severity
    /// Content-relative `page.md#anchor` of the page that explains the rule, or empty.
    package let documentation: String
    package let triggeringExamples: [String]
    package let nonTriggeringExamples: [String]
    private let regex: CompiledRegex

    /// - Throws: ``HandbookError`` when `regex` is not a valid regular expression.
    package init(
        id: String, name: String? = nil, regex: String, message: String, severity: Severity = .warning,
        documentation: String? = nil, triggering: [String] = [], nonTriggering: [String] = []
    ) throws {
        guard let compiled = try? NSRegularExpression(pattern: regex) else {
            throw HandbookError("custom rule '\(id)': '\(regex)' is not a valid regular expression")
        }
        self.id = id
        self.name = name ?? id
        self.pattern = regex
        self.message = message
        self.severity = severity
        self.documentation = documentation ?? ""
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
        self.regex = CompiledRegex(expression: compiled)
    }

    package var ruleDescription: RuleDescription {
        RuleDescription(
            id: id,
            name: name,
            summary: message,
            rationale:
                "\(message)\n\nA team rule from `handbook.yml`: it flags code matching the regular expression `\(pattern)` (comments and string literals are not searched).",
            severity: severity,
            documentation: documentation,
            triggering: triggeringExamples.map { RuleExample($0) },
            nonTriggering: nonTriggeringExamples.map { RuleExample($0) }
        )
    }

    package func violations(in file: LintFile) -> [RuleViolation] {
        let code = Self.codeOnly(file)
        let text = String(decoding: code, as: UTF8.self)
        var result: [RuleViolation] = []
        for match in regex.expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard match.range.length > 0, let range = Range(match.range, in: text) else { continue }
            let start = file.location(of: AbsolutePosition(utf8Offset: text.utf8.distance(from: text.startIndex, to: range.lowerBound)))
            let end = file.location(of: AbsolutePosition(utf8Offset: text.utf8.distance(from: text.startIndex, to: range.upperBound)))
            result.append(
                RuleViolation(
                    ruleID: id, severity: severity, message: message,
                    line: start.line, column: start.column, endLine: end.line, endColumn: end.column))
        }
        return result
    }

    /// The file's UTF-8 bytes with every comment and string-literal segment replaced by
    /// spaces (line breaks kept), so offsets and lines stay those of the file.
    static func codeOnly(_ file: LintFile) -> [UInt8] {
        var bytes = Array(file.source.utf8)
        func blank(_ start: Int, _ length: Int) {
            let end = min(start + length, bytes.count)
            guard start < end else { return }
            for index in start..<end where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        func blankComments(in trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment: blank(offset, length)
                default: break
                }
                offset += length
            }
        }
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            blankComments(in: token.leadingTrivia, from: token.position.utf8Offset)
            if case .stringSegment = token.tokenKind {
                blank(token.positionAfterSkippingLeadingTrivia.utf8Offset, token.trimmedLength.utf8Length)
            }
            blankComments(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return bytes
    }

    package static func == (a: CustomRule, b: CustomRule) -> Bool {
        a.id == b.id && a.name == b.name && a.pattern == b.pattern && a.message == b.message
            && a.severity == b.severity && a.documentation == b.documentation
            && a.triggeringExamples == b.triggeringExamples && a.nonTriggeringExamples == b.nonTriggeringExamples
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(pattern)
    }
}

/// An `NSRegularExpression`, which is immutable and safe to share between threads.
private struct CompiledRegex: @unchecked Sendable {
    let expression: NSRegularExpression
}
