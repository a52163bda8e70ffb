/// A problem found in the user's content: a value, collected and reported together.
///
/// Problems that stop the tool (an unreadable folder, a missing theme) are thrown errors
/// instead; see ``HandbookError``.
package struct Diagnostic: Hashable, Sendable, Codable {
    /// Where the problem is, when it has a place.
    package var location: SourceLocation?
    /// Where it ends (exclusive), in the same file, when the finder knows (a lint rule does).
    package var end: SourceLocation?
    package var severity: Severity
    /// What is wrong: lower-case, no trailing period, code in single quotes.
    package var message: String
    /// What found it, stable and greppable: `markdown.broken-link`, `swiftc`, a lint rule id.
    package var source: String
    /// Further context at other places.
    package var notes: [Note]
    /// The page that explains the problem (a lint rule's page of the built site), if any.
    package var url: String?

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
        notes: [Note] = [],
        end: SourceLocation? = nil,
        url: String? = nil
    ) {
        (self.severity, self.message, self.source) = (severity, message, source)
        (self.location, self.end) = (location, end)
        (self.notes, self.url) = (notes, url)
    }

    /// The compiler form: `path:line:col: severity: message [source]`, then ` (url)` when the
    /// diagnostic links to a page.
    package var formatted: String { formatted(severity: \.rawValue) }

    /// ``formatted`` with the severity word as `severity` writes it (in colour, for a terminal).
    package func formatted(severity word: (Severity) -> String) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        let link = url.map { " (\($0))" } ?? ""
        return "\(prefix)\(word(severity)): \(message) [\(source)]\(link)"
    }

    /// The message with the explaining page appended, as annotations and SARIF results carry it.
    package var messageWithURL: String {
        url.map { "\(message) (\($0))" } ?? message
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
