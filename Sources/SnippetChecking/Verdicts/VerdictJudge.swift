import SiteCore
import Snippets

/// Decides an example's verdict from what each check found (issue 8's table).
///
/// - skipped: marked `ignore`;
/// - failed: a syntax or compile error (unless `compile-fail`);
/// - unverified: the code nests too deeply to parse; the compiler gave no answer (timeout,
///   crash), or every error is an API
///   the surface lacks, or a bad example that names no rule and that no rule recognises;
/// - mismatch: a good example with a fired rule or a compiler warning, a bad example whose
///   named rule did not fire, a `compile-fail` example that compiles;
/// - verified: otherwise. Unlabelled examples only have to compile: their warnings and
///   lint findings are reported without failing them.
///
/// Compiler deprecation warnings count as the rule `deprecated-api`.
enum VerdictJudge {
    /// The id under which compiler deprecation warnings are counted.
    static let deprecationRule = "deprecated-api"

    struct Evidence {
        var syntax: [Diagnostic] = []
        /// Nil when the example was not typechecked (syntax errors).
        var compile: CompileResult?
        /// Missing surface names, when all compile errors are surface gaps.
        var surfaceGaps: [String]?
        /// Lint findings, located in Markdown (source = rule id).
        var lint: [Diagnostic] = []
    }

    static func verdict(for snippet: Snippet, evidence: Evidence) -> Verdict {
        if snippet.options.isIgnored {
            return Verdict(status: .skipped, reason: "marked 'ignore'")
        }
        var diagnostics = evidence.syntax
        func verdict(_ status: VerdictStatus, _ reason: String?, fired: [String] = []) -> Verdict {
            Verdict(status: status, reason: reason, diagnostics: diagnostics.sortedByLocation(), firedRules: fired)
        }
        let mustFail = snippet.options.mustFailToCompile
        if let tooDeep = evidence.syntax.first(where: { $0.source == SyntaxChecker.nestingSource }) {
            // Not parsed at all: nothing is known about it, it did not fail. The reason says
            // it all (the build warns at the place where the code nests too deeply).
            return Verdict(status: .unverified, reason: tooDeep.message)
        }
        if let syntaxError = evidence.syntax.first(where: { $0.severity == .error }) {
            return mustFail ? verdict(.verified, nil) : verdict(.failed, "syntax error: \(syntaxError.message)")
        }
        guard let compile = evidence.compile else {
            return verdict(.unverified, "the example was not typechecked")
        }
        guard compile.status == .checked else {
            return verdict(.unverified, compile.reason ?? "the compiler gave no answer")
        }
        diagnostics += compile.findings.map(\.diagnostic)
        if let error = compile.findings.first(where: { $0.diagnostic.severity == .error }) {
            if let gaps = evidence.surfaceGaps, !gaps.isEmpty {
                return verdict(.unverified, "API not in the surface (\(gaps.map { "'\($0)'" }.joined(separator: ", ")))")
            }
            return mustFail ? verdict(.verified, nil) : verdict(.failed, "does not compile: \(error.diagnostic.message)")
        }
        if mustFail {
            return verdict(.mismatch, "'compile-fail' example compiles")
        }
        diagnostics += evidence.lint
        var fired: [String] = []
        for id in evidence.lint.map(\.source) where !fired.contains(id) { fired.append(id) }
        if compile.findings.contains(where: \.isDeprecation), !fired.contains(deprecationRule) { fired.append(deprecationRule) }
        let warnings = compile.findings.filter { $0.diagnostic.severity == .warning && !$0.isDeprecation }

        switch snippet.label {
        case .good:
            if !fired.isEmpty {
                return verdict(.mismatch, "'good' example triggers \(fired.map { "'\($0)'" }.joined(separator: ", "))", fired: fired)
            }
            if let warning = warnings.first {
                return verdict(.mismatch, "'good' example has a compiler warning: \(warning.diagnostic.message)", fired: fired)
            }
            return verdict(.verified, nil, fired: fired)
        case .bad:
            let missing = snippet.namedRules.filter { !fired.contains($0) }
            if !missing.isEmpty {
                return verdict(.mismatch, "'bad' example does not trigger \(missing.map { "'\($0)'" }.joined(separator: ", "))", fired: fired)
            }
            if fired.isEmpty {
                return verdict(.unverified, "no rule recognises this example", fired: fired)
            }
            return verdict(.verified, nil, fired: fired)
        case .unlabelled:
            return verdict(.verified, nil, fired: fired)
        }
    }
}
