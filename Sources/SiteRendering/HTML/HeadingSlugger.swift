/// Makes heading ids the way GitHub does, so links written for GitHub resolve.
///
/// Lower-case; letters, digits, `-` and `_` kept; each space becomes `-`; everything else
/// (punctuation, symbols, emoji) dropped. A repeated slug gets `-1`, `-2`, … in order.
/// `Search Tokens in a Searchable Grid (iOS 17+)` → `search-tokens-in-a-searchable-grid-ios-17`.
package struct HeadingSlugger: Sendable {
    private var seen: [String: Int] = [:]

    package init() {}

    /// The slug for `text`, unique within this slugger.
    package mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        if let count = seen[base] {
            var n = count
            repeat {
                n += 1
                candidate = "\(base)-\(n)"
            } while seen[candidate] != nil
            seen[base] = n
        } else {
            seen[base] = 0
        }
        if candidate != base { seen[candidate] = 0 }
        return candidate
    }

    /// The slug without de-duplication.
    package static func baseSlug(_ text: String) -> String {
        var out = ""
        for character in text.lowercased() {
            if character == " " {
                out.append("-")
            } else if character == "-" || character == "_" {
                out.append(character)
            } else if character.isLetter || character.isNumber {
                // Emoji such as keycaps are numbers/symbols made of several scalars: keep only
                // plain letter/number scalars.
                for scalar in character.unicodeScalars
                where scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || scalar.properties.generalCategory == .nonspacingMark
                {
                    if scalar.properties.isEmojiPresentation { continue }
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
