import SiteCore

/// One diagnostic as the compiler printed it: a path in the generated files, before any
/// mapping back to Markdown.
///
/// It stays a type of its own, not a `Diagnostic`, because it is the parse result, not a
/// report: its lines and columns are the generated file's, meaningful only through that
/// example's `LineMap` (``RawCompileResult/mapped(through:)`` turns it into a `Diagnostic`,
/// or drops it); it is what the results cache stores, keyed by the generated source, so it
/// must not hold a Markdown place; and it keeps swiftc's diagnostic `group`. Reports only
/// ever see the mapped `Diagnostic`.
package struct CompilerDiagnostic: Hashable, Sendable, Codable {
    /// The path swiftc printed (`/tmp/…/Example_12.swift`), or nil for `<unknown>` and
    /// driver messages without a place.
    package var path: String?
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var message: String
    /// The diagnostic group swiftc appends, e.g. `DeprecatedDeclaration` from
    /// `[#DeprecatedDeclaration]`; nil when there is none.
    package var group: String? = nil
    /// Notes that follow this diagnostic in the output.
    package var notes: [CompilerDiagnostic] = []

    // Made only by the parser (and tests), so the memberwise initialiser Swift writes serves.

    /// Whether this warning reports use of a deprecated declaration.
    package var isDeprecation: Bool {
        group == "DeprecatedDeclaration" || message.contains(" is deprecated")
            || message.hasPrefix("'") && message.contains("' was deprecated in ")
    }
}
