import SiteCore

/// A JSON value whose objects keep their keys in the order written, so reports come out
/// byte-for-byte the same on every run (a `JSONEncoder` sorts keys or leaves them unordered).
enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// A string, or `null` for `nil`.
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// An integer, or `null` for `nil`.
    static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), closePad = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += pad + Self.quoted(key) + ": "
                value.write(into: &out, indent: indent + 1)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += offset == items.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "]"
        case .string(let text): out += Self.quoted(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, everything else as is.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingScalars(escapes) + "\""
    }

    /// What a JSON string may not hold as it is: the quote, the backslash and the C0 controls
    /// (`\n`, `\r`, `\t` by name, the rest as `\u00XX`).
    private static let escapes: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
        for value in UInt8(0)..<0x20 where table[Unicode.Scalar(value)] == nil {
            let hex = String(value, radix: 16)
            table[Unicode.Scalar(value)] = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return table
    }()
}
