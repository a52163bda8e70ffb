import Foundation
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

    package func format(_ diagnostic: Diagnostic) -> String {
        let diagnostic = relativized(diagnostic)
        guard usesColor else { return diagnostic.formatted }
        let color: String
        switch diagnostic.severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;33m"
        case .note: color = "\u{1B}[1;36m"
        }
        let reset = "\u{1B}[0m"
        let location = diagnostic.location.map { "\u{1B}[1m\($0):\(reset) " } ?? ""
        return "\(location)\(color)\(diagnostic.severity.rawValue):\(reset) \(diagnostic.message) [\(diagnostic.source)]"
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
