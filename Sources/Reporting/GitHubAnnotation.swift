import SiteCore

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`): the command names,
/// the form and the escaping that `check --format github` and `lint --format github` share.
package enum GitHubAnnotation {
    /// The workflow command for a severity: `error`, `warning`, or `notice` for a note.
    package static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `::<command> key=value,…::message`, property values and the message escaped; no newline.
    package static func command(_ severity: Severity, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        return "::\(command(for: severity)) \(list)::\(escapeData(message))"
    }

    /// A message: `%`, CR and LF escaped.
    package static func escapeData(_ text: String) -> String {
        text.replacingScalars(dataReplacements)
    }

    /// A property value (`file=`, `title=`): `%`, CR, LF, `:` and `,` escaped.
    package static func escapeProperty(_ text: String) -> String {
        text.replacingScalars(propertyReplacements)
    }

    private static let dataReplacements: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
    private static let propertyReplacements = dataReplacements.merging([":": "%3A", ",": "%2C"]) { $1 }
}
