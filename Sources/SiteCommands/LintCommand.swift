import ArgumentParser
import ContentLoading
import Foundation
import Linting
import LintRules
import SiteCore

/// `handbook lint`: run the handbook's SwiftUI rules over an app's Swift files.
///
/// Each finding links to the handbook section that explains it. The link base is, in order:
/// `--base-url`, `base_url` in `handbook.yml`, else the site's output folder (`Output`), which
/// gives a relative path that opens the locally built page.
///
/// Exit status: 0 when nothing was found, 1 when there are findings, 2 for a usage error
/// (a bad `--format`, a missing path, an invalid configuration).
public struct LintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files with the handbook's SwiftUI rules.",
        discussion: """
        Lints every .swift file under the given paths (folders are searched recursively; hidden \
        folders such as .build are skipped). Findings are printed as \
        'path:line:col: warning: message [rule-id] (URL)', where URL is the handbook section \
        that explains the rule. Turn a rule off for one line with a trailing \
        '// handbook:disable rule-id', for the next line with '// handbook:disable-next-line \
        rule-id', or for a block with '// handbook:disable rule-id' ... '// handbook:enable \
        rule-id'. The 'lint:' section of handbook.yml disables rules ('disabled: [ids]') and \
        sets severities ('severity: {id: error}'). Exits 1 when there are findings, 2 on a \
        usage error.
        """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to lint.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(name: .long, help: ArgumentHelp("Output format: text, json, sarif or github.", valueName: "format"))
    var format: String = "text"

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("Where the built handbook lives; finding links start with it (default: base_url from handbook.yml, else the output folder).", valueName: "url")
    )
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("The configuration file.", valueName: "file"))
    var config: String = HandbookConfiguration.fileName

    public init() {}

    /// The exit status for a usage error.
    static let usageError = ExitCode(2)

    public func run() throws {
        let printer = DiagnosticPrinter()
        guard let reportFormat = LintReportFormat(rawValue: format.lowercased()) else {
            printError("error: unknown format '\(format)'; use one of \(LintReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            throw Self.usageError
        }
        let report: LintReport
        do {
            let (file, warnings) = try HandbookConfiguration.load(path: config)
            printer.print(warnings)
            let configuration = try LintConfiguration(dictionary: [
                "disabled": file.disabledRules,
                "severity": file.ruleSeverities,
            ])
            let known = Set(LintRules.all.map { $0.description.id })
            for id in configuration.unknownRuleIDs(known: known) {
                printError("\(config): warning: unknown lint rule '\(id)'")
            }
            let linker = DocumentationLinker(baseURL: baseURL ?? file.baseURL ?? (file.output ?? "Output"))
            let files = try SwiftFileCollector().collect(paths)
            let runner = LintRunner(linter: Linter(rules: LintRules.all, configuration: configuration), linker: linker)
            report = try runner.run(files: files)
        } catch let error as HandbookError {
            printer.print(error)
            throw Self.usageError
        }

        let output = try reportFormat.render(report)
        FileHandle.standardOutput.write(Data(output.utf8))
        let count = report.findings.count
        var summary = "Linted \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") (\(report.lineCount) lines): "
        summary += "\(count) finding\(count == 1 ? "" : "s")"
        if !report.suppressed.isEmpty { summary += ", \(report.suppressed.count) suppressed" }
        printError(summary)
        if count > 0 { throw ExitCode.failure }
    }
}
