import ArgumentParser
import Foundation
import SiteBuilding
import SiteCore

/// `handbook build`: Content/ → Output/.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the content folder into a static site.",
        discussion: """
            Renders every Markdown page with the theme, checks every Swift example (unless --no-check) \
            and shows its verdict on the page. The site is written to a staging folder and swapped in \
            only when the build succeeds; a failed build leaves the output folder as it was.
            """)

    @OptionGroup var site: SiteOptions

    @Flag(name: .customLong("no-check"), help: "Do not typecheck and lint the examples.")
    var noCheck = false

    @Flag(
        name: .customLong("no-cache"),
        help: "Check every example again and render every page again, ignoring cached results and the previous build.")
    var noCache = false

    @Flag(name: .long, help: "Print how long each stage of the build took, on standard error.")
    var verbose = false

    func run() async throws {
        let printer = DiagnosticPrinter()
        let started = ContinuousClock.now
        var (options, configuration, warnings) = try site.resolveOrExit(printer: printer)
        printer.print(warnings)
        do {
            try options.checkOutputPlacement()
        } catch let error as HandbookError {
            printer.print(error)
            throw ExitCode(2)
        }
        // Ctrl-C or SIGTERM: the compilers stop, the staging folder goes, the output stays.
        let outputName = options.outputDirectory
        ProcessCleanup.installInterruptHandlers { _ in
            printError("Interrupted; \(outputName) was left as it was.")
        }
        do {
            if noCheck { options.runsCheck = false }
            // The build remembers what it wrote, so the next one renders only what changed.
            options.manifestDirectory = ExampleCheckerFactory.cacheDirectory.url.path
            options.reusesPages = !noCache
            let checker =
                options.runsCheck ? try ExampleCheckerFactory.make(options: options, configuration: configuration, noCache: noCache) : nil
            let result = try await TerminalProgress().run(
                "Building \(options.contentDirectory) into \(options.outputDirectory)\(checker == nil ? "" : ", checking every example")"
            ) {
                try await SiteBuilder(options: options, checker: checker).build()
            }
            printer.print(result.diagnostics)
            if verbose { result.stageTimings.lines.forEach(printError) }
            var summary = "Built \(result.pageCount) page\(result.pageCount == 1 ? "" : "s") into \(options.outputDirectory)"
            summary +=
                ": \(result.diagnostics.errorCount) error\(result.diagnostics.errorCount == 1 ? "" : "s"), \(result.diagnostics.warningCount) warning\(result.diagnostics.warningCount == 1 ? "" : "s")"
            if let check = result.checkResult { summary += "; " + ExampleCheckerFactory.shortSummary(check) }
            summary += " in \(Self.seconds(ContinuousClock.now - started))"
            print(summary)
        } catch let error as HandbookError {
            printer.print(error)
            if verbose, let stage = error.stage { printError("stage \(stage): failed") }
            printError("Build failed; \(site.output ?? "the output folder") was left unchanged.")
            throw ExitCode.failure
        } catch let failure as BuildFailure {
            printer.print(failure.diagnostics)
            let errors = failure.diagnostics.errorCount
            printError(
                "Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(site.output ?? "the output folder") was left unchanged.")
            throw ExitCode.failure
        }
    }

    static func seconds(_ duration: Duration) -> String {
        let s = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.2fs", s)
    }
}
