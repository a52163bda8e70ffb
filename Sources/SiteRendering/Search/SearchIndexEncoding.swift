/// The text encodings of the search index files.
public enum SearchIndexEncoding {
    /// Digits of the last 5-bit group of a number.
    static let terminal = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    /// Digits of the groups before it.
    static let continuation = Array("wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$".utf8)

    /// Appends `value` as a base-32 varint: most significant 5-bit group first, every group
    /// but the last from the continuation alphabet. Numbers below 32 take one character.
    /// The alphabets hold no character that needs escaping in a JavaScript string.
    public static func appendVarint(_ value: UInt32, to out: inout String) {
        if value < 32 {
            out.unicodeScalars.append(Unicode.Scalar(terminal[Int(value)]))
            return
        }
        var shift: UInt32 = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.unicodeScalars.append(Unicode.Scalar(continuation[Int((value >> shift) & 31)]))
            shift -= 5
        }
        out.unicodeScalars.append(Unicode.Scalar(terminal[Int(value & 31)]))
    }

    /// Decodes a string written by ``appendVarint(_:to:)`` (for tests and tools).
    public static func decodeVarints(_ text: String) -> [UInt32] {
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

    /// `text` as a JSON string literal that is also safe inside a `<script>` file.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "/" where previous == "<": out += "\\/"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return out + "\""
    }
}
