import Foundation
import SiteCore

/// Prints diagnostics in the compiler form, to standard error, with colour only on a TTY.
///
/// Every command routes its output through here; stages never print.
public struct DiagnosticPrinter: Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool = DiagnosticPrinter.standardErrorIsTerminal) {
        self.usesColor = usesColor
    }

    public static var standardErrorIsTerminal: Bool {
        isatty(FileHandle.standardError.fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    public static var standardOutputIsTerminal: Bool {
        isatty(FileHandle.standardOutput.fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    public func format(_ diagnostic: Diagnostic) -> String {
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

    public func print(_ diagnostics: [Diagnostic]) {
        for d in diagnostics { printError(format(d)) }
    }

    public func print(_ error: HandbookError) {
        let text = error.description
        if usesColor, let range = text.range(of: "error:") {
            printError(text.replacingCharacters(in: range, with: "\u{1B}[1;31merror:\u{1B}[0m"))
        } else {
            printError(text)
        }
    }
}

/// Writes a line to standard error.
public func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
