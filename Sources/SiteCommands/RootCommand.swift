import ArgumentParser
import Foundation

/// `handbook`: build, check and serve a SwiftUI handbook.
package struct RootCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "handbook",
        abstract: "Build a searchable SwiftUI handbook from Markdown and check every Swift example.",
        version: "0.1.0",
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, LintCommand.self, ServeCommand.self])

    package init() {}
}

extension RootCommand {
    /// Parses the process arguments and runs the chosen subcommand, awaiting async ones.
    ///
    /// (A library-defined root command without its own `run()` cannot use `@main`, and the
    /// synchronous `main()` would be picked for it; this is the asynchronous entry point.)
    package static func runMain(_ arguments: [String]? = nil) async {
        let parsed: any ParsableCommand
        do {
            parsed = try parseAsRoot(arguments)
        } catch {
            // Usage errors exit with 2, as documented; help and version requests exit 0.
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
        do {
            var command = parsed
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
