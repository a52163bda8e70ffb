import Foundation

/// Recognises a bad example that says it does not compile.
///
/// Pages show mistakes the compiler catches: `// error: cannot assign to property`,
/// `// ❌ Compile error`, "this won't compile". Such an example is held to that claim, as
/// if its fence said `compile-fail`: verified when it fails to compile, mismatch when it
/// compiles. The cue must be in the example's label or in a comment of its own lines;
/// prose elsewhere on the page does not count.
package enum CompileFailCue {
    /// Phrases that say the code does not compile (compared lower-cased).
    static let phrases = [
        "won't compile", "wont compile", "will not compile", "doesn't compile", "does not compile", "didn't compile",
        "fails to compile", "failed to compile", "not compile", "compile error", "compiler error", "compile-time error",
        "compilation error", "build error",
    ]

    /// Whether the label or a comment in `code` says the example does not compile.
    package static func isStated(label: String?, code: [String]) -> Bool {
        if let label, says(label.lowercased()) { return true }
        for line in code {
            // Bytes: Foundation's `range(of:)` here was a twentieth of a site build.
            guard let comment = line.utf8.firstRange(of: "//".utf8) else { continue }
            let text = line[comment.upperBound...].trimmingCharacters(in: .whitespaces).lowercased()
            // `// error: …` as the compiler prints it.
            if text.hasPrefix("error:") || text.hasPrefix("❌ error") || text.hasPrefix("compiler: error") { return true }
            if says(text) { return true }
        }
        return false
    }

    private static func says(_ text: String) -> Bool {
        phrases.contains { text.contains($0) }
    }
}
