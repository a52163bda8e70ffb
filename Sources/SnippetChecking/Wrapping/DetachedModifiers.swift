import Foundation
import Snippets

/// Modifiers a page shows below a property, after a blank line, for a view it leaves out:
///
/// ```swift
/// @State private var editing: Plant?
///
/// .sheet(item: $editing) { plant in … }
/// ```
///
/// The parser reads `.sheet` as part of the line before (here a type, `Plant?.sheet`), which
/// does not parse. ``separated(_:)`` ends the statement on the blank line (a `;` there,
/// which the wrapper copies with the line before), so the modifiers become a chain of their
/// own that ``SourceClassifier`` applies to a placeholder view. It is tried only on an
/// example that does not parse as shown.
enum DetachedModifiers {
    /// `snippet` with a `;` on each blank line that stands between code and a line starting
    /// with a modifier (`.name`), or nil when it has none.
    static func separated(_ snippet: Snippet) -> Snippet? {
        var result = snippet
        var changed = false
        var previousCode: String?
        var blank: Int?
        for (index, line) in snippet.lines.enumerated() {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                if previousCode != nil, blank == nil { blank = index }
                continue
            }
            if text.hasPrefix("//") { continue }
            if let blank, let previousCode, startsWithModifier(text), !endsOpen(previousCode) {
                result.lines[blank].text = ";"
                changed = true
            }
            previousCode = text
            blank = nil
        }
        return changed ? result : nil
    }

    /// `.name` at the start of a line (not `..<`, `...`).
    private static func startsWithModifier(_ text: String) -> Bool {
        guard text.hasPrefix("."), let next = text.dropFirst().first else { return false }
        return next.isLetter || next == "_"
    }

    /// A line that cannot end a statement (`{`, `(`, `,`, an operator): the next line goes on.
    private static func endsOpen(_ text: String) -> Bool {
        let code = (text.components(separatedBy: "//").first ?? text).trimmingCharacters(in: .whitespaces)
        guard let last = code.last else { return true }
        return "{([,=+-*/&|:.".contains(last)
    }
}
