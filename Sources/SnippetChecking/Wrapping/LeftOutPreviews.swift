import Foundation
import Snippets

/// A `PreviewProvider` a page shows with the preview's views right in the type, without the
/// `static var previews: some View { … }` around them:
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     BadgeView(count: 3)
/// }
/// ```
///
/// As written it does not parse. ``filled(_:)`` puts the property the page leaves out back,
/// on the lines that hold no code of the page's (the end of the line before the views, and
/// the type's closing line), so every line of the page keeps its columns and a mistake in
/// the views still fails where it is. It is tried only on an example that does not parse as
/// shown, and the verdict says what was filled in.
enum LeftOutPreviews {
    /// `snippet` with the `previews` property filled in, the type's name and the 0-based line
    /// of its declaration; nil when it shows no such type.
    static func filled(_ snippet: Snippet) -> (snippet: Snippet, type: String, line: Int)? {
        let texts = snippet.lines.map(\.text)
        for (header, text) in texts.enumerated() {
            guard let name = previewProviderName(text) else { continue }
            let indent = text.prefix { $0 == " " || $0 == "\t" }
            guard
                let close = texts.indices.dropFirst(header + 1).first(where: {
                    texts[$0].trimmingCharacters(in: .whitespaces) == "}" && texts[$0].hasPrefix(indent + "}")
                }),
                !texts[(header + 1)..<close].contains(where: { $0.contains("previews") }),
                let views = ((header + 1)..<close).first(where: { startsWithTypeName(texts[$0]) })
            else { continue }
            let before = views - 1
            let opening = "static var previews: some View {"
            var result = snippet
            if before == header {
                result.lines[before].text += " " + opening
            } else if texts[before].trimmingCharacters(in: .whitespaces).isEmpty {
                result.lines[before].text = opening
            } else if !texts[before].contains("//"), !texts[before].contains("/*") {
                result.lines[before].text += "; " + opening
            } else {
                continue
            }
            result.lines[close].text = indent + "} }"
            return (result, name, header)
        }
        return nil
    }

    /// `Name` in `struct Name: PreviewProvider {` (the whole line).
    private static func previewProviderName(_ text: String) -> String? {
        var words = text.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        if let first = words.first, ["private", "fileprivate", "internal", "public"].contains(first) { words.removeFirst() }
        guard words.count == 4, words[0] == "struct", words[1].hasSuffix(":"), words[2] == "PreviewProvider", words[3] == "{"
        else { return nil }
        let name = String(words[1].dropLast())
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
    }

    /// Whether a line starts with a capitalised name: a view, not a declaration.
    private static func startsWithTypeName(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).first?.isUppercase == true
    }
}
