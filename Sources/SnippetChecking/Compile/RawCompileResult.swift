import SiteCore

/// The compiler's answer for one generated file, in that file's own line and column
/// coordinates and without its temporary path.
///
/// This is what the results cache stores: keyed by the generated source, it stays valid
/// when the example moves within its page, because mapping to Markdown happens afterwards
/// through the current ``LineMap``.
public struct RawCompileResult: Hashable, Sendable, Codable {
    public var status: CompileResult.Status
    public var reason: String?
    public var diagnostics: [CompilerDiagnostic]

    public init(status: CompileResult.Status, reason: String? = nil, diagnostics: [CompilerDiagnostic] = []) {
        self.status = status
        self.reason = reason
        self.diagnostics = diagnostics
    }

    /// The result located in Markdown, and the diagnostics that belong to the run (those
    /// inside a prelude). Lines copied from earlier examples are dropped; lines the wrapper
    /// wrote are reported at the example's first line.
    public func mapped(through example: WrappedExample) -> (result: CompileResult, runDiagnostics: [Diagnostic]) {
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
                findings.append(CompileFinding(
                    diagnostic: Diagnostic(diagnostic.severity, diagnostic.message, at: location, source: "swiftc", notes: notes),
                    isDeprecation: isDeprecation
                ))
            case .wrapper:
                findings.append(CompileFinding(
                    diagnostic: Diagnostic(diagnostic.severity, Typechecker.readable(diagnostic.message), at: example.anchor, source: "swiftc", notes: notes),
                    isDeprecation: isDeprecation, isOnWrapperLine: true
                ))
            case let .prelude(location):
                run.append(Diagnostic(diagnostic.severity, diagnostic.message, at: location, source: "swiftc"))
            case .context, nil:
                break
            }
        }
        return (CompileResult(status: status, reason: reason, findings: findings), run)
    }
}
