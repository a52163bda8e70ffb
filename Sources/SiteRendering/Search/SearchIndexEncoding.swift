/// The text encodings of the search index files.
package enum SearchIndexEncoding {
    /// Digits of the last 5-bit group of a number.
    static let terminal = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    /// Digits of the groups before it.
    static let continuation = Array("wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$".utf8)

    /// Appends `value` as a base-32 varint: most significant 5-bit group first, every group
    /// but the last from the continuation alphabet. Numbers below 32 take one character.
    /// The alphabets hold no character that needs escaping in a JavaScript string.
    /// The digits are ASCII: written as bytes, they become a string once per list (appending
    /// each digit to a `String` took a tenth of a one-page rebuild).
    package static func appendVarint(_ value: UInt32, to out: inout [UInt8]) {
        if value < 32 {
            out.append(terminal[Int(value)])
            return
        }
        var shift: UInt32 = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.append(continuation[Int((value >> shift) & 31)])
            shift -= 5
        }
        out.append(terminal[Int(value & 31)])
    }

    /// Decodes varints written by ``appendVarint(_:to:)`` (for tests and tools).
    package static func decodeVarints(_ text: String) -> [UInt32] {
        var values: [UInt32] = []
        var current: UInt32 = 0
        for b in text.utf8 {
            if let d = terminal.firstIndex(of: b) {
                values.append(current << 5 | UInt32(d))
                current = 0
            } else if let d = continuation.firstIndex(of: b) {
                current = current << 5 | UInt32(d)
            }
        }
        return values
    }

    /// Sorted words (no spaces in them) in one string: each word as the number of UTF-16 units
    /// it shares with the word before (one base-36 digit, at most 35) and the rest of it,
    /// separated by spaces. `["view", "viewbuilder", "views"]` → `"0view 4builder 4s"`.
    package static func frontCoded(_ words: [String]) -> String {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var out = ""
        var previous: [UInt16] = []
        for (i, word) in words.enumerated() {
            let units = Array(word.utf16)
            var shared = 0
            while shared < min(units.count, previous.count, 35), units[shared] == previous[shared] { shared += 1 }
            // Never between the two halves of a surrogate pair.
            if shared > 0, UTF16.isLeadSurrogate(units[shared - 1]) { shared -= 1 }
            if i > 0 { out += " " }
            out.append(digits[shared])
            out += String(decoding: units[shared...], as: UTF16.self)
            previous = units
        }
        return out
    }

    /// Decodes ``frontCoded(_:)`` (for tests and tools).
    package static func frontDecoded(_ text: String) -> [String] {
        var words: [String] = []
        var previous: [UInt16] = []
        for entry in text.split(separator: " ") {
            let shared = Int(String(entry.prefix(1)), radix: 36) ?? 0
            let units = Array(previous.prefix(shared)) + Array(entry.dropFirst().utf16)
            words.append(String(decoding: units, as: UTF16.self))
            previous = units
        }
        return words
    }

    /// `text` as a JSON string literal that is also safe inside a `<script>` file.
    package static func jsonString(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        out.append(0x22)
        var previous: UInt8 = 0
        var pending = 0  // bytes of a three-byte sequence already seen: E2 80 → check for A8/A9
        for b in text.utf8 {
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x2F where previous == 0x3C: out += [0x5C, 0x2F]  // `</` → `<\/`
            case 0xA8 where pending == 2, 0xA9 where pending == 2:
                // U+2028 and U+2029 end lines in older JavaScript: escape them.
                out.removeLast(2)
                out += Array((b == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]]
            default:
                out.append(b)
            }
            pending = b == 0xE2 ? 1 : (b == 0x80 && pending == 1 ? 2 : 0)
            previous = b
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}
