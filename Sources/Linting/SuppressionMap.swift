import SwiftSyntax

/// Where `// handbook:disable …` comments turn rules off in one file.
///
/// - `code() // handbook:disable rule-id` — after code on a line: that line only.
/// - `// handbook:disable-next-line rule-id` — the following line.
/// - `// handbook:disable rule-id` on a line of its own — every line up to a matching
///   `// handbook:enable rule-id` (or the end of the file).
///
/// Several ids may follow the command, separated by spaces or commas; `all` means every
/// rule. Anything after the ids (` - reason`) is ignored.
package struct SuppressionMap: Sendable {
    /// A span of lines (inclusive) where some rules are off.
    struct Region: Sendable {
        var ruleIDs: Set<String>
        var firstLine: Int
        var lastLine: Int
    }

    private var regions: [Region] = []

    /// Reads every suppression comment in `tree`.
    package init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
        var open: [String: Int] = [:]  // rule id → first line of an open block
        var regions: [Region] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                if let command = Command(piece) {
                    let line = converter.location(for: position).line
                    switch command.kind {
                    case .disableNextLine:
                        regions.append(Region(ruleIDs: command.ruleIDs, firstLine: line + 1, lastLine: line + 1))
                    case .disable:
                        for id in command.ruleIDs where open[id] == nil { open[id] = line }
                    case .enable:
                        for id in command.ruleIDs {
                            if let first = open.removeValue(forKey: id) {
                                regions.append(Region(ruleIDs: [id], firstLine: first, lastLine: line))
                            }
                        }
                    }
                }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let command = Command(piece) {
                    let line = converter.location(for: position).line
                    switch command.kind {
                    case .disable:
                        regions.append(Region(ruleIDs: command.ruleIDs, firstLine: line, lastLine: line))
                    case .disableNextLine:
                        regions.append(Region(ruleIDs: command.ruleIDs, firstLine: line + 1, lastLine: line + 1))
                    case .enable:
                        for id in command.ruleIDs {
                            if let first = open.removeValue(forKey: id) {
                                regions.append(Region(ruleIDs: [id], firstLine: first, lastLine: line))
                            }
                        }
                    }
                }
                position += piece.sourceLength
            }
        }
        for (id, first) in open {
            regions.append(Region(ruleIDs: [id], firstLine: first, lastLine: Int.max))
        }
        self.regions = regions
    }

    /// Whether `violation` falls in a region that turns its rule off.
    package func suppresses(_ violation: RuleViolation) -> Bool {
        regions.contains { region in
            (region.ruleIDs.contains(violation.ruleID) || region.ruleIDs.contains("all"))
                && region.firstLine <= violation.line && violation.line <= region.lastLine
        }
    }

    /// Whether the file has no suppression comments at all.
    package var isEmpty: Bool { regions.isEmpty }

    private struct Command {
        enum Kind { case disable, disableNextLine, enable }
        var kind: Kind
        var ruleIDs: Set<String>

        init?(_ piece: TriviaPiece) {
            let text: String
            switch piece {
            case .lineComment(let comment): text = String(comment.dropFirst(2))
            case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
            default: return nil
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("handbook:") else { return nil }
            let words = trimmed.dropFirst("handbook:".count)
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let verb = words.first else { return nil }
            switch verb {
            case "disable": kind = .disable
            case "disable-next-line": kind = .disableNextLine
            case "enable": kind = .enable
            default: return nil
            }
            var ids: Set<String> = []
            for word in words.dropFirst() {
                // An id starts with a letter or digit: the `-` before a reason ends the list.
                guard let first = word.first, first.isLowercase || first.isNumber,
                    word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
                else { break }
                ids.insert(String(word))
            }
            guard !ids.isEmpty else { return nil }
            ruleIDs = ids
        }
    }
}
