import Foundation
import SiteCore

/// Reads swiftc's `-diagnostic-style llvm` output.
///
/// Each diagnostic is one line `path:line:col: error|warning|note|remark: message`, optionally
/// followed by the source line, a caret line and fix-it lines, which are skipped. A
/// `note:` attaches to the diagnostic before it. Lines without a position
/// (`error: unable to load …`, `<unknown>:0: error: …`) are kept with a nil path.
package enum CompilerOutputParser {
    /// Every diagnostic in `output`, in order, with notes attached.
    package static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(Substring(rawLine)) else { continue }
            if diagnostic.severity == .note, !result.isEmpty {
                result[result.count - 1].notes.append(diagnostic)
            } else {
                result.append(diagnostic)
            }
        }
        return result
    }

    /// One header line, or nil for source, caret and fix-it lines.
    static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        let text = line.hasSuffix("\r") ? line.dropLast() : line
        for (marker, severity) in bareMarkers where text.hasPrefix(marker) {
            // `error: message` from the driver, no position.
            return make(path: nil, line: 0, column: 0, severity: severity, message: String(text.dropFirst(marker.count)))
        }
        for (marker, severity) in markers {
            guard let range = text.range(of: marker) else { continue }
            let head = text[..<range.lowerBound]
            let message = String(text[range.upperBound...])
            // head is `path:line:col`; the path itself may contain ':'.
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == "<unknown>", let lineNumber = Int(parts[1]) {
                return make(path: nil, line: lineNumber, column: 0, severity: severity, message: message)
            }
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let lineNumber = Int(parts[parts.count - 2])
            else {
                // Source lines may contain ": error: " inside a string literal: such a line has
                // no `path:line:col` head and is not a diagnostic.
                continue
            }
            let path = parts[0..<parts.count - 2].joined(separator: ":")
            let isUnknown = path == "<unknown>" || path.isEmpty
            return make(
                path: isUnknown ? nil : path, line: lineNumber, column: column,
                severity: severity, message: message
            )
        }
        return nil
    }

    private static let markers: [(String, Severity)] = [
        (": error: ", .error), (": warning: ", .warning), (": note: ", .note), (": remark: ", .note),
    ]
    private static let bareMarkers: [(String, Severity)] = [("error: ", .error), ("warning: ", .warning)]

    private static func make(path: String?, line: Int, column: Int, severity: Severity, message: String) -> CompilerDiagnostic {
        var message = message
        var group: String?
        // swiftc 6.x appends the diagnostic group: `... [#DeprecatedDeclaration]`.
        if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
            group = String(message[open.upperBound..<message.index(before: message.endIndex)])
            message = String(message[..<open.lowerBound])
        }
        return CompilerDiagnostic(path: path, line: line, column: column, severity: severity, message: message, group: group)
    }
}
