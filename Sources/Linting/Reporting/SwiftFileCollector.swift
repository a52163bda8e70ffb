import Foundation
import SiteCore

/// Finds the Swift files to lint under a list of paths.
///
/// A file path is taken as is (when it ends in `.swift`); a folder is searched recursively,
/// skipping hidden files and folders (`.build`, `.git`, `.swiftpm`). The result is sorted and
/// has no duplicates.
package struct SwiftFileCollector: Sendable {
    package init() {}

    /// - Throws: ``HandbookError`` when a path does not exist, or is a file that is not Swift.
    package func collect(_ paths: [String]) throws -> [String] {
        let manager = FileManager.default
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HandbookError("no such file or folder", path: path)
            }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw HandbookError("not a Swift file", path: path) }
                found.insert(Self.clean(path))
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard
                let enumerator = manager.enumerator(
                    at: root,
                    includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles, .skipsPackageDescendants]
                )
            else { continue }
            while let url = enumerator.nextObject() as? URL {
                let name = url.lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift"),
                    (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
                {
                    let relative =
                        url.path.hasPrefix(root.path + "/")
                        ? String(url.path.dropFirst(root.path.count + 1)) : name
                    found.insert(Self.clean(path == "." ? relative : (path as NSString).appendingPathComponent(relative)))
                }
            }
        }
        return found.sorted()
    }

    /// `./a/b.swift` → `a/b.swift`.
    static func clean(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
