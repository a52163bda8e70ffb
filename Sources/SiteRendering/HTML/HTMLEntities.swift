/// Decodes the character references a URL check must see through: every numeric one
/// (`&#58;`, `&#x3A`, with or without `;`) and the named ones that spell ASCII punctuation or
/// the whitespace a URL parser removes (`&colon;`, `&Tab;`, `&NewLine;`). Other named
/// references stay as written; ``URLSafety`` does not trust one before a scheme's colon.
package enum HTMLEntities {
    static let named: [String: String] = [
        "colon": ":", "Tab": "\t", "NewLine": "\n", "amp": "&", "AMP": "&", "lt": "<", "LT": "<", "gt": ">", "GT": ">",
        "quot": "\"", "QUOT": "\"", "apos": "'", "sol": "/", "quest": "?", "num": "#", "period": ".", "comma": ",",
        "excl": "!", "lpar": "(", "rpar": ")", "semi": ";", "equals": "=", "plus": "+", "percnt": "%", "nbsp": "\u{A0}",
    ]

    package static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (decoded, length) = reference(in: scalars, at: index) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            out.append(contentsOf: decoded.unicodeScalars)
            index += length
        }
        return String(out)
    }

    /// The reference starting at `start` (an `&`) and how many scalars it spans.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "#" {
            index += 1
            let isHex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if isHex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < scalars.count, let digit = Int(String(scalars[index]), radix: isHex ? 16 : 10), scalars[index].isASCII {
                value = min(value &* (isHex ? 16 : 10) &+ UInt32(digit), 0x110000)
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            // NUL, surrogates and values past Unicode become U+FFFD, as in browsers.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(scalar ?? "\u{FFFD}"), index - start)
        }
        var name = ""
        while index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
        {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", let decoded = named[name] else { return nil }
        return (decoded, index + 1 - start)
    }
}
