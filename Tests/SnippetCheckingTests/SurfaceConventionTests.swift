import Foundation
import Testing

/// Source-level rules of the API surface that the compiler cannot check: deprecations
/// must warn on Linux, imports must follow the README's build order, and nothing in it
/// may be private API that examples would trip over.
@Suite("API surface conventions")
struct SurfaceConventionTests {
    /// Every declaration deprecated for an Apple platform is also deprecated for `*`, so
    /// that using it warns when examples are typechecked on Linux.
    @Test func platformDeprecationsAlsoWarnOnLinux() throws {
        var offenders: [String] = []
        for file in try SurfaceSources.files() {
            let lines = file.lines
            for (index, line) in lines.enumerated() where SurfaceSources.isPlatformDeprecation(line) {
                let block = SurfaceSources.attributeBlock(around: index, in: lines)
                if !block.contains(where: { $0.contains("@available(*, deprecated") }) {
                    offenders.append("\(file.relativePath):\(index + 1)")
                }
            }
        }
        #expect(offenders.isEmpty, "platform-only deprecations (add `@available(*, deprecated, ...)`): \(offenders)")
    }

    /// A `*` deprecation says what to use instead, as Apple's do.
    @Test func deprecationsNameTheReplacement() throws {
        var offenders: [String] = []
        for file in try SurfaceSources.files() {
            for (index, line) in file.lines.enumerated() where line.contains("@available(*, deprecated") {
                if !line.contains("renamed:") && !line.contains("message:") {
                    offenders.append("\(file.relativePath):\(index + 1)")
                }
            }
        }
        #expect(offenders.isEmpty, "deprecations without renamed:/message: \(offenders)")
    }

    /// Each module imports only the toolchain's modules and surface modules listed before
    /// it in the README, so the README order and the engine's import-derived order agree.
    @Test func importsFollowTheReadmeOrder() throws {
        let order = try SurfaceBuild.moduleOrderFromReadme()
        let toolchainModules: Set<String> = ["Foundation", "FoundationNetworking", "Observation", "Dispatch", "Swift"]
        for (position, module) in order.enumerated() {
            let allowed = toolchainModules.union(order.prefix(position))
            for file in try SurfaceSources.files(in: module) {
                for imported in file.imports {
                    #expect(allowed.contains(imported), "\(file.relativePath) imports \(imported), which is not built before \(module)")
                }
            }
        }
    }

    /// Each Swift file opens with a comment saying what it declares.
    @Test func everyFileSaysWhatItCovers() throws {
        for file in try SurfaceSources.files() {
            #expect(file.lines.first?.hasPrefix("//") == true, "\(file.relativePath) has no header comment")
        }
    }
}

/// The Swift files of the surface, read as text.
enum SurfaceSources {
    struct File {
        let relativePath: String
        let lines: [String]

        var imports: [String] {
            lines.compactMap { line in
                let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                guard words.count >= 2, words[0] == "import" else { return nil }
                return words[1]
            }
        }
    }

    static func files(in module: String? = nil) throws -> [File] {
        let root = SurfaceBuild.surfaceDirectory
        let folders =
            try module.map { [$0] }
            ?? FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") && !$0.hasSuffix(".py") }
            .sorted()
        return try folders.flatMap { folder -> [File] in
            let directory = root.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") }
                .sorted()
                .map { name in
                    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                    return File(relativePath: "\(folder)/\(name)", lines: text.components(separatedBy: "\n"))
                }
        }
    }

    /// `@available(iOS, ..., deprecated: ...)` and the like, for a named platform.
    static func isPlatformDeprecation(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("@available("), !text.hasPrefix("@available(*"), text.contains("deprecated") else { return false }
        return true
    }

    /// The consecutive attribute lines around `index` (the attributes of one declaration).
    static func attributeBlock(around index: Int, in lines: [String]) -> [String] {
        func isAttribute(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
        var start = index
        while start > 0, isAttribute(lines[start - 1]) { start -= 1 }
        var end = index
        while end + 1 < lines.count, isAttribute(lines[end + 1]) { end += 1 }
        return Array(lines[start...end])
    }
}
