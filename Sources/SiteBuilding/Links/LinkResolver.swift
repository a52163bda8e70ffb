import Foundation
import SiteCore
import Snippets

/// Rewrites links between pages (`other.md#anchor` → `other.html#anchor`, relative) and
/// remembers every internal link so they can be checked once all pages are rendered.
///
/// A value: each page's renderer has its own, and the page's links travel with its
/// ``RenderedPage`` to the check that runs once every page's anchors are known.
package struct LinkResolver: Sendable {
    /// One internal link, to check after rendering.
    package struct Reference: Sendable, Codable {
        package var location: SourceLocation?
        /// The target's output path (a page or an asset), or the page itself for `#x`.
        package var targetOutputPath: String?
        package var targetDescription: String
        package var fragment: String?
        package var isPage: Bool
    }

    private let pageOutputPaths: [String: String]  // content-relative .md → output .html
    private let assets: Set<String>
    package private(set) var references: [Reference] = []

    package init(pageOutputPaths: [String: String], assets: Set<String>) {
        self.pageOutputPaths = pageOutputPaths
        self.assets = assets
    }

    /// A resolver that has already seen a page's links: a page a previous build rendered
    /// (see ``PageRecord``), whose links are checked again against this build's anchors.
    init(pageOutputPaths: [String: String], assets: Set<String>, references: [Reference]) {
        self.init(pageOutputPaths: pageOutputPaths, assets: assets)
        self.references = references
    }

    /// The href to write for `destination` found on the page at `pagePath` (content-relative).
    package mutating func rewrite(_ destination: String, onPage pagePath: String, outputPath: String, location: SourceLocation?) -> String {
        if destination.isEmpty || Self.isExternal(destination) { return destination }
        var path = destination
        var fragment: String?
        if let hash = destination.firstIndex(of: "#") {
            path = String(destination[..<hash])
            fragment = String(destination[destination.index(after: hash)...])
        }
        if let q = path.firstIndex(of: "?") { path = String(path[..<q]) }
        if path.isEmpty {
            references.append(
                Reference(
                    location: location, targetOutputPath: outputPath, targetDescription: "#" + (fragment ?? ""), fragment: fragment,
                    isPage: true))
            return destination
        }
        let decoded = path.removingPercentEncoding ?? path
        let folder = pagePath.contains("/") ? String(pagePath[..<pagePath.lastIndex(of: "/")!]) : ""
        let resolved = Self.normalize(
            decoded.hasPrefix("/") ? String(decoded.dropFirst()) : (folder.isEmpty ? decoded : folder + "/" + decoded))
        let suffix = fragment.map { "#" + $0 } ?? ""
        if let resolved,
            let target = pageOutputPaths[resolved] ?? pageOutputPaths[resolved + "/index.md"] ?? pageOutputPaths[resolved + "index.md"]
        {
            references.append(
                Reference(location: location, targetOutputPath: target, targetDescription: path, fragment: fragment, isPage: true))
            return PathUtilities.relativeURL(from: outputPath, to: target) + suffix
        }
        if let resolved, assets.contains(resolved) {
            references.append(
                Reference(location: location, targetOutputPath: resolved, targetDescription: path, fragment: nil, isPage: false))
            return destination
        }
        references.append(Reference(location: location, targetOutputPath: nil, targetDescription: path, fragment: fragment, isPage: false))
        return destination
    }

    /// Checks the recorded links against the pages' heading ids (by output path).
    package func check(anchors: [String: Set<String>], severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for ref in references {
            guard let target = ref.targetOutputPath else {
                diagnostics.append(
                    Diagnostic(
                        severity, "broken link: '\(ref.targetDescription)' is not a page or file of the site", at: ref.location,
                        source: "links.broken-link"))
                continue
            }
            guard ref.isPage, let fragment = ref.fragment, !fragment.isEmpty else { continue }
            let ids = anchors[target] ?? []
            // Most fragments have no escapes; Foundation's decoding is not free.
            let decoded = fragment.utf8.contains(UInt8(ascii: "%")) ? (fragment.removingPercentEncoding ?? fragment) : fragment
            if !ids.contains(decoded) {
                let near = ids.min { EditDistance.between($0, decoded) < EditDistance.between($1, decoded) }
                let hint =
                    near.map { EditDistance.between($0, decoded) <= max(3, decoded.count / 3) ? "; did you mean '#\($0)'?" : "" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        severity, "missing anchor: '\(ref.targetDescription)#\(fragment)' has no heading with id '\(decoded)'\(hint)",
                        at: ref.location, source: "links.missing-anchor"))
            }
        }
        return diagnostics
    }

    static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Resolves `.` and `..`; `nil` when the path climbs above the root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
