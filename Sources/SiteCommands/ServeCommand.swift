import ArgumentParser
import Dispatch
import Foundation
import SiteBuilding
import SiteCore
import SiteServer

/// `handbook serve`: a local preview that rebuilds on save and reloads the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site locally, rebuilding and reloading the browser on every save.",
        discussion: """
            Builds the site into memory and serves it (nothing is written to the output folder), \
            then watches the content folder, the theme and the configuration file. On a change it \
            rebuilds and tells open pages to reload. A build error is printed here and shown over \
            the page in the browser, while the last good version stays served. Only files of the \
            site are served. Stop with Ctrl-C.
            """)

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port: UInt16 = 8000

    @Option(name: .long, help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(name: .customLong("no-check"), help: "Do not typecheck and lint the examples.")
    var noCheck = false

    func run() async throws {
        let printer = DiagnosticPrinter()
        let (_, _, warnings) = try site.resolveOrExit(printer: printer)
        printer.print(warnings)
        let site = self.site
        let noCheck = self.noCheck
        // One set of caches for the session: a rebuild finds the unchanged pages' fences,
        // highlighted code and parsed lint context where the last build left them.
        let caches = BuildCaches(sessionLong: true)
        let makeBuilder: PreviewServer.BuilderFactory = {
            // handbook.yml is read again for every build, so editing it takes effect.
            var (options, configuration, _) = try site.resolve()
            if noCheck { options.runsCheck = false }
            // Checked examples come from the result cache unless they changed.
            let checker =
                options.runsCheck
                ? try ExampleCheckerFactory.make(options: options, configuration: configuration, noCache: false, caches: caches)
                : nil
            return SiteBuilder(options: options, checker: checker, caches: caches)
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(
                configuration: .init(host: host, port: port, extraWatchedPaths: [site.config]),
                makeBuilder: makeBuilder,
                onEvent: { Self.report($0, printer: printer) })
        } catch let error as HandbookError {
            printer.print(error)
            throw ExitCode(2)
        }

        let serving = Task { try await server.run() }
        let signals = Self.cancelOnInterrupt(serving)
        defer { for signal in signals { signal.cancel() } }
        // A check still running when the server stops must not leave compilers or their
        // temporary folders behind.
        defer { ProcessCleanup.cleanUp() }
        do {
            try await serving.value
        } catch let error as HandbookError {
            printer.print(error)
            throw ExitCode.failure
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        printError("Stopped.")
    }

    /// Ctrl-C (SIGINT) and SIGTERM cancel `task`, which stops the server cleanly; the
    /// compilers of a check under way are killed at once, so that the rebuild ends.
    static func cancelOnInterrupt(_ task: Task<Void, any Error>) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                task.cancel()
                ProcessCleanup.stopChildren()
            }
            source.resume()
            return source
        }
    }

    static func report(_ event: PreviewServer.Event, printer: DiagnosticPrinter) {
        switch event {
        case .listening(let url):
            say("Serving at \(url) (Ctrl-C to stop)")
        case .changed(let paths):
            let names = paths.prefix(3).map { PathUtilities.relative($0, to: FileManager.default.currentDirectoryPath) }
            say("Changed: \(names.joined(separator: ", "))\(paths.count > 3 ? " and \(paths.count - 3) more" : "")")
        case .built(let build):
            printer.print(build.diagnostics)
            let warnings = build.diagnostics.warningCount
            let verb = build.generation == 1 ? "Built" : "Rebuilt"
            say(
                "\(verb) \(build.pageCount) page\(build.pageCount == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(milliseconds(build.duration))"
            )
        case .failed(let failure):
            printer.print(failure.diagnostics)
            if let error = failure.error { printer.print(error) }
            printError("Build failed in \(milliseconds(failure.duration)); still serving the last good version.")
        }
    }

    /// Writes a line to standard output at once (it is often a pipe, read by a script).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func milliseconds(_ duration: Duration) -> String {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return ms < 1000 ? String(format: "%.0f ms", ms) : String(format: "%.2f s", ms / 1000)
    }
}
