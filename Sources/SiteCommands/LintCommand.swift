import ArgumentParser
import ContentLoading
import Foundation
import LintRules
import Linting
import Reporting
import SiteCore

/// `handbook lint`: run the handbook's SwiftUI rules over an app's Swift files.
///
/// Each finding links to its rule's page on the site (`rules/<id>.html`, which every site
/// has), or to the page of the team's content that `lint.documentation` names for the rule.
/// The link base is, in order: `--base-url`, `base_url` in `handbook.yml`, else the site's
/// output folder (`Output`), which gives a relative path that opens the locally built page.
/// SARIF's `helpUri` must be absolute: it is given only with a base URL.
///
/// Exit status: 0 when nothing was found, 1 when there are findings, 2 for a usage error
/// (a bad `--format`, a missing path, an invalid configuration, a content folder the
/// configuration names that does not exist).
package struct LintCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files with the handbook's SwiftUI rules.",
        discussion: """
            Lints every .swift file under the given paths (folders are searched recursively; hidden \
            folders such as .build are skipped). Findings are printed as \
            'path:line:col: warning: message [rule-id] (URL)', where URL is the rule's page of \
            the built site. Turn a rule off for one line with a trailing \
            '// handbook:disable rule-id', for the next line with '// handbook:disable-next-line \
            rule-id', or for a block with '// handbook:disable rule-id' ... '// handbook:enable \
            rule-id'. The 'lint:' section of handbook.yml disables rules ('disabled: [ids]'), \
            sets severities ('severity: {id: error}'), links rules to pages of your content \
            ('documentation: {id: page.md#anchor}') and limits deprecated-api, which also reports \
            soft deprecations Xcode does not warn about, to hard ones ('deprecated-api: hard-only'). \
            Exits 1 when there are findings at or above --fail-on (default: warning), 2 on a usage \
            or configuration error. To adopt lint gradually, record the current findings with \
            --write-baseline FILE and run with --baseline FILE: findings in the baseline (matched \
            by rule, file and the line's text, not its number) are not reported and do not fail.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to lint.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(name: .long, help: ArgumentHelp("Output format: text, json, junit, sarif or github.", valueName: "format"))
    var format: ReportFormat = .text

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Where the built handbook lives; finding links start with it (default: base_url from handbook.yml, else the output folder).",
            valueName: "url")
    )
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("The configuration file.", valueName: "file"))
    var config: String = HandbookConfiguration.fileName

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp("Exit 1 for findings of this severity or worse: error or warning.", valueName: "severity"))
    var failOn: FailureThreshold = .warning

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp(
            "A platform the code is built for (repeat for several): iOS, iPadOS, macCatalyst, macOS, tvOS, watchOS or visionOS (default: lint.platforms, else what an Xcode project beside the code builds for, else any).",
            valueName: "platform"))
    var platformNames: [String] = []

    @Option(name: .long, help: ArgumentHelp("Report and fail only on findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record every current finding in this baseline file, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    /// The lowest severity that makes `lint` exit 1.
    enum FailureThreshold: String, ExpressibleByArgument, CaseIterable {
        case error, warning

        var severity: Severity { self == .error ? .error : .warning }
    }

    package init() {}

    /// The exit status for a usage error.
    static let usageError = ExitCode(2)

    package func run() throws {
        let status = execute(
            in: FileManager.default.currentDirectoryPath,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: { printError($0) }
        )
        if status != 0 { throw ExitCode(status) }
    }

    /// Lints and writes the report; returns the exit status (0, 1 or 2).
    ///
    /// - Parameters:
    ///   - directory: The folder relative paths (arguments, `--config`) start from; findings
    ///     are reported relative to it.
    ///   - output: Receives the report (standard output).
    ///   - errors: Receives error and summary lines (standard error), one per call.
    /// The platforms the code is built for: `--platform`, else `lint.platforms`, else what an
    /// Xcode project beside the code builds for (said in a note when it turns rules off).
    func choosePlatforms(
        for configuration: inout LintConfiguration, paths: [String], directory: String, notes: (String) -> Void
    ) throws {
        if !platformNames.isEmpty {
            let known = ApplePlatform.allCases.map(\.rawValue).joined(separator: ", ")
            configuration.platforms = Set(
                try platformNames.map { name in
                    guard let platform = ApplePlatform(name: name) else {
                        throw HandbookError("unknown platform '\(name)' for --platform; known platforms: \(known)")
                    }
                    return platform
                })
            return
        }
        guard configuration.platforms == nil, let detected = ProjectPlatforms.detect(for: paths) else { return }
        configuration.platforms = detected.platforms
        if !configuration.hasDynamicType {
            let projects = detected.projects.map { PathUtilities.relative($0, to: directory) }.joined(separator: ", ")
            notes(
                "note: \(projects) builds for macOS only, which has no Dynamic Type: rules about text sizes are off (--platform or lint.platforms says otherwise) [lint]"
            )
        }
    }

    func execute(in directory: String, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        func resolved(_ path: String) -> String {
            path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        }
        var report: LintReport
        var baselinedCount = 0
        var recordedCount = 0
        do {
            let configPath = resolved(config)
            let (file, warnings) = try HandbookConfiguration.load(path: configPath, builtInRuleIDs: ExampleCheckerFactory.builtInRuleIDs)
            for var warning in warnings {
                if let file = warning.location?.file { warning.location?.file = PathUtilities.relative(file, to: directory) }
                errors(warning.formatted)
            }
            var configuration = try ExampleCheckerFactory.lintConfiguration(from: file)
            // A custom rule's `documentation` is the team's page for it, like `lint.documentation`.
            for rule in configuration.customRules where !rule.documentation.isEmpty && configuration.documentationOverrides[rule.id] == nil
            {
                configuration.documentationOverrides[rule.id] = rule.documentation
            }
            // Links go to the team's own pages only when they exist in its content folder.
            if file.content != nil || !configuration.documentationOverrides.isEmpty {
                let content = file.content ?? "Content"
                try ContentFolder.require(resolved(content))
                for (id, target) in configuration.documentationOverrides.sorted(by: { $0.key < $1.key }) {
                    let page = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                    guard !FileManager.default.fileExists(atPath: resolved(content + "/" + page)) else { continue }
                    errors(
                        "\(config): warning: 'lint.documentation.\(id)' names '\(page)', which is not a page of \(content); its findings link to the rule's page [lint]"
                    )
                    configuration.documentationOverrides[id] = nil
                }
            }
            try choosePlatforms(for: &configuration, paths: paths.map(resolved), directory: directory, notes: errors)
            let linker = DocumentationLinker(baseURL: baseURL ?? file.baseURL ?? (file.output ?? "Output"))
            let files = try SwiftFileCollector().collect(paths.map(resolved))
            let linter = Linter(rules: LintRules.all, configuration: configuration)
            report = try linter.lint(files: files, linker: linker).relativized(to: directory)
            // Every current finding, the ones an older baseline covers included.
            if let writeBaseline {
                recordedCount = report.findings.count
                do {
                    try LintBaseline(report: report).encoded().write(to: URL(fileURLWithPath: resolved(writeBaseline)), options: .atomic)
                } catch {
                    throw HandbookError("cannot write the baseline: \(error.localizedDescription)", path: writeBaseline)
                }
            }
            if let baseline {
                let applied = try LintBaseline(contentsOf: resolved(baseline)).apply(to: report)
                report = applied.report
                baselinedCount = applied.baselined.count
            }
        } catch let error as HandbookError {
            var error = error
            if let path = error.path { error.path = PathUtilities.relative(path, to: directory) }
            if let file = error.location?.file { error.location?.file = PathUtilities.relative(file, to: directory) }
            errors(error.description)
            return Self.usageError.rawValue
        } catch {
            errors("error: \(error)")
            return Self.usageError.rawValue
        }

        output(format.render(report, options: ReportOptions(toolVersion: RootCommand.configuration.version)))
        let count = report.findings.count
        var summary = "Linted \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") (\(report.lineCount) lines): "
        summary += "\(count) finding\(count == 1 ? "" : "s")"
        if !report.suppressed.isEmpty { summary += ", \(report.suppressed.count) suppressed" }
        if baselinedCount > 0 { summary += ", \(baselinedCount) in the baseline" }
        errors(summary)
        if let writeBaseline {
            errors("Wrote \(recordedCount) finding\(recordedCount == 1 ? "" : "s") to the baseline \(writeBaseline)")
            return ExitCode.success.rawValue
        }
        let failing = report.findings.contains { $0.severity >= failOn.severity }
        return failing ? ExitCode.failure.rawValue : ExitCode.success.rawValue
    }
}

extension LintReport {
    /// The report with every path made relative to `directory`.
    fileprivate func relativized(to directory: String) -> LintReport {
        let printer = DiagnosticPrinter(usesColor: false, workingDirectory: directory)
        return LintReport(
            fileCount: fileCount,
            lineCount: lineCount,
            findings: findings.map(printer.relativized),
            suppressed: suppressed.map(printer.relativized),
            rules: rules,
            ruleURLs: ruleURLs,
            sources: Dictionary(sources.map { (PathUtilities.relative($0.key, to: directory), $0.value) }, uniquingKeysWith: { a, _ in a })
        )
    }
}
