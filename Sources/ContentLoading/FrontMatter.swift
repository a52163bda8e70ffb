import SiteCore
import Yams

/// A page's optional YAML front matter.
///
/// ```yaml
/// ---
/// title: Stable identity
/// description: Why ForEach needs ids that never change
/// order: 2
/// tags: [lists, identity]
/// availability: iOS 17+
/// prelude: _preludes/lists.swift
/// ---
/// ```
package struct FrontMatter: Sendable, Hashable {
    package var title: String?
    package var description: String?
    package var order: Int?
    package var tags: [String]
    /// Availability badges, such as `iOS 17+`.
    package var availability: [String]
    /// A Swift file, relative to the content root, compiled before this page's examples.
    package var prelude: String?

    package init(
        title: String? = nil, description: String? = nil, order: Int? = nil, tags: [String] = [],
        availability: [String] = [], prelude: String? = nil
    ) {
        self.title = title
        self.description = description
        self.order = order
        self.tags = tags
        self.availability = availability
        self.prelude = prelude
    }

    /// The keys front matter may hold.
    package static let knownKeys: Set<String> = ["title", "description", "order", "tags", "availability", "prelude"]
}

/// Splits a page's text into front matter and Markdown body.
package enum FrontMatterParser {
    /// The result of splitting: the front matter, the body with the front matter lines
    /// blanked (so Markdown line numbers equal file line numbers), and warnings.
    package struct Result: Sendable {
        package var frontMatter: FrontMatter
        package var body: String
        package var hasFrontMatter: Bool
        package var warnings: [Diagnostic]
    }

    /// Parses `text` from the file at `path` (used in messages).
    /// - Throws: ``HandbookError`` with the line for invalid YAML or unterminated front matter.
    package static func parse(_ text: String, path: String) throws -> Result {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.trimmingTrailingWhitespace() == "---" else {
            return Result(frontMatter: FrontMatter(), body: text, hasFrontMatter: false, warnings: [])
        }
        guard
            let closing = lines.indices.dropFirst().first(where: {
                let l = lines[$0].trimmingTrailingWhitespace()
                return l == "---" || l == "..."
            })
        else {
            throw HandbookError(
                "front matter starting here is never closed; end it with a '---' line",
                location: SourceLocation(file: path, line: 1, column: 1))
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        var warnings: [Diagnostic] = []
        let frontMatter = try decode(yaml, path: path, firstLine: 2, warnings: &warnings)
        for i in 0...closing { lines[i] = "" }
        return Result(frontMatter: frontMatter, body: lines.joined(separator: "\n"), hasFrontMatter: true, warnings: warnings)
    }

    private static func decode(_ yaml: String, path: String, firstLine: Int, warnings: inout [Diagnostic]) throws -> FrontMatter {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw yamlError(error, path: path, firstLine: firstLine)
        }
        guard let node else { return FrontMatter() }
        guard let mapping = node.mapping else {
            throw HandbookError(
                "front matter must be a mapping of keys to values",
                location: SourceLocation(file: path, line: firstLine, column: 1))
        }
        var result = FrontMatter()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = (keyNode.mark?.line ?? 1) + firstLine - 1
            let location = SourceLocation(file: path, line: line, column: keyNode.mark?.column ?? 1)
            func scalar() throws -> String {
                guard let s = value.scalar?.string else {
                    throw HandbookError("front matter key '\(key)' must be a single value", location: location)
                }
                return s
            }
            func list() throws -> [String] {
                if let seq = value.sequence {
                    return try seq.map {
                        guard let s = $0.scalar?.string else {
                            throw HandbookError("front matter key '\(key)' must be a list of strings", location: location)
                        }
                        return s
                    }
                }
                return [try scalar()]
            }
            switch key {
            case "title": result.title = try scalar()
            case "description": result.description = try scalar()
            case "order":
                guard let n = Int(try scalar()) else {
                    throw HandbookError("front matter key 'order' must be a whole number", location: location)
                }
                result.order = n
            case "tags": result.tags = try list()
            case "availability": result.availability = try list()
            case "prelude": result.prelude = try scalar()
            default:
                warnings.append(
                    Diagnostic(
                        .warning,
                        "unknown front matter key '\(key)'; known keys are \(FrontMatter.knownKeys.sorted().joined(separator: ", "))",
                        at: location, source: "front-matter"))
            }
        }
        return result
    }

    private static func yamlError(_ error: YamlError, path: String, firstLine: Int) -> HandbookError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return HandbookError(
                "invalid YAML in front matter: \(detail)",
                location: SourceLocation(file: path, line: mark.line + firstLine - 1, column: mark.column))
        default:
            return HandbookError("invalid YAML in front matter: \(error)", location: SourceLocation(file: path, line: firstLine, column: 1))
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
