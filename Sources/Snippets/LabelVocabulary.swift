import Foundation

/// The words that label an example good or bad, and the rules for spotting them in a
/// label comment or in the prose paragraph before a fence.
///
/// Words match in any case; a space inside a word (`Also right`) matches any run of
/// spaces; an apostrophe (`Don't`) matches `'`, `‘` or `’`; emoji match with or without
/// the emoji variation selector. When several words could match, the longest wins.
///
/// ## Label comments
///
/// A label comment is a `//` line comment (not a `///` doc comment) whose text starts
/// with a vocabulary word. What follows the word decides how sure the match is:
///
/// - **Firm** (a label wherever it stands at the top level of a fence): the comment ends
///   after the word (`// Bad`, `// BAD`, `// Good.`); or a separator follows — `-`, `--`,
///   `:`, `—` or `–`, with or without spaces (`// Bad - unstable identity`, `// WRONG: x`),
///   except a lone `-` joining the word to a letter, which makes a hyphenated word
///   (`// Right-hand side`, `// Do-nothing`);
///   or `[rule-id, rule-id]` follows (`// Bad [anyview-usage]`, optionally followed by a
///   separator and text); or the word is an emoji (`// ✅ stable identity`).
/// - **Loose**: a space and ordinary text follow (`// Avoid doing X here`,
///   `// Bad things happen`). Such a comment reads like a sentence as often as like a
///   label, so the extractor accepts it only as the first non-blank line of a fence
///   (see ``SnippetExtractor``). A negation right after the word (`// Do not…`,
///   `// Better not…`) is never a label.
/// - Anything else is no label: the word runs on (`// Badge`, `// Done`, `// Dont`), or
///   other punctuation follows (`// Good, but…`, `// Fix(ed)`).
///
/// ## Prose labels
///
/// A paragraph right before a fence labels it when the paragraph is a label on its own:
/// a single line which, with Markdown emphasis (`*`, `_`) removed, is a vocabulary word,
/// optionally followed by `[rule-ids]`, and either nothing else (`Good`, `**Bad**`) or — when
/// it ends with `:` or was wholly emphasised — at most three more words
/// (`Avoid:`, `Prefer this:`, `Don't do this:`, `**Bad example**`).
package struct LabelVocabulary: Hashable, Sendable, Codable {
    /// The default words for good examples (the handbook's conventions).
    package static let defaultGoodWords = [
        "Good", "Correct", "Right", "Also right", "Better", "Best", "Prefer", "Preferred",
        "Recommended", "Do", "Fix", "Fixed", "After", "Modern", "✅", "✔️",
    ]
    /// The default words for bad examples (the handbook's conventions).
    package static let defaultBadWords = [
        "Bad", "Wrong", "Incorrect", "Avoid", "Don't", "Problematic", "Bug", "Anti-pattern",
        "Before", "Legacy", "Not optimal", "❌", "⛔️", "🚫", "🆗",
    ]
    /// The separators accepted after a label word, longest first.
    package static let separators = ["--", "-", ":", "—", "–"]
    /// The default vocabulary.
    package static let standard = LabelVocabulary()

    /// Words that label an example good.
    package var goodWords: [String]
    /// Words that label an example bad.
    package var badWords: [String]

    /// Creates a vocabulary. A word listed as both good and bad counts as good.
    package init(goodWords: [String] = LabelVocabulary.defaultGoodWords, badWords: [String] = LabelVocabulary.defaultBadWords) {
        self.goodWords = goodWords
        self.badWords = badWords
    }

    /// Reads a code line as a label comment.
    /// - Parameter line: one line of code; leading spaces are allowed (the caller decides
    ///   whether the line stands at the top level).
    /// - Returns: the match, or `nil` when the line is no label comment.
    package func matchComment(_ line: String) -> LabelMatch? {
        let utf8 = line.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex, utf8[i] == 0x20 || utf8[i] == 0x09 { i = utf8.index(after: i) }
        guard utf8[i...].starts(with: [0x2F, 0x2F]) else { return nil }  // not a `//` comment: the common case
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("//"), !trimmed.hasPrefix("///") else { return nil }
        let text = trimmed.dropFirst(2).trimmingSpaces()
        guard let (entry, rest) = matchWord(at: text) else { return nil }
        var tail = Self.normalized(rest)
        let isSymbol = entry.word.first.map { !$0.isLetter } ?? false

        if !isSymbol, let first = tail.first,
            first.isLetter || first.isNumber || first == "_" || Self.apostrophes.contains(first)
        {
            return nil  // the word runs on: `Badge`, `Done`
        }
        let hadSpace = tail.first?.isWhitespace ?? false
        tail = tail.trimmingSpaces()
        var rules: [String] = []
        var firm = isSymbol || tail.isEmpty || tail == "." || tail == "!"
        if tail.hasPrefix("[") {
            guard let (ids, afterBracket) = Self.ruleList(tail) else { return nil }
            rules = ids
            tail = afterBracket.trimmingSpaces()
            firm = true
        }
        if let separator = Self.separators.first(where: { tail.hasPrefix($0) }) {
            let after = tail.dropFirst(separator.count)
            if separator == "-", !hadSpace, rules.isEmpty, after.first?.isLetter == true {
                return nil  // a hyphenated word: `Right-hand side`, `Do-nothing`
            }
            tail = String(after).trimmingSpaces()
            firm = true
        }
        // `// Legacy (Avoid)`, `// Modern (Correct)`: a parenthesised note after the word.
        if !firm, hadSpace, tail.hasPrefix("("), tail.hasSuffix(")"), !tail.dropFirst().contains("(") {
            firm = true
        }
        if !firm {
            guard hadSpace, !Self.startsWithNegation(tail) else { return nil }
        }
        return LabelMatch(
            label: entry.label, word: entry.word, text: text, namedRules: rules,
            detail: tail.isEmpty ? nil : tail, isFirm: firm
        )
    }

    /// Reads the paragraph before a fence as a prose label (`Avoid:`, `Prefer this:`,
    /// `**Bad**`).
    /// - Parameter paragraph: the paragraph's text, plain or with its Markdown emphasis.
    /// - Returns: the match, or `nil` when the paragraph is not a label on its own.
    package func matchProse(_ paragraph: String) -> LabelMatch? {
        // Most paragraphs before a fence are sentences: a word count rejects them before the
        // work below. A label is a vocabulary word and at most three more words, so no more
        // words with letters (or digits) than that, not counting a `[rule-ids]` list.
        // A parenthesised detail (`**Incorrect (renders twice):**`) and a paragraph led by a
        // symbol (`✅ Use the resource catalogue`) may say more.
        let longestWord = (goodWords + badWords).map { $0.split(whereSeparator: \.isWhitespace).count }.max() ?? 0
        let leadsWithSymbol = paragraph.trimmingSpaces().drop { $0 == "*" || $0 == "_" }.first.map { !$0.isLetter && !$0.isNumber } ?? false
        let limit = leadsWithSymbol ? 20 : longestWord + 3
        guard Self.wordCount(Self.removingParentheticals(paragraph), exceeds: limit) == false else { return nil }
        var text = paragraph.trimmingSpaces()
        guard !text.isEmpty, !text.contains("\n") else { return nil }
        let stars: Set<Character> = ["*", "_"]
        let wasEmphasised =
            text.first.map(stars.contains) == true
            && (text.last.map(stars.contains) == true || text.hasSuffix("*:") || text.hasSuffix("_:"))
        text = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        text = String(text.drop(while: stars.contains).reversed().drop(while: stars.contains).reversed())
        text = text.trimmingSpaces()
        let endsWithColon = text.hasSuffix(":")
        if endsWithColon { text = String(text.dropLast()).trimmingSpaces() }
        text = String(text.reversed().drop(while: stars.contains).reversed()).trimmingSpaces()

        guard let (entry, rest) = matchWord(at: text) else { return nil }
        var tail = Self.normalized(rest)
        let isSymbol = entry.word.first.map { !$0.isLetter } ?? false
        if !isSymbol, let first = tail.first, first.isLetter || first.isNumber || Self.apostrophes.contains(first) {
            return nil
        }
        tail = tail.trimmingSpaces()
        var rules: [String] = []
        if tail.hasPrefix("[") {
            guard let (ids, afterBracket) = Self.ruleList(tail) else { return nil }
            rules = ids
            tail = afterBracket.trimmingSpaces()
        }
        if tail == "." || tail == "!" { tail = "" }
        if tail.hasPrefix("("), tail.hasSuffix(")") {
            tail = String(tail.dropFirst().dropLast()).trimmingSpaces()
        } else if !tail.isEmpty, !isSymbol {
            let words = tail.split(whereSeparator: \.isWhitespace)
            guard endsWithColon || wasEmphasised, words.count <= 3, !Self.startsWithNegation(tail) else { return nil }
        }
        return LabelMatch(
            label: entry.label, word: entry.word, text: text, namedRules: rules,
            detail: tail.isEmpty ? nil : tail, isFirm: true
        )
    }

    // MARK: Matching words

    /// Whether `text` has more than `limit` white-space separated words containing a letter
    /// or digit, outside `[…]`; stops reading as soon as it knows.
    static func wordCount(_ text: String, exceeds limit: Int) -> Bool {
        var count = 0
        var inWord = false, wordHasLetter = false, bracketDepth = 0
        for scalar in text.unicodeScalars {
            if scalar == "[" { bracketDepth += 1 } else if scalar == "]" { bracketDepth = max(0, bracketDepth - 1) }
            if scalar.properties.isWhitespace {
                inWord = false
                continue
            }
            if !inWord {
                inWord = true
                wordHasLetter = false
            }
            if bracketDepth == 0, !wordHasLetter, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                wordHasLetter = true
                count += 1
                if count > limit { return true }
            }
        }
        return false
    }

    private static let apostrophes: Set<Character> = ["'", "’", "‘"]

    /// `text` without `( … )` groups.
    static func removingParentheticals(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { result.append(character) }
        }
        return result
    }

    /// The vocabulary entry at the start of `text`, longest first, and the text after it.
    private func matchWord(at text: String) -> (entry: (word: String, label: SnippetLabel), rest: Substring)? {
        // Cheap test first: most comments start with a letter no vocabulary word starts with.
        guard let first = text.unicodeScalars.first else { return nil }
        var best: (entry: (word: String, label: SnippetLabel), rest: Substring)?
        func consider(_ words: [String], _ label: SnippetLabel) {
            for word in words {
                guard let head = word.unicodeScalars.first, Self.sameIgnoringCase(head, first) || !head.isASCII,
                    let rest = Self.prefixMatch(word: word, in: text)
                else { continue }
                if best == nil || rest.utf8.count < best!.rest.utf8.count { best = ((word, label), rest) }
            }
        }
        consider(goodWords, .good)
        consider(badWords, .bad)
        return best
    }

    /// `text` with the emoji variation selector removed, so `✅` and `✅️` compare equal.
    private static func normalized(_ text: Substring) -> String {
        guard text.unicodeScalars.contains("\u{FE0F}") else { return String(text) }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FE0F}" }))
    }

    private static let apostropheScalars: Set<Unicode.Scalar> = ["'", "’", "‘"]

    private static func sameIgnoringCase(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        if a == b { return true }
        if a.isASCII, b.isASCII {
            let x = UInt8(a.value) | 0x20, y = UInt8(b.value) | 0x20
            return x == y && x >= 0x61 && x <= 0x7A
        }
        return a.properties.lowercaseMapping == b.properties.lowercaseMapping
    }

    /// What follows `word` at the start of `text`, matching case-insensitively, any run
    /// of spaces for a space and any apostrophe for an apostrophe; emoji variation
    /// selectors are ignored on both sides (and dropped from the rest).
    private static func prefixMatch(word: String, in text: String) -> Substring? {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        func skipSelectors() {
            while index < scalars.endIndex, scalars[index] == "\u{FE0F}" { index = scalars.index(after: index) }
        }
        var matchedAny = false
        for wordScalar in word.unicodeScalars where wordScalar != "\u{FE0F}" {
            skipSelectors()
            guard index < scalars.endIndex else { return nil }
            let scalar = scalars[index]
            matchedAny = true
            if wordScalar == " " {
                guard scalar.properties.isWhitespace else { return nil }
                while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
                continue
            }
            if apostropheScalars.contains(wordScalar) {
                guard apostropheScalars.contains(scalar) else { return nil }
            } else if !sameIgnoringCase(scalar, wordScalar) {
                return nil
            }
            index = scalars.index(after: index)
        }
        guard matchedAny else { return nil }
        skipSelectors()
        // A word ends on a character boundary: `Bad` does not match the start of `Badé` spelled with a combining accent.
        guard index == scalars.endIndex || text.unicodeScalars[index...].first.map({ !$0.properties.isGraphemeExtend }) ?? true else {
            return nil
        }
        return Substring(text.unicodeScalars[index...])
    }

    /// Parses `[id, id]` at the start of `text`: the ids and the text after `]`.
    private static func ruleList(_ text: String) -> ([String], String)? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close]
        let ids = inside.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        guard !ids.isEmpty, ids.allSatisfy({ !$0.contains(where: \.isWhitespace) }) else { return nil }
        return (ids, String(text[text.index(after: close)...]))
    }

    private static func startsWithNegation(_ text: String) -> Bool {
        let first = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).first.map { $0.lowercased() }
        return first == "not" || first == "never"
    }
}

/// A label found in a comment or a prose paragraph.
package struct LabelMatch: Hashable, Sendable {
    /// Good or bad.
    package var label: SnippetLabel
    /// The vocabulary word that matched, as the vocabulary spells it (`Also right`).
    package var word: String
    /// The whole label text as written, without `//` (`Bad [anyview-usage] - type erasure`).
    package var text: String
    /// Rule ids named in `[…]` after the word.
    package var namedRules: [String]
    /// The text after the word, rule list and separator, if any (`type erasure`).
    package var detail: String?
    /// False for the loose form, word + space + text with no separator (see
    /// ``LabelVocabulary``), which only counts on a fence's first line.
    package var isFirm: Bool

    /// Creates a match.
    package init(label: SnippetLabel, word: String, text: String, namedRules: [String], detail: String?, isFirm: Bool) {
        self.label = label
        self.word = word
        self.text = text
        self.namedRules = namedRules
        self.detail = detail
        self.isFirm = isFirm
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    func trimmingSpaces() -> String {
        let string = String(self)
        let scalars = string.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}
