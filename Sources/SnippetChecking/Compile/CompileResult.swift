import SiteCore

/// What the compiler said about one example, mapped into its Markdown file.
public struct CompileResult: Hashable, Sendable, Codable {
    /// Whether the compiler gave an answer for the example.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Typechecked; ``CompileResult/findings`` holds every error and warning.
        case checked
        /// The compiler ran past its time limit and was stopped.
        case timedOut
        /// The compiler failed without saying anything about this example.
        case compilerFailed
    }

    public var status: Status
    /// Why there is no answer (for `timedOut` and `compilerFailed`).
    public var reason: String?
    public var findings: [CompileFinding]

    public init(status: Status, reason: String? = nil, findings: [CompileFinding] = []) {
        self.status = status
        self.reason = reason
        self.findings = findings
    }

    /// Whether the example failed to typecheck.
    public var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }
}

/// One compiler diagnostic in an example.
public struct CompileFinding: Hashable, Sendable, Codable {
    /// The diagnostic, located in the Markdown file (source `swiftc`).
    public var diagnostic: Diagnostic
    /// The warning reports a deprecated API (it counts as rule `deprecated-api`).
    public var isDeprecation: Bool
    /// The diagnostic points at a line the wrapper wrote (located at the example's start).
    public var isOnWrapperLine: Bool

    public init(diagnostic: Diagnostic, isDeprecation: Bool = false, isOnWrapperLine: Bool = false) {
        self.diagnostic = diagnostic
        self.isDeprecation = isDeprecation
        self.isOnWrapperLine = isOnWrapperLine
    }
}
