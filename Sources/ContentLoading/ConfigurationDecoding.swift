// The one way `handbook.yml` is read: Yams decodes the composed YAML into the configuration's
// types, whose `init(from:)` use the helpers here. Every section reports keys it does not
// know the same way, and every wrongly typed value becomes a ``ConfigurationProblem`` whose
// coding path ``ConfigurationDocument`` turns back into the file's line and column.

import SiteCore

/// A value of the configuration that is wrongly typed or not one of the allowed words.
struct ConfigurationProblem: Error {
    /// Where: the keys (and list indices) from the top of the file down to the value.
    var codingPath: [any CodingKey]
    var message: String
    /// Whether the key is at fault (an invalid custom rule id, a rule missing a field)
    /// rather than its value.
    var isAtKey = false
}

/// The keys of one section of `handbook.yml`, in the order its warning lists them.
protocol ConfigurationKeys: CodingKey, CaseIterable, RawRepresentable<String>, Hashable where AllCases == [Self] {
    /// Older or alternative spellings that are read but not suggested.
    static var aliases: Set<Self> { get }
}

extension ConfigurationKeys {
    static var aliases: Set<Self> { [] }
}

/// Any key of a mapping (rule ids, custom rule ids, keys a section does not know), or the
/// position of an item in a list.
struct ConfigurationKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The warnings one decoding gathers: handed to the decoder in its `userInfo`.
final class ConfigurationWarnings {
    private(set) var entries: [(codingPath: [any CodingKey], message: String)] = []

    static let userInfoKey = CodingUserInfoKey(rawValue: "handbook.configuration.warnings")!

    /// The one warning for a key its section does not know, with the known key it is
    /// nearest to, or else all of them: `unknown key 'check.asume'; did you mean 'assume'?`,
    /// `unknown key 'labels.x'; expected 'good' or 'bad'`.
    func unknownKey(at codingPath: [any CodingKey], expected: [String]) {
        let key = codingPath.last?.stringValue ?? ""
        warn(at: codingPath, "unknown key '\(codingPath.dotted)'; " + Self.suggestion(for: key, in: expected))
    }

    /// A warning about the key (or list item) at `codingPath`.
    func warn(at codingPath: [any CodingKey], _ message: String) {
        entries.append((codingPath, message))
    }

    /// `did you mean 'assume'?` when `word` is a likely typo of one of `candidates`, else
    /// `expected 'enabled' or 'assume'`.
    static func suggestion(for word: String, in candidates: [String]) -> String {
        if let nearest = EditDistance.nearest(to: word, in: candidates) { return "did you mean '\(nearest)'?" }
        let quoted = candidates.map { "'\($0)'" }
        let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] : quoted.joined()
        return "expected \(list)"
    }
}

extension [any CodingKey] {
    /// `lint.custom_rules.no-print`, as messages name a key.
    var dotted: String { map(\.stringValue).joined(separator: ".") }
}

extension Decoder {
    /// `'lint.severity'`: the key this decoder reads, quoted for a message.
    var keyName: String { "'\(codingPath.dotted)'" }

    /// This value as a section whose keys are `Keys`; every other key gets the unknown-key
    /// warning, at its line.
    /// - Parameter expectation: What the value must be, for the error when it is not a
    ///   mapping: `must be a mapping`.
    func section<Keys: ConfigurationKeys>(_ keys: Keys.Type, _ expectation: String) throws -> KeyedDecodingContainer<Keys> {
        let all = try entries(expectation)
        let known = Keys.allCases.filter { !Keys.aliases.contains($0) }.map(\.rawValue)
        let warnings = userInfo[ConfigurationWarnings.userInfoKey] as? ConfigurationWarnings
        for (key, _) in all where Keys(rawValue: key) == nil {
            warnings?.unknownKey(at: codingPath + [ConfigurationKey(stringValue: key)], expected: known)
        }
        return try container(keyedBy: Keys.self)
    }

    /// This value as a mapping of names the file chooses (rule ids), in file order.
    func entries(_ expectation: String) throws -> [(key: String, value: any Decoder)] {
        let container: KeyedDecodingContainer<ConfigurationKey>
        do {
            container = try self.container(keyedBy: ConfigurationKey.self)
        } catch is DecodingError {
            let subject = codingPath.isEmpty ? "configuration" : keyName
            throw ConfigurationProblem(codingPath: codingPath, message: "\(subject) \(expectation)")
        }
        return try container.allKeys.map { ($0.stringValue, try container.superDecoder(forKey: $0)) }
    }

    /// Whether this value is a mapping (for a key that takes either a value or a section).
    var isMapping: Bool { (try? container(keyedBy: ConfigurationKey.self)) != nil }

    /// This value as a `T`; when it is not one, a problem at the innermost wrong value:
    /// `'strict' must be true or false`.
    func value<T: Decodable>(_ type: T.Type, _ expectation: String) throws -> T {
        do {
            return try singleValueContainer().decode(T.self)
        } catch let error as DecodingError {
            throw ConfigurationProblem(codingPath: error.failurePath ?? codingPath, message: "\(keyName) \(expectation)")
        }
    }

    func string() throws -> String { try value(String.self, "must be a single value") }
    func bool() throws -> Bool { try value(Bool.self, "must be true or false") }
    func strings() throws -> [String] { try value([String].self, "must be a list") }

    /// This value as one of `T`'s words.
    /// - Parameter message: The error for any other word, given that word.
    func choice<T: RawRepresentable<String>>(_ type: T.Type, _ message: (String) -> String) throws -> T {
        let text = try string()
        guard let chosen = T(rawValue: text) else { throw problem(message(text)) }
        return chosen
    }

    /// This value as a severity (`lint.severity.<id>`, a custom rule's `severity`).
    func severity() throws -> Severity {
        try choice(Severity.self) { "severity '\($0)' must be note, warning or error" }
    }

    /// This value as a page of the content folder (`page.md#anchor`), as rules link to them.
    func contentPage() throws -> String {
        let target = try string()
        guard !target.isEmpty, !target.hasPrefix("/"), !target.hasPrefix("#") else {
            throw problem("\(keyName) must be a content-relative page like 'page.md#anchor'")
        }
        return target
    }

    /// A problem with this value, or with its key (`'lint.custom_rules.r' needs a 'regex'`).
    func problem(atKey: Bool = false, _ message: String) -> ConfigurationProblem {
        ConfigurationProblem(codingPath: codingPath, message: message, isAtKey: atKey)
    }

}

extension KeyedDecodingContainer {
    /// The decoder of `key`'s value when the section has the key.
    func entry(_ key: Key) throws -> (any Decoder)? {
        contains(key) ? try superDecoder(forKey: key) : nil
    }
}

extension DecodingError {
    /// Where the decoder was when it failed.
    var failurePath: [any CodingKey]? {
        switch self {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .keyNotFound(_, context), let .dataCorrupted(context):
            context.codingPath
        @unknown default:
            nil
        }
    }
}
