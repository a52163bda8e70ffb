import Foundation
import SiteCore

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as GitHub code scanning reads
/// it: the one model and writer behind `check --format sarif` and `lint --format sarif`.
///
/// Each command maps its own report onto ``Result``s; the log, the tool description, levels,
/// artifact URIs and the encoding are decided here once, so the two reports cannot drift apart.
/// Columns are UTF-16 code units (`run.columnKind` says so); the callers convert the UTF-8
/// columns the rest of Handbook counts.
package enum SARIF {
    /// The schema URI written into `$schema`.
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// A log with one run of `handbook`, pretty-printed with sorted keys and a final newline.
    package static func render(toolVersion: String?, rules: [Rule], results: [Result]) -> String {
        let log = Log(runs: [
            Run(tool: Tool(driver: Driver(name: "handbook", version: toolVersion, rules: rules)), results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member is a string, a number, an array or a struct of those: encoding cannot fail.
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The SARIF level of a severity: SARIF's `error`, `warning` and `note` are Handbook's names too.
    package static func level(_ severity: Severity) -> String {
        severity.rawValue
    }

    /// A relative path as a URI reference: every byte but unreserved ASCII and `/` percent-encoded.
    package static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let char = Character(Unicode.Scalar(byte))
            if char.isASCII, char.isLetter || char.isNumber || "-._~/".contains(char) {
                out.append(char)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// `url` when it is absolute (`https://…`), as SARIF requires of `helpUri`; `nil` for a
    /// relative link (no `base_url`), which code-scanning services cannot open.
    package static func absoluteURI(_ url: String) -> String? {
        guard let scheme = URL(string: url)?.scheme, !scheme.isEmpty else { return nil }
        return url
    }

    // MARK: The model (the subset Handbook writes)

    struct Log: Encodable {
        let schema = SARIF.schemaURI
        let version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version
            case runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        let columnKind = "utf16CodeUnits"
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String?
        var rules: [Rule]
    }

    /// A rule a result names: `tool.driver.rules[ruleIndex]`.
    package struct Rule: Encodable, Equatable {
        package var id: String
        package var name: String?
        package var shortDescription: Message
        package var fullDescription: Message?
        package var helpUri: String?
        package var help: Message?
        package var defaultConfiguration: Configuration?

        package init(
            id: String, name: String? = nil, shortDescription: String, fullDescription: String? = nil,
            helpUri: String? = nil, defaultLevel: Severity? = nil
        ) {
            self.id = id
            self.name = name
            self.shortDescription = Message(text: shortDescription)
            self.fullDescription = fullDescription.map(Message.init(text:))
            self.helpUri = helpUri
            self.help = fullDescription.map(Message.init(text:))
            self.defaultConfiguration = defaultLevel.map { Configuration(level: SARIF.level($0)) }
        }
    }

    package struct Configuration: Encodable, Equatable { var level: String }
    package struct Message: Encodable, Equatable { var text: String }

    /// One finding: a rule, a level, a message and where.
    package struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]?
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]?
        var properties: [String: String]?
        var suppressions: [Suppression]?

        package init(
            ruleId: String, ruleIndex: Int?, severity: Severity, message: String, locations: [Location] = [],
            relatedLocations: [Location] = [], partialFingerprints: [String: String]? = nil,
            properties: [String: String]? = nil, suppressedInSource: Bool = false
        ) {
            self.ruleId = ruleId
            self.ruleIndex = ruleIndex
            self.level = SARIF.level(severity)
            self.message = Message(text: message)
            self.locations = locations.isEmpty ? nil : locations
            self.relatedLocations = relatedLocations.isEmpty ? nil : relatedLocations
            self.partialFingerprints = partialFingerprints
            self.properties = properties
            self.suppressions = suppressedInSource ? [Suppression(kind: "inSource")] : nil
        }
    }

    package struct Suppression: Encodable { var kind: String }

    /// A region of a file (1-based lines, UTF-16 columns), with a message for related locations.
    package struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var message: Message?

        package init(file: String, startLine: Int, startColumn: Int, endLine: Int? = nil, endColumn: Int? = nil, message: String? = nil) {
            let start = max(1, startLine)
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: SARIF.uriReference(file)),
                region: Region(
                    startLine: start, startColumn: max(1, startColumn),
                    endLine: endLine.map { max(start, $0) }, endColumn: endColumn
                )
            )
            self.message = message.map(Message.init(text:))
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }
}

extension Array where Element == SARIF.Rule {
    /// The index of the rule `id`, appended (with `describe(id)`) on first use: rules listed in
    /// first-use order, each result pointing at its rule by index.
    package mutating func index(of id: String, describe: (String) -> SARIF.Rule) -> Int {
        if let index = firstIndex(where: { $0.id == id }) { return index }
        append(describe(id))
        return count - 1
    }
}
