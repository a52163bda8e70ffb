import SiteCore

/// What the tool found for one example.
package struct Verdict: Hashable, Sendable, Codable {
    package var status: VerdictStatus
    /// Why, for every status but a plain `verified`: "no rule recognises this example",
    /// "API not in the surface ('Gauge')", "'good' example triggers 'anyview-in-rows'".
    package var reason: String?
    /// Everything the checks said, mapped into the Markdown file.
    package var diagnostics: [Diagnostic]
    /// The lint rules that fired on the example (including `deprecated-api`).
    package var firedRules: [String]

    /// Declarations the check assumed for names the example uses but nothing declares
    /// (`items: [element with title]`, `UserRow(user:)`): the verdict holds under them.
    package var assumed: [Assumption] = []

    /// One assumed declaration, as a reader is told it.
    package struct Assumption: Hashable, Sendable, Codable {
        package var name: String
        /// `items: [element with title]`, `UserRow(user:)`.
        package var declaration: String

        package init(name: String, declaration: String) {
            self.name = name
            self.declaration = declaration
        }
    }

    package init(
        status: VerdictStatus, reason: String? = nil, diagnostics: [Diagnostic] = [], firedRules: [String] = [], assumed: [Assumption] = []
    ) {
        self.status = status
        self.reason = reason
        self.diagnostics = diagnostics
        self.firedRules = firedRules
        self.assumed = assumed
    }
}

/// The end state of one example.
package enum VerdictStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Good: compiles cleanly and no rule fires. Bad: compiles and the (named) rule fires.
    /// `compile-fail`: fails to typecheck.
    case verified
    /// The page's claim and what the tool found disagree.
    case mismatch
    /// Does not compile (and is not `compile-fail`).
    case failed
    /// The tool could not judge; `reason` says why.
    case unverified
    /// `ignore`.
    case skipped

    /// Whether this status makes `handbook check` fail (unverified only with `--strict`).
    package func isFailure(strict: Bool) -> Bool {
        switch self {
        case .failed, .mismatch: true
        case .unverified: strict
        case .verified, .skipped: false
        }
    }
}

/// An example with its verdict: the unit of every check report.
package struct CheckedSnippet: Hashable, Sendable, Codable, Identifiable {
    package var snippet: Snippet
    package var verdict: Verdict
    package var id: String { snippet.id }

    package init(snippet: Snippet, verdict: Verdict) {
        self.snippet = snippet
        self.verdict = verdict
    }
}
