import ArgumentParser
import Foundation
import Reporting
import SiteBuilding
import SiteCore
import SnippetChecking
import Snippets

/// `handbook check`: extract, typecheck and lint every Swift example; report verdicts.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Typecheck and lint every Swift example, and report a verdict for each.",
        discussion: """
            Exit status: 0 when nothing failed or mismatched (and, with --strict, nothing is \
            unverified), 1 when something did, 2 for usage or configuration errors.
            """)

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("The report format: text, json, junit, sarif or github.", valueName: "format"))
    var format: ReportFormat = .text

    @Option(
        name: .long, help: ArgumentHelp("Write the report to this file; the text summary still goes to standard output.", valueName: "file")
    )
    var report: String?

    @Option(name: .long, help: ArgumentHelp("Check only this page (repeatable).", valueName: "path"))
    var page: [String] = []

    @Flag(name: .customLong("no-cache"), help: "Check every example again, ignoring cached results.")
    var noCache = false

    @Flag(name: .long, help: "Print how long each stage of the check took, on standard error.")
    var verbose = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Typecheck against Apple's real SDK instead of the SwiftUI surface: iphonesimulator or macosx (macOS with Xcode only).",
            valueName: "sdk"))
    var sdk: String?

    func validate() throws {
        if let sdk {
            guard ["iphonesimulator", "macosx"].contains(sdk) else {
                throw ValidationError("--sdk must be 'iphonesimulator' or 'macosx'")
            }
            #if !os(macOS)
            throw ValidationError("--sdk needs macOS with Xcode; on this system examples are checked against Handbook's SwiftUI surface")
            #endif
        }
    }

    func run() async throws {
        let printer = DiagnosticPrinter()
        let (options, configuration, warnings) = try site.resolveOrExit(printer: printer)
        printer.print(warnings)
        // Ctrl-C or SIGTERM: the compilers stop and their temporary folders go.
        ProcessCleanup.installInterruptHandlers { _ in printError("Interrupted.") }
        let collection: ExampleCollector.Collection
        let result: ExampleCheckResult
        do {
            let extractor = SnippetExtractor(vocabulary: options.labelVocabulary, defaultLanguage: options.defaultLanguage)
            collection = try ExampleCollector(contentDirectory: options.contentDirectory, extractor: extractor).collect(only: page)
            let checker = try ExampleCheckerFactory.make(options: options, configuration: configuration, noCache: noCache, sdk: sdk)
            let count = collection.examples.reduce(0) { $0 + $1.snippets.count }
            result = try await TerminalProgress().run("Checking \(counted(count, "example")) on \(counted(collection.pages.count, "page"))")
            {
                try await checker.check(collection.examples, content: collection.content)
            }
        } catch let error as HandbookError {
            printer.print(error)
            if verbose, let stage = error.stage { printError("stage \(stage): failed") }
            throw ExitCode(2)
        }
        if verbose { result.stageTimings.lines.forEach(printError) }

        let diagnostics = (collection.diagnostics + result.diagnostics).sortedByLocation()
        let checkReport = CheckReport(
            examples: result.results, pages: collection.pages.map(\.source.displayPath),
            diagnostics: diagnostics, strict: options.isStrict)
        let colour = report == nil && format == .text && DiagnosticPrinter.standardOutputIsTerminal
        let rendered = format.render(checkReport, options: ReportOptions(colour: colour, toolVersion: RootCommand.configuration.version))
        if let report {
            do {
                try rendered.write(toFile: report, atomically: true, encoding: .utf8)
            } catch {
                printer.print(HandbookError("cannot write the report: \(error.localizedDescription)", path: report))
                throw ExitCode(2)
            }
            print(checkReport.totals.countsLine)
            print(checkReport.summaryLine)
        } else {
            print(rendered, terminator: rendered.hasSuffix("\n") ? "" : "\n")
        }
        if !result.missingAPIs.isEmpty {
            printError(
                "note: the SwiftUI surface does not declare \(result.missingAPIs.count) API name\(result.missingAPIs.count == 1 ? "" : "s") used by examples: \(result.missingAPIs.joined(separator: ", "))"
            )
        }
        if !result.missingModules.isEmpty {
            let names = result.missingModules.map { "'\($0)'" }.joined(separator: ", ")
            printError(
                "note: examples import \(result.missingModules.count == 1 ? "a module" : "modules") the SwiftUI surface does not have, so they were not typechecked: \(names)"
            )
        }
        let contentErrors = diagnostics.contains { $0.severity == .error }
        if checkReport.hasFailures || contentErrors {
            throw ExitCode.failure
        }
    }
}
