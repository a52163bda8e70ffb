import SiteCore
import Yams

/// A composed `handbook.yml`: decodes it, and points coding paths back at lines.
struct ConfigurationDocument {
    let root: Node
    let path: String

    /// Decodes `T`, with the unknown-key warnings and any problem at their lines.
    /// - Parameter userInfo: What the sections need to know beyond the file (the built-in rules).
    func decode<T: Decodable>(_ type: T.Type, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> (T, [Diagnostic]) {
        let warnings = ConfigurationWarnings()
        var userInfo: [CodingUserInfoKey: Any] = userInfo
        userInfo[ConfigurationWarnings.userInfoKey] = warnings
        do {
            let value = try YAMLDecoder().decode(T.self, from: root, userInfo: userInfo)
            let diagnostics = warnings.entries.map {
                Diagnostic(.warning, $0.message, at: location(of: $0.codingPath, isAtKey: true), source: "config")
            }
            return (value, diagnostics)
        } catch let problem as ConfigurationProblem {
            throw HandbookError(problem.message, location: location(of: problem.codingPath, isAtKey: problem.isAtKey))
        } catch let error as DecodingError {
            // Every section reads through the helpers of ConfigurationDecoding.swift, which turn
            // these into problems; this is a safety net.
            let codingPath = error.failurePath ?? []
            throw HandbookError("'\(codingPath.dotted)' has the wrong type", location: location(of: codingPath, isAtKey: false))
        }
    }

    /// The line and column of the value (or key) at `codingPath`; of the deepest node that
    /// exists when the path leaves the file (a merged `<<` key).
    func location(of codingPath: [any CodingKey], isAtKey: Bool) -> SourceLocation {
        var node = root
        for (index, key) in codingPath.enumerated() {
            if let mapping = node.mapping, let pair = mapping.first(where: { $0.key.string == key.stringValue }) {
                node = isAtKey && index == codingPath.count - 1 ? pair.key : pair.value
            } else if let sequence = node.sequence, let position = key.intValue, sequence.indices.contains(position) {
                node = sequence[position]
            } else {
                break
            }
        }
        return SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
