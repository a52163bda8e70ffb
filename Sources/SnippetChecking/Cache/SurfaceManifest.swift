import Foundation
import SiteCore

/// The modules of a surface folder, in the order they must be built.
///
/// Every subfolder holding `.swift` files is a module named after the folder. The order
/// comes from the files' own `import` lines (a module is built after the surface modules
/// it imports), so adding a module needs no list to keep in sync. Extra compiler flags may
/// be given in `README.md` on a line of the form ``flags: `-swift-version 5` `` (any
/// backquoted words after `flags:`).
struct SurfaceManifest {
    struct Module: Hashable {
        var name: String
        var files: [URL]
        /// The surface modules it imports.
        var dependencies: Set<String> = []
    }

    let directory: URL

    /// Extra `-emit-module` flags named in the README, if any.
    var flags: [String] {
        guard let readme = try? String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        for line in readme.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.lowercased().hasPrefix("flags:") || text.lowercased().hasPrefix("- flags:") else { continue }
            let quoted = text.split(separator: "`", omittingEmptySubsequences: false)
            return stride(from: 1, to: quoted.count, by: 2).flatMap { quoted[$0].split(separator: " ").map(String.init) }
        }
        return []
    }

    /// The modules, dependencies first.
    ///
    /// - Throws: ``HandbookError`` when the folder cannot be read or imports form a cycle.
    func modules() throws -> [Module] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw HandbookError("cannot read the API surface folder", path: directory.path)
        }
        var found: [String: Module] = [:]
        var imports: [String: Set<String>] = [:]
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = entry.lastPathComponent
            guard !name.hasPrefix("."), !name.hasPrefix("_") else { continue }
            let files = Self.swiftFiles(in: entry)
            guard !files.isEmpty else { continue }
            found[name] = Module(name: name, files: files)
            imports[name] = Set(files.flatMap { Self.importedModules(in: $0) })
        }
        var ordered: [Module] = []
        var done: Set<String> = []
        var visiting: Set<String> = []
        func visit(_ name: String) throws {
            if done.contains(name) { return }
            if visiting.contains(name) {
                throw HandbookError("the API surface modules import each other in a cycle (through '\(name)')", path: directory.path)
            }
            visiting.insert(name)
            for dependency in (imports[name] ?? []).sorted() where found[dependency] != nil && dependency != name {
                try visit(dependency)
            }
            visiting.remove(name)
            done.insert(name)
            if var module = found[name] {
                module.dependencies = (imports[name] ?? []).filter { found[$0] != nil && $0 != name }
                ordered.append(module)
            }
        }
        for name in found.keys.sorted() { try visit(name) }
        return ordered
    }

    private static func swiftFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    private static func importedModules(in file: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        // Byte-level scan: only lines that start with `import` or `@` are decoded.
        return data.split(separator: UInt8(ascii: "\n")).compactMap { bytes in
            guard let first = bytes.first(where: { $0 != UInt8(ascii: " ") }),
                first == UInt8(ascii: "i") || first == UInt8(ascii: "@")
            else { return nil }
            var words = String(decoding: bytes, as: UTF8.self).split(separator: " ").map(String.init)
            while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
            guard words.count >= 2, words[0] == "import" else { return nil }
            return words[1].split(separator: ".").first.map(String.init) ?? words[1]
        }
    }
}
