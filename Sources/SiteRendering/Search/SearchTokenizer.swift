/// Splits text into search tokens in a way that suits code as well as prose.
///
/// A *word* is a run of ASCII letters, digits and `_`, or of non-ASCII characters. Each word
/// gives its whole lower-cased form, and, when it is made of several parts, each part:
/// `scrollContentBackground` → `scrollcontentbackground`, `scroll`, `content`, `background`;
/// `UIViewRepresentable` → `uiviewrepresentable`, `ui`, `view`, `representable`;
/// `\.offset` → `offset`. Words shorter than two characters and stop words are dropped.
///
/// The browser side (`search.js`) tokenises queries with the same word rule, keeping whole
/// words only, so a query word matches either a whole identifier or one of its parts.
package enum SearchTokenizer {
    /// English words too common to help a search; the client drops them from queries too.
    package static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "do", "does", "for", "from", "has", "have",
        "if", "in", "into", "is", "it", "its", "not", "of", "on", "or", "so", "than", "that", "the", "their",
        "then", "there", "these", "this", "those", "to", "was", "were", "which", "will", "with", "you", "your",
    ]

    static let longestStopWord = stopWords.map(\.utf8.count).max() ?? 0

    /// One token of a word: `isPart` when it is a piece of a longer identifier.
    package struct Token: Hashable, Sendable {
        package var text: String
        package var isPart: Bool

        package init(text: String, isPart: Bool) {
            self.text = text
            self.isPart = isPart
        }
    }

    /// Calls `body` for every token of `text`, in order.
    package static func forEachToken(in text: String, _ body: (Token) -> Void) {
        forEachWord(in: text) { emitWord($0, body) }
    }

    /// Calls `body` with the bytes of every word of `text`, in order: the tokens of a word
    /// depend on nothing around it, so a caller that counts tokens may count words first and
    /// tokenise each distinct word once (``tokens(ofWord:)``).
    package static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                // ASCII is tested here, in the loop, not by a call per byte: this runs once
                // per byte of every page.
                while i < n {
                    let b = bytes[i]
                    if b < 0x80 {
                        if isASCIIWordByte(b) { break }
                        i += 1
                    } else {
                        if wordCharLength(bytes, i) > 0 { break }
                        i += sequenceLength(b)
                    }
                }
                let start = i
                while i < n {
                    let b = bytes[i]
                    if b < 0x80 {
                        guard isASCIIWordByte(b) else { break }
                        i += 1
                    } else {
                        let length = wordCharLength(bytes, i)
                        if length == 0 { break }
                        i += length
                    }
                }
                if i > start { body(UnsafeBufferPointer(rebasing: bytes[start..<min(i, n)])) }
            }
        }
    }

    /// The tokens of one word as ``forEachWord(in:)`` gives it, in order.
    package static func tokens(ofWord word: UnsafeBufferPointer<UInt8>) -> [Token] {
        var result: [Token] = []
        emitWord(word) { result.append($0) }
        return result
    }

    /// The tokens of `text` as a list (duplicates kept).
    package static func tokens(in text: String) -> [Token] {
        var result: [Token] = []
        forEachToken(in: text) { result.append($0) }
        return result
    }

    @inline(__always)
    static func isASCIIWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The byte length of the word character at `i`, or 0 when it is not a word character.
    /// Non-ASCII letters are word characters; Latin-1 punctuation (U+0080–U+00BF), general
    /// punctuation, arrows and symbols (U+2000–U+2BFF, e.g. `—`, `’`, `→`, `✓`) and emoji are not.
    @inline(__always)
    static func wordCharLength(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let b = bytes[i]
        if b < 0x80 { return isASCIIWordByte(b) ? 1 : 0 }
        let length = sequenceLength(b)
        guard i + length <= bytes.count else { return 0 }
        switch b {
        case 0xC2: return 0
        case 0xE2: return bytes[i + 1] <= 0xAF ? 0 : length
        case 0xF0: return bytes[i + 1] == 0x9F ? 0 : length
        case 0xEF: return bytes[i + 1] == 0xB8 || bytes[i + 1] == 0xBB ? 0 : length  // variation selectors, BOM
        default: return b >= 0xC2 ? length : 0
        }
    }

    @inline(__always)
    private static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    @inline(__always)
    private static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inline(__always)
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func emitWord(_ word: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void) {
        // Trim underscores at the ends (`_storage` → `storage`).
        var lo = 0
        var hi = word.count
        while lo < hi, word[lo] == 0x5F { lo += 1 }
        while hi > lo, word[hi - 1] == 0x5F { hi -= 1 }
        guard hi > lo else { return }

        // Part boundaries: `_`, lower→Upper, Upper→Upper+lower (acronym end), letter↔digit.
        // Most words (prose) have none: they are emitted without collecting parts.
        @inline(__always)
        func isBoundary(_ i: Int) -> Bool {
            let prev = word[i - 1]
            let cur = word[i]
            if cur == 0x5F || prev == 0x5F { return true }
            if isUpper(cur) && (isLower(prev) || isDigit(prev)) { return true }
            if isUpper(cur), isUpper(prev), i + 1 < hi, isLower(word[i + 1]) { return true }
            return isDigit(cur) != isDigit(prev) && cur < 0x80 && prev < 0x80
        }
        var first = lo + 1
        while first < hi, !isBoundary(first) { first += 1 }
        guard first < hi else {
            emit(word, lo..<hi, isPart: false, body)
            return
        }

        var parts: [Range<Int>] = []
        var partStart = lo
        var i = first
        while i < hi {
            if isBoundary(i) {
                if partStart < i { parts.append(partStart..<i) }
                partStart = word[i] == 0x5F ? i + 1 : i
            }
            i += 1
        }
        if partStart < hi { parts.append(partStart..<hi) }
        parts.removeAll { r in r.isEmpty || (r.count == 1 && word[r.lowerBound] == 0x5F) }

        emit(word, lo..<hi, isPart: false, body)
        if parts.count > 1 {
            // `iOS`, `iPad`, `macOS`-style prefixes: a lone lower-case letter belongs to the next part.
            if parts.count > 2, parts[0].count == 1, isLower(word[parts[0].lowerBound]), isUpper(word[parts[1].lowerBound]) {
                emit(word, parts[0].lowerBound..<parts[1].upperBound, isPart: true, body)
            }
            for part in parts { emit(word, part, isPart: true, body) }
        }
    }

    private static func emit(_ word: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isPart: Bool, _ body: (Token) -> Void) {
        guard range.count >= 2 || (range.count == 1 && word[range.lowerBound] >= 0x80) else { return }
        var hasNonASCII = false
        var text = String(unsafeUninitializedCapacity: range.count) { buffer in
            var k = 0
            for j in range {
                var b = word[j]
                if b >= 0x80 { hasNonASCII = true }
                if isUpper(b) { b += 32 }
                buffer[k] = b
                k += 1
            }
            return k
        }
        if hasNonASCII { text = text.lowercased() }
        if text.utf8.count <= longestStopWord, stopWords.contains(text) { return }
        if !isPart, text.utf8.allSatisfy({ $0 == 0x5F }) { return }
        body(Token(text: text, isPart: isPart))
    }
}
