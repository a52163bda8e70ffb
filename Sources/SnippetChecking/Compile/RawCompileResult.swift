import SiteCore

/// The compiler's answer for one generated file, in that file's own line and column
/// coordinates and without its temporary path.
///
/// This is what the results cache stores: keyed by the generated source, it stays valid
/// when the example moves within its page, because mapping to Markdown happens afterwards
/// through the current ``LineMap``.
package struct RawCompileResult: Hashable, Sendable, Codable {
    package var status: CompileResult.Status
    package var reason: String?
    package var diagnostics: [CompilerDiagnostic]
    /// For `checked`: what proves the compiler typechecked the file to its end
    /// (``TypecheckProof/proof(forSource:)``). The results cache stores only proven results
    /// and trusts a stored one only when its proof matches the example's source.
    package var proof: String?
    /// For `moduleMissing`: the module the example imports.
    package var missingModule: String?

    package init(
        status: CompileResult.Status, reason: String? = nil, diagnostics: [CompilerDiagnostic] = [], proof: String? = nil,
        missingModule: String? = nil
    ) {
        self.status = status
        self.reason = reason
        self.diagnostics = diagnostics
        self.proof = proof
        self.missingModule = missingModule
    }

    /// Whether this is a complete answer for the source with hash `sourceHash`, proven by
    /// the compiler.
    func isProven(sourceHash: String) -> Bool {
        status == .checked && proof == TypecheckProof.proof(sourceHash: sourceHash)
    }

    /// The result located in Markdown, and the diagnostics that belong to the run (those
    /// inside a prelude). Lines copied from earlier examples are dropped; lines the wrapper
    /// wrote are reported at the example's first line.
    package func mapped(through example: WrappedExample) -> (result: CompileResult, runDiagnostics: [Diagnostic]) {
        var findings: [CompileFinding] = []
        var run: [Diagnostic] = []
        for diagnostic in diagnostics {
            let notes: [Diagnostic.Note] = diagnostic.notes.compactMap { note in
                switch example.lineMap.target(line: note.line, column: note.column) {
                case let .markdown(location), let .prelude(location): Diagnostic.Note(location: location, message: note.message)
                default: nil
                }
            }
            let isDeprecation = diagnostic.severity == .warning && diagnostic.isDeprecation
            switch example.lineMap.target(line: diagnostic.line, column: diagnostic.column) {
            case let .markdown(location):
                findings.append(
                    CompileFinding(
                        diagnostic: Diagnostic(diagnostic.severity, diagnostic.message, at: location, source: "swiftc", notes: notes),
                        isDeprecation: isDeprecation
                    ))
            case .wrapper:
                findings.append(
                    CompileFinding(
                        diagnostic: Diagnostic(
                            diagnostic.severity, Typechecker.readable(diagnostic.message), at: example.anchor, source: "swiftc",
                            notes: notes),
                        isDeprecation: isDeprecation, isOnWrapperLine: true
                    ))
            case let .prelude(location):
                run.append(Diagnostic(diagnostic.severity, diagnostic.message, at: location, source: "swiftc"))
            case .context, nil:
                break
            }
        }
        var result = CompileResult(status: status, reason: reason, findings: findings, isProven: status == .checked && proof != nil)
        result.missingModule = missingModule
        return (result, run)
    }
}
