import Foundation
import SiteCore
import Synchronization

extension Linter {
    /// Lints a list of Swift files (in parallel) and gathers a ``LintReport``, each rule linked
    /// to its page by `linker`.
    ///
    /// ```swift
    /// let linter = Linter(rules: LintRules.all)
    /// let report = try linter.lint(files: try SwiftFileCollector().collect(["Sources"]), linker: DocumentationLinker(baseURL: "Output"))
    /// print(ReportFormat.text.render(report))  // the Reporting module writes every format
    /// ```
    /// - Parameter files: Paths to read; they are reported as given.
    /// - Throws: ``HandbookError`` when a file cannot be read as UTF-8 text.
    package func lint(files: [String], linker: DocumentationLinker) throws -> LintReport {
        struct FileOutcome: Sendable {
            var lines = 0
            var result = LintResult(violations: [], suppressed: [])
            var source: String?
            var error: HandbookError?
        }
        let outcomes = Mutex<[FileOutcome]>(Array(repeating: FileOutcome(), count: files.count))
        let linter = self
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var outcome = FileOutcome()
            let path = files[index]
            if let data = FileManager.default.contents(atPath: path),
                let text = String(validating: data, as: UTF8.self)
            {
                outcome.lines = text.utf8.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
                if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") { outcome.lines += 1 }
                if let excess = SwiftNesting.excess(in: text) {
                    outcome.error = HandbookError(
                        "\(excess.description), too deep to parse safely; the file cannot be linted",
                        location: SourceLocation(file: path, line: excess.line, column: excess.column))
                    outcomes.withLock { [outcome] in $0[index] = outcome }
                    return
                }
                outcome.result = linter.lint(source: text, path: path)
                if !outcome.result.violations.isEmpty || !outcome.result.suppressed.isEmpty { outcome.source = text }
            } else {
                outcome.error = HandbookError("cannot read the file as UTF-8 text", path: path)
            }
            let finished = outcome
            outcomes.withLock { $0[index] = finished }
        }
        let all = outcomes.withLock { $0 }
        if let error = all.compactMap(\.error).first { throw error }

        // The rule's page of the site, which every site has, unless the configuration names a
        // page of the team's own content (the rule's own `documentation` is a page of the
        // shipped handbook, which a team's site may not have).
        var urls: [String: String] = [:]
        for description in linter.descriptions {
            urls[description.id] = linker.url(for: linter.configuration.documentationOverrides[description.id] ?? description.sitePagePath)
        }
        var findings: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        var sources: [String: String] = [:]
        for (path, outcome) in zip(files, all) {
            findings += outcome.result.violations.map { $0.diagnostic(file: path, url: urls[$0.ruleID]) }
            suppressed += outcome.result.suppressed.map { $0.diagnostic(file: path, url: urls[$0.ruleID]) }
            if let source = outcome.source { sources[path] = source }
        }
        return LintReport(
            fileCount: files.count,
            lineCount: all.reduce(0) { $0 + $1.lines },
            findings: findings,
            suppressed: suppressed,
            rules: linter.descriptions,
            ruleURLs: urls,
            sources: sources
        )
    }
}
