import SiteCore

/// What the compiler said about one example, mapped into its Markdown file.
package struct CompileResult: Hashable, Sendable, Codable {
    /// Whether the compiler gave an answer for the example.
    package enum Status: String, Hashable, Sendable, Codable {
        /// Typechecked to the end (see ``TypecheckProof``); ``CompileResult/findings`` holds
        /// every error and warning.
        case checked
        /// The compiler reported errors in the example but did not finish it (it stopped
        /// early even when compiled alone): the errors stand, the rest is unknown.
        case incomplete
        /// The example imports a module that neither the surface nor the toolchain has.
        case moduleMissing
        /// The compiler ran past its time limit and was stopped.
        case timedOut
        /// The compiler failed, or ended without confirming it typechecked the example.
        case compilerFailed
    }

    package var status: Status
    /// Why there is no full answer (every status but `checked`).
    package var reason: String?
    package var findings: [CompileFinding]
    /// True only when the compiler demonstrably typechecked the example to its end (see
    /// ``TypecheckProof``): nothing is verified without it.
    package var isProven: Bool
    /// For `moduleMissing`: the module the example imports.
    package var missingModule: String?

    package init(status: Status, reason: String? = nil, findings: [CompileFinding] = [], isProven: Bool = false) {
        self.status = status
        self.reason = reason
        self.findings = findings
        self.isProven = isProven
    }

    /// Whether the example failed to typecheck.
    package var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }
}

/// One compiler diagnostic in an example.
package struct CompileFinding: Hashable, Sendable, Codable {
    /// The diagnostic, located in the Markdown file (source `swiftc`).
    package var diagnostic: Diagnostic
    /// The warning reports a deprecated API (it counts as rule `deprecated-api`).
    package var isDeprecation: Bool
    /// The diagnostic points at a line the wrapper wrote (located at the example's start).
    package var isOnWrapperLine: Bool

    package init(diagnostic: Diagnostic, isDeprecation: Bool = false, isOnWrapperLine: Bool = false) {
        self.diagnostic = diagnostic
        self.isDeprecation = isDeprecation
        self.isOnWrapperLine = isOnWrapperLine
    }
}
