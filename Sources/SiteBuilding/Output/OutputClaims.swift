import Foundation
import SiteCore

/// Which source each output file comes from, so that two that would write the same file
/// (or a file where another needs a folder) are reported instead of one silently replacing
/// the other. Paths are compared the way a case-insensitive file system (macOS, Windows)
/// would: `A.html` and `a.html` are one file there.
struct OutputClaims: Sendable {
    /// Where an output file comes from.
    enum Source: Equatable, Sendable {
        /// A page or file of the content folder, by its display path.
        case content(String)
        /// A theme asset, by its path.
        case theme(String)
        /// A file the build makes, described (`the generated page-not-found page`).
        case generated(String)

        var description: String {
            switch self {
            case let .content(path): "'\(path)'"
            case let .theme(path): "the theme file '\(path)'"
            case let .generated(what): what
            }
        }
    }

    private struct Claim: Sendable {
        var path: String
        var source: Source
    }

    /// Claimed files, by folded path.
    private var files: [String: Claim] = [:]
    /// Folders that claimed files need, by folded path: the first file that needs each.
    private var folders: [String: Claim] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Pairs of sources already reported: the search index's many files, say, once.
    private var reportedPairs: Set<[String]> = []

    /// The path as a case-insensitive, normalisation-insensitive file system sees it.
    static func folded(_ path: String) -> String {
        // ASCII is its own canonical form: only other text needs Foundation's mapping.
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return path.lowercased() }
        return path.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Records that `source` writes the output file `path` (relative to the output root);
    /// reports it when another source already writes that file, or needs it as a folder.
    mutating func claim(_ path: String, by source: Source) {
        let claim = Claim(path: path, source: source)
        let key = Self.folded(path)
        if let other = files[key] {
            report(other, claim, message: Self.sameFile(other, claim))
            return
        }
        if let other = folders[key] {
            report(
                other, claim,
                message:
                    "\(source.description) becomes the file '\(path)', where \(other.source.description) needs a folder (for '\(other.path)')"
            )
            return
        }
        var ancestor = ""
        for component in path.split(separator: "/").dropLast() {
            ancestor += (ancestor.isEmpty ? "" : "/") + component
            let folderKey = Self.folded(ancestor)
            if let other = files[folderKey] {
                report(
                    other, claim,
                    message:
                        "\(source.description) becomes '\(path)', which needs a folder where \(other.source.description) becomes the file '\(other.path)'"
                )
                return
            }
            if folders[folderKey] == nil { folders[folderKey] = claim }
        }
        files[key] = claim
    }

    private static func sameFile(_ first: Claim, _ second: Claim) -> String {
        let exact = first.path == second.path
        for (made, other) in [(first, second), (second, first)] {
            guard case .generated = made.source else { continue }
            if exact { return "\(other.source.description) becomes '\(other.path)', the path of \(made.source.description); rename it" }
            return
                "\(other.source.description) becomes '\(other.path)', one file with '\(made.path)' (\(made.source.description)) on a case-insensitive file system (macOS, Windows); rename it"
        }
        let both = "\(first.source.description) and \(second.source.description)"
        if exact { return "\(both) both become '\(first.path)' in the output; rename one of them" }
        return
            "\(both) become '\(first.path)' and '\(second.path)', one file on a case-insensitive file system (macOS, Windows); rename one of them"
    }

    /// An error at the content file among the two (the later one when both are), else unplaced.
    private mutating func report(_ first: Claim, _ second: Claim, message: String) {
        guard reportedPairs.insert([first.source.description, second.source.description]).inserted else { return }
        var file: String?
        if case let .content(path) = second.source { file = path } else if case let .content(path) = first.source { file = path }
        diagnostics.append(
            Diagnostic(
                .error, message, at: file.map { SourceLocation(file: $0, line: 1, column: 1) }, source: "output.collision"))
    }
}
