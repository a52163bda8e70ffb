import Foundation
import SiteCore

/// iOS availability, checked on Linux through custom availability domains.
///
/// Compiled for Linux, `@available(iOS 17.0, *)` is ignored, so a page that says it
/// targets iOS 16 could use an iOS 17 API unnoticed. Swift's experimental
/// `CustomAvailability` feature checks availability domains declared by a Clang module
/// (a C header with `CLANG_*_AVAILABILITY_DOMAIN`), also across module boundaries:
///
/// - When the surface is built, every `@available(iOS X.Y, …)` attribute of a surface file
///   gets `@available(iOS_X_Y)` added on the same line, one domain per iOS version the
///   surface introduces after SwiftUI's first (13.0), and each module re-exports the Clang
///   module `PlatformDomains`. The surface builds against a header in which every domain
///   is always enabled.
/// - An example on a page whose front matter says `availability: iOS 16+` is typechecked
///   against a header in which the domains up to 16.0 are always enabled and the later
///   ones are dynamic: using an iOS 17 declaration outside a check is an error (`is only
///   available in iOS_17_0`), which ``explain(_:target:)`` turns into words.
/// - The example's own `#available(iOS 17, *)` and `@available(iOS 17, *)` get the
///   matching domain checks appended on the same line (``rewriteExample(_:target:versions:)``),
///   so a guarded use compiles.
/// - The example's `@Observable` (the toolchain's Observation, without availability) is
///   held to iOS 17 through a stand-in attribute (`AvailabilityDomains+Observation.swift`).
///
/// Examples on pages without an iOS availability use the all-enabled header: nothing changes
/// for them.
enum AvailabilityDomains {
    /// An iOS version with a domain (`17.4` is `iOS_17_4`).
    struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
        var major: Int
        var minor: Int

        init(_ major: Int, _ minor: Int = 0) {
            self.major = major
            self.minor = minor
        }

        /// `17`, `17.4` or `17.4.1` (the patch is dropped).
        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard let first = parts.first, let major = Int(first) else { return nil }
            let minor = parts.count > 1 ? Int(parts[1]) : 0
            guard let minor else { return nil }
            self.init(major, minor)
        }

        /// The deployment target a page's `availability:` front matter names: the first
        /// `iOS 16+` (or `iOS 16.4+`, `iOS 16`) entry; nil without one.
        init?(pageAvailability entries: [String]) {
            for entry in entries {
                let words = entry.trimmingCharacters(in: .whitespaces).split(separator: " ")
                guard words.count == 2, words[0].lowercased() == "ios" else { continue }
                let number = words[1].hasSuffix("+") ? words[1].dropLast() : words[1]
                if let version = Version(number) {
                    self = version
                    return
                }
            }
            return nil
        }

        var domain: String { "iOS_\(major)_\(minor)" }
        var description: String { "\(major).\(minor)" }

        static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }
    }

    /// The Clang module that declares the domains.
    static let moduleName = "PlatformDomains"
    /// Versions up to this one have no domain: SwiftUI's first release is the floor.
    static let floor = Version(13, 0)
    /// Where a built surface keeps its domain headers, inside its module directory.
    static let folderName = "PlatformDomains"
    static let versionsFile = "versions.txt"
    /// The experimental feature the compiler needs, before and after the surface is built.
    static let featureFlags = ["-enable-experimental-feature", "CustomAvailability"]
    /// The file added to every surface module: re-exports the domains to examples.
    static let exportFile = (name: "_PlatformDomains.swift", text: "@_exported import \(moduleName)\n")

    // MARK: - The surface

    /// `source` with `@available(iOS_X_Y)` added after each `@available(iOS X.Y, …)` or
    /// `@available(iOS, introduced: X.Y, …)` attribute (same line), and the versions used.
    static func annotateSurface(_ source: String) -> (text: String, versions: Set<Version>) {
        var versions: Set<Version> = []
        let text = appendingAfterAttributes(named: "@available(", in: source) { arguments in
            guard let version = iOSVersion(inAttribute: arguments), version > floor else { return nil }
            versions.insert(version)
            return " @available(\(version.domain))"
        }
        return (text, versions)
    }

    /// The folder of domain headers for `target` (nil: every domain enabled) in a built
    /// surface, written on first use.
    ///
    /// - Throws: ``HandbookError`` when the folder cannot be written.
    static func directory(in moduleDirectory: URL, target: Version?) throws -> URL {
        let root = moduleDirectory.appendingPathComponent(folderName)
        let folder = root.appendingPathComponent(target.map { "iOS-\($0)" } ?? "all")
        let header = folder.appendingPathComponent("\(moduleName).h")
        if FileManager.default.fileExists(atPath: header.path) { return folder }
        try write(header: headerText(versions: versions(in: moduleDirectory), target: target), to: folder)
        return folder
    }

    /// The domain versions a built surface uses (from its `versions.txt`).
    static func versions(in moduleDirectory: URL) -> [Version] {
        let file = moduleDirectory.appendingPathComponent(folderName).appendingPathComponent(versionsFile)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { Version($0) }.sorted()
    }

    /// Records `versions` and writes the all-enabled header into a surface being built.
    static func prepareBuild(versions: Set<Version>, in moduleDirectory: URL) throws -> URL {
        let root = moduleDirectory.appendingPathComponent(folderName)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let sorted = versions.sorted()
        try PathUtilities.replaceFile(
            at: root.appendingPathComponent(versionsFile), with: Data(sorted.map(\.description).joined(separator: "\n").utf8))
        let folder = root.appendingPathComponent("all")
        try write(header: headerText(versions: sorted, target: nil), to: folder)
        return folder
    }

    static func headerText(versions: [Version], target: Version?) -> String {
        var lines = [
            "// The iOS versions of the Handbook API surface as availability domains"
                + (target.map { " (deployment target iOS \($0))" } ?? " (all enabled)") + ".",
            "#include <availability_domain.h>",
            "static int __handbook_later_ios(void) { return 0; }",
        ]
        for version in versions {
            if let target, version > target {
                lines.append("CLANG_DYNAMIC_AVAILABILITY_DOMAIN(\(version.domain), __handbook_later_ios);")
            } else {
                lines.append("CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(\(version.domain));")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(header: String, to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let map = "module \(moduleName) {\n  header \"\(moduleName).h\"\n  export *\n}\n"
        try PathUtilities.replaceFile(at: folder.appendingPathComponent("module.modulemap"), with: Data(map.utf8))
        try PathUtilities.replaceFile(at: folder.appendingPathComponent("\(moduleName).h"), with: Data(header.utf8))
    }

    // MARK: - Examples

    /// `source` with domain checks added, same line, to its iOS availability checks for a
    /// page that targets `target`: `#available(iOS 17, *)` gains `, #available(iOS_16_4),
    /// #available(iOS_17_0)` (every domain after the target up to the version checked), and
    /// `@available(iOS 17, *)` gains `@available(iOS_16_4) @available(iOS_17_0)`. The first
    /// import line also imports the domains (`; import PlatformDomains`), followed by
    /// `declarations` (`; …` each); a source without an import is returned unchanged.
    static func rewriteExample(_ source: String, target: Version, versions: [Version], declaring declarations: [String] = []) -> String {
        let domains = { (version: Version) in versions.filter { $0 > target && $0 <= version } }
        var changed = false
        var text = appendingAfterAttributes(named: "#available(", in: source) { arguments in
            guard let version = iOSVersion(inCheck: arguments) else { return nil }
            let added = domains(version)
            guard !added.isEmpty else { return nil }
            changed = true
            return added.map { ", #available(\($0.domain))" }.joined()
        }
        text = appendingAfterAttributes(named: "@available(", in: text) { arguments in
            guard let version = iOSVersion(inAttribute: arguments) else { return nil }
            let added = domains(version)
            guard !added.isEmpty else { return nil }
            changed = true
            return added.map { " @available(\($0.domain))" }.joined()
        }
        guard changed || !declarations.isEmpty else { return source }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }) else { return source }
        lines[first] += "; import \(moduleName)" + declarations.map { "; " + $0 }.joined()
        return lines.joined(separator: "\n")
    }

    /// A compiler message about a domain (`'X' is only available in iOS_17_0`) in words,
    /// naming the page's target and the fix; other messages unchanged.
    static func explain(_ message: String, target: Version) -> String {
        let message = message.replacingOccurrences(of: "'\(observationStandIn)()'", with: "'Observable()'")
        guard let range = message.range(of: #"iOS_[0-9]+_[0-9]+"#, options: .regularExpression) else { return message }
        let parts = message[range].split(separator: "_")
        let version = "\(parts[1]).\(parts[2])"
        let subject = message[..<range.lowerBound]
        guard subject.hasSuffix("is only available in ") else {
            return message.replacingCharacters(in: range, with: "iOS \(version)")
        }
        return "\(subject)iOS \(version) or newer, but this page's availability is iOS \(target)+: "
            + "guard it with 'if #available(iOS \(version), *)' or mark the enclosing declaration '@available(iOS \(version), *)'"
    }

    // MARK: - Parsing

    /// The iOS version of an attribute's arguments: `iOS 17.0, macOS 14.0, *` or
    /// `iOS, introduced: 17.0, deprecated: …`.
    private static func iOSVersion(inAttribute arguments: Substring) -> Version? {
        let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = items.first else { return nil }
        if first == "iOS", items.count > 1, items[1].hasPrefix("introduced:") {
            return Version(items[1].dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces))
        }
        let words = first.split(separator: " ")
        guard words.count == 2, words[0] == "iOS" else { return nil }
        return Version(words[1])
    }

    /// The iOS version an `#available(…)` condition checks (`iOS 17, macOS 14, *`).
    private static func iOSVersion(inCheck arguments: Substring) -> Version? {
        for item in arguments.split(separator: ",") {
            let words = item.trimmingCharacters(in: .whitespaces).split(separator: " ")
            if words.count == 2, words[0] == "iOS" { return Version(words[1]) }
        }
        return nil
    }

    /// `source` with `addition(arguments)` inserted after the closing parenthesis of every
    /// `prefix…)` (a string literal in the arguments may hold parentheses).
    private static func appendingAfterAttributes(named prefix: String, in source: String, addition: (Substring) -> String?) -> String {
        var result = ""
        var rest = source[...]
        while let start = rest.range(of: prefix) {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            var depth = 1
            var inString = false
            var index = rest.startIndex
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if inString {
                    if character == "\\" {
                        index = rest.index(after: index)
                        if index == rest.endIndex { break }
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth -= 1
                } else if character == "\n" {
                    break
                }
                index = rest.index(after: index)
            }
            guard depth == 0 else { continue }
            let arguments = rest[..<rest.index(before: index)]
            result += rest[..<index]
            rest = rest[index...]
            if let extra = addition(arguments) { result += extra }
        }
        return result + rest
    }
}
