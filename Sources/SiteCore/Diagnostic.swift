/// A problem found in the user's content: a value, collected and reported together.
///
/// Problems that stop the tool (an unreadable folder, a missing theme) are thrown errors
/// instead; see ``HandbookError``.
package struct Diagnostic: Hashable, Sendable, Codable {
    /// Where the problem is, when it has a place.
    package var location: SourceLocation?
    package var severity: Severity
    /// What is wrong: lower-case, no trailing period, code in single quotes.
    package var message: String
    /// What found it, stable and greppable: `markdown.broken-link`, `swiftc`, a lint rule id.
    package var source: String
    /// Further context at other places.
    package var notes: [Note]

    package struct Note: Hashable, Sendable, Codable {
        package var location: SourceLocation?
        package var message: String
        package init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    package init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        source: String,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.source = source
        self.notes = notes
    }

    /// The compiler form: `path:line:col: severity: message [source]`.
    package var formatted: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(source)]"
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line and column, so output is stable.
    package func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            switch (la, lb) {
            case let (x?, y?):
                if x.file != y.file { return x.file < y.file }
                if x.line != y.line { return x.line < y.line }
                if x.column != y.column { return x.column < y.column }
                return a.offset < b.offset
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }

    package var errorCount: Int { filter { $0.severity == .error }.count }
    package var warningCount: Int { filter { $0.severity == .warning }.count }
}
