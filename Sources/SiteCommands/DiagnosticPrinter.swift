import Foundation
import Reporting
import SiteCore

/// Prints diagnostics in the compiler form, to standard error, with colour only on a TTY.
/// Paths are normalised and relative to the working directory (`../app/X.swift`).
///
/// Every command routes its output through here; stages never print.
package struct DiagnosticPrinter: Sendable {
    package var usesColor: Bool
    /// The folder printed paths are relative to.
    package var workingDirectory: String

    package init(
        usesColor: Bool = DiagnosticPrinter.standardErrorIsTerminal,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.usesColor = usesColor
        self.workingDirectory = workingDirectory
    }

    /// `diagnostic` with its paths (and its notes' paths) relative to ``workingDirectory``.
    package func relativized(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location = diagnostic.location.map(relativized)
        diagnostic.end = diagnostic.end.map(relativized)
        diagnostic.notes = diagnostic.notes.map { Diagnostic.Note(location: $0.location.map(relativized), message: $0.message) }
        return diagnostic
    }

    private func relativized(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: PathUtilities.relative(location.file, to: workingDirectory), line: location.line, column: location.column)
    }

    package static var standardErrorIsTerminal: Bool {
        isatty(FileHandle.standardError.fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    package static var standardOutputIsTerminal: Bool {
        isatty(FileHandle.standardOutput.fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// The diagnostic's line in the compiler form (``DiagnosticText``, as `check` and `lint` write it).
    package func format(_ diagnostic: Diagnostic) -> String {
        DiagnosticText(colour: usesColor).line(for: relativized(diagnostic))
    }

    package func print(_ diagnostics: [Diagnostic]) {
        for d in diagnostics { printError(format(d)) }
    }

    package func print(_ error: HandbookError) {
        var error = error
        error.location = error.location.map(relativized)
        error.path = error.path.map { PathUtilities.relative($0, to: workingDirectory) }
        let text = error.description
        if usesColor, let range = text.range(of: "error:") {
            printError(text.replacingCharacters(in: range, with: "\u{1B}[1;31merror:\u{1B}[0m"))
        } else {
            printError(text)
        }
    }
}

/// Writes a line to standard error.
package func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
